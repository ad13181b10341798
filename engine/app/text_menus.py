"""The menus' strings (title, menus, settings, setup, statistics, help and the pause
menu): key -> (English, German). engine.app.scene.t reads them when a key is not in
text.py, and the app drops them while a game is played (App.forget_menus)."""

TEXT = {
    "console": ("POCKET CARDS", "POCKET CARDS"),  # the brand stays in every language
    "subtitle": ("four card games", "vier Kartenspiele"),
    "press_a": ("Press A", "Drücke A"),
    "main_menu": ("Games", "Spiele"),
    "continue": ("Continue", "Weiterspielen"),
    "settings": ("Settings", "Einstellungen"),
    "controls": ("Controls", "Tasten"),
    "about": ("About", "Info"),
    "statistics": ("Statistics", "Statistik"),
    "wdl": ("W/D/L", "S/U/N"),  # won, drawn, lost
    "total": ("Total", "Gesamt"),
    "best_score": ("Best score", "Bestwert"),
    "best_margin": ("Best margin", "Bester Abstand"),
    "last_game": ("Last game", "Letztes Spiel"),
    "saved_game": ("a saved game is waiting.", "ein gespeichertes Spiel wartet."),
    "offer_keys": ("A: continue\nB: to the menu", "A: weiterspielen\nB: zum Menü"),
    "back": ("Back", "Zurück"),
    "play": ("Play", "Spielen"),
    "rules": ("Rules & help", "Regeln & Hilfe"),
    "start": ("Start", "Los geht's"),
    "language": ("Language", "Sprache"),
    "sound": ("Sound", "Ton"),
    "on": ("on", "an"),
    "off": ("off", "aus"),
    "ai_level": ("AI level", "KI-Stufe"),
    "coach": ("Coach", "Trainer"),
    "players": ("Players", "Spieler"),
    "person": ("Person", "Mensch"),
    "player_short": ("P%d", "S%d"),
    # The AI levels, one set for every game and Settings (engine.app.menus.level_of)
    "levels": (  # the AI levels' names, easiest first
        ("Easy", "Leicht"),
        ("Medium", "Mittel"),
        ("Hard", "Schwer"),
        ("Expert", "Experte"),
    ),
    "pause": ("Paused", "Pause"),
    "resume": ("Resume", "Weiter"),
    "take_back": ("Take back", "Zug zurücknehmen"),
    "review": ("Review the game", "Rückblick"),
    "quit": ("Quit to menu", "Zum Menü"),
    "new_game": ("New game", "Neues Spiel"),
    "guide": ("Guided game", "Lernspiel"),
    # The guided game's own lines (engine/app/guide.py reads them once, after "guide" as
    # its notices' title): key and strings longer than ten characters, as MicroPython
    # interns shorter ones (names that would stay for the session).
    "guided_game_lines": (
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
    "help_keys": ("Keys", "Tasten"),
}
