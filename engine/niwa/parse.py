"""Niwa notation read back: decode() and from_view() of engine.niwa.rules.

Needed rarely (loading a save, tests), so rules loads it for each use with
engine.game.import_once: it is not on the heap while a game is played.
"""

from engine.niwa.rules import (
    HAND,
    IDLE_MAX,
    KINDS,
    OBJECTIVES,
    PHASE_OVER,
    PHASE_REVEALED,
    PHASE_TURN,
    ROW,
    STACK,
    VALUES,
)


def parse_card(text):
    # The kind for text such as '7G' or '10p'; ValueError if bad.
    n = len(text)
    colour = "PGOpgo".find(text[n - 1]) if n in (2, 3) else -1
    value = 0
    for i in range(n - 1):
        digit = ord(text[i]) - 48
        if digit < 0 or digit > 9 or (i and value != 1):
            colour = -1
        value = value * 10 + digit
    if colour < 0 or value >= VALUES:
        raise ValueError("bad card: " + text)
    return value * 3 + colour % 3


def decode(cls, text):
    # The game of encode() text (cls: the Niwa class).
    return _parse(cls, text, False)[0]


def from_view(cls, text, prng):
    # Niwa.from_view: a full game from view() text, every '?' filled at random.
    game, unknown = _parse(cls, text, True)
    pool = []
    for k in range(KINDS):
        for _ in range(unknown[k]):
            pool.append(k)
    prng.shuffle(pool)
    game.seed = prng.next30()
    i = 0
    for s in range(game.seats):
        hand = game.hands[s]
        for _ in range(game._holes[s]):
            hand[pool[i]] += 1
            i += 1
    stack = game.stack
    for j in range(len(stack)):
        if stack[j] < 0:
            stack[j] = pool[i]
            i += 1
    aside = game._aside
    while i < len(pool):
        aside[pool[i]] += 1
        i += 1
    del game._holes
    return game


_KEYS = ("seats", "rounds", "seed", "obj", "scores", "turn", "idle", "phase", "laid", "row",
         "stack", "aside")


def _parse(cls, text, masked):
    # (game, counts of unseen kinds) from notation; '?' only when masked.
    #
    # With masked, game._holes[s] counts the '?' in hand s, and the stack and the
    # set-aside cards hold -1 and nothing for theirs; from_view fills them.
    try:
        return _parse_fields(cls, text, masked)
    except (IndexError, KeyError, TypeError) as exc:
        raise ValueError("niwa: %r" % (exc,)) from None


def _int(text, low, high):
    if not text.isdigit():
        raise ValueError("number: " + text)
    value = int(text)
    if value < low or value > high:
        raise ValueError("range: " + text)
    return value


def _items(text, sep=","):
    return [] if text == "-" else text.split(sep)


def _read_cards(text, seen, masked, counts, order=None):
    # Count the cards of a list into counts and seen (and append the kinds, -1 for
    # '?' when masked, to order); the number of items.
    items = _items(text)
    for item in items:
        k = -1
        if not (masked and item == "?"):
            k = parse_card(item)
            if seen[k] == 2:
                raise ValueError("3rd " + item)
            seen[k] += 1
            counts[k] += 1
        if order is not None:
            order.append(k)
    return len(items)


def _fields(cls, text):
    # (seats, {key: value}) with every field present, in order, once.
    tokens = text.split(" ")
    if tokens[0] != "niwa1":
        raise ValueError("not niwa")
    fields = {}
    keys = list(_KEYS)
    seats = 0
    for i, token in enumerate(tokens[1:]):
        if i == len(_KEYS):
            seats = _int(fields["seats"], cls.MIN_SEATS, cls.MAX_SEATS)
            for s in range(seats):
                keys += ["hand%d" % s, "known%d" % s]
        if i >= len(keys):
            raise ValueError("extra " + token)
        key, eq, value = token.partition("=")
        if key != keys[i] or not eq or not value:
            raise ValueError("want " + keys[i])
        fields[key] = value
    if seats == 0 or len(fields) != len(keys):
        raise ValueError("fields")
    return seats, fields


def _parse_fields(cls, text, masked):
    seats, fields = _fields(cls, text)
    rounds = _int(fields["rounds"], 1, OBJECTIVES)
    seed = fields["seed"]
    game = cls(seats, 0 if masked and seed == "?" else int(seed), {"rounds": rounds}, deal=False)
    _parse_tournament(game, fields)
    seen = bytearray(KINDS)
    game.laid = [parse_card(c) for c in _items(fields["laid"])]
    game.row = bytearray(KINDS)
    _read_cards(fields["row"], seen, False, game.row)
    game.stack = []
    _read_cards(fields["stack"], seen, masked, bytearray(KINDS), game.stack)
    game._aside = bytearray(KINDS)
    if _read_cards(fields["aside"], seen, masked, game._aside) != (
            2 * KINDS - seats * HAND - STACK - ROW):
        raise ValueError("aside")
    game.hands = []
    game.known = []
    game._holes = []
    for s in range(seats):
        hand = bytearray(KINDS)
        size = _read_cards(fields["hand%d" % s], seen, masked, hand)
        known = bytearray(KINDS)
        _read_cards(fields["known%d" % s], bytearray(KINDS), False, known)
        if size != HAND - (len(game.laid) if s == game.to_move else 0):
            raise ValueError("hand size")
        for k in range(KINDS):
            if known[k] > hand[k]:
                raise ValueError("known")
        game.hands.append(hand)
        game.known.append(known)
        game._holes.append(size - sum(hand))
    _check_play(game)
    for k in range(KINDS):
        seen[k] = 2 - seen[k]
    if not masked:
        del game._holes
    return game, seen


def _parse_tournament(game, fields):
    # Objectives, scores, phase, turn and idle; ValueError if they disagree.
    game._obj = [_int(o, 1, OBJECTIVES) for o in _items(fields["obj"])]
    game._scores = [tuple(_int(p, 0, 999) for p in r.split(","))
                    for r in _items(fields["scores"], "/")]
    phase = fields["phase"]
    if phase not in (PHASE_TURN, PHASE_REVEALED, PHASE_OVER):
        raise ValueError("phase")
    done = len(game._scores)
    over = phase == PHASE_OVER
    if (len(set(game._obj)) != len(game._obj) or len(game._obj) != done + (0 if over else 1)
            or over != (done == game.rounds) or done > game.rounds):
        raise ValueError("rounds")
    for r in game._scores:
        if len(r) != game.seats:
            raise ValueError("scores")
    game._phase = phase
    game.to_move = game._log_seat = _int(fields["turn"], 0, game.seats - 1)
    game.idle = _int(fields["idle"], 0, IDLE_MAX)


def _check_play(game):
    # Stack, row and laid cards agree with the phase; ValueError if not.
    laid = game.laid
    if len(game.stack) > STACK or len(laid) > 3:
        raise ValueError("stack")
    if sum(game.row) != ROW + STACK - len(game.stack) + len(laid):
        raise ValueError("row size")
    if game._phase == PHASE_REVEALED:
        for k in laid:
            if laid.count(k) > game.row[k]:
                raise ValueError("laid")
        if not game.open_trios():
            raise ValueError("no trio")
    elif laid or (game._phase == PHASE_TURN) != bool(game.stack):
        raise ValueError("phase")
