"""The review's strings (engine/app/review.py), key -> (English, German): read for the
review only."""

TEXT = {
    "move": ("Move %d/%d", "Zug %d/%d"),
    "person_seat": ("P%d", "S%d"),
    "ai_seat": ("AI%d", "KI%d"),
    "start": ("Start of the game", "Spielbeginn"),
    "keys": ("\u25c0\u25b6 move  A info  B back", "\u25c0\u25b6 Zug  A Info  B zurück"),
    "keys_short": ("\u25c0\u25b6 A info B back", "\u25c0\u25b6 A Info B zurück"),
    "at_keys": ("%d/%d %s", "%d/%d %s"),  # the top bar: the move, then keys_short or:
    "keys_tiny": ("\u25c0\u25b6 A B", "\u25c0\u25b6 A B"),
    "win": ("win", "Sieg"),
    "draw": ("draw", "remis"),
    "loss": ("loss", "Niederlage"),
    "open": ("not solved", "nicht gelöst"),
    "threw": ("\u00d7 %s thrown away", "\u00d7 %s verspielt"),
    "ai": ("Best: %s", "Besser: %s"),
    "working": ("thinking\u2026", "denkt nach\u2026"),
    # a move's words, by index (engine/<game>/review_words.py; one long key: no
    # interned names)
    "review_move_words": (
        ("next game", "nächstes Spiel"),  # 0: Royal Garden, First of the Season
        ("%s on %s", "%s auf %s"),  # 1, 2: Royal Council, the card and the one it covers
        ("%s on an empty place", "%s auf leeren Platz"),
        ("reveal", "aufdecken"),  # 3-7: Niwa
        ("no trio", "kein Trio"),
        ("lay %s", "%s ablegen"),
        ("take the %ds", "die %der nehmen"),
        ("%s for %s", "%s gegen %s"),
        ("plant %s", "%s pflanzen"),  # 8-10: First of the Season
        ("harvest %s", "%s ernten"),
        ("harvest nothing", "nichts ernten"),
    ),
    "unreadable": (
        "The last game of %s could not be read for its review.",
        "Das letzte Spiel %s war für den Rückblick nicht lesbar.",
    ),
}
