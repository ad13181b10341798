"""First of the Season: the reasons a hint gives (SELECT: ai.hint returns the key), in English and
German. Read for one use when a hint is shown (engine/app/play_hint.py), so
they are not on the heap the rest of the time."""

TEXT = {
    "hint_next": ("Deal the next game", "Nächstes Spiel"),
    "hint_win": ("Wins the game", "Gewinnt das Spiel"),
    "hint_ace": ("Takes the Ace", "Holt das Ass"),
    "hint_crown": ("Wins a Crown", "Holt eine Krone"),
    "hint_harvest": ("Harvests for Crowns", "Erntet für Kronen"),
    "hint_partial": ("Leaves one card", "Lässt eine liegen"),
    "hint_hold": ("No harvest yet", "Erntet noch nichts"),
    "hint_little": ("Gives little away", "Gibt wenig preis"),
    "hint_best": ("Best plant found", "Beste Wahl"),
}
