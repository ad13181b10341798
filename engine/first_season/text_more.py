"""First of the Season: the strings of the screens shown now and then, in English and
German.

The result of a game or match (scene_banner.py) and the pause menu's overview (scene_pages.py).
Their code loads this table for one use (lang.Texts), so it is not on the heap while a
game is played; the strings of the game screen are in text.py. TEXT maps a key to
(English, German); strings with %s or %d are filled in by the screen.
"""

TEXT = {
    # the result of a game or match (scene_banner.py)
    "game_of": ("Game %d of %d", "Spiel %d von %d"),
    "wins": ("%s wins", "%s gewinnt"),
    "wins_match": ("%s wins the match", "%s gewinnt die Partie"),
    "draw": ("A draw", "Unentschieden"),
    "points": ("Points", "Punkte"),
    "tie_break": ("Tie: last harvester wins", "Gleichstand: letzte Ernte siegt"),
    "next_game": ("next game", "nächstes Spiel"),
    # the overview (scene_pages.py): suits in the rules' order M S W L Y K
    "suit_0": ("Moons", "Monde"),
    "suit_1": ("Suns", "Sonnen"),
    "suit_2": ("Waves", "Wellen"),
    "suit_3": ("Leaves", "Blätter"),
    "suit_4": ("Wyrms", "Drachen"),
    "suit_5": ("Knots", "Knoten"),
    "planted": ("%s planted %s", "%s pflanzte %s"),
    "harvested": ("%s harvested %s", "%s erntete %s"),
    "takes_ace": ("%s took the Ace of %s", "%s nahm das Ass der %s"),
    "takes_crown": ("%s took the Crown of %s", "%s nahm die Krone der %s"),
    "last_harvest": ("Harvested last: %s (wins a tie).", "Zuletzt geerntet: %s (gewinnt bei "
                     "Gleichstand)."),
    "nobody": ("nobody", "niemand"),
    "legend": ("A gold number: that player holds the suit's Crown. Orange: the revealed "
               "Ace's suit, out of season. Gold cards: what a harvest takes. The dot marks "
               "who harvested last.",
               "Goldene Zahl: dieser Spieler hat die Krone der Farbe. Orange: die Farbe des "
               "aufgedeckten Asses, außer Saison. Goldene Karten: was eine Ernte nimmt. Der "
               "Punkt zeigt, wer zuletzt geerntet hat."),
}
