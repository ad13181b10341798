"""Royal Council's expert at 2 seats in the draw pile and the whole deck, a part of ai.py
loaded for each of its moves (its names are interned for good, so they are few; the
budgets and weights are const, which names nothing on the device).

draw(): nobody holds a hand, the unseen cards are the draw pile and nothing else, so the
rest of a round is a game of chance with every card in sight. Expectimax: the mover's
card is known, each later play draws any of the pile's cards alike, each player plays
the pile that is best for them a few plies ahead. A value is the mover's points minus
the other's, in 64ths of a point; a play that reaches the target is worth _WIN_POINTS.
The deepest search whose nodes (one card scored on one pile) fit the budget is played;
late in a round that is the round's end.

deck(): the expert's best few plays by the look ahead are valued a ply deeper. For each
play, every unseen card is tried as the other's reply on its best few piles by points,
each reply valued as its points minus the expert's best answer from the cards it keeps
(weighted); the other's hand is a random hand of the unseen cards, so the replies'
values, sorted, weigh by the chance that each is the best of that hand (order
statistics, as in ai._lookahead).
"""

from engine.budget import budget
from engine.compat import const
from engine.royal_council.ai import WIN, best_each, binomial, put_top, ranks_suits
from engine.royal_council.rules import EMPTY, RANKS, SUITS

_SCALE = const(64)  # a point, in the draw pile's values
_WIN_POINTS = const(12800)  # 200 points: a draw-pile play that reaches the target
# The draw pile's node budget on a PyBadge (engine.budget scales it to the board), and
# how much (eighths) the reply k + 1 plies ahead counts, by k (measured against the look
# ahead alone and the desktop player of tools/lab/pimc.py).
_DRAW_SEARCH = const(6000)
_WEIGHTS = const(b"\x08\x05\x05\x05\x05\x05\x05\x05\x05\x05\x05\x05")
# The whole deck's node budget on a PyBadge (the look ahead's nodes included), the
# other's piles tried a card, the weight of the expert's answer (eighths), the most
# plays looked at, and a reply that reaches the target (points).
_DECK_SEARCH = const(12000)
_PILES = const(3)
_ANSWER = const(6)
_PLAYS = const(6)
_LOSS = const(60)


def draw(g, b, seat, moves):
    """(values, nodes): the expert's values of moves for seat (ai.choose's) in the draw
    pile, searched as deep as the budget allows; g: the game (only what seat sees is
    read), b: its board()."""
    pool = g.unseen(seat)
    depth = depth_for(b.empties, len(pool), budget(_DRAW_SEARCH))
    by_pile, nodes = search(b, g.hands[seat][0], pool, g.target - g.scores[seat],
                            g.target - g.scores[1 - seat], depth, _WEIGHTS)
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
            out[q] = _WIN_POINTS
            continue
        val = v * _SCALE
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
        best = -_WIN_POINTS
        for q in range(6):
            if empties and t[q] != EMPTY:
                continue
            v = _gain(s, c, q)
            if v >= need:
                best = _WIN_POINTS
                break
            val = v * _SCALE
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
    """The points of card c (a court card) on pile q in the draw pile, the lone card's
    included."""
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


def deck(g, b, seat, moves, values, spent):
    """(moves, values, nodes) in the whole deck: the best few of moves (by values, the look
    ahead's; ties in the moves' order) valued again by look(), or moves and values as they
    were when the budget left (after spent nodes) holds fewer than two; the nodes spent on
    the other's cards. Each play costs each unseen card on the six piles, then on its best
    piles the expert's answers from its hand."""
    per = len(g.unseen(seat)) * (6 + _PILES * 6 * len(g.hands[seat]))
    n = min(_PLAYS, (budget(_DECK_SEARCH) - spent) // per)
    if n < 2:
        return moves, values, 0
    order = sorted(range(len(moves)), key=lambda i: (-values[i], i))  # ties in order
    cand = [moves[i] for i in order[:n]]
    out, nodes = look(g, b, seat, cand, _PILES, _ANSWER)
    return cand, out, nodes


def look(g, b, seat, cand, piles, answer):
    """(values, nodes): the values of the plays cand (ints, 8192 a point; WIN where a
    play reaches the target) and the nodes spent on the other's cards (the answers count
    in ai's own tally). piles: the other's piles tried a card; answer: the weight of the
    expert's answer, in eighths."""
    other = 1 - seat
    pool = g.unseen(seat)
    n = len(pool)
    k = len(g.hands[other])
    mine = g.hands[seat]
    mrk, msu = ranks_suits(mine)
    # The chance (in 1024ths) that the i-th best unseen card is the best of the hand.
    den = binomial(n, k)
    w = [(1024 * binomial(n - 1 - i, k - 1) + den // 2) // den for i in range(n)]
    gains = [0] * 6
    own = [0] * len(mine)
    replies = [0] * n
    out = [0] * len(cand)
    need = g.target - g.scores[other]
    nodes = 0
    for ci in range(len(cand)):
        c = cand[ci] >> 3
        p = cand[ci] & 7
        gain = b.gain(p, c)
        if g.scores[seat] + gain >= g.target:
            out[ci] = WIN
            continue
        old = put_top(b, p, c)
        for i in range(n):
            x = pool[i]
            _gains(b, RANKS[x], SUITS[x], gains)
            nodes += 6
            best = -8 * _LOSS
            for _ in range(piles):
                q = 0
                for j in range(1, 6):
                    if gains[j] > gains[q]:
                        q = j
                v = gains[q]
                if v < 0:
                    break
                gains[q] = -1
                if v >= need:
                    best = 8 * _LOSS
                    break
                top = put_top(b, q, x)
                best_each(b, mrk, msu, 0, len(mine), own, None)
                put_top(b, q, top)
                reply = 0
                for j in range(len(mine)):
                    if mine[j] != c and own[j] > reply:
                        reply = own[j]
                v = 8 * v - answer * reply
                if v > best:
                    best = v
            replies[i] = best
        put_top(b, p, old)
        replies.sort()
        threat = 0
        if k:
            for i in range(n):
                threat += w[i] * replies[n - 1 - i]
        out[ci] = 8192 * gain - threat
    return out, nodes


def _gains(b, r, s, out):
    """out[q] = the points of a card of rank r, suit s on pile q (whole deck: every pile
    holds a card, cribbage scoring)."""
    t = b.top
    rows = b.score_rows
    t3 = b.score_three
    t2 = b.score_two
    for q in range(6):
        a = t[q - 1]
        c = t[q - 5]
        x = t[q - 4]
        y = t[q - 2]
        o = t[q - 3]
        v1 = t3[rows[RANKS[a] * 14 + RANKS[c]] * 14 + r]
        v2 = t3[rows[RANKS[x] * 14 + RANKS[y]] * 14 + r]
        v = v1 + v2 + (t2[r] if r == RANKS[o] else 0)
        if s == SUITS[a] == SUITS[c]:
            v += 3
        if s == SUITS[x] == SUITS[y]:
            v += 3
        if s == SUITS[o]:
            v += 2
        out[q] = v
