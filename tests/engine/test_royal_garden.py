"""Royal Garden rules: every rule of the text and RULINGS.md, match play, notation, undo."""

from engine.cards import ascii_text, parse
from engine.game import IllegalMove
from engine.prng import Prng
from engine.royal_garden import rules
from engine.royal_garden.rules import (
    BEST_OF_FIVE,
    BLOCK,
    DRAW,
    GAME_OVER,
    LINE,
    LINES,
    MATCH_OVER,
    NEXT,
    PLAYING,
    POINTS,
    SINGLE,
    SQUARE,
    SQUARES,
    RoyalGarden,
)
from tests.engine.expect import raises

# Consecutive cards share a suit or a rank, so playing a prefix of it in order is legal.
CHAIN = tuple(parse(t) for t in "AS KS QS JS JH QH KH AH AD KD QD JD JC QC KC AC".split())
MIDDLE = (5, 6, 9, 10)


def layout_for(cells, chain=CHAIN):
    """A layout with chain[i] on cells[i]; the other cards fill the other places."""
    layout = [-1] * 16
    for cell, c in zip(cells, chain):
        layout[cell] = c
    rest = [c for c in rules.GARDEN if c not in layout]
    for p in range(16):
        if layout[p] < 0:
            layout[p] = rest.pop(0)
    return layout


def group(cells, starter=0, chain=CHAIN, moves=None):
    """One game group of the notation: cells are the places taken in order."""
    layout = layout_for(cells, chain)
    taken = cells if moves is None else moves
    return "%s:%d:%s" % (
        "".join(ascii_text(c) for c in layout),
        starter,
        "".join("0123456789abcdef"[p] for p in taken),
    )


def build(cells, starter=0, chain=CHAIN, mode="S", moves=None):
    """A game whose current game took the places `cells` in order."""
    return RoyalGarden.decode("RG1 %s 1 %s" % (mode, group(cells, starter, chain, moves)))


def win_order(pattern, filler):
    """Places for a win on pattern: its owner starts if it has an edge place."""
    cells = [p for p in range(16) if pattern >> p & 1]
    cells.sort(key=lambda p: p in MIDDLE)
    if cells[0] in MIDDLE:  # the middle square: the second player completes it
        order = []
        for i in range(4):
            order += [filler[i], cells[i]]
        return order
    order = [cells[0]]
    for i in range(3):
        order += [filler[i], cells[i + 1]]
    return order


def fillers(pattern):
    """Places off the pattern that never make a line or square of their own."""
    if pattern == 0x0660:
        return [0, 3, 12, 15]
    return [p for p in (0, 15, 3, 12, 1, 14, 2, 13, 4, 11, 7, 8) if not pattern >> p & 1]


def cards_of(game, mask):
    return sorted(ascii_text(game.layout[p]) for p in range(16) if mask >> p & 1)


def names(text):
    return sorted(text.split())


def starting_win(starter=0):
    """A group where the starter fills the top row in seven moves."""
    return group(win_order(0x000F, fillers(0x000F)), starter)


# --- the deal --------------------------------------------------------------------
def test_deal_is_the_sixteen_court_cards_and_aces_from_the_seed():
    assert len(rules.GARDEN) == 16
    for seed in range(5):
        game = RoyalGarden(2, seed)
        assert sorted(game.layout) == sorted(rules.GARDEN)
        assert RoyalGarden(2, seed).layout == game.layout
        assert game.taken() == 0 and game.top_card() == -1
        assert game.marks == [0, 0] and game.to_move == 0
    assert RoyalGarden(2, 1).layout != RoyalGarden(2, 2).layout
    assert rules.deal(3, 0) != rules.deal(3, 1)


def test_two_seats_only_and_options_checked():
    raises(ValueError, RoyalGarden, 3, 1)
    raises(ValueError, RoyalGarden, 1, 1)
    raises(ValueError, RoyalGarden, 2, 1, {"match": 3})
    raises(ValueError, RoyalGarden, 2, 1, {"match": POINTS, "target": 12})
    raises(ValueError, RoyalGarden, 2, 1, {"first": 2})
    assert RoyalGarden(2, 1, {"first": 1}).to_move == 1


# --- which card may be taken --------------------------------------------------------
def test_first_card_from_the_edge_only():
    game = RoyalGarden(2, 4)
    moves = game.legal_moves()
    assert len(moves) == 12
    assert sorted(moves) == [p for p in range(16) if p not in MIDDLE]
    for p in MIDDLE:
        before = game.encode()
        raises(IllegalMove, game.play, p)
        assert game.encode() == before


def test_worked_example_queen_of_clubs_from_the_corner():
    qc = parse("QC")
    game = build([3], chain=(qc,), moves=[])
    assert game.layout[3] == qc
    game.play(game.parse_move("QC"))  # Anna, from the top right corner
    assert game.owner(3) == 0 and game.top_card() == qc
    assert names(" ".join(game.move_text(m) for m in game.legal_moves())) == names(
        "QH QS QD AC KC JC"
    )
    game.play(game.parse_move("AC"))  # Ben
    assert game.owner(game.layout.index(parse("AC"))) == 1
    assert names(" ".join(game.move_text(m) for m in game.legal_moves())) == names(
        "AS AH AD KC JC"
    )


def test_later_cards_share_rank_or_suit_with_the_top_of_the_pile():
    prng = Prng(11)
    for seed in range(8):
        game = RoyalGarden(2, seed)
        while game.phase == PLAYING:
            if game.top >= 0:
                top = game.top_card()
                for p in range(16):
                    c = game.layout[p]
                    ok = game.free >> p & 1 and (c & 3 == top & 3 or c >> 2 == top >> 2)
                    assert (p in game.legal_moves()) == bool(ok)
            game.play(prng.choice(game.legal_moves()))


def test_taken_card_goes_on_the_pile_and_the_marker_in_its_place():
    game = build([0, 1])
    assert game.top == 1 and game.top_card() == CHAIN[1]
    assert game.owner(0) == 0 and game.owner(1) == 1 and game.owner(2) == -1
    assert game.free == 0xFFFF ^ 3 and game.taken() == 2 and game.to_move == 0


def test_illegal_moves_change_nothing():
    game = build([0, 1])
    before = game.encode()
    unlinked = [p for p in range(16) if game.free >> p & 1 and p not in game.legal_moves()]
    assert unlinked
    for bad in unlinked + [0, 1, NEXT, 17, -1, "3", None, 2.0]:
        raises(IllegalMove, game.play, bad)
        assert game.encode() == before
    raises(IllegalMove, game.parse_move, "2H")
    raises(IllegalMove, game.parse_move, "next")
    raises(IllegalMove, game.parse_move, ascii_text(game.layout[unlinked[0]]))


# --- winning ---------------------------------------------------------------------------
def test_every_line_and_square_wins_at_once():
    assert len(LINES) == 10 and len(SQUARES) == 9
    for pattern in LINES + SQUARES:
        order = win_order(pattern, fillers(pattern))
        game = build(order, moves=order[:-1])
        assert game.phase == PLAYING
        mover = game.to_move
        game.play(order[-1])
        assert game.phase == MATCH_OVER  # a single game
        assert game.winner == mover
        assert game.ending == (LINE if pattern in LINES else SQUARE)
        assert game.win_mask == pattern
        assert game.result()[mover] == 1 and game.result()[mover ^ 1] == 0
        assert game.legal_moves() == []


def test_the_middle_square_is_won_by_the_second_player():
    order = win_order(0x0660, fillers(0x0660))
    game = build(order)
    assert game.winner == 1 and game.ending == SQUARE


def test_line_and_square_at_once_are_both_highlighted():
    # Red holds 0 1 2 6 7; taking 3 fills row 0 and the square 2 3 6 7 together.
    order = [0, 12, 1, 15, 2, 9, 6, 4, 7, 11, 3]
    game = build(order)
    assert game.winner == 0 and game.ending == LINE
    assert game.win_mask == 0x000F | 0x00CC


def test_blocking_win_worked_example_late_jack_of_hearts():
    chain = tuple(parse(t) for t in "AH KH QH QS JS JD JC JH".split())
    cells = [0, 5, 15, 2, 9, 7, 12, 13]  # nobody gets four in a line or square
    game = build(cells[:-1], chain=chain, moves=cells[:-1])
    jh = parse("JH")
    game.play(game.parse_move("JH"))  # Ben (seat 1) takes the late jack of hearts
    left = [game.layout[p] for p in range(16) if game.free >> p & 1]
    assert all(c >> 2 != jh >> 2 and c & 3 != jh & 3 for c in left)
    assert game.winner == 1 and game.ending == BLOCK and game.win_mask == 0
    assert game.phase == MATCH_OVER


def test_full_garden_without_four_is_a_draw_not_a_block():
    # Red holds 0 1 6 7 8 9 14 15, black the rest: no line or square for anyone.
    order = [0, 2, 1, 3, 6, 4, 7, 5, 8, 10, 9, 11, 14, 12, 15, 13]
    game = build(order, moves=order[:-1])
    assert game.phase == PLAYING
    game.play(13)
    assert game.free == 0
    assert game.phase == GAME_OVER and game.ending == DRAW and game.winner == -1
    assert game.result() == (0, 0)
    # a draw decides nothing, even in a single game: replayed by the other player
    assert game.legal_moves() == [NEXT] and game.to_move == 1
    game.play(NEXT)
    assert game.phase == PLAYING and game.starter == 1 and game.to_move == 1
    assert game.game_number() == 2 and game.taken() == 0
    assert game.layout == rules.deal(1, 1)


# --- match play --------------------------------------------------------------------------
def test_single_game_ends_the_match():
    game = RoyalGarden.decode("RG1 S 5 " + starting_win(0))
    assert game.is_over() and game.result() == (1, 0)
    assert game.legal_moves() == []
    raises(IllegalMove, game.play, NEXT)


def test_loser_starts_the_next_game():
    game = RoyalGarden.decode("RG1 B 5 " + starting_win(0))
    assert game.phase == GAME_OVER and game.to_move == 1
    game.play(NEXT)
    assert game.starter == 1 and game.to_move == 1 and game.game_number() == 2
    assert game.layout == rules.deal(5, 1)


def test_best_of_five_needs_three_wins():
    groups = [starting_win(i % 2) for i in range(5)]  # the starter wins each game
    for n in range(1, 5):
        game = RoyalGarden.decode("RG1 B 5 " + " ".join(groups[:n]))
        assert not game.is_over() and game.phase == GAME_OVER
    game = RoyalGarden.decode("RG1 B 5 " + " ".join(groups))
    assert game.is_over() and game.result() == (3, 2) and game.winner == 0
    raises(ValueError, RoyalGarden.decode, "RG1 B 5 " + " ".join(groups + [groups[1]]))


def test_points_match_scores_the_cards_left_in_the_garden():
    groups = [starting_win(i % 2) for i in range(5)]
    game = RoyalGarden.decode("RG1 P10 5 " + groups[0])
    assert game.cards_left() == 9 == bin(game.free).count("1")
    assert game.points == 9 and game.result() == (9, 0) and not game.is_over()
    game = RoyalGarden.decode("RG1 P10 5 " + " ".join(groups[:3]))
    assert game.is_over() and game.result() == (18, 9)
    game = RoyalGarden.decode("RG1 P15 5 " + " ".join(groups[:3]))
    assert game.is_over() and game.result() == (18, 9)
    game = RoyalGarden.decode("RG1 P20 5 " + " ".join(groups[:4]))
    assert not game.is_over() and game.result() == (18, 18)
    game = RoyalGarden.decode("RG1 P20 5 " + " ".join(groups))
    assert game.is_over() and game.result() == (27, 18)
    # a win by the second player in 8 moves leaves 8 cards
    middle = group(win_order(0x0660, fillers(0x0660)), 0)
    game = RoyalGarden.decode("RG1 P10 5 " + middle)
    assert game.result() == (0, 8) and game.to_move == 0


def test_drawn_game_scores_nothing_and_is_replayed_by_the_other_starter():
    draw = group([0, 2, 1, 3, 6, 4, 7, 5, 8, 10, 9, 11, 14, 12, 15, 13], 0)
    game = RoyalGarden.decode("RG1 P10 5 " + draw + " " + starting_win(1))
    assert game.result() == (0, 9) and game.starter == 1
    raises(ValueError, RoyalGarden.decode, "RG1 P10 5 " + draw + " " + starting_win(0))


# --- notation, undo, view ----------------------------------------------------------------
def play_random(seed, options, prng, limit=400):
    """A seeded random match: the game and the encodings after each move."""
    game = RoyalGarden(2, seed, options)
    seen = [game.encode()]
    while not game.is_over() and len(seen) < limit:
        game.play(prng.choice(game.legal_moves()))
        seen.append(game.encode())
    return game, seen


def test_a_match_the_second_seat_starts_round_trips():
    # tests/engine/test_resume.py covers the options the app offers; "first" is not one.
    prng = Prng(5)
    for seed in range(3):
        game, seen = play_random(seed, {"match": BEST_OF_FIVE, "first": 1}, prng, 40)
        for text in seen[::4]:
            assert RoyalGarden.decode(text).encode() == text
        copy = RoyalGarden.decode(seen[-1])
        assert copy.encode() == seen[-1] and copy.legal_moves() == game.legal_moves()
        assert copy.starter == game.starter and copy.to_move == game.to_move


def test_docstring_example_decodes():
    game = RoyalGarden.decode("RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a")
    assert game.move_text(3) == "QC" and game.top_card() == parse("AC")
    assert game.to_move == 0 and game.owner(10) == 1


def test_decode_rejects_malformed_text():
    good = "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a"
    assert RoyalGarden.decode(good).encode() == good
    bad = (
        "",
        "RG1",
        "RG2 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 X 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 P 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 P12 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 S1 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 S x7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 S 07 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 S 1073741824 *:0:",  # seeds are below 2**30 (App.new_seed)
        "RG1 S -1073741824 *:0:",
        "RG1 S %s *:0:" % ("9" * 40),
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0",
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:2:3a",
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJD:0:3a",  # 15 cards
        "RG1 S 7 JHJHADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",  # a card twice
        "RG1 S 7 2HKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",  # not a garden card
        "RG1 S 7 jhKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a",
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:5",  # the middle first
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:33",  # a place twice
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3g",
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a  ",
        "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:1:",
    )
    for text in bad:
        raises(ValueError, RoyalGarden.decode, text)
    for seed in ("1073741823", "-1073741823", "0"):  # the largest App.new_seed makes, and more
        assert RoyalGarden.decode("RG1 S %s *:0:" % seed).encode() == "RG1 S %s *:0:" % seed


def test_undo_after_decode_and_after_next():
    game = RoyalGarden.decode("RG1 B 5 " + starting_win(0))
    game.play(NEXT)
    game.undo()
    assert game.encode() == "RG1 B 5 " + starting_win(0)
    assert game.result() == (1, 0) and game.phase == GAME_OVER
    game.undo()
    assert game.result() == (0, 0) and game.phase == PLAYING and game.winner == -1


def test_move_text_and_parse_move():
    game = build([0, 1])
    for m in game.legal_moves():
        text = game.move_text(m)
        assert text == ascii_text(game.layout[m])
        assert game.parse_move(text) == m
        assert game.parse_move(text.lower()) == m
    done = RoyalGarden.decode("RG1 B 5 " + starting_win(0))
    assert done.move_text(NEXT) == "next" and done.parse_move("next") == NEXT


def test_random_matches_end_with_consistent_results():
    prng = Prng(21)
    for seed in range(9):
        mode = seed % 3
        game, seen = play_random(100 + seed, {"match": mode, "target": 10}, prng)
        assert game.is_over() and game.legal_moves() == []
        winner = game.winner
        assert winner in (0, 1)
        score = game.result()
        if mode == SINGLE:
            assert sorted(score) == [0, 1]
        elif mode == BEST_OF_FIVE:
            assert score[winner] == 3 and score[winner ^ 1] < 3
        else:
            assert score[winner] >= 10 and score[winner ^ 1] < 10
        assert score[winner] > score[winner ^ 1]


def test_a_long_match_stays_short_in_the_notation():
    # Dealt layouts are written "*": a points match to 20 of drawn and won games must fit
    # the save slot of the smallest (4 KB) store with room for the settings.
    game = RoyalGarden(2, 7, {"match": POINTS, "target": 20})
    games = 0
    while not game.is_over() and games < 40:
        game.play(game.legal_moves()[0])
        if game.phase != PLAYING:
            games += 1
    text = game.encode()
    groups = text.split(" ")[3:]
    assert games >= 3 and len(groups) >= games
    assert all(group.startswith("*:") for group in groups)
    assert len(text) <= 22 * len(groups) + 16
    assert RoyalGarden.decode(text).encode() == text


def test_an_explicit_layout_still_decodes():
    text = "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a"
    game = RoyalGarden.decode(text)
    assert game.encode().split(" ")[3].endswith(":0:3a")
    assert RoyalGarden.decode(game.encode()).layout == game.layout
