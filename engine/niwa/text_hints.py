"""Niwa: the reasons a hint gives (SELECT: ai.hint returns the key), in English and
German. Read for one use when a hint is shown (engine/app/play_hint.py), so
they are not on the heap the rest of the time."""

TEXT = {
    "hint_reveal_take": ("Reveal to take the trio", "Aufdecken, Trio nehmen"),
    "hint_reveal_chance": ("May open a trio", "Kann ein Trio öffnen"),
    "hint_reveal": ("No swap gains now", "Kein Tausch lohnt jetzt"),
    "hint_end": ("No trio is worth it", "Kein Trio lohnt sich"),
    "hint_wait": ("Passes: no gain now", "Passt: jetzt kein Gewinn"),
    "hint_trio": ("Completes a trio", "Vervollständigt ein Trio"),
    "hint_prepare": ("Builds for cards to come", "Baut auf kommende Karten"),
    "hint_take": ("The trio worth most", "Das wertvollste Trio"),
    "hint_go_trio": ("Lay 3, take the trio", "3 ablegen, Trio nehmen"),
    "hint_lay": ("Lays what counts least", "Legt ab, was wenig zählt"),
    "hint_gain_1": ("More points in hand", "Mehr Punkte auf der Hand"),
    "hint_gain_2": ("More in your best colour", "Mehr in deiner besten Farbe"),
    "hint_gain_3": ("Higher top cards", "Höhere Spitzenkarten"),
    "hint_gain_4": ("More points in duos", "Mehr Punkte in Duos"),
    "hint_gain_5": ("More in twin duos", "Mehr in Zwillingsduos"),
    "hint_gain_6": ("More odd points", "Mehr ungerade Punkte"),
    "hint_gain_7": ("More even points", "Mehr gerade Punkte"),
    "hint_gain_8": ("A better run", "Eine bessere Reihe"),
}
