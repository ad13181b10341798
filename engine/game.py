"""The one protocol every game follows, and what all games share.

A game object holds a whole match (or tournament) of one game: the rules, the
position, whose turn it is and the history needed to undo. It knows nothing of
the screen. Moves are small ints; each game documents its own encoding and a
text notation (see docs/ARCHITECTURE.md).

    g = SomeGame(seats=2, seed=7, options={})
    while not g.is_over():
        g.play(g.legal_moves()[0])
    g.outcome().winners

Subclasses implement the methods that raise NotImplementedError.
"""


class IllegalMove(ValueError):
    """A move that the rules do not allow now; the game is left unchanged."""


class Outcome:
    """How a match ended (Game.outcome()): scores, result() (a tuple per seat); winners,
    the seats with the best score in seat order, every tied seat among them (so all the
    seats for a draw); how, a short id of what decided it, such as "line" or "target"
    (each game's outcome() lists its own)."""

    def __init__(self, scores, how):
        self.scores = scores
        best = max(scores)
        self.winners = tuple([s for s in range(len(scores)) if scores[s] == best])
        self.how = how


class Game:
    """Base class: the shared protocol of every game."""

    NAME = ""  # short id, the same as the package name
    MIN_SEATS = 2
    MAX_SEATS = 2

    def __init__(self, seats=2, seed=1, options=None):
        if seats < self.MIN_SEATS or seats > self.MAX_SEATS:
            raise ValueError("seats must be %d..%d" % (self.MIN_SEATS, self.MAX_SEATS))
        self.seats = seats
        self.seed = seed
        self.options = options or {}

    # --- what the app, the AI, saves and tests use -------------------------
    to_move = 0  # the seat whose decision it is (subclasses keep it current)

    def legal_moves(self):
        """The moves allowed now, as a list of small ints (empty when over)."""
        raise NotImplementedError

    def play(self, move):
        """Apply a legal move; raise IllegalMove (and change nothing) otherwise."""
        raise NotImplementedError

    def undo(self):
        """Take back the last move played and return it (as python-chess's pop() does);
        IndexError if there is none."""
        raise NotImplementedError

    def can_undo(self):
        """True when undo() has a move to take back (after decode() too, if the notation
        carries the history)."""
        return False

    def is_over(self):
        """True once the whole match or tournament has ended."""
        raise NotImplementedError

    def result(self):
        """Per seat: final scores or points (a tuple); meaningful once over."""
        raise NotImplementedError

    def outcome(self):
        """None while the match goes on, then its Outcome."""
        raise NotImplementedError

    def view(self, seat):
        """Notation of what `seat` may see: every hidden card masked.

        Games with no hidden information return encode().
        """
        return self.encode()

    def encode(self):
        """The whole state as one line of text (see the game's notation)."""
        raise NotImplementedError

    @classmethod
    def decode(cls, text):
        """A game from encode() text; ValueError on anything malformed."""
        raise NotImplementedError

    def move_text(self, move):
        """A move as short text in the game's notation."""
        raise NotImplementedError

    def parse_move(self, text):
        """The move for text from move_text(); IllegalMove if not legal now."""
        for move in self.legal_moves():
            if self.move_text(move) == text:
                return move
        raise IllegalMove(text)

    # --- shared helpers ------------------------------------------------------
    def check_legal(self, move):
        """Raise IllegalMove unless move is legal now."""
        if move not in self.legal_moves():
            raise IllegalMove("illegal move: %r" % (move,))

    def copy(self):
        """An independent copy, through the notation."""
        return self.decode(self.encode())

    def __str__(self):
        return self.encode()
