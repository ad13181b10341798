"""Royal Council's draw-pile search, a part of ai.py: at 2 seats nobody holds a hand, the
unseen cards are the draw pile and nothing else, so the rest of a round is a game of
chance with every card in sight. Expectimax: the mover's card is known, each later play
draws any of the pile's cards alike, each player plays the pile that is best for them a
few plies ahead. A value is the mover's points minus the other's, in 64ths of a point;
a play that reaches the target is worth WIN_POINTS.
The deepest search whose nodes (one card scored on one pile) fit the budget is played;
late in a round that is the round's end.
"""

from engine.budget import budget
from engine.royal_council.rules import EMPTY, RANKS, SUITS

SCALE = 64  # a point
WIN_POINTS = 200 * SCALE
# The node budget on a PyBadge (engine.budget scales it to the board), and how much
# (eighths) the reply k + 1 plies ahead counts, by k (measured against the look ahead
# alone and the desktop player of tools/lab/pimc.py).
SEARCH = 6000
WEIGHTS = bytes((8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5))


def values(g, b, seat, moves):
    """(values, nodes): the expert's values of moves for seat (ai.choose's), searched as
    deep as the budget allows; g: the game (only what seat sees is read), b: its board()."""
    pool = g.unseen(seat)
    depth = depth_for(b.empties, len(pool), budget(SEARCH))
    by_pile, nodes = search(b, g.hands[seat][0], pool, g.target - g.scores[seat],
                            g.target - g.scores[1 - seat], depth, WEIGHTS)
    return [by_pile[m & 7] for m in moves], nodes


class _Search:
    """What the recursion shares: the scoring tables, the tops, the pool of cards that
    may be drawn (reordered in place, restored), the nodes spent."""

    def __init__(self, b, pool, weights):
        self.rows = b.score_rows
        self.three = b.score_three
        self.two = b.score_two
        self.top = b.top
        self.pool = pool
        self.weights = weights
        self.nodes = 0


def cost(empties, n, depth):
    """The nodes of a search depth plies deep with n cards left to draw and empties
    empty piles (the appointment: only empty piles are open)."""
    total = 0
    branch = 1
    for k in range(depth):
        piles = empties - k if empties > k else 6
        if k:
            branch *= n - k + 1
            if n - k + 1 <= 0:
                break
        branch *= piles
        total += branch
    return total


def depth_for(empties, n, limit):
    """The deepest search (at least 1 ply, at most the round's end) within limit nodes."""
    depth = 1
    while depth <= n and cost(empties, n, depth + 1) <= limit:
        depth += 1
    return depth


def search(b, card, pool, need, their_need, depth, weights):
    """(values, nodes): the value of card on each pile 0-5 for the mover (None where it
    may not go), searched depth plies deep; pool: the cards left to draw (restored),
    need, their_need: the points each side lacks to the target. weights[k]: how much
    (in eighths) the reply k + 1 plies ahead counts."""
    s = _Search(b, pool, weights)
    out = [None] * 6
    t = s.top
    empties = t.count(EMPTY)
    for q in range(6):
        if empties and t[q] != EMPTY:
            continue
        v = _gain(s, card, q)
        s.nodes += 1
        if v >= need:
            out[q] = WIN_POINTS
            continue
        val = v * SCALE
        if depth > 1 and pool:
            old = t[q]
            t[q] = card
            val -= weights[0] * _chance(s, len(pool), their_need, need - v, depth - 1, 1) >> 3
            t[q] = old
        out[q] = val
    return out, s.nodes


def _chance(s, n, need, their_need, depth, k):
    """The mover's expected value when drawing one of pool[0:n] and playing it best
    (need: the points it lacks, their_need: the other's); depth plies from this one;
    k: its distance from the root (the weight of the next reply)."""
    pool = s.pool
    t = s.top
    empties = t.count(EMPTY)
    total = 0
    for i in range(n):
        c = pool[i]
        pool[i] = pool[n - 1]
        pool[n - 1] = c
        best = -WIN_POINTS
        for q in range(6):
            if empties and t[q] != EMPTY:
                continue
            v = _gain(s, c, q)
            if v >= need:
                best = WIN_POINTS
                break
            val = v * SCALE
            if depth > 1 and n > 1:
                old = t[q]
                t[q] = c
                val -= s.weights[k] * _chance(s, n - 1, their_need, need - v, depth - 1,
                                              k + 1) >> 3
                t[q] = old
            if val > best:
                best = val
        s.nodes += 6 if not empties else empties
        pool[n - 1] = pool[i]
        pool[i] = c
        total += best
    return total // n


def _gain(s, c, q):
    """The points of card c (a court card) on pile q, the lone card's included."""
    t = s.top
    rk = RANKS
    sk = SUITS
    a = t[q - 1]
    b = t[q - 5]
    x = t[q - 4]
    y = t[q - 2]
    o = t[q - 3]
    r = c >> 2
    su = c & 3
    three = s.three
    v1 = three[s.rows[rk[a] * 14 + rk[b]] * 14 + r]
    v2 = three[s.rows[rk[x] * 14 + rk[y]] * 14 + r]
    v = v1 + v2 + (s.two[r] if r == rk[o] else 0)
    if su == sk[a] == sk[b]:
        v += v1
    if su == sk[x] == sk[y]:
        v += v2
    return v if v else r - 9
