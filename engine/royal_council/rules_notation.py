"""Royal Council from text and from a seat's view: decode(), from_view(), view_game().

Used when a save is restored and by tests, never while a game is played, so the
rules load this with engine.modules.part: it is on the heap only while used.
"""

from engine.cards import parse as parse_card
from engine.modules import import_once
from engine.prng import Prng
from engine.royal_council.rules import (
    DEAL_STEP,
    DECK,
    DRAW,
    HANDS,
    HIDDEN,
    NO_PLAY,
    TARGETS,
    deck_cards,
    record_points,
)

_int = import_once("engine.notation").number  # forgotten with this module


def decode(cls, text):
    """The game of encode() text; ValueError on anything malformed or out of play's reach."""
    return _parse(cls, text, False)


def designed(cls, text):
    """A position set by hand (tests, tools): read as decode() reads it, without the
    checks of the scores and the last play against the plays made."""
    return _parse(cls, text, False, False)


def from_view(cls, text, seat, prng):
    """A game built from view(seat) text, every masked card (and the seed of later
    deals) dealt at random from prng."""
    return view_game(_parse(cls, text, True), seat, prng)


def view_game(game, seat, prng):
    """from_view(game.view(seat), seat, prng) without the text: the same game, the same
    draws from prng."""
    g = object.__new__(type(game))
    g.seats = game.seats
    g.options = {"variant": game.variant, "target": game.target}
    g.setup(game.variant, game.target)
    g.seed = prng.next30()
    g.round = game.round
    g.dealer = game.dealer
    g.to_move = game.to_move
    g.winner = game.winner
    g.scores = list(game.scores)
    g.piles = []
    for pile in game.piles:
        g.piles.append(pile[:])
    g.hands = []
    for hand in game.hands:
        g.hands.append(hand[:] if hand is game.hands[seat] else [HIDDEN] * len(hand))
    g.deck = [HIDDEN] * game.deck_left()
    g.dpos = 0
    g.refresh_tops()
    # The last play without its flags (rules._DREW, _NEW_ROUND: bits 25 and 26).
    g.last = g.last_at_start = game.last if game.last == NO_PLAY else game.last & 0x1FFFFFF
    # The hidden cards dealt anew: other hands, then the draw pile.
    pool = prng.shuffle(g.unseen(seat))
    k = 0
    for i in range(g.seats):
        if i != seat:
            hand = g.hands[i]
            for j in range(len(hand)):
                hand[j] = pool[k]
                k += 1
            hand.sort()
    for j in range(len(g.deck)):
        g.deck[j] = pool[k]
        k += 1
    return g


def _parse(cls, text, masked, reached=True):
    f = text.split(" ")
    if len(f) != 13 or f[0] != "RC1":
        raise ValueError("not a Royal Council position")
    g = object.__new__(cls)
    g.seats = _int(f[2], "n")
    if g.seats < cls.MIN_SEATS or g.seats > cls.MAX_SEATS:
        raise ValueError("bad seats")
    g.options = {"variant": _int(f[1], "v"), "target": _int(f[3], "t")}
    if g.options["variant"] not in (HANDS, DRAW, DECK) or g.options["target"] not in TARGETS:
        raise ValueError("bad options")
    g.setup(g.options["variant"], g.options["target"])
    g.seed = None if masked and f[4] == "s?" else _int(f[4], "s", True)
    g.round = _int(f[5], "r")
    g.dealer = _seat(f[6], "d", g.seats)
    g.to_move = _seat(f[7], "m", g.seats)
    g.scores = [_int(x, "") for x in _field(f[8], "S:").split(",")]
    g.piles = [_parse_cards(x, False) for x in _field(f[9], "P:").split("/")]
    g.hands = [_parse_cards(x, masked) for x in _field(f[10], "H:").split("/")]
    g.deck = _parse_cards(_field(f[11], "K:"), masked)
    g.dpos = 0
    if len(g.scores) != g.seats or len(g.piles) != 6 or len(g.hands) != g.seats:
        raise ValueError("bad counts")
    for hand in g.hands:
        hand.sort()
    g.refresh_tops()
    g.last = g.last_at_start = _parse_last(g, _field(f[12], "L:"))
    _check(g, reached)
    if reached and not masked:
        _check_deal(g)
    return g


def _check_deal(g):
    """The dealer and the cards where the seed's deal of the round put them (as
    RoyalCouncil.__init__ and _deal): the draw pile left, the whole deck's first card on
    each pile, each hand of the hands variant within what it was dealt; ValueError if not."""
    n = g.seats
    prng = Prng(g.seed)
    if g.dealer != (prng.below(n) + g.round) % n:
        raise ValueError("not this round's dealer")
    if g.round:
        prng = Prng(g.seed + DEAL_STEP * g.round)
    cards = prng.shuffle(deck_cards(g.variant))
    left = len(g.deck)
    if g.deck != cards[len(cards) - left:] if left else False:
        raise ValueError("not the seed's draw pile")
    first = (g.dealer + 1) % n
    for p in range(6 if g.variant == DECK else 0):
        if g.piles[p][0] != cards[p]:
            raise ValueError("not the seed's deal")
    for i in range(12 if g.variant == HANDS else 0):
        if cards[i] not in g.hands[(first + i) % n]:
            for s in range(n):
                if cards[i] in g.hands[s]:
                    raise ValueError("a card in a hand it was not dealt to")


def _parse_last(g, text):
    if text == "-":
        return NO_PLAY
    f = text.split(",")
    if len(f) != 6:
        raise ValueError("bad last play")
    seat = _seat(f[0], "", g.seats)
    move = f[1].split(">")
    if len(move) != 2:
        raise ValueError("bad last play")
    c = parse_card(move[0])
    p = _int(move[1], "")
    pts = [_int(x, "") for x in f[2:]]
    if p > 5 or max(pts) > 15 or pts[3] > 3:
        raise ValueError("bad last play")
    return c | p << 6 | seat << 9 | pts[0] << 11 | pts[1] << 15 | pts[2] << 19 | pts[3] << 23


def _check(g, reached):
    """ValueError unless the position is one that play can reach and go on from."""
    full = deck_cards(g.variant)
    count = bytearray(54)
    total = len(g.deck)
    for group in g.piles + g.hands:
        total += len(group)
        for c in group:
            count[c] += 1
    for c in g.deck:
        count[c] += 1
    for c in range(53):
        if count[c] > 1 or (count[c] and c not in full):
            raise ValueError("card %d twice or not in this game" % c)
    if total != len(full):
        raise ValueError("cards missing")
    if g.variant == DECK and g.empties:
        raise ValueError("an empty pile in the whole-deck variant")
    if g.empties and max([len(pile) for pile in g.piles]) > 1:
        raise ValueError("a pile covered during the appointment")
    winners = [i for i in range(g.seats) if g.scores[i] >= g.target]
    if (len(winners) > 1 or winners and (winners[0] != g.to_move or g.last == NO_PLAY)
            or not g.crib and sum(g.scores) < 12 * g.round):
        raise ValueError("bad scores")  # each of a round's 12 plays scores 1 or more
    g.winner = winners[0] if winners else -1
    _check_turn(g, len(full) - 6 * g.crib, len(winners), reached)


def _check_turn(g, plays, over, reached):
    """ValueError unless the seat to move, the hands and the last play fit the dealer and
    the k plays made of the round's `plays` (over: the last of them won the game)."""
    n = g.seats
    k = -6 * g.crib  # the cards on the piles beyond the deal
    for pile in g.piles:
        k += len(pile)
    before = k - over  # the plays before the seat to move began its turn
    if g.to_move != (g.dealer + 1 + before) % n:
        raise ValueError("not this seat's turn")
    early = g.variant == DRAW  # the mover draws before its play
    start = 3 if g.crib else 0 if early else 12 // n  # a hand at the deal
    draws = plays - 3 * n if g.crib else 12 if early else 0  # the round's draws
    for s in range(n):
        j = n - 1 - (s - g.dealer - 1) % n  # s moves (n - 1 - j)-th in the round
        want = start - (before + j) // n + (min(before + early, draws) + j) // n
        if len(g.hands[s]) != want - (over and s == g.to_move):  # the winning card
            raise ValueError("hand sizes impossible here")
    if g.last != NO_PLAY and not _last_fits(g, k, plays, over):
        raise ValueError("the last play does not fit")
    if not reached:
        return
    if (g.last == NO_PLAY) != (g.round == 0 and k == 0):
        raise ValueError("the last play does not fit")  # it stays from round to round
    # Each seat's score within what its plays can give: at least 1 a play (no cribbage
    # scoring), at most 42 (2 shapes of three, 18 each, and a pair of 6; cribbage 22).
    high = 22 if g.crib else 42
    first = (g.dealer + 1) % n
    for s in range(n):
        mine = (k + n - 1 - (s - first) % n) // n  # s's plays in this round
        if not ((0 if g.crib else mine + g.round * (plays // n)) <= g.scores[s]
                <= high * (mine + g.round * ((plays + n - 1) // n))):
            raise ValueError("a score the plays cannot give")


def _last_fits(g, k, plays, over):
    """True when the last play's seat, card and points fit: with k plays on the piles,
    its card is a pile's top and its points are what the other tops give; with none, it
    was the last play of the round before. Its seat's score holds those points, and was
    short of the target before them."""
    r = g.last
    seat = r >> 9 & 3
    pts = record_points(r)
    score = g.scores[seat] - sum(pts)
    if seat != (g.dealer + (k or plays - 1)) % g.seats or score < 0 or score >= g.target:
        return False
    if k:
        return g.top[r >> 6 & 7] == r & 63 and g.breakdown(r >> 6 & 7, r & 63) == pts
    return not over and g.round > 0


def _field(token, prefix):
    if not token.startswith(prefix):
        raise ValueError("expected " + prefix)
    return token[len(prefix):]


def _seat(token, prefix, seats):
    seat = _int(token, prefix)
    if seat >= seats:
        raise ValueError("bad seat: " + token)
    return seat


def _parse_cards(text, masked):
    if text == "-":
        return []
    out = []
    for t in text.split("."):
        if t == "?" and masked:
            out.append(HIDDEN)
        else:
            out.append(parse_card(t))
    return out
