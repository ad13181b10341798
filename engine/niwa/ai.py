"""Niwa AI: three levels that see only what game.view(seat) shows; budgets in nodes."""

# Every level scores hands with the round's exact scoring. A node is one scoring:
# a full one (rules.hand_score), or a quick one of the expert's, a hand plus one
# card, read from a per-value score table (objectives 1, 4-7) or from a summary of
# each colour (2, 3, 8): the same numbers in a few steps. Budgets are in nodes.
#   novice: swaps for what looks best but misjudges by up to 3 points and lets
#           gains below 2 go; when it takes a trio it lays its lowest cards.
#   casual: the swap that gains most, else a reveal; takes the trio that gains
#           most, laying the best three cards (every set tried).
#   expert: as casual, and also
#           - values a reveal by its exact chance to open a trio for it, over the
#             cards it has not seen (the stack is a random part of them);
#           - looks one card ahead: for its _KEEP best swaps, each card still to
#             come (an unseen card weighted by the copies the stack may reveal, a
#             row card at half that) is tried in place of every hand card (for
#             objectives 2, 3 and 8 of the _DROPS whose loss hurts least), and
#             its best gain counts (a slower board looks at fewer of those swaps:
#             engine.budget.budget);
#           - avoids laying the third colour of a value into the row (the next
#             player could reveal and take that trio);
#           - rather than reveal with nothing to gain, swaps for an equal card,
#             so that the next player must give up the first pick of a new card.
# Every level reveals once the table has gone its _STALL_ROUNDS rounds without a
# reveal, so games between AIs always end. The expert waits longer: a reveal gives
# the next player the first pick of the new card, and a rival who never reveals
# made the expert turn over every card when it stalled after 2 rounds (issue 40:
# 40% of 200 games against the person yardstick, 48% at 5 rounds). Integer
# arithmetic only, so that every VM makes the same choices. hint() gives the
# expert's move with a short reason (a key of text.TEXT).

from engine.budget import budget
from engine.modules import part
from engine.niwa.rules import (
    END,
    KINDS,
    LAY,
    REVEAL,
    STAGE_CHOOSE,
    STAGE_OFFER,
    STAGE_TURN,
    SWAP,
    TAKE,
    VALUES,
    hand_score,
    trio_mask,
)

LEVELS = ("novice", "casual", "expert")

_NOVICE = 0
_EXPERT = 2
_STALL_ROUNDS = (2, 2, 5)  # by level: reveal once idle reaches this many times the seats
_KEEP = 8  # the expert looks ahead for this many of its best swaps (on a PyBadge)
_SEPARATE = (1, 4, 5, 6, 7)  # objectives that score each value on its own
_STEP = (9, 3, 1)  # one more card of colour 0, 1, 2 in a value's code
_DROPS = 3  # objectives 2, 3, 8: cards tried in place of one to come
_BASE = bytes(k - k % 3 for k in range(KINDS))  # a kind's first kind of its value
_tables = [0, None]  # the objective of the table built last, and the table
_SUMMARY = [0, 0, 0, 0, bytearray(VALUES)]  # what _colours returns, reused
_TOP = ([0] * _KEEP, [0] * _KEEP)  # the expert's best swaps, reused (see _expert_turn)
_BEST = [0] * KINDS  # _potential's best gain of each card, reused
_NONE = 1 << 20  # above every loss * 64 + kind
# The expert's values are points x _UNIT: a card to come adds (its gain) x
# (expected copies revealed) x _UNIT / 10, a row card half that.
_UNIT = 640
_ROW_WEIGHT = 32
_REVEAL_BIAS = -640  # a reveal must promise a point more than a neutral swap

_nodes = [0]


def last_nodes():
    # The hand scorings spent by the last choose().
    return _nodes[0]


def _score(h, obj):
    _nodes[0] += 1
    return hand_score(h, obj)


def choose(game, seat, level, prng):
    # A legal move for seat, from what game.view(seat) shows.
    _nodes[0] = 0
    skill = LEVELS.index(level)
    know = game.view_game(seat, prng)  # what seat sees, the hidden cards dealt anew
    stage = know.stage()
    if stage == STAGE_TURN:
        if know.idle >= _STALL_ROUNDS[skill] * know.seats:
            return REVEAL
        if skill == _EXPERT:
            return _expert_turn(know, seat)
        return _simple_turn(know, seat, skill, prng)
    hand = know.hands[seat]
    obj = know.objective()
    mask = know.open_trios()
    if stage == STAGE_CHOOSE:
        return TAKE + _best_trio(hand, mask, obj)
    gain, lay = _best_take(know, hand, mask, 3 - len(know.laid), skill)
    if stage == STAGE_OFFER and gain <= 0:
        return END
    return LAY + lay


def _add_trio(hand, v, step):
    for k in range(v * 3, v * 3 + 3):
        hand[k] += step


def _best_trio(hand, mask, obj):
    # The value of the open trio (bits of mask) that scores best in hand.
    best = -1
    best_v = 0
    for v in range(VALUES):
        if mask >> v & 1:
            _add_trio(hand, v, 1)
            score = _score(hand, obj)
            _add_trio(hand, v, -1)
            if score > best:
                best = score
                best_v = v
    return best_v


def _best_take(know, hand, mask, count, skill):
    # (gain, first card to lay) of the best way to lay count more cards
    # and take a trio (only its sign matters: x _UNIT for the others, points for the
    # novice, who lays its lowest cards outside the trios).
    obj = know.objective()
    base = _score(hand, obj)
    if skill == _NOVICE:
        # the count lowest cards, those outside the open trios' values first (laid:
        # 6 bits a card)
        laid = n = 0
        for inside in range(2):
            for k in range(KINDS):
                if (mask >> (k // 3) & 1) == inside:
                    for _ in range(hand[k]):
                        if n < count:
                            laid |= k << 6 * n
                            n += 1
        for i in range(n):
            hand[laid >> 6 * i & 63] -= 1
        v = _best_trio(hand, mask, obj)
        _add_trio(hand, v, 1)
        gain = _score(hand, obj) - base
        _add_trio(hand, v, -1)
        for i in range(n):
            hand[laid >> 6 * i & 63] += 1
        return gain, laid & 63
    kinds = [k for k in range(KINDS) if hand[k]]
    best = [-_UNIT * 99, kinds[0]]
    row = know.row if skill == _EXPERT else None
    for v in range(VALUES):
        if mask >> v & 1:
            _lay_sets(hand, kinds, 0, count, v, obj, base, row, -1, best)
    return best[0], best[1]


def _lay_sets(hand, kinds, start, count, v, obj, base, row, first, best):
    # Try every multiset of count cards of kinds[start:] as the cards to lay for
    # trio v; keep the best (gain, first card) in best. With row (the expert), a
    # lay that leaves a new trio in the row for the next player costs half its
    # points.
    if count == 0:
        _add_trio(hand, v, 1)
        gain = (_score(hand, obj) - base) * _UNIT
        _add_trio(hand, v, -1)
        if row is not None:
            gain -= _left_trio(row, v)
        if gain > best[0]:
            best[0] = gain
            best[1] = first
        return
    for i in range(start, len(kinds)):
        k = kinds[i]
        if hand[k]:
            hand[k] -= 1
            if row is not None:
                row[k] += 1
            _lay_sets(hand, kinds, i, count - 1, v, obj, base, row, k if first < 0 else first,
                      best)
            if row is not None:
                row[k] -= 1
            hand[k] += 1


def _left_trio(row, v):
    # Cost (x _UNIT) of the trios the row keeps once trio v is taken (row holds
    # the cards being tried).
    _add_trio(row, v, -1)
    mask = trio_mask(row)
    _add_trio(row, v, 1)
    cost = 0
    for u in range(VALUES):
        if mask >> u & 1:
            cost += (20 - u) * _UNIT // 2
    return cost


def _simple_turn(know, seat, skill, prng):
    # Novice and casual: the swap that gains most (as they see it), else reveal.
    hand = know.hands[seat]
    row = know.row
    obj = know.objective()
    base = _score(hand, obj)
    takes = [k for k in range(KINDS) if row[k]]
    best = 1 if skill == _NOVICE else 0
    move = REVEAL
    for g in range(KINDS):
        if not hand[g]:
            continue
        hand[g] -= 1
        for t in takes:
            hand[t] += 1
            value = _score(hand, obj) - base
            hand[t] -= 1
            if skill == _NOVICE:
                value += prng.below(7) - 3
            if value > best:
                best = value
                move = SWAP + g * KINDS + t
        hand[g] += 1
    return move


def _expert_turn(know, seat):
    # The expert's swap or reveal (see the module docstring). Allocates little: a
    # move's garbage must be swept on the device, and it counts towards its peak heap.
    hand = know.hands[seat]
    row = know.row
    obj = know.objective()
    tab = _table(obj)
    base = _score(hand, obj)
    pool = know.unseen(seat)
    size = sum(pool)
    scale = 64 * len(know.stack)
    weights = bytearray(KINDS)  # at most 2 x 64 (or 64 + 32): a byte each
    for k in range(KINDS):
        weights[k] = pool[k] * scale // size + _ROW_WEIGHT * row[k]
    # the _KEEP best swaps by their immediate gain, best first: values and
    # give * KINDS + take
    values = _TOP[0]
    picks = _TOP[1]
    n = 0
    for g in range(KINDS):
        if not hand[g]:
            continue
        hand[g] -= 1
        without = _score(hand, obj)
        aid = _aid(hand, obj, tab)
        for t in range(KINDS):
            if row[t]:
                value = (without - base + _added(hand, t, obj, aid, without)) * _UNIT
                value -= _offer(row, g, t)
                if n < _KEEP or value > values[n - 1]:
                    i = n if n < _KEEP else n - 1  # a full list drops its last
                    while i and values[i - 1] < value:
                        values[i] = values[i - 1]
                        picks[i] = picks[i - 1]
                        i -= 1
                    values[i] = value
                    picks[i] = g * KINDS + t
                    if n < _KEEP:
                        n += 1
        hand[g] += 1
    best = _reveal_value(hand, row, pool, size, obj, base)
    move = REVEAL
    wanted = bytearray(KINDS)  # the kinds with a weight, then unused
    count = 0
    for k in range(KINDS):
        if weights[k]:
            wanted[count] = k
            count += 1
    now = _potential(hand, obj, tab, weights, wanted, count)
    for i in range(min(n, budget(_KEEP))):  # the best few, as many as the board affords
        g = picks[i] // KINDS
        t = picks[i] % KINDS
        hand[g] -= 1
        hand[t] += 1
        value = values[i] + _potential(hand, obj, tab, weights, wanted, count) - now
        hand[t] -= 1
        hand[g] += 1
        if value > best:
            best = value
            move = SWAP + picks[i]
    return move


def _offer(row, g, t):
    # Cost (x _UNIT) of laying g and taking t when that completes a trio in the
    # row: the next player could reveal and take it.
    i = g // 3 * 3
    if g == t or (row[i] and row[i + 1] and row[i + 2]):
        return 0
    row[g] += 1
    row[t] -= 1
    after = row[i] and row[i + 1] and row[i + 2]
    row[g] -= 1
    row[t] += 1
    return (20 - g // 3) * _UNIT // 2 if after else 0


def _potential(hand, obj, tab, weights, wanted, count):
    # What cards to come could add (x _UNIT): each wanted card (the first count of
    # wanted) times its weight and its best gain in place of some hand card (for
    # objectives 2, 3 and 8, of the _DROPS whose loss costs least; lower kind first
    # on equal losses).
    score = _score(hand, obj)
    best = _BEST
    for k in range(KINDS):
        best[k] = 0
    kinds = 0
    for g in range(KINDS):
        if hand[g]:
            kinds += 1
    if tab is None and kinds > _DROPS:
        # the three least (loss * 64 + kind), smallest first
        a = b = c = _NONE
        for g in range(KINDS):
            if hand[g]:
                hand[g] -= 1
                key = (score - _score(hand, obj)) * 64 + g
                hand[g] += 1
                if key < c:
                    c = key
                    if c < b:
                        b, c = c, b
                        if b < a:
                            a, b = b, a
        _drop(hand, obj, tab, a & 63, wanted, count, score, best)
        _drop(hand, obj, tab, b & 63, wanted, count, score, best)
        _drop(hand, obj, tab, c & 63, wanted, count, score, best)
    else:
        for g in range(KINDS):
            if hand[g]:
                _drop(hand, obj, tab, g, wanted, count, score, best)
    total = 0
    for i in range(count):
        k = wanted[i]
        total += weights[k] * best[k]
    return total


def _drop(hand, obj, tab, g, wanted, count, score, best):
    # Fold into best what each wanted card gains in place of g.
    hand[g] -= 1
    without = _score(hand, obj)
    _fold(hand, obj, _aid(hand, obj, tab), wanted, count, without - score, best)
    hand[g] += 1


def _fold(hand, obj, aid, wanted, count, offset, best):
    # best[k] = max(best[k], offset + the gain of adding k to hand), k in the first
    # count of wanted.
    #
    # _added() for many cards at once: the separate objectives' loop inlined.
    if obj not in _SEPARATE:
        for i in range(count):
            k = wanted[i]
            if hand[k] < 2:
                gain = offset + _added(hand, k, obj, aid, 0)
                if gain > best[k]:
                    best[k] = gain
        return
    _nodes[0] += count
    for n in range(count):
        k = wanted[n]
        i = _BASE[k]
        a = hand[i]
        if hand[k] < 2:
            j = i * 9 + a * 9 + hand[i + 1] * 3 + hand[i + 2]
            gain = offset + aid[j + _STEP[k - i]] - aid[j]
            if gain > best[k]:
                best[k] = gain


def _aid(hand, obj, tab):
    # What _added needs: the objective's table, or else _colours(hand, obj).
    return tab if tab is not None else _colours(hand, obj)


def _added(hand, k, obj, aid, score):
    # hand_score(hand + k) - score, where score is hand_score(hand) and aid is
    # _aid(hand, obj, _table(obj)): a few lookups instead of a scoring.
    _nodes[0] += 1
    i = _BASE[k]
    if obj in _SEPARATE:
        j = i * 9 + hand[i] * 9 + hand[i + 1] * 3 + hand[i + 2]
        return aid[j + _STEP[k - i]] - aid[j]
    v = i // 3
    c = k - i
    if aid[4][v] != c:
        # no new trio: one more card of colour c is left over
        if obj == 2:
            top = max(aid[0], aid[1], aid[2])
            return max(top, aid[c] + v) - top
        if obj == 3:
            return v - aid[c] if v > aid[c] >= 0 else (v if aid[c] < 0 else 0)
        return _run_gain(aid, c, v)
    # k completes a trio: each other colour keeps one card of value v fewer
    if obj == 2:
        top = max(aid[0], aid[1], aid[2])
        return 20 - v + max(aid[0] - (v if c else 0), aid[1] - (0 if c == 1 else v),
                            aid[2] - (0 if c == 2 else v)) - top
    hand[k] += 1  # another colour may lose its highest card or a run: score in full
    gain = _score(hand, obj) - score
    hand[k] -= 1
    return gain


def _colours(hand, obj):
    # [x0, x1, x2, best run, lone] where per colour x is, of the cards left over
    # after the trios, the sum (objective 2), the highest value or -1 (3), or the
    # values as a bit mask (8); best run is length * 64 + sum (8 only); lone[v] is
    # the colour that alone has the fewest cards of value v (3 if none does): a
    # card of that colour completes a trio.
    _nodes[0] += 1
    x0 = x1 = x2 = -1 if obj == 3 else 0
    out = _SUMMARY  # one summary is in use at a time: reused, no garbage
    lone = out[4]
    for v in range(VALUES):
        i = v * 3
        a = hand[i]
        b = hand[i + 1]
        c = hand[i + 2]
        t = a if a < b else b
        if c < t:
            t = c
        lone[v] = 0 if a < b and a < c else (1 if b < a and b < c else (2 if c < a and c < b
                                                                           else 3))
        a -= t
        b -= t
        c -= t
        if obj == 2:
            x0 += a * v
            x1 += b * v
            x2 += c * v
        elif obj == 3:
            if a:
                x0 = v
            if b:
                x1 = v
            if c:
                x2 = v
        else:
            if a:
                x0 |= 1 << v
            if b:
                x1 |= 1 << v
            if c:
                x2 |= 1 << v
    out[0] = x0
    out[1] = x1
    out[2] = x2
    out[3] = max(_best_run(x0), _best_run(x1), _best_run(x2)) if obj == 8 else 0
    return out


def _best_run(mask):
    # The longest run of set bits (values) as length * 64 + sum, higher sum on a tie.
    best = key = 0
    for v in range(VALUES):
        if mask >> v & 1:
            key += 64 + v
            if key > best:
                best = key
        else:
            key = 0
    return best


def _run_gain(aid, c, v):
    # Objective 8: what a card of value v and colour c adds to the best run.
    mask = aid[c]
    if mask >> v & 1:
        return 0
    key = 64 + v
    u = v - 1
    while u >= 0 and mask >> u & 1:
        key += 64 + u
        u -= 1
    u = v + 1
    while u < VALUES and mask >> u & 1:
        key += 64 + u
        u += 1
    best = aid[3]
    return (key & 63) - (best & 63) if key > best else 0


def _table(obj):
    # For an objective that scores each value on its own (1, 4, 5, 6, 7): the
    # points of value v with colour counts a, b, c at [v * 27 + a * 9 + b * 3 + c];
    # None for the others. The last one is kept.
    if obj not in _SEPARATE:
        return None
    if _tables[0] != obj:
        tab = bytearray(VALUES * 27)
        h = bytearray(KINDS)
        for v in range(VALUES):
            for code in range(27):
                h[v * 3] = code // 9
                h[v * 3 + 1] = code // 3 % 3
                h[v * 3 + 2] = code % 3
                tab[v * 27 + code] = hand_score(h, obj)
            h[v * 3] = h[v * 3 + 1] = h[v * 3 + 2] = 0
        _tables[0] = obj
        _tables[1] = tab
    return _tables[1]


def _reveal_value(hand, row, pool, size, obj, base):
    # Expected gain (x _UNIT) of revealing: the trio that lies open after it (for
    # sure, or when the unseen card that completes one comes), plus _REVEAL_BIAS.
    open_now = trio_mask(row)
    sure = 0
    if open_now:
        sure = max(0, _greedy_take(hand, open_now, obj, base))
    total = sure * size
    for v in range(VALUES):
        i = v * 3
        missing = -1
        have = 0
        for k in range(i, i + 3):
            if row[k]:
                have += 1
            else:
                missing = k
        if have == 2 and pool[missing]:
            gain = _greedy_take(hand, 1 << v, obj, base)
            if gain > sure:
                total += (gain - sure) * pool[missing]
    return total * _UNIT // size + _REVEAL_BIAS


def _greedy_take(hand, mask, obj, base):
    # Gain of taking the best trio of mask, laying three hand cards one at a time,
    # each the one whose loss hurts least.
    v = _best_trio(hand, mask, obj)
    _add_trio(hand, v, 1)
    laid = 0  # the three cards laid, 6 bits each
    best = base
    for n in range(3):
        best = -1
        pick = 0
        for k in range(KINDS):
            if hand[k] > (1 if k // 3 == v else 0):  # a card held before the trio came
                hand[k] -= 1
                score = _score(hand, obj)
                hand[k] += 1
                if score > best:
                    best = score
                    pick = k
        hand[pick] -= 1
        laid |= pick << 6 * n
    for n in range(3):
        hand[laid >> 6 * n & 63] += 1
    _add_trio(hand, v, -1)
    return best - base


def hint(game, seat, prng):
    # (move, reason key of text.TEXT): the expert's move for seat and what it does.
    # The reason's code is loaded for this one use (engine.niwa.ai_reason): it is not
    # on the heap while the game is played.
    move = choose(game, seat, LEVELS[-1], prng)
    return move, part(__name__, "reason").reason(game.view_game(seat, prng), seat,
                                                           move)
