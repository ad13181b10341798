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
    ({}, 1, (0, 14, 1, 15, 12, 11, 8, 4, 3, 6, 10, 5, 13), {
        0: (  # first
            ("Take a card: your red marker goes in its place. The first card may be any "
             "card on the edge, not one of the four in the middle. Take the Q\u2660, top "
             "left.", "Q\u2660 first, top left"),
            ("Nimm eine Karte: dein roter Stein kommt an ihren Platz. Die erste Karte darf "
             "jede am Rand sein, keine der vier in der Mitte. Nimm die D\u2660 oben links.",
             "Erst D\u2660, oben links")),
        2: (  # match
            ("The AI took the J\u2660. Your card must match the top of the pile in rank or "
             "in suit: a Jack or a \u2660. Take the K\u2660 beside your marker.",
             "The K\u2660: next to you"),
            ("Die KI nahm den B\u2660. Deine Karte muss zur obersten des Stapels passen, im "
             "Wert oder in der Farbe: ein Bube oder \u2660. Nimm den K\u2660 neben deinem "
             "Stein.", "Den K\u2660: neben dir")),
        4: (  # line
            ("Four markers in a row, a column or a long diagonal win: a line. Only an Ace "
             "follows the A\u2660; take the A\u2663 in the corner under your Q\u2660.",
             "The A\u2663: a column"),
            ("Vier Steine in einer Reihe, Spalte oder langen Diagonale gewinnen: eine "
             "Linie. Auf das A\u2660 folgt nur ein Ass; nimm das A\u2663 in der Ecke unter "
             "deiner D\u2660.", "Das A\u2663: eine Spalte")),
        6: (  # three
            ("Take the Q\u2663: three of the left column are yours. The AI must match it, "
             "and only the Q\u2666 stops your line.", "Q\u2663: 3 in a column"),
            ("Nimm die D\u2663: drei der linken Spalte sind deine. Die KI muss passen, und "
             "nur die D\u2666 hält deine Linie auf.", "D\u2663: 3 in der Spalte")),
        10: (  # square
            ("A square of 2 x 2 markers wins too. The AI holds three of one, bottom right: "
             "take the J\u2665 and its square is gone.", "J\u2665 stops a square"),
            ("Ein Quadrat aus 2 x 2 Steinen gewinnt auch. Die KI hat drei davon, unten "
             "rechts: nimm den B\u2665, und ihr Quadrat ist weg.", "B\u2665 stoppt Quadrat")),
        12: (  # block
            ("Take the Q\u2665: no Queen and no \u2665 is left for the AI to match. It "
             "cannot move, it is blocked: you win.", "Q\u2665 blocks the AI"),
            ("Nimm die D\u2665: keine Dame und kein \u2665 bleibt der KI zum Passen. Sie "
             "kann nicht ziehen, sie ist blockiert: du gewinnst.", "D\u2665 blockiert KI")),
    }, None),
)
