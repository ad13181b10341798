"""First of the Season: every rule of the text and of RULINGS.md, on crafted positions."""

from engine.first_season.rules import (
    ACE,
    BETWEEN,
    HARVEST,
    HARVESTING,
    NEXT,
    OVER,
    PLANT,
    FirstOfTheSeason,
    card_text,
    rank,
    suits,
)
from engine.first_season.rules_notation import (
    designed,  # a position set by hand
    parse_card,
)
from engine.game import IllegalMove
from engine.prng import Prng
from tests.engine.expect import raises


def c(text):
    return parse_card(text)


def cards(texts):
    return [c(t) for t in texts.split()]


def mask(texts):
    out = 0
    for x in cards(texts):
        out |= 1 << x
    return out


def position(garden, hand0, hand1, tab0="-", tab1="-", aces="MSWLYK", crowns="------",
             to_move=0, last="-", phase="plant"):
    """A game from its parts (space-separated card texts, '' for none). The numerals not
    placed form the deck in card order, except the first, which is set aside."""
    used = mask(" ".join([garden, hand0, hand1, tab0.replace("-", ""), tab1.replace("-", "")]))
    rest = [card_text(x) for x in range(24) if not used >> x & 1]

    def lst(texts):
        return ",".join(texts.split()) or "-"

    text = "FS1 s1 m1 g0 w0-0 t%d %s x%s G:%s H0:%s H1:%s D:%s X:%s A:%s T0:%s T1:%s C:%s" % (
        to_move, phase, last, lst(garden), lst(hand0), lst(hand1), ",".join(rest[1:]) or "-",
        rest[0], aces or "-", lst(tab0), lst(tab1), crowns)
    return designed(FirstOfTheSeason, text)


def field(game, prefix):
    for token in game.encode().split(" "):
        if token.startswith(prefix):
            return token[len(prefix):]
    raise AssertionError(prefix)


def plays(game, *texts):
    for t in texts:
        game.play(game.parse_move(t))


# --- the cards -------------------------------------------------------------
def test_deck_is_the_decktet_numerals():
    # Spot checks against decktet.tsv: The Author, The Savage, The Castle, The Merchant.
    assert card_text(0) == "2MK" and card_text(5) == "3LY"
    assert card_text(16) == "7SK" and card_text(23) == "9LK"
    for r in range(8):  # each rank has three cards that carry all six suits once
        seen = []
        for x in range(3 * r, 3 * r + 3):
            assert rank(x) == r + 2
            seen += list(suits(x))
        assert sorted(seen) == [0, 1, 2, 3, 4, 5]
    for s in range(6):
        assert card_text(ACE + s) == "A" + "MSWLYK"[s] and rank(ACE + s) == 1
    for x in range(30):
        assert parse_card(card_text(x)) == x
    for bad in ("", "2KM", "1M", "AX", "10M", "5SWL"):
        raises(ValueError, parse_card, bad)


def test_setup_deals_hands_garden_aside_deck_and_one_revealed_ace():
    for seed in range(20):
        g = FirstOfTheSeason(seed=seed)
        assert len(g.hand(0)) == 4 and len(g.hand(1)) == 4
        assert len(g.garden()) == 3 and g.deck_count() == 12
        assert g.aces_left() == 6 and 0 <= g.revealed_ace() < 6
        assert g.tableau(0) == [] and g.tableau(1) == []
        assert g.crowns(0) == [] and g.crowns(1) == []
        assert g.to_move == 0 and g.phase() == PLANT
        dealt = g.hand(0) + g.hand(1) + g.garden() + cards(field(g, "D:").replace(",", " "))
        dealt.append(c(field(g, "X:")))
        assert sorted(dealt) == list(range(24))
        assert g.encode() == FirstOfTheSeason(seed=seed).encode()
    assert FirstOfTheSeason(seed=1).encode() != FirstOfTheSeason(seed=2).encode()


def test_bad_options_and_seats_are_refused():
    raises(ValueError, FirstOfTheSeason, 2, 1, {"match": 2})
    raises(ValueError, FirstOfTheSeason, 3, 1)


# --- planting and harvesting ----------------------------------------------
def test_plant_puts_the_card_in_the_garden_and_the_same_seat_harvests():
    g = position("4MS 9WY", "5SW 2MK 3MW 3SK", "6LK 7ML 8WL 9LK", aces="KMSWLY")
    g.play(c("5SW"))
    assert g.phase() == HARVESTING and g.to_move == 0 and g.planted() == c("5SW")
    assert c("5SW") in g.garden() and c("5SW") not in g.hand(0)


def test_harvest_needs_adjacent_rank_and_a_shared_suit():
    # Planted 5SW: 4MS (S) 4WL (W) 6SY (S) 6MW (W) qualify; 3SK is two ranks off,
    # 5ML the same rank, 4YK and 6LK share no suit.
    g = position("4MS 4WL 6SY 6MW 3SK 5ML 4YK 6LK", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY",
                 aces="KMSWLY")
    assert g.eligible(c("5SW")) == mask("4MS 4WL 6SY 6MW")
    g.play(c("5SW"))
    assert g.eligible() == mask("4MS 4WL 6SY 6MW")
    assert len(g.legal_moves()) == 16  # any subset of the four, none included
    assert HARVEST in g.legal_moves()


def test_the_revealed_aces_suit_does_not_count_as_shared():
    # Ace of Suns revealed: 4MS and 6SY share only Suns with 5SW, so they stay.
    g = position("4MS 6SY 4WL", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="SMWLYK")
    assert g.eligible(c("5SW")) == mask("4WL")
    raises(IllegalMove, g.play, HARVEST | mask("4MS"))  # not the harvest phase yet
    g.play(c("5SW"))
    before = g.encode()
    for bad in ("4MS", "6SY", "4MS 4WL"):
        raises(IllegalMove, g.play, HARVEST | mask(bad))
        assert g.encode() == before


def test_only_the_aces_suit_shared_means_no_harvest_and_the_turn_ends():
    # Ace of Moons: 4MS shares only Moons with 3MW; the plant ends the turn and draws.
    g = position("4MS 2SY", "3MW 2MK 7SK 8YK", "7ML 8WL 9LK 9WY", aces="MSWLYK")
    deck = g.deck_count()
    g.play(c("3MW"))
    assert g.phase() == PLANT and g.to_move == 1
    assert c("4MS") in g.garden() and c("3MW") in g.garden()
    assert len(g.hand(0)) == 4 and g.deck_count() == deck - 1
    assert g.last_harvester() == -1 and g.last_turn() == (0, c("3MW"), 0, -1, 0)


def test_harvesting_any_chosen_subset():
    for chosen in ("", "4MS", "6MW", "4MS 6SY 6MW", "4MS 4WL 6SY 6MW"):
        g = position("4MS 4WL 6SY 6MW", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY",
                     aces="KMSWLY")
        g.play(c("5SW"))
        g.play(HARVEST | mask(chosen))
        assert g.tableau(0) == sorted(cards(chosen))
        left = sorted([x for x in cards("4MS 4WL 5SW 6SY 6MW") if x not in cards(chosen)])
        assert g.garden() == left
        assert g.to_move == 1 and g.last_harvester() == (0 if chosen else -1)


def test_harvested_cards_count_both_suits():
    g = position("4MS 6MW", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="KMSWLY")
    plays(g, "5SW", "h4MS,6MW")
    assert g.suit_counts(0) == (2, 1, 1, 0, 0, 0)
    assert g.suit_counts(1) == (0, 0, 0, 0, 0, 0)


# --- Aces -------------------------------------------------------------------
def test_harvesting_a_card_of_the_aces_suit_takes_the_ace():
    # Ace of Moons: 4MS is harvested through Suns and carries Moons, so the Ace goes along.
    g = position("4MS", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="MLSWYK")
    plays(g, "5SW", "h4MS")
    assert g.tableau(0) == [c("4MS"), ACE + 0]
    assert g.aces(0) == [0] and g.points(0) == 3  # the Ace, Crowns of Moons and Suns
    assert g.revealed_ace() == 3 and g.aces_left() == 5
    assert g.suit_counts(0) == (2, 1, 0, 0, 0, 0)  # the Ace counts for Moons
    assert g.last_turn() == (0, c("5SW"), mask("4MS"), ACE + 0, 0b11)


def test_no_ace_without_its_suit_among_the_harvest():
    g = position("4WL", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="MLSWYK")
    plays(g, "5SW", "h4WL")
    assert g.aces(0) == [] and g.revealed_ace() == 0 and g.aces_left() == 6


def test_at_most_one_ace_a_turn():
    # Moons revealed, Leaves next: 4MS takes the Ace of Moons; 4WL carries Leaves, but the
    # Ace of Leaves is only revealed now and stays for a later turn.
    g = position("4MS 4WL", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="MLSWYK")
    plays(g, "5SW", "h4MS,4WL")
    assert g.aces(0) == [0] and g.revealed_ace() == 3


def test_the_exhausted_ace_stack_leaves_every_suit_in_season():
    tabs = ("AM AS AW", "AL AY AK")
    g = position("4MS 6SY", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", tab0=tabs[0], tab1=tabs[1],
                 aces="")
    assert g.revealed_ace() == -1 and g.aces_left() == 0
    assert field(g, "A:") == "-"
    assert g.eligible(c("5SW")) == mask("4MS 6SY")
    plays(g, "5SW", "h4MS,6SY")
    assert sorted(g.aces(0)) == [0, 1, 2] and g.aces(1) == [3, 4, 5]
    # The last Ace taken empties the stack.
    g = position("4MS", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", tab0="AS AW AL", tab1="AY AK",
                 aces="M")
    plays(g, "5SW", "h4MS")
    assert g.aces(0) == [0, 1, 2, 3] and g.revealed_ace() == -1


# --- Crowns -----------------------------------------------------------------
def test_crowns_go_to_strict_majorities_only():
    # Seat 1 already has a Moons card and a Waves card: 4MS ties Moons and wins Suns.
    g = position("4MS", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", tab1="6MW", crowns="1-1---",
                 to_move=0, aces="KMSWLY")
    plays(g, "5SW", "h4MS")
    assert g.suit_counts(0)[0] == g.suit_counts(1)[0] == 1
    assert g.crowns(0) == [1] and g.crowns(1) == [0, 2]  # a tie leaves Moons where it was


def test_crowns_move_from_the_opponent():
    g = position("4MS 6MW", "5SW 3MW 7SK 8YK", "7ML 8WL 9LK 9WY", tab1="2MK", crowns="1----1",
                 aces="KMSWLY")
    plays(g, "5SW", "h4MS,6MW")
    assert g.crowns(0) == [0, 1, 2] and g.crowns(1) == [5]
    assert g.points(0) == 3 and g.points(1) == 1
    assert g.last_turn()[4] == 0b111


def test_crowns_are_taken_only_by_the_mover_at_the_end_of_its_turn():
    # Seat 1 leads in Knots while seat 0 holds that Crown (a crafted position): seat 0's
    # turn leaves it alone; seat 1 takes it at the end of its own turn, even without a harvest.
    g = position("2SY", "3MW 4MS 7SK 8YK", "6SY 7ML 9LK 9WY", tab0="AK", tab1="5YK 6LK",
                 crowns="-----0", aces="MSWLY")
    g.play(c("3MW"))  # nothing to harvest for seat 0
    assert g.to_move == 1 and g.crowns(0) == [5]
    g.play(c("9WY"))  # nothing to harvest either
    assert g.crowns(0) == [] and 5 in g.crowns(1)
    assert g.last_turn() == (1, c("9WY"), 0, -1, 0b111000)


def test_crowns_are_tokens_not_suit_cards():
    # Holding the Crown of Moons adds no Moons: seat 0 passes seat 1's single Moons card.
    g = position("4MS", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", tab1="6MW", crowns="1-----",
                 aces="KMSWLY")
    plays(g, "5SW", "h4MS")
    assert g.suit_counts(0)[0] == 1
    assert 0 in g.crowns(1)  # 1 against 1: a tie, the Crown stays


# --- drawing and the end -----------------------------------------------------
def test_the_mover_draws_after_the_turn_while_the_deck_lasts():
    g = position("4MS", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="KMSWLY")
    top = c(field(g, "D:").split(",")[0])
    plays(g, "5SW", "h4MS")
    assert top in g.hand(0) and len(g.hand(0)) == 4


def test_play_goes_on_after_the_deck_until_both_hands_are_empty():
    # Deck empty: 2 cards each; four more plants end the game.
    g = position("2MK 2SY 2WL 3MW 3SK 3LY 4MS 4WL 4YK 5ML 5SW 5YK 6MW 6SY", "7ML 9LK",
                 "8WL 9WY", tab0="6LK 7SK", tab1="7WY 8MS 8YK", aces="MSWLYK")
    assert g.deck_count() == 0
    plants = 0
    while not g.is_over():
        assert plants < 4
        plants += g.phase() == PLANT
        g.play(g.legal_moves()[0])
    assert plants == 4 and g.hand(0) == [] and g.hand(1) == [] and g.legal_moves() == []


def end_position(tab0, tab1, crowns, last, aces="MSWLYK"):
    """Seat 0 to plant its last card 9LK with nothing to harvest; seat 1's hand is empty."""
    return position("2MK 2SY 2WL 3MW 3SK 3LY 4MS 4WL 4YK 5ML 5SW 5YK 6MW 6SY 6LK 7ML 7WY",
                    "9LK", "", tab0=tab0, tab1=tab1, crowns=crowns, last=last, aces=aces)


def test_more_crowns_and_aces_win():
    g = end_position("7SK AL", "8WL 8MS 8YK 9WY", "-1-0-1", "1", aces="MSWYK")
    assert g.points(0) == 2 and g.points(1) == 2
    g = end_position("7SK AL AM", "8WL 8MS 8YK 9WY", "-1-0-1", "1", aces="SWYK")
    g.play(c("9LK"))
    assert g.is_over() and g.points(0) == 3 and g.points(1) == 2
    assert g.game_winner() == 0 and g.result() == (1, 0)


def test_a_tie_goes_to_the_last_harvester():
    for last, winner, result in (("0", 0, (1, 0)), ("1", 1, (0, 1)), ("-", -1, (0, 0))):
        g = end_position("7SK AL", "8WL 8MS 8YK 9WY", "-1-0-1", last, aces="MSWYK")
        assert g.game_winner() is None
        g.play(c("9LK"))
        assert g.is_over() and g.points(0) == g.points(1) == 2
        assert g.game_winner() == winner and g.result() == result


def test_a_full_game_is_twenty_plants():
    for seed in range(15):
        g = FirstOfTheSeason(seed=seed)
        p = Prng(seed)
        plants = 0
        while not g.is_over():
            if g.phase() == PLANT:
                plants += 1
                assert g.to_move == (plants - 1) % 2
            g.play(p.choice(g.legal_moves()))
        assert plants == 20 and g.deck_count() == 0 and len(g.garden()) + len(
            g.tableau(0)) + len(g.tableau(1)) == 23 + 6 - g.aces_left()
        a, b = g.points(0), g.points(1)
        assert a + b == len(g.crowns(0)) + len(g.crowns(1)) + 6 - g.aces_left()
        w = g.game_winner()
        if a != b:
            assert w == (0 if a > b else 1)
        else:
            assert w == g.last_harvester()
        assert g.result() == ((1, 0) if w == 0 else (0, 1) if w == 1 else (0, 0))


# --- illegal moves, undo, notation ------------------------------------------
def test_illegal_moves_change_nothing():
    g = position("4MS 6SY", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="KMSWLY")
    before = g.encode()
    for bad in (c("7ML"), c("4MS"), 30, -1, NEXT, HARVEST, HARVEST | mask("4MS")):
        raises(IllegalMove, g.play, bad)
        assert g.encode() == before
    g.play(c("5SW"))
    before = g.encode()
    for bad in (c("2MK"), HARVEST | mask("4MS 6SY 2MK"), HARVEST | mask("9WY"), NEXT,
                HARVEST | (1 << 25)):
        raises(IllegalMove, g.play, bad)
        assert g.encode() == before


def test_move_text_and_parse_move():
    g = position("4MS 4WL 6SY", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="KMSWLY")
    assert [g.move_text(m) for m in g.legal_moves()] == ["2MK", "3MW", "5SW", "7SK"]
    g.play(g.parse_move("5SW"))
    texts = [g.move_text(m) for m in g.legal_moves()]
    assert "h4MS,4WL,6SY" in texts and "h-" in texts and len(texts) == 8
    assert g.parse_move("h6SY,4MS") == HARVEST | mask("4MS 6SY")
    for bad in ("", "h", "h9WY", "hxx", "next", "2MK", "h4MS,4MS"):
        raises(IllegalMove, g.parse_move, bad)
    assert g.move_text(NEXT) == "next"


def test_decode_rejects_malformed_text():
    good = position("4MS 6SY", "5SW 2MK 3MW 7SK", "7ML 8WL 9LK 9WY", aces="KMSWLY").encode()
    designed(FirstOfTheSeason, good)
    swaps = (
        ("FS1", "FS2"), (" s1 ", " s? "), (" s1 ", " sx "), (" m1 ", " m2 "), (" g0 ", " g1 "),
        (" w0-0 ", " w0-2 "), (" w0-0 ", " w00 "), (" t0 ", " t2 "), ("plant", "harvest"),
        ("plant", "harvest:5SW"), ("plant", "over"), ("plant", "sow"), (" x- ", " x3 "),
        ("G:4MS,6SY", "G:4MS,4MS"), ("G:4MS,6SY", "G:4MS"), ("G:4MS,6SY", "G:4MS,6SY,9WY"),
        ("H0:2MK", "H0:2MK,2MK"), ("H0:2MK", "H0:?"), ("H1:7ML", "H1:7XL"), ("A:KMSWLY", "A:LMSWY"),
        ("A:KMSWLY", "A:LMSWYY"), ("A:KMSWLY", "A:K?????"), ("C:------", "C:-----"),
        ("C:------", "C:-----2"), ("T0:-", "T0:AM"), ("T0:-", "T0:"), (" X:", " Y:"),
    )
    for old, new in swaps:
        assert old in good, old
        raises(ValueError, designed, FirstOfTheSeason, good.replace(old, new, 1))
    for bad in ("", "FS1", good + " extra", good.replace(" ", "  ", 1)):
        raises(ValueError, designed, FirstOfTheSeason, bad)


START = ("FS1 s1 m1 g0 w0-0 t0 plant x- G:4MS,6SY H0:2MK,3MW,5SW,7SK H1:7ML,8WL,9WY,9LK "
         "D:2WL,3SK,3LY,4WL,4YK,5ML,5YK,6MW,6LK,7WY,8MS,8YK,9MS X:2SY A:KMSWLY T0:- T1:- "
         "C:------")
LAST = ("FS1 s1 m1 g0 w0-0 t0 plant x1 G:2MK,2SY,2WL,3MW,3SK,3LY,4MS,4WL,4YK,5ML,5SW,5YK,"
        "6MW,6SY,6LK,7ML,7WY H0:9LK H1:- D:- X:9MS A:MSWYK T0:7SK,AL T1:8MS,8WL,8YK,9WY "
        "C:101110")  # seat 0 plants the last card
UNREACHABLE = (  # (text, a part of it, what replaces it): what play cannot reach
    # Two cards against none: after one plant seat 1 would have nothing to plant.
    (LAST, "7ML,7WY H0:9LK", "7ML H0:7WY,9LK"),
    (LAST, "t0", "t1"),  # the seat to move has no card and the other has one
    (START, ",9LK D:2WL", " D:9LK,2WL"),  # hands of 4 and 3 while the deck lasts
    (START, "m1 g0 w0-0", "m3 g0 w1-0"),  # a game won before the first one ended
    (START, "m1 g0 w0-0", "m3 g1 w2-0"),  # the match was won already
)


def test_decode_refuses_what_play_cannot_reach():
    for text in (START, LAST, START.replace("m1 g0 w0-0", "m3 g1 w1-0")):
        assert designed(FirstOfTheSeason, text).encode() == text
    for text, old, new in UNREACHABLE:
        assert old in text, old
        raises(ValueError, designed, FirstOfTheSeason, text.replace(old, new))
    # Set by hand: a garden of two at the deal, an Ace of Leaves with no Leaves harvested.
    for text in (START, LAST):
        raises(ValueError, FirstOfTheSeason.decode, text)


def test_seeds_up_to_2_30_are_read():
    # App.new_seed makes seeds up to 2**30 - 1; encode() writes negative ones too.
    for seed in (1073741823, -1073741823, 0):
        g = FirstOfTheSeason(seed=seed)
        assert FirstOfTheSeason.decode(g.encode()).encode() == g.encode()
    for seed in ("s1073741824", "s" + "9" * 40, "s01", "s-0"):
        raises(ValueError, FirstOfTheSeason.decode, START.replace("s1", seed))


# --- what each seat may see ---------------------------------------------------
def test_view_masks_the_other_hand_deck_aside_and_ace_stack():
    g = FirstOfTheSeason(seed=5)
    for seat in (0, 1):
        v = g.view(seat).split(" ")
        assert v[1] == "s?"
        assert v[9 + seat] == "H%d:" % seat + ",".join([card_text(x) for x in g.hand(seat)])
        assert v[10 - seat] == "H%d:?,?,?,?" % (1 - seat)
        assert v[11] == "D:" + ",".join(["?"] * 12) and v[12] == "X:?"
        assert v[13] == "A:" + "MSWLYK"[g.revealed_ace()] + "?????"
        assert v[8] == "G:" + field(g, "G:")
        raises(ValueError, FirstOfTheSeason.decode, g.view(seat))
        other = g.hand(1 - seat)
        for x in other:
            assert card_text(x) not in g.view(seat)


def test_from_view_fills_hidden_cards_from_the_unseen_pool():
    g = FirstOfTheSeason(seed=9)
    p = Prng(3)
    while not g.is_over():
        for seat in (0, 1):
            view = g.view(seat)
            d = FirstOfTheSeason.from_view(view, p)
            assert d.view(seat) == view
            assert d.hand(seat) == g.hand(seat) and d.garden() == g.garden()
            assert len(d.hand(1 - seat)) == len(g.hand(1 - seat))
            assert d.deck_count() == g.deck_count()
            assert d.legal_moves() == g.legal_moves() or seat != g.to_move
        g.play(p.choice(g.legal_moves()))


def test_view_game_is_the_game_rebuilt_from_the_view_text():
    # The AI's copy of what a seat sees must equal from_view(view(seat)) in every field,
    # and draw the same numbers from the prng: through a match, both seats, every phase.
    g = FirstOfTheSeason(seed=6, options={"match": 3})
    p = Prng(6)
    turn = 0
    while not g.is_over():
        for seat in (0, 1):
            a_prng, b_prng = Prng(turn), Prng(turn)
            a = g.view_game(seat, a_prng)
            b = FirstOfTheSeason.from_view(g.view(seat), b_prng)
            assert a.__dict__ == b.__dict__
            assert a_prng.next30() == b_prng.next30()
        turn += 1
        g.play(p.choice(g.legal_moves()))


def test_reading_the_notation_keeps_no_module():
    # decode, from_view and parse_move import the notation reader for one use only.
    import sys

    from engine.modules import forget

    forget("engine.first_season.rules_notation")  # as on the device: nobody else holds it
    g = FirstOfTheSeason.decode(FirstOfTheSeason(seed=2).encode())
    FirstOfTheSeason.from_view(g.view(0), Prng(1))
    g.parse_move(g.move_text(g.legal_moves()[0]))
    assert "engine.first_season.rules_notation" not in sys.modules
    assert "engine.notation" not in sys.modules  # it goes with the notation reader


# --- matches -----------------------------------------------------------------
def test_best_of_three_alternates_the_first_seat_and_stops_at_two_wins():
    g = FirstOfTheSeason(seed=4, options={"match": 3})
    p = Prng(4)
    games = 0
    while not g.is_over():
        assert g.to_move == games % 2 and g.match_state()[1] == games
        while g.phase() < BETWEEN:
            g.play(p.choice(g.legal_moves()))
        games += 1
        w = g.result()
        if g.phase() == BETWEEN:
            assert g.legal_moves() == [NEXT] and max(w) < 2
            assert g.game_winner() is not None
            before = g.encode()
            raises(IllegalMove, g.play, 0)
            assert g.encode() == before
            g.play(NEXT)
            assert len(g.hand(0)) == len(g.hand(1)) == 4 and g.deck_count() == 12
            g.undo()
            assert g.encode() == before
            g.play(NEXT)
    assert g.phase() == OVER and (max(g.result()) == 2 or games == 3)
    assert games == g.match_state()[1] + 1
    assert sum(g.result()) <= games


def test_the_notation_example_of_the_docstring():
    g = FirstOfTheSeason(seed=7)
    plays(g, "6LK", "h5ML", "3MW", "9MS", "h8MS", "4WL", "h3MW", "7ML", "h6LK")
    assert g.encode() == (
        "FS1 s7 m1 g0 w0-0 t1 plant x0 G:3SK,4WL,7ML,9MS H0:3LY,4YK,7WY,8WL "
        "H1:4MS,5SW,5YK,9LK D:6SY,9WY,8YK,2MK,2SY,2WL,7SK X:6MW A:SLYW "
        "T0:5ML,6LK,8MS,AM,AK T1:3MW C:0010-0")
    assert c("6LK") == 14 and g.parse_move("4MS") == c("4MS")
    assert g.move_text(HARVEST | 1 << 9) == "h5ML"
