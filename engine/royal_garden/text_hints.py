"""Royal Garden: the reasons a hint gives (SELECT: ai.hint returns the key), in English and
German. Read for one use when a hint is shown (engine/app/play_hint.py), so
they are not on the heap the rest of the time."""

TEXT = {
    "hint_line": ("Completes a line", "Schlie\u00dft eine Linie"),
    "hint_square": ("Completes a square", "Quadrat komplett"),
    "hint_block": ("Leaves them no card", "Gegner ohne Karte"),
    "hint_last": ("Last card: a draw", "Letzte Karte: remis"),
    "hint_forced": ("Wins by force", "Gewinnt sicher"),
    "hint_stop": ("Blocks their four", "Stoppt seine Vier"),
    "hint_safe": ("Gives them no win", "Kein Sieg f\u00fcr ihn"),
    "hint_three": ("Makes 3 of 4", "Macht 3 von 4"),
    "hint_few": ("Leaves them little", "L\u00e4sst ihm wenig"),
    "hint_build": ("Makes 2 of 4", "Macht 2 von 4"),
    "hint_spoil": ("Spoils their two", "St\u00f6rt seine zwei"),
    "hint_best": ("Best card found", "Beste Karte"),
    "hint_next": ("Deal the next game", "N\u00e4chste Partie"),
}
