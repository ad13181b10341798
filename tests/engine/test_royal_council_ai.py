"""Royal Council AI: legal choices, only what the seat can see, the levels' habits."""

from engine.budget import budget, set_speed
from engine.prng import Prng
from engine.royal_council import ai, ai_exact
from engine.royal_council.rules import DECK, DRAW, EMPTY, HANDS, RoyalCouncil
from engine.royal_council.rules_notation import designed  # a position set by hand
from engine.royal_council.text import TEXT
from tests.engine.expect import allocated


def positions(variant, seats, seed, every=7):
    """Positions along a seeded random game (every `every`-th move)."""
    g = RoyalCouncil(seats, seed, {"variant": variant})
    prng = Prng(seed)
    out = []
    n = 0
    while not g.is_over():
        if n % every == 0:
            out.append(g.encode())
        moves = g.legal_moves()
        g.play(moves[prng.below(len(moves))])
        n += 1
    return out


def test_levels_are_named():
    assert len(ai.LEVELS) >= 3
    for level in ai.LEVELS:
        assert level in TEXT


def test_every_level_chooses_a_legal_move():
    for variant in (HANDS, DRAW, DECK):
        for seats in (2, 4):
            for text in positions(variant, seats, 3 + variant, 23)[:4]:
                g = RoyalCouncil.decode(text)
                for level in ai.LEVELS:
                    move = ai.choose(g, g.to_move, level, Prng(1))
                    assert move in g.legal_moves()
                    assert g.encode() == text  # choosing changes nothing
                    assert ai.last_nodes() > 0


def test_hidden_cards_do_not_change_the_choice():
    # Two games that differ only in what `seat` cannot see: other hands, the draw pile
    # and the seed of later deals. The same prng seed must give the same choice.
    for variant in (HANDS, DRAW, DECK):
        for seats in (2, 3):
            for text in positions(variant, seats, 11 + seats, 31)[:3]:
                g = RoyalCouncil.decode(text)
                seat = g.to_move
                view = g.view(seat)
                a = RoyalCouncil.from_view(view, seat, Prng(1))
                b = RoyalCouncil.from_view(view, seat, Prng(2))
                assert a.view(seat) == b.view(seat) == view
                if seats == 3 or variant != HANDS:
                    assert a.encode() != b.encode()
                for level in ai.LEVELS:
                    assert ai.choose(a, seat, level, Prng(5)) == ai.choose(b, seat, level, Prng(5))


def test_same_seed_same_choice():
    g = RoyalCouncil.decode(positions(HANDS, 3, 8, 5)[2])
    for level in ai.LEVELS:
        first = ai.choose(g, g.to_move, level, Prng(4))
        assert ai.choose(g, g.to_move, level, Prng(4)) == first


# Pile 0 is the last open place. J♠ there makes the triangle K♠ J♠ Q♠ (12); K♣ makes
# K♥ K♣ K♦ with its neighbours (9); Q♣ or Q♦ only Q Q across (4).
LEARNER = "RC1 v0 n2 t121 s1 r0 d0 m0 S:0,0 P:-/KD/KS/QH/QS/KH H:JS.QD.QC.KC/JH.JD.JC K:- L:-"


def test_beginner_misses_the_triangle_and_casual_does_not():
    g = designed(RoyalCouncil, LEARNER)
    js = g.parse_move("JS>0")
    kc = g.parse_move("KC>0")
    assert g.gain(0, js >> 3) == 12 and g.gain(0, kc >> 3) == 9
    for seed in range(5):
        assert ai.choose(g, 0, "beginner", Prng(seed)) == kc
        assert ai.choose(g, 0, "casual", Prng(seed)) == js


# J♣ scores 15 on pile 1 or on pile 4; on pile 1 it leaves the other player 18, on 4 only 6.
DENY = ("RC1 v0 n2 t121 s0 r2 d1 m0 S:62,76 P:JH/QS/JS/JD.KS.QC/QD/KC H:JC.KD/QH.KH K:- "
        "L:1,QC>3,0,0,0,2")


def best_reply(g, move):
    g.play(move)
    best = max([g.gain(m & 7, m >> 3) for m in g.legal_moves()])
    g.undo()
    return best


def test_skilled_denies_the_next_player_a_big_reply():
    # (The expert solves this round to its end: there both plays are worth 5 points more
    # than the other player's; test_the_two_seat_expert_plays_a_round_exactly checks it.)
    g = RoyalCouncil.decode(DENY)
    one = g.parse_move("JC>1")
    four = g.parse_move("JC>4")
    assert g.gain(1, one >> 3) == g.gain(4, four >> 3) == 15
    assert best_reply(g, one) == 18 and best_reply(g, four) == 6
    values = exact_values(g)
    assert values[one] == values[four] == max(values.values()) == 5
    for seed in range(5):
        assert ai.choose(g, 0, "skilled", Prng(seed)) == four
        casual = ai.choose(g, 0, "casual", Prng(seed))
        assert g.gain(casual & 7, casual >> 3) == 15


def round_value(b, hands, needs, depth):
    """The best points to the round's end (or depth plies ahead) of the seat to move
    (hands[0], needs[0] short of the target) minus the other's, by plain minimax on a
    board() (its gain, the tops set and put back); ai.WIN once a play reaches the target,
    every won line alike."""
    if not hands[0] or not depth:
        return 0
    best = None
    for c in list(hands[0]):
        for p in range(6):
            if b.empties and b.top[p] != EMPTY:
                continue
            v = card_value(b, hands, needs, c, p, depth)
            best = v if best is None else max(best, v)
    return best


def card_value(b, hands, needs, c, p, depth=12):
    gain = b.gain(p, c)
    if gain >= needs[0]:
        return ai.WIN
    old = b.top[p]
    b.top[p] = c
    b.empties -= old == EMPTY
    hands[0].remove(c)
    v = gain - round_value(b, hands[::-1], (needs[1], needs[0] - gain), depth - 1)
    hands[0].append(c)
    b.top[p] = old
    b.empties += old == EMPTY
    return ai.WIN if v > ai.WIN // 2 else -ai.WIN if v < -ai.WIN // 2 else v


def exact_values(g, depth=12):
    """{move: its round value} for the seat to move (2 seats, hands: all cards known),
    depth plies ahead."""
    seat = g.to_move
    hands = [list(g.hands[seat]), list(g.hands[1 - seat])]
    needs = (g.target - g.scores[seat], g.target - g.scores[1 - seat])
    return {m: card_value(g.board(), hands, needs, m >> 3, m & 7, depth)
            for m in g.legal_moves()}


def test_the_two_seat_expert_plays_a_round_exactly():
    # Late in a round the expert's search reaches the round's end within a PyBadge's
    # budget (from 4 cards left always): its play is one of the best by plain minimax,
    # also near the target.
    checked = [0] * 6  # by cards left
    for seed in range(4):
        for text in positions(HANDS, 2, 40 + seed, 1):
            g = RoyalCouncil.decode(text)
            left = len(g.hands[0]) + len(g.hands[1])
            if left > 5 or len(g.legal_moves()) < 2:
                continue
            for target in (121, g.scores[g.to_move] + 12):
                g.target = target
                seat = g.to_move
                move, depth, _ = ai_exact.solve(
                    g.board(), g.hands[seat], g.unseen(seat), target - g.scores[seat],
                    target - g.scores[1 - seat], budget(ai.SEARCH))
                assert move == ai.choose(g, seat, "expert", Prng(seed))
                assert depth == left or left == 5
                if depth == left:
                    values = exact_values(g)
                    assert values[move] == max(values.values()), (text, target)
                    checked[left] += 1
    assert min(checked[2:]) >= 4, checked


def test_early_in_a_round_it_plays_the_best_to_its_horizon():
    # Early on it searches as deep as its budget allows (here a small one), plays that
    # mirror one another on a symmetric ring once: its play is one of the best to that
    # horizon by plain minimax over every play.
    checked = 0
    for seed in range(3):
        g = RoyalCouncil(2, 60 + seed, {"variant": HANDS})
        prng = Prng(seed)
        for _ in range(3):  # 12, 11 and 10 cards left; the ring symmetric at first
            seat = g.to_move
            move, depth, nodes = ai_exact.solve(g.board(), g.hands[seat], g.unseen(seat),
                                                121, 121, 1500)
            assert depth >= 2 and nodes <= 1500 + 36
            values = exact_values(g, depth)
            assert values[move] == max(values.values())
            checked += 1
            g.play(ai.choose(g, seat, "casual", prng))
    assert checked == 9


def test_the_two_seat_expert_keeps_to_its_budget():
    # Early in a round it searches as deep as its nodes allow and stops: at most one
    # position's plays (36) past the budget, fewer on a slower board. A seat's first
    # play of a round, and its plays from 6 cards left, get at least the key budget on
    # every board (a CLUE's: more than its share of a PyBadge's); the others their share.
    spent = {}
    for speed in (100, 47):
        set_speed(speed)
        try:
            g = RoyalCouncil(2, 5, {"variant": HANDS})
            for _ in range(3):  # 12, 11 and 10 cards left
                seat = g.to_move
                nodes = ai.search_budget(g, seat)
                move = ai.choose(g, seat, "expert", Prng(1))
                spent[speed, len(g.hands[0]) + len(g.hands[1])] = ai.last_nodes()
                assert nodes < ai.last_nodes() <= nodes + 2 * 36
                g.play(move)
        finally:
            set_speed(100)
    assert spent[47, 12] < spent[100, 12] and spent[47, 10] < spent[100, 10]
    assert spent[47, 10] <= budget(ai.SEARCH) * 47 // 100 + 2 * 36 < spent[47, 12]


RACE = ("RC1 v0 n2 t121 s0 r3 d0 m0 S:%d,97 P:JD.JS/QD/QC/QH/KC/JC H:JH.QS.KS/KH.KD K:- "
        "L:1,JS>0,0,6,0,0")


def test_a_play_that_reaches_the_target_comes_first():
    # K♠ onto pile 1 scores most (18) but opens a big reply, so mid-game the skilled
    # level prefers Q♠ onto pile 5 (16). At 103 only K♠ reaches 121: it wins at once.
    g = RoyalCouncil.decode(RACE % 82)
    ks = g.parse_move("KS>1")
    gains = sorted([g.gain(m & 7, m >> 3) for m in g.legal_moves()])
    assert g.gain(1, ks >> 3) == gains[-1] == 18 and gains[-2] < 18
    assert ai.choose(g, 0, "skilled", Prng(1)) == g.parse_move("QS>5")
    g = RoyalCouncil.decode(RACE % 103)
    for level in ("skilled", "expert"):
        assert ai.choose(g, 0, level, Prng(1)) == ks


def test_the_expert_at_more_seats_keeps_its_high_cards():
    # The hands variant at 3-4 seats: a court card played before the hand's last one
    # costs the expert a little, a King most, more while places are empty; the last card
    # costs nothing.
    g = RoyalCouncil(4, 5, {"variant": HANDS})
    b = g.board()
    assert b.empties == 6
    jack, queen, king = 40, 44, 48
    hand = [jack, queen, king]
    costs = [ai.keep_cost(b, hand, c) for c in hand]
    assert costs[0] < costs[1] < costs[2]
    assert ai.keep_cost(b, [king], king) == 0
    for _ in range(6):  # the appointment: every place gets its card
        g.play(g.legal_moves()[0])
    b = g.board()
    assert b.empties == 0
    assert 0 < ai.keep_cost(b, hand, king) < costs[2]
    assert ai.keep_cost(b, hand, jack) <= ai.keep_cost(b, hand, queen) < ai.keep_cost(
        b, hand, king)


def test_expert_respects_its_node_budget():
    worst = 0
    for variant in (HANDS, DECK):
        for text in positions(variant, 4, 21, 11)[:5]:
            g = RoyalCouncil.decode(text)
            ai.choose(g, g.to_move, "expert", Prng(2))
            worst = max(worst, ai.last_nodes())
    # The first look scores every move against every unseen card (at most 18 moves x
    # 46 cards x 6 piles in the whole deck); the second look stays within its budget.
    assert 0 < worst <= 18 * 47 * 6


def test_a_move_makes_little_garbage_on_the_device_vm():
    # The AI looks ahead on a copy of the piles' tops and reuses its lists: no per-node
    # tuples or slices. Counted on MicroPython only (CPython has no heap counter).
    if allocated(len, ()) is None:
        return
    # The hands variant's sampled deals are a part that each such move loads and forgets
    # (ai_deals): held here, so that what counts is the move's own garbage (a part's load
    # is a spike of its own: tools.bench coreheap).
    from engine.royal_council import ai_deals  # noqa: F401

    worst = 0
    for variant in (HANDS, DECK):
        g = RoyalCouncil(4, 9, {"variant": variant})
        prng = Prng(9)
        for _ in range(14):
            for level in ai.LEVELS:
                worst = max(worst, allocated(ai.choose, g, g.to_move, level, prng))
            g.play(ai.choose(g, g.to_move, "casual", prng))
    assert 0 < worst < 3072, worst
