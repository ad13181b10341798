"""Royal Council: rules, scoring and notation, with the text's two variants.

Cards are engine.cards numbers (rank * 4 + suit; J 40-43, Q 44-47, K 48-51).
The six piles lie in a ring, numbered 0-5: the pile across from p is p+3, its
neighbours p-1 and p+1 (mod 6). Only the top card of a pile counts.

Options (a dict of small ints):
  "variant": 0 hands (default): the 12 court cards are dealt out;
             1 draw pile: no hands, each turn the player draws the top card of a
               shuffled pile of the 12 and plays it (the drawn card is their hand);
             2 whole deck: 52 cards, one dealt onto each pile, hands of three, a turn
               is play then draw, every shape scores as cribbage.
  "target":  121 (default, the text's goal), 61 or 31 for a shorter game.
The first dealer is drawn from the seed; the deal passes left (seat + 1) each
round and the player left of the dealer begins. result() gives the scores.

A move is card * 8 + pile, written 'QH>3' (the queen of hearts onto pile 3).

Notation (encode), one line of space-separated fields:
  RC1 v0 n2 t121 s1 r0 d1 m0 S:0,9 P:QD/JS/KD/JH/QH/JC H:JD.KH.KC/QS.QC.KS K:- L:1,JH>3,6,3,0,0
v variant, n seats, t target, s seed, r round (from 0), d dealer, m seat to move,
S the scores, P the six piles from pile 0, each bottom to top ('.' between cards,
'-' when empty), H each seat's hand, K the draw pile top first, L the last play
(seat, move, then the points of its neighbours, triangle and opposite shapes and
of the lone card) or '-'. view(seat) writes '?' for the seed and for every card
that seat cannot see, keeping the counts. The example is the text's first worked
example just after seat 1 played J♥ onto pile 3 for 6 + 3 = 9 points.

from_view(view text, seat, prng) rebuilds a game from what that seat sees, dealing
every hidden card (and the seed of later deals) at random; view_game(seat, prng)
makes the same game without the text. They and decode() live in rules_notation.py, loaded
for one use (engine.modules.part): a game in play never needs them.
"""

from engine.cards import JACK, KING, QUEEN, ascii_text
from engine.cards import parse as parse_card
from engine.compat import const
from engine.game import Game, IllegalMove, Outcome
from engine.modules import part
from engine.prng import Prng

HANDS = const(0)
DRAW = const(1)
DECK = const(2)
VARIANT_KEYS = ("v_hands", "v_draw", "v_deck")  # keys of text.TEXT
TARGETS = (121, 61, 31)
# The setup menu's options (engine.app.setup): the values are also keys of text.TEXT.
OPTIONS = (("variant", (HANDS, DRAW, DECK)), ("target", TARGETS))

APPOINTMENT = const(0)
TREASON = const(1)
PHASE_KEYS = ("appointment", "treason")
SHAPE_KEYS = ("neighbours", "triangle", "opposite")

EMPTY = const(52)  # the top of an empty pile
HIDDEN = const(53)  # a card masked in a view
NO_PLAY = const(-1)
FACES = tuple(range(JACK * 4, KING * 4 + 4))
DEAL_STEP = const(7919)  # round r deals from Prng(seed + DEAL_STEP * r)

# Ranks and suits by card number, with the empty pile last: rank 13, suit 4 (never
# equal to a card's), so a shape that touches an empty pile scores nothing.
RANKS = bytes([c >> 2 for c in range(52)] + [13])
SUITS = bytes([c & 3 for c in range(52)] + [4])

# A play's record (history and last play), one small int: card (6 bits) | pile << 6 |
# seat << 9 | the points of the neighbours, triangle and opposite shapes (4 bits each,
# from bit 11) | the lone card's points << 23 | DREW | NEW_ROUND.
_DREW = const(0x2000000)  # the mover drew after the play (whole deck)
_NEW_ROUND = const(0x4000000)  # the play ended the round and the next was dealt


_TABLES = [None, None]


def _tables(crib):
    """(rows, three, two) of one scoring (see rules_tables.tables), built on first use by
    code loaded for that use only, then kept."""
    if _TABLES[crib] is None:
        _TABLES[crib] = part(__name__, "tables").tables(crib)
    return _TABLES[crib]


def shape_piles(pile):
    """The other piles of the neighbours, triangle and opposite shapes of a pile."""
    return (((pile + 5) % 6, (pile + 1) % 6), ((pile + 2) % 6, (pile + 4) % 6),
            ((pile + 3) % 6,))


def deck_cards(variant):
    """The cards of a variant's deal: the whole deck, else the twelve court cards."""
    return list(range(52)) if variant == DECK else list(FACES)


def card_text(c):
    return "?" if c == HIDDEN else ascii_text(c)


def _cards_text(cards):
    return ".".join([card_text(c) for c in cards]) if cards else "-"


class RoyalCouncil(Game):
    """A whole game to the target: rounds, deals, scores and undo history.

    State (public: the screen and the AI read it; only the rules and their parts, such
    as rules_notation, change it): variant, target, crib (the whole deck: cribbage
    scoring); scores (per seat), round, dealer, to_move, winner (-1 while playing);
    piles (six lists, bottom to top), top (each pile's top card, EMPTY for none) and
    empties (how many piles are empty); hands (per seat, sorted); deck and dpos (the
    draw pile and the cards drawn from it); last (the last play's record, NO_PLAY for
    none) and last_at_start (what last becomes once every play is taken back: the
    notation's last play after decode or view_game); score_rows, score_three,
    score_two (the tables of one scoring, rules_tables.tables, shared by every game).
    """

    NAME = "royal_council"
    MIN_SEATS = 2
    MAX_SEATS = 4

    def __init__(self, seats=2, seed=1, options=None):
        super().__init__(seats, seed, options)
        variant = self.options.get("variant", HANDS)
        target = self.options.get("target", 121)
        if variant not in (HANDS, DRAW, DECK) or target not in TARGETS:
            raise ValueError("bad options")
        self.setup(variant, target)
        self.scores = [0] * seats
        self.round = 0
        prng = Prng(seed)
        self.dealer = prng.below(seats)
        self._deal(prng)

    def setup(self, variant, target):
        """The variant, the target and what they imply (scoring, tables), with no play
        made yet: the start of __init__, decode and view_game."""
        self.variant = variant
        self.target = target
        self.crib = variant == DECK
        self.score_rows, self.score_three, self.score_two = _tables(self.crib)
        self.winner = -1
        self.last = NO_PLAY
        self.last_at_start = NO_PLAY
        self._hist = []
        self._ends = []  # each finished round's piles and deck (_pack), for undo

    def _deal(self, prng):
        """Deal the round: piles, hands, deck; the seat left of the dealer moves."""
        n = self.seats
        cards = prng.shuffle(deck_cards(self.variant))
        self.piles = [[] for _ in range(6)]
        self.hands = [[] for _ in range(n)]
        first = (self.dealer + 1) % n
        if self.variant == DECK:
            for p in range(6):
                self.piles[p].append(cards[p])
            for i in range(3 * n):
                self.hands[(first + i) % n].append(cards[6 + i])
            self.deck = cards[6 + 3 * n:]
        elif self.variant == HANDS:
            for i in range(12):
                self.hands[(first + i) % n].append(cards[i])
            self.deck = []
        else:
            self.deck = cards
        for hand in self.hands:
            hand.sort()
        self.dpos = 0
        self.refresh_tops()
        self.to_move = first
        if self.variant == DRAW:
            self._draw(first)

    def refresh_tops(self):
        """top and empties from the piles (after a deal, decode or view_game)."""
        self.top = [pile[-1] if pile else EMPTY for pile in self.piles]
        self.empties = self.top.count(EMPTY)

    def _draw(self, seat):
        """The seat takes the top card of the draw pile into its (sorted) hand."""
        c = self.deck[self.dpos]
        self.dpos += 1
        _insert(self.hands[seat], c)

    # --- scoring -----------------------------------------------------------
    def shape_points(self, a, c, b):
        """The points of card c between cards a and b (a shape of three: neighbours or
        triangle), flushes counted."""
        su = SUITS
        rk = RANKS
        v = self.score_three[self.score_rows[rk[a] * 14 + rk[b]] * 14 + rk[c]]
        if su[a] == su[c] == su[b]:
            v = v + 3 if self.crib else v * 2
        return v

    def pair_points(self, c, o):
        """The points of card c across from card o (the opposite shape)."""
        r = RANKS[c]
        v = self.score_two[r] if r == RANKS[o] else 0
        if self.crib and SUITS[c] == SUITS[o]:
            v += 2
        return v

    def breakdown(self, pile, c):
        """(neighbours, triangle, opposite, lone card) points of card c played on pile."""
        t = self.top
        p = pile
        # t[p - 5] is pile p + 1, t[p - 3] the pile across, t[p - 4], t[p - 2] its neighbours.
        a = self.shape_points(t[p - 1], c, t[p - 5])
        b = self.shape_points(t[p - 4], c, t[p - 2])
        o = self.pair_points(c, t[p - 3])
        lone = 0
        if a + b + o == 0 and not self.crib:
            lone = (c >> 2) - 9  # K 3, Q 2, J 1
        return (a, b, o, lone)

    def gain(self, pile, c):
        """Total points of card c played on pile now (breakdown() summed, without its
        tuple: the AI calls this in its loops)."""
        t = self.top
        p = pile
        v = self.shape_points(t[p - 1], c, t[p - 5]) + self.shape_points(t[p - 4], c, t[p - 2])
        v += self.pair_points(c, t[p - 3])
        if v == 0 and not self.crib:
            return (c >> 2) - 9
        return v

    def board(self):
        """A copy of what scoring reads, the piles' tops, for a look ahead to change
        (top, empties): gain() and breakdown() work on it, nothing else does. Only
        open cards, and a fraction of a whole copy's heap."""
        b = object.__new__(RoyalCouncil)
        b.crib = self.crib
        b.score_rows = self.score_rows
        b.score_three = self.score_three
        b.score_two = self.score_two
        b.top = self.top[:]
        b.empties = self.empties
        return b

    # --- read-only helpers for screens and AI --------------------------------
    def meld_keys(self, cards):
        """Text keys (text.TEXT) naming the melds of a shape's cards; [] if none."""
        n = len(cards)
        ranks = sorted([c >> 2 for c in cards])
        flush = min([c & 3 for c in cards]) == max([c & 3 for c in cards])
        same = ranks[0] == ranks[-1]
        if self.crib:
            pairs = 0
            for i in range(n):
                for j in range(i + 1, n):
                    pairs += ranks[i] == ranks[j]
            keys = ["m_three"] if pairs == 3 else ["m_pair"] * pairs
            if n == 3 and ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
                keys.append("m_run")
            if flush:
                keys.append("m_flush")
            return keys
        if ranks[0] < JACK:
            return []
        name = "jqk"[ranks[0] - JACK]
        if same:
            return ["m_" + name * n]
        if ranks == [JACK, QUEEN, KING]:
            return ["m_kqj_flush" if flush else "m_kqj"]
        return []

    def phase(self):
        """APPOINTMENT while a pile is empty, then TREASON."""
        return APPOINTMENT if self.empties else TREASON

    def hand(self, seat):
        return tuple(self.hands[seat])

    def deck_left(self):
        return len(self.deck) - self.dpos

    def last_play(self):
        """None, or (seat, card, pile, (neighbours, triangle, opposite, lone card))."""
        r = self.last
        if r == NO_PLAY:
            return None
        return ((r >> 9) & 3, r & 63, (r >> 6) & 7, record_points(r))

    def round_ended(self):
        """True when the last play ended a round (the next one is dealt already)."""
        return self.last != NO_PLAY and (self.last & _NEW_ROUND) != 0

    def ended_piles(self):
        """The piles as the last round ended (None before a round ended in this session)."""
        return _unpack(self._ends[-1])[0] if self._ends else None

    def previous_score(self, seat):
        """The seat's score before its latest play (a cribbage board's back peg)."""
        recs = self._hist or [self.last]
        for i in range(len(recs) - 1, -1, -1):
            rec = recs[i]
            if rec != NO_PLAY and (rec >> 9) & 3 == seat:
                pts = record_points(rec)
                return self.scores[seat] - pts[0] - pts[1] - pts[2] - pts[3]
        return self.scores[seat]

    def unseen(self, seat):
        """The cards of the game that seat cannot see (other hands, the draw pile)."""
        seen = bytearray(54)
        for pile in self.piles:
            for c in pile:
                seen[c] = 1
        for c in self.hands[seat]:
            seen[c] = 1
        low = 0 if self.variant == DECK else JACK * 4
        return [c for c in range(low, 52) if not seen[c]]

    # --- the protocol ------------------------------------------------------
    def legal_moves(self):
        if self.winner >= 0:
            return []
        top = self.top
        piles = [p for p in range(6) if not self.empties or top[p] == EMPTY]
        return [c * 8 + p for c in self.hands[self.to_move] for p in piles]

    def is_legal(self, move):
        if self.winner >= 0 or not isinstance(move, int) or move < 0:
            return False
        p = move & 7
        if p > 5 or (self.empties and self.top[p] != EMPTY):
            return False
        return (move >> 3) in self.hands[self.to_move]

    def play(self, move):
        if not self.is_legal(move):
            raise IllegalMove("illegal move: %r" % (move,))
        seat = self.to_move
        c = move >> 3
        p = move & 7
        a, b, o, lone = self.breakdown(p, c)
        self.hands[seat].remove(c)
        self.piles[p].append(c)
        if self.top[p] == EMPTY:
            self.empties -= 1
        self.top[p] = c
        self.scores[seat] += a + b + o + lone
        rec = move >> 3 | p << 6 | seat << 9 | a << 11 | b << 15 | o << 19 | lone << 23
        if self.scores[seat] >= self.target:
            self.winner = seat  # the game ends the moment the target is reached
        else:
            rec |= self._advance(seat)
        self._hist.append(rec)
        self.last = rec

    def _advance(self, seat):
        """After a play: draw (whole deck), pass the turn, deal when the round ends."""
        flags = 0
        if self.variant == DECK and self.dpos < len(self.deck):
            self._draw(seat)
            flags = _DREW
        nxt = (seat + 1) % self.seats
        # Hands shrink in turn order, so the next hand is empty only when all are.
        if not self.hands[nxt] and self.dpos == len(self.deck):
            self._ends.append(_pack(self.piles, self.deck))  # every hand is empty
            self.round += 1
            self.dealer = (self.dealer + 1) % self.seats
            self._deal(Prng(self.seed + DEAL_STEP * self.round))
            return flags | _NEW_ROUND
        self.to_move = nxt
        if self.variant == DRAW:
            self._draw(nxt)
        return flags

    def can_undo(self):
        """True when undo() has a play to take back (not after decode: no history there)."""
        return bool(self._hist)

    def undo(self):
        if not self._hist:
            raise IndexError("nothing to undo")
        rec = self._hist.pop()
        c = rec & 63
        p = (rec >> 6) & 7
        seat = (rec >> 9) & 3
        if self.winner < 0:
            if self.variant == DRAW:  # the next player's draw
                self.hands[self.to_move].pop()
                self.dpos -= 1
            if rec & _NEW_ROUND:
                self.piles, self.deck = _unpack(self._ends.pop())
                self.hands = [[] for _ in range(self.seats)]
                self.dpos = len(self.deck)
                self.round -= 1
                self.dealer = (self.dealer - 1) % self.seats
                self.refresh_tops()
            if rec & _DREW:
                self.dpos -= 1
                self.hands[seat].remove(self.deck[self.dpos])
        self.winner = -1
        pile = self.piles[p]
        pile.pop()
        if pile:
            self.top[p] = pile[-1]
        else:
            self.top[p] = EMPTY
            self.empties += 1
        _insert(self.hands[seat], c)
        pts = record_points(rec)
        self.scores[seat] -= pts[0] + pts[1] + pts[2] + pts[3]
        self.to_move = seat
        self.last = self._hist[-1] if self._hist else self.last_at_start
        return c * 8 + p

    def is_over(self):
        return self.winner >= 0

    def result(self):
        return tuple(self.scores)

    def outcome(self):
        """None before the end, then how "target": the winner reached it first."""
        return Outcome(self.result(), "target") if self.winner >= 0 else None

    def move_text(self, move):
        return "%s>%d" % (card_text(move >> 3), move & 7)

    def parse_move(self, text):
        try:
            card, pile = text.split(">")
            move = parse_card(card) * 8 + int(pile)
        except ValueError:
            raise IllegalMove(text) from None
        if not self.is_legal(move):
            raise IllegalMove(text)
        return move

    # --- notation ----------------------------------------------------------
    def encode(self):
        return self._text(-1)

    def view(self, seat):
        return self._text(seat)

    def _text(self, seat):
        """The notation; seat >= 0 masks the seed and what that seat cannot see."""
        hands = []
        for i in range(self.seats):
            h = self.hands[i]
            hands.append(_cards_text(h if seat < 0 or i == seat else [HIDDEN] * len(h)))
        deck = self.deck[self.dpos:]
        if seat >= 0:
            deck = [HIDDEN] * len(deck)
        last = "-"
        r = self.last
        if r != NO_PLAY:
            pts = record_points(r)
            move = (r & 63) * 8 + (r >> 6 & 7)
            last = "%d,%s,%d,%d,%d,%d" % ((r >> 9) & 3, self.move_text(move), pts[0], pts[1],
                                          pts[2], pts[3])
        return " ".join((
            "RC1", "v%d" % self.variant, "n%d" % self.seats, "t%d" % self.target,
            "s?" if seat >= 0 else "s%d" % self.seed, "r%d" % self.round,
            "d%d" % self.dealer, "m%d" % self.to_move,
            "S:" + ",".join([str(s) for s in self.scores]),
            "P:" + "/".join([_cards_text(pile) for pile in self.piles]),
            "H:" + "/".join(hands), "K:" + _cards_text(deck), "L:" + last))

    @classmethod
    def decode(cls, text):
        return part(__name__, "notation").decode(cls, text)

    @classmethod
    def from_view(cls, text, seat, prng):
        """A game built from view(seat) text, every masked card dealt at random.

        The seed (for later rounds) is drawn from prng as well.
        """
        return part(__name__, "notation").from_view(cls, text, seat, prng)

    def view_game(self, seat, prng):
        """from_view(view(seat), seat, prng) without the text (the same game, the same
        draws from prng)."""
        return part(__name__, "notation").view_game(self, seat, prng)


def _pack(piles, deck):
    """A finished round's piles and draw pile as bytes: each pile's length and cards,
    then the draw pile (as lists they take ten times the heap)."""
    out = bytearray()
    for pile in piles:
        out.append(len(pile))
        out.extend(pile)
    out.extend(deck)
    return bytes(out)


def _unpack(data):
    """(piles, deck) of _pack."""
    piles = []
    i = 0
    for _ in range(6):
        n = data[i]
        piles.append(list(data[i + 1:i + 1 + n]))
        i += n + 1
    return piles, list(data[i:])


def record_points(rec):
    """(neighbours, triangle, opposite, lone card) points of a play record."""
    return ((rec >> 11) & 15, (rec >> 15) & 15, (rec >> 19) & 15, (rec >> 23) & 3)


def _insert(hand, c):
    """Put c into a sorted hand in its place."""
    i = len(hand)
    while i and hand[i - 1] > c:
        i -= 1
    hand.insert(i, c)
