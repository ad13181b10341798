"""Helpers for the Niwa tests: exact positions from card lists, seeded random play."""

from engine.niwa.rules import KINDS, Niwa
from engine.niwa.rules_notation import (
    card_text,
    designed,  # a position set by hand
    parse_card,
)


def cards(text):
    """Kinds from text such as '0P 0G 10O'."""
    return [parse_card(t) for t in text.split()]


def counts(text):
    """Counts by kind from text such as '0P 0G 10O'."""
    out = bytearray(KINDS)
    for k in cards(text):
        out[k] += 1
    return out


def position(hands, row, stack, obj="1", turn=0, phase="T", laid="", known=None, idle=0,
             scores="-", rounds=1, seed=5):
    """A game from the cards of each hand, the row and the stack (top last, texts
    as for cards()); every other card is set aside."""
    left = [2] * KINDS
    for text in list(hands) + [row, stack]:
        for k in cards(text):
            left[k] -= 1
    aside = [k for k in range(KINDS) for _ in range(left[k])]
    known = known or ["" for _ in hands]
    fields = [
        "niwa1 seats=%d rounds=%d seed=%d obj=%s scores=%s" % (len(hands), rounds, seed, obj,
                                                               scores),
        "turn=%d idle=%d phase=%s laid=%s" % (turn, idle, phase, _list(laid)),
        "row=%s stack=%s aside=%s" % (_list(row), _list(stack, False),
                                      ",".join(card_text(k) for k in aside) or "-"),
    ]
    for s, text in enumerate(hands):
        fields.append("hand%d=%s known%d=%s" % (s, _list(text), s, _list(known[s])))
    return designed(Niwa, " ".join(fields))


def _list(text, ordered=True):
    kinds = cards(text) if text else []
    if ordered:
        kinds.sort()
    return ",".join(card_text(k) for k in kinds) or "-"


def random_move(game, prng):
    """A random legal move that reveals often enough to keep games short."""
    moves = game.legal_moves()
    if moves[0] == 0 and prng.below(3) == 0:
        return 0
    return moves[prng.below(len(moves))]


def play_random(game, prng, limit=100000):
    """Random moves until over (or limit moves); the number played."""
    n = 0
    while not game.is_over() and n < limit:
        game.play(random_move(game, prng))
        n += 1
    return n
