"""The First of the Season hint's reason: what the expert's turn does (ai.hint loads this
module for one use with engine.modules.part, so it is not on the heap during play)."""

from engine.first_season.ai import after_turn
from engine.first_season.rules import BIT_INDEX, PLANT


def reason(g, seat, plant, mask):
    """The first that applies to the turn (plant, harvest mask): it wins the game, takes
    the Ace, wins a Crown, harvests everything, leaves a card, holds the harvest back;
    with nothing to harvest: the plant is the one fewest unseen cards could harvest."""
    full = g.eligible(plant) if g.phase() == PLANT else g.eligible()
    crowns = g.crown_masks[seat]
    aces = g.aces_left()

    def what(g, seat):
        return g.game_winner() == seat, g.crown_masks[seat] & ~crowns, g.aces_left() < aces

    won, gained, ace = after_turn(g, seat, plant, mask, what)
    if won:
        return "hint_win"
    if ace:
        return "hint_ace"
    if gained:
        return "hint_crown"
    if mask == full and mask:
        return "hint_harvest"
    if mask:
        return "hint_partial"
    if full:
        return "hint_hold"
    mine = _exposure(g, seat, plant)
    for c in g.hand(seat):
        if _exposure(g, seat, c) > mine:
            return "hint_little"
    return "hint_best"


def _exposure(g, seat, card):
    """How many cards unseen by seat could harvest card once it is planted."""
    pool = g.unseen(seat)
    garden = g.garden_mask
    g.garden_mask = 1 << card  # eligible() reaches only into the garden
    count = 0
    while pool:
        low = pool & -pool
        pool ^= low
        count += g.eligible(BIT_INDEX[low % 37]) != 0
    g.garden_mask = garden
    return count
