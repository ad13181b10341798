"""An exact Royal Garden solver for the desktop (the lab's layout values).

engine.royal_garden.ai.value() must fit a PyBadge: a 512-entry table and a node
budget. Here memory is cheap: the solver keeps every position it meets in a
dict (the bounds of a three-valued alpha-beta: win 1, draw 0, loss -1, and the
best move) and looks up in a 65,536-entry table which places would complete a
line or square for a set of markers. A position is (the markers of the side to
move, the other side's markers, the place of the card on top); place 16 stands
for "no card taken yet", whose legal cards are those on the edge.
"""

from engine.royal_garden.rules import EDGE, LINES, SQUARES, links

FULL = 0xFFFF
START = 16  # the pseudo-place before the first move


def _hole_table():
    """For every marker mask, the places that would complete a line or square."""
    holes = [0] * 65536
    for w in LINES + SQUARES:
        rest = FULL & ~w
        for p in range(16):
            bit = 1 << p
            if not w & bit:
                continue
            base = w ^ bit
            sub = rest
            while True:
                holes[base | sub] |= bit
                if not sub:
                    break
                sub = (sub - 1) & rest
    return holes


HOLES = _hole_table()
_POP = bytes(bin(i).count("1") for i in range(65536))


class Solver:
    """Exact values of the positions of one layout; nodes counts the positions searched."""

    def __init__(self, layout):
        self.nodes = 0
        self.table = {}
        self._search = _searcher(links(layout) + [EDGE], self.table, self)

    def opening(self):
        """The layout's value for the first player under perfect play: 1, 0 or -1."""
        return self._search(0, 0, START, -1, 1)

    def value(self, me, opp, top):
        """The exact value for the side to move (markers me) after the card at top."""
        return self._search(me, opp, top, -1, 1)


def _searcher(link, table, counter):
    """The alpha-beta search over one layout's links (a closure: fewer lookups a node)."""
    nbr = [tuple(q for q in range(16) if m >> q & 1) for m in link]
    holes = HOLES
    pop = _POP
    get = table.get

    def search(me, opp, top, alpha, beta):
        counter.nodes += 1
        free = FULL ^ me ^ opp
        moves = link[top] & free
        if moves & holes[me]:
            return 1
        key = (me << 16 | opp) << 5 | top
        entry = get(key)
        hint = -1
        if entry is not None:
            hint = entry >> 4
            lo = (entry >> 2 & 3) - 1
            hi = (entry & 3) - 1
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        danger = holes[opp]
        order = []
        for p in nbr[top]:
            bit = 1 << p
            if moves & bit:
                nfree = free ^ bit
                if not nfree:
                    return 0  # the last card, and it completes nothing: a draw
                r = link[p] & nfree
                if not r:
                    return 1  # the opponent has no card left
                if not r & danger:  # else the opponent completes four at once
                    if p == hint:
                        order.append(p)
                    else:  # fewest replies first, threats (most if out of reach) earlier
                        t = holes[me | bit] & nfree
                        order.append((pop[r] + 16 - 4 * pop[t] - 4 * pop[t & ~r]) << 4 | p)
        order.sort()
        best = -1
        move = 0
        a = alpha
        for k in order:
            p = k & 15
            v = -search(opp, me | 1 << p, p, -beta, -a)
            if v > best:
                best = v
                move = p
                if v > a:
                    a = v
                    if a >= beta:
                        break
        lo = best if best > alpha else -1
        hi = best if best < beta else 1
        table[key] = move << 4 | (lo + 1) << 2 | (hi + 1)
        return best

    return search
