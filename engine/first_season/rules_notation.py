"""First of the Season: reading the notation back (decode, from_view, parse_move) and
a move's text (move_text).

Needed only to restore a save, read a position typed by hand or write a move for
people (tools, tests), so the rules import it for one use (engine.modules.part): it
is not on the heap while a game is played.
The AI copies what a seat sees with FirstOfTheSeason.view_game instead.
"""

from engine.compat import const
from engine.first_season.rules import (
    ACE,
    BETWEEN,
    FIRST_SUIT,
    HARVEST,
    HARVESTING,
    MATCH_LENGTHS,
    NEXT,
    NUMERALS,
    OVER,
    PHASE_NAMES,
    SECOND_SUIT,
    SUIT_LETTERS,
    card_text,
    count_bits,
    list_text,
    mask_cards,
    masked_list,
    suits,
)
from engine.game import Game, IllegalMove
from engine.modules import import_once
from engine.prng import Prng

_int = import_once("engine.notation").number  # forgotten with this module
_ALL = const(0xFFFFFF)  # every numeral (rules' own is compiled away on MicroPython)


def designed(cls, text):
    """A position set by hand (tests, tools): read as decode() reads it, without the
    checks that play reached it (the turns, the last harvester, the Crowns, the Aces)."""
    return parse(cls, text, None, False)


def parse(cls, text, prng, reached=True):
    """A game of class cls from encode() text (prng None) or from view text, every
    hidden card filled at random by prng (FirstOfTheSeason.decode, from_view)."""
    f = text.split(" ")
    if len(f) != 17 or f[0] != "FS1":
        raise ValueError("not a First of the Season position")
    g = object.__new__(cls)
    seed = 0 if prng is not None and f[1] == "s?" else _int(f[1], "s", True)
    Game.__init__(g, 2, seed, {"match": _int(f[2], "m")})
    g.match_length = g.options["match"]
    g.game_index = _int(f[3], "g")
    wins = f[4].split("-")
    if len(wins) != 2:
        raise ValueError("bad wins")
    g.wins = [_int(wins[0], "w"), _int("w" + wins[1], "w")]
    g.to_move = _int(f[5], "t")
    if g.match_length not in MATCH_LENGTHS or g.game_index >= g.match_length or g.to_move > 1:
        raise ValueError("bad match state")
    phase = f[6].split(":")
    if phase[0] not in PHASE_NAMES or len(phase) != (2 if phase[0] == "harvest" else 1):
        raise ValueError("bad phase")
    g.phase_now = PHASE_NAMES.index(phase[0])
    g.planted_card = parse_card(phase[1]) if len(phase) == 2 else -1
    g.harvester = -1 if f[7] == "x-" else _int(f[7], "x")
    if g.harvester > 1:
        raise ValueError("bad last harvester")
    g.garden_mask = _parse_mask(_field(f[8], "G:"), NUMERALS)
    g.tableaus = [_parse_mask(_field(f[14], "T0:"), 30), _parse_mask(_field(f[15], "T1:"), 30)]
    g.crown_masks = _parse_crowns(_field(f[16], "C:"))
    # Hidden cards ('?', only in a view) are filled from the unseen pool.
    rest = _field(f[11], "D:").split(",") + [_field(f[12], "X:")]
    if rest[0] == "-":
        rest = rest[1:]
    g.hands = [0, 0]
    hidden = [0, 0]
    for s in (0, 1):
        items = _field(f[9 + s], "H%d:" % s)
        if items == masked_list(len(items) // 2 + 1):
            hidden[s] = len(items) // 2 + 1
        else:
            g.hands[s] = _parse_mask(items, NUMERALS)
    if "?" in rest or hidden[0] or hidden[1]:
        if prng is None or rest != ["?"] * len(rest) or hidden[0] and hidden[1]:
            raise ValueError("hidden cards where none may be")
        seen = g.garden_mask | g.hands[0] | g.hands[1] | g.tableaus[0] | g.tableaus[1]
        pool = prng.shuffle(mask_cards(_ALL & ~seen))
        if len(pool) != len(rest) + hidden[0] + hidden[1]:
            raise ValueError("hidden cards do not add up")
        for s in (0, 1):
            for _ in range(hidden[s]):
                g.hands[s] |= 1 << pool.pop()
        rest = pool
    else:
        rest = [parse_card(c) for c in rest]
    if not rest:
        raise ValueError("no card set aside")
    g.aside = rest.pop()
    g.deck = rest
    g.deck_pos = 0
    _check_cards(g)
    # The taken Aces first, so that ace_stack[ace_pos] is the revealed one as after a deal.
    g.ace_stack = [s for s in range(6) if (g.tableaus[0] | g.tableaus[1]) >> (ACE + s) & 1]
    g.ace_pos = len(g.ace_stack)
    g.ace_stack += _parse_aces(g, _field(f[13], "A:"), prng)
    g.suit_tally = [0] * 12
    for s in (0, 1):
        for c in mask_cards(g.tableaus[s]):
            for suit in suits(c):
                g.suit_tally[6 * s + suit] += 1
    g.records = []
    g.snapshots = []
    _check_phase(g, reached)
    if reached and prng is None:
        _check_deal(g)
    return g

def _check_cards(self):
    total = len(self.deck) + 1
    seen = 1 << self.aside
    for part in (self.garden_mask, self.hands[0], self.hands[1], self.tableaus[0],
                 self.tableaus[1]):
        total += count_bits(part & _ALL)
        seen |= part
    for c in self.deck:
        seen |= 1 << c
    if total != NUMERALS or seen & _ALL != _ALL:
        raise ValueError("the numerals do not add up")
    if self.tableaus[0] & self.tableaus[1]:
        raise ValueError("a card in both tableaus")

def _parse_aces(self, text, prng):
    taken = (self.tableaus[0] | self.tableaus[1]) >> ACE
    stack = []
    hidden = 0
    if text != "-":
        for ch in text:
            s = SUIT_LETTERS.find(ch)
            if ch == "?" and prng is not None and stack:
                hidden += 1
            elif s < 0 or taken >> s & 1 or hidden:
                raise ValueError("bad Ace stack")
            else:
                taken |= 1 << s
                stack.append(s)
    if hidden:
        rest = [s for s in range(6) if not taken >> s & 1]
        if len(rest) != hidden:
            raise ValueError("the Aces do not add up")
        return stack + prng.shuffle(rest)
    if taken != 63:
        raise ValueError("the Aces do not add up")
    return stack

def _check_phase(self, reached):
    hands = self.hands
    phase = self.phase_now
    won = -1  # the seat that won this game, once it has ended
    if phase >= BETWEEN:
        if hands[0] | hands[1] or self.deck:
            raise ValueError("the game has not ended")
        if (phase == OVER) != (self.game_index + 1 >= self.match_length
                               or self.match_length // 2 + 1 in self.wins):
            raise ValueError("bad match end")
        won = self._winner()
    else:
        # Hands of 4 while the deck lasts (the mover draws after each turn), then they
        # empty in turn: the mover holds as many cards as the other or one more.
        mine = count_bits(hands[self.to_move]) + (phase == HARVESTING)
        other = count_bits(hands[1 - self.to_move])
        if not (mine == other == 4 if self.deck else 0 <= mine - other <= 1 and 0 < mine < 5):
            raise ValueError("hand sizes impossible here")
        planted = self.planted_card
        if phase == HARVESTING and not (self.garden_mask >> planted & 1 and self.eligible()):
            raise ValueError("bad planted card")
    if reached:
        _check_turns(self)
    w0 = self.wins[0] - (won == 0)  # the games won before this one
    w1 = self.wins[1] - (won == 1)
    if min(w0, w1) < 0 or w0 + w1 > self.game_index or max(w0, w1) > self.match_length // 2:
        raise ValueError("bad games won")  # or the match would have ended


def _check_turns(self):
    """The seat to move, the last harvester, the Crowns and the Aces as the turns made
    them; ValueError if play cannot reach them."""
    t0, t1 = self.tableaus
    # A turn plants one card: the turns made so far, from the garden and tableaus.
    turns = count_bits((self.garden_mask | t0 | t1) & _ALL) - 3 - (self.phase_now == HARVESTING)
    if self.phase_now == BETWEEN:
        turns += 1  # the next game's beginner is to move
    if self.to_move != (self.game_index + turns) & 1:
        raise ValueError("not this seat's turn")  # seat k & 1 begins game k, turns alternate
    x = self.harvester
    if (x < 0) != (t0 | t1 == 0) or x >= 0 and not self.tableaus[x]:
        raise ValueError("bad last harvester")  # a tableau grows only by a harvest
    tally = self.suit_tally
    held = self.crown_masks
    for s in range(6):
        a = tally[s]
        b = tally[6 + s]
        holder = 0 if held[0] >> s & 1 else 1 if held[1] >> s & 1 else -1
        # A Crown goes at the end of a turn to the seat with strictly more of its suit
        # and stays until the other has strictly more.
        if holder != (0 if a > b else 1 if b > a else holder if a else -1) or a == b > 0 > holder:
            raise ValueError("a Crown does not fit the tableaus")
        for seat in (0, 1):
            # An Ace comes with a harvest of its suit, at most one a harvest.
            if self.tableaus[seat] >> (ACE + s) & 1 and tally[6 * seat + s] < 2:
                raise ValueError("an Ace without its suit")
    for tab in (t0, t1):
        if count_bits(tab >> ACE) > count_bits(tab & _ALL):
            raise ValueError("more Aces than harvests")
    r = self.ace_stack[0] if self.ace_pos == 0 else -1  # revealed since the deal
    if r >= 0 and tally[r] + tally[6 + r]:
        raise ValueError("the revealed Ace was not taken")


def _check_deal(self):
    """The cards where the seed's deal of this game and the turns put them (as
    FirstOfTheSeason._deal): the card set aside, the deck left, the Aces left in their
    order, each hand within what its seat was dealt and drew; ValueError if not."""
    prng = Prng(self.seed)
    for _ in range(self.game_index + 1):
        cards = prng.shuffle(list(range(NUMERALS)))
        aces = prng.shuffle(list(range(6)))
    drawn = 12 - len(self.deck)
    first = self.game_index & 1
    if (self.aside != cards[11] or self.deck != cards[12 + drawn:]
            or self.ace_stack[self.ace_pos:] != aces[self.ace_pos:]):
        raise ValueError("not the seed's deal")
    for s in (0, 1):
        had = 0
        for c in cards[0:4] if s == first else cards[4:8]:
            had |= 1 << c
        for t in range(drawn):  # the mover of turn t draws the t-th card of the deck
            if (first + t) & 1 == s:
                had |= 1 << cards[12 + t]
        if self.hands[s] & ~had:
            raise ValueError("a card in a hand that was not dealt or drawn there")


def _parse_crowns(text):
    crown = [0, 0]
    if len(text) != 6:
        raise ValueError("bad crowns")
    for s in range(6):
        if text[s] in "01":
            crown[int(text[s])] |= 1 << s
        elif text[s] != "-":
            raise ValueError("bad crowns")
    return crown


def _field(token, prefix):
    if not token.startswith(prefix) or len(token) == len(prefix):
        raise ValueError("expected " + prefix)
    return token[len(prefix):]


def _parse_mask(text, limit):
    """The mask of the cards in a comma list ('-' for none); ValueError on junk or repeats."""
    if text == "-":
        return 0
    mask = 0
    for t in text.split(","):
        c = parse_card(t)
        if c >= limit or mask >> c & 1:
            raise ValueError("bad card list")
        mask |= 1 << c
    return mask


def parse_card(t):
    """The card for its text ('5SW', 'AM'); ValueError if it names none."""
    if len(t) == 2 and t[0] == "A" and t[1] in SUIT_LETTERS:
        return ACE + SUIT_LETTERS.find(t[1])
    if len(t) == 3 and t[0] in "23456789":
        first = SUIT_LETTERS.find(t[1])
        second = SUIT_LETTERS.find(t[2])
        low = 3 * (ord(t[0]) - ord("2"))
        for c in range(low, low + 3):  # the three numerals of that rank
            if FIRST_SUIT[c] == first and SECOND_SUIT[c] == second:
                return c
    raise ValueError("bad card: " + t)


def move_text(move):
    """A move's text (FirstOfTheSeason.move_text): '5SW', 'h4MS,6LK', 'h-', 'next'."""
    if move == NEXT:
        return "next"
    if 0 <= move < NUMERALS:
        return card_text(move)
    mask = move - HARVEST
    if 0 <= mask <= _ALL:
        return "h" + list_text(mask)
    raise ValueError("bad move: %r" % (move,))


def parse_move(g, text):
    """The move of g for text (FirstOfTheSeason.parse_move)."""
    try:
        if text == "next":
            move = NEXT
        elif text.startswith("h"):
            move = HARVEST | _parse_mask(text[1:], NUMERALS)
        else:
            move = parse_card(text)
    except ValueError:
        raise IllegalMove(text) from None
    g.check_legal(move)
    return move
