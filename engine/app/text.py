"""The app shell's strings: key -> (English, German)."""

TEXT = {
    "console": ("POCKET CARDS", "POCKET CARDS"),  # the brand stays in every language
    "subtitle": ("four card games", "vier Kartenspiele"),
    "press_a": ("Press A", "Drücke A"),
    "main_menu": ("Games", "Spiele"),
    "continue": ("Continue", "Weiterspielen"),
    "settings": ("Settings", "Einstellungen"),
    "controls": ("Controls", "Tasten"),
    "about": ("About", "Info"),
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
    "player": ("Player", "Spieler"),
    "person": ("Person", "Mensch"),
    "ai": ("AI", "KI"),
    "level_0": ("easy", "leicht"),
    "level_1": ("medium", "mittel"),
    "level_2": ("hard", "schwer"),
    "level_3": ("expert", "Experte"),
    "pause": ("Paused", "Pause"),
    "resume": ("Resume", "Weiter"),
    "take_back": ("Take back", "Zug zurücknehmen"),
    "quit": ("Quit to menu", "Zum Menü"),
    "pass_to": ("Pass the device to", "Gib das Gerät an"),
    "ready": ("A: show my cards", "A: meine Karten"),
    "no_peeking": ("No peeking!", "Nicht schummeln!"),
    "thinking": ("thinking", "denkt nach"),
    "your_turn": ("your turn", "du bist dran"),
    "game_over": ("Game over", "Spielende"),
    "wins": ("wins", "gewinnt"),
    "draw": ("Draw", "Unentschieden"),
    "a_menu": ("A: menu", "A: Menü"),
    "error": ("Something went wrong", "Ein Fehler ist passiert"),
    "error_kept": ("Your game is saved.", "Dein Spiel ist gespeichert."),
    "save_reset": (
        "The saved data could not be read and was reset.",
        "Die gespeicherten Daten waren nicht lesbar und wurden zurückgesetzt.",
    ),
    "save_old": (
        "Saved data from an older version was reset.",
        "Gespeicherte Daten einer älteren Version wurden zurückgesetzt.",
    ),
    "help_keys": ("Keys", "Tasten"),
    "page": ("page", "Seite"),
    "about_text": (
        "Pocket Cards: Royal Garden, Niwa, First of the Season and Royal Council, "
        "for people passing the device or against the AI. "
        "Your game is saved after every move.",
        "Pocket Cards: Königsgarten, Niwa, Erste Ernte und Königsrat, "
        "zum Weiterreichen oder gegen die KI. "
        "Dein Spiel wird nach jedem Zug gespeichert.",
    ),
}
