"""The shell's rare strings, key -> (English, German): read for one use (scene.more_texts):
the about pages, what a load could not read, a power cut, the question before a new game.
"""

TEXT = {
    "replace_game": (
        "The waiting game of %s will be replaced by the new one.",
        "Das wartende Spiel %s wird durch das neue ersetzt.",
    ),
    "confirm_keys": ("A: yes   B: no", "A: ja   B: nein"),
    "game_reset": (
        "The saved game could not be continued and was dropped.",
        "Das gespeicherte Spiel ließ sich nicht fortsetzen und wurde entfernt.",
    ),
    "reset_store": (
        "The saved data could not be read and was reset.",
        "Die gespeicherten Daten waren nicht lesbar und wurden zurückgesetzt.",
    ),
    "reset_version": (
        "Saved data from an older version was reset.",
        "Gespeicherte Daten einer älteren Version wurden zurückgesetzt.",
    ),
    "reset_frame": (
        "Part of the saved data could not be read and was dropped; the rest is kept.",
        "Ein Teil der gespeicherten Daten war nicht lesbar und wurde entfernt; der Rest "
        "bleibt erhalten.",
    ),
    "reset_settings": (
        "The settings could not be read: they are as at the start.",
        "Die Einstellungen waren nicht lesbar: sie sind wie zu Beginn.",
    ),
    "reset_statistics": (
        "The statistics could not be read and start again.",
        "Die Statistik war nicht lesbar und beginnt neu.",
    ),
    "reset_game": ("The saved game of %s could not be read.",
                   "Das gespeicherte Spiel %s war nicht lesbar."),
    "review": ("Review", "Rückblick"),
    "no_review": (
        "There was no room left to review this game. Its result is kept.",
        "Für den Rückblick auf dieses Spiel war kein Platz mehr. Sein Ergebnis bleibt.",
    ),
    "power_cut": ("Power cut", "Stromausfall"),
    "battery_title": ("Battery low", "Akku fast leer"),
    "battery_low": (
        "Your game is saved. Charge the battery soon: when it runs out, the device stops.",
        "Dein Spiel ist gespeichert. Lade den Akku bald: ist er leer, geht das Gerät aus.",
    ),
    "save_cut_game": (
        "The power went off while saving: play goes on from the save before.",
        "Der Strom fiel beim Speichern aus: es geht mit dem Stand davor weiter.",
    ),
    "save_cut": (
        "The power went off while saving. What was saved before is kept.",
        "Der Strom fiel beim Speichern aus. Was davor gespeichert war, bleibt.",
    ),
    "about_text": (
        "Pocket Cards: Royal Garden, Niwa, First of the Season and Royal Council, "
        "for people passing the device or against the AI. Each game keeps its own "
        "saved game; quitting to the menu always saves it.",
        "Pocket Cards: Königsgarten, Niwa, Erste Ernte und Königsrat, "
        "zum Weiterreichen oder gegen die KI. Jedes Spiel hat seinen eigenen Spielstand; "
        "beim Verlassen über das Menü wird er immer gespeichert.",
    ),
    # How each chip's store saves: what a power cut can lose, how long the store lasts
    # (docs/ARCHITECTURE.md, "Saving"; the figures: python -m tools.bench saves).
    "saving_samd51": (
        "Saving: settings and statistics when they change; a match when it ends, when "
        "you quit it, after 30 s without a key, after every 40 of your moves and when "
        "the battery runs low. "
        "Switched off in between, you lose the moves since then. Each save erases the "
        "whole store: switched off in that moment, everything saved can be lost "
        "(the device then starts afresh). At 10 games a day the store lasts about "
        "2.7 years.",
        "Gespeichert wird: Einstellungen und Statistik bei jeder Änderung; eine Partie "
        "an ihrem Ende, beim Verlassen, nach 30 s ohne Taste, nach je 40 deiner Züge und "
        "wenn der Akku schwach wird. "
        "Wird das Gerät dazwischen ausgeschaltet, fehlen die Züge seitdem. Jedes Speichern "
        "löscht den ganzen Speicher: fällt in diesem Moment der Strom aus, kann alles "
        "Gespeicherte verloren gehen (das Gerät beginnt dann neu). Bei 10 Partien am Tag "
        "hält der Speicher etwa 2,7 Jahre.",
    ),
    "saving_nrf52840": (
        "Saving: settings and statistics when they change; a match when it ends, when "
        "you quit it, after 30 s without a key and after every 20 of your moves. "
        "Switched off in between, you lose the moves since then; during a save, only "
        "that save: the one before it stays whole. At 10 games a day the store lasts "
        "3 to 5 years.",
        "Gespeichert wird: Einstellungen und Statistik bei jeder Änderung; eine Partie "
        "an ihrem Ende, beim Verlassen, nach 30 s ohne Taste und nach je 20 deiner Züge. "
        "Wird das Gerät dazwischen ausgeschaltet, fehlen die Züge seitdem; beim Speichern "
        "nur dieser Stand, der vorige bleibt erhalten. Bei 10 Partien am Tag hält der "
        "Speicher 3 bis 5 Jahre.",
    ),
    "saving_rp2040": (
        "Saving: after each of your moves (with the AI's reply), when a setting changes "
        "and when a match ends. Switched off, you lose at most the move being saved; "
        "only when the store is full and is cleared (once in many saves) can a power "
        "cut at that moment lose everything. At 10 games a day the store lasts about "
        "10 years or more.",
        "Gespeichert wird: nach jedem deiner Züge (mit der Antwort der KI), bei jeder "
        "Änderung der Einstellungen und am Ende einer Partie. Beim Ausschalten fehlt "
        "höchstens der gerade gespeicherte Zug; nur wenn der volle Speicher geleert wird "
        "(einmal in vielen Speicherungen), kann ein Stromausfall in diesem Moment alles "
        "löschen. Bei 10 Partien am Tag hält der Speicher etwa 10 Jahre oder länger.",
    ),
}
