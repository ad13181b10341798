"""Niwa's guided first game (engine/app/guide.py): a single round on the deal of seed 51
(objective 7, even cards), against the weakest AI. Loaded only while it is chosen or
played.

The person (hand 0P 0G 1P 1G 2G 3P 6P 7G 9G, row 3G 7G 8G) swaps the 3P for the 8G; the
AI swaps its 3O for the 7G, which leaves the trio 3P 3G 3O in the row; the person reveals
(6P), lays the 0P, 0G and 1P and takes the trio. Then the round is played on freely.
"""

from engine.niwa.rules import LAY, TAKE

NAMES = None  # one guided game (no variants)

GUIDES = (
    ({"rounds": 1}, 51, (386, 449, 0, LAY + 0, LAY + 1, LAY + 3, TAKE + 3), {
        0: (  # objective
            ("This round's objective (7): even cards score their value. Trios always score. "
             "A swap puts a hand card into the row and takes another: give the 3p, take the "
             "8g.", "Give 3p, take 8g"),
            ("Ziel dieser Runde (7): gerade Karten zählen ihren Wert. Trios zählen immer. "
             "Ein Tausch legt eine Handkarte in die Reihe und nimmt eine andere: gib die "
             "3p, nimm die 8g.", "Gib 3p, nimm 8g")),
        2: (  # reveal
            ("The AI gave the 3o: the row holds 3p 3g 3o, a trio. A trio may be taken only "
             "after a reveal: choose Reveal to turn up the stack's top card.", "Reveal first"),
            ("Die KI gab die 3o: in der Reihe liegen 3p 3g 3o, ein Trio. Ein Trio darf man "
             "nur nach dem Aufdecken nehmen: wähle Aufdecken für die oberste Karte des "
             "Stapels.", "Erst aufdecken")),
        3: (  # trio
            ("To take the trio, lay three hand cards into the row first. Lay the 0p, the 0g "
             "and the 1p: they score little. The trio then scores 20 - 3 = 17.",
             "Lay 0p, 0g and 1p"),
            ("Für das Trio legst du erst drei Handkarten in die Reihe. Lege die 0p, die 0g "
             "und die 1p: sie zählen wenig. Das Trio zählt dann 20 - 3 = 17.",
             "Lege 0p, 0g und 1p")),
        7: (  # end
            ("Revealing the stack's last card ends the round: trios score 20 minus their "
             "value, the other cards by the objective.", ""),
            ("Das Aufdecken der letzten Stapelkarte beendet die Runde: Trios zählen 20 "
             "minus ihren Wert, die übrigen Karten nach dem Ziel.", "")),
    }, "engine.niwa.guide_hooks"),  # the trio's cards, which the scene lays itself
)

