"""Why a hint's card (Royal Garden): loaded for one hint with engine.modules.part,
so it is not on the heap while the game is played."""

from engine.modules import part
from engine.royal_garden.ai import PATTERNS, holes_of, pop_count
from engine.royal_garden.rules import NONE, completed


def reason(game, seat, p, forced):
    """The reason key (text.TEXT) of seat's card at p; forced: the search proved a win.
    The first that applies: the card wins (how) or draws; a win by force; it takes
    the place the opponent needs for four; the other cards let the opponent win at once;
    it makes three of a line or square; it leaves the fewest replies; it makes two; it
    spoils a line or square the opponent has two in; else the search liked it."""
    bit = 1 << p
    mine = game.marks[seat] | bit
    opp = game.marks[seat ^ 1]
    free = game.free ^ bit
    lines, squares = completed(mine)
    if lines:
        return "hint_line"
    if squares:
        return "hint_square"
    if not free:
        return "hint_last"
    replies = pop_count(game.link[p] & free)
    if not replies:
        return "hint_block"
    if forced:
        return "hint_forced"
    if holes_of(opp) & bit:
        return "hint_stop"
    moves = game.legal_moves()
    danger = part("engine.royal_garden.ai", "coach").danger
    if danger(game, p)[0] == NONE:
        for q in moves:
            if danger(game, q)[0] != NONE:
                return "hint_safe"
    best = 0  # the most my markers in one line or square through p that opp is not in
    spoil = 0  # the most opp markers in one through p that I was not in
    for w in PATTERNS[p]:
        if not opp & w:
            best = max(best, pop_count(mine & w))
        elif not game.marks[seat] & w:
            spoil = max(spoil, pop_count(opp & w))
    if best == 3:
        return "hint_three"
    for q in moves:
        if pop_count(game.link[q] & (game.free ^ 1 << q)) > replies:
            return "hint_few"
    if best == 2:
        return "hint_build"
    return "hint_spoil" if spoil >= 2 else "hint_best"
