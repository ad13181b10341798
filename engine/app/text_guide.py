"""The guided first game's shell strings (engine/app/guide.py), read while one runs: one
key, whose English and German are tuples in the order of guide.py's _TITLE, _DO, _WHY,
_AGAIN, _ON, _OVER (one interned name, not six: a guided game's names stay interned for
the rest of the session). Each game's own prompts are in its engine/<game>/guide.py."""

TEXT = {
    "guide": (
        ("Guide",  # a prompt's title
         "A: marked move",  # the line under a game while the cursor is on the scripted move
         "Play the marked move",  # another move was tried (a step with no line of its own)
         "Start again",  # the pause menu's row
         "Now play on to the end: this game does not count.",  # the script has run out
         "The guided game is over: a new game from the menu counts."),  # and the game
        ("Anleitung",
         "A: markierter Zug",
         "Bitte markierter Zug",
         "Neu beginnen",
         "Nun spiel zu Ende: diese Partie zählt nicht.",
         "Das Lernspiel ist aus: ein neues Spiel im Menü zählt."),
    ),
}
