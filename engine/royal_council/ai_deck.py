"""Royal Council's whole-deck look, a part of ai.py: at 2 seats the expert's best few
plays by the look ahead are valued a ply deeper. For each play, every unseen card is
tried as the other's reply on its best few piles by points, each reply valued as its
points minus the expert's best answer from the cards it keeps (weighted); the other's
hand is a random hand of the unseen cards, so the replies' values, sorted, weigh by the
chance that each is the best of that hand (order statistics, as in ai._lookahead).
"""

from engine.budget import budget
from engine.royal_council.ai import WIN, best_each, best_few, binomial, put_top, ranks_suits
from engine.royal_council.rules import RANKS, SUITS

_LOSS = 60  # a reply that reaches the target, in points
# The node budget on a PyBadge (the look ahead's nodes included; engine.budget scales it
# to the board), the other's piles tried a card, the weight of the expert's answer
# (eighths) and the most plays looked at.
SEARCH = 12000
PILES = 3
ANSWER = 6
PLAYS = 6


def values(g, b, seat, moves, values, spent):
    """(moves, values, nodes): the best few of moves (by values, the look ahead's) valued
    again (see the module), or moves and values as they were when the budget left (after
    spent nodes) holds fewer than two; the nodes spent on the other's cards."""
    per = cost(len(g.unseen(seat)), len(g.hands[seat]), PILES)
    n = min(PLAYS, (budget(SEARCH) - spent) // per)
    if n < 2:
        return moves, values, 0
    cand, _ = best_few(moves, values, n)
    out, nodes = look(g, b, seat, cand, PILES, ANSWER)
    return cand, out, nodes


def cost(pool, hand, piles):
    """The nodes a play costs: each unseen card on the six piles, then on its best piles
    the expert's answers from its hand."""
    return pool * (6 + piles * 6 * hand)


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
