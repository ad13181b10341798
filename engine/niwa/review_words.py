"""A Niwa move in the review's words, with the cards as the row shows them ('7g');
loaded with the review only."""

from engine.compat import const
from engine.niwa.rules import END, KINDS, LAY, REVEAL, SWAP, TAKE

# The review's move words, by index (engine/app/text_review.py):
_REVEAL = const(3)
_NO_TRIO = const(4)
_LAY = const(5)
_TRIO = const(6)
_SWAP = const(7)


def words(scene, move, text):
    """The move, in the position it is made in (scene.game); text: the review's move words
    (engine/app/text_review.py)."""
    card = scene.card
    if move == REVEAL:
        return text[_REVEAL]
    if move == END:
        return text[_NO_TRIO]
    if move < TAKE:
        return text[_LAY] % card(move - LAY)
    if move < SWAP:
        return text[_TRIO] % (move - TAKE)
    pair = move - SWAP
    return text[_SWAP] % (card(pair // KINDS), card(pair % KINDS))
