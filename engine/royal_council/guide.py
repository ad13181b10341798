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
    ({"variant": HANDS, "target": 61}, 20, (344, 412, 401, 373, 378, 331, 336, 396, 385), {
        0: (  # appoint
            ("Appointment: while a pile is empty, play onto an empty place. With no shape "
             "to score, a card scores alone: J 1, Q 2, K 3. Play the J\u2663 on pile 0, at "
             "the top.", "J\u2663 on pile 0"),
            ("Ernennung: solange ein Stapel leer ist, spielst du auf einen leeren Platz. "
             "Ohne Figur zählt eine Karte allein: B 1, D 2, K 3. Spiel den B\u2663 auf "
             "Stapel 0, oben.", "B\u2663 auf Stapel 0")),
        2: (  # opposite
            ("Opposite: your card and the pile across. K K across scores 6: play the "
             "K\u2666 on pile 1, across from the AI's K\u2663.", "K\u2666 on pile 1"),
            ("Gegenüber: deine Karte und der Stapel gegenüber. K K gegenüber zählt 6: spiel "
             "den K\u2666 auf Stapel 1, gegenüber dem K\u2663 der KI.", "K\u2666 auf Stapel 1")),
        4: (  # triangle
            ("Triangle: your card and the two piles beside the one across. The Q\u2663 on "
             "pile 2 makes K Q J of clubs with them: 12. Across, Q Q adds 4.",
             "Q\u2663 on pile 2"),
            ("Dreieck: deine Karte und die zwei Stapel neben dem gegenüber. Die D\u2663 auf "
             "Stapel 2 ergibt mit ihnen K D B in Kreuz: 12. Gegenüber bringt D D noch 4.",
             "D\u2663 auf Stapel 2")),
        6: (  # treason
            ("Every pile holds a card: treason. Now any pile may be covered. Neighbours: "
             "your card and the piles beside it. The J\u2666 on pile 0 makes K Q J of "
             "diamonds with them: 12.", "J\u2666 on pile 0"),
            ("Jeder Stapel hat eine Karte: Verrat. Nun darf jeder Stapel bedeckt werden. "
             "Nachbarn: deine Karte und die Stapel neben ihr. Der B\u2666 auf Stapel 0 "
             "ergibt mit ihnen K D B in Karo: 12.", "B\u2666 auf Stapel 0")),
        8: (  # win
            ("The first to 61 wins at once, even mid-round: the K\u2660 on pile 1 scores in "
             "all three shapes, 18.", "K\u2660 on pile 1"),
            ("Wer zuerst 61 hat, gewinnt sofort, auch mitten in der Runde: der K\u2660 auf "
             "Stapel 1 zählt in allen drei Figuren, 18.", "K\u2660 auf Stapel 1")),
    }, None),
    ({"variant": DRAW, "target": 61}, 9, (370, 324, 403, 408, 345, 397, 357, 365, 378, 384, 340), {
        0: (  # draw
            ("Draw pile: each turn you draw its top card and play it. Appointment first: "
             "onto an empty place. Alone a Q scores 2: play the Q\u2666 on pile 2.",
             "Q\u2666 on pile 2"),
            ("Nachziehstapel: in jedem Zug ziehst du die oberste Karte und spielst sie. "
             "Erst Ernennung: auf einen leeren Platz. Allein zählt eine D 2: spiel die "
             "D\u2666 auf Stapel 2.", "D\u2666 auf Stapel 2")),
        2: (  # neighbours
            ("Neighbours: your card and the piles beside it. The K\u2666 on pile 3, between "
             "Q\u2666 and J\u2660, makes a mixed K Q J: 6.", "K\u2666 on pile 3"),
            ("Nachbarn: deine Karte und die Stapel neben ihr. Der K\u2666 auf Stapel 3, "
             "zwischen D\u2666 und B\u2660, ergibt gemischt K D B: 6.", "K\u2666 auf Stapel 3")),
        4: (  # opposite
            ("Opposite: your card and the pile across. The J\u2663 on pile 1 scores K Q J "
             "with its neighbours, 6, and J J across, 2.", "J\u2663 on pile 1"),
            ("Gegenüber: deine Karte und der Stapel gegenüber. Der B\u2663 auf Stapel 1 "
             "zählt K D B mit den Nachbarn, 6, und B B gegenüber, 2.", "B\u2663 auf Stapel 1")),
        6: (  # treason
            ("Every pile holds a card: treason, any pile may be covered. Triangle: the two "
             "piles beside the one across. The Q\u2660 on pile 5 scores in all three "
             "shapes: 16.", "Q\u2660 on pile 5"),
            ("Jeder Stapel hat eine Karte: Verrat, jeder Stapel darf bedeckt werden. "
             "Dreieck: die zwei Stapel neben dem gegenüber. Die D\u2660 auf Stapel 5 zählt "
             "in allen drei Figuren: 16.", "D\u2660 auf Stapel 5")),
        10: (  # win
            ("The first to 61 wins at once: the J\u2666 on pile 4 scores 14 and wins.",
             "J\u2666 on pile 4"),
            ("Wer zuerst 61 hat, gewinnt sofort: der B\u2666 auf Stapel 4 zählt 14 und "
             "gewinnt.", "B\u2666 auf Stapel 4")),
    }, None),
    ({"variant": DECK, "target": 31}, 13, (82, 98, 113, 304, 179, 220, 165, 258, 185), {
        0: (  # deck
            ("Whole deck: every pile starts with a card, so any pile may be covered. The "
             "shapes score as in cribbage: a pair 2, a run of three 3, a flush 1 a card. "
             "The 3\u2666 on pile 2 scores 7.", "3\u2666 on pile 2"),
            ("Ganzes Blatt: jeder Stapel beginnt mit einer Karte, jeder darf bedeckt "
             "werden. Die Figuren zählen wie Cribbage: Paar 2, Folge aus drei 3, Farbe 1 je "
             "Karte. Die 3\u2666 auf Stapel 2 zählt 7.", "3\u2666 auf Stapel 2")),
        2: (  # deck: draw
            ("After each play you draw a card while the deck lasts. The 4\u2666 on pile 1 "
             "scores a pair, a run and a flush: 7.", "4\u2666 on pile 1"),
            ("Nach jedem Zug ziehst du eine Karte, solange der Stapel reicht. Die 4\u2666 "
             "auf Stapel 1 zählt Paar, Folge und Farbe: 7.", "4\u2666 auf Stapel 1")),
        4: (  # deck: triangle
            ("The 6\u2666 on pile 3: its triangle holds 5\u2666 and 4\u2666, a run and a "
             "flush, 6; across, the 10\u2666 adds a flush of two, 2.", "6\u2666 on pile 3"),
            ("Die 6\u2666 auf Stapel 3: ihr Dreieck hält 5\u2666 und 4\u2666, Folge und "
             "Farbe, 6; gegenüber bringt die 10\u2666 eine Farbe aus zwei, 2.",
             "6\u2666 auf Stapel 3")),
        8: (  # deck: win
            ("The first to 31 wins at once: the 6\u2663 on pile 1 scores 8 and wins.",
             "6\u2663 on pile 1"),
            ("Wer zuerst 31 hat, gewinnt sofort: die 6\u2663 auf Stapel 1 zählt 8 und "
             "gewinnt.", "6\u2663 auf Stapel 1")),
    }, None),
)
