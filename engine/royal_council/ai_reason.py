"""Why a hint's play (Royal Council): loaded for one hint with engine.modules.part,
so it is not on the heap while the game is played. Reads only what the seat sees."""

from engine.royal_council.ai import best_each, put_top, ranks_suits
from engine.royal_council.rules import shape_piles

# A cribbage shape's melds by what they score, most first: the one a hint names.
_CRIB_ORDER = ("m_three", "m_run", "m_flush", "m_pair")


def reason(game, seat, move):
    """The reason key (text.TEXT) of seat's play move, the first that applies: the play
    reaches the target; its best shape's meld; it leaves the next player less than the
    play that scores most now (by the best unseen reply); the lone card."""
    c = move >> 3
    p = move & 7
    pts = game.breakdown(p, c)
    if game.scores[seat] + sum(pts) >= game.target:
        return "hint_win"
    best = 0
    for i in (1, 2):
        if pts[i] > pts[best]:
            best = i
    if pts[best]:
        cards = [c] + [game.top[q] for q in shape_piles(p)[best]]
        melds = game.meld_keys(cards)
        if game.crib:
            melds = [k for k in _CRIB_ORDER if k in melds]
        return "hint_" + melds[0]
    unseen = game.unseen(seat)
    if unseen:
        greedy = max(game.legal_moves(), key=lambda m: game.gain(m & 7, m >> 3))
        b = game.board()
        if _threat(b, unseen, p, c) < _threat(b, unseen, greedy & 7, greedy >> 3):
            return "hint_safe"
    return "hint_lone" if pts[3] else "hint_best"


def _threat(b, unseen, p, c):
    """The most any unseen card could score in reply once c lies on pile p of board b."""
    rk, su = ranks_suits(unseen)
    out = [0] * len(unseen)
    old = put_top(b, p, c)
    best_each(b, rk, su, 0, len(unseen), out, None)
    put_top(b, p, old)
    return max(out)
