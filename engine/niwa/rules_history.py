"""Niwa's rounds dealt and finished, and moves taken back (engine.niwa.rules).

A round is dealt and finished a few times a game, and moves are taken back now and
then, so the rules load this for those uses (engine.modules.part): it is not on
the heap while a round is played. Niwa.undo keeps it until the next play(), so that
taking back several moves compiles it once.
"""

from engine.niwa.rules import (
    END,
    FINISHED,
    HAND,
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
    hand_score,
    row_of,
)
from engine.prng import Prng


def deal(game):
    # Deal the next round from the seed and draw its objective. Later rounds reuse
    # the counts (finish() archived them): little garbage on the device.
    r = len(game.scores)
    prng = Prng(game.seed + 7919 * (r + 1))
    deck = bytearray(2 * KINDS)
    for i in range(2 * KINDS):
        deck[i] = i >> 1
    prng.shuffle(deck)
    n = game.seats
    if not r:
        game.hands = [bytearray(KINDS) for _ in range(n)]
        game.known = [bytearray(KINDS) for _ in range(n)]
        game.row = bytearray(KINDS)
        game.aside = bytearray(KINDS)
    for s in range(n):
        _count(game.hands[s], deck, s * HAND, s * HAND + HAND)
        _count(game.known[s], deck, 0, 0)
    top = n * HAND
    game.stack = [0] * STACK
    for i in range(STACK):
        game.stack[i] = deck[top + i]
    _count(game.row, deck, top + STACK, top + STACK + ROW)
    _count(game.aside, deck, top + STACK + ROW, 2 * KINDS)
    pick = prng.below(OBJECTIVES - len(game.objectives))  # among the objectives left
    obj = 0
    while pick >= 0:
        obj += 1
        if obj not in game.objectives:
            pick -= 1
    game.objectives.append(obj)
    game.to_move = game.log_seat = r % n
    game.phase = PHASE_TURN
    game.laid = []
    game.idle = 0


def finish(game):
    # End the round (the turn has passed on): score the hands, archive the round
    # for undo and the breakdowns, and deal the next one, or end the tournament.
    obj = game.objectives[-1]
    game.scores.append(tuple(hand_score(h, obj) for h in game.hands))
    # One bytes a round: the hands, the known cards, the row, the set-aside cards
    # (None for the last round: its cards stay where they are).
    packed = None
    if len(game.scores) < game.rounds:
        n = game.seats
        packed = bytearray((2 * n + 2) * KINDS)
        for s in range(n):
            packed[s * KINDS : s * KINDS + KINDS] = game.hands[s]
            packed[(n + s) * KINDS : (n + s) * KINDS + KINDS] = game.known[s]
        packed[2 * n * KINDS : 2 * n * KINDS + KINDS] = game.row
        packed[2 * n * KINDS + KINDS :] = game.aside
    game.archive.append((packed, game.idle, game.to_move, game.round_start,
                          game.log_seat))
    if packed is None:
        game.phase = PHASE_OVER
    else:
        deal(game)


def undo(game):
    # Take back the last move and return it (Niwa.undo); IndexError if there is none.
    rec = game.records.pop()
    move = rec & 2047
    if rec & FINISHED:
        _unfinish(game)
    # the mover: still to move during a trio take, else the seat before
    seat = game.to_move
    if game.phase != PHASE_REVEALED:
        seat = (seat - 1) % game.seats
    hand = game.hands[seat]
    row = game.row
    known = game.known[seat]
    game.to_move = seat
    if move == REVEAL:
        c = (rec >> 12) & 63
        row[c] -= 1
        game.stack.append(c)
        game.idle = rec >> 18
        game.phase = PHASE_TURN
        game.laid = []
    elif move == END:
        game.phase = PHASE_REVEALED
    elif move < TAKE:
        k = move - LAY
        hand[k] += 1
        row[k] -= 1
        known[k] += (rec >> 12) & 1
        game.laid.pop()
    elif move < SWAP:
        v = move - TAKE
        for k in range(v * 3, v * 3 + 3):
            row[k] += 1
            hand[k] -= 1
            known[k] -= 1
        game.laid = [(rec >> 12) & 63, (rec >> 18) & 63, (rec >> 24) & 63]
        game.phase = PHASE_REVEALED
    else:
        g = (move - SWAP) // KINDS
        t = (move - SWAP) % KINDS
        known[t] -= 1
        known[g] += (rec >> 12) & 1
        game.idle -= (rec >> 13) & 1
        hand[t] -= 1
        row[t] += 1
        row[g] -= 1
        hand[g] += 1
    return move


def _unfinish(game):
    # Undo the end of a round: back to the moment the last turn ended.
    if game.phase == PHASE_OVER:
        game.phase = PHASE_TURN
    else:
        game.objectives.pop()
    game.scores.pop()
    packed, game.idle, game.to_move, game.round_start, game.log_seat = (
        game.archive.pop())
    if packed is not None:
        n = game.seats
        game.hands = [row_of(packed, s) for s in range(n)]
        game.known = [row_of(packed, n + s) for s in range(n)]
        game.row = row_of(packed, 2 * n)
        game.aside = row_of(packed, 2 * n + 1)
    game.stack = []
    game.laid = []


def _count(counts, deck, start, end):
    # counts (zeroed first) of the kinds of deck[start:end].
    for k in range(KINDS):
        counts[k] = 0
    for i in range(start, end):
        counts[deck[i]] += 1
