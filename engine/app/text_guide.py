"""The guided first game's shell strings (engine/app/guide.py), read while one runs: one
key, a tuple of (English, German) pairs in the order of guide.py's _TITLE, _DO, _WHY,
_AGAIN, _ON, _OVER (engine.lang._pick; one interned name, not six: a guided game's names
stay interned for the rest of the session). Each game's own prompts are in its
engine/<game>/guide.py."""

TEXT = {
    "guide": (
        ("Guide", "Anleitung"),  # a prompt's title
        # the line under a game while the cursor is on the scripted move
        ("A: marked move", "A: markierter Zug"),
        # another move was tried (a step with no line of its own)
        ("Play the marked move", "Bitte markierter Zug"),
        ("Start again", "Neu beginnen"),  # the pause menu's row
        # the script has run out; and the game
        ("Now play on to the end: this game does not count.",
         "Nun spiel zu Ende: diese Partie zählt nicht."),
        ("The guided game is over: a new game from the menu counts.",
         "Das Lernspiel ist aus: ein neues Spiel im Menü zählt."),
    ),
}
