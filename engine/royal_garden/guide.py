"""Royal Garden's guided first game (engine/app/guide.py): a single game on the deal of
seed 1, against the weakest AI, in seven moves of the person. Loaded only while it is
chosen or played.

The garden of seed 1 (place 0 top left, 15 bottom right):
    Q♠ K♠ K♦ A♦ / Q♦ K♥ A♥ J♦ / Q♣ K♣ J♥ J♣ / A♣ Q♥ J♠ A♠
Moves (places), person first: Q♠ J♠ K♠ A♠ A♣ J♣ Q♣ Q♦ A♦ A♥ J♥ K♥ Q♥: the person's Q♣
makes three of the left column (the AI must take the Q♦), the J♥ fills the AI's square
and the Q♥ leaves it no card: a win by block.
"""

NAMES = None  # one guided game (no variants)

GUIDES = (
    ({}, 1, (0, 14, 1, 15, 12, 11, 8, 4, 3, 6, 10, 5, 13),
     {0: "first", 2: "match", 4: "line", 6: "three", 10: "square", 12: "block"}),
)
