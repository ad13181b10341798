"""Niwa: the reasons a hint gives (SELECT: ai.hint returns the key), in English and
German. Read for one use when a hint is shown (engine/app/play_hint.py), so
they are not on the heap the rest of the time."""

TEXT = {
    "hint_reveal_take": ("Reveal, take a trio", "Aufdecken für Trio"),
    "hint_reveal_chance": ("May open a trio", "Kann Trio öffnen"),
    "hint_reveal": ("No swap gains now", "Kein Tausch lohnt"),
    "hint_end": ("No trio is worth it", "Kein Trio lohnt"),
    "hint_wait": ("Passes: no gain now", "Passt: kein Gewinn"),
    "hint_trio": ("Completes a trio", "Macht ein Trio voll"),
    "hint_prepare": ("Builds for later", "Baut für später vor"),
    "hint_take": ("The trio worth most", "Wertvollstes Trio"),
    "hint_go_trio": ("Lay 3, take a trio", "3 ab, Trio nehmen"),
    "hint_lay": ("Gives up the least", "Gibt am wenigsten"),
    "hint_gain_1": ("More points in hand", "Mehr Handpunkte"),
    "hint_gain_2": ("More in best colour", "Mehr in Hauptfarbe"),
    "hint_gain_3": ("Higher top cards", "Höhere Spitzenwerte"),
    "hint_gain_4": ("More points in duos", "Mehr Punkte in Duos"),
    "hint_gain_5": ("More in twin duos", "Mehr Zwillingsduos"),
    "hint_gain_6": ("More odd points", "Mehr ungerade Werte"),
    "hint_gain_7": ("More even points", "Mehr gerade Werte"),
    "hint_gain_8": ("A better run", "Eine bessere Reihe"),
}
