"""Royal Council AI levels, from a learner to a player who weighs every reply.

Every level sees only game.view(seat): the position is rebuilt from it (view_game,
the same game as from the view text) with the cards it cannot see dealt at random,
and only the expert looks at such deals (as samples of what the others might hold).

  beginner  scores the neighbours and the opposite card only (the triangle is the
            shape learners overlook); else it counts the lone card.
  casual    the play that scores most now.
  skilled   the most now, minus what the next player can score in reply (less so
            with more players): for each unseen card the best reply it allows, then
            the exact expected best of the hand the next player holds (order
            statistics of a random hand). A play that reaches the target comes
            first; a reply that would reach it counts as a heavy loss.
  expert    the same for every later opponent of the round, plus its own best
            follow-up, weighted by variant and seats. In the hands variant its best few
            plays are then searched again over sampled deals of the unseen cards:
            each opponent answers greedily in turn, then it scores its own best
            follow-up on the board they leave.

Budgets are counted in nodes: one node is one card scored on one pile.
hint() gives the expert's play with a short reason (a key of text.TEXT).
"""

from engine.royal_council.rules import (
    DRAW,
    EMPTY,
    HANDS,
    RANKS,
    SUITS,
    RoyalCouncil,
    shape_piles,
)

LEVELS = ("beginner", "casual", "skilled", "expert")

# In eighths of the play's own points: (weight of the own follow-up, weights of the best
# replies of the next, second and third opponent), by seats (2, 3, 4); the expert's
# also by variant. Tuned in seeded games against the casual and skilled levels.
_SKILLED = ((0, (8,)), (0, (4,)), (0, (4,)))
_EXPERT = (
    ((8, (16,)), (4, (4, 2, 1)), (4, (4, 2, 1))),  # hands
    ((0, (5,)), (0, (5,)), (0, (5,))),  # draw pile
    ((2, (8,)), (2, (8,)), (2, (8,))),  # whole deck
)
# The expert's second look (the hands variant only, where it measured stronger):
# candidates, at most this many deals, the playout weights by seats, the node budget.
_CANDIDATES = 4
_SAMPLES = 8
_PLAYOUT = {2: (4, (8,)), 3: (4, (4, 2)), 4: (4, (4, 2, 1))}
_BUDGET = 3000

_LOSS = 60  # what a reply that reaches the target counts as
WIN = 1 << 28  # the value of a play that reaches the target

_nodes = [0]


def last_nodes():
    """Cards scored on a pile by the last choose()."""
    return _nodes[0]


def choose(game, seat, level, prng):
    """A legal move for seat at the given level (a key of LEVELS)."""
    g = game.view_game(seat, prng)
    moves = g.legal_moves()
    _nodes[0] = len(moves)
    if level == "beginner":
        values = [_beginner_value(g, m) for m in moves]
    elif level == "casual":
        values = [g.gain(m & 7, m >> 3) for m in moves]
    else:
        expert = level == "expert"
        weights = (_EXPERT[g.variant] if expert else _SKILLED)[g.seats - 2]
        values = _lookahead(g, seat, moves, weights)
        if expert and g.variant == HANDS and len(moves) > 1 and max(values) < WIN:
            moves, values = _refine(g, seat, moves, values, prng)
    best = max(values)
    ties = [m for m, v in zip(moves, values) if v == best]
    return ties[prng.below(len(ties))] if len(ties) > 1 else ties[0]


def _beginner_value(g, m):
    a, _, o, lone = g.breakdown(m & 7, m >> 3)
    return a + o if a + o else lone


def _binomial(n, k):
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r


def _hand_sizes(g, seat):
    """Sizes of the hands the later opponents choose from, up to the round's end."""
    out = []
    for j in range(1, g.seats):
        if g.variant == DRAW:
            k = 1 if g.deck_left() >= j else 0
        else:
            k = len(g.hands[(seat + j) % g.seats])
        if not k:
            break
        out.append(k)
    return out


def _lookahead(g, seat, moves, weights):
    """Values (ints, 8192 a point) of moves: gain, expected best replies, follow-up."""
    own_w, reply_w = weights
    n = g.seats
    unseen = g.unseen(seat)
    count = len(unseen)
    # For each later opponent j: what it needs to win, and the chance (in 1024ths,
    # times its weight) that the best card of its hand is the i-th best unseen card.
    terms = []
    sizes = _hand_sizes(g, seat)
    for j in range(min(len(sizes), len(reply_w))):
        k = sizes[j]
        den = _binomial(count, k)
        w = [(reply_w[j] * 2048 * _binomial(count - 1 - i, k - 1) + den) // (2 * den)
             for i in range(count)]
        terms.append((g.target - g.scores[(seat + j + 1) % n], w))
    rk, su = _ranks_suits(unseen)
    mine = g.hands[seat]
    mrk, msu = _ranks_suits(mine)
    replies = [0] * count
    own = [0] * len(mine)
    out = []
    for m in moves:
        c = m >> 3
        p = m & 7
        gain = g.gain(p, c)
        if g.scores[seat] + gain >= g.target:
            out.append(WIN)
            continue
        old = _place(g, p, c)
        value = 8192 * gain
        if terms:
            _best_each(g, rk, su, 0, count, replies, None)
            replies.sort()
            for need, weight in terms:
                threat = 0
                for i in range(count):
                    v = replies[count - 1 - i]
                    threat += weight[i] * (_LOSS if v >= need else v)
                value -= threat
        if own_w:
            value += own_w * 1024 * _follow_up(g, mine, mrk, msu, c, own)
        _place(g, p, old)
        out.append(value)
    return out


def _refine(g, seat, moves, values, prng):
    """The best few moves again over sampled deals of the unseen cards: each later
    opponent plays its best card greedily in turn, then the own best follow-up counts.
    The same deals serve every move. Returns (moves, values) of those few."""
    order = sorted(range(len(moves)), key=lambda i: -values[i])[:_CANDIDATES]
    cand = [moves[i] for i in order]
    own_w, reply_w = _PLAYOUT[g.seats]
    sizes = _hand_sizes(g, seat)[:len(reply_w)]
    pool = g.unseen(seat)
    mine = g.hands[seat]
    cost = 6 * (sum(sizes) + len(mine)) * len(cand)
    samples = min(_SAMPLES, (_BUDGET - _nodes[0]) // cost)
    if g.seats == 2 and g.deck_left() == 0:
        samples = min(samples, 1)  # the other hand is known: one deal is all deals
    if samples < 1:
        return moves, values
    total = [0] * len(cand)
    out = [0] * len(pool)
    where = [0] * len(pool)
    rk, su = _ranks_suits(pool)
    mrk, msu = _ranks_suits(mine)
    own = [0] * len(mine)
    undo = [0] * (2 * len(sizes) + 2)  # pile, old top, for each card placed
    for _ in range(samples):
        prng.shuffle(pool)
        for i in range(len(pool)):
            rk[i] = RANKS[pool[i]]
            su[i] = SUITS[pool[i]]
        for ci in range(len(cand)):
            c = cand[ci] >> 3
            p = cand[ci] & 7
            v = 8 * g.gain(p, c)
            undo[0] = p
            undo[1] = _place(g, p, c)
            start = 0
            for j in range(len(sizes)):
                i = _greedy(g, rk, su, start, start + sizes[j], out, where)
                start += sizes[j]
                gain = out[i]
                if g.scores[(seat + j + 1) % g.seats] + gain >= g.target:
                    gain = _LOSS
                v -= reply_w[j] * gain
                undo[2 * j + 2] = where[i]
                undo[2 * j + 3] = _place(g, where[i], pool[i])
            v += own_w * _follow_up(g, mine, mrk, msu, c, own)
            for k in range(2 * len(sizes), -1, -2):
                _place(g, undo[k], undo[k + 1])
            total[ci] += v
    return cand, total


def _ranks_suits(cards):
    """The cards' ranks and suits."""
    return bytearray([RANKS[c] for c in cards]), bytearray([SUITS[c] for c in cards])


def _place(g, q, d):
    """Put card d (or EMPTY) on top of pile q for a look ahead; returns the old top."""
    top = g.top
    old = top[q]
    g.empties += (d == EMPTY) - (old == EMPTY)
    top[q] = d
    return old


def _follow_up(g, mine, mrk, msu, played, out):
    """The best gain of the hand's cards other than played, on the board as it is."""
    _best_each(g, mrk, msu, 0, len(mine), out, None)
    best = 0
    for i in range(len(mine)):
        if mine[i] != played and out[i] > best:
            best = out[i]
    return best


def _greedy(g, rk, su, lo, hi, out, where):
    """The index of the best immediate play among cards lo..hi-1 (gain in out)."""
    _best_each(g, rk, su, lo, hi, out, where)
    best = lo
    for i in range(lo + 1, hi):
        if out[i] > out[best]:
            best = i
    return best


def _best_each(g, rk, su, lo, hi, out, where):
    """out[i] = the best gain of card i (lo <= i < hi) on the open piles, and where[i]
    its pile (unless where is None). rk, su: the cards' ranks and suits."""
    t = g.top
    rows = g._rows
    t3 = g._t3
    t2 = g._t2
    crib = g.crib
    empties = g.empties
    for i in range(lo, hi):
        out[i] = -1
    _nodes[0] += (hi - lo) * (empties or 6)
    for q in range(6):
        if empties and t[q] != EMPTY:
            continue  # the appointment: only empty places are open
        a = t[q - 1]
        b = t[q - 5]
        x = t[q - 4]
        y = t[q - 2]
        o = t[q - 3]
        i1 = rows[RANKS[a] * 14 + RANKS[b]] * 14
        i2 = rows[RANKS[x] * 14 + RANKS[y]] * 14
        ro = RANKS[o]
        po = t2[ro]  # what a card of the opposite pile's rank scores with it
        f1 = SUITS[a] if SUITS[a] == SUITS[b] else 9
        f2 = SUITS[x] if SUITS[x] == SUITS[y] else 9
        fo = SUITS[o] if crib else 9
        for i in range(lo, hi):
            r = rk[i]
            s = su[i]
            v1 = t3[i1 + r]
            v2 = t3[i2 + r]
            v = v1 + v2 + (po if r == ro else 0)
            if s == f1:
                v += 3 if crib else v1
            if s == f2:
                v += 3 if crib else v2
            if s == fo:
                v += 2
            if v == 0 and not crib:
                v = r - 9  # the lone card: K 3, Q 2, J 1
            if v > out[i]:
                out[i] = v
                if where is not None:
                    where[i] = q


# A cribbage shape's melds by what they score, most first: the one a hint names.
_CRIB_ORDER = ("m_three", "m_run", "m_flush", "m_pair")


def hint(game, seat, prng):
    """(move, reason key of text.TEXT): the expert's play for seat and what it does."""
    move = choose(game, seat, LEVELS[-1], prng)
    g = RoyalCouncil.from_view(game.view(seat), seat, prng)
    return move, _reason(g, seat, move)


def _reason(g, seat, move):
    """The first that applies: the play reaches the target; its best shape's meld; it
    leaves the next player less than the play that scores most now (by the best unseen
    reply); the lone card."""
    c = move >> 3
    p = move & 7
    pts = g.breakdown(p, c)
    if g.scores[seat] + sum(pts) >= g.target:
        return "hint_win"
    best = 0
    for i in (1, 2):
        if pts[i] > pts[best]:
            best = i
    if pts[best]:
        cards = [c] + [g.top[q] for q in shape_piles(p)[best]]
        melds = g.meld_keys(cards)
        if g.crib:
            melds = [k for k in _CRIB_ORDER if k in melds]
        return "hint_" + melds[0]
    unseen = g.unseen(seat)
    if unseen:
        greedy = max(g.legal_moves(), key=lambda m: g.gain(m & 7, m >> 3))
        if _threat(g, unseen, p, c) < _threat(g, unseen, greedy & 7, greedy >> 3):
            return "hint_safe"
    return "hint_lone" if pts[3] else "hint_best"


def _threat(g, unseen, p, c):
    """The most any unseen card could score in reply once c lies on pile p."""
    rk, su = _ranks_suits(unseen)
    out = [0] * len(unseen)
    old = _place(g, p, c)
    _best_each(g, rk, su, 0, len(unseen), out, None)
    _place(g, p, old)
    return max(out)
