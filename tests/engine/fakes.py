"""A stand-in game for the save's tests: a position that is only its text."""

from engine.app.session import Session


class Position:
    """A game of `seats` seats whose encode() is text; decode() takes any text that
    starts with "pos" (another is no position: ValueError)."""

    def __init__(self, text="pos", seats=2):
        self.text = text
        self.seats = seats

    def encode(self):
        return self.text

    @classmethod
    def decode(cls, text):
        if not text.startswith("pos"):
            raise ValueError(text)
        return cls(text)


def waiting(game_id, controllers, text):
    """A session whose record is [game_id, controllers, text, []] (Settings.set_game)."""
    return Session(game_id, Position(text, len(controllers)), controllers)
