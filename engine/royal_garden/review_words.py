"""A Royal Garden move in the review's words: the card taken, with the letters and suit
glyphs the garden shows it in (German B D K A); loaded with the review only."""

from engine.compat import const
from engine.royal_garden.rules import NEXT

# The review's move words, by index (engine/app/text_review.py):
_NEXT_GAME = const(0)


def words(scene, move, text):
    """The move, in the position it is made in (scene.game); text: the review's move words
    (engine/app/text_review.py)."""
    if move == NEXT:
        return text[_NEXT_GAME]
    return "".join(scene.card_text(scene.game.layout[move]))
