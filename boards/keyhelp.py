"""What each board's buttons do, for the controls page (Hardware.key_help): by board
profile NAME, (English, German) lines. Loaded for that page only: a board module holds
no text while a game is played."""

HELP = {
    "pybadge": (
        ("Arrows: move", "Pfeile: bewegen"),
        ("A: choose  B: back", "A: w\u00e4hlen  B: zur\u00fcck"),
        ("START: menu", "START: Men\u00fc"),
        ("SELECT: hint", "SELECT: Tipp"),
    ),
    "pygamer": (
        ("Joystick: move", "Joystick: bewegen"),
        ("A: choose  B: back", "A: w\u00e4hlen  B: zur\u00fcck"),
        ("START: menu", "START: Men\u00fc"),
        ("SELECT: hint", "SELECT: Tipp"),
    ),
    "clue": (
        ("tap A: choose    tap B: next", "A tippen: w\u00e4hlen  B tippen: weiter"),
        ("hold A: back     hold B: previous", "A halten: zur\u00fcck  B halten: vorige"),
        ("hold A, tap B: down", "A halten, B tippen: runter"),
        ("hold B, tap A: up", "B halten, A tippen: hoch"),
        ("A+B: menu        A+B held: hint", "A+B: Men\u00fc  A+B halten: Tipp"),
    ),
    "picosystem": (
        ("D-pad: move", "Steuerkreuz: bewegen"),
        ("A: choose  B: back", "A: w\u00e4hlen  B: zur\u00fcck"),
        ("X: menu  Y: hint", "X: Men\u00fc  Y: Tipp"),
    ),
    "pico_display": (
        ("X: previous  Y: next", "X: vorige  Y: weiter"),
        ("hold X: up  hold Y: down", "X halten: hoch  Y halten: runter"),
        ("A: choose  B: back", "A: w\u00e4hlen  B: zur\u00fcck"),
        ("hold B: menu  hold A: hint", "B halten: Men\u00fc  A halten: Tipp"),
    ),
}
