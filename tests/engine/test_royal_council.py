"""Royal Council rules: deals, phases, every shape and meld, variants, notation, undo."""

from engine.cards import ascii_text, parse
from engine.game import IllegalMove
from engine.prng import Prng
from engine.royal_council.rules import (
    APPOINTMENT,
    DEAL_STEP,
    DECK,
    DRAW,
    FACES,
    HANDS,
    HIDDEN,
    TREASON,
    RoyalCouncil,
    shape_piles,
)
from engine.royal_council.rules_notation import designed  # a position set by hand
from engine.royal_council.rules_tables import three_points, two_points
from tests.engine.expect import raises

ALL_FACES = "JS JH JD JC QS QH QD QC KS KH KD KC".split()


def cards(text):
    return [parse(t) for t in text.split()]


def position(piles, hands, mover=0, scores=None, variant=HANDS, deck="-", dealer=None,
             target=121, last="-"):
    """A game decoded from parts: piles '/'-separated, hands a list of '.'-lists. The
    dealer is the one that makes it the mover's turn after the plays on the piles."""
    n = len(hands)
    scores = scores or [0] * n
    if dealer is None:
        plays = len([c for c in piles.replace("/", ".").split(".") if c != "-"])
        dealer = (mover - 1 - plays + 6 * (variant == DECK)) % n
    text = "RC1 v%d n%d t%d s5 r0 d%d m%d S:%s P:%s H:%s K:%s L:%s" % (
        variant, n, target, dealer, mover, ",".join([str(s) for s in scores]), piles,
        "/".join(hands), deck, last)
    return designed(RoyalCouncil, text)


def board(tops, played, variant=HANDS, scores=None):
    """Two seats; `tops` maps piles 1-5 (and 0 for the whole deck, to be covered) to a
    card; seat 0 holds `played` and plays it onto pile 0. The rest of the cards fill
    the hands (and the draw pile) so that the position is a legal one."""
    used = set(tops.values()) | {played}
    if variant == DECK:
        rest = [t for t in (r + s for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()
                            for s in "SHDC") if t not in used]
        mine = [played] + rest[:2]
        other = rest[2:5]
        deck = ".".join(rest[5:])
        piles = "/".join([tops[p] for p in range(6)])
    else:
        rest = [t for t in ALL_FACES if t not in used]
        mine = [played] + rest[:3]
        other = rest[3:]
        deck = "-"
        piles = "/".join(["-"] + [tops[p] for p in range(1, 6)])
    g = position(piles, [".".join(_sorted(mine)), ".".join(_sorted(other))],
                 variant=variant, deck=deck, scores=scores)
    return g, parse(played)


def _sorted(texts):
    return [t for _, t in sorted([(parse(t), t) for t in texts])]


def by_role(neighbours, triangle, opposite):
    """tops for a play onto pile 0: neighbours on 5 and 1, triangle on 2 and 4, opposite 3."""
    return {5: neighbours[0], 1: neighbours[1], 2: triangle[0], 4: triangle[1],
            3: opposite}


def random_game(seats, seed, variant):
    """A seeded random game played to its end."""
    g = RoyalCouncil(seats, seed, {"variant": variant})
    prng = Prng(seed + 100)
    while not g.is_over():
        moves = g.legal_moves()
        g.play(moves[prng.below(len(moves))])
    return g


# --- deals -------------------------------------------------------------------

def test_hands_variant_deals_all_twelve_court_cards():
    for seats in (2, 3, 4):
        g = RoyalCouncil(seats, 11, {})
        dealt = []
        for seat in range(seats):
            assert len(g.hand(seat)) == 12 // seats
            dealt += g.hand(seat)
        assert sorted(dealt) == list(FACES)
        assert g.to_move == (g.dealer + 1) % seats  # left of the dealer begins
        assert g.phase() == APPOINTMENT and g.empties == 6
        assert g.deck_left() == 0 and g.scores == [0] * seats


def test_draw_pile_variant_has_no_hands():
    g = RoyalCouncil(3, 4, {"variant": DRAW})
    assert len(g.hand(g.to_move)) == 1  # the card just drawn
    assert sum([len(g.hand(s)) for s in range(3)]) == 1
    assert g.deck_left() == 11
    drawn = g.hand(g.to_move)[0]
    top = g.deck[g.dpos]
    g.play(g.legal_moves()[0])
    assert drawn in [p[-1] for p in g.piles if p]
    assert g.hand(g.to_move) == (top,)  # the next player drew the top card
    assert g.deck_left() == 10


def test_whole_deck_deal():
    for seats in (2, 3, 4):
        g = RoyalCouncil(seats, 8, {"variant": DECK})
        assert [len(p) for p in g.piles] == [1] * 6
        assert g.phase() == TREASON  # every pile is started at the deal
        for seat in range(seats):
            assert len(g.hand(seat)) == 3
        assert g.deck_left() == 52 - 6 - 3 * seats
        assert len(g.legal_moves()) == 3 * 6


def test_same_seed_same_deal_and_seeds_differ():
    assert RoyalCouncil(3, 99, {}).encode() == RoyalCouncil(3, 99, {}).encode()
    assert RoyalCouncil(3, 99, {}).encode() != RoyalCouncil(3, 98, {}).encode()


def test_options_and_seats_are_checked():
    raises(ValueError, RoyalCouncil, 1, 1, {})
    raises(ValueError, RoyalCouncil, 5, 1, {})
    raises(ValueError, RoyalCouncil, 2, 1, {"variant": 3})
    raises(ValueError, RoyalCouncil, 2, 1, {"target": 100})
    assert RoyalCouncil(2, 1, {"target": 61}).target == 61


# --- the worked examples of the text -------------------------------------------
# Q♦ on top, J♠ upper right, K♦ lower right, J♥ bottom, Q♥ lower left, J♣ upper left:
# round the ring that is piles 0-5 = Q♦ J♠ K♦ (J♥) Q♥ J♣.

EXAMPLE = "RC1 v0 n2 t121 s1 r0 d1 m1 S:0,0 P:QD/JS/KD/-/QH/JC H:JD.KH.KC/JH.QS.QC.KS K:- L:-"


def test_worked_example_nine_points():
    g = designed(RoyalCouncil, EXAMPLE)
    move = g.parse_move("JH>3")
    assert g.breakdown(3, parse("JH")) == (6, 3, 0, 0)  # Q♥ J♥ K♦ 6, J♣ J♥ J♠ 3
    g.play(move)
    assert g.scores == [0, 9]
    assert g.last_play() == (1, parse("JH"), 3, (6, 3, 0, 0))
    assert g.phase() == TREASON and g.to_move == 0


def test_worked_example_eleven_points():
    g = designed(RoyalCouncil, EXAMPLE)
    g.play(g.parse_move("JH>3"))
    # J♦ over the Q♦: J♣ J♦ J♠ 3, Q♥ J♦ K♦ 6, J♦ J♥ 2.
    assert g.breakdown(0, parse("JD")) == (3, 6, 2, 0)
    g.play(g.parse_move("JD>0"))
    assert g.scores == [11, 9]
    assert [p[-1] for p in g.piles][0] == parse("JD") and len(g.piles[0]) == 2


# --- shapes and melds (hands and draw pile) --------------------------------------

def test_every_shape_from_every_pile():
    # Neighbours K♠ Q♠ with J♠: KQJ flush 12; triangle J♥ J♦: JJJ 3; opposite J♣: JJ 2.
    for p in range(6):
        for left, right in (("KS", "QS"), ("QS", "KS")):
            (n1, n2), (t1, t2), (o,) = shape_piles(p)
            assert n1 == (p - 1) % 6 and n2 == (p + 1) % 6 and o == (p + 3) % 6
            assert sorted([t1, t2]) == sorted([(o - 1) % 6, (o + 1) % 6])
            tops = {n1: left, n2: right, t1: "JH", t2: "JD", o: "JC", p: "KD"}
            piles = "/".join([tops[q] for q in range(6)])
            g = position(piles, ["JS.QH.QD", "QC.KH.KC"])
            assert g.phase() == TREASON
            g.play(g.parse_move("JS>%d" % p))
            assert g.last_play()[3] == (12, 3, 2, 0)
            assert g.scores == [17, 0]


MELDS = (
    # played, neighbours, triangle, opposite -> (neighbours, triangle, opposite, lone)
    ("JS", ("KS", "QS"), ("QH", "QD"), "KH", (12, 0, 0, 0)),  # KQJ flush
    ("KS", ("KH", "KD"), ("QS", "QH"), "JS", (9, 0, 0, 0)),  # KKK
    ("KS", ("QH", "JD"), ("KH", "QS"), "JC", (6, 0, 0, 0)),  # KQJ
    ("QS", ("QH", "QD"), ("KS", "KH"), "JS", (6, 0, 0, 0)),  # QQQ
    ("JS", ("JH", "JD"), ("KS", "KH"), "QS", (3, 0, 0, 0)),  # JJJ
    ("KS", ("QS", "QH"), ("JS", "JH"), "KH", (0, 0, 6, 0)),  # KK
    ("QS", ("KS", "KH"), ("JS", "JH"), "QH", (0, 0, 4, 0)),  # QQ
    ("JS", ("KS", "KH"), ("QS", "QH"), "JH", (0, 0, 2, 0)),  # JJ
    ("JS", ("QH", "QD"), ("KS", "QS"), "KH", (0, 12, 0, 0)),  # KQJ flush as a triangle
    ("KS", ("QS", "QH"), ("KH", "KD"), "JS", (0, 9, 0, 0)),  # KKK as a triangle
    ("QS", ("KS", "KH"), ("QH", "QD"), "JS", (0, 6, 0, 0)),  # QQQ as a triangle
    ("KC", ("KH", "QS"), ("JS", "JH"), "QH", (0, 0, 0, 3)),  # a pair in a shape: nothing
    ("QC", ("QH", "JS"), ("KS", "KH"), "JH", (0, 0, 0, 2)),  # lone queen
    ("JC", ("JH", "QS"), ("KS", "KH"), "QH", (0, 0, 0, 1)),  # lone jack
)


def test_every_meld_and_the_lone_card():
    for played, nb, tri, opp, expected in MELDS:
        g, c = board(by_role(nb, tri, opp), played)
        assert g.breakdown(0, c) == expected, played
        before = g.encode()
        assert g.gain(0, c) == sum(expected)
        assert g.encode() == before  # scoring a play changes nothing


def test_meld_names():
    g = RoyalCouncil(2, 1, {})
    names = (("KS QS JS", ["m_kqj_flush"]), ("KS QD JC", ["m_kqj"]), ("KS KD KH", ["m_kkk"]),
             ("QS QD QH", ["m_qqq"]), ("JS JD JH", ["m_jjj"]), ("KS KH", ["m_kk"]),
             ("QS QH", ["m_qq"]), ("JS JH", ["m_jj"]), ("KS KH QS", []), ("KS QH", []))
    for text, keys in names:
        assert g.meld_keys(cards(text)) == keys, text


def test_empty_piles_during_appointment():
    g = position("KS/-/-/-/-/-", ["QS.KH.KD.JS.JH.JD", "QH.QD.QC.KC.JC"], mover=0)
    assert g.phase() == APPOINTMENT
    assert sorted(set([m & 7 for m in g.legal_moves()])) == [1, 2, 3, 4, 5]
    before = g.encode()
    raises(IllegalMove, g.play, parse("QS") * 8 + 0)  # pile 0 is started
    assert g.encode() == before
    # K♥ across from K♠: the opposite shape is complete and scores KK 6.
    assert g.breakdown(3, parse("KH")) == (0, 0, 6, 0)
    # Q♠ next to K♠: its neighbours shape touches an empty pile, so only the lone card.
    assert g.breakdown(1, parse("QS")) == (0, 0, 0, 2)
    g.play(g.parse_move("QS>1"))
    g.play(g.parse_move("JC>2"))  # its triangle (piles 4 and 0) is not complete
    assert g.last_play()[3] == (0, 0, 0, 1)
    g.play(g.parse_move("KD>5"))  # neighbours 4 (empty) and 0; triangle 1 and 3 (empty)
    assert g.last_play()[3] == (0, 0, 0, 3)
    assert g.scores == [2 + 3, 1]


def test_first_play_scores_the_lone_card():
    for text, points in (("KS>0", 3), ("QS>4", 2), ("JS>2", 1)):
        g = position("-/-/-/-/-/-", ["JS.QS.KS.KH.QH.JH", "JD.QD.KD.KC.QC.JC"], mover=0)
        g.play(g.parse_move(text))
        assert g.scores == [points, 0]


def test_appointment_ends_when_six_piles_are_started():
    g = position("KS/QS/JS/KH/QH/-", ["JH.KD.QC", "JD.QD.KC.JC"], mover=1)
    assert [m & 7 for m in g.legal_moves()] == [5] * 4
    g.play(g.parse_move("JC>5"))
    assert g.phase() == TREASON
    assert len(g.legal_moves()) == 3 * 6  # now any pile, however high


# --- the whole deck (cribbage scoring) -------------------------------------------

CRIB = (
    ("5H", ("5S", "9D"), ("KC", "JD"), "8S", (2, 0, 0, 0)),  # a pair
    ("5H", ("5S", "5D"), ("KC", "JD"), "8S", (6, 0, 0, 0)),  # three of a kind
    ("6H", ("7S", "5D"), ("KC", "JD"), "9S", (3, 0, 0, 0)),  # a run, in any order
    ("2H", ("AS", "3D"), ("KC", "JD"), "9S", (3, 0, 0, 0)),  # A is low
    ("QH", ("KS", "JD"), ("2C", "8D"), "5S", (3, 0, 0, 0)),  # J Q K
    ("QH", ("KS", "AD"), ("2C", "8D"), "5S", (0, 0, 0, 0)),  # K is high: Q K A no run
    ("2H", ("9H", "KH"), ("4C", "JD"), "7S", (3, 0, 0, 0)),  # a flush of three
    ("6H", ("5H", "7H"), ("KC", "JD"), "9S", (6, 0, 0, 0)),  # run and flush
    ("5H", ("KC", "JD"), ("5S", "9D"), "8S", (0, 2, 0, 0)),  # a pair as a triangle
    ("5H", ("KC", "JD"), ("2S", "9D"), "5S", (0, 0, 2, 0)),  # a pair across
    ("5H", ("KC", "JD"), ("2S", "9D"), "8H", (0, 0, 2, 0)),  # two of a suit across
    ("KH", ("2C", "8D"), ("4S", "JD"), "6S", (0, 0, 0, 0)),  # no points for a lone card
)


def test_whole_deck_scores_as_cribbage():
    for played, nb, tri, opp, expected in CRIB:
        tops = by_role(nb, tri, opp)
        tops[0] = "10C"
        g, c = board(tops, played, DECK)
        assert g.breakdown(0, c) == expected, played


def test_whole_deck_meld_names():
    g = RoyalCouncil(2, 1, {"variant": DECK})
    names = (("5H 5S 9D", ["m_pair"]), ("5H 5S 5D", ["m_three"]), ("7S 5D 6H", ["m_run"]),
             ("2H 9H KH", ["m_flush"]), ("5H 6H 7H", ["m_run", "m_flush"]),
             ("5H 8H", ["m_flush"]), ("5H 5S", ["m_pair"]), ("KH 2C 8D", []))
    for text, keys in names:
        assert g.meld_keys(cards(text)) == keys, text


def test_whole_deck_play_then_draw():
    g = RoyalCouncil(2, 21, {"variant": DECK})
    seat = g.to_move
    top = g.deck[g.dpos]
    move = g.legal_moves()[0]
    g.play(move)
    assert top in g.hand(seat) and len(g.hand(seat)) == 3
    assert g.deck_left() == 52 - 6 - 6 - 1
    g.undo()
    assert top not in g.hand(seat) and move >> 3 in g.hand(seat)


def test_whole_deck_round_ends_when_deck_and_hands_are_empty():
    tops = "10C/10D/10H/10S/9C/9D"
    used = set(tops.replace("/", " ").split() + ["2S"])
    rest = [r + s for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split() for s in "SHDC"]
    under = ".".join([t for t in rest if t not in used])
    piles = under + "." + tops.replace("/", "/", 1)
    g = position(piles, ["-", "2S"], mover=1, variant=DECK, dealer=1)
    assert g.deck_left() == 0
    g.play(g.parse_move("2S>3"))
    assert g.round == 1 and g.dealer == 0 and g.to_move == 1
    assert [len(p) for p in g.piles] == [1] * 6 and g.deck_left() == 40


# --- rounds, the draw pile, the end ---------------------------------------------

def test_round_ends_and_the_deal_passes_left():
    g = position("KS.QS.JC/JS.QC/KH.KC/QH/JH.KD/QD", ["-", "JD"], mover=1, dealer=1,
                 scores=[30, 40])
    g.play(g.parse_move("JD>0"))
    gained = g.scores[1] - 40
    assert gained > 0 and g.scores[0] == 30
    assert g.round == 1 and g.dealer == 0 and g.to_move == 1  # left of the new dealer
    assert g.phase() == APPOINTMENT and g.empties == 6
    assert len(g.hand(0)) == 6 and len(g.hand(1)) == 6
    # The next deal comes from the seed and the round number.
    again = designed(RoyalCouncil, g.encode())
    assert again.encode() == g.encode()
    prng = Prng(5 + DEAL_STEP)
    order = prng.shuffle(list(FACES))
    assert sorted(order[0::2]) == list(g.hand(1))  # dealt from the left of the dealer
    g.undo()
    assert g.round == 0 and g.dealer == 1 and g.scores == [30, 40]
    assert g.encode().startswith("RC1 v0 n2 t121 s5 r0 d1 m1 S:30,40 P:KS.QS.JC/JS.QC/")


def test_draw_pile_round_and_order():
    g = position("KS/QS/JS/KH/QH/-", ["JH", "-", "-"], mover=0, variant=DRAW,
                 deck="JD.KD.QD.KC.QC.JC")
    g.play(g.parse_move("JH>5"))
    assert g.hand(1) == (parse("JD"),) and g.hand(0) == ()
    assert g.deck_left() == 5
    g.play(g.legal_moves()[0])
    assert g.hand(2) == (parse("KD"),)
    g.undo()
    g.undo()
    assert g.hand(0) == (parse("JH"),) and g.deck_left() == 6


def test_game_ends_the_moment_someone_reaches_121():
    # Mid-round, in treason: K♠ Q♠ neighbours for J♠ make a KQJ flush (12).
    g = position("KD/KS/QH/QD/JH/QS", ["JS.KH.QC", "JD.KC.JC"], mover=0, scores=[109, 118])
    g.play(g.parse_move("JS>0"))
    assert g.scores == [121, 118] and g.is_over() and g.winner == 0
    assert g.legal_moves() == [] and g.result() == (121, 118)
    assert len(g.hand(1)) == 3  # the round was not finished
    raises(IllegalMove, g.play, parse("JD") * 8)
    g.undo()
    assert not g.is_over() and g.scores == [109, 118] and g.to_move == 0


def test_whole_deck_game_ends_without_a_draw():
    tops = {1: "5S", 2: "KC", 3: "8S", 4: "JD", 5: "5D", 0: "10C"}
    g, c = board(tops, "5H", DECK, [115, 0])
    left = g.deck_left()
    g.play(c * 8)
    assert g.scores[0] == 121 and g.is_over()
    assert g.deck_left() == left and len(g.hand(0)) == 2


def test_shorter_target():
    g = position("KD/KS/QH/QD/JH/QS", ["JS.KH.QC", "JD.KC.JC"], mover=0, scores=[20, 0],
                 target=31)
    g.play(g.parse_move("JS>0"))
    assert g.is_over()


# --- the protocol ----------------------------------------------------------------

def test_illegal_moves_change_nothing():
    g = RoyalCouncil(3, 12, {})
    before = g.encode()
    other = g.hand((g.to_move + 1) % 3)[0]
    for bad in (-1, other * 8, g.hand(g.to_move)[0] * 8 + 6, g.hand(g.to_move)[0] * 8 + 7,
                999, "QS>1", None, 1.5):
        raises(IllegalMove, g.play, bad)
        assert g.encode() == before
    raises(IllegalMove, g.parse_move, "XX>1")
    raises(IllegalMove, g.parse_move, "QS")


def test_move_text():
    assert RoyalCouncil(2, 3, {}).move_text(parse("QH") * 8 + 3) == "QH>3"


def test_random_games_end_consistently():
    for variant in (HANDS, DRAW, DECK):
        for seats in (2, 3, 4):
            g = random_game(seats, 300 + seats, variant)
            scores = g.result()
            assert g.is_over() and g.legal_moves() == []
            assert scores[g.winner] >= 121
            assert [s for s in scores if s >= 121] == [scores[g.winner]]
            # Replaying the history's points adds up to the scores.
            total = [0] * seats
            while True:
                last = g.last_play()
                try:
                    g.undo()
                except IndexError:
                    break
                total[last[0]] += sum(last[3])
            assert tuple(total) == scores


GOOD = ("RC1 v0 n2 t121 s1 r0 d0 m1 S:0,0 P:-/-/-/-/-/- "
        "H:JS.JH.JD.JC.QS.QH/QD.QC.KS.KH.KD.KC K:- L:-")
BAD = (  # (a part of GOOD, what replaces it)
    (GOOD, ""),
    ("RC1", "RC2"),  # another format
    (" L:-", ""),  # a field missing
    (" L:-", " L:-  "),  # extra space: an empty field
    ("v0", "v3"),  # no such variant
    ("n2", "n5"),  # too many seats
    ("t121", "t100"),  # not a target on offer
    ("m1", "m2"),  # no such seat
    ("s1", "sx"),  # a seed that is not a number
    ("s1", "s?"),  # a view, not a position
    ("S:0,0", "S:0,-1"),  # a negative score
    ("S:0,0", "S:0"),  # a score missing
    ("S:0,0", "S:121,130"),  # two winners
    ("P:-/-/-/-/-/-", "P:-/-/-/-/-"),  # five piles
    ("KD.KC", "KD.KD"),  # a card twice (and one missing)
    (".KC", ""),  # a card missing
    ("KC", "10C"),  # not a court card
    ("KC", "??"),  # not a card
    ("KC", "?"),  # a hidden card
    ("QS.QH/", "QS/QH."),  # hand sizes no turn order gives
    ("QS.QH/QD.QC.", "QS.QH.QD.QC/"),  # two cards apart
    ("P:-/-/-/-/-/- H:JS.JH.JD.JC.QS.QH/QD.QC.KS.KH",
     "P:KS.KH/-/-/-/-/- H:JS.JH.JD.JC.QS/QH.QD.QC"),  # a pile covered in the appointment
    (".KC K:-", " K:KC"),  # a draw pile in the hands variant
    ("L:-", "L:1,QS"),  # a short last play
    ("L:-", "L:1,QS>9,0,0,0,0"),  # no pile 9
    ("L:-", "L:1,QS>1,0,0,0,4"),  # a lone card worth 4
    ("v0", "v1"),  # the draw pile variant: one card in the mover's hand only
    ("v0", "v2"),  # the whole deck: 52 cards
)


def test_decode_rejects_malformed_text():
    assert designed(RoyalCouncil, GOOD).encode() == GOOD
    for old, new in BAD:
        assert old in GOOD
        raises(ValueError, designed, RoyalCouncil, GOOD.replace(old, new))


# The rules' example: seat 1 has just played J♥ onto pile 3 for 6 + 3 points.
PLAYED = ("RC1 v0 n2 t121 s1 r0 d1 m0 S:0,9 P:QD/JS/KD/JH/QH/JC H:JD.KH.KC/QS.QC.KS K:- "
          "L:1,JH>3,6,3,0,0")
UNREACHABLE = (  # (text, a part of it, what replaces it): what play cannot reach
    (GOOD, "d0 m1", "d1 m1"),  # the seat left of the dealer begins, not the dealer
    (PLAYED, "d1 m0", "d0 m0"),  # six plays from the dealer's left: seat 1's turn
    (GOOD, "L:-", "L:0,JS>0,0,0,0,1"),  # a last play before the first play
    (PLAYED, "L:1,JH", "L:0,JH"),  # the last play by the seat to move
    (PLAYED, "JH>3", "KD>3"),  # the last play's card is not on top of its pile
    (PLAYED, ",6,3,0,0", ",6,0,0,0"),  # points the piles do not give that play
    (PLAYED, "S:0,9", "S:0,8"),  # fewer points than the last play scored
    (PLAYED, "m0 S:0,9", "m1 S:0,130"),  # the target was reached before the last play
    (PLAYED.replace("m0 S:0,9", "m1 S:0,121"), "L:1,JH>3,6,3,0,0", "L:-"),  # no winning play
    (PLAYED, "r0", "r1"),  # a round's 12 plays score 12 or more: 9 is too few
)


def test_decode_refuses_what_play_cannot_reach():
    assert designed(RoyalCouncil, PLAYED).encode() == PLAYED
    over = PLAYED.replace("m0 S:0,9", "m1 S:0,121")  # the last play reached the target
    assert designed(RoyalCouncil, over).is_over()
    for text, old, new in UNREACHABLE:
        assert old in text
        raises(ValueError, designed, RoyalCouncil, text.replace(old, new))
        raises(ValueError, RoyalCouncil.decode, text.replace(old, new))
    # Set by hand: seat 0's three plays scored nothing, though each play scores.
    raises(ValueError, RoyalCouncil.decode, PLAYED)


def test_numbers_up_to_2_30_are_read():
    # App.new_seed makes seeds up to 2**30 - 1, ten digits: they are read, larger ones not.
    for seed in ("s1073741823", "s-1073741823", "s0"):
        text = GOOD.replace("s1", seed)
        assert designed(RoyalCouncil, text).encode() == text
    for old, new in (("s1", "s1073741824"), ("s1", "s-1073741824"), ("s1", "s" + "9" * 40),
                     ("s1", "s01"), ("s1", "s+1"), ("S:0,0", "S:0,1073741824")):
        raises(ValueError, designed, RoyalCouncil, GOOD.replace(old, new))


def test_view_hides_what_the_seat_cannot_see():
    g = RoyalCouncil(3, 17, {"variant": DECK})
    g.play(g.legal_moves()[0])
    view = g.view(1)
    fields = view.split(" ")
    assert fields[4] == "s?"
    hands = fields[10][2:].split("/")
    assert hands[1] == ".".join([ascii_text(c) for c in g.hand(1)])
    assert hands[0] == "?.?.?" and hands[2] == "?.?.?"
    assert fields[11] == "K:" + ".".join(["?"] * g.deck_left())
    assert fields[9] == g.encode().split(" ")[9]  # the piles are open
    raises(ValueError, RoyalCouncil.decode, view)
    # A game rebuilt from the view: the same open cards, the hidden ones dealt anew.
    h = RoyalCouncil.from_view(view, 1, Prng(3))
    assert h.view(1) == view
    assert h.hand(1) == g.hand(1) and h.piles == g.piles
    assert sorted(h.unseen(1)) == sorted(g.unseen(1))
    assert designed(RoyalCouncil, h.encode()).encode() == h.encode()


def test_views_of_hands_and_draw_pile():
    g = RoyalCouncil(2, 2, {})
    mine = ".".join([ascii_text(c) for c in g.hand(0)])
    assert g.view(0).split(" ")[10] == "H:" + mine + "/?.?.?.?.?.?"
    d = RoyalCouncil(2, 2, {"variant": DRAW})
    mover = d.to_move
    assert "?" not in d.view(mover).split(" ")[10]
    assert d.view(1 - mover).split(" ")[10].count("?") == 1
    assert d.view(mover).split(" ")[11] == "K:" + ".".join(["?"] * 11)


def test_hidden_cards_do_not_change_the_view():
    a = position("KS/QS/JS/KH/QH/JH", ["KD.QD", "JD.KC", "QC.JC"], mover=0)
    b = position("KS/QS/JS/KH/QH/JH", ["KD.QD", "QC.JC", "JD.KC"], mover=0)
    assert a.encode() != b.encode() and a.view(0) == b.view(0)


def test_text_uses_only_what_the_device_font_has():
    from engine.royal_council.rules import PHASE_KEYS, SHAPE_KEYS, VARIANT_KEYS
    from engine.royal_council.text import HELP, TEXT

    allowed = "ÄÖÜäöüß\u2660\u2665\u2666\u2663"
    strings = []
    for pair in list(TEXT.values()) + list(HELP):
        assert len(pair) == 2 and pair[0] and pair[1]
        strings += pair
    for s in strings:
        for ch in s:
            assert 32 <= ord(ch) < 127 or ch in allowed, s
    for key in PHASE_KEYS + SHAPE_KEYS + VARIANT_KEYS:
        assert key in TEXT
    g = RoyalCouncil(2, 1, {"variant": DECK})
    for text in ("5H 5S 5D", "5H 6H 7H", "5H 5S"):
        for key in g.meld_keys(cards(text)):
            assert key in TEXT


def test_shared_score_rows_give_every_shape_its_points():
    # The scoring tables share rows between pairs of ranks; every triple of ranks
    # (13: an empty pile, which never scores) must still read its own points.
    for crib in (False, True):
        g = RoyalCouncil(2, 1, {"variant": DECK if crib else HANDS})
        for a in range(14):
            for b in range(14):
                row = g.score_rows[a * 14 + b] * 14
                for c in range(14):
                    want = 0 if 13 in (a, b, c) else three_points(a, b, c, crib)
                    assert g.score_three[row + c] == want
                pair = g.score_two[a] if a == b else 0
                assert pair == (0 if 13 in (a, b) else two_points(a, b, crib))
    assert three_points(12, 12, 12, False) == 9 and three_points(12, 10, 11, False) == 6
    assert three_points(4, 2, 3, True) == 3 and three_points(5, 5, 5, True) == 6


def test_view_game_is_the_game_rebuilt_from_the_view_text():
    # The AI's copy of what a seat sees must equal from_view(view(seat)) in every field,
    # and draw the same numbers from the prng.
    for variant in (HANDS, DRAW, DECK):
        g = RoyalCouncil(3, 5 + variant, {"variant": variant})
        prng = Prng(variant)
        for turn in range(14):
            seat = turn % 3
            a_prng, b_prng = Prng(turn), Prng(turn)
            a = g.view_game(seat, a_prng)
            b = RoyalCouncil.from_view(g.view(seat), seat, b_prng)
            assert a.__dict__ == b.__dict__
            assert a_prng.next30() == b_prng.next30()
            moves = g.legal_moves()
            g.play(moves[prng.below(len(moves))])


def test_gain_is_the_breakdown_summed_and_a_board_scores_alike():
    # gain() adds breakdown() up without its tuple; board() copies the piles' tops and
    # scores alike, and changing the copy leaves the game alone.
    for variant in (HANDS, DRAW, DECK):
        g = RoyalCouncil(3, 40 + variant, {"variant": variant})
        prng = Prng(variant)
        for _ in range(20):
            text = g.encode()
            b = g.board()
            for m in g.legal_moves():
                pile, card = m & 7, m >> 3
                assert g.gain(pile, card) == sum(g.breakdown(pile, card)) == b.gain(pile, card)
                assert b.breakdown(pile, card) == g.breakdown(pile, card)
            top = list(g.top)
            b.top[0] = HIDDEN
            b.empties += 1
            assert g.top == top and g.encode() == text
            moves = g.legal_moves()
            g.play(moves[prng.below(len(moves))])
