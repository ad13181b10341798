"""Royal Council AI levels, from a learner to a player who weighs every reply.

Every level reads only what game.view(seat) shows: the piles, the scores, the sizes
of the hands and the draw pile, and its own hand (game.unseen(seat) is the rest). The
look ahead plays on game.board(), a copy of the piles' tops, and only the expert
deals the unseen cards, as samples of what the others might hold.

  beginner  scores the neighbours and the opposite card only (the triangle is the
            shape learners overlook); else it counts the lone card.
  casual    the play that scores most now.
  skilled   the most now, minus what the next player can score in reply (less so
            with more players): for each unseen card the best reply it allows, then
            the exact expected best of the hand the next player holds (order
            statistics of a random hand). A play that reaches the target comes
            first; a reply that would reach it counts as a heavy loss.
  expert    the same for every later opponent of the round, plus its own best
            follow-up, weighted by variant and seats. In the hands variant a Jack,
            Queen or King played before the hand's last card costs a little (_KEEP),
            and its best few plays are then searched again over sampled deals of the unseen cards
            (ai_deals): each opponent answers greedily in turn, then it scores its own
            best follow-up on the board they leave. At 2 seats in the hands variant the
            other hand is known (the unseen cards): there it searches instead
            (ai_exact: alpha-beta within search_budget() nodes, exact once the round's
            end is within reach, from about 5 cards left on a PyBadge). At 2 seats in the
            draw pile the unseen cards are the pile alone: an expectimax over its
            draws as deep as its budget allows (ai_chance.draw). At 2 seats in the
            whole deck its best few plays are looked at a ply deeper, every unseen
            card tried as the other's reply against its own answer (ai_chance.deck).

Budgets are counted in nodes: one node is one card scored on one pile. The searches
beyond the look ahead are parts (engine.modules.part), loaded for each move that needs
them and forgotten: only their interned names stay on the device's heap.
hint() gives the expert's play with a short reason (a key of text.TEXT).
"""

from engine.budget import budget
from engine.compat import const
from engine.modules import part
from engine.royal_council.rules import DRAW, EMPTY, HANDS, RANKS, SUITS

LEVELS = ("beginner", "casual", "skilled", "expert")

# Weights in eighths of the play's own points, four to a record: the own follow-up's, then
# those of the best replies of the next, second and third opponent (0: not counted).
# A record for 2, 3 and 4 seats; the expert's also by variant. Tuned in seeded games
# against the casual and skilled levels. (Bytes: nested tuples took 0.6 KB of heap; const
# bytes and ints, their names underscored, are no globals and no interned names on the
# device.)
_SKILLED = const(b"\x00\x08\x00\x00\x00\x04\x00\x00\x00\x04\x00\x00")
_EXPERT = const(
    b"\x08\x10\x00\x00\x04\x04\x02\x01\x04\x04\x02\x01"  # hands
    b"\x00\x05\x00\x00\x00\x05\x00\x00\x00\x05\x00\x00"  # draw pile
    b"\x02\x08\x00\x00\x02\x08\x00\x00\x02\x08\x00\x00"  # whole deck
)
# The 2-seat hands variant's search (ai_exact): its node budget on a PyBadge; and at
# least _SEARCH_KEY nodes on every board for the plays where depth pays most: a seat's
# first of a round, and its plays from 6 cards left, where the round's end comes within
# reach. That lifts only a CLUE (2820 nodes), whose worst move stays within 2 s (issue
# 40: against the person yardstick 50 % of 600 games, 45 % before).
SEARCH = 6000
_SEARCH_KEY = const(4000)
# What the expert in the hands variant at 3-4 seats gives up (eighths of a point) to play
# a Jack, Queen or King while its hand holds another card: first while places are empty
# (the appointment), then on the piles. A court card played late lands on a fuller board;
# a King kept is the likeliest to score there. Tuned in seeded 4-seat games, one seat
# against three of the old expert (1,600 games: 29 % of the wins, fair 25 %).
_KEEP = const(b"\x00\x08\x10\x00\x04\x08")

_LOSS = const(60)  # what a reply that reaches the target counts as
WIN = 1 << 28  # the value of a play that reaches the target

_nodes = [0]


def last_nodes():
    """Cards scored on a pile by the last choose()."""
    return _nodes[0]


def choose(game, seat, level, prng):
    """A legal move for seat (the seat to move) at the given level (a key of LEVELS)."""
    b = game.board()
    moves = game.legal_moves()
    _nodes[0] = len(moves)
    if level == "beginner":
        values = [_beginner_value(b, m) for m in moves]
    elif level == "casual":
        values = [b.gain(m & 7, m >> 3) for m in moves]
    elif level == "expert" and game.seats == 2 and game.variant == HANDS and len(moves) > 1:
        # The unseen cards are the other's hand: ai_exact searches the round to its end
        # when the budget allows, else as many plies ahead as it does.
        move, _, nodes = part(__name__, "exact").solve(
            b, game.hands[seat], game.unseen(seat), game.target - game.scores[seat],
            game.target - game.scores[1 - seat], search_budget(game, seat))
        _nodes[0] += nodes
        return move
    elif level == "expert" and game.seats == 2 and game.variant == DRAW and len(moves) > 1:
        values, nodes = part(__name__, "chance").draw(game, b, seat, moves)
        _nodes[0] += nodes
    else:
        expert = level == "expert"
        weights = _EXPERT if expert else _SKILLED
        at = ((game.variant if expert else 0) * 3 + game.seats - 2) * 4
        unseen = game.unseen(seat)
        rk, su = ranks_suits(unseen)
        values = _lookahead(game, b, seat, moves, weights, at, unseen, rk, su)
        if expert and game.variant == HANDS:
            for i in range(len(moves)):
                if values[i] < WIN:
                    values[i] -= 1024 * keep_cost(b, game.hands[seat], moves[i] >> 3)
        if expert and len(moves) > 1 and max(values) < WIN:
            if game.variant == HANDS:
                moves, values = part(__name__, "deals").refine(
                    game, b, seat, moves, values, prng, unseen, rk, su, _nodes[0])
            elif game.seats == 2 and game.hands[1 - seat]:  # the whole deck (see above)
                moves, values, nodes = part(__name__, "chance").deck(
                    game, b, seat, moves, values, _nodes[0])
                _nodes[0] += nodes
    best = max(values)
    ties = values.count(best)
    k = prng.below(ties) if ties > 1 else 0
    for i in range(len(moves)):
        if values[i] == best:
            if not k:
                return moves[i]
            k -= 1


def keep_cost(b, hand, card):
    """What playing card from hand gives up (eighths of a point, _KEEP) in the hands
    variant: nothing for the hand's last card."""
    if len(hand) < 2:
        return 0
    return _KEEP[(0 if b.empties else 3) + (card >> 2) - 10]


def search_budget(game, seat):
    """The 2-seat hands search's nodes for seat's play (see SEARCH)."""
    nodes = budget(SEARCH)
    left = len(game.hands[seat]) + len(game.hands[1 - seat])
    if (left >= 11 or left <= 6) and nodes < _SEARCH_KEY:
        return _SEARCH_KEY
    return nodes


def _beginner_value(b, m):
    """The neighbours' and the opposite shape's points, else the lone card's."""
    c = m >> 3
    p = m & 7
    t = b.top
    v = b.shape_points(t[p - 1], c, t[p - 5]) + b.pair_points(c, t[p - 3])
    if v or b.crib or b.shape_points(t[p - 4], c, t[p - 2]):
        return v
    return (c >> 2) - 9


def binomial(n, k):
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r


def hand_size(g, seat, j):
    """The size of the hand the j-th later opponent (from 1) chooses from, 0 when the
    round ends before its turn."""
    if j >= g.seats:
        return 0
    for i in range(1, j + 1):
        if g.variant == DRAW:
            k = 1 if g.deck_left() >= i else 0
        else:
            k = len(g.hands[(seat + i) % g.seats])
        if not k:
            return 0
    return k


def count_opponents(g, seat, weights, at):
    """How many later opponents the look ahead counts: while a weight is given (record
    weights[at:at + 4]) and the opponent gets a turn this round."""
    n = 0
    while n < 3 and weights[at + 1 + n] and hand_size(g, seat, n + 1):
        n += 1
    return n


def _lookahead(g, b, seat, moves, weights, at, unseen, rk, su):
    """Values (ints, 8192 a point) of moves: gain, expected best replies, follow-up.
    g: the game (only what seat sees is read), b: its board(), for the look ahead;
    weights[at:at + 4]: the weights' record; unseen: the cards seat cannot see, rk, su:
    their ranks and suits."""
    own_w = weights[at]
    count = len(unseen)
    # For each later opponent j: the chance (in 1024ths, times its weight) that the
    # best card of its hand is the i-th best unseen card, at w[j * count + i].
    opponents = count_opponents(g, seat, weights, at)
    w = [0] * (opponents * count)
    for j in range(opponents):
        k = hand_size(g, seat, j + 1)
        den = binomial(count, k)
        scale = weights[at + 1 + j] * 2048
        for i in range(count):
            w[j * count + i] = (scale * binomial(count - 1 - i, k - 1) + den) // (2 * den)
    mine = g.hands[seat]
    mrk, msu = ranks_suits(mine)
    replies = [0] * count
    own = [0] * len(mine)
    out = [0] * len(moves)
    for mi in range(len(moves)):
        m = moves[mi]
        c = m >> 3
        p = m & 7
        gain = b.gain(p, c)
        if g.scores[seat] + gain >= g.target:
            out[mi] = WIN
            continue
        old = put_top(b, p, c)
        value = 8192 * gain
        if opponents:
            best_each(b, rk, su, 0, count, replies, None)
            replies.sort()
            for j in range(opponents):
                need = g.target - g.scores[(seat + j + 1) % g.seats]
                threat = 0
                at = j * count
                for i in range(count):
                    v = replies[count - 1 - i]
                    threat += w[at + i] * (_LOSS if v >= need else v)
                value -= threat
        if own_w:
            value += own_w * 1024 * follow_up(b, mine, mrk, msu, c, own)
        put_top(b, p, old)
        out[mi] = value
    return out


def ranks_suits(cards):
    """The cards' ranks and suits."""
    return bytearray([RANKS[c] for c in cards]), bytearray([SUITS[c] for c in cards])


def put_top(g, q, d):
    """Put card d (or EMPTY) on top of pile q for a look ahead; returns the old top."""
    top = g.top
    old = top[q]
    g.empties += (d == EMPTY) - (old == EMPTY)
    top[q] = d
    return old


def follow_up(g, mine, mrk, msu, played, out):
    """The best gain of the hand's cards other than played, on the board as it is."""
    best_each(g, mrk, msu, 0, len(mine), out, None)
    best = 0
    for i in range(len(mine)):
        if mine[i] != played and out[i] > best:
            best = out[i]
    return best


def best_each(g, rk, su, lo, hi, out, where):
    """out[i] = the best gain of card i (lo <= i < hi) on the open piles, and where[i]
    its pile (unless where is None). rk, su: the cards' ranks and suits."""
    t = g.top
    rows = g.score_rows
    t3 = g.score_three
    t2 = g.score_two
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


def hint(game, seat, prng):
    """(move, reason key of text.TEXT): the expert's play for seat and what it does (the
    reason's code is loaded for this one use)."""
    move = choose(game, seat, LEVELS[-1], prng)
    return move, part(__name__, "reason").reason(game, seat, move)
