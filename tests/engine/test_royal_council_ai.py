"""Royal Council AI: legal choices, only what the seat can see, the levels' habits."""

from engine.prng import Prng
from engine.royal_council import ai
from engine.royal_council.rules import DECK, DRAW, HANDS, RoyalCouncil
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
    g = RoyalCouncil.decode(LEARNER)
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
    g = RoyalCouncil.decode(DENY)
    one = g.parse_move("JC>1")
    four = g.parse_move("JC>4")
    assert g.gain(1, one >> 3) == g.gain(4, four >> 3) == 15
    assert best_reply(g, one) == 18 and best_reply(g, four) == 6
    for seed in range(5):
        assert ai.choose(g, 0, "skilled", Prng(seed)) == four
        assert ai.choose(g, 0, "expert", Prng(seed)) == four
        casual = ai.choose(g, 0, "casual", Prng(seed))
        assert g.gain(casual & 7, casual >> 3) == 15


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
    worst = 0
    for variant in (HANDS, DECK):
        g = RoyalCouncil(4, 9, {"variant": variant})
        prng = Prng(9)
        for _ in range(14):
            for level in ai.LEVELS:
                worst = max(worst, allocated(ai.choose, g, g.to_move, level, prng))
            g.play(ai.choose(g, g.to_move, "casual", prng))
    assert 0 < worst < 3072, worst
