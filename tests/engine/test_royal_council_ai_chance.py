"""Royal Council's expert at 2 seats in the draw pile and the whole deck (ai_chance.draw,
ai_chance.deck): their values against plain reference searches, and their node budgets."""

from engine.budget import budget, set_speed
from engine.prng import Prng
from engine.royal_council import ai, ai_chance
from engine.royal_council.rules import DECK, DRAW, EMPTY, RoyalCouncil
from tests.engine.test_royal_council_ai import positions

# ai_chance's scale and budgets are const (no names on the device): read where they exist
# (CPython), stated where they do not (the MicroPython VM).
SCALE = getattr(ai_chance, "_SCALE", 64)
WIN_POINTS = getattr(ai_chance, "_WIN_POINTS", 200 * 64)
DRAW_SEARCH = getattr(ai_chance, "_DRAW_SEARCH", 6000)
DECK_SEARCH = getattr(ai_chance, "_DECK_SEARCH", 12000)


def expert_nodes(variant, seed, plies, count, search):
    """[(position, the expert's nodes on it, budget(search) at that speed)] for count
    seeded 2-seat positions of a variant, on a PyBadge's speed and a slower board's."""
    out = []
    for speed in (100, 47):
        set_speed(speed)
        try:
            for text in positions(variant, 2, seed, plies)[:count]:
                g = RoyalCouncil.decode(text)
                ai.choose(g, g.to_move, "expert", Prng(1))
                out.append((text, ai.last_nodes(), budget(search)))
        finally:
            set_speed(100)
    return out


def chance_value(b, pool, needs, depth, weights, k=0):
    """The expected value for the seat about to draw one of pool and play it best (needs:
    its and the other's points short of the target), depth plies: plain recursion on a
    board() with its gain, in points (a float); WIN_POINTS where a play wins."""
    total = 0.0
    for c in pool:
        rest = list(pool)
        rest.remove(c)
        total += max(pile_values(b, c, rest, needs, depth, weights, k).values())
    return total / len(pool)


def pile_values(b, c, pool, needs, depth, weights, k=0):
    """{pile: the value of card c there} for the mover, as chance_value."""
    out = {}
    for p in range(6):
        if b.empties and b.top[p] != EMPTY:
            continue
        gain = b.gain(p, c)
        if gain >= needs[0]:
            out[p] = WIN_POINTS / SCALE
            continue
        v = gain
        if depth > 1 and pool:
            old = ai.put_top(b, p, c)
            v -= weights[k] / 8 * chance_value(b, pool, (needs[1], needs[0] - gain),
                                               depth - 1, weights, k + 1)
            ai.put_top(b, p, old)
        out[p] = v
    return out


def test_the_draw_pile_search_is_expectimax():
    # From 5 cards left to draw to the round's end (and near the target), its values
    # are those of a plain expectimax with the same weights, to within rounding; the
    # nodes it counts are the ones cost() foresaw.
    checked = 0
    for seed in range(3):
        for text in positions(DRAW, 2, 70 + seed, 1):
            g = RoyalCouncil.decode(text)
            seat = g.to_move
            pool = g.unseen(seat)
            if len(pool) > 5 or not g.hands[seat]:
                continue
            for weights in (bytes([8] * 12), bytes((8, 5, 5, 5, 5, 5))):
                for target in (121, g.scores[seat] + 9):
                    needs = (target - g.scores[seat], target - g.scores[1 - seat])
                    depth = min(3, len(pool) + 1)
                    b = g.board()
                    got, nodes = ai_chance.search(b, g.hands[seat][0], pool, needs[0],
                                                needs[1], depth, weights)
                    want = pile_values(g.board(), g.hands[seat][0], pool, needs, depth,
                                       weights)
                    assert sorted(p for p in range(6) if got[p] is not None) == sorted(want)
                    for p, v in want.items():
                        assert abs(got[p] / SCALE - v) < 0.1, (text, p)
                    assert b.top == g.top and pool == g.unseen(seat)  # put back
                    assert nodes <= ai_chance.cost(b.empties, len(pool), depth)
                    checked += 1
                _, nodes = ai_chance.search(g.board(), g.hands[seat][0], pool, 999, 999, 3,
                                          weights)
                assert nodes == ai_chance.cost(g.empties, len(pool), 3)  # none won early
    assert checked >= 24


def test_the_draw_pile_search_goes_as_deep_as_its_budget_allows():
    # The deepest search within the budget, to the round's end when it fits; the expert
    # spends no more than its budget on any board's speed.
    assert ai_chance.depth_for(0, 2, 10 ** 6) == 3  # its card, then the last two
    assert ai_chance.depth_for(0, 6, 1) == 1
    for n in range(1, 11):
        depth = ai_chance.depth_for(0, n, 6000)
        assert ai_chance.cost(0, n, depth) <= 6000
        assert depth == n + 1 or ai_chance.cost(0, n, depth + 1) > 6000
    for text, nodes, limit in expert_nodes(DRAW, 80, 1, 24, DRAW_SEARCH):
        assert nodes <= limit + 6, text


def deck_values(g, cand, piles, answer):
    """ai_chance.look by plain means: each unseen card's reply on its best piles by gain
    (lower pile first on equal gains), minus the weighted best answer of the cards kept,
    the replies weighed by the chance that each is the best of the other's hand."""
    seat = g.to_move
    other = 1 - seat
    pool = g.unseen(seat)
    n = len(pool)
    k = len(g.hands[other])
    den = ai.binomial(n, k)
    weights = [(1024 * ai.binomial(n - 1 - i, k - 1) + den // 2) // den for i in range(n)]
    out = []
    for m in cand:
        c, p = m >> 3, m & 7
        b = g.board()
        gain = b.gain(p, c)
        ai.put_top(b, p, c)
        kept = [d for d in g.hands[seat] if d != c]
        replies = []
        for x in pool:
            best = -8 * 60
            for q in sorted(range(6), key=lambda q: (-b.gain(q, x), q))[:piles]:
                v = b.gain(q, x)
                if v >= g.target - g.scores[other]:
                    best = 8 * 60
                    break
                old = ai.put_top(b, q, x)
                reply = max([b.gain(r, d) for d in kept for r in range(6)] + [0])
                ai.put_top(b, q, old)
                best = max(best, 8 * v - answer * reply)
            replies.append(best)
        replies.sort(reverse=True)
        out.append(8192 * gain - sum(w * r for w, r in zip(weights, replies)))
    return out


def test_the_whole_deck_look_matches_a_plain_one():
    checked = 0
    for text in positions(DECK, 2, 90, 9)[:6]:
        g = RoyalCouncil.decode(text)
        seat = g.to_move
        if not g.hands[1 - seat] or len(g.legal_moves()) < 2:
            continue
        cand = g.legal_moves()[:4]
        for target in (121, max(g.scores) + 8):
            g.target = target
            got, _ = ai_chance.look(g, g.board(), seat, cand, 3, 6)
            want = deck_values(g, cand, 3, 6)
            for i, m in enumerate(cand):
                if g.scores[seat] + g.gain(m & 7, m >> 3) >= target:
                    assert got[i] == ai.WIN
                else:
                    assert got[i] == want[i], (text, target, m)
            checked += 1
    assert checked >= 8


def test_the_whole_deck_expert_keeps_to_its_budget():
    # Its look ahead and the deeper look together, on a PyBadge and a slower board.
    deeper = 0
    for text, nodes, limit in expert_nodes(DECK, 91, 3, 20, DECK_SEARCH):
        assert nodes <= limit, text
        deeper += nodes > 18 * 47 * 6
    assert deeper  # the deeper look ran
