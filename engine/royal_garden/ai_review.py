"""Royal Garden's exact judge for a finished game's review (engine/review.py): each
position's value, solved by the expert's search (ai.value) within a node budget. Loaded
only for a review."""

from engine.royal_garden.ai import value
from engine.royal_garden.rules import NEXT, PLAYING


def judged(move):
    """True when a move has a verdict: a card taken (dealing the next game has none)."""
    return move != NEXT


def value_for(game, seat, nodes):
    """The position's exact value for seat: 1 a win, 0 a draw, -1 a loss of the game in
    play (at its end: how it ended); None when not solved within nodes, and before a
    game's first card (any card may start it: too many to solve)."""
    if game.phase != PLAYING:
        return 0 if game.winner < 0 else (1 if game.winner == seat else -1)
    v = value(game, nodes)
    if v is None:
        return None
    return v if game.to_move == seat else -v
