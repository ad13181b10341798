"""Royal Council's guided first games: the prompts (engine/royal_council/guide.py) and,
under key + "_why", the line shown when another play is tried."""

TEXT = {
    # Hands
    "appoint": (
        "Appointment: while a pile is empty, play onto an empty place. With no shape "
        "to score, a card scores alone: J 1, Q 2, K 3. Play the J\u2663 on pile 0, at "
        "the top.",
        "Ernennung: solange ein Stapel leer ist, spielst du auf einen leeren Platz. "
        "Ohne Figur zählt eine Karte allein: B 1, D 2, K 3. Spiel den B\u2663 auf "
        "Stapel 0, oben.",
    ),
    "appoint_why": ("J\u2663 on pile 0", "B\u2663 auf Stapel 0"),
    "opposite": (
        "Opposite: your card and the pile across. K K across scores 6: play the "
        "K\u2666 on pile 1, across from the AI's K\u2663.",
        "Gegenüber: deine Karte und der Stapel gegenüber. K K gegenüber zählt 6: "
        "spiel den K\u2666 auf Stapel 1, gegenüber dem K\u2663 der KI.",
    ),
    "opposite_why": ("K\u2666 on pile 1", "K\u2666 auf Stapel 1"),
    "triangle": (
        "Triangle: your card and the two piles beside the one across. The Q\u2663 on "
        "pile 2 makes K Q J of clubs with them: 12. Across, Q Q adds 4.",
        "Dreieck: deine Karte und die zwei Stapel neben dem gegenüber. Die D\u2663 auf "
        "Stapel 2 ergibt mit ihnen K D B in Kreuz: 12. Gegenüber bringt D D noch 4.",
    ),
    "triangle_why": ("Q\u2663 on pile 2", "D\u2663 auf Stapel 2"),
    "treason": (
        "Every pile holds a card: treason. Now any pile may be covered. Neighbours: "
        "your card and the piles beside it. The J\u2666 on pile 0 makes K Q J of "
        "diamonds with them: 12.",
        "Jeder Stapel hat eine Karte: Verrat. Nun darf jeder Stapel bedeckt werden. "
        "Nachbarn: deine Karte und die Stapel neben ihr. Der B\u2666 auf Stapel 0 "
        "ergibt mit ihnen K D B in Karo: 12.",
    ),
    "treason_why": ("J\u2666 on pile 0", "B\u2666 auf Stapel 0"),
    "win": (
        "The first to 61 wins at once, even mid-round: the K\u2660 on pile 1 scores "
        "in all three shapes, 18.",
        "Wer zuerst 61 hat, gewinnt sofort, auch mitten in der Runde: der K\u2660 auf "
        "Stapel 1 zählt in allen drei Figuren, 18.",
    ),
    "win_why": ("K\u2660 on pile 1", "K\u2660 auf Stapel 1"),
    # Draw pile
    "draw": (
        "Draw pile: each turn you draw its top card and play it. Appointment first: "
        "onto an empty place. Alone a Q scores 2: play the Q\u2666 on pile 2.",
        "Nachziehstapel: in jedem Zug ziehst du die oberste Karte und spielst sie. "
        "Erst Ernennung: auf einen leeren Platz. Allein zählt eine D 2: spiel die "
        "D\u2666 auf Stapel 2.",
    ),
    "draw_why": ("Q\u2666 on pile 2", "D\u2666 auf Stapel 2"),
    "neighbours": (
        "Neighbours: your card and the piles beside it. The K\u2666 on pile 3, between "
        "Q\u2666 and J\u2660, makes a mixed K Q J: 6.",
        "Nachbarn: deine Karte und die Stapel neben ihr. Der K\u2666 auf Stapel 3, "
        "zwischen D\u2666 und B\u2660, ergibt gemischt K D B: 6.",
    ),
    "neighbours_why": ("K\u2666 on pile 3", "K\u2666 auf Stapel 3"),
    "d_opposite": (
        "Opposite: your card and the pile across. The J\u2663 on pile 1 scores K Q J "
        "with its neighbours, 6, and J J across, 2.",
        "Gegenüber: deine Karte und der Stapel gegenüber. Der B\u2663 auf Stapel 1 "
        "zählt K D B mit den Nachbarn, 6, und B B gegenüber, 2.",
    ),
    "d_opposite_why": ("J\u2663 on pile 1", "B\u2663 auf Stapel 1"),
    "d_treason": (
        "Every pile holds a card: treason, any pile may be covered. Triangle: the two "
        "piles beside the one across. The Q\u2660 on pile 5 scores in all three "
        "shapes: 16.",
        "Jeder Stapel hat eine Karte: Verrat, jeder Stapel darf bedeckt werden. "
        "Dreieck: die zwei Stapel neben dem gegenüber. Die D\u2660 auf Stapel 5 zählt "
        "in allen drei Figuren: 16.",
    ),
    "d_treason_why": ("Q\u2660 on pile 5", "D\u2660 auf Stapel 5"),
    "d_win": (
        "The first to 61 wins at once: the J\u2666 on pile 4 scores 14 and wins.",
        "Wer zuerst 61 hat, gewinnt sofort: der B\u2666 auf Stapel 4 zählt 14 und "
        "gewinnt.",
    ),
    "d_win_why": ("J\u2666 on pile 4", "B\u2666 auf Stapel 4"),
    # Whole deck
    "deck": (
        "Whole deck: every pile starts with a card, so any pile may be covered. The "
        "shapes score as in cribbage: a pair 2, a run of three 3, a flush 1 a card. "
        "The 3\u2666 on pile 2 scores 7.",
        "Ganzes Blatt: jeder Stapel beginnt mit einer Karte, jeder darf bedeckt "
        "werden. Die Figuren zählen wie Cribbage: Paar 2, Folge aus drei 3, Farbe 1 je "
        "Karte. Die 3\u2666 auf Stapel 2 zählt 7.",
    ),
    "deck_why": ("3\u2666 on pile 2", "3\u2666 auf Stapel 2"),
    "deck_draw": (
        "After each play you draw a card while the deck lasts. The 4\u2666 on pile 1 "
        "scores a pair, a run and a flush: 7.",
        "Nach jedem Zug ziehst du eine Karte, solange der Stapel reicht. Die 4\u2666 "
        "auf Stapel 1 zählt Paar, Folge und Farbe: 7.",
    ),
    "deck_draw_why": ("4\u2666 on pile 1", "4\u2666 auf Stapel 1"),
    "deck_triangle": (
        "The 6\u2666 on pile 3: its triangle holds 5\u2666 and 4\u2666, a run and a "
        "flush, 6; across, the 10\u2666 adds a flush of two, 2.",
        "Die 6\u2666 auf Stapel 3: ihr Dreieck hält 5\u2666 und 4\u2666, Folge und "
        "Farbe, 6; gegenüber bringt die 10\u2666 eine Farbe aus zwei, 2.",
    ),
    "deck_triangle_why": ("6\u2666 on pile 3", "6\u2666 auf Stapel 3"),
    "deck_win": (
        "The first to 31 wins at once: the 6\u2663 on pile 1 scores 8 and wins.",
        "Wer zuerst 31 hat, gewinnt sofort: die 6\u2663 auf Stapel 1 zählt 8 und "
        "gewinnt.",
    ),
    "deck_win_why": ("6\u2663 on pile 1", "6\u2663 auf Stapel 1"),
}
