"""First of the Season AI: from a learner to a three-ply expectimax.

Every level starts from what the seat sees only: game.view_game(seat, prng), the
game FirstOfTheSeason.from_view(view(seat)) would rebuild, fills the hidden cards
at random from the unseen pool (one determinization, drawn with the caller's prng).
A turn option is a plant and a harvest mask.

- seedling: a learner who knows the harvest rule: plants any card that can
  harvest something (else any card) and takes everything it can.
- gardener: greedy, one ply: the option that scores best right after the turn
  (Crowns and Aces, suit margins, the tie-break). The bench's greedy baseline.
- planner: two plies. For each option, every unseen card is tried as the
  opponent's reply (full harvest); the replies, sorted, are weighted by the
  chance that each is the best card of a random hand of the opponent's size.
  Positions are valued by the expected final Crowns (a table of how often a
  suit margin held to the end in self-play) plus the Aces.
- expert: as planner, and after each reply its own best next turn (or, with no
  card that harvests, a plant that hands the move over); the options are tried
  best-first, whole harvests before lesser ones, within a node budget. Once the
  deck is empty and at most ENDGAME_CARDS cards are in hands, it solves every way
  the other hand and the card set aside can lie exactly (alpha-beta on win, draw,
  loss).
hint() gives the expert's move with a short reason (a key of text.TEXT; the code that
finds it is in ai_reason.py, loaded for each hint).
"""

from engine.budget import budget
from engine.compat import const
from engine.first_season.rules import (
    ACE,
    BETWEEN,
    BIT_INDEX,
    HARVEST,
    HARVESTING,
    NEXT,
    PLANT,
    POP6,
    count_bits,
)
from engine.modules import part

LEVELS = ("seedling", "gardener", "planner", "expert")

_WIN = const(10000)
_POINT = const(100)
_TIE = const(10)  # being the last harvester
_MARGIN = (0, 15, 30, 40)  # the greedy value of a suit margin of 0, 1, 2, 3 or more
BUDGET = const(300)  # nodes after which the expert tries no further option (on a PyBadge)
ENDGAME_CARDS = const(4)

# How often (%) a seat ended a game holding a suit's Crown, measured over 1500 seeded
# self-play games of an earlier two-ply expert (measured again with this one, no entry
# moved by more than 4), sparse cells filled from their neighbours and cells with no card
# left set to the sure outcome. Index: 90 if the other seat is to move, + 10 * row, + the
# cards of the suit not yet in a tableau (0..9, the Ace included). Rows: margin -3 or
# less, -2, -1; margin 0 with the Crown held by the seat, by the other, by nobody;
# margin 1, 2, 3 or more.
_CROWN_ODDS = bytes((
    0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 0, 0, 0, 0, 0, 6, 6, 16, 16, 16,
    0, 0, 2, 2, 15, 15, 31, 31, 36, 36, 100, 94, 94, 77, 77, 63, 63, 55, 55, 55,
    0, 9, 9, 33, 33, 48, 48, 53, 53, 53, 50, 53, 53, 53, 53, 53, 53, 53, 53, 53,
    100, 100, 99, 99, 90, 90, 76, 76, 69, 69, 100, 100, 100, 100, 100, 96, 96, 88, 88, 88,
    100, 100, 100, 100, 100, 100, 99, 99, 99, 99,
    0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 4, 4, 12, 12, 12,
    0, 0, 1, 1, 10, 10, 24, 24, 31, 31, 100, 91, 91, 67, 67, 52, 52, 47, 47, 47,
    0, 6, 6, 23, 23, 37, 37, 45, 45, 45, 50, 47, 47, 47, 47, 47, 47, 47, 47, 47,
    100, 100, 98, 98, 85, 85, 69, 69, 64, 64, 100, 100, 100, 100, 100, 94, 94, 84, 84, 84,
    100, 100, 100, 100, 100, 100, 97, 97, 97, 97))


_NONE = const(-40000)  # below every value (at least -_WIN)
_values = [0] * 24  # _expected_reply's values of the replies
_nodes = [0]
_known = [0]  # the searching seat's hand before its turn: the cards it will surely hold


def last_nodes():
    """Nodes (moves played and positions valued) spent by the last choose()."""
    return _nodes[0]


def choose(game, seat, level, prng):
    """A legal move for seat (the seat to move) at a level of LEVELS."""
    _nodes[0] = 0
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    return _pick(game.view_game(seat, prng), seat, level, prng)[0]


def _pick(g, seat, level, prng):
    """(move, plant, harvest mask): the level's turn in g, a game rebuilt from a view."""
    _known[0] = g.hand_mask(seat)
    deep = level == "expert"
    options = _options(g, level)
    # Plain loops, no comprehensions: one over g or seat would allocate cells on the
    # device's heap (as would a lambda).
    scores = []
    for plant, mask in options:
        if level == "seedling":
            scores.append(1 if mask else 0)
        else:
            scores.append(after_turn(g, seat, plant, mask,
                                      _greedy_value if level == "gardener" else _value))
    if level not in ("seedling", "gardener"):
        if deep and g.deck_count() == 0 \
                and count_bits(g.hand_mask(0) | g.hand_mask(1)) <= ENDGAME_CARDS:
            scores = _endgame(g, seat, options, scores)
        else:
            scores = _second_ply(g, seat, options, scores, deep)
    best = max(scores)
    ties = []
    for i in range(len(options)):
        if scores[i] == best:
            ties.append(options[i])
    plant, mask = prng.choice(ties)
    return (plant if g.phase() == PLANT else HARVEST | mask), plant, mask


def _options(g, level):
    """(plant, harvest mask) pairs for this turn; a plant already made is kept."""
    plants = g.hand(g.to_move) if g.phase() == PLANT else [g.planted()]
    out = []
    for plant in plants:
        full = g.eligible(plant)
        out.append((plant, full))
        if full and level in ("planner", "expert"):
            # Harvesting less is rarely better: try leaving one card, or all.
            out.append((plant, 0))
            if count_bits(full) > 1:
                for c in range(24):
                    if full >> c & 1:
                        out.append((plant, full & ~(1 << c)))
    return out


def after_turn(g, seat, plant, mask, score):
    """Play a plant (unless made already) and a harvest, score with score(g, seat), undo."""
    moves = 0
    if g.phase() == PLANT:
        g.play(plant)
        moves = 1
    if g.phase() == HARVESTING:
        g.play(HARVEST | mask)
        moves += 1
    _nodes[0] += moves
    value = score(g, seat)
    for _ in range(moves):
        g.undo()
    return value


def _outcome(g, me):
    winner = g.game_winner()
    return 0 if winner < 0 else _WIN if winner == me else -_WIN


def _greedy_value(g, me):
    """What a greedy player counts: points now, suit margins, the tie-break."""
    _nodes[0] += 1
    if g.phase() >= BETWEEN:
        return _outcome(g, me)
    other = 1 - me
    value = _POINT * (g.points(me) - g.points(other))
    cnt = g.suit_tally  # the suit counts, read in place (suit_counts() makes two tuples)
    mine = 6 * me
    theirs = 6 * other
    for s in range(6):
        d = cnt[mine + s] - cnt[theirs + s]
        value += _MARGIN[min(d, 3)] if d >= 0 else -_MARGIN[min(-d, 3)]
    return value + _tie_value(g, me)


def _tie_value(g, me):
    last = g.last_harvester()
    return 0 if last < 0 else _TIE if last == me else -_TIE


def _value(g, me):
    """Expected final points for me minus the other's: Aces taken, Crowns by the odds."""
    _nodes[0] += 1
    if g.phase() >= BETWEEN:
        return _outcome(g, me)
    # The rules' own fields, read only: this runs at every leaf of the search.
    other = 1 - me
    value = _POINT * (POP6[g.tableaus[me] >> ACE] - POP6[g.tableaus[other] >> ACE])
    cnt = g.suit_tally
    mine = 6 * me
    theirs = 6 * other
    held = g.crown_masks[me]
    base = 0 if g.to_move == me else 90
    for s in range(6):
        a = cnt[mine + s]
        b = cnt[theirs + s]
        if a < b:
            row = 3 + max(a - b, -3)
        elif a > b:
            row = 5 + min(a - b, 3)
        else:
            row = 3 if held >> s & 1 else 5 if not b else 4
        value += 2 * _CROWN_ODDS[base + 10 * row + 9 - a - b] - 100
    last = g.harvester
    if last >= 0:
        value += _TIE if last == me else -_TIE
    return value


def _second_ply(g, seat, options, scores, deep):
    """Expected values after the opponent's best reply; the expert goes on to its own
    next turn and stops trying options once over BUDGET nodes (scaled to the board's
    speed). The options are tried best first, every card's whole harvest (a card that
    harvests nothing included) before any harvest of less (issue 40: on a CLUE's budget
    the plants that keep a harvester for later were often never tried)."""
    whole = []  # 1: the option harvests all its plant may
    for plant, mask in options:
        whole.append(1 if mask == g.eligible(plant) else 0)
    order = []  # best first, ties in option order (a stable sort on every VM)
    for i in range(len(options)):
        j = len(order)
        while j:
            k = order[j - 1]
            if whole[k] > whole[i] or whole[k] == whole[i] and scores[k] >= scores[i]:
                break
            j -= 1
        order.insert(j, i)
    out = [-2 * _WIN] * len(options)
    reply = _expected_reply_deep if deep else _expected_reply
    most = budget(BUDGET)
    for i in order:
        if deep and _nodes[0] > most:
            break
        out[i] = after_turn(g, seat, options[i][0], options[i][1], reply)
    return out


def _expected_reply_deep(g, me):
    return _expected_reply(g, me, _my_best)


def _expected_reply(g, me, leaf=_value):
    """My value after the opponent's best reply from a random hand of the unseen cards."""
    if g.phase() >= BETWEEN:
        return _outcome(g, me)
    other = 1 - me
    held = g.hand_mask(other)
    k = count_bits(held)
    # The card just drawn is unknown to me: it stays in the pool the reply comes from.
    pool = g.unseen(me) | g.hand_mask(me) & ~_known[0]
    last = g.deck_count() == 0 and k == 1 and not g.hand_mask(me)
    # A reply that harvests nothing changes no score: value it once, as if it passed.
    g.to_move = me
    still = leaf(g, me)
    g.to_move = other
    n = count_bits(pool)
    values = _values  # the one list, reused (this never nests); the unused end sorts last
    for i in range(24):
        values[i] = still if i < n else _NONE
    i = 0
    while pool:
        low = pool & -pool
        pool ^= low
        c = BIT_INDEX[low % 37]
        harvest = g.eligible(c)
        if harvest or last:
            g.set_hand_mask(other, 1 << c)
            values[i] = after_turn(g, me, c, harvest, leaf)
            g.set_hand_mask(other, held)
        i += 1
    # The opponent plays its best card: sorted from best for me, value i is the worst of a
    # random k-card hand with chance C(i, k-1) / C(n, k). The weights C(i, k-1) are made
    # as they go (no table on the heap); they add up to C(n, k).
    values.sort(reverse=True)
    total = 0
    ways = 0
    weight = 1  # C(k-1, k-1)
    for i in range(k - 1, n):
        if i >= k:
            weight = weight * i // (i - k + 1)
        total += values[i] * weight
        ways += weight
    return total // ways


def _my_best(g, me):
    """My value after my best full harvest next turn (me to move) with a card I hold now.
    A turn without a harvest plants a card and hands the move over: it is valued with the
    other seat to move (issue 40: valued with me still to move, it was a free pass, which
    the Crown odds favour, so keeping a harvester for later looked worse than it is)."""
    if g.phase() >= BETWEEN:
        return _outcome(g, me)
    g.to_move = 1 - me
    best = _value(g, me)
    g.to_move = me
    hand = g.hand_mask(me) & _known[0]
    while hand:
        low = hand & -hand
        hand ^= low
        c = BIT_INDEX[low % 37]
        harvest = g.eligible(c)
        if harvest:
            v = after_turn(g, me, c, harvest, _value)
            if v > best:
                best = v
    return best


def _endgame(g, seat, options, scores):
    """With the deck gone, the hidden cards are the other hand and the card set aside:
    solve each way they can lie; the heuristic scores only break ties."""
    other = 1 - seat
    held = g.hand_mask(other)
    pool = g.unseen(seat)
    out = []
    for i in range(len(options)):
        total = 0
        for c in range(24):
            if pool >> c & 1:
                g.set_hand_mask(other, pool & ~(1 << c))
                total += after_turn(g, seat, options[i][0], options[i][1], _solve_root)
        out.append(total * 4 * _WIN + scores[i])
    g.set_hand_mask(other, held)
    return out


def _solve_root(g, me):
    return _solve(g, me, -2, 2)


def _solve(g, me, alpha, beta):
    """The outcome for me (1, 0, -1) with every hand known, by alpha-beta."""
    if g.phase() >= BETWEEN:
        winner = g.game_winner()
        return 0 if winner < 0 else 1 if winner == me else -1
    seat = g.to_move
    hand = g.hand_mask(seat)
    best = -2 if seat == me else 2
    for c in range(24):
        if hand >> c & 1:
            g.play(c)
            moves = 1
            if g.phase() == HARVESTING:
                g.play(HARVEST | g.eligible())
                moves = 2
            _nodes[0] += moves
            v = _solve(g, me, alpha, beta)
            for _ in range(moves):
                g.undo()
            if seat == me:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
    return best


def hint(game, seat, prng):
    """(move, reason key of text.TEXT): the expert's move for seat and what its turn does."""
    if game.phase() == BETWEEN:
        return NEXT, "hint_next"
    _nodes[0] = 0
    g = game.view_game(seat, prng)
    move, plant, mask = _pick(g, seat, LEVELS[-1], prng)
    # The reason's code is loaded for this one use (engine.first_season.ai_reason): it is
    # not on the heap while the game is played.
    return move, part(__name__, "reason").reason(g, seat, plant, mask)
