"""Niwa notation written and read back: encode() and view() (write()), decode(),
from_view() and parse_move() of engine.niwa.rules, and a move's text (move_text()).

Needed now and then (a save written or loaded, tests), so rules loads it
for each use with engine.modules.part: it is not on the heap the rest of the time. It
reads the text's bytes in place with a cursor (no split into words and cards), so that
restoring a save makes little garbage on the device.
"""

from engine.game import IllegalMove
from engine.niwa.rules import (
    END,
    HAND,
    IDLE_MAX,
    KINDS,
    LAY,
    OBJECTIVES,
    PHASE_OVER,
    PHASE_REVEALED,
    PHASE_TURN,
    REVEAL,
    ROW,
    STACK,
    SWAP,
    TAKE,
    VALUES,
    hand_score,
)
from engine.prng import Prng

COLOURS = "PGO"

_src = b""  # the text being read, as bytes
_pos = 0  # the cursor in it


def card_text(kind):
    # '7G' for a kind.
    return str(kind // 3) + COLOURS[kind % 3]


def move_text(move):
    # Niwa.move_text: 'reveal', 'end', 'lay 5P', 'trio 5', 'swap 2G 7P'.
    if move == REVEAL:
        return "reveal"
    if move == END:
        return "end"
    if LAY <= move < LAY + KINDS:
        return "lay " + card_text(move - LAY)
    if TAKE <= move < TAKE + VALUES:
        return "trio %d" % (move - TAKE)
    if SWAP <= move < SWAP + KINDS * KINDS:
        pair = move - SWAP
        return "swap %s %s" % (card_text(pair // KINDS), card_text(pair % KINDS))
    raise ValueError("not a move: %r" % (move,))


def parse_move(game, text):
    # Niwa.parse_move: the legal move whose text is text; IllegalMove if none.
    for move in game.legal_moves():
        if move_text(move) == text:
            return move
    raise IllegalMove(text)


def parse_card(text):
    # The kind for text such as '7G' or '10p'; ValueError if bad.
    _start(text)
    k = _card(False)
    _end()
    return k


def decode(cls, text):
    # The game of encode() text (cls: the Niwa class).
    return _parse(cls, text, False)[0]


def designed(cls, text):
    # A position set by hand (tests, tools): read as decode() reads it, without the
    # checks against the seed's deal (the objectives, stack, set-aside cards).
    return _parse(cls, text, False, False)[0]


def from_view(cls, text, prng):
    # Niwa.from_view: a full game from view() text, every '?' filled at random.
    game, unknown, holes = _parse(cls, text, True)
    pool = []
    for k in range(KINDS):
        for _ in range(unknown[k]):
            pool.append(k)
    prng.shuffle(pool)
    game.seed = prng.next30()
    i = 0
    for s in range(game.seats):
        hand = game.hands[s]
        for _ in range(holes[s]):
            hand[pool[i]] += 1
            i += 1
    stack = game.stack
    for j in range(len(stack)):
        if stack[j] < 0:
            stack[j] = pool[i]
            i += 1
    aside = game.aside
    while i < len(pool):
        aside[pool[i]] += 1
        i += 1
    return game


# --- the cursor -------------------------------------------------------------------


def _start(text):
    global _src, _pos
    _src = text.encode()
    _pos = 0


def _end():
    if _pos != len(_src):
        raise ValueError("niwa: extra text")


def _byte():
    # The byte at the cursor, 0 at the end.
    return _src[_pos] if _pos < len(_src) else 0


def _skip(byte):
    # True (and past it) when the cursor is at byte.
    global _pos
    if _byte() == byte:
        _pos += 1
        return True
    return False


def _letter(letters):
    # The index in letters of the byte at the cursor (and past it), or -1.
    global _pos
    b = _byte()
    for i in range(len(letters)):
        if letters[i] == b:
            _pos += 1
            return i
    return -1


def _key(word):
    # Past word (such as b" seats="); ValueError if the text does not go on with it.
    global _pos
    if not _src.startswith(word, _pos):
        raise ValueError("niwa: want " + word.decode())
    _pos += len(word)


def _num(low, high):
    # A decimal number from low to high, no leading zero (read no further than high).
    global _pos
    start = _pos
    value = 0
    while 48 <= _byte() <= 57 and value <= high:
        value = value * 10 + _byte() - 48
        _pos += 1
    if (_pos == start or (value and _src[start] == 48) or _pos > start + 1 and not value
            or value < low or value > high):
        raise ValueError("niwa: number")
    return value


def _nums(low, high):
    # A comma-separated list of numbers ('-': none).
    out = []
    if not _skip(45):
        out.append(_num(low, high))
        while _skip(44):
            out.append(_num(low, high))
    return out


def _card(masked):
    # The kind of the card at the cursor ('7G', '10p'), or -1 for '?' when masked.
    if masked and _skip(63):
        return -1
    value = _num(0, VALUES - 1)
    colour = _letter(b"PGOpgo")
    if colour < 0:
        raise ValueError("niwa: colour")
    return value * 3 + colour % 3


def _cards(masked, seen, counts, order):
    # Count a card list ('-': none) into counts and seen (and append the kinds, -1
    # for '?' when masked, to order); the number of cards.
    if _skip(45):
        return 0
    n = 0
    while True:
        k = _card(masked)
        if k >= 0:
            if seen[k] == 2:
                raise ValueError("niwa: a 3rd card")
            seen[k] += 1
            counts[k] += 1
        if order is not None:
            order.append(k)
        n += 1
        if not _skip(44):
            return n


# --- the fields ---------------------------------------------------------------------


def _parse(cls, text, masked, reached=True):
    # (game, counts of unseen kinds, holes) from notation; '?' only when masked.
    #
    # holes[s] counts the '?' in hand s, and with masked the stack and the set-aside
    # cards hold -1 and nothing for theirs; from_view fills them.
    try:
        return _parse_fields(cls, text, masked, reached)
    except (IndexError, KeyError, TypeError) as exc:
        raise ValueError("niwa: %r" % (exc,)) from None


def _parse_fields(cls, text, masked, reached):
    _start(text)
    _key(b"niwa1 seats=")
    seats = _num(cls.MIN_SEATS, cls.MAX_SEATS)
    _key(b" rounds=")
    rounds = _num(1, OBJECTIVES)
    _key(b" seed=")
    seed = 0
    if not (masked and _skip(63)):
        seed = -_num(1, 0x3FFFFFFF) if _skip(45) else _num(0, 0x3FFFFFFF)  # small ints
    game = cls(seats, seed, {"rounds": rounds}, deal=False)
    _parse_tournament(game)
    seen = bytearray(KINDS)
    _key(b" laid=")
    game.laid = []
    _cards(False, bytearray(KINDS), bytearray(KINDS), game.laid)
    _key(b" row=")
    game.row = bytearray(KINDS)
    _cards(False, seen, game.row, None)
    _key(b" stack=")
    game.stack = []
    _cards(masked, seen, bytearray(KINDS), game.stack)
    _key(b" aside=")
    game.aside = bytearray(KINDS)
    if _cards(masked, seen, game.aside, None) != 2 * KINDS - seats * HAND - STACK - ROW:
        raise ValueError("niwa: aside")
    game.hands = []
    game.known = []
    holes = []
    for s in range(seats):
        _key(b" hand")
        _num(s, s)
        _key(b"=")
        hand = bytearray(KINDS)
        size = _cards(masked, seen, hand, None)
        _key(b" known")
        _num(s, s)
        _key(b"=")
        known = bytearray(KINDS)
        _cards(False, bytearray(KINDS), known, None)
        if size != HAND - (len(game.laid) if s == game.to_move else 0):
            raise ValueError("niwa: hand size")
        for k in range(KINDS):
            if known[k] > hand[k]:
                raise ValueError("niwa: known")
        game.hands.append(hand)
        game.known.append(known)
        holes.append(size - sum(hand))
    _end()
    _check_play(game)
    if reached and not masked:
        _check_deal(game)
    for k in range(KINDS):
        seen[k] = 2 - seen[k]
    return game, seen, holes


def _parse_tournament(game):
    # Objectives, scores, turn, idle and phase; ValueError if they disagree.
    _key(b" obj=")
    game.objectives = _nums(1, OBJECTIVES)
    _key(b" scores=")
    game.scores = []
    if not _skip(45):
        game.scores.append(tuple(_nums(0, 999)))
        while _skip(47):  # '/' between rounds
            game.scores.append(tuple(_nums(0, 999)))
    _key(b" turn=")
    game.to_move = game.log_seat = _num(0, game.seats - 1)
    _key(b" idle=")
    game.idle = _num(0, IDLE_MAX)
    _key(b" phase=")
    phase = _letter(b"TRE")
    if phase < 0:
        raise ValueError("niwa: phase")
    game.phase = (PHASE_TURN, PHASE_REVEALED, PHASE_OVER)[phase]
    done = len(game.scores)
    over = game.phase == PHASE_OVER
    objectives = game.objectives
    if (len(set(objectives)) != len(objectives) or len(objectives) != done + (0 if over else 1)
            or over != (done == game.rounds) or done > game.rounds):
        raise ValueError("niwa: rounds")
    if game.idle and game.phase != PHASE_TURN:
        raise ValueError("niwa: idle")  # a reveal restarts the count (and the last ends)
    for r in game.scores:
        if len(r) != game.seats or max(r) > 90:  # 9 cards of at most 10 points each
            raise ValueError("niwa: scores")


def _check_play(game):
    # Stack, row and laid cards agree with the phase; ValueError if not.
    laid = game.laid
    if len(game.stack) > STACK or len(laid) > 3:
        raise ValueError("niwa: stack")
    if sum(game.row) != ROW + STACK - len(game.stack) + len(laid):
        raise ValueError("niwa: row size")
    if game.phase == PHASE_REVEALED:
        for k in laid:
            if laid.count(k) > game.row[k]:
                raise ValueError("niwa: laid")
        if not game.open_trios():
            raise ValueError("niwa: no trio")
    elif laid or (game.phase == PHASE_TURN) != bool(game.stack):
        raise ValueError("niwa: phase")
    elif game.phase == PHASE_OVER:
        for s in range(game.seats):  # the last round's hands are still held
            if game.scores[-1][s] != hand_score(game.hands[s], game.objectives[-1]):
                raise ValueError("niwa: scores")


def _check_deal(game):
    # The seed's deal of this round and the objectives agree with the position (the
    # stack is what is left of the dealt one, the set-aside cards are the dealt ones;
    # before any move of a round, everything is as dealt); ValueError if not.
    objectives = game.objectives
    n = game.seats
    deck = bytearray(2 * KINDS)
    for r in range(len(objectives)):
        prng = Prng(game.seed + 7919 * (r + 1))  # as rules_history.deal
        for i in range(2 * KINDS):
            deck[i] = i >> 1
        prng.shuffle(deck)
        pick = prng.below(OBJECTIVES - r)
        obj = 0
        while pick >= 0:
            obj += 1
            if obj not in objectives[:r]:
                pick -= 1
        if objectives[r] != obj:
            raise ValueError("niwa: objective")
    if game.phase == PHASE_OVER:
        return
    top = n * HAND
    stack = game.stack
    counts = bytearray(KINDS)
    for k in deck[top + STACK + ROW:]:
        counts[k] += 1
    if bytes(counts) != bytes(game.aside) or bytes(deck[top : top + len(stack)]) != bytes(stack):
        raise ValueError("niwa: not the seed's deal")
    fresh = len(stack) == STACK and game.idle < IDLE_MAX  # no reveal yet this round
    known = 0
    for s in range(n):
        known += sum(game.known[s])
    # With no reveal, each move of the round is a swap (idle counts them) that shows
    # one card taken; before the first, every hand is as dealt, and seat 0 begins.
    if fresh and (known > game.idle or not objectives[1:] and game.to_move != game.idle % n):
        raise ValueError("niwa: moves that were not made")
    if fresh and not game.idle:
        for s in range(n + 1):
            counts = bytearray(KINDS)
            for k in deck[s * HAND : s * HAND + (HAND if s < n else STACK + ROW)]:
                counts[k] += 1
            if s == n:
                for k in stack:
                    counts[k] -= 1
            if bytes(counts) != bytes(game.hands[s] if s < n else game.row):
                raise ValueError("niwa: not the seed's deal")


# --- writing ------------------------------------------------------------------
def write(game, seat):
    # The notation of game (encode(); seat >= 0: view(seat), masking what that seat
    # cannot see), written into one bytearray, so that it makes little garbage.
    masked = seat >= 0
    out = bytearray(b"niwa1 seats=")
    _put_num(out, game.seats)
    out.extend(b" rounds=")
    _put_num(out, game.rounds)
    out.extend(b" seed=")
    out.extend(b"?" if masked else str(game.seed).encode())
    out.extend(b" obj=")
    _put_nums(out, game.objectives, 44)
    out.extend(b" scores=")
    for r in range(len(game.scores)):
        if r:
            out.append(47)  # '/'
        _put_nums(out, game.scores[r], 44)
    if not game.scores:
        out.append(45)
    out.extend(b" turn=")
    _put_num(out, game.to_move)
    out.extend(b" idle=")
    _put_num(out, game.idle)
    out.extend(b" phase=")
    out.extend(game.phase.encode())
    out.extend(b" laid=")
    _put_cards(out, game.laid, 0)
    out.extend(b" row=")
    _put_counts(out, game.row, 0)
    out.extend(b" stack=")
    _put_cards(out, game.stack, len(game.stack) if masked else 0)
    out.extend(b" aside=")
    _put_counts(out, None if masked else game.aside, sum(game.aside) if masked else 0)
    for s in range(game.seats):
        hidden = 0
        if masked and s != seat and game.phase != PHASE_OVER:
            hidden = HAND - len(game.laid) if s == game.to_move else HAND
            hidden -= sum(game.known[s])
        out.extend(b" hand")
        _put_num(out, s)
        out.append(61)  # '='
        _put_counts(out, game.known[s] if hidden else game.hands[s], hidden)
        out.extend(b" known")
        _put_num(out, s)
        out.append(61)
        _put_counts(out, game.known[s], 0)
    return out.decode()


def _put_num(out, n):
    if n >= 10:
        _put_num(out, n // 10)
    out.append(48 + n % 10)


def _put_nums(out, numbers, sep):
    for i in range(len(numbers)):
        if i:
            out.append(sep)
        _put_num(out, numbers[i])


def _put_card(out, kind, first):
    if not first:
        out.append(44)  # ','
    _put_num(out, kind // 3)
    out.append(ord(COLOURS[kind % 3]))


def _put_cards(out, kinds, hidden):
    # A card list (or '-'), the first `hidden` of them written as '?'.
    for i in range(len(kinds)):
        if i < hidden:
            out.extend(b",?" if i else b"?")
        else:
            _put_card(out, kinds[i], i == 0)
    if not kinds:
        out.append(45)  # '-'


def _put_counts(out, counts, hidden):
    # The cards of counts (None: none) in kind order, then `hidden` '?' ('-' if none).
    first = True
    for k in range(KINDS if counts else 0):
        for _ in range(counts[k]):
            _put_card(out, k, first)
            first = False
    for _ in range(hidden):
        out.extend(b"?" if first else b",?")
        first = False
    if first:
        out.append(45)
