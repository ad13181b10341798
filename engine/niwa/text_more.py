"""Niwa: the strings of the screens shown now and then, in English and German.

The objective's rule (read once a round), the banner at the end of a round or of the
tournament, and the pause menu's log and scores pages. Their code loads this table
for one use (lang.Texts), so it is not on the heap while a game is played; the
strings of the game screen are in text.py. TEXT maps a key to (English, German).
"""

TEXT = {
    # objectives' rules in a few words (their names: text.py), then briefer (17
    # columns, the CLUE's width) for a narrow line
    "rules": (  # each objective's rule, objective 1 first
        ("Every card left scores", "Jede übrige Karte zählt"),
        ("Cards of your best colour", "Karten deiner besten Farbe"),
        ("Highest card of each colour", "Höchste Karte jeder Farbe"),
        ("Pairs of a value, any colours", "Paare eines Werts, Farbe egal"),
        ("Pairs of identical cards", "Paare gleicher Karten"),
        ("Every odd card left", "Jede übrige ungerade Karte"),
        ("Every even card left, 0 too", "Jede übrige gerade Karte, auch 0"),
        ("Longest run of one colour", "Längste Reihe einer Farbe"),
    ),
    "briefs": (  # the rules in short, for narrow lines
        ("Every card scores", "Jede Karte zählt"),
        ("Your best colour", "Deine beste Farbe"),
        ("Top per colour", "Höchste je Farbe"),
        ("Pairs, any colour", "Paare, Farbe egal"),
        ("Identical pairs", "Identische Paare"),
        ("Odd cards score", "Ungerade zählen"),
        ("Even cards, 0 too", "Gerade, auch 0"),
        ("Run in one colour", "Längste Farbreihe"),
    ),
    # the banner (engine/niwa/scene_banner.py)
    "objective": ("Objective", "Zielkarte"),
    "round_won": ("%s wins the objective card", "%s gewinnt die Zielkarte"),
    "round_shared": ("The objective card is shared", "Die Zielkarte wird geteilt"),
    "wins": ("%s wins", "%s gewinnt"),
    "tie": ("A shared win", "Geteilter Sieg"),
    "col_round": ("R%d", "R%d"),  # the table's columns: each round, then the sum
    "col_sum": ("Sum", "Ges."),
    "won_card": ("won the objective card", "gewann die Zielkarte"),
    "next_objective": ("Next: %s", "Als Nächstes: %s"),
    "a_next": ("A: next round", "A: nächste Runde"),
    # the log and scores pages (engine/niwa/scene_pages.py)
    "seen": ("Seen in hand", "Gesehen auf der Hand"),
    "log_trio": ("%s takes the trio of %d", "%s nimmt das Trio der %d"),
    "log_end": ("%s takes no trio", "%s nimmt kein Trio"),
    "since": ("Since your turn", "Seit deinem Zug"),
    "no_log": ("Nothing yet this round.", "Noch nichts in dieser Runde."),
    "round_of": ("Round %d of %d", "Runde %d von %d"),
    "points": ("%d points", "%d Punkte"),
    "trio_points": ("Trio of %d: %d", "Trio der %d: %d"),
    "total": ("Total", "Gesamt"),
    "hand_now": ("Your hand now", "Deine Hand jetzt"),
    "no_breakdown": ("(details not kept after loading)", "(Details nach dem Laden nicht da)"),
    "nothing": ("nothing", "nichts"),
}
