"""Royal Garden AI: from a learner who only sees the next move to a budgeted solver.

The game has no hidden cards: view(seat) is the whole position, so every level
reads the game's public state.
- novice: takes a card that completes its own line or square; otherwise builds
  where its markers are, with a little chance. Never looks at the reply.
- casual: also sees the blocking win, and avoids a card that hands the
  opponent an immediate win (line, square or block) whenever it can.
- skilled, expert: iterative-deepening negamax with alpha-beta and null
  windows on bitboards, a bounded transposition table, and move ordering
  (wins first, then the table's move, then, far from the end, the cards that add
  the most to the evaluation's lines and squares, less the replies they leave, else
  those that leave the fewest replies; cards that let
  the opponent complete four are cut; with two cards left and no win in one, a
  node is a draw). The horizon is scored by open lines and squares and mobility.
  With 15 cards or fewer left, after 1 and 3 plies (and 5 with more than 13 left) the search
  goes to the end of the game, in a window that stops at a proven win (where that
  search rates the position as likely won, it looks for a win alone first, then for a
  draw: _LIKELY): if that finishes within the budget, the move is exact. Budgets count
  nodes, so play is the same on every VM; the prng only breaks ties between root moves.
hint() gives the expert's card with a short reason (a key of text.TEXT).
"""

from sys import modules

from engine.budget import budget
from engine.compat import const
from engine.modules import import_module, part
from engine.royal_garden.rules import LINES, NEXT, PLAYING, POINTS, SQUARES

LEVELS = ("novice", "casual", "skilled", "expert")
# Node budgets (on a PyBadge: engine.budget.budget scales them to the board) and depth caps
# of the searching levels (by level index); the expert's budget is what fits 2 s a move
# on a PyBadge by the core's estimate with room for its noise (`make bench`: 2600 nodes
# measured 1.78-1.83 s at worst on one machine, 2.05-2.21 s on another, where 2300 gave
# 1.78-2.16 s over four runs: the estimate moves by some 10 % between runs).
BUDGETS = (0, 0, 250, 2200)
DEPTH_CAPS = (0, 0, 3, 16)
# The expert's thinking on the person's time (ponder) in slices of this many nodes on a
# PyBadge (scaled to the board like a budget), so that a key is still seen within 50 ms:
# 20-21 ms in the median on every board by the core's estimate, 26-30 ms for 99 in 100,
# at most 31-38 (`python -m tools.bench ponder`; 40 nodes took 33-42 ms in the median).
PONDER_NODES = const(18)
# The share of its budget (%) the expert gives a search for its win or draw that the
# pondering had begun on this very position before it searches afresh with the rest
# (python -m tools.lab rg_expert; 50 or 70 moved it by under a point).
RESUME = const(30)
# What the pondering's answer() says of a position it proved not won but found no card for
# (yet): the Expert's solve then stops at the first card proven to draw.
NOT_WON = const(-2)
# With at most _SOLVE_FREE cards left, search 1, 3 .. _SOLVE_AFTER plies (_SOLVE_LATE with
# more than 13 left: two plies a step, as the evaluation favours the side to move; the even
# depths bought the solve's order less than they cost), then try to solve; a solve that
# runs out still rules out the cards it proved lost (_proved). Measured against the exact
# solver: python -m tools.lab rg_expert (from 15 cards, the first reply: 7 points more kept
# the value than from 14; from 16, the first card, none more; at 13 cards left 1 and 3 plies
# kept it a point more often than 1, 3 and 5 at a CLUE's budget, at 14 and 15 7 points less).
_SOLVE_FREE = const(15)
_SOLVE_AFTER = const(3)
_SOLVE_LATE = const(5)
# A solve whose search before it rated the best card at least _LIKELY (a won position, mostly:
# issue 17's lab positions at 2 cards taken rated -2 or more were won in 147 of 162) first
# looks only for a win, every card in a window just below WIN, and then, if none wins, for a
# draw; cut short in the first pass, it plays the card it was on, as those before it were
# proven not to win. Else the first card is solved exactly and the others tested against it.
# At 2 cards taken at once, the value was kept 2-3 points more often on a CLUE, an RP2040 and
# a PyBadge (0.4-3 on positions of other seeds), at 1 and 3 cards as often (tools.lab
# rg_expert; docs/performance.md, "A likely win first").
_LIKELY = const(-2)
# A solve's nodes with at most TAIL cards left are _tail's: no table, no sorting, and 0.6
# of a node of the budget each (what they cost on the core), counted in fifths (_part). The
# pondering uses them from PONDER_TAIL cards left, and runs each node's to its end so that
# every slice gets on (at most 16 _tail nodes at 5 cards left in the solves of 600
# positions, 36 at 6, 153 at 8): see solves().
TAIL = const(8)
PONDER_TAIL = const(5)
# In a move that tries to solve (and in the pondering's solves), a node with at least this
# many cards left orders its cards by what each adds to the evaluation's lines and squares,
# less the replies it leaves; other nodes, and those a ply from the horizon, by the replies
# alone. Solves of 14 cards take a quarter fewer nodes, the pondering's half; elsewhere it
# costs more time than it saves (an opening's 2200 nodes took 2.5 s on a PyBadge, not 1.9).
# That order costs 15 us on the core against 7 (8 more, half a node): such a node counts
# _EVAL_PART fifths of a node more against the budget.
_EVAL_FROM = const(9)
_EVAL_PART = const(3)
_MOBILITY = const(4)  # the weight of one legal card in the evaluation
_OFFSET = const(64)  # _FOUR holds values + _OFFSET

WIN = const(10000)
BOUND = const(10020)  # beyond every value: a points match's wins go up to WIN + 15 (_won)
_FULL = const(0xFFFF)
_TT_BITS = const(6)
_TT_MASK = const((1 << _TT_BITS) - 1)
_EXACT = const(0)
_LOWER = const(1)
_UPPER = const(2)
_PROVEN = const(31)  # stored depth of a proven win or loss: good at any depth

# For each place, the lines and squares through it.
PATTERNS = tuple(tuple(w for w in LINES + SQUARES if w >> p & 1) for p in range(16))
_POW3 = tuple(3**p for p in range(16))
_POW3T = tuple(3 ** ((p & 3) * 4 + (p >> 2)) for p in range(16))  # by columns

_tt = [0] * (2 << _TT_BITS)  # pairs (key, packed value), cleared per choose
# Moves of each ply, the search's 17 and then the pondering's two stacks' PONDER_PLIES each
# (ai_ponder.py, from PLIES), and their ordering keys: 0 the table's move, else 1 + its
# replies, or far from the end 128 + its replies - what it adds to the evaluation (_open).
# A pondering search starts with 15 cards left at most (after the person's card) and opens
# no node with PONDER_TAIL or fewer (_tail's): its plies are 0 to 15 - PONDER_TAIL.
PLIES = const(17)
PONDER_PLIES = const(16 - PONDER_TAIL)
_mv = bytearray((PLIES + 2 * PONDER_PLIES) * 8)
_ky = bytearray((PLIES + 2 * PONDER_PLIES) * 8)
OPEN = const(1)  # _open: the node's cards are to be searched
_node = [0, 0, 0, 0]  # what _open found (see there)
_link = [0] * 16


def _bit_tables():
    """_POP8: the number of set bits of each byte. _PLACE: the place of a one-bit mask b
    is _PLACE[b % 37] (the 16 powers of two differ mod 37), so a mask's places are
    visited lowest first with no list: bit = m & -m. (Loops: generators here made 30 KB
    of garbage at import.)"""
    pop = bytearray(256)
    for i in range(1, 256):
        pop[i] = pop[i >> 1] + (i & 1)
    place = bytearray(37)
    for p in range(16):
        place[(1 << p) % 37] = p
    return bytes(pop), bytes(place)


_POP8, _PLACE = _bit_tables()

_nodes = 0
_part = 0  # fifths of a node _tail and the dearer order have spent beyond _nodes
_tail_cards = TAIL  # the most cards left at a node that _tail solves
_tail_stops = True  # _tail stops when the budget runs out (else the next _open does)
_eval_from = _EVAL_FROM  # the fewest cards left at a node ordered by the evaluation
_budget = 0
_score = [0]  # the value of the move the last search chose (WIN: a forced win)
# [0]: 1 in a points match: a win is worth WIN + the cards it leaves (_won); [1]: the largest
# value a search can find, so that a window of +-_points[1] stops at a proven win (where
# +-BOUND would search on).
_points = [0, WIN]


class _Stop(Exception):
    """The node budget ran out."""


def pop_count(m):
    """The number of set bits of a 16-bit mask."""
    return _POP8[m & 255] + _POP8[m >> 8]


def last_nodes():
    """The nodes searched by the last choose() (0 for the non-searching levels)."""
    return _nodes


def _wins(mine, p):
    """True if mine (which holds p) fills a line or square through p."""
    for w in PATTERNS[p]:
        if mine & w == w:
            return True
    return False


def holes_of(m):
    """The places that would complete a line or square for the markers m."""
    if _POP8[m & 255] + _POP8[m >> 8] < 3:
        return 0
    a = m & 15
    b = (m >> 4) & 15
    c = (m >> 8) & 15
    d = m >> 12
    ab = a & b
    cd = c & d
    h = (b & cd & ~a) | ((a & cd & ~b) << 4) | ((ab & d & ~c) << 8) | ((ab & c & ~d) << 12)
    h |= _HOLE8[m & 255] | (_HOLE8[(m >> 4) & 255] << 4) | (_HOLE8[m >> 8] << 8)
    x = m & 0x8421 ^ 0x8421  # a long diagonal's places without m's: a hole if only one
    if not x & (x - 1):
        h |= x
    x = m & 0x1248 ^ 0x1248
    if not x & (x - 1):
        h |= x
    return h


def _hole_table():
    """For two rows as a byte, the holes of those rows and their 3 squares."""
    pats = (0x0F, 0xF0, 0x33, 0x66, 0xCC)
    holes = bytearray(256)
    for m in range(256):
        for w in pats:
            x = w & ~m
            if x and x & (x - 1) == 0:
                holes[m] |= x
    return bytes(holes)


_HOLE8 = _hole_table()


def _immediate(mine, free, p):
    """True if taking p (already in mine, not in free) wins at once."""
    return _wins(mine, p) or (free != 0 and _link[p] & free == 0)


def _search(me, opp, top, key, tkey, col, depth, alpha, beta, ply, holes):
    """Negamax value for the side to move: markers me, colour digit col (1 red).

    key and tkey are the position in base 3 (0 empty, 1 red, 2 black), by
    rows and by columns; key also indexes the transposition table. holes is
    holes_of(me), which the caller has (its opponent's holes) and passes down.
    """
    if _open(me, opp, top, key, depth, alpha, beta, ply, holes) != OPEN:
        return _node[0]
    n = _node[0]
    danger = _node[1]
    slot = _node[2]
    k = _node[3]
    base = ply * 8
    a0 = alpha
    best = -BOUND
    move = 0
    other = 3 - col
    for j in range(base, n):
        p = _mv[j]
        if depth == 1:
            s = -_leaf(opp, me | (1 << p), p, key + col * _POW3[p], tkey + col * _POW3T[p], other,
                       danger)
        else:
            nme = me | (1 << p)
            nkey = key + col * _POW3[p]
            ntkey = tkey + col * _POW3T[p]
            if j == base:
                s = -_search(opp, nme, p, nkey, ntkey, other, depth - 1, -beta, -alpha, ply + 1,
                             danger)
            else:  # a null window first: most later moves only need to be refuted
                s = -_search(opp, nme, p, nkey, ntkey, other, depth - 1, -alpha - 1, -alpha,
                             ply + 1, danger)
                if alpha < s < beta:
                    s = -_search(opp, nme, p, nkey, ntkey, other, depth - 1, -beta, -s, ply + 1,
                                 danger)
        if s > best:
            best = s
            move = p
            if s > alpha:
                alpha = s
                if s >= beta:
                    break
    if depth > 1:
        _close(slot, k, best, depth, a0, beta, move)
    return best


def _open(me, opp, top, key, depth, alpha, beta, ply, holes):
    """A node's start, shared by _search and the pondering (ai_ponder.py): count it, ask
    the table, order its cards into _mv/_ky from ply * 8. OPEN if its cards are to be
    searched: then _node holds (their end in _mv, holes_of(opp), the table's slot, the
    position's key); else the node's value is settled, in _node[0]."""
    global _nodes, _part
    _nodes += 1
    if _nodes > _budget:
        raise _Stop
    free = _FULL ^ me ^ opp
    k = key * 16 + top
    slot = ((k ^ (k >> 11) ^ (k >> 22)) & _TT_MASK) << 1
    hint = -1
    if depth > 1 and _tt[slot] == k:
        v = _tt[slot + 1]
        hint = v & 15
        if (v >> 6) & 31 >= depth:
            s = (v >> 11) - BOUND
            flag = (v >> 4) & 3
            if flag == _EXACT or (flag == _LOWER and s >= beta) or (flag == _UPPER and s <= alpha):
                return _settled(s)
    base = ply * 8
    n = base
    moves = _link[top] & free
    if holes & moves:
        return _settled(_won(free, 1))
    danger = holes_of(opp)
    left = _POP8[free & 255] + _POP8[free >> 8]
    evaluate = left >= _eval_from and depth > 1
    if evaluate:  # that order costs more: _EVAL_PART fifths of a node more (_part)
        _part += _EVAL_PART
        if _part >= 5:
            _part -= 5
            _nodes += 1
            if _nodes > _budget:
                raise _Stop
    m = moves
    while m:
        bit = m & -m
        m ^= bit
        p = _PLACE[bit % 37]
        nfree = free ^ bit
        if not nfree:
            return _settled(0)  # the last card: a draw
        r = _link[p] & nfree
        if not r:
            return _settled(_won(free, 1))  # the opponent has no card left
        if r & danger:
            continue  # it lets the opponent complete a line or square
        if p == hint:
            order = 0
        elif not evaluate:  # fewest replies first
            order = 1 + _POP8[r & 255] + _POP8[r >> 8]
        else:  # the most it adds to the evaluation, less the replies it leaves
            order = 128 + _POP8[r & 255] + _POP8[r >> 8]
            for w in PATTERNS[p]:
                o = opp & w
                if not o:
                    o = me & w
                    o = _POP8[o & 255] + _POP8[o >> 8]
                    order += _WEIGHT[o] - _WEIGHT[o + 1]
                elif not me & w:
                    order -= _WEIGHT[_POP8[o & 255] + _POP8[o >> 8]]
        j = n
        while j > base and _ky[j - 1] > order:
            _mv[j] = _mv[j - 1]
            _ky[j] = _ky[j - 1]
            j -= 1
        _mv[j] = p
        _ky[j] = order
        n += 1
    if n == base:
        return _settled(-_won(free, 2))  # every card lets the opponent win at once
    m = free & (free - 1)
    if not m & (m - 1):
        return _settled(0)  # two cards left, neither wins: the opponent takes the last
    if left <= _tail_cards and depth >= left:  # a solve near the end: its cheaper nodes
        best = -BOUND
        for j in range(base, n):
            p = _mv[j]
            s = -_tail(opp, me | (1 << p), p, free ^ (1 << p), -beta, -alpha)
            if s > best:
                best = s
                if s > alpha:
                    alpha = s
                    if s >= beta:
                        break
        return _settled(best)
    _node[0] = n
    _node[1] = danger
    _node[2] = slot
    _node[3] = k
    return OPEN


def _tail(me, opp, top, free, alpha, beta):
    """The exact value of a node near the end (see TAIL), as _open and _search would find
    it: the same rules, its cards in place order but those that leave one reply first. Its
    parent has cut the cards that let it win in one, and left it at least two cards."""
    global _nodes, _part
    _part += 3
    if _part >= 5:
        _part -= 5
        _nodes += 1
        if _nodes > _budget and _tail_stops:
            raise _Stop
    moves = _link[top] & free
    danger = holes_of(opp)
    forcing = 0  # the cards to search that leave the opponent one reply, then the others
    others = 0
    m = moves
    while m:
        bit = m & -m
        m ^= bit
        r = _link[_PLACE[bit % 37]] & (free ^ bit)
        if not r:
            return _won(free, 1)
        if not r & danger:
            if r & (r - 1):
                others |= bit
            else:
                forcing |= bit
    if not forcing | others:
        return -_won(free, 2)
    m = free & (free - 1)
    if not m & (m - 1):
        return 0
    best = -BOUND
    while forcing | others:
        if forcing:
            bit = forcing & -forcing
            forcing ^= bit
        else:
            bit = others & -others
            others ^= bit
        s = -_tail(opp, me | bit, _PLACE[bit % 37], free ^ bit, -beta, -alpha)
        if s > best:
            best = s
            if s > alpha:
                alpha = s
                if s >= beta:
                    break
    return best


def _settled(value):
    _node[0] = value
    return 0


def _close(slot, k, best, depth, a0, beta, move):
    """A node's end (depth > 1): its value best, found in the window (a0, beta) with the
    card move, into the table."""
    flag = _LOWER if best >= beta else (_UPPER if best <= a0 else _EXACT)
    if best >= WIN or best <= -WIN:
        depth = _PROVEN
    _tt[slot] = k
    _tt[slot + 1] = ((best + BOUND) << 11) | (min(depth, 31) << 6) | (flag << 4) | move


def _leaf(me, opp, top, key, tkey, col, holes):
    """The value at the horizon: a win in one move, else the heuristic (holes: holes_of(me))."""
    global _nodes
    _nodes += 1
    if _nodes > _budget:
        raise _Stop
    free = _FULL ^ me ^ opp
    moves = _link[top] & free
    if holes & moves:
        return _won(free, 1)
    m = moves
    while m:
        bit = m & -m
        m ^= bit
        nfree = free ^ bit
        if not nfree:
            return 0
        if not _link[_PLACE[bit % 37]] & nfree:
            return _won(free, 1)
    n = _POP8[moves & 255] + _POP8[moves >> 8]
    if col == 1:
        return _evaluate(key, tkey, me, opp, n)
    return -_evaluate(key, tkey, opp, me, -n)


def _evaluate(key, tkey, red, black, mobility):
    """Red's heuristic value, well inside (-WIN, WIN), from the base-3 keys.

    Every line and square that only one colour occupies counts for it
    (_WEIGHT by its markers), and so does each legal card of the side to move.
    Rows and squares come from the row-major key, columns from the
    column-major tkey.
    """
    a = key % 81
    key //= 81
    b = key % 81
    key //= 81
    c = key % 81
    d = key // 81
    s = _FOUR[a] + _FOUR[b] + _FOUR[c] + _FOUR[d] + _band(a, b) + _band(b, c) + _band(c, d)
    a = tkey % 81
    tkey //= 81
    b = tkey % 81
    tkey //= 81
    s += _FOUR[a] + _FOUR[b] + _FOUR[tkey % 81] + _FOUR[tkey // 81] - 8 * _OFFSET
    for w in (0x8421, 0x1248):
        r = red & w
        k = black & w
        if not k:
            s += _WEIGHT[_POP8[r & 255] + _POP8[r >> 8]]
        elif not r:
            s -= _WEIGHT[_POP8[k & 255] + _POP8[k >> 8]]
    return s + _MOBILITY * mobility


def _band(x, y):
    """Red's value of the three squares of two rows (base-3 row codes x above y)."""
    return (_FOUR[x % 9 + 9 * (y % 9)] + _FOUR[x // 3 % 9 + 9 * (y // 3 % 9)]
            + _FOUR[x // 9 + 9 * (y // 9)] - 3 * _OFFSET)


_WEIGHT = (0, 0, 2, 16, 0)  # by markers in a line or square: tuned on solved positions


def _value(cells):
    """Red's value of four cells given as base-3 digits (0 empty, 1 red, 2 black)."""
    reds = cells.count(1)
    blacks = cells.count(2)
    if blacks == 0:
        return _WEIGHT[reds]
    return -_WEIGHT[blacks] if reds == 0 else 0


# Four cells by their base-3 code: a row, or a 2x2 square as the code of its
# upper two cells plus 9 times the code of its lower two.
_FOUR = bytes(_OFFSET + _value((i % 3, i // 3 % 3, i // 9 % 3, i // 27)) for i in range(81))
_bit_tables = _hole_table = _value = None  # run once: their code need not stay on the heap


def _won(free, taken):
    """The value of a win once taken more cards of free are gone: WIN, and in a points
    match also the cards then left, which the winner scores (the most first)."""
    return WIN + _points[0] * (_POP8[free & 255] + _POP8[free >> 8] - taken)


def _setup(game):
    """Load the game's layout and match into the search tables and clear the table."""
    global _nodes
    _nodes = 0
    solves(False)
    _points[0] = game.mode == POINTS
    _points[1] = WIN + 15 * _points[0]
    for p in range(16):
        _link[p] = game.link[p]
    for i in range(len(_tt)):
        _tt[i] = 0


def solves(pondering):
    """How the searches from here go (a count of nodes starts: no fifth of one carried
    over, so that a search spends the same nodes whatever ran before it): solves ordered by
    the evaluation from _EVAL_FROM cards left (a hint's search in between may have turned
    that off); their ends on the Expert's own time from TAIL cards left, _tail stopped by
    the budget; on the person's (pondering) from PONDER_TAIL, each node's _tail run to its
    end."""
    global _tail_cards, _tail_stops, _eval_from, _part
    _part = 0
    _eval_from = _EVAL_FROM
    _tail_cards = PONDER_TAIL if pondering else TAIL
    _tail_stops = not pondering


def ponder(game, seat, nodes, first=-1):
    """Think for the expert on seat on the person's time for about nodes nodes, the card at
    first before the others (ai_ponder.py, imported for the game: it leaves memory with
    it; the game screen calls this with no nodes as it is made, to load it then); False
    when there is no more to do, None when the heap has no room for it."""
    return import_module("engine.royal_garden.ai_ponder").ponder(game, seat, nodes, first)


def _keys(game):
    """The position in base 3 (0 empty, 1 red, 2 black), by rows and by columns."""
    key = 0
    tkey = 0
    for p in range(16):
        digit = 1 if game.marks[0] >> p & 1 else (2 if game.marks[1] >> p & 1 else 0)
        key += digit * _POW3[p]
        tkey += digit * _POW3T[p]
    return key, tkey


def choose(game, seat, level, prng):
    """A legal move for seat (who must be to move) at the given level; the expert plays
    the answer it found on the person's time (ai_ponder.py), if it has one here, or goes on
    with the search the pondering was in the middle of here, if it was; where that proved
    the position not won, its own solve stops at the first card proven to draw."""
    global _nodes
    _nodes = 0
    _score[0] = 0
    if seat != game.to_move:
        raise ValueError("not this seat's turn")
    if game.phase != PLAYING:
        return NEXT
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    index = LEVELS.index(level)
    spent = 0  # nodes of the budget the pondering's solve took here
    ceiling = BOUND  # a value the solve may stop at: no better one can be
    pondering = modules.get("engine.royal_garden.ai_ponder")
    if index == len(LEVELS) - 1 and pondering:  # its answer here, or its solve goes on
        move = pondering.answer(game, budget(BUDGETS[index]) * RESUME // 100)
        if move >= 0:
            return move
        if move == NOT_WON:
            ceiling = 0
        spent = _nodes
    _setup(game)
    if index < 2:  # the learners' code is loaded for each of their moves
        return part(__name__, "learner").choose(game, seat, moves, index, prng)
    _nodes = spent
    return _deepen(game, seat, moves, budget(BUDGETS[index]), DEPTH_CAPS[index], prng, ceiling)


def _deepen(game, seat, moves, budget, cap, prng, ceiling):
    """Iterative deepening over the root moves until solved or out of budget. The solve
    stops at a card proven worth ceiling or more (0 where the position is known not to be
    won: a draw is then the best there is; BOUND otherwise); a solve for a win alone
    (_LIKELY) that finds none goes again at the same depth with the ceiling 0. moves (a
    list of our own) is shuffled, then holds the root order in place: no list per depth."""
    global _budget, _eval_from
    _budget = budget
    _score[0] = 0
    me = game.marks[seat]
    opp = game.marks[seat ^ 1]
    free = game.free
    key, tkey = _keys(game)
    col = 1 + seat
    first = moves[0]
    prng.shuffle(moves)
    n = 0  # the root order: moves[:n], without the cards that end the game in a draw
    for i in range(len(moves)):
        p = moves[i]
        bit = 1 << p
        if _immediate(me | bit, free ^ bit, p):
            return p
        if free ^ bit:
            moves[n] = p
            n += 1
    if not n:
        return first
    scores = [0] * n
    danger = holes_of(opp)
    best = moves[0]
    free_count = pop_count(free)
    last = min(cap, free_count)
    # the dearer order only where the search may reach the end: elsewhere it costs more
    # (17: no node has that many cards left)
    _eval_from = _EVAL_FROM if last == free_count <= _SOLVE_FREE else 17
    after = _SOLVE_AFTER if free_count <= 13 else _SOLVE_LATE
    depth = 0
    while depth < last:
        depth += 1
        if depth < last == free_count <= _SOLVE_FREE and (depth > after or not depth & 1):
            continue  # close enough to the end: odd depths, then try to solve it
        k = 0  # the moves searched at this depth
        alpha = -_points[1]
        stop = ceiling if depth == free_count else BOUND  # the solve's: the others are guesses
        wins = stop == BOUND and depth == free_count > 1 and scores[0] >= _LIKELY
        if wins:  # a win only: the cards that fail are not searched for their draw or loss
            alpha = WIN - 1
        try:
            for i in range(n):
                p = moves[i]
                nkey = key + col * _POW3[p]
                ntkey = tkey + col * _POW3T[p]
                if depth == 1:
                    s = -_leaf(opp, me | (1 << p), p, nkey, ntkey, 3 - col, danger)
                else:
                    s = -_search(opp, me | (1 << p), p, nkey, ntkey, 3 - col, depth - 1,
                                 -stop, -alpha, 1, danger)
                scores[i] = s
                k = i + 1
                if s > alpha:
                    alpha = s
                    if s >= WIN and not _points[0] or s >= stop:
                        break  # in a points match a larger win may follow
        except _Stop:
            if wins and alpha < WIN:
                best = moves[k]  # the cards before it do not win: this one still may
            elif k and (alpha >= WIN or depth == last == free_count):
                best = _proved(moves, scores, k, alpha)
                if alpha > -WIN:
                    _score[0] = alpha
            break
        # The searched moves best first, ties in the order searched (an insertion sort:
        # stable, in place); those not searched keep their places after them.
        for i in range(1, k):
            s = scores[i]
            p = moves[i]
            j = i
            while j and scores[j - 1] < s:
                scores[j] = scores[j - 1]
                moves[j] = moves[j - 1]
                j -= 1
            scores[j] = s
            moves[j] = p
        if wins and alpha < WIN:  # no card wins: look for a draw (cards proven lost last)
            best = moves[0]
            ceiling = 0
            depth -= 1
            continue
        if scores[0] <= -WIN:
            break  # every move loses against best play: keep the last hope
        best = moves[0]
        _score[0] = scores[0]
        if alpha >= WIN or depth == last:
            break
    return best


def _proved(moves, scores, k, alpha):
    """The root's card when a solve ran out after k of its moves: a proven win (alpha), else
    the first proven draw, else (the k searched all lose) the first card not searched."""
    for i in range(k):
        if scores[i] == alpha:
            return moves[i] if alpha > -WIN else moves[k]
    return moves[0]


def value(game, budget):
    """The exact value for the seat to move: 1 win, 0 draw, -1 loss (None: over budget, or
    before the first move). For tools and tests: its code is loaded for each use."""
    return part(__name__, "value").value(game, budget)


def hint(game, seat, prng):
    """(move, reason key of text.TEXT): the expert's card for seat and what it does (the
    reason's code is loaded for this one use)."""
    move = choose(game, seat, LEVELS[-1], prng)
    if move == NEXT:
        return move, "hint_next"
    forced = _score[0] >= WIN  # the search (or the pondering) proved a win
    return move, part(__name__, "reason").reason(game, seat, move, forced)
