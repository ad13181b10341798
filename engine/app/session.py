"""A game being played: the rules object, who controls each seat, and what the save
keeps of its moves."""

from engine.compat import const

PERSON = const(-1)
_MOVE_BYTES = const(6)  # what a move adds to a record's JSON at most, about: digits, a comma


class Session:
    """game_id, the Game object, controllers per seat (PERSON or an AI level index), and
    for the save: start, the position (encode() text) that moves were played from, None
    until the first record() takes it from the game. Moves go through play() and undo(),
    which keep moves in step with the game (and count them in changes), so that a game
    resumed from its save has its history again: a review from its start, moves to take
    back."""

    def __init__(self, game_id, game, controllers, start=None, moves=None):
        if len(controllers) != game.seats:
            raise ValueError("one controller per seat")
        self.game_id = game_id
        self.game = game
        self.controllers = list(controllers)
        self.start = start
        self.moves = [] if moves is None else moves
        self.changes = 0  # moves played and taken back: the record's list changes in place

    def is_ai(self, seat):
        return self.controllers[seat] != PERSON

    def people(self):
        """How many seats a person plays."""
        return self.controllers.count(PERSON)

    def play(self, move):
        """Play move (IllegalMove leaves the game and the moves as they were)."""
        self.game.play(move)
        self.moves.append(move)
        self.changes += 1

    def undo(self):
        """Take back the last move (IndexError when there is none); one played before
        start means the record starts afresh from the position reached."""
        move = self.game.undo()
        self.changes += 1
        if self.moves:
            self.moves.pop()
        else:
            self.start = None
        return move

    def record(self, room):
        """What the save keeps: [game id, controllers, start, moves], the moves since start
        while start and they take at most about room bytes; else start becomes the
        position reached and the moves start afresh (a game resumed from it has its
        history from there). The list of moves is the session's own (no copy: the save
        holds it while the game is played)."""
        if self.start is None or len(self.start) + _MOVE_BYTES * len(self.moves) > room:
            self.start = self.game.encode()
            self.moves = []
        return [self.game_id, self.controllers, self.start, self.moves]
