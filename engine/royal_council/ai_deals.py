"""Royal Council's expert in the hands variant, a part of ai.py loaded for each of its
moves: its best few plays by the look ahead searched again over sampled deals of the
unseen cards (the hands variant only, where it measured stronger)."""

from engine.budget import budget
from engine.compat import const
from engine.royal_council.ai import (
    best_each,
    count_opponents,
    follow_up,
    hand_size,
    keep_cost,
    put_top,
    ranks_suits,
)
from engine.royal_council.rules import RANKS, SUITS

# Candidates, at most this many deals, the playout's weights (in eighths, four to a record
# as ai's: the own follow-up's, then the next, second and third opponent's best play's, a
# record for 2, 3 and 4 seats), the node budget (on a PyBadge; engine.budget.budget scales
# it to the board), and what a reply that reaches the target counts as.
_CANDIDATES = const(4)
_SAMPLES = const(8)
_PLAYOUT = const(b"\x04\x08\x00\x00\x04\x04\x02\x00\x04\x04\x02\x01")
_BUDGET = const(3000)
_LOSS = const(60)


def refine(g, b, seat, moves, values, prng, pool, rk, su, spent):
    """The best few moves again over sampled deals of the unseen cards (pool, shuffled
    here; rk, su its ranks and suits): each later opponent plays its best card greedily
    in turn, then the own best follow-up counts, less the card's ai.keep_cost. The same
    deals serve every move.
    Returns (moves, values) of those few; spent: the nodes choose() spent so far."""
    at = (g.seats - 2) * 4
    own_w = _PLAYOUT[at]
    opponents = count_opponents(g, seat, _PLAYOUT, at)
    dealt = 0  # the cards of their hands
    for j in range(opponents):
        dealt += hand_size(g, seat, j + 1)
    mine = g.hands[seat]
    ncand = min(_CANDIDATES, len(moves))
    cost = 6 * (dealt + len(mine)) * ncand
    samples = min(_SAMPLES, (budget(_BUDGET) - spent) // cost)
    if g.seats == 2 and g.deck_left() == 0:
        samples = min(samples, 1)  # the other hand is known: one deal is all deals
    if samples < 1:
        return moves, values
    # The best few by value, ties in the moves' order.
    cand = []
    best = []
    for i in range(len(moves)):
        v = values[i]
        j = len(cand)
        while j and best[j - 1] < v:
            j -= 1
        if j < ncand:
            cand.insert(j, moves[i])
            best.insert(j, v)
            if len(cand) > ncand:
                cand.pop()
                best.pop()
    total = best  # reused: the candidates' sums over the deals
    for ci in range(ncand):
        total[ci] = 0
    out = [0] * len(pool)
    where = [0] * len(pool)
    mrk, msu = ranks_suits(mine)
    own = [0] * len(mine)
    undo = [0] * (2 * opponents + 2)  # pile, old top, for each card placed
    for _ in range(samples):
        prng.shuffle(pool)
        for i in range(len(pool)):
            rk[i] = RANKS[pool[i]]
            su[i] = SUITS[pool[i]]
        for ci in range(ncand):
            c = cand[ci] >> 3
            p = cand[ci] & 7
            v = 8 * b.gain(p, c) - keep_cost(b, mine, c)
            undo[0] = p
            undo[1] = put_top(b, p, c)
            start = 0
            for j in range(opponents):
                size = hand_size(g, seat, j + 1)
                best_each(b, rk, su, start, start + size, out, where)
                i = start  # the best immediate play of its hand
                for x in range(start + 1, start + size):
                    if out[x] > out[i]:
                        i = x
                start += size
                gain = out[i]
                if g.scores[(seat + j + 1) % g.seats] + gain >= g.target:
                    gain = _LOSS
                v -= _PLAYOUT[at + 1 + j] * gain
                undo[2 * j + 2] = where[i]
                undo[2 * j + 3] = put_top(b, where[i], pool[i])
            v += own_w * follow_up(b, mine, mrk, msu, c, own)
            for k in range(2 * opponents, -1, -2):
                put_top(b, undo[k], undo[k + 1])
            total[ci] += v
    return cand, total
