"""Royal Garden AI levels and texts."""

from engine.prng import Prng
from engine.royal_garden import ai
from engine.royal_garden.rules import NEXT, PLAYING, RoyalGarden
from engine.royal_garden.text import HELP, TEXT
from tests.engine.expect import allocated, raises
from tests.engine.test_royal_garden import build, starting_win

GOLDEN = "RG1 S 99 *:0:fea603b597214c"  # "*": the layout deal() gives


def positions(seeds, prng, min_taken=0):
    """Positions (games) met in seeded random single games, while they are on."""
    out = []
    for seed in seeds:
        game = RoyalGarden(2, seed)
        while game.phase == PLAYING:
            if game.taken() >= min_taken:
                out.append(RoyalGarden.decode(game.encode()))
            game.play(prng.choice(game.legal_moves()))
    return out


def outcome(game, move):
    """After move: 1 if the mover won at once, 0 for a draw, None if play goes on."""
    game.play(move)
    result = None
    if game.phase != PLAYING:
        result = 0 if game.winner < 0 else 1
    game.undo()
    return result


def gives_win(game, move):
    """True if after move the opponent has a reply that wins at once."""
    game.play(move)
    bad = game.phase == PLAYING and any(outcome(game, r) == 1 for r in game.legal_moves())
    game.undo()
    return bad


def solve(game):
    """Exact value for the side to move by plain minimax: 1 win, 0 draw, -1 loss."""
    best = -1
    for m in game.legal_moves():
        v = outcome(game, m)
        if v is None:
            game.play(m)
            v = -solve(game)
            game.undo()
        if v > best:
            best = v
            if best == 1:
                break
    return best


def test_levels_are_named_and_weakest_first():
    assert len(ai.LEVELS) >= 3
    for level in ai.LEVELS:
        assert level in TEXT
    assert ai.LEVELS[-1] == "expert" and ai.LEVELS[0] == "novice"


def test_every_level_returns_a_legal_move_and_leaves_the_game_alone():
    prng = Prng(3)
    for game in positions((1, 2), prng)[::2]:
        before = game.encode()
        for level in ai.LEVELS:
            move = ai.choose(game, game.to_move, level, Prng(4))
            assert move in game.legal_moves()
            assert game.encode() == before


def test_same_seed_same_choice_and_only_the_view_counts():
    prng = Prng(6)
    for game in positions((5,), prng)[1::3]:
        seat = game.to_move
        # an open game: the view is the whole position, so a game rebuilt from it
        # must get the same choice
        seen = RoyalGarden.decode(game.view(seat))
        for level in ai.LEVELS:
            move = ai.choose(game, seat, level, Prng(9))
            assert ai.choose(game, seat, level, Prng(9)) == move
            assert ai.choose(seen, seat, level, Prng(9)) == move


def test_every_level_takes_a_line_or_square_it_can_complete():
    # Red holds 0 1 2 and may take the card at 3 (and others).
    game = build([0, 12, 1, 15, 2, 9, 3], moves=[0, 12, 1, 15, 2, 9])
    assert 3 in game.legal_moves() and len(game.legal_moves()) > 1
    for level in ai.LEVELS:
        assert ai.choose(game, 0, level, Prng(1)) == 3
    prng = Prng(12)
    for game in positions(range(20, 30), prng, 5):
        wins = [m for m in game.legal_moves() if outcome(game, m) == 1]
        if wins and len(wins) < len(game.legal_moves()):
            for level in ai.LEVELS[1:]:
                assert ai.choose(game, game.to_move, level, Prng(2)) in wins


def test_casual_and_up_see_the_blocking_win():
    from engine.cards import parse

    chain = tuple(parse(t) for t in "AH KH QH QS JS JD JC JH".split())
    cells = [0, 5, 15, 2, 9, 7, 12, 13]
    game = build(cells, chain=chain, moves=cells[:-1])
    assert len(game.legal_moves()) == 4
    for level in ai.LEVELS[1:]:
        assert ai.choose(game, 1, level, Prng(1)) == 13


def test_casual_and_up_do_not_hand_over_a_win_when_they_need_not():
    prng = Prng(14)
    tested = 0
    for game in positions(range(40, 48), prng, 3):
        moves = game.legal_moves()
        if any(outcome(game, m) == 1 for m in moves):
            continue
        bad = [m for m in moves if gives_win(game, m)]
        if bad and len(bad) < len(moves):
            tested += 1
            for level in ai.LEVELS[1:]:
                assert ai.choose(game, game.to_move, level, Prng(3)) not in bad
    assert tested >= 5


def test_expert_is_exact_near_the_end():
    prng = Prng(15)
    checked = 0
    for game in positions(range(60, 70), prng, 10):
        best = solve(game)
        assert ai.value(game, 100000) == best
        move = ai.choose(game, game.to_move, "expert", Prng(5))
        v = outcome(game, move)
        if v is None:
            game.play(move)
            v = -solve(game)
            game.undo()
        assert v == best
        checked += 1
    assert checked >= 20


def test_exact_values_against_minimax_with_eight_cards_left():
    # value() solves with a window of +-edge() (a proven win cuts off) and settles a
    # node with two cards left and no win in one without searching it: both against plain
    # minimax, from eight cards left, in single games and points matches alike.
    from engine.royal_garden.rules import POINTS

    prng = Prng(19)
    seen = {1: 0, 0: 0, -1: 0}
    for seed in range(24):
        game = RoyalGarden(2, 200 + seed, {"match": POINTS} if seed % 2 else None)
        while game.phase == PLAYING and game.taken() < 8:
            game.play(prng.choice(game.legal_moves()))
        if game.phase != PLAYING:
            continue
        best = solve(game)
        assert ai.value(game, 10**6) == best
        seen[best] += 1
    assert min(seen.values()) >= 2


def test_holes_are_the_places_that_complete_a_line_or_square():
    from engine.royal_garden.rules import LINES, SQUARES

    for m in range(0, 1 << 16, 7):
        holes = 0
        for w in LINES + SQUARES:
            x = w & ~m
            if x and not x & (x - 1):
                holes |= x
        assert ai.holes_of(m) == holes


def test_far_from_the_end_cards_are_tried_by_what_they_add_to_the_evaluation():
    # With 9 or more cards left a solving search tries first the card that adds most to
    # the evaluation's lines and squares (as ai._evaluate counts them), less the replies it
    # leaves; nearer the end, the card that leaves the fewest replies.
    prng = Prng(23)
    ordered = {True: 0, False: 0}
    for game in positions(range(40, 52), prng, 1):
        seat = game.to_move
        me = game.marks[seat]
        ai._setup(game)
        ai._budget = 10**6
        if ai._open(me, game.marks[seat ^ 1], game.top, ai._keys(game)[0], 5, -ai.BOUND,
                    ai.BOUND, 0, ai.holes_of(me)) != ai.OPEN:
            continue
        cards = list(ai._mv[:ai._node[0]])
        far = ai.pop_count(game.free) >= 9
        keys = [order_key(game, p, far) for p in cards]
        assert keys == sorted(keys), (game.encode(), cards, keys)
        ordered[far] += len(set(keys)) > 1
    assert ordered[True] >= 10 and ordered[False] >= 10


def order_key(game, p, far):
    """The replies card p leaves, less (far from the end) what it adds to the mover's
    evaluation as ai._evaluate counts it (red's value, without mobility)."""
    replies = ai.pop_count(game.link[p] & game.free & ~(1 << p))
    if not far:
        return replies
    seat = game.to_move
    key, tkey = ai._keys(game)
    red, black = game.marks
    before = ai._evaluate(key, tkey, red, black, 0)
    if seat == 0:
        red |= 1 << p
    else:
        black |= 1 << p
    digit = 1 + seat
    after = ai._evaluate(key + digit * ai._POW3[p], tkey + digit * ai._POW3T[p], red, black, 0)
    gain = after - before if seat == 0 else before - after
    return replies - gain


def test_budgets_hold():
    game = RoyalGarden(2, 77)
    for level in ai.LEVELS:
        ai.choose(game, 0, level, Prng(1))
        index = ai.LEVELS.index(level)
        assert ai.last_nodes() <= ai.BUDGETS[index] + 1
    assert ai.last_nodes() > ai.BUDGETS[-1] // 2  # the opening uses the expert's budget
    assert ai.value(game, 10) is None  # no pile yet
    game.play(game.legal_moves()[0])
    assert ai.value(game, 10) is None  # too few nodes to solve the game


def test_before_a_solve_the_search_deepens_by_two_plies():
    # With 15 cards or fewer left the Expert searches 1, 3 (and with more than 13 left 5)
    # plies ahead, then to the end of the game: the even depths are left out. At the first
    # card it deepens a ply at a time, and so does the Skilled level (3 plies at most).
    # (The root's cards: ai._leaf at 1 ply, ai._search one ply less at ply 1.)
    search = ai._search
    depths = set()

    def spy(*args):
        if args[9] == 1:
            depths.add(args[6] + 1)
        return search(*args)

    ai._search = spy
    try:
        for moves, expected in ((1, [3, 5, 15]), (3, [3, 13]), (4, [3, 12]), (0, [2, 3, 4])):
            game = RoyalGarden(2, 90 + moves)
            for _ in range(moves):
                game.play(game.legal_moves()[0])
            depths.clear()
            ai.choose(game, game.to_move, "expert", Prng(1))
            assert sorted(depths)[:len(expected)] == expected
            depths.clear()
            ai.choose(game, game.to_move, "skilled", Prng(1))
            assert sorted(depths) == [2, 3]  # it never goes to the end: a ply at a time
    finally:
        ai._search = search


def solve_windows(game, cut=None):
    """The Expert's move in game (its budget unbounded) and its solve's root searches:
    [(card, window of the card's value, value or None)]. cut: the budget runs out as the
    search of that many-th root card of the solve starts (None: it never does)."""
    search = ai._search
    calls = []
    solve = ai.pop_count(game.free) - 1  # the depth of a root card's search in the solve

    def spy(*args):
        if args[9] == 1 and args[6] == solve:
            if len(calls) == cut:
                raise ai._Stop
            calls.append([args[2], -args[8], -args[7], None])
            calls[-1][3] = -search(*args)
            return -calls[-1][3]
        return search(*args)

    ai._search = spy
    try:
        ai._setup(game)
        move = ai._deepen(game, game.to_move, game.legal_moves(), 10**8, 16, Prng(3), ai.BOUND)
    finally:
        ai._search = search
    return move, calls


def likely_solves(taken, seeds):
    """[(game, the Expert's move, its solve's root searches, the move's value to it)] of the
    positions with taken cards taken whose solve looked for a win alone first (every root
    card's window just below ai.WIN)."""
    out = []
    for game in positions(seeds, Prng(11), min_taken=taken):
        if game.taken() == taken and len(game.legal_moves()) > 2:
            move, calls = solve_windows(game)
            if calls and calls[0][1] == ai.WIN - 1:
                out.append((game, move, calls, ai._score[0]))
    return out


def test_a_likely_won_solve_looks_for_a_win_alone_then_for_a_draw():
    # A solve whose search before it rated the position as likely won (ai._LIKELY) searches
    # every card for a win alone, in a window just below ai.WIN; if none wins it goes again
    # for a draw (a window at 0), the cards proven lost last. The card played keeps the
    # exact value either way.
    seen = {1: 0, 0: 0}
    for game, move, calls, score in likely_solves(2, range(60)):
        value = ai.value(game, 10**8)
        assert after_value(game, move) == value
        wins = [c for c in calls if c[1] == ai.WIN - 1]
        assert all(c[2] == ai.BOUND for c in wins)
        if value == 1:
            assert wins[-1][3] >= ai.WIN and wins[-1][0] == move and len(wins) == len(calls)
        else:
            assert all(c[3] < ai.WIN for c in wins) and len(wins) == len(game.legal_moves())
            draws = calls[len(wins):]
            assert draws and all(c[2] == 0 for c in draws) and draws[-1][0] == move
            assert draws[-1][3] == 0 == score
        seen[max(value, 0)] += 1
    assert seen[1] >= 3 and seen[0] >= 2


def test_a_search_for_a_win_cut_short_plays_the_card_it_was_on():
    # The budget runs out in the search for a win alone: the cards searched before do not
    # win, so the Expert plays the card it was searching, not the one its search before
    # rated best.
    checked = 0
    for game, _, calls, _ in likely_solves(2, range(30)):
        if len(calls) < 3 or calls[0][3] >= ai.WIN:
            continue
        move, cut = solve_windows(game, 1)
        assert len(cut) == 1 and cut[0][3] < ai.WIN and cut[0][0] != calls[1][0]
        assert move == calls[1][0]
        checked += 1
    assert checked >= 3


def test_a_search_spends_the_same_nodes_whatever_ran_before_it():
    # Nodes that count a part of a node (a solve's cheap ends, the dearer order) carry no
    # fraction from one search into the next: the Expert spends the same nodes, and so
    # plays the same card, after other searches as on its own.
    prng = Prng(31)
    games = positions(range(80, 84), prng, 2)[::3]
    alone = []
    for game in games:
        move = ai.choose(game, game.to_move, "expert", Prng(2))
        alone.append((move, ai.last_nodes()))
    for i, game in enumerate(games):
        other = games[(i + 1) % len(games)]
        ai.choose(other, other.to_move, "expert", Prng(3))  # leaves a part of a node
        move = ai.choose(game, game.to_move, "expert", Prng(2))
        assert (move, ai.last_nodes()) == alone[i]


def test_choose_checks_the_seat_and_deals_on():
    game = RoyalGarden.decode("RG1 B 5 " + starting_win(0))
    assert ai.choose(game, 1, "expert", Prng(1)) == NEXT
    raises(ValueError, ai.choose, game, 0, "expert", Prng(1))


def test_the_same_game_on_every_vm():
    # Recorded on CPython: MicroPython must play the very same moves.
    game = RoyalGarden(2, 99)
    prng = Prng(99)
    while game.phase == PLAYING:
        level = ("skilled", "expert")[game.to_move]
        game.play(ai.choose(game, game.to_move, level, prng))
    assert game.encode() == GOLDEN


def test_expert_beats_the_novice():
    wins = 0
    for seed in (1, 2):
        for expert in (0, 1):
            game = RoyalGarden(2, 300 + seed)
            prng = Prng(seed)
            while game.phase == PLAYING:
                level = "expert" if game.to_move == expert else "novice"
                game.play(ai.choose(game, game.to_move, level, prng))
            wins += game.winner == expert
    assert wins >= 3


def test_texts_name_the_game_its_colours_and_match_modes():
    # Both languages and the font's characters: tests/engine/test_texts.py.
    for key in ("name", "red", "black", "thinking", "single", "best_of_five", "points_match"):
        assert key in TEXT
    assert TEXT["name"][1] == "K\u00f6nigsgarten"
    assert "A K D B" in " ".join(g for _, g in HELP)


def test_a_search_makes_little_garbage_on_the_device_vm():
    # The search walks masks bit by bit and ranks the root moves in place: no lists or
    # tuples per node or per depth. The learners' code is loaded for each of their moves
    # (ai_learner.py), which is all they allocate. Counted on MicroPython only (CPython
    # has no counter).
    if allocated(len, ()) is None:
        return
    worst = [0, 0]  # the learners, the searching levels
    for seed in (3, 9):
        game = RoyalGarden(2, seed, {"match": 1})
        prng = Prng(seed)
        while game.phase == PLAYING:
            for i, level in enumerate(ai.LEVELS):
                spent = allocated(ai.choose, game, game.to_move, level, prng)
                worst[i >= 2] = max(worst[i >= 2], spent)
            game.play(ai.choose(game, game.to_move, "casual", prng))
    assert 0 < worst[1] < 1024 and worst[0] < 2560, worst


def points_value(game):
    """Exact value for the side to move in a points match by plain minimax: a win is
    100 + the points it scores (the cards left), a draw 0, a loss the negative."""
    best = -200
    for m in game.legal_moves():
        game.play(m)
        if game.phase != PLAYING:
            v = 0 if game.winner < 0 else 100 + game.points
        else:
            v = -points_value(game)
        game.undo()
        best = max(best, v)
    return best


def test_in_a_points_match_the_expert_wins_for_the_most_points():
    from engine.royal_garden.rules import POINTS

    prng = Prng(31)
    wins = larger = 0
    for seed in range(300):  # the Expert of a single game takes a smaller win in 6 of these
        game = RoyalGarden(2, 700 + seed, {"match": POINTS})
        while game.phase == PLAYING and game.taken() < 7 + seed % 3:
            game.play(prng.choice(game.legal_moves()))
        if game.phase != PLAYING or len(game.legal_moves()) < 2:
            continue
        best = points_value(game)
        if best <= 100:
            continue
        wins += 1
        values = []
        for m in game.legal_moves():
            game.play(m)
            values.append(100 + game.points if game.phase != PLAYING and game.winner >= 0
                          else (0 if game.phase != PLAYING else -points_value(game)))
            game.undo()
        larger += any(100 < v < best for v in values)  # a smaller win was there too
        move = ai.choose(game, game.to_move, "expert", Prng(seed))
        assert values[game.legal_moves().index(move)] == best
    assert wins >= 100 and larger >= 20


def test_pondering_in_slices_finds_the_exact_answers():
    # While the person (seat 1) is to move, ai.ponder solves the Expert's position after
    # each of the person's cards, a few nodes at a time; every answer it keeps is a card
    # whose value is the position's exact value (ai.value), and a lost position keeps none.
    # A slice stops within its nodes but for the last node's cheap end of a solve (ai._tail,
    # run to its end while pondering: at most 16 of its nodes, 0.6 of a node each, from
    # ai.PONDER_TAIL = 5 cards left), so that a key is still seen soon.
    prng = Prng(17)
    answers = lost = 0
    most = 0
    for seed in range(6):
        game = RoyalGarden(2, 40 + seed)
        game.play(ai.choose(game, 0, "expert", prng))
        for _ in range(seed % 3 * 2):
            game.play(prng.choice(game.legal_moves()))
        if game.phase != PLAYING:
            continue
        slices = 0
        while ai.ponder(game, 0, 40):
            slices += 1
            most = max(most, ai.last_nodes())
            assert slices < 2000
        assert not ai.ponder(game, 0, 40)  # done: nothing more to think about
        for p in game.legal_moves():
            game.play(p)
            if game.phase == PLAYING and len(game.legal_moves()) > 1:
                exact = ai.value(game, 10**8)
                move = ai.choose(game, 0, "expert", Prng(1))
                if ai.last_nodes() == 0:  # the pondered answer, no search
                    answers += 1
                    assert outcome(game, move) == 1 or after_value(game, move) == exact
                else:
                    lost += 1
                    assert exact == -1
            game.undo()
    assert answers >= 10 and lost >= 1
    assert 40 < most <= 40 + 1 + 16 * 3 // 5


def test_the_experts_turn_goes_on_with_an_unfinished_pondering_search():
    # The person (seat 1) takes the card whose answer the pondering was still searching for
    # (a win first, then a draw: the Expert took the first card). The Expert's turn goes on
    # with that search, within its share of the budget: a win it finds is the card the same
    # search finds uninterrupted; a draw it finds is a drawing card; else it has at least
    # proven that the position is not won (ai.NOT_WON) or has no answer yet (-1).
    from engine.royal_garden import ai_ponder

    prng = Prng(29)
    share = ai.BUDGETS[-1] * ai.RESUME // 100
    wins = no_wins = draws = 0
    for seed in range(16):
        start = RoyalGarden(2, 300 + seed)
        start.play(ai.choose(start, 0, "expert", prng))
        text = start.encode()
        for p in start.legal_moves():
            game = RoyalGarden.decode(text)  # a new layout: the pondering starts afresh
            if not ai.ponder(game, 0, 300, p) or ai_ponder._state[3] != p:
                continue  # p's answer took fewer nodes: nothing to go on with
            game.play(p)
            move = ai_ponder.answer(game, share)
            assert 0 < ai.last_nodes() <= share + 1
            exact = ai.value(game, 10**8)
            if ai_ponder._state[3] == p:  # not finished within the Expert's share for it
                assert move == -1 or move == ai.NOT_WON and exact <= 0
                continue
            if move == ai.NOT_WON:
                no_wins += 1
                assert exact <= 0
                continue
            if ai._score[0] < ai.WIN:
                draws += 1
                assert exact == 0 and after_value(game, move) == 0
                continue
            wins += 1
            assert exact == 1 and after_value(game, move) == 1
            whole = RoyalGarden.decode(text)
            while ai.ponder(whole, 0, 10**6, p):
                pass
            whole.play(p)
            assert ai.choose(whole, 0, "expert", Prng(1)) == move and ai.last_nodes() == 0
    assert wins >= 5 and no_wins + draws >= 3, (wins, no_wins, draws)


def test_an_unfinished_exact_solve_is_left_to_the_experts_own_search():
    # The Expert is the second player: the pondering solves its positions exactly. When the
    # person takes the card whose solve is unfinished, the Expert's turn does not go on
    # with it (from 15 cards left it seldom ends in its share) but searches afresh.
    from engine.royal_garden import ai_ponder

    run = ai_ponder._run
    runs = []

    def spy():
        runs.append(1)
        return run()

    checked = 0
    ai_ponder._run = spy
    try:
        for seed in range(4):
            game = RoyalGarden(2, 500 + seed)  # the person (seat 0) takes the first card
            p = game.legal_moves()[seed]
            if not ai.ponder(game, 1, 300, p) or ai_ponder._state[3] != p:
                continue
            game.play(p)
            runs.clear()
            ai.choose(game, 1, "expert", Prng(1))
            assert not runs and ai_ponder._state[3] == p
            checked += 1
    finally:
        ai_ponder._run = run
    assert checked >= 2


def test_the_first_players_wins_are_looked_for_before_any_draw():
    # The Expert took the first card: the pondering looks for its win after each card of
    # the person's before it proves any draw. When that pass ends, every answer is a
    # winning card or the proof that there is none (ai_ponder.NO_WIN), true by ai.value;
    # once it is all done the drawn positions have their card too.
    from engine.royal_garden import ai_ponder

    seen = {"win": 0, "no win": 0, "draw": 0}
    for seed in range(3):
        game = expert_first(60 + seed, seed)
        keys = expert_positions(game)
        assert ai.ponder(game, 0, 1)
        first_pass = ai_ponder._state[7]
        slices = 0
        # a node a slice: none of the next pass (there is none when every card is won)
        while ai_ponder._state[7] == first_pass and ai.ponder(game, 0, 1):
            slices += 1
            assert slices < 50000
        # every card's answer (one settled at its first node, a win in one, may have none)
        assert len(pondered(ai_ponder, game, keys)) >= len(keys) - 1
        for k, code in pondered(ai_ponder, game, keys).items():
            if code == ai_ponder.NO_WIN:
                seen["no win"] += 1
                assert keys[k] <= 0
            else:
                seen["win"] += 1
                assert code & 3 == 1 and keys[k] == 1
        while ai.ponder(game, 0, 40):
            pass
        for k, code in pondered(ai_ponder, game, keys).items():
            if keys[k] == 0:
                seen["draw"] += 1
                assert code & 3 == 0
    assert min(seen.values()) >= 2


def test_the_pondering_solves_the_deal_to_the_end():
    # The person takes the first card: the Expert's positions after it, with 15 cards left,
    # are the deepest the pondering searches (its stacks hold ai.PONDER_PLIES plies). It
    # solves them all to the end and keeps answers (its table holds 8): legal cards there.
    from engine.royal_garden import ai_ponder

    game = RoyalGarden(2, 700)
    slices = 0
    while ai.ponder(game, 1, 1000):
        slices += 1
        assert slices < 1000
    keys = {key_after(game, p): p for p in game.legal_moves()}
    answers = pondered(ai_ponder, game, keys)
    assert len(answers) >= 6
    for k, code in answers.items():
        game.play(keys[k])
        assert code >> 2 in game.legal_moves()
        game.undo()


def test_the_pondering_turns_to_the_card_under_the_cursor():
    # The person moves the cursor to another card still to do: the pondering's next slice
    # searches that card's answer, the one it leaves is searched later, and every answer
    # is still true.
    from engine.royal_garden import ai_ponder

    turned = 0
    for seed in range(6):
        game = expert_first(80 + seed, seed)
        keys = expert_positions(game)
        a, b = game.legal_moves()[0], game.legal_moves()[-1]
        if not ai.ponder(game, 0, 30, a) or ai_ponder._state[3] != a:
            continue
        assert ai.ponder(game, 0, 1, b) and ai_ponder._state[3] == b
        turned += 1
        while ai.ponder(game, 0, 40):
            pass
        answers = pondered(ai_ponder, game, keys)
        assert len(answers) >= len(keys) - 1
        for k, code in answers.items():  # a lost position keeps its proof of no win
            assert keys[k] == -1 if code == ai_ponder.NO_WIN else code & 3 == keys[k]
    assert turned >= 3


def test_a_search_left_for_another_card_goes_on_where_it_stopped():
    # The person moves the cursor back and forth between two cards every 20 nodes: each
    # search waits aside while the other goes on, so the first card's search still ends
    # within about twice the nodes it takes alone (restarted at every move, it would not
    # end at all).
    from engine.royal_garden import ai_ponder

    checked = 0
    for seed in range(8):
        game = expert_first(160 + seed, seed)
        a, b = game.legal_moves()[0], game.legal_moves()[-1]
        key = key_after(game, a)
        alone = 0
        while key not in pondered(ai_ponder, game, {key: 0}) and ai.ponder(game, 0, 20, a):
            alone += 20
        if alone < 200:
            continue  # settled soon: nothing to interrupt
        game = RoyalGarden.decode(game.encode())  # a new layout: the pondering starts afresh
        spent = 0
        while key not in pondered(ai_ponder, game, {key: 0}):
            assert ai.ponder(game, 0, 20, a if spent // 20 % 2 == 0 else b)
            spent += 20
            assert spent <= 3 * alone + 200
        checked += 1
    assert checked >= 3


def test_a_card_under_the_cursor_found_not_won_has_its_draw_searched_next():
    # The Expert took the first card; the person looks at a card after which the Expert
    # has no win: once the pondering proved that, it searches that card's draw before any
    # other card's win, and finds a drawing card.
    from engine.royal_garden import ai_ponder

    checked = 0
    for seed in range(12):
        game = expert_first(120 + seed, seed)
        keys = expert_positions(game)
        for p in game.legal_moves():
            k = key_after(game, p)
            if keys.get(k) != 0:
                continue
            searched = []
            slices = 0
            while ai.ponder(game, 0, 1, p) and len(searched) < 3:
                slices += 1
                assert slices < 50000
                now = (ai_ponder._state[3], ai_ponder._be[0])  # the card, the window's top
                if not searched or searched[-1] != now:
                    searched.append(now)
            assert searched[:2] == [(p, ai.WIN), (p, 0)]  # a search for a win, then a draw
            code = pondered(ai_ponder, game, {k: 0})[k]
            assert code & 3 == 0
            game.play(p)
            assert after_value(game, code >> 2) == 0
            checked += 1
            break
    assert checked >= 4


def expert_first(deal, seed):
    """A game of deal after the Expert's first card (seat 0; its prng seeded with seed)."""
    game = RoyalGarden(2, deal)
    game.play(ai.choose(game, 0, "expert", Prng(seed)))
    return game


def key_after(game, p):
    """The pondering's key of the Expert's position after the person's card p."""
    game.play(p)
    key = ai._keys(game)[0] * 16 + p
    game.undo()
    return key


def expert_positions(game):
    """{key: exact value} of the Expert's positions after each card of the person's (to
    move in game) that leaves it a choice."""
    keys = {}
    for p in game.legal_moves():
        game.play(p)
        if game.phase == PLAYING and len(game.legal_moves()) > 1:
            keys[ai._keys(game)[0] * 16 + p] = ai.value(game, 10**8)
        game.undo()
    return keys


def pondered(ai_ponder, game, keys):
    """{key: code} of the pondering's answers (in the module ai_ponder) for game's layout
    whose keys are in keys."""
    answers = ai_ponder._answers
    return {answers[i]: answers[i + 1] for i in range(1, len(answers), 2)
            if answers[0] is game.layout and answers[i] in keys}


def test_a_solve_told_there_is_no_win_stops_at_the_first_draw():
    # A position the pondering proved not won (ai.NOT_WON): the Expert's solve looks only
    # for a card that draws, and on drawn positions finds one in fewer nodes.
    drawn = 0
    nodes = [0, 0]
    for game in positions(range(40), Prng(8), min_taken=4):
        if game.taken() != 4 or len(game.legal_moves()) < 2 or ai.value(game, 10**8) != 0:
            continue
        drawn += 1
        for i, ceiling in enumerate((ai.BOUND, 0)):
            ai._setup(game)
            move = ai._deepen(game, game.to_move, game.legal_moves(), 10**8, 16, Prng(1),
                              ceiling)
            nodes[i] += ai.last_nodes()
            assert after_value(game, move) == 0
    assert drawn >= 5 and nodes[1] < nodes[0] * 0.8


def after_value(game, move):
    """The exact value of move for the seat making it (the game goes on after it)."""
    game.play(move)
    v = 0 if game.phase != PLAYING else -ai.value(game, 10**8)
    game.undo()
    return v


def test_the_pondering_solves_in_its_own_order_after_a_hint():
    # A person's hint for the first card (16 cards left) is a search that does not solve,
    # in the cheaper order; the pondering that goes on after it orders its solves by the
    # evaluation again.
    game = RoyalGarden(2, 5)
    assert ai.ponder(game, 1, 20)
    ai.hint(game, 0, Prng(1))
    assert ai._eval_from > 16
    assert ai.ponder(game, 1, 20)
    assert ai._eval_from < 16


def test_no_pondering_without_room_on_the_heap():
    # A heap that would keep less than ai_ponder.ROOM free: ponder says None (no room),
    # forgets its module, and the Expert still plays by its own search.
    import sys

    from engine.royal_garden import ai_ponder

    game = RoyalGarden(2, 41)
    game.play(ai.choose(game, 0, "expert", Prng(2)))
    room = ai_ponder._room
    ai_ponder._state[6] = None
    ai_ponder._room = lambda: False
    try:
        assert ai.ponder(game, 0, 40) is None
        assert "engine.royal_garden.ai_ponder" not in sys.modules
    finally:
        ai_ponder._room = room
        ai_ponder._state[6] = None
    assert ai.ponder(game, 0, 40)  # with room (a fresh module): it thinks
    assert ai.choose(game, 1, "expert", Prng(3)) in game.legal_moves()
