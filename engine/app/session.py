"""A game being played: the rules object, who controls each seat, and what the save
keeps of its moves."""

from engine.compat import const

PERSON = const(-1)


def _bytes(move):
    """What a move adds to a record's JSON: its digits and a comma (no allocation)."""
    n = 2 if move < 0 else 1
    while move >= 10 or move <= -10:
        move //= 10
        n += 1
    return n + 1


class Session:
    """game_id, the Game object, controllers per seat (PERSON or an AI level index), and
    for the save: start, the position (encode() text) that moves were played from, None
    until the first record() takes it from the game. Moves go through play() and undo(),
    which keep moves in step with the game (and count them in changes), so that a game
    resumed from its save has its history again: a review from its start, moves to take
    back."""

    def __init__(self, game_id, game, controllers, start=None, moves=()):
        if len(controllers) != game.seats:
            raise ValueError("one controller per seat")
        self.game_id = game_id
        self.game = game
        self.controllers = list(controllers)
        self.start = start
        self.moves = list(moves)
        self.size = sum([_bytes(move) for move in self.moves])  # the moves' JSON, about
        self.changes = 0  # moves played and taken back: a record's list changes in place

    def is_ai(self, seat):
        return self.controllers[seat] != PERSON

    def people(self):
        """How many seats a person plays."""
        return sum(1 for c in self.controllers if c == PERSON)

    def play(self, move):
        """Play move (IllegalMove leaves the game and the moves as they were)."""
        self.game.play(move)
        self.moves.append(move)
        self.size += _bytes(move)
        self.changes += 1

    def undo(self):
        """Take back the last move (IndexError when there is none); one played before
        start means the record starts afresh from the position reached."""
        move = self.game.undo()
        self.changes += 1
        if self.moves:
            self.size -= _bytes(self.moves.pop())
        else:
            self.start = None
        return move

    def record(self, room):
        """What the save keeps: [game id, controllers, start, moves], the moves since start
        while start and they take at most room bytes; else start becomes the position
        reached and the moves start afresh (a game resumed from it has its history from
        there). The list of moves is the session's own (no copy: the save holds it while
        the game is played)."""
        if self.start is None or len(self.start) + self.size > room:
            self.start = self.game.encode()
            self.moves = []
            self.size = 0
        return [self.game_id, self.controllers, self.start, self.moves]

    @classmethod
    def from_record(cls, record, rules_class):
        """A session from record(): its start with its moves played again; ValueError
        (IllegalMove is one) when they do not fit the game."""
        game_id, controllers, start, moves = record
        game = rules_class.decode(start)
        for move in moves:
            game.play(move)
        return cls(game_id, game, controllers, start, moves)
