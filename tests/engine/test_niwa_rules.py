"""Niwa rules: the deal, swaps, reveals, trio takes, scoring, rounds and notation."""

from engine.game import IllegalMove
from engine.niwa.rules import (
    END,
    KINDS,
    LAY,
    REVEAL,
    STAGE_CHOOSE,
    STAGE_LAYING,
    STAGE_OFFER,
    STAGE_OVER,
    STAGE_TURN,
    SWAP,
    TAKE,
    Niwa,
    hand_score,
)
from engine.niwa.rules_notation import (
    card_text,
    designed,  # a position set by hand
    parse_card,
)
from engine.niwa.rules_score import breakdown
from engine.prng import Prng
from tests.engine.expect import raises
from tests.engine.test_niwa_util import cards, counts, play_random, position, random_move


def k(text):
    return parse_card(text)


def swap(give, take):
    return SWAP + k(give) * KINDS + k(take)


def lay(text):
    return LAY + k(text)


def hand_text(game, seat):
    h = game.hands[seat]
    return " ".join(card_text(x) for x in range(KINDS) for _ in range(h[x]))


def refused(game, move):
    """True when move raises IllegalMove and leaves the game exactly as it was."""
    before = game.encode()
    raises(IllegalMove, game.play, move)
    return game.encode() == before


# --- the deal -----------------------------------------------------------------

def test_deal_uses_66_cards_as_the_rules_say():
    for seats in range(2, 7):
        g = Niwa(seats, 100 + seats)
        total = bytearray(KINDS)
        for s in range(seats):
            assert sum(g.hands[s]) == 9
            for x in range(KINDS):
                total[x] += g.hands[s][x]
        assert len(g.stack) == 9
        assert sum(g.row) == 3
        assert sum(g.unseen(0)) == 66 - 9 - 3 - 0  # other hands, stack, set aside
        for x in range(KINDS):
            total[x] += g.row[x] + g.aside[x]
        for x in g.stack:
            total[x] += 1
        assert list(total) == [2] * KINDS  # values 0..10 x 3 colours x 2
        assert sum(g.aside) == 66 - 9 * seats - 12
        assert g.to_move == 0 and g.stage() == STAGE_TURN and g.round_index() == 0


def test_same_seed_same_deal_and_seats_checked():
    assert Niwa(3, 9).encode() == Niwa(3, 9).encode()
    assert Niwa(3, 9).encode() != Niwa(3, 10).encode()
    raises(ValueError, Niwa, 1, 1)
    raises(ValueError, Niwa, 7, 1)
    raises(ValueError, Niwa, 2, 1, {"rounds": 0})
    raises(ValueError, Niwa, 2, 1, {"rounds": 9})


def test_each_round_has_a_new_objective_and_the_next_seat_begins():
    g = Niwa(3, 4, {"rounds": 8})
    starts = []
    prng = Prng(4)
    while not g.is_over():
        # Only a round's first position has a full stack and no swap since.
        if len(g.stack) == 9 and g.idle == 0 and len(starts) == g.round_index():
            starts.append(g.to_move)
        g.play(random_move(g, prng))
    assert sorted(g.objectives) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert starts == [r % 3 for r in range(8)]
    assert len(g.round_scores()) == 8


# --- swaps ----------------------------------------------------------------------

H0 = "5P 7O 1P 1G 2P 2G 3P 3G 4P"
H1 = "6P 6G 6O 8P 8G 8O 9P 9G 9O"
STACK9 = "0P 0G 0O 10P 10G 10O 4G 4O 5P"  # 5P on top


def test_swap_moves_one_card_each_way_and_everyone_sees_it():
    g = position([H0, H1], "5G 5O 7P", STACK9)
    g.play(swap("1P", "7P"))
    assert hand_text(g, 0) == "1G 2P 2G 3P 3G 4P 5P 7P 7O"
    assert g.row[k("1P")] == 1 and g.row[k("7P")] == 0
    assert list(g.known[0]) == list(counts("7P"))
    assert g.to_move == 1 and g.stage() == STAGE_TURN and g.idle == 1
    assert g.log() == [(0, swap("1P", "7P"), -1)]
    assert g.move_text(swap("1P", "7P")) == "swap 1P 7P"
    assert "known0=7P" in g.view(1)
    # Seat 1 takes the 1P; seat 0 then gives the 7P back: no longer known.
    g.play(swap("9O", "1P"))
    g.play(swap("7P", "9O"))
    assert sum(g.known[0]) == 1 and g.known[0][k("9O")] == 1
    assert g.idle == 3


def test_swap_may_not_take_the_card_just_laid():
    g = position([H0, H1], "5G 5O 7P", STACK9)
    assert refused(g, swap("1P", "1P"))  # the only 1P in the row would be the one laid
    assert refused(g, swap("0P", "7P"))  # 0P is not in the hand
    assert refused(g, swap("1P", "9G"))  # 9G is not in the row
    assert swap("1P", "1P") not in g.legal_moves()
    # A second copy that already lay in the row may be taken: nothing changes but the log.
    g = position([H0, H1], "1P 5O 7P", "0P 0G 0O 10P 10G 10O 4G 4O 5P")
    before = g.row[k("1P")]
    g.play(swap("1P", "1P"))
    assert g.row[k("1P")] == before and hand_text(g, 0).startswith("1P 1G")
    assert g.to_move == 1


def test_after_a_swap_the_turn_is_over_even_with_a_trio_in_the_row():
    g = position(["6O 7O 1P 1G 2P 2G 3P 3G 4P", "5P 8P 8G 8O 9P 9G 9O 10P 10G"], "6P 6G 7P",
                 STACK9.replace("5P", "5G"))
    g.play(swap("6O", "7P"))  # the row now holds 6P 6G 6O
    assert g.to_move == 1 and g.stage() == STAGE_TURN
    for m in (lay("5P"), TAKE + 6, END):
        assert m not in g.legal_moves()
        assert refused(g, m)


# --- reveals and trios ----------------------------------------------------------

def test_reveal_without_a_trio_ends_the_turn():
    g = position([H0, H1], "5G 7G 7P", STACK9)
    g.play(REVEAL)
    assert g.row[k("5P")] == 1 and len(g.stack) == 8
    assert g.to_move == 1 and g.stage() == STAGE_TURN
    assert g.log() == [(0, REVEAL, k("5P"))]


def test_no_trio_without_a_reveal():
    g = position([H0, "5G 8P 8G 8O 9P 9G 9O 10P 10G"], "6P 6G 6O 7P", STACK9[:-3])
    moves = g.legal_moves()
    assert REVEAL in moves
    assert all(m == REVEAL or m >= SWAP for m in moves)
    for m in (TAKE + 6, lay("1P"), END):
        assert refused(g, m)


def test_a_trio_is_taken_by_laying_three_hand_cards_first():
    g = position([H0, H1], "5G 5O 7P", STACK9)
    g.play(REVEAL)  # 5P completes 5P 5G 5O
    assert g.stage() == STAGE_OFFER and g.to_move == 0
    assert g.legal_moves() == [END] + [LAY + x for x in sorted(set(cards(H0)))]
    assert refused(g, TAKE + 5)  # three cards must be laid first
    g.play(lay("1P"))
    assert g.stage() == STAGE_LAYING and END not in g.legal_moves()
    assert refused(g, END)  # once a card is laid, the take goes on
    g.play(lay("1G"))
    g.play(lay("2P"))
    assert g.stage() == STAGE_CHOOSE and g.legal_moves() == [TAKE + 5]
    g.play(TAKE + 5)
    assert hand_text(g, 0) == "2G 3P 3G 4P 5P 5P 5G 5O 7O"
    assert sum(g.row) == 4  # 3 + 1 revealed + 3 laid - 3 taken
    assert g.to_move == 1 and g.stage() == STAGE_TURN
    assert list(g.known[0]) == list(counts("5P 5G 5O"))
    assert [g.move_text(e[1]) for e in g.log()] == [
        "reveal", "lay 1P", "lay 1G", "lay 2P", "trio 5"]
    g.play(swap("6P", "1P"))
    assert [e[0] for e in g.log()] == [0, 0, 0, 0, 0, 1]
    assert g.log()[0][2] == k("5P")  # the revealed card


def test_the_revealer_may_decline_the_trio():
    g = position([H0, H1], "5G 5O 7P", STACK9)
    g.play(REVEAL)
    g.play(END)
    assert g.to_move == 1 and g.stage() == STAGE_TURN
    assert g.row[k("5P")] == 1
    assert refused(g, TAKE + 5)  # seat 1 must reveal first


def test_only_a_trio_open_after_the_reveal_can_be_taken():
    # The 7O laid completes 7P 7G 7O, but that trio was not open after the reveal.
    g = position([H0, H1], "5G 5O 7P 7G", STACK9[3:])
    g.play(REVEAL)
    for text in ("7O", "1P", "1G"):
        g.play(lay(text))
    assert g.legal_moves() == [TAKE + 5]
    assert refused(g, TAKE + 7)


def test_only_one_of_two_open_trios():
    g = position([H0, "8P 8G 8O 9P 9G 9O 10P 10G 10O"], "5G 5O 6P 6G 6O",
                 "0P 0G 0O 10P 10G 4G 5P")
    g.play(REVEAL)
    for text in ("1P", "1G", "2P"):
        g.play(lay(text))
    assert g.legal_moves() == [TAKE + 5, TAKE + 6]
    g.play(TAKE + 6)
    assert g.to_move == 1 and g.stage() == STAGE_TURN
    assert g.row[k("5P")] == 1  # the other trio stays in the row
    assert refused(g, TAKE + 5)


# --- the end of a round and the tournament --------------------------------------

E0 = "0P 0G 1P 1G 2P 2G 3P 3G 4P"  # objective 1: 16
E1 = "6P 6G 7P 7G 8P 8G 9P 9G 10P"  # objective 1: 70
EROW = "5G 5O 4G 4O 10G 10O 3O 2O 1O 0O 9O"


def test_the_round_ends_on_the_last_stack_card():
    g = position([E0, E1], EROW, "6O", obj="1", rounds=2)
    g.play(REVEAL)
    assert g.round_scores() == [(16, 70)]
    assert g.round_winners(0) == [1]
    assert g.round_index() == 1 and g.objective() != 1
    assert len(g.stack) == 9 and sum(g.hands[0]) == 9
    assert g.to_move == 1  # round 2 begins with the next seat
    assert not g.is_over() and g.log() == []
    g.play(REVEAL)
    assert g.log()[0][:2] == (1, REVEAL)
    assert g.round_breakdown(0, 1) == ([], cards(E1), 70)
    g.undo()
    assert g.round_index() == 1 and g.log() == []
    g.undo()
    assert g.round_scores() == [] and len(g.stack) == 1 and g.to_move == 0


def test_the_last_revealer_may_still_take_a_trio_then_the_game_ends():
    g = position([E0, E1], EROW, "5P", obj="1", rounds=1)
    g.play(REVEAL)
    assert g.stage() == STAGE_OFFER and not g.is_over()
    for text in ("0P", "0G", "1P"):
        g.play(lay(text))
    g.play(TAKE + 5)  # 1G 2P 2G 3P 3G 4P + trio of 5s: 15 + 15
    assert g.is_over() and g.stage() == STAGE_OVER and g.legal_moves() == []
    assert g.round_scores() == [(30, 70)] and g.result() == (30, 70)
    assert refused(g, REVEAL)
    assert "hand1=6P" in g.view(0)  # hands are laid out at the end


def test_tournament_totals_add_the_rounds():
    g = position([E0, E1], EROW, "6O", obj="3,2,1", scores="12,40/7,7", rounds=3)
    g.play(REVEAL)
    assert g.is_over()
    assert g.round_scores() == [(12, 40), (7, 7), (16, 70)]
    assert g.result() == (35, 117) and g.round_winners(1) == [0, 1]


# --- scoring ----------------------------------------------------------------------

HAND = "0P 0G 0O 5P 5P 7G 9O 10P 10G"  # a trio of 0s (20 points) and six more cards


def score(text, obj):
    return hand_score(counts(text), obj)


def test_trios_score_20_minus_their_value_and_come_first():
    assert score("0P 0G 0O 1P 2P 3P 4P 5P 6P", 6) == 20 + 1 + 3 + 5
    assert score("8P 8G 8O 1P 1P 2G 2G 4O 4O", 5) == 12 + 2 + 4 + 8
    assert score("10P 10G 10O 9P 9G 9O 8P 8G 8O", 2) == 10 + 11 + 12
    # Objective 1 would give the three 10s 30 points, but the trio must be scored: 10.
    assert score("10P 10G 10O 1P 1G 2P 2G 3P 3G", 1) == 10 + 12
    assert score("0P 0P 0G 0G 0O 0O 1P 1G 1O", 3) == 20 + 20 + 19
    # Two 0s of one colour and the third colour missing: no trio.
    assert score("0P 0P 0G 1P 2P 3P 4P 5P 6P", 6) == 1 + 3 + 5


def test_objective_1_all_remaining_cards():
    assert score(HAND, 1) == 20 + 5 + 5 + 7 + 9 + 10 + 10


def test_objective_2_the_best_colour():
    assert score(HAND, 2) == 20 + 5 + 5 + 10  # pink 20 beats green 17 and orange 9
    assert score("1P 2P 3G 9O 10O 4G 4G 5G 0P", 2) == 19  # orange 19 beats green 16


def test_objective_3_the_highest_card_of_each_colour():
    assert score(HAND, 3) == 20 + 10 + 10 + 9
    assert score("1P 2P 3P 4P 5P 6P 7P 8P 9P", 3) == 9


def test_objective_4_duos_of_a_value():
    assert score(HAND, 4) == 20 + 10 + 20
    # Three 4s and no trio make one duo; four 6s make two duos.
    assert score("4P 4P 4G 6P 6P 6G 6G 1O 3O", 4) == 8 + 24


def test_objective_5_duos_of_identical_cards():
    assert score(HAND, 5) == 20 + 10  # 10P 10G differ in colour
    assert score("4P 4P 4G 4G 7O 7O 2P 3P 9G", 5) == 8 + 8 + 14


def test_objectives_6_and_7_odd_and_even_cards():
    assert score(HAND, 6) == 20 + 5 + 5 + 7 + 9
    assert score(HAND, 7) == 20 + 10 + 10
    assert score("0P 2G 4O 6P 8G 10O 1P 3G 5O", 7) == 30  # 0 is even and scores 0


def test_objective_8_the_longest_run_of_one_colour():
    assert score("3P 4P 5P 7G 8G 9G 10G 0O 1O", 8) == 34  # 7-10 green
    assert score("1P 2P 3P 6G 7G 8G 0O 4O 9O", 8) == 21  # equal length: higher sum
    assert score("3P 3P 4P 9G 0O 6O 1G 6P 10P", 8) == 7  # 3-4 is longer than a lone 10
    assert score("0P 2P 4P 6G 8G 10G 1O 3O 5O", 8) == 10  # all runs of 1: the highest
    # The 5P goes to the trio first, so the pink run is 6-8, not 5-8.
    assert score("5P 5G 5O 6P 7P 8P 1G 2G 3O", 8) == 15 + 21


def test_the_rulebook_example_scores_40():
    # Objective 4: a trio of 8s (12), a duo of 10s (20) and a duo of 4s (8).
    hand = counts("8P 8G 8O 10P 10O 4G 4O 1P 3G")
    assert hand_score(hand, 4) == 40
    trios, picked, total = breakdown(hand, 4)
    assert trios == [8] and total == 40
    assert sorted(picked) == sorted(cards("10P 10O 4G 4O"))


def test_breakdown_agrees_with_the_fast_score():
    prng = Prng(77)
    deck = [x >> 1 for x in range(66)]
    for _ in range(60):
        prng.shuffle(deck)
        h = bytearray(KINDS)
        for x in deck[:9]:
            h[x] += 1
        for obj in range(1, 9):
            trios, picked, total = breakdown(h, obj)
            assert total == hand_score(h, obj)
            assert len(trios) * 3 + len(picked) <= 9


# --- notation, undo, views --------------------------------------------------------

def test_move_text():
    g = position([H0, H1], "5G 5O 7P", STACK9)
    assert g.move_text(REVEAL) == "reveal" and g.move_text(swap("10P", "5G")) == "swap 10P 5G"
    raises(IllegalMove, g.parse_move, "trio 5")
    raises(ValueError, g.move_text, 5000)


def test_full_random_games_end_with_consistent_results():
    for seed in range(6):
        seats = 2 + seed % 5
        g = Niwa(seats, seed)
        play_random(g, Prng(seed))
        assert g.is_over() and len(g.round_scores()) == 3
        assert len(set(g.objectives)) == 3
        assert g.result() == tuple(sum(r[s] for r in g.round_scores()) for s in range(seats))
        for r in range(3):
            for s in range(seats):
                assert g.round_breakdown(r, s)[2] == g.round_scores()[r][s]


def test_decode_rejects_malformed_text():
    good = position([H0, H1], "5G 5O 7P", STACK9).encode()
    designed(Niwa, good)
    bad = [
        "",
        "niwa1",
        good.replace("niwa1", "niwa2"),
        good + " extra=1",
        good.replace(" known1=-", ""),
        good.replace("seats=2", "seats=7"),
        good.replace("seats=2", "seats=3"),
        good.replace("rounds=1", "rounds=9"),
        good.replace("seed=5", "seed=x"),
        good.replace("obj=1", "obj=9"),
        good.replace("obj=1", "obj=1,1"),
        good.replace("scores=-", "scores=3,4"),
        good.replace("turn=0", "turn=2"),
        good.replace("idle=0", "idle=-1"),
        good.replace("phase=T", "phase=Q"),
        good.replace("phase=T", "phase=R"),  # no trio lies open
        good.replace("phase=T", "phase=E"),
        good.replace("laid=-", "laid=5G"),
        good.replace("row=5G,5O,7P", "row=5G,5O,7P,7P"),
        good.replace("row=5G,5O,7P", "row=5G,5O,11P"),
        good.replace("row=5G,5O,7P", "row=5G,5O,7X"),
        good.replace("row=5G,5O,7P", "row=5G,5O,5P"),  # a third 5P
        good.replace("hand0=1P,", "hand0="),
        good.replace("known0=-", "known0=9P"),
        good.replace("stack=0P,", "stack=?,"),
        good.replace("seats=2 ", "seats=2  "),
        good.replace("row=", "stack=", 1),
        good + " ",
        good.replace("laid=-", "laid="),
        good.replace("row=5G,5O,7P", "row=5G,,5O,7P"),
        good.replace("row=5G,5O,7P", "row=5G,5O,7P,"),
        good.replace("row=5G,5O,7P", "row=05G,5O,7P"),
        good.replace("row=5G,5O,7P", "row=5G,5O,-"),
        good.replace("phase=T", "phase=TT"),
        good.replace("turn=0", "turn="),
        good.replace("turn=0", "turn=00"),
        good.replace("hand1=", "hand01="),
    ]
    for text in bad:
        raises(ValueError, designed, Niwa, text)


def test_view_masks_hidden_cards_and_keeps_counts():
    g = position([H0, H1], "5G 5O 7P", STACK9)
    g.play(swap("1P", "7P"))  # seat 0 is seen to take 7P
    v = g.view(1)
    assert "seed=?" in v and "stack=?,?,?,?,?,?,?,?,? " in v
    assert "hand0=7P,?,?,?,?,?,?,?,? known0=7P" in v
    assert "hand1=6P,6G,6O,8P,8G,8O,9P,9G,9O" in v
    assert v.count("?") == 1 + 9 + 8 + (66 - 18 - 12)
    # A game that differs only in cards seat 1 cannot see gives the same view.
    other = position(["0P 7O 1P 1G 2P 2G 3P 3G 4P", H1], "5G 5O 7P",
                     "5P 0G 0O 10P 10G 10O 4G 4O 5P")
    other.play(swap("1P", "7P"))
    assert other.encode() != g.encode() and other.view(1) == v
    assert other.view(0) != g.view(0)


def test_from_view_fills_the_unseen_cards_consistently():
    g = Niwa(4, 8)
    prng = Prng(8)
    for _ in range(40):
        g.play(random_move(g, prng))
    for seat in range(4):
        v = g.view(seat)
        d = Niwa.from_view(v, Prng(seat))
        assert d.view(seat) == v
        assert designed(Niwa, d.encode()).encode() == d.encode()  # a valid full position
        assert list(d.hands[seat]) == list(g.hands[seat])
        assert list(d.unseen(seat)) == list(g.unseen(seat))
    raises(ValueError, Niwa.from_view, "niwa1 seats=2", Prng(1))


def test_view_game_is_from_view_of_the_view_without_the_text():
    # The same game and the same draws from prng at every stage (a trio take half way:
    # laid cards are in the row, the mover's hand is short), at a round's end and once
    # over; for the mover and for the next seat.
    stages = set()
    for seats in (2, 6):
        g = Niwa(seats, 40 + seats, {"rounds": 2 if seats == 2 else 1})
        prng = Prng(seats)
        while True:
            stages.add(g.stage())
            for seat in (g.to_move, (g.to_move + 1) % seats):
                a = Prng(seats * 7 + seat)
                b = Prng(seats * 7 + seat)
                mine = g.view_game(seat, a)
                assert mine.encode() == Niwa.from_view(g.view(seat), b).encode()
                assert a.getstate() == b.getstate()
                assert mine.view(seat) == g.view(seat)
                if seat == g.to_move:
                    assert mine.legal_moves() == g.legal_moves()
            if g.is_over():
                break
            moves = g.legal_moves()
            if moves[0] == END:  # a trio lies open: take it
                moves = moves[1:]
            g.play(moves[prng.below(len(moves))] if moves[0] else random_move(g, prng))
    assert len(stages) == 5


def notation_example():
    """The notation example of the rules module's comment, unwrapped."""
    import engine.niwa.rules as module

    with open(module.__file__) as f:
        lines = f.read().split("\n")
    start = [i for i in range(len(lines)) if lines[i].startswith("#   niwa1 ")][0]
    text = ""
    for line in lines[start:]:
        if not line.startswith("#   "):
            break
        piece = line[4:]
        text += piece if not text or text.endswith(",") else " " + piece
    return text


def test_decode_refuses_what_play_cannot_reach():
    example = notation_example()  # seat 0 revealed 5P and lays cards for the 5s
    g = Niwa(2, 3, {"rounds": 1})
    play_random(g, Prng(3))
    over = g.encode()
    scores = "scores=%d,%d" % g.round_scores()[0]
    assert Niwa.decode(over).encode() == over
    for text, old, new in (
        (example, "idle=0", "idle=3"),  # a reveal starts the count of idle turns again
        (over, scores, "scores=%d,%d" % (g.round_scores()[0][0] + 1, g.round_scores()[0][1])),
    ):
        assert old in text, old
        raises(ValueError, Niwa.decode, text.replace(old, new))


def test_seeds_up_to_2_30_are_read():
    # App.new_seed makes seeds up to 2**30 - 1; larger ones are no small ints on a board.
    for seed in (1073741823, -1073741823, 0):
        g = Niwa(3, seed)
        assert Niwa.decode(g.encode()).encode() == g.encode()
    text = Niwa(3, 1073741823).encode()
    for seed in ("seed=1073741824", "seed=-1073741824", "seed=" + "9" * 40):
        raises(ValueError, Niwa.decode, text.replace("seed=1073741823", seed))


def test_the_notation_example_in_the_rules_module_is_exact():
    text = notation_example()
    g = designed(Niwa, text)
    assert g.encode() == text
    assert g.stage() == STAGE_LAYING and g.laid == [k("1P")] and g.to_move == 0
    assert [card_text(x) for x in range(KINDS) if g.known[1][x]] == ["2G"]
