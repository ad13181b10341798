"""Royal Council's exact search, a part of ai.py: the 2-seat hands variant, where both
hands are known (every court card is dealt), so the rest of a round is a game of perfect
information. Alpha-beta by points of the round (the mover's minus the other's, in eighths;
a play that reaches the target is worth WIN; where the search stops short of the round's
end the cards still in hand count as well, _HOLD), deepened a ply at a time within a node budget
(one node is one card scored on one pile, as in ai.py): late in a round it reaches the
round's end and plays exactly, earlier it plays the best to the deepest horizon it
finished. Plays that mirror one another on a symmetric ring are searched once (early in
a round). Against the sampled look ahead it replaced it won 183 games of 200 (seeded,
at ai.SEARCH = 6000).
"""

from engine.compat import const
from engine.royal_council.ai import WIN
from engine.royal_council.rules import EMPTY, RANKS, SUITS

_MOVES = 36  # the most plays of a position: 6 cards, 6 piles
# The most nodes a search from that many cards left to the round's end took (seeded
# positions, with a margin): up to 5 cards the last ply but one is skipped if they fit.
_SOLVE = (0, 6, 40, 250, 800, 5000)
# What a card still in hand is worth where a search stops short of the round's end, in
# eighths of a point, by rank J, Q, K: the mover's less the other's (issue 40: a King
# kept lands on a fuller board later; against the search without it 58 % of 400 games;
# against the person yardstick of tools/lab/pimc.py 64 % of 200, where the search without
# it scored 50 %: docs/lab/royal_council.md). Values in the search are in eighths of a point.
_HOLD = const(b"\x00\x04\x08")


# The ring's symmetries other than the identity, six piles each: rotations p -> p + k,
# then reflections p -> k - p. A play on a pile that one of them maps onto a lower pile,
# on a board it leaves as it is, is the same as a play there (the shapes are symmetric).
_SYM = bytes([(p + k) % 6 for k in range(1, 6) for p in range(6)] +
             [(k - p) % 6 for k in range(6) for p in range(6)])


def _twins(t):
    """A mask of the piles whose plays another pile's repeat, by a symmetry of tops t."""
    out = 0
    sym = _SYM
    for j in range(0, 66, 6):
        p = 0
        while p < 6 and t[sym[j + p]] == t[p]:
            p += 1
        if p == 6:
            for q in range(6):
                if sym[j + q] < q:
                    out |= 1 << q
    return out


class _Search:
    """What the recursion shares: the scoring tables, the node count and its limit, and
    a buffer of plays for each depth, sorted in place (no allocation in the search)."""

    def __init__(self, b, limit, depth):
        self.rows = b.score_rows
        self.three = b.score_three
        self.two = b.score_two
        self.top = b.top
        self.nodes = 0
        self.limit = limit
        self.best = None  # the root's best play so far
        self.first = None  # the play the root tries first (the last depth's best)
        self.won = False  # the root's best reaches the target
        self.bufs = [[-1] * _MOVES for _ in range(depth + 1)]
        self.used = bytearray(depth + 1)  # the plays each buffer holds, -1 after them


def solve(b, mine, theirs, need, their_need, limit):
    """(move, depth, nodes): the best play for the seat to move by iterative deepening
    within limit nodes, the plies its last finished search looked ahead (all the cards
    left: to the round's end, exact) and the nodes spent.
    b: the game's board(); mine, theirs: the mover's and the other's hands (left as they
    were); need, their_need: the points each lacks to the target. A search cut short at a
    horizon counts the points to there."""
    left = len(mine) + len(theirs)
    s = _Search(b, limit, left)
    mine = list(mine)
    theirs = list(theirs)
    base = 0  # the hands' worth at a horizon (_HOLD), the mover's less the other's
    for c in mine:
        base += _HOLD[(c >> 2) - 10]
    for c in theirs:
        base -= _HOLD[(c >> 2) - 10]
    move = None
    done = 0  # the depth of the last search finished
    depth = 1
    while done < left:
        s.first = move
        _node(s, mine, theirs, need, their_need, -2 * WIN, 2 * WIN, depth, True, base)
        if s.nodes > limit and done:  # one ply always completes
            break
        move = s.best
        done = left if s.won else depth  # a play that reaches the target ends the search
        # Late in a round, when the budget left holds the whole search, straight to it
        # from two plies short (deepening would cost a third more).
        if depth == left - 2 and left < len(_SOLVE) and limit - s.nodes >= _SOLVE[left]:
            depth = left
        else:
            depth += 1
    return move, done, s.nodes


def _node(s, hm, ho, nm, no, alpha, beta, depth, root, base):
    """The value for the mover (hand hm, nm points short of the target) of the rest of
    the round, or to depth plies ahead, the other holding ho, no points short; alpha-beta
    window (alpha, beta). root: record the best play in s.best. base: the hands' worth
    (_HOLD) at a horizon, hm's less ho's."""
    t = s.top
    n = len(hm)
    if not n:
        return 0
    rows = s.rows
    three = s.three
    two = s.two
    rk = RANKS  # locals: a global is a dictionary look-up on the device
    sk = SUITS
    empties = t.count(EMPTY)
    buf = s.bufs[depth]
    k = 0
    last = depth == 1
    top_gain = -2 * WIN
    twins = _twins(t) if empties >= 3 else 0
    spent = s.nodes  # counted here, stored on the way out
    hold = _HOLD
    for q in range(6):
        if empties and t[q] != EMPTY or twins >> q & 1:
            continue
        spent += n
        a = t[q - 1]
        b = t[q - 5]
        x = t[q - 4]
        y = t[q - 2]
        o = t[q - 3]
        i1 = rows[rk[a] * 14 + rk[b]] * 14
        i2 = rows[rk[x] * 14 + rk[y]] * 14
        ro = rk[o]
        po = two[ro]
        f1 = sk[a] if sk[a] == sk[b] else 9
        f2 = sk[x] if sk[x] == sk[y] else 9
        for i in range(n):
            c = hm[i]
            r = c >> 2
            su = c & 3
            v1 = three[i1 + r]
            v2 = three[i2 + r]
            v = v1 + v2 + (po if r == ro else 0)
            if su == f1:
                v += v1
            if su == f2:
                v += v2
            if v == 0:
                v = r - 9  # the lone card: K 3, Q 2, J 1
            if v >= nm:
                s.nodes = spent
                if root:
                    s.best = c * 8 + q
                    s.won = True
                if k > s.used[depth]:
                    s.used[depth] = k  # the buffer's plays to clear at its next use
                return WIN
            if last:
                v = 8 * v + base - hold[r - 10]
                if v > top_gain:
                    if v >= beta:
                        s.nodes = spent
                        return v  # the parent has better already
                    top_gain = v
                    if root:
                        s.best = c * 8 + q
            else:
                buf[k] = v << 9 | i << 3 | q
                k += 1
    s.nodes = spent
    if last:
        return top_gain
    for j in range(k, s.used[depth]):
        buf[j] = -1
    s.used[depth] = k
    if s.nodes > s.limit:
        return 0
    buf.sort(reverse=True)
    if root and s.first is not None:
        for j in range(k):  # the last depth's best first: the most cut-offs
            m = buf[j]
            if hm[(m >> 3) & 7] * 8 + (m & 7) == s.first:
                buf[j] = buf[0]
                buf[0] = m
                break
    best = -2 * WIN
    # Plays are tried by gain, best first; a reply scores at least 1 (a lone card), so
    # one ply from the horizon a play of gain g is worth at most g - 1 (g when no reply).
    # With hold: the reply's card leaves the other's hand, the mover's hand less this play.
    floor = -2 * WIN
    if depth == 2:
        lo = 99  # the least a card of hm is worth, the most one of ho is
        for c in hm:
            if hold[(c >> 2) - 10] < lo:
                lo = hold[(c >> 2) - 10]
        hi = 0
        for c in ho:
            if hold[(c >> 2) - 10] > hi:
                hi = hold[(c >> 2) - 10]
        floor = 8 - base - hi + lo if ho else lo - base
    for j in range(k):
        m = buf[j]
        g = m >> 6
        if g - floor <= alpha:
            break
        i = (m >> 3) & 7
        q = m & 7
        c = hm[i]
        old = t[q]
        t[q] = c
        hm[i] = hm[n - 1]
        hm.pop()
        v = g - _node(s, ho, hm, no, nm - (g >> 3), g - beta, g - alpha, depth - 1, False,
                      hold[(c >> 2) - 10] - base)
        if i < n - 1:
            hm.append(hm[i])
            hm[i] = c
        else:
            hm.append(c)
        t[q] = old
        if s.nodes > s.limit:
            return 0
        if v > best:
            best = v
            if root:
                s.best = c * 8 + q
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    return best
