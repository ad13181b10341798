"""The games the console offers, described without importing them.

A game is listed here once it is playable on the handheld (rules, ai, text and
scene all present): the menu and the device bundle follow this list.

Each entry: (id, rules class, name in English, name in German, min seats,
max seats). The id is also the package name: the app imports
`engine.<id>.rules` (and ai, scene, text) only when the game is chosen, and
drops them when it is left.
"""

GAMES = (
    ("royal_garden", "RoyalGarden", "Royal Garden", "K\u00f6nigsgarten", 2, 2),
    ("niwa", "Niwa", "Niwa", "Niwa", 2, 6),
    ("first_season", "FirstOfTheSeason", "First of the Season", "Erste Ernte", 2, 2),
    ("royal_council", "RoyalCouncil", "Royal Council", "K\u00f6nigsrat", 2, 4),
)


def find(game_id):
    """The catalog entry for a game id; KeyError if unknown."""
    for entry in GAMES:
        if entry[0] == game_id:
            return entry
    raise KeyError(game_id)
