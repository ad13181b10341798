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
    "help_keys": ("Keys", "Tasten"),
}
