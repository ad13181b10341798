"""First of the Season (Decktet): rules, notation and scoring.

Cards are small ints. The 24 numerals are 0..23 in decktet.tsv order, three
per rank: rank = 2 + card // 3, two suits each. The Aces are 24..29 (the Ace
of suit s is 24 + s). Suits 0..5 are Moons, Suns, Waves, Leaves, Wyrms, Knots,
written M S W L Y K. A card's text is its rank and suit letters in the order of
decktet.tsv: '2MK' (The Author), '5SW' (The Discovery); an Ace is 'AM'. The six
Crowns are tokens, one per suit, not cards.

A turn is one or two moves by the same seat:
  0..23              plant that hand card into the garden ('5SW')
  HARVEST | mask     harvest the garden cards whose bits are set in mask
                     (bit c = card c; mask 0 harvests nothing): 'h4MS,6LK', 'h-'
  NEXT (24)          deal the next game of a match ('next')
After a plant with no garden card to harvest, the turn ends at once. The end of
a turn (Ace, Crowns, draw) is part of the move that ends it.

Options: {"match": 1, 3 or 5}: a single game (default), or best of three or
five: the first to win more than half the games wins the match (a drawn game
counts as played); seat 0 begins the first game and the beginner alternates.
result() gives the games each seat won.

Notation (encode): one line of space-separated fields. Seed 7 after the nine
moves 6LK h5ML 3MW 9MS h8MS 4WL h3MW 7ML h6LK (6LK is move 14, h5ML is
HARVEST | 1 << 9) gives, wrapped here:
  FS1 s7 m1 g0 w0-0 t1 plant x0 G:3SK,4WL,7ML,9MS H0:3LY,4YK,7WY,8WL
  H1:4MS,5SW,5YK,9LK D:6SY,9WY,8YK,2MK,2SY,2WL,7SK X:6MW A:SLYW
  T0:5ML,6LK,8MS,AM,AK T1:3MW C:0010-0
s seed, m match length, g game index (from 0), w games won, t seat to move,
then the phase (plant, harvest:<planted card>, end = between games of a
match, over), x the last seat that harvested (x- for nobody), G the garden,
H0/H1 the hands, D the deck in drawing order, X the card set aside, A the Ace
stack (first = revealed; - when empty), T0/T1 the tableaus, C the Crown of
each suit M S W L Y K held by seat 0, 1 or nobody (-). Empty lists are '-'.
view(seat) masks the seed (s?), the other hand, the deck, the set-aside card
and the Aces under the revealed one with '?', keeping their counts.
from_view(view(seat), prng) deals the masked cards anew at random;
view_game(seat, prng) makes the same game without the text (what the AI uses).
The code that reads the notation back (decode, from_view, parse_move, parse_card)
and move_text live in rules_notation.py, imported for one use, so they are not on the heap
during play.
"""

from engine.compat import const
from engine.game import Game, IllegalMove, Outcome
from engine.modules import part
from engine.prng import Prng

SUIT_LETTERS = "MSWLYK"
NUMERALS = const(24)
ACE = const(24)  # the Ace of suit s is card ACE + s
NEXT = const(24)
HARVEST = const(0x1000000)  # 1 << 24
_ALL = const(0xFFFFFF)  # every numeral

PLANT = const(0)
HARVESTING = const(1)
BETWEEN = const(2)  # a game of a match has ended; NEXT deals the next one
OVER = const(3)
PHASE_NAMES = ("plant", "harvest", "end", "over")
MATCH_LENGTHS = (1, 3, 5)
# The setup menu's options: the values are also keys of text.TEXT (the match lengths).
OPTIONS = (("match", MATCH_LENGTHS),)

# Suits of the numerals, two letters per card, in decktet.tsv order.
_SUIT_TEXT = "MKSYWLMWSKLYMSWLYKMLSWYKMWSYLKMLSKWYMSWLYKMSWYLK"
# A card's first and second suit, by card (an Ace: its one suit in both).
FIRST_SUIT = bytes([SUIT_LETTERS.find(_SUIT_TEXT[2 * c]) for c in range(24)] + list(range(6)))
SECOND_SUIT = bytes([SUIT_LETTERS.find(_SUIT_TEXT[2 * c + 1]) for c in range(24)] + list(range(6)))
POP6 = bytes([(i & 1) + (i >> 1 & 1) + (i >> 2 & 1) + (i >> 3 & 1) + (i >> 4 & 1) + (i >> 5)
              for i in range(64)])



def _bit_index():
    out = bytearray(37)
    for k in range(30):
        out[(1 << k) % 37] = k
    return bytes(out)


# The bit number of a power of two below 2**30, looked up by its remainder mod 37
# (the 30 remainders differ): a mask's cards without a loop over all 24 bits.
BIT_INDEX = _bit_index()


def _adjacent():
    # For numeral c and k in 0, 1: the numerals one rank away that carry c's k-th suit.
    out = []
    for c in range(24):
        for suit in (FIRST_SUIT[c], SECOND_SUIT[c]):
            mask = 0
            for d in range(24):
                if (d // 3 - c // 3) in (-1, 1) and suit in (FIRST_SUIT[d], SECOND_SUIT[d]):
                    mask |= 1 << d
            out.append(mask)
    return tuple(out)


_ADJ = _adjacent()
_bit_index = _adjacent = None  # run once: their code need not stay on the heap

# History record kinds (the last int pushed for each move).
_K_PLANT = const(0)  # a plant that leaves the harvest to choose: [card]
_K_TURN = const(1)  # a move that ended the turn: [card, mask, flags]
_K_NEXT = const(2)  # a new game of the match: the old position is on snapshots


# What one game's position is made of (saved whole when the next game is dealt).
_STATE = ("game_index", "wins", "to_move", "phase_now", "planted_card", "harvester",
          "garden_mask", "hands", "tableaus", "suit_tally", "crown_masks", "deck", "deck_pos",
          "aside", "ace_stack", "ace_pos")


def _copy(value):
    return value[:] if isinstance(value, list) else value


def rank(c):
    """The rank of a card: 1 for an Ace, 2..9 for a numeral."""
    return 1 if c >= ACE else 2 + c // 3


def suits(c):
    """The suits of a card (one for an Ace, two for a numeral)."""
    return (FIRST_SUIT[c],) if c >= ACE else (FIRST_SUIT[c], SECOND_SUIT[c])


def card_text(c):
    """Notation text of a card: '5SW', 'AM' (made when asked: a table of the 30 texts
    would sit on the device's heap all game)."""
    if c >= ACE:
        return "A" + SUIT_LETTERS[c - ACE]
    return str(2 + c // 3) + _SUIT_TEXT[2 * c:2 * c + 2]


def mask_cards(mask):
    """The cards whose bits are set, in increasing order."""
    out = []  # a loop: a comprehension costs a function object and a cell on the device
    for c in range(30):
        if mask >> c & 1:
            out.append(c)
    return out


def list_text(mask):
    """The notation of a mask's cards: '4MS,6LK', or '-' for none."""
    return ",".join([card_text(c) for c in mask_cards(mask)]) or "-"


class FirstOfTheSeason(Game):
    """A match of First of the Season for two seats.

    State (public: the screen and the AI read it, mostly through the methods below; only
    the rules and their part rules_notation change it, and the AI's search only by
    play(), undo() and set_hand_mask()): masks of cards (bit c = card c) garden_mask,
    hands[seat] and tableaus[seat] (Aces included); crown_masks[seat] (bit s: the
    Crown of suit s); suit_tally (6 * seat + suit: a tableau's cards of each suit);
    deck (the cards to draw, in order) and deck_pos (how many are drawn); aside (the
    card set aside); ace_stack (the Aces' suits, taken ones first) and ace_pos (the
    revealed one's index, 6 when none is left); phase_now (PLANT, HARVESTING, BETWEEN,
    OVER: what phase() returns), planted_card (while HARVESTING), harvester (the seat
    that harvested last, -1); match_length, game_index and wins (per seat) of the match;
    records and snapshots: the undo history.
    """

    NAME = "first_season"
    MIN_SEATS = 2
    MAX_SEATS = 2

    def __init__(self, seats=2, seed=1, options=None):
        super().__init__(seats, seed, options)
        match = self.options.get("match", 1)
        if match not in MATCH_LENGTHS:
            raise ValueError("match must be 1, 3 or 5")
        self.match_length = match
        self.wins = [0, 0]
        self.records = []
        self.snapshots = []
        self._deal(0)

    # --- dealing -----------------------------------------------------------
    def _deal(self, game):
        prng = Prng(self.seed)
        for _ in range(game + 1):  # game k uses the k-th deal of the seed's stream
            cards = prng.shuffle(list(range(NUMERALS)))
            aces = prng.shuffle(list(range(6)))
        first = game & 1
        self.game_index = game
        self.hands = [0, 0]
        for c in cards[0:4]:
            self.hands[first] |= 1 << c
        for c in cards[4:8]:
            self.hands[1 - first] |= 1 << c
        self.garden_mask = (1 << cards[8]) | (1 << cards[9]) | (1 << cards[10])
        self.aside = cards[11]
        self.deck = cards[12:]
        self.deck_pos = 0
        self.ace_stack = aces
        self.ace_pos = 0
        self.tableaus = [0, 0]
        self.suit_tally = [0] * 12
        self.crown_masks = [0, 0]
        self.harvester = -1
        self.planted_card = -1
        self.phase_now = PLANT
        self.to_move = first

    # --- what the screen and the AI read ----------------------------------
    def phase(self):
        """PLANT, HARVESTING, BETWEEN (games of a match) or OVER."""
        return self.phase_now

    def hand(self, seat):
        """The cards in a seat's hand."""
        return mask_cards(self.hands[seat])

    def hand_mask(self, seat):
        """A seat's hand as a mask (bit c = card c)."""
        return self.hands[seat]

    def set_hand_mask(self, seat, mask):
        """Give a seat another hand: for the AI's search only (undo does not restore it)."""
        self.hands[seat] = mask

    def unseen(self, seat):
        """The mask of numerals a seat cannot see: the other hand, the deck, the card aside."""
        return _ALL & ~(self.garden_mask | self.hands[seat] | self.tableaus[0] | self.tableaus[1])

    def garden(self):
        """The cards in the garden."""
        return mask_cards(self.garden_mask)

    def tableau(self, seat):
        """The cards (Aces included) in a seat's tableau."""
        return mask_cards(self.tableaus[seat])

    def suit_counts(self, seat):
        """How many cards of each suit (M S W L Y K) a seat's tableau holds."""
        return tuple(self.suit_tally[6 * seat:6 * seat + 6])

    def crowns(self, seat):
        """The suits whose Crown a seat holds."""
        return [s for s in range(6) if self.crown_masks[seat] >> s & 1]

    def aces(self, seat):
        """The suits of the Aces a seat has taken."""
        return [s for s in range(6) if self.tableaus[seat] >> (ACE + s) & 1]

    def points(self, seat):
        """Crowns plus Aces of a seat in the current game."""
        return POP6[self.crown_masks[seat]] + POP6[self.tableaus[seat] >> ACE]

    def revealed_ace(self):
        """The suit of the revealed Ace (out of season), or -1 once the stack is empty."""
        return self.ace_stack[self.ace_pos] if self.ace_pos < 6 else -1

    def aces_left(self):
        """Aces still in the stack, the revealed one included."""
        return 6 - self.ace_pos

    def deck_count(self):
        """Cards left to draw."""
        return len(self.deck) - self.deck_pos

    def planted(self):
        """The card planted this turn while its harvest is chosen, else -1."""
        return self.planted_card if self.phase_now == HARVESTING else -1

    def last_harvester(self):
        """The seat that harvested last in this game, or -1."""
        return self.harvester

    def eligible(self, card=-1):
        """The mask of garden cards a plant of card (default: the planted card) may harvest."""
        if card < 0:
            card = self.planted_card
        ace = self.ace_stack[self.ace_pos] if self.ace_pos < 6 else -1
        reach = 0
        if FIRST_SUIT[card] != ace:
            reach = _ADJ[2 * card]
        if SECOND_SUIT[card] != ace:
            reach |= _ADJ[2 * card + 1]
        return reach & self.garden_mask

    def game_winner(self):
        """Winner of the current game once it has ended: seat, -1 for a draw, None before."""
        if self.phase_now < BETWEEN:
            return None
        return self._winner()

    def _winner(self):
        a = self.points(0)
        b = self.points(1)
        if a != b:
            return 0 if a > b else 1
        return self.harvester

    def match_state(self):
        """(match length, game index, games won by seat 0, by seat 1)."""
        return (self.match_length, self.game_index, self.wins[0], self.wins[1])

    def last_turn(self):
        """The last completed turn of this game as (seat, planted, harvested mask,
        Ace card or -1, mask of Crown suits taken), or None."""
        hist = self.records
        i = len(hist) - 1
        while i >= 0 and hist[i] == _K_PLANT:
            i -= 2
        if i < 0 or hist[i] != _K_TURN:
            return None
        card, mask, flags = hist[i - 3], hist[i - 2], hist[i - 1]
        seat = flags & 1
        ace = ACE + (flags >> 17 & 7) if flags & 2 else -1
        old = flags >> 5 & 63 if seat == 0 else flags >> 11 & 63
        # Only plants (no Crown change) follow that record, and Crowns only move to the mover.
        return (seat, card, mask, ace, self.crown_masks[seat] & ~old)

    # --- the protocol ------------------------------------------------------
    def legal_moves(self):
        phase = self.phase_now
        if phase == PLANT:
            return mask_cards(self.hands[self.to_move])
        if phase == HARVESTING:
            full = self.eligible()
            out = []
            sub = full
            while True:
                out.append(HARVEST | sub)
                if sub == 0:
                    return out
                sub = (sub - 1) & full
        if phase == BETWEEN:
            return [NEXT]
        return []

    def play(self, move):
        phase = self.phase_now
        seat = self.to_move
        if phase == PLANT:
            if not (0 <= move < NUMERALS and self.hands[seat] >> move & 1):
                raise IllegalMove("not in hand: %r" % (move,))
            self.hands[seat] &= ~(1 << move)
            self.garden_mask |= 1 << move
            self.planted_card = move
            if self.eligible(move):
                self.phase_now = HARVESTING
                self.records.append(move)
                self.records.append(_K_PLANT)
            else:
                self._end_turn(move, 0)
        elif phase == HARVESTING:
            mask = move - HARVEST
            if not (0 <= mask <= _ALL and mask & self.eligible() == mask):
                raise IllegalMove("cannot harvest: %r" % (move,))
            self._end_turn(self.planted_card, mask)
        elif phase == BETWEEN and move == NEXT:
            self.snapshots.append(self._snapshot())
            self.records.append(_K_NEXT)
            self._deal(self.game_index + 1)
        else:
            raise IllegalMove("no move now: %r" % (move,))

    def _snapshot(self):
        # Not inline in play(): a comprehension there would make self a cell, allocated
        # on every call of play() on MicroPython (16 bytes a move in the AI's search).
        return tuple([_copy(getattr(self, name)) for name in _STATE])

    def _end_turn(self, card, mask):
        seat = self.to_move
        other = 1 - seat
        crown = self.crown_masks
        cnt = self.suit_tally
        # flags: bit 0 seat, 1 Ace taken, 2 card drawn, 3-4 last harvester + 1, 5-10 and
        # 11-16 the Crowns before, 17-19 the Ace's suit, 20-25 the games won before.
        flags = seat | (self.harvester + 1) << 3 | crown[0] << 5 | crown[1] << 11
        flags |= (self.wins[0] * 6 + self.wins[1]) << 20
        if mask:
            self.garden_mask &= ~mask
            self.tableaus[seat] |= mask
            base = 6 * seat
            hit = 0
            rest = mask
            while rest:
                low = rest & -rest
                rest ^= low
                c = BIT_INDEX[low % 37]
                cnt[base + FIRST_SUIT[c]] += 1
                cnt[base + SECOND_SUIT[c]] += 1
                hit |= 1 << FIRST_SUIT[c] | 1 << SECOND_SUIT[c]
            self.harvester = seat
            if self.ace_pos < 6:
                ace = self.ace_stack[self.ace_pos]
                if hit >> ace & 1:
                    self.tableaus[seat] |= 1 << (ACE + ace)
                    cnt[base + ace] += 1
                    self.ace_pos += 1
                    flags |= 2 | ace << 17
        mine = 6 * seat
        theirs = 6 * other
        for s in range(6):
            if cnt[mine + s] > cnt[theirs + s]:
                crown[seat] |= 1 << s
                crown[other] &= ~(1 << s)
        if self.deck_pos < len(self.deck):
            self.hands[seat] |= 1 << self.deck[self.deck_pos]
            self.deck_pos += 1
            flags |= 4
        self.planted_card = -1
        self.phase_now = PLANT
        self.to_move = other
        hist = self.records
        hist.append(card)
        hist.append(mask)
        hist.append(flags)
        hist.append(_K_TURN)
        if not (self.hands[0] | self.hands[1]):
            self._finish_game()

    def _finish_game(self):
        winner = self._winner()
        if winner >= 0:
            self.wins[winner] += 1
        need = self.match_length // 2 + 1
        if self.game_index + 1 >= self.match_length or need in self.wins:
            self.phase_now = OVER
        else:
            self.phase_now = BETWEEN
            self.to_move = (self.game_index + 1) & 1

    def can_undo(self):
        """True when undo() has a move to take back (not after decode: no history there)."""
        return bool(self.records)

    def undo(self):
        hist = self.records
        if not hist:
            raise IndexError("nothing to undo")
        kind = hist.pop()
        if kind == _K_NEXT:
            snap = self.snapshots.pop()
            for i in range(len(_STATE)):
                setattr(self, _STATE[i], snap[i])
            return NEXT
        if kind == _K_PLANT:
            card = hist.pop()
        else:
            flags = hist.pop()
            mask = hist.pop()
            card = hist.pop()
            self._undo_turn(mask, flags)
            if self.eligible(card):  # the turn had a harvest step: back to it
                self.phase_now = HARVESTING
                self.planted_card = card
                return HARVEST | mask
        self.garden_mask &= ~(1 << card)
        self.hands[self.to_move] |= 1 << card
        self.planted_card = -1
        self.phase_now = PLANT
        return card

    def _undo_turn(self, mask, flags):
        seat = flags & 1
        self.to_move = seat
        w = flags >> 20
        self.wins[0] = w // 6
        self.wins[1] = w % 6
        if flags & 4:
            self.deck_pos -= 1
            self.hands[seat] &= ~(1 << self.deck[self.deck_pos])
        self.crown_masks[0] = flags >> 5 & 63
        self.crown_masks[1] = flags >> 11 & 63
        base = 6 * seat
        if flags & 2:
            ace = flags >> 17 & 7
            self.tableaus[seat] &= ~(1 << (ACE + ace))
            self.suit_tally[base + ace] -= 1
            self.ace_pos -= 1
        if mask:
            self.garden_mask |= mask
            self.tableaus[seat] &= ~mask
            while mask:
                low = mask & -mask
                mask ^= low
                c = BIT_INDEX[low % 37]
                self.suit_tally[base + FIRST_SUIT[c]] -= 1
                self.suit_tally[base + SECOND_SUIT[c]] -= 1
        self.harvester = (flags >> 3 & 3) - 1

    def is_over(self):
        return self.phase_now == OVER

    def result(self):
        """Games won by each seat (a single game: (1, 0), (0, 1), or (0, 0) for a draw)."""
        return (self.wins[0], self.wins[1])

    def outcome(self):
        """None before the end, then how the last game was decided: "points" (Crowns and
        Aces), "tiebreak" (equal points: the last harvester won) or "draw"."""
        if self.phase_now != OVER:
            return None
        how = "points" if self.points(0) != self.points(1) else (
            "tiebreak" if self.harvester >= 0 else "draw")
        return Outcome(self.result(), how)

    # --- notation ----------------------------------------------------------
    def move_text(self, move):
        return part(__name__, "notation").move_text(move)

    def parse_move(self, text):
        return part(__name__, "notation").parse_move(self, text)

    def encode(self):
        return self._text(-1)

    def view(self, seat):
        return self._text(seat)

    def _text(self, seat):
        # seat -1: everything; else mask what that seat cannot see.
        hidden = seat >= 0
        hands = []
        for s in (0, 1):
            if hidden and s != seat:
                hands.append(masked_list(count_bits(self.hands[s])))
            else:
                hands.append(list_text(self.hands[s]))
        deck = self.deck[self.deck_pos:]
        if hidden:
            deck_text = masked_list(len(deck))
            aside = "?"
            aces = SUIT_LETTERS[self.ace_stack[self.ace_pos]] + "?" * (5 - self.ace_pos) \
                if self.ace_pos < 6 else "-"
        else:
            deck_text = ",".join([card_text(c) for c in deck]) or "-"
            aside = card_text(self.aside)
            aces = "".join([SUIT_LETTERS[s] for s in self.ace_stack[self.ace_pos:]]) or "-"
        phase = PHASE_NAMES[self.phase_now]
        if self.phase_now == HARVESTING:
            phase += ":" + card_text(self.planted_card)
        crowns = ""
        held = self.crown_masks
        for s in range(6):
            crowns += "0" if held[0] >> s & 1 else "1" if held[1] >> s & 1 else "-"
        return "FS1 s%s m%d g%d w%d-%d t%d %s x%s G:%s H0:%s H1:%s D:%s X:%s A:%s " \
            "T0:%s T1:%s C:%s" % (
                "?" if hidden else str(self.seed), self.match_length, self.game_index, self.wins[0],
                self.wins[1], self.to_move, phase,
                "-" if self.harvester < 0 else str(self.harvester),
                list_text(self.garden_mask), hands[0], hands[1], deck_text, aside, aces,
                list_text(self.tableaus[0]), list_text(self.tableaus[1]), crowns)

    @classmethod
    def decode(cls, text):
        return part(__name__, "notation").parse(cls, text, None)

    @classmethod
    def from_view(cls, text, prng):
        """A game consistent with view text: each hidden card (other hand, deck,
        set-aside card, Aces under the revealed one) filled at random from the
        unseen pool by prng. The seed is unknown in a view and set to 0."""
        return part(__name__, "notation").parse(cls, text, prng)

    def view_game(self, seat, prng):
        """from_view(view(seat), prng) without the text: the same game (every field
        equal) and the same draws from prng, at a fraction of the heap."""
        g = object.__new__(type(self))
        Game.__init__(g, 2, 0, {"match": self.match_length})
        g.match_length = self.match_length
        g.game_index = self.game_index
        g.wins = self.wins[:]
        g.to_move = self.to_move
        g.phase_now = self.phase_now
        g.planted_card = self.planted_card if self.phase_now == HARVESTING else -1
        g.harvester = self.harvester
        g.garden_mask = self.garden_mask
        g.tableaus = self.tableaus[:]
        g.crown_masks = self.crown_masks[:]
        # The hidden cards dealt anew from the unseen pool: the other hand (last of the
        # shuffled pool first), then the card set aside, the rest is the deck.
        other = 1 - seat
        g.hands = [0, 0]
        g.hands[seat] = self.hands[seat]
        pool = prng.shuffle(mask_cards(self.unseen(seat)))
        for _ in range(count_bits(self.hands[other])):
            g.hands[other] |= 1 << pool.pop()
        g.aside = pool.pop()
        g.deck = pool
        g.deck_pos = 0
        # The taken Aces by suit, the revealed one, the hidden ones shuffled.
        taken = (self.tableaus[0] | self.tableaus[1]) >> ACE
        aces = []
        for s in range(6):
            if taken >> s & 1:
                aces.append(s)
        g.ace_pos = self.ace_pos
        if self.ace_pos < 6:
            revealed = self.ace_stack[self.ace_pos]
            aces.append(revealed)
            rest = []
            for s in range(6):
                if not (taken >> s & 1 or s == revealed):
                    rest.append(s)
            aces += prng.shuffle(rest)  # no draw for none or one
        g.ace_stack = aces
        g.suit_tally = self.suit_tally[:]
        g.records = []
        g.snapshots = []
        return g


def count_bits(mask):
    """How many bits of a 30-bit mask are set."""
    return POP6[mask & 63] + POP6[mask >> 6 & 63] + POP6[mask >> 12 & 63] \
        + POP6[mask >> 18 & 63] + POP6[mask >> 24 & 63]


def masked_list(count):
    """The notation of count hidden cards: '?,?,?', or '-' for none."""
    return ",".join(["?"] * count) or "-"
