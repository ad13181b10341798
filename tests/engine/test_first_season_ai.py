"""First of the Season AI: legal, reproducible, blind to hidden cards, and sensible."""

from engine.budget import budget
from engine.first_season import ai, text
from engine.first_season.rules import (
    HARVEST,
    HARVESTING,
    FirstOfTheSeason,
    card_text,
    count_bits,
)
from engine.first_season.rules_notation import (
    designed,  # a position set by hand
    parse_card,
)
from engine.prng import Prng


def c(t):
    return parse_card(t)


def mask(texts):
    out = 0
    for x in texts.split():
        out |= 1 << c(x)
    return out


def position(garden, hand0, hand1, tab0="-", tab1="-", aces="KMSWLY", crowns="------",
             to_move=0, last="-"):
    """A game from its parts; the numerals left over form the deck (the first set aside)."""
    used = 0
    for part in (garden, hand0, hand1, tab0.replace("-", ""), tab1.replace("-", "")):
        used |= mask(part)
    rest = [card_text(x) for x in range(24) if not used >> x & 1]

    def lst(texts):
        return ",".join(texts.split()) or "-"

    return designed(FirstOfTheSeason,
        "FS1 s1 m1 g0 w0-0 t%d plant x%s G:%s H0:%s H1:%s D:%s X:%s A:%s T0:%s T1:%s C:%s" % (
            to_move, last, lst(garden), lst(hand0), lst(hand1), ",".join(rest[1:]) or "-",
            rest[0], aces or "-", lst(tab0), lst(tab1), crowns))


def test_levels_are_named_in_both_languages():
    assert len(ai.LEVELS) >= 3
    for level in ai.LEVELS:
        english, german = text.TEXT[level]
        assert english and german


def test_every_level_plays_legal_moves_to_the_end():
    for i in range(len(ai.LEVELS)):
        level = ai.LEVELS[i]
        other = ai.LEVELS[(i + 1) % len(ai.LEVELS)]
        g = FirstOfTheSeason(seed=40 + i, options={"match": 3} if i == 0 else {})
        p = Prng(i)
        while not g.is_over():
            seat = g.to_move
            move = ai.choose(g, seat, (level, other)[seat], p)
            assert move in g.legal_moves()
            assert ai.last_nodes() >= 0
            g.play(move)


def test_same_prng_seed_same_choice():
    g = FirstOfTheSeason(seed=12)
    for level in ai.LEVELS:
        a = ai.choose(g, 0, level, Prng(5))
        b = ai.choose(g, 0, level, Prng(5))
        assert a == b


def shuffled_hidden(game, seat, prng):
    """The same game with the cards hidden from seat dealt again: the other hand, the deck,
    the card aside and the Aces under the revealed one."""
    f = game.encode().split(" ")
    other = 10 - seat  # field of the other hand
    pool = []
    for i in (other, 11, 12):
        if f[i][f[i].index(":") + 1:] != "-":
            pool += f[i][f[i].index(":") + 1:].split(",")
    prng.shuffle(pool)
    for i in (other, 11, 12):
        head = f[i][:f[i].index(":") + 1]
        body = f[i][len(head):]
        n = 0 if body == "-" else len(body.split(","))
        f[i] = head + (",".join(pool[:n]) or "-")
        pool = pool[n:]
    aces = f[13][2:]
    if len(aces) > 2:
        rest = list(aces[1:])
        prng.shuffle(rest)
        f[13] = "A:" + aces[0] + "".join(rest)
    return designed(FirstOfTheSeason, " ".join(f))


def test_choices_depend_only_on_what_the_seat_sees():
    g = FirstOfTheSeason(seed=21)
    p = Prng(8)
    differing = 0
    turn = 0
    while not g.is_over():
        seat = g.to_move
        twin = shuffled_hidden(g, seat, p)
        assert twin.view(seat) == g.view(seat)
        differing += twin.encode() != g.encode()
        level = ai.LEVELS[turn % len(ai.LEVELS)]  # each level in turn, to keep it quick
        assert ai.choose(g, seat, level, Prng(turn)) == ai.choose(twin, seat, level, Prng(turn))
        g.play(ai.choose(g, seat, "gardener", p))
        turn += 1
    assert differing > 10


def after_turn(g, plant):
    """(points of the mover minus the other's, cards harvested) after planting and
    harvesting everything eligible."""
    seat = g.to_move
    g.play(plant)
    moves = 1
    harvested = 0
    if g.phase() == HARVESTING:
        harvested = count_bits(g.eligible())
        g.play(HARVEST | g.eligible())
        moves = 2
    value = g.points(seat) - g.points(1 - seat)
    for _ in range(moves):
        g.undo()
    return value, harvested


def test_seedling_plants_a_card_that_harvests_and_takes_everything():
    # 5SW reaches 4MS and 6SY, 8WL reaches 9WY; 2MK and 3LY reach nothing.
    g = position("4MS 6SY 9WY", "2MK 5SW 8WL 3LY", "7ML 9LK 6LK 3SK")
    picked = []
    for seed in range(12):
        plant = ai.choose(g, 0, "seedling", Prng(seed))
        assert plant in (c("5SW"), c("8WL"))
        if plant not in picked:
            picked.append(plant)
    assert len(picked) == 2  # a learner: either will do
    g.play(c("5SW"))
    assert ai.choose(g, 0, "seedling", Prng(1)) == HARVEST | mask("4MS 6SY")


def test_the_stronger_levels_take_a_free_ace():
    # Ace of Moons revealed: only 5SW harvests (4MS, through Suns), and 4MS carries Moons.
    g = position("4MS 9WY", "2MK 5SW 7ML 3LY", "6LK 9LK 8YK 2SY", aces="MKSWLY")
    for level in ai.LEVELS[1:]:
        assert ai.choose(g, 0, level, Prng(2)) == c("5SW"), level
        g.play(c("5SW"))
        assert ai.choose(g, 0, level, Prng(2)) == HARVEST | mask("4MS"), level
        g.undo()


# Seat 1 to move (from a seeded game): the plant that scores most is not the one that
# harvests most.
SCORING = ("FS1 s187 m1 g0 w0-0 t1 plant x0 G:3LY,7SK,8WL H0:2WL,3MW,6MW,6SY H1:5SW,6LK,7ML,9WY "
           "D:3SK,5YK,5ML,2SY,4MS,7WY,8YK X:2MK A:LSYM T0:8MS,9LK,AK T1:4WL,4YK,9MS,AW C:111010")


def test_the_stronger_levels_take_the_most_points():
    g = FirstOfTheSeason.decode(SCORING)
    results = {}
    for plant in g.legal_moves():
        results[plant] = after_turn(g, plant)
    best = max([v[0] for v in results.values()])
    assert len([p for p in results if results[p][0] == best]) == 1
    for level in ai.LEVELS[1:]:
        assert results[ai.choose(g, 1, level, Prng(3))][0] == best, level


def test_the_planners_avoid_feeding_the_opponent():
    # Nothing can be harvested now. The planted card stays in the garden: 5SW can be taken
    # by four cards of rank 4 or 6, 7ML by three, 2WL by 3MW alone, and 9LK by nobody, as
    # 8WL and 8YK are in the tableaus already.
    g = position("2SY 5YK 9WY", "5SW 9LK 2WL 7ML", "3SK 8MS 7SK 6MW", tab0="8WL 3LY",
                 tab1="8YK")
    now = after_turn(g, c("9LK"))
    assert now[1] == 0
    for plant in g.legal_moves():
        assert after_turn(g, plant) == now
    for level in ("planner", "expert"):
        assert ai.choose(g, 0, level, Prng(4)) == c("9LK"), level


# Deck empty, two cards in each hand: the hidden cards are seat 1's hand and the card aside.
ENDGAME = ("FS1 s26 m1 g0 w0-0 t0 plant x0 G:2MK,2SY,6SY,8MS,9WY H0:4MS,5YK H1:4YK,9LK D:- "
           "X:3SK A:LYKM T0:4WL,5SW,6MW,7SK,7WY,8WL,8YK,9MS,AS,AW T1:2WL,3MW,3LY,5ML,6LK,7ML "
           "C:100100")


def outcome(g, me):
    """Minimax over every legal move (each harvest subset too): 1 win, 0 draw, -1 loss."""
    if g.is_over():
        w = g.game_winner()
        return 0 if w < 0 else 1 if w == me else -1
    values = []
    for m in g.legal_moves():
        g.play(m)
        values.append(outcome(g, me))
        g.undo()
    return max(values) if g.to_move == me else min(values)


def test_the_expert_solves_the_end_over_every_hidden_deal():
    g = FirstOfTheSeason.decode(ENDGAME)
    pool = g.unseen(0)
    held = g.hand_mask(1)
    totals = {}
    for plant in g.legal_moves():
        totals[plant] = 0
        for aside in range(24):
            if pool >> aside & 1:
                g.set_hand_mask(1, pool & ~(1 << aside))
                g.play(plant)
                totals[plant] += outcome(g, 0)
                g.undo()
    g.set_hand_mask(1, held)
    best = max(totals.values())
    assert min(totals.values()) < best
    for seed in range(3):
        assert totals[ai.choose(g, 0, "expert", Prng(seed))] == best


def test_the_experts_next_turn_without_a_harvest_hands_the_move_over():
    # Issue 40: none of seat 0's cards can harvest from this garden, so its next turn would
    # plant one and pass the move. The expert values that turn with seat 1 to move, not as
    # a free pass with seat 0 still to move (which the Crown odds count as worth more).
    g = position("2SY 5YK 9WY", "5SW 9LK 2WL 7ML", "3SK 8MS 7SK 6MW", tab0="8WL 3LY",
                 tab1="8YK")
    for card in g.hand(0):
        assert not g.eligible(card)
    ai._known[0] = g.hand_mask(0)
    still = ai._value(g, 0)
    g.to_move = 1
    handed_over = ai._value(g, 0)
    g.to_move = 0
    assert handed_over < still
    assert ai._my_best(g, 0) == handed_over
    assert g.to_move == 0


def test_the_expert_tries_whole_harvests_before_lesser_ones():
    # Issue 40: on a CLUE's budget the expert often ran out of nodes before it tried a plant
    # that harvests nothing (which scores low after one ply), having spent them on
    # harvests of less than everything. Here the lesser harvests score best after one ply
    # and the budget allows one option: the one tried is a whole harvest.
    g = position("9MS 7SK 7ML", "8MS 2SY 4WL 6LK", "5SW 9LK 2WL 3MW")
    assert count_bits(g.eligible(c("8MS"))) == 3
    options = ai._options(g, "expert")
    scores = []
    for plant, harvest in options:
        scores.append(100 if harvest and harvest != g.eligible(plant) else 0)
    assert max(scores) == 100
    ai._known[0] = g.hand_mask(0)
    ai._nodes[0] = budget(ai.BUDGET)  # the budget is spent once one option is tried
    out = ai._second_ply(g, 0, options, scores, True)
    tried = []
    for i in range(len(options)):
        if out[i] > -20000:  # an option not tried scores -2 * ai._WIN
            tried.append(options[i])
    assert len(tried) == 1
    plant, harvest = tried[0]
    assert harvest == g.eligible(plant)
