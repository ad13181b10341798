"""Royal Garden: the exact value of a position, for tools and tests (ai.value loads this
for each use: engine.modules.part)."""

from engine.royal_garden import ai
from engine.royal_garden.rules import PLAYING


def value(game, budget):
    """The exact value for the seat to move: 1 win, 0 draw, -1 loss (None: over budget).

    A position before the first move is not solved (None).
    """
    if game.phase != PLAYING or game.top < 0:
        return None
    ai._setup(game)
    ai._budget = budget
    seat = game.to_move
    key, tkey = ai._keys(game)
    try:
        me = game.marks[seat]
        s = ai._search(me, game.marks[seat ^ 1], game.top, key, tkey, 1 + seat,
                    16, -ai._points[1], ai._points[1], 0, ai.holes_of(me))
    except ai._Stop:
        return None
    return 1 if s >= ai.WIN else (-1 if s <= -ai.WIN else 0)
