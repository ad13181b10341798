"""The app shell's strings while a game is played (its screens, the privacy and error
screens): key -> (English, German). The menus' strings are in text_menus.py, which
engine.app.scene.t reads only while a menu needs them."""

TEXT = {
    "player": ("Player", "Spieler"),
    "ai": ("AI", "KI"),
    "pass_to": ("Pass the device to", "Gib das Gerät an"),
    "ready": ("A: show my cards", "A: meine Karten"),
    "no_peeking": ("No peeking!", "Nicht schummeln!"),
    "thinking": ("thinking", "denkt"),
    "your_turn": ("your turn", "dein Zug"),
    "game_over": ("Game over", "Spielende"),
    "draw": ("Draw", "Unentschieden"),
    "a_menu": ("A: menu", "A: Menü"),
    "error": ("Something went wrong", "Etwas ging schief"),  # 20 columns at most: a CLUE's title
    "error_kept": ("Your game is kept.", "Dein Spiel bleibt erhalten."),
}
