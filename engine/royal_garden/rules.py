"""Royal Garden / Koenigsgarten: the rules of a whole match.

The garden: place p = row * 4 + column (0 top left .. 15 bottom right); masks
of places use bit p. Cards are engine.cards numbers (the A K Q J of 4 suits).
Seat 0 plays the red markers, seat 1 the black ones.

Moves: 0..15 take the card at that place (and put a marker there); NEXT (16)
deals the next game of the match once a game has ended. A drawn game is
replayed with a new deal, started by the seat that did not start it; after a
win the loser starts the next game.
Move notation: the card taken in ASCII ("QC", "AH"), or "next".

Options (a dict, every key optional):
  "match":  SINGLE (0, default), BEST_OF_FIVE (1, first to 3 wins) or POINTS (2)
  "target": 10 (default), 15 or 20: the points a POINTS match is played to
  "first":  the seat that starts the first game (default 0)
result(): games won per seat (SINGLE, BEST_OF_FIVE) or points (POINTS: the
winner of a game scores the cards still in the garden after the winning move).
outcome().how: how the match's last game was won, "line", "square" or "block".

Notation (encode): "RG1 <mode> <seed> <game> [<game> ...]", one group per game
of the match so far, where
  mode  S (single game), B (best of five), P10 / P15 / P20 (points match)
  game  <layout>:<starter>:<moves>; layout = the 16 cards row by row, two
        characters each, or "*" for the layout deal() gives that game (so a
        long match stays short in a save); starter = 0 or 1; moves = the places
        taken, in order, one hex digit each. A group after an ended game means
        NEXT was played.
Example: Anna (seat 0) took the QC from the top right corner, Ben the AC:
  RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a
The next game of a match is dealt from Prng(seed): see deal(). decode() lives in
rules_notation.py, loaded for one use (engine.modules.part): a match in play never needs it.
"""

from engine.cards import ACE, JACK, KING, QUEEN, ascii_text, parse
from engine.compat import const
from engine.game import Game, IllegalMove, Outcome
from engine.modules import part
from engine.prng import Prng

SINGLE = const(0)
BEST_OF_FIVE = const(1)
POINTS = const(2)
TARGETS = (10, 15, 20)
WINS_NEEDED = const(3)  # best of five
# The setup menu's options; the values are also keys of text.TEXT.
# The target is asked for (shown in the setup) only for a points match: (key, value).
OPTIONS = (("match", (SINGLE, BEST_OF_FIVE, POINTS)), ("target", TARGETS, ("match", POINTS)))

NEXT = const(16)

# Phases
PLAYING = const(0)
GAME_OVER = const(1)  # a game has ended, NEXT deals the next one
MATCH_OVER = const(2)

# How the last game ended (ending)
NONE = const(0)
LINE = const(1)
SQUARE = const(2)
BLOCK = const(3)
DRAW = const(4)
ENDINGS = ("", "line", "square", "block", "draw")  # outcome().how, by ending

FULL = const(0xFFFF)
EDGE = const(0xF99F)  # every place but the four in the middle
LINES = (0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248)
SQUARES = (0x0033, 0x0066, 0x00CC, 0x0330, 0x0660, 0x0CC0, 0x3300, 0x6600, 0xCC00)
GARDEN = tuple(rank * 4 + suit for rank in (ACE, JACK, QUEEN, KING) for suit in range(4))
HEX_DIGITS = "0123456789abcdef"  # a place in the notation
MODE_LETTERS = ("S", "B", "P")  # a match mode in the notation (by SINGLE, BEST_OF_FIVE, POINTS)


def completed(mask):
    """(lines, squares): the union of the lines and of the squares that mask fills."""
    lines = 0
    for w in LINES:
        if mask & w == w:
            lines |= w
    squares = 0
    for w in SQUARES:
        if mask & w == w:
            squares |= w
    return lines, squares


def links(layout):
    """For each place, the mask of the other places whose card shares rank or suit."""
    out = []
    for p in range(16):
        c = layout[p]
        m = 0
        for q in range(16):
            d = layout[q]
            if q != p and ((c ^ d) & 3 == 0 or c >> 2 == d >> 2):
                m |= 1 << q
        out.append(m)
    return out


def deal(seed, index):
    """The layout of game number index (0 first) of a match with this seed."""
    prng = Prng(seed)
    for _ in range(index + 1):
        layout = prng.shuffle(list(GARDEN))
    return layout


class RoyalGarden(Game):
    """A match of Royal Garden.

    State (public: the screen and the AI read it; only the rules and their parts, such
    as rules_notation, change it):
      layout: the 16 cards by place; link: links(layout); marks[seat]: mask of the
      seat's markers; free: mask of places still holding a card; top: the place of
      the last card taken (-1 before the first); moves: places taken this game;
      starter; phase; after a game: winner (-1 for a draw), ending, win_mask (the
      completed lines and squares) and points (what the winner scored); mode, target
      and score (per seat) of the match; past: the ended games of the match, each
      (layout, starter, moves).
    """

    NAME = "royal_garden"
    MIN_SEATS = 2
    MAX_SEATS = 2

    def __init__(self, seats=2, seed=1, options=None):
        super().__init__(seats, seed, options)
        mode = self.options.get("match", SINGLE)
        target = self.options.get("target", TARGETS[0])
        first = self.options.get("first", 0)
        if mode not in (SINGLE, BEST_OF_FIVE, POINTS) or target not in TARGETS:
            raise ValueError("bad match options")
        if first not in (0, 1):
            raise ValueError("first must be seat 0 or 1")
        self.mode = mode
        self.target = target
        self.score = [0, 0]
        self.past = []  # ended games of the match: (layout, starter, moves)
        self.start_game(deal(seed, 0), first)

    # --- state changes -------------------------------------------------------
    def start_game(self, layout, starter):
        """Begin a game of the match on layout, starter to move (decode replays a
        saved match through this)."""
        self.layout = layout
        self.link = links(layout)
        self.marks = [0, 0]
        self.free = FULL
        self.top = -1
        self.moves = []
        self.starter = starter
        self.to_move = starter
        self._clear_result()

    def _clear_result(self):
        self.phase = PLAYING
        self.winner = -1
        self.ending = NONE
        self.win_mask = 0
        self.points = 0

    def _take(self, p, count):
        """Take the card at p for the seat to move; count: add a win to the score."""
        bit = 1 << p
        seat = self.to_move
        mine = self.marks[seat] | bit
        self.marks[seat] = mine
        free = self.free ^ bit
        self.free = free
        self.top = p
        self.moves.append(p)
        lines, squares = completed(mine)
        if lines or squares:
            self.ending = LINE if lines else SQUARE
            self.win_mask = lines | squares
        elif free == 0:
            self.ending = DRAW
        elif self.link[p] & free == 0:
            self.ending = BLOCK
        else:
            self.to_move = seat ^ 1
            return
        self.phase = GAME_OVER
        if self.ending == DRAW:
            self.to_move = self.starter ^ 1
            return
        self.winner = seat
        self.to_move = seat ^ 1
        self.points = self.cards_left() if self.mode == POINTS else 1
        if count:
            self.score[seat] += self.points
        need = self.target if self.mode == POINTS else WINS_NEEDED
        if self.mode == SINGLE or self.score[seat] >= need:
            self.phase = MATCH_OVER

    def _untake(self):
        """Take back the last card taken; its place."""
        p = self.moves.pop()
        bit = 1 << p
        seat = 0 if self.marks[0] & bit else 1
        if self.winner >= 0:
            self.score[self.winner] -= self.points
        self._clear_result()
        self.marks[seat] ^= bit
        self.free |= bit
        self.top = self.moves[-1] if self.moves else -1
        self.to_move = seat
        return p

    # --- the protocol --------------------------------------------------------
    def legal_mask(self):
        """The mask of places whose card may be taken now (0 unless playing)."""
        if self.phase != PLAYING:
            return 0
        if self.top < 0:
            return EDGE & self.free
        return self.link[self.top] & self.free

    def legal_moves(self):
        if self.phase == GAME_OVER:
            return [NEXT]
        mask = self.legal_mask()
        return [p for p in range(16) if mask >> p & 1]

    def play(self, move):
        if type(move) is not int:
            raise IllegalMove("illegal move: %r" % (move,))
        if self.phase == PLAYING and 0 <= move < 16 and self.legal_mask() >> move & 1:
            self._take(move, True)
        elif self.phase == GAME_OVER and move == NEXT:
            self.past.append((self.layout, self.starter, self.moves))
            self.start_game(deal(self.seed, len(self.past)), self.to_move)
        else:
            raise IllegalMove("illegal move: %r" % (move,))

    def undo(self):
        if self.moves:
            return self._untake()
        if not self.past:
            raise IndexError("nothing to undo")
        layout, starter, moves = self.past.pop()
        self.start_game(layout, starter)
        for p in moves:
            self._take(p, False)
        return NEXT

    def can_undo(self):
        return bool(self.moves or self.past)

    def is_over(self):
        return self.phase == MATCH_OVER

    def result(self):
        return (self.score[0], self.score[1])

    def outcome(self):
        if self.phase != MATCH_OVER:
            return None
        return Outcome(self.result(), ENDINGS[self.ending])

    def move_text(self, move):
        if move == NEXT:
            return "next"
        return ascii_text(self.layout[move])

    def parse_move(self, text):
        if text.lower() == "next":
            move = NEXT
        else:
            try:
                move = self.layout.index(parse(text))
            except ValueError:
                raise IllegalMove(text) from None
        if move not in self.legal_moves():
            raise IllegalMove(text)
        return move

    # --- read-only helpers for the screen and the AI -------------------------
    def owner(self, p):
        """The seat whose marker is on place p, or -1 while its card is there."""
        bit = 1 << p
        if self.marks[0] & bit:
            return 0
        return 1 if self.marks[1] & bit else -1

    def top_card(self):
        """The card on top of the pile, or -1 before the first move."""
        return self.layout[self.top] if self.top >= 0 else -1

    def taken(self):
        """How many cards have been taken in this game."""
        return len(self.moves)

    def cards_left(self):
        """How many cards are still in the garden (what a win scores in a points match)."""
        return 16 - len(self.moves)

    def game_number(self):
        """The number of the current game in the match, from 1 (replays count)."""
        return len(self.past) + 1

    # --- notation ------------------------------------------------------------
    def encode(self):
        mode = MODE_LETTERS[self.mode] + (str(self.target) if self.mode == POINTS else "")
        parts = ["RG1", mode, str(self.seed)]
        dealer = Prng(self.seed)
        for layout, starter, moves in self.past:
            parts.append(_game_text(layout, starter, moves, dealer))
        parts.append(_game_text(self.layout, self.starter, self.moves, dealer))
        return " ".join(parts)

    @classmethod
    def decode(cls, text):
        return part(__name__, "notation").decode(cls, text)


def _game_text(layout, starter, moves, dealer):
    """One game group; dealer deals the match's layouts in order (see deal()), and a
    layout equal to the dealt one is written '*' so long matches stay short."""
    dealt = dealer.shuffle(list(GARDEN))
    cards = "*" if layout == dealt else "".join(ascii_text(c) for c in layout)
    return "%s:%d:%s" % (cards, starter, "".join(HEX_DIGITS[p] for p in moves))
