"""Niwa's guided first game: the prompts (engine/niwa/guide.py) and, under key + "_why",
the line shown when another move is tried."""

TEXT = {
    "objective": (
        "This round's objective (7): even cards score their value. Trios always score. "
        "A swap puts a hand card into the row and takes another: give the 3p, take "
        "the 8g.",
        "Ziel dieser Runde (7): gerade Karten zählen ihren Wert. Trios zählen immer. "
        "Ein Tausch legt eine Handkarte in die Reihe und nimmt eine andere: gib die 3p, "
        "nimm die 8g.",
    ),
    "objective_why": ("Give 3p, take 8g", "Gib 3p, nimm 8g"),
    "reveal": (
        "The AI gave the 3o: the row holds 3p 3g 3o, a trio. A trio may be taken only "
        "after a reveal: choose Reveal to turn up the stack's top card.",
        "Die KI gab die 3o: in der Reihe liegen 3p 3g 3o, ein Trio. Ein Trio darf man "
        "nur nach dem Aufdecken nehmen: wähle Aufdecken für die oberste Karte des "
        "Stapels.",
    ),
    "reveal_why": ("Reveal first", "Erst aufdecken"),
    "trio": (
        "To take the trio, lay three hand cards into the row first. Lay the 0p, the 0g "
        "and the 1p: they score little. The trio then scores 20 - 3 = 17.",
        "Für das Trio legst du erst drei Handkarten in die Reihe. Lege die 0p, die 0g "
        "und die 1p: sie zählen wenig. Das Trio zählt dann 20 - 3 = 17.",
    ),
    "trio_why": ("Lay 0p, 0g and 1p", "Lege 0p, 0g und 1p"),
    "end": (
        "Revealing the stack's last card ends the round: trios score 20 minus their "
        "value, the other cards by the objective.",
        "Das Aufdecken der letzten Stapelkarte beendet die Runde: Trios zählen 20 minus "
        "ihren Wert, die übrigen Karten nach dem Ziel.",
    ),
}
