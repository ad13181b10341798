"""A game being played: the rules object and who controls each seat."""

from engine.compat import const

PERSON = const(-1)


class Session:
    """game_id, the Game object, controllers per seat (PERSON or an AI level index)."""

    def __init__(self, game_id, game, controllers):
        if len(controllers) != game.seats:
            raise ValueError("one controller per seat")
        self.game_id = game_id
        self.game = game
        self.controllers = list(controllers)

    def is_ai(self, seat):
        return self.controllers[seat] != PERSON

    def people(self):
        """How many seats a person plays."""
        return sum(1 for c in self.controllers if c == PERSON)

    def record(self):
        """What the save keeps: [game id, controllers, notation]."""
        return [self.game_id, self.controllers, self.game.encode()]

    @classmethod
    def from_record(cls, record, rules_class):
        """A session from record(); ValueError when it does not fit the game."""
        game_id, controllers, text = record
        return cls(game_id, rules_class.decode(text), controllers)
