"""A First of the Season move in the review's words, with the cards as the garden shows
them (rank and suit icons); loaded with the review only."""

from engine.compat import const
from engine.first_season.rules import HARVEST, NEXT, NUMERALS
from engine.first_season.scene import face

# The review's move words, by index (engine/app/text_review.py):
_NEXT_GAME = const(0)
_PLANT = const(8)
_HARVEST_CARDS = const(9)
_NO_HARVEST = const(10)


def words(scene, move, text):
    """The move, in the position it is made in (scene.game); text: the review's move words
    (engine/app/text_review.py)."""
    if move == NEXT:
        return text[_NEXT_GAME]
    if move < NUMERALS:
        return text[_PLANT] % face(move)
    mask = move - HARVEST
    if not mask:
        return text[_NO_HARVEST]
    cards = [face(c) for c in range(NUMERALS) if mask >> c & 1]
    return text[_HARVEST_CARDS] % " ".join(cards)
