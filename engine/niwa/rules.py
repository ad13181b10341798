"""Niwa: rules, scoring, notation and tournament for 2 to 6 seats.

Cards: values 0-10 in pink P, green G and orange O, two of each (66). Copies are
identical: a card is a kind = value * 3 + colour (0-32), text '7G'; hands, row and
known cards are counts by kind. Options: {"rounds": 1-8}, default 3.

Moves: REVEAL 0 'reveal'; END 1 'end' (after a reveal: no trio); LAY + kind 2-34
'lay 5P' (three times, then) TAKE + value 40-50 'trio 5'; SWAP + give * 33 + take
64-1152 'swap 2G 7P'. A trio take is several moves by the same seat.
Notation (encode, view): see the comment below.
"""

# Notation: one line of fields in this order, lists comma-separated ('-' if empty).
# An example (wrapped here): seat 0 swapped 2G for 7P, seat 1 9O for 2G, seat 0
# revealed 5P and lays 1P to take the 5s:
#   niwa1 seats=2 rounds=3 seed=7 obj=4 scores=- turn=0 idle=0 phase=R laid=1P
#   row=1P,5P,5G,5O,9O stack=0P,0G,0O,10P,10G,10O,4G,4O aside=0P,0G,0O,1P,1G,1O,1O,
#   2P,2G,2O,2O,3P,3G,3O,3O,4P,4G,4O,5G,5O,6P,6G,6O,7P,7G,7G,7O,8P,8G,8O,9P,9G,9O,10P,
#   10G,10O hand0=1G,2P,3P,3G,4P,5P,7P,7O known0=7P hand1=2G,6P,6G,6O,8P,8G,8O,9P,9G
#   known1=2G
# obj: the objectives so far, the current last; scores: finished rounds' points,
# '/' between rounds; idle: turns since the last reveal; phase: T turn, R revealed
# (lay or end), E over; stack: top last; known: what everyone saw the seat take and
# it still holds. view(seat) writes '?' for the seed, the stack, the set-aside cards
# and the unknown cards of other hands (counts kept); hands show once over.
# (The notation lives in this comment, not the docstring, to keep the module small
# on the device's heap.)

from engine.compat import const
from engine.game import Game, IllegalMove, Outcome
from engine.modules import part

REVEAL = const(0)
END = const(1)
LAY = const(2)
TAKE = const(40)
SWAP = const(64)
_SWAP_END = const(64 + 33 * 33)

KINDS = const(33)
VALUES = const(11)
HAND = const(9)
STACK = const(9)
ROW = const(3)
OBJECTIVES = const(8)

PHASE_TURN = "T"
PHASE_REVEALED = "R"
PHASE_OVER = "E"

# What the screen shows (stage()).
STAGE_TURN = const(0)  # swap or reveal
STAGE_OFFER = const(1)  # revealed with a trio open: lay a card or end
STAGE_LAYING = const(2)  # one or two cards laid: lay another
STAGE_CHOOSE = const(3)  # three laid: choose the trio
STAGE_OVER = const(4)

IDLE_MAX = const(4095)  # idle saturates here (it fits the undo record)
FINISHED = const(1 << 11)  # undo record: this move ended the round

# The setup menu's choice: {"rounds": 3} (a tournament, the default) or 1.
OPTIONS = (("rounds", (3, 1)),)


def hand_score(h, obj):
    # Points of hand counts h under objective obj (1..8): trios first, then the rest.
    #
    # 1 all cards; 2 the best colour; 3 the highest card of each colour; 4 duos of a
    # value; 5 duos of identical cards; 6 odd cards; 7 even cards; 8 the longest run
    # of one colour (higher sum on equal length).
    total = 0
    s0 = s1 = s2 = 0  # per colour: sum (2), highest (3), current run sum (8)
    r0 = r1 = r2 = 0  # objective 8: current run lengths
    best_len = best_sum = 0
    for v in range(VALUES):
        i = v * 3
        a = h[i]
        b = h[i + 1]
        c = h[i + 2]
        t = a if a < b else b
        if c < t:
            t = c
        if t:
            total += t * (20 - v)
            a -= t
            b -= t
            c -= t
        if obj == 1:
            total += (a + b + c) * v
        elif obj == 2:
            s0 += a * v
            s1 += b * v
            s2 += c * v
        elif obj == 3:
            if a:
                s0 = v
            if b:
                s1 = v
            if c:
                s2 = v
        elif obj == 4:
            total += ((a + b + c) >> 1) * 2 * v
        elif obj == 5:
            total += ((a >> 1) + (b >> 1) + (c >> 1)) * 2 * v
        elif obj == 6:
            if v & 1:
                total += (a + b + c) * v
        elif obj == 7:
            if not v & 1:
                total += (a + b + c) * v
        else:
            if a:
                r0 += 1
                s0 += v
                if r0 > best_len or (r0 == best_len and s0 > best_sum):
                    best_len = r0
                    best_sum = s0
            else:
                r0 = s0 = 0
            if b:
                r1 += 1
                s1 += v
                if r1 > best_len or (r1 == best_len and s1 > best_sum):
                    best_len = r1
                    best_sum = s1
            else:
                r1 = s1 = 0
            if c:
                r2 += 1
                s2 += v
                if r2 > best_len or (r2 == best_len and s2 > best_sum):
                    best_len = r2
                    best_sum = s2
            else:
                r2 = s2 = 0
    if obj == 2:
        return total + max(s0, s1, s2)
    if obj == 3:
        return total + s0 + s1 + s2
    if obj == 8:
        return total + best_sum
    return total


def trio_mask(row):
    # Bit v set when the row counts hold value v in all three colours.
    mask = 0
    for v in range(VALUES):
        i = v * 3
        if row[i] and row[i + 1] and row[i + 2]:
            mask |= 1 << v
    return mask


class Niwa(Game):
    # A tournament of Niwa. A hand is hidden from the other seats (the AI sees only
    # what view() shows, through view_game).
    #
    # State (public: the screen and the AI read it; only the rules and their parts,
    # rules_history and rules_notation, change it): hands[seat], known[seat], row and
    # aside (the cards set aside) are counts by kind; stack the kinds, top last; laid
    # the kinds laid so far for a trio; idle the turns since the last reveal; phase
    # (PHASE_TURN, PHASE_REVEALED, PHASE_OVER); rounds, objectives (each round's so
    # far), scores (each finished round's points, a tuple per seat) and archive (each
    # finished round's end, for undo and breakdowns); records (the undo records: move
    # | flags << 11, see play), round_start (where this round's records begin) and
    # log_seat (the seat of its first move).

    NAME = "niwa"
    MIN_SEATS = 2
    MAX_SEATS = 6

    def __init__(self, seats=2, seed=1, options=None, deal=True):
        super().__init__(seats, seed, options)
        rounds = self.options.get("rounds", 3)
        if not isinstance(rounds, int) or rounds < 1 or rounds > OBJECTIVES:
            raise ValueError("rounds 1-8")
        self.rounds = rounds
        self.objectives = []  # objective of each round so far
        self.scores = []  # finished rounds: a tuple of points per seat
        self.archive = []  # finished rounds' final state, for undo and breakdowns
        self.records = []  # undo records: move | flags << 11 (see play)
        self.round_start = 0  # the index of records where this round's log begins
        self.log_seat = 0  # the seat that made the first move of the log
        self.phase = PHASE_TURN
        self.laid = []
        self.idle = 0
        self._history = None  # engine.niwa.rules_history while moves are taken back
        if deal:  # the first round (history deals every round)
            part(__name__, "history").deal(self)

    # --- read-only helpers for the screen and the AI --------------------------
    def objective(self):
        # The current (or last) round's objective, 1..8.
        return self.objectives[-1]

    def round_index(self):
        # The current round, 0-based (the last one once over).
        return len(self.objectives) - 1

    def objective_of(self, r):
        # The objective of round r (0-based), 1..8.
        return self.objectives[r]

    def stage(self):
        # One of the STAGE_ constants.
        if self.phase == PHASE_OVER:
            return STAGE_OVER
        if self.phase == PHASE_TURN:
            return STAGE_TURN
        n = len(self.laid)
        return STAGE_OFFER if n == 0 else (STAGE_CHOOSE if n == 3 else STAGE_LAYING)

    def open_trios(self):
        # Bit mask of the trio values the mover may take (after a reveal).
        if self.phase != PHASE_REVEALED:
            return 0
        row = self.row
        for k in self.laid:
            row[k] -= 1
        mask = trio_mask(row)
        for k in self.laid:
            row[k] += 1
        return mask

    def unseen(self, seat):
        # Counts by kind of the cards `seat` cannot see (other hands' unknown
        # cards, the stack and the set-aside cards).
        pool = bytearray(b"\x02" * KINDS)
        hand = self.hands[seat]
        row = self.row
        for k in range(KINDS):
            pool[k] -= hand[k] + row[k]
        for s in range(self.seats):
            if s != seat:
                known = self.known[s]
                for k in range(KINDS):
                    pool[k] -= known[k]
        return pool

    def round_scores(self):
        # Points per seat of each finished round (a list of tuples).
        return self.scores

    def totals(self):
        # Tournament points per seat so far.
        return tuple(sum(r[s] for r in self.scores) for s in range(self.seats))

    def round_winners(self, r):
        # The seats with the most points in finished round r (a tie is shared).
        points = self.scores[r]
        best = max(points)
        return [s for s in range(self.seats) if points[s] == best]

    def round_breakdown(self, r, seat):
        # (trio values, kinds scored by the objective, total) of seat's final hand in
        # finished round r; None after decode. Loaded for one use (engine.niwa.rules_score).
        return part(__name__, "score").round_breakdown(self, r, seat)

    def log(self):
        # This round's public log: (seat, move, revealed kind or -1), oldest first.
        out = []
        hist = self.records
        seat = self.log_seat
        for i in range(self.round_start, len(hist)):
            move = hist[i] & 2047
            out.append((seat, move, (hist[i] >> 12) & 63 if move == REVEAL else -1))
            if move == REVEAL:  # the turn goes on when a lay or an end follows
                goes_on = END <= hist[i + 1] & 2047 < TAKE if i + 1 < len(hist) else (
                    self.phase == PHASE_REVEALED)
            else:
                goes_on = LAY <= move < TAKE
            if not goes_on:
                seat = (seat + 1) % self.seats
        return out

    # --- the protocol --------------------------------------------------------
    def is_over(self):
        return self.phase == PHASE_OVER

    def result(self):
        return self.totals()

    def outcome(self):
        # how: "points", the tournament's totals (a tie is shared).
        return Outcome(self.totals(), "points") if self.phase == PHASE_OVER else None

    def legal_moves(self):
        phase = self.phase
        hand = self.hands[self.to_move]
        if phase == PHASE_TURN:
            moves = [REVEAL]
            row = self.row
            takes = [k for k in range(KINDS) if row[k]]
            for g in range(KINDS):
                if hand[g]:
                    base = SWAP + g * KINDS
                    for t in takes:
                        moves.append(base + t)
            return moves
        if phase == PHASE_REVEALED:
            n = len(self.laid)
            if n == 3:
                mask = self.open_trios()
                return [TAKE + v for v in range(VALUES) if mask >> v & 1]
            moves = [] if n else [END]
            for k in range(KINDS):
                if hand[k]:
                    moves.append(LAY + k)
            return moves
        return []

    def play(self, move):
        self._history = None
        phase = self.phase
        seat = self.to_move
        hand = self.hands[seat]
        row = self.row
        if phase == PHASE_TURN:
            if move == REVEAL:
                self._reveal()
                return
            if SWAP <= move < _SWAP_END:
                g = (move - SWAP) // KINDS
                t = (move - SWAP) % KINDS
                if hand[g] and row[t]:
                    self._swap(seat, move, g, t)
                    return
        elif phase == PHASE_REVEALED:
            n = len(self.laid)
            if move == END and n == 0:
                self._record(END | self._end_turn())
                return
            if LAY <= move < LAY + KINDS and n < 3 and hand[move - LAY]:
                k = move - LAY
                hand[k] -= 1
                row[k] += 1
                dec = self._forget(seat, k)
                self.laid.append(k)
                self._record(move | dec << 12)
                return
            if TAKE <= move < TAKE + VALUES and n == 3 and self.open_trios() >> (move - TAKE) & 1:
                self._take(seat, move)
                return
        raise IllegalMove("illegal move: %r" % (move,))

    def _record(self, rec):
        self.records.append(rec)
        if rec & FINISHED:
            self.round_start = len(self.records)

    def _forget(self, seat, k):
        # A card left seat's hand: one known copy fewer (1 if it was known).
        known = self.known[seat]
        if known[k]:
            known[k] -= 1
            return 1
        return 0

    def _swap(self, seat, move, g, t):
        hand = self.hands[seat]
        row = self.row
        hand[g] -= 1
        row[g] += 1
        row[t] -= 1
        hand[t] += 1
        dec = self._forget(seat, g)
        self.known[seat][t] += 1
        bump = 1 if self.idle < IDLE_MAX else 0
        self.idle += bump
        self.to_move = (seat + 1) % self.seats
        self._record(move | dec << 12 | bump << 13)

    def _reveal(self):
        c = self.stack.pop()
        self.row[c] += 1
        rec = REVEAL | c << 12 | self.idle << 18
        self.idle = 0
        if trio_mask(self.row):
            self.phase = PHASE_REVEALED
        else:
            rec |= self._end_turn()
        self._record(rec)

    def _take(self, seat, move):
        v = move - TAKE
        hand = self.hands[seat]
        known = self.known[seat]
        row = self.row
        for k in range(v * 3, v * 3 + 3):
            row[k] -= 1
            hand[k] += 1
            known[k] += 1
        laid = self.laid
        rec = move | laid[0] << 12 | laid[1] << 18 | laid[2] << 24
        self._record(rec | self._end_turn())

    def _end_turn(self):
        # Pass the turn; finish the round if the stack is empty. FINISHED if so.
        self.to_move = (self.to_move + 1) % self.seats
        self.phase = PHASE_TURN
        self.laid = []
        if self.stack:
            return 0
        part(__name__, "history").finish(self)  # once a round
        return FINISHED

    def can_undo(self):
        # True when undo() has a move to take back (none right after decode).
        return bool(self.records)

    def undo(self):
        # Loaded for taking back (engine.niwa.rules_history) and kept until the next play().
        if self._history is None:
            self._history = part(__name__, "history")
        return self._history.undo(self)

    # --- notation ------------------------------------------------------------
    def move_text(self, move):
        # Loaded for this use (engine.niwa.rules_notation), as parse_move is.
        return part(__name__, "notation").move_text(move)

    def parse_move(self, text):
        return part(__name__, "notation").parse_move(self, text)

    def encode(self):
        # Written for each use (engine.niwa.rules_notation: at a save, not every move),
        # as decode() reads it back.
        return part(__name__, "notation").write(self, -1)

    def view(self, seat):
        return part(__name__, "notation").write(self, seat)

    @classmethod
    def decode(cls, text):
        # The game of encode() text; ValueError if malformed. The parser is loaded for
        # this one use (engine.niwa.rules_notation), so it is not on the heap during play.
        return part(__name__, "notation").decode(cls, text)

    @classmethod
    def from_view(cls, text, prng):
        # A full game from view() text: every '?' filled at random from the cards
        # the viewer cannot see (a determinization). The seed becomes random too.
        return part(__name__, "notation").from_view(cls, text, prng)

    def view_game(self, seat, prng):
        # from_view(view(seat), prng) without the text: the same game, the same draws
        # from prng (so the AI moves the same), at a fraction of the heap.
        n = self.seats
        g = type(self)(n, 0, {"rounds": self.rounds}, deal=False)
        g.objectives = list(self.objectives)
        g.scores = list(self.scores)
        g.phase = self.phase
        g.to_move = g.log_seat = self.to_move
        g.idle = self.idle
        g.laid = list(self.laid)
        g.row = bytearray(self.row)
        g.aside = bytearray(KINDS)
        g.hands = []
        g.known = []
        for s in range(n):
            known = self.known[s]
            shown = self.hands[s]  # hands show once over
            if s != seat and self.phase != PHASE_OVER:
                shown = known  # and '?' for the rest
            g.hands.append(bytearray(shown))
            g.known.append(bytearray(known))
        # The hidden cards dealt anew, as from_view does: the unseen kinds in order,
        # shuffled; the seed; then the rest of each hand, the stack, the set-aside cards.
        row = self.row
        size = 2 * KINDS - sum(row)
        for hand in g.hands:
            size -= sum(hand)
        pool = bytearray(size)
        i = 0
        for k in range(KINDS):
            count = 2 - row[k]
            for hand in g.hands:
                count -= hand[k]
            for _ in range(count):
                pool[i] = k
                i += 1
        prng.shuffle(pool)
        g.seed = prng.next30()
        i = 0
        for s in range(n):
            hand = g.hands[s]
            for _ in range(HAND - (len(self.laid) if s == self.to_move else 0) - sum(hand)):
                hand[pool[i]] += 1
                i += 1
        g.stack = [0] * len(self.stack)
        for j in range(len(g.stack)):
            g.stack[j] = pool[i]
            i += 1
        aside = g.aside
        while i < size:
            aside[pool[i]] += 1
            i += 1
        return g


def row_of(packed, i):
    # Row i (KINDS counts) of a round packed for the archive (rules_history.finish).
    return bytearray(packed[i * KINDS : i * KINDS + KINDS])
