"""A Royal Council move in the review's words: the card played and the card it covers,
as the ring shows them (German B D K A); loaded with the review only."""

from engine.compat import const
from engine.royal_council.rules import EMPTY

# The review's move words, by index (engine/app/text_review.py):
_ON = const(1)
_ON_EMPTY = const(2)


def words(scene, move, text):
    """The move, in the position it is made in (scene.game); text: the review's move words
    (engine/app/text_review.py)."""
    card = scene.card_text(move >> 3)
    under = scene.game.top[move & 7]
    if under == EMPTY:
        return text[_ON_EMPTY] % card
    return text[_ON] % (card, scene.card_text(under))
