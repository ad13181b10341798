"""Royal Council's guided first games (engine/app/guide.py), one for each variant, two
seats, the person beginning. Loaded only while one is chosen or played. Moves are
card * 8 + pile (engine/royal_council/rules.py).

Hands (seed 20, to 61): J♣>0 (a lone card), the AI K♣>4, K♦>1 (K K opposite), Q♦>5,
Q♣>2 (the triangle's K Q J of clubs), J♥>3 (every pile full), J♦>0 (treason: the
neighbours' K Q J of diamonds), K♥>4, K♠>1 reaches 61.
Draw pile (seed 9, to 61): Q♦>2, J♠>4, K♦>3, K♣>0, J♣>1, K♥>5, Q♠>5 (treason), Q♥>5,
Q♣>2, K♠>0, J♦>4 reaches 62.
Whole deck (seed 13, to 31): 3♦>2, 4♠>2, 4♦>1, 10♦>0, 6♦>3, 7♣>4, 6♠>5, 9♠>2, 6♣>1
reaches 34.
"""

from engine.royal_council.rules import DECK, DRAW, HANDS, VARIANT_KEYS

NAMES = VARIANT_KEYS  # the menu's row of each variant's guided game

GUIDES = (
    ({"variant": HANDS, "target": 61}, 20, (344, 412, 401, 373, 378, 331, 336, 396, 385),
     {0: "appoint", 2: "opposite", 4: "triangle", 6: "treason", 8: "win"}),
    ({"variant": DRAW, "target": 61}, 9, (370, 324, 403, 408, 345, 397, 357, 365, 378, 384,
                                          340),
     {0: "draw", 2: "neighbours", 4: "d_opposite", 6: "d_treason", 10: "d_win"}),
    ({"variant": DECK, "target": 31}, 13, (82, 98, 113, 304, 179, 220, 165, 258, 185),
     {0: "deck", 2: "deck_draw", 4: "deck_triangle", 8: "deck_win"}),
)
