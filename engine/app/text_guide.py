"""The guided first game's shell strings (engine/app/guide.py), read while one runs:
key -> (English, German). Each game's own prompts are in engine/<game>/text_guide.py."""

TEXT = {
    "guide": ("Guide", "Anleitung"),
    "guide_do": ("A: marked move", "A: markierter Zug"),
    "guide_why": ("Play the marked move", "Bitte markierter Zug"),
    "guide_again": ("Start again", "Neu beginnen"),
    "guide_on": (
        "Now play on to the end: this game does not count.",
        "Nun spiel zu Ende: diese Partie zählt nicht.",
    ),
    "guide_over": (
        "The guided game is over: a new game from the menu counts.",
        "Das Lernspiel ist aus: ein neues Spiel im Menü zählt.",
    ),
}
