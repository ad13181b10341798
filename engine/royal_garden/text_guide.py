"""Royal Garden's guided first game: the prompts (engine/royal_garden/guide.py) and, under
key + "_why", the line shown when another card is tried. Königsgarten's names in German."""

TEXT = {
    "first": (
        "Take a card: your red marker goes in its place. The first card may be any card "
        "on the edge, not one of the four in the middle. Take the Q\u2660, top left.",
        "Nimm eine Karte: dein roter Stein kommt an ihren Platz. Die erste Karte darf "
        "jede am Rand sein, keine der vier in der Mitte. Nimm die D\u2660 oben links.",
    ),
    "first_why": ("Q\u2660 first, top left", "Erst D\u2660, oben links"),
    "match": (
        "The AI took the J\u2660. Your card must match the top of the pile in rank or "
        "in suit: a Jack or a \u2660. Take the K\u2660 beside your marker.",
        "Die KI nahm den B\u2660. Deine Karte muss zur obersten des Stapels passen, im "
        "Wert oder in der Farbe: ein Bube oder \u2660. Nimm den K\u2660 neben deinem Stein.",
    ),
    "match_why": ("The K\u2660: next to you", "Den K\u2660: neben dir"),
    "line": (
        "Four markers in a row, a column or a long diagonal win: a line. Only an Ace "
        "follows the A\u2660; take the A\u2663 in the corner under your Q\u2660.",
        "Vier Steine in einer Reihe, Spalte oder langen Diagonale gewinnen: eine Linie. "
        "Auf das A\u2660 folgt nur ein Ass; nimm das A\u2663 in der Ecke unter deiner D\u2660.",
    ),
    "line_why": ("The A\u2663: a column", "Das A\u2663: eine Spalte"),
    "three": (
        "Take the Q\u2663: three of the left column are yours. The AI must match it, and "
        "only the Q\u2666 stops your line.",
        "Nimm die D\u2663: drei der linken Spalte sind deine. Die KI muss passen, und "
        "nur die D\u2666 hält deine Linie auf.",
    ),
    "three_why": ("Q\u2663: 3 in a column", "D\u2663: 3 in der Spalte"),
    "square": (
        "A square of 2 x 2 markers wins too. The AI holds three of one, bottom right: "
        "take the J\u2665 and its square is gone.",
        "Ein Quadrat aus 2 x 2 Steinen gewinnt auch. Die KI hat drei davon, unten "
        "rechts: nimm den B\u2665, und ihr Quadrat ist weg.",
    ),
    "square_why": ("J\u2665 stops a square", "B\u2665 stoppt Quadrat"),
    "block": (
        "Take the Q\u2665: no Queen and no \u2665 is left for the AI to match. It cannot "
        "move, it is blocked: you win.",
        "Nimm die D\u2665: keine Dame und kein \u2665 bleibt der KI zum Passen. Sie kann "
        "nicht ziehen, sie ist blockiert: du gewinnst.",
    ),
    "block_why": ("Q\u2665 blocks the AI", "D\u2665 blockiert KI"),
}
