"""The games the console offers, described without importing them.

A game is listed here once it is playable on the handheld (rules, ai, text and scene all
present): the menu, the device bundle, the soak test and the protocol test follow this
list. The id is also the package name: the app imports engine.<id>.rules (and ai, scene,
text) only when the game is chosen, and drops them when it is left.
"""

from engine.lang import is_german


class Entry:
    """One game: id, rules (the name of its Game class in engine.<id>.rules), its name in
    English and in German, and the seats it takes (min_seats, max_seats)."""

    def __init__(self, game_id, rules, english, german, min_seats, max_seats):
        self.id = game_id
        self.rules = rules
        self.english = english
        self.german = german
        self.min_seats = min_seats
        self.max_seats = max_seats

    def name(self):
        """The game's name in the current language."""
        return self.german if is_german() else self.english


GAMES = (
    Entry("royal_garden", "RoyalGarden", "Royal Garden", "K\u00f6nigsgarten", 2, 2),
    Entry("niwa", "Niwa", "Niwa", "Niwa", 2, 6),
    Entry("first_season", "FirstOfTheSeason", "First of the Season", "Erste Ernte", 2, 2),
    Entry("royal_council", "RoyalCouncil", "Royal Council", "K\u00f6nigsrat", 2, 4),
)


def find(game_id):
    """The catalog entry for a game id; KeyError if unknown."""
    for entry in GAMES:
        if entry.id == game_id:
            return entry
    raise KeyError(game_id)
