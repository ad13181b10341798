"""The desktop PIMC player (tools/lab/pimc.py), its playouts (tools/lab/playouts.py) and
the yardstick (tools/lab/yardstick.py): legal, blind to hidden cards, reproducible, the
person playouts play as they say, issue 21's random ones are still there, and a tiny run
writes its report."""

import io

import pytest

from engine.first_season.rules import (
    FIRST_SUIT,
    HARVEST,
    HARVESTING,
    PLANT,
    SECOND_SUIT,
    FirstOfTheSeason,
)
from engine.niwa.rules import END, LAY, PHASE_TURN, REVEAL, SWAP, TAKE, Niwa, hand_score
from engine.prng import Prng
from engine.royal_council.rules import RoyalCouncil
from tools.lab import playouts, yardstick
from tools.lab.__main__ import main
from tools.lab.pimc import NIWA_STALL_ROUNDS, RULES, Pimc, value
from tools.lab.playouts import (
    PERSON,
    RANDOM,
    council_person,
    horizon,
    margin,
    match_worth,
    niwa_person,
    niwa_random,
    niwa_worth,
    random_move,
    ripest,
    season_person,
    season_worth,
)
from tools.lab.series import Progress

PLAYOUTS = 24  # a tiny budget: the tests check behaviour, not strength


def games():
    """A fresh game of every hidden-hand game, variant and a seat count with hidden cards."""
    out = [FirstOfTheSeason(2, 5), Niwa(2, 5), Niwa(3, 6)]
    out += [RoyalCouncil(3, 7, {"variant": v}) for v in (0, 1, 2)]
    out += [RoyalCouncil(2, 8, {"variant": v}) for v in (1, 2)]
    return out


def walk(game, moves):
    """game after `moves` random legal moves (fewer if it ends), seeded."""
    prng = Prng(game.seats)
    for _ in range(moves):
        if game.is_over():
            break
        legal = game.legal_moves()
        game.play(legal[prng.below(len(legal))])
    return game


def redealt(game, seat, prng):
    """The same game with every card hidden from seat dealt anew (from its view text)."""
    if isinstance(game, RoyalCouncil):
        return RoyalCouncil.from_view(game.view(seat), seat, prng)
    return type(game).from_view(game.view(seat), prng)


def test_it_plays_legal_moves_and_leaves_the_game_as_it_was():
    for game in games():
        player = Pimc(PLAYOUTS, 1)
        for _ in range(12):
            before = game.encode()
            move = player.choose(game)
            assert game.encode() == before
            assert move in game.legal_moves()
            game.play(move)
        assert player.times


def test_cards_hidden_from_its_seat_do_not_change_its_choice():
    differing = 0
    for game in games():
        for moves in (3, 9):
            g = walk(game.copy(), moves)
            seat = g.to_move
            other = redealt(g, seat, Prng(moves))
            assert other.view(seat) == g.view(seat)
            differing += other.encode() != g.encode()
            assert Pimc(PLAYOUTS, 4).choose(g) == Pimc(PLAYOUTS, 4).choose(other)
    assert differing >= 10


def test_the_same_seed_gives_the_same_choices():
    for game in games():
        for style in (PERSON, RANDOM):
            g = walk(game.copy(), 4)
            a = Pimc(PLAYOUTS, 9, style)
            b = Pimc(PLAYOUTS, 9, style)
            assert [a.choose(g) for _ in range(3)] == [b.choose(g) for _ in range(3)]


def test_issue_21s_random_playouts_are_still_there_and_choose_as_they_did():
    # The choices of issue 21's player (tools/lab/pimc.py before issue 40) on these
    # positions: the old tables can be made again with the RANDOM style.
    assert playouts.PLAYOUTS[RANDOM] == {"royal_council": (random_move, margin),
                                         "niwa": (niwa_random, margin),
                                         "first_season": (random_move, margin)}
    chosen = []
    for game in games():
        g = walk(game, 5)
        player = Pimc(PLAYOUTS, 3, RANDOM)
        chosen.append([player.choose(g) for _ in range(2)])
    assert chosen == [[7, 20], [488, 257], [0, 78], [347, 347], [339, 339], [18, 93],
                      [364, 364], [188, 404]]


def positions(game, moves=60, policy=random_move):
    """The positions of a seeded game (copies), up to moves of them, played by policy."""
    prng = Prng(game.seats + 11)
    out = []
    while not game.is_over() and len(out) < moves:
        out.append(game.copy())
        game.play(policy(game, game.legal_moves(), prng))
    return out


def test_person_playouts_choose_legal_moves():
    prng = Prng(3)
    for game in games():
        policy = playouts.PLAYOUTS[PERSON][game.NAME][0]
        for g in positions(game):
            legal = g.legal_moves()
            for _ in range(4):
                assert policy(g, legal, prng) in legal


def test_first_of_the_season_person_plants_the_ripest_card_then_takes_everything():
    prng = Prng(5)
    tried = 0
    for seed in range(1, 12):
        for g in positions(FirstOfTheSeason(2, seed), 40):
            legal = g.legal_moves()
            if g.phase() == HARVESTING:
                assert season_person(g, legal, prng) == HARVEST | g.eligible()
                continue
            ripe = [ripest(g, c) for c in legal]
            if g.phase() != PLANT or not max(ripe) or min(ripe) == max(ripe):
                continue
            tried += 1
            best = [c for c, r in zip(legal, ripe, strict=True) if r == max(ripe)]
            picks = [season_person(g, legal, prng) for _ in range(64)]
            assert sum(c in best for c in picks) >= 48  # seven in eight, by chance 56
            assert set(best) <= set(picks)
    assert tried >= 20


def test_ripest_counts_the_cards_a_plant_harvests_and_the_ace_they_bring():
    seen = set()
    for g in positions(FirstOfTheSeason(2, 3), 30):
        ace = g.revealed_ace()
        for c in g.hand(g.to_move):
            mask = g.eligible(c)
            cards = [d for d in range(24) if mask >> d & 1]
            fruit = any(ace in (FIRST_SUIT[d], SECOND_SUIT[d]) for d in cards)
            assert ripest(g, c) == len(cards) + (2 if fruit else 0)
            seen.add((bool(cards), fruit))
    assert (True, True) in seen and (False, False) in seen


def test_royal_council_person_mostly_plays_what_scores_most_now():
    prng = Prng(6)
    tried = 0
    for variant in (0, 1, 2):
        for g in positions(RoyalCouncil(2, 9, {"variant": variant}), 30):
            legal = g.legal_moves()
            gains = [g.gain(m & 7, m >> 3) for m in legal]
            if len(set(gains)) < 2:
                continue
            tried += 1
            best = [m for m, v in zip(legal, gains, strict=True) if v == max(gains)]
            picks = [council_person(g, legal, prng) for _ in range(64)]
            assert sum(m in best for m in picks) >= 40  # three in four at least, by chance 48
            if variant == 1:  # the draw pile: every time
                assert all(m in best for m in picks)
    assert tried >= 20


def test_niwa_person_swaps_or_reveals_and_lays_what_it_misses_least():
    prng = Prng(7)
    swaps = lays = 0
    for seed in (5, 6, 7):
        for g in positions(Niwa(2, seed), 80, niwa_person):
            legal = g.legal_moves()
            hand = g.hands[g.to_move]
            objective = g.objective()
            now = hand_score(hand, objective)
            move = niwa_person(g, legal, prng)
            if SWAP <= move:
                swaps += 1
                give, take = divmod(move - SWAP, 33)
                assert give != take and move in legal
            elif LAY <= move < TAKE:
                lays += 1
                assert END not in legal or move != END
                without = []
                for k in range(33):
                    if hand[k]:
                        hand[k] -= 1
                        without.append(hand_score(hand, objective))
                        hand[k] += 1
                hand[move - LAY] -= 1
                assert hand_score(hand, objective) == max(without)
                hand[move - LAY] += 1
            elif legal[0] == REVEAL:
                assert move == REVEAL
            assert hand_score(hand, objective) == now
    assert swaps >= 5 and lays >= 5


def test_in_niwa_it_reveals_without_searching_once_the_table_stalls():
    # Niwa's rules never end a round of swaps: two desktop players in a duel could swap
    # for ever. Past the stall it reveals at once; short of it, it searches as before.
    game = Niwa(2, 5)
    player = Pimc(PLAYOUTS, 1)
    game.idle = NIWA_STALL_ROUNDS * game.seats
    assert REVEAL in game.legal_moves() and len(game.legal_moves()) > 1
    assert player.choose(game) == REVEAL and player.times == []
    game.idle -= 1
    player.choose(game)
    assert len(player.times) == 1


def test_person_worth_counts_the_margin_as_well_as_the_win():
    g = positions(FirstOfTheSeason(2, 4), 200)[-1]
    g.play(g.legal_moves()[0])
    assert g.is_over()
    winner = g.game_winner()
    ahead = g.points(winner) - g.points(1 - winner)
    assert season_worth(g, winner) == 8 + ahead
    assert season_worth(g, 1 - winner) == -8 - ahead


def test_person_playouts_stop_a_few_turns_on_where_the_table_says():
    # Issue 40: Royal Council's whole deck and Niwa stop their person playouts TURNS
    # turns after the candidate's and value the margin there; the hands and draw pile
    # variants and First of the Season play to the end, and issue 21's random ones always.
    stopped = set()
    for game in games() + [RoyalCouncil(2, 3), FirstOfTheSeason(2, 3)]:
        turns = playouts.TURNS[PERSON].get((game.NAME, getattr(game, "variant", None)))
        assert horizon(PERSON, game) == turns and horizon(RANDOM, game) is None
        if turns is not None:
            stopped.add((game.NAME, game.variant if game.NAME == "royal_council" else None))
    assert stopped == {("royal_council", 2), ("niwa", None)}
    prng = Prng(8)
    tried = 0
    for game in [RoyalCouncil(2, 4, {"variant": v}) for v in (1, 2)] + [Niwa(2, 4), Niwa(3, 5)]:
        rules = RULES[game.NAME]
        policy = playouts.PLAYOUTS[PERSON][game.NAME][0]
        for g in positions(game, 40, policy):
            seat = g.to_move
            before = g.encode()
            mark = rules.mark(g)
            ends = []
            for move in g.legal_moves()[:3]:
                value(g, move, seat, mark, rules.ended, policy, Ends(ends), prng, 2)
                assert g.encode() == before
            for end in ends:  # (round over, moves played, seat to move, phase)
                assert end[1] > 0
                if not end[0]:
                    assert end[3] == PHASE_TURN  # a Niwa turn played to its end
                    if g.NAME == "royal_council":  # every play passes the turn
                        assert end[1] == 3 and end[2] != seat
                        tried += 1
    assert tried >= 20


class Ends:
    """A worth that keeps, at each playout's end, (the match or a Royal Council round
    over, the moves played since the position: a copy, with no history of its own, the
    seat to move, the phase), and is worth 0."""

    def __init__(self, ends):
        self.ends = ends

    def __call__(self, game, seat):
        rules = RULES[game.NAME]
        if game.NAME == "niwa":
            moved, phase = len(game.records), game.phase
        else:
            moved, phase = len(game._hist), PHASE_TURN
        self.ends.append((game.is_over() or rules.ended(game, rules.mark(game)), moved,
                          game.to_move, phase))
        return 0


def test_niwa_person_worth_counts_the_hands_of_the_round_in_play():
    seen_round_end = seen_in_play = 0
    g = Niwa(2, 6)
    prng = Prng(9)
    while not g.is_over():
        g.play(niwa_person(g, g.legal_moves(), prng))
        hands = [hand_score(h, g.objective()) for h in g.hands]
        totals = g.totals()
        if g.round_start == len(g.records):  # a round has just ended
            seen_round_end += 1
            assert niwa_worth(g, 0) == match_worth(g, 0)
        else:
            seen_in_play += 1
            assert niwa_worth(g, 0) == totals[0] + hands[0] - totals[1] - hands[1]
            assert niwa_worth(g, 1) == -niwa_worth(g, 0)
    assert seen_round_end >= 1 and seen_in_play >= 20


def tiny(monkeypatch):
    """Every desktop budget of the yardstick at PLAYOUTS."""
    for table in (yardstick.RANDOM_FAST, yardstick.PERSON_FAST):
        for key in table:
            monkeypatch.setitem(table, key, PLAYOUTS)


def test_a_tiny_yardstick_writes_its_report(tmp_path, monkeypatch):
    tiny(monkeypatch)
    path = yardstick.run(str(tmp_path), 2, lambda label, n: Progress(label, n, io.StringIO()),
                         ("first_season", "royal_council"), True)
    text = open(path, encoding="utf-8").read()
    assert "yardstick --games 2 --only first_season,royal_council --ladder" in text
    assert "| First of the Season | Expert | 2 |" in text
    assert "| Royal Council, whole deck | 4 | 2 |" in text
    assert "| Royal Council, hands | Expert | Skilled | 2 |" in text
    assert "| Niwa |" not in text


def test_the_lab_refuses_a_game_without_a_yardstick():
    with pytest.raises(SystemExit):
        main(["yardstick", "--only", "royal_garden"])


def test_the_yardstick_keeps_one_variant_and_one_seat_count_when_asked():
    picked = yardstick.rows(("royal_council:0",), 2)
    assert [(r.game_id, r.variant, r.seats) for r in picked] == [("royal_council", 0, 2)]
    assert len(yardstick.rows(("royal_council",), 0)) == 9
    assert [r.seats for r in yardstick.rows(("niwa",), 4)] == [4]


def test_a_table_row_shows_shared_wins_to_a_tenth():
    row = yardstick.rows(("niwa",), 6)[0]
    outcome = yardstick.Outcome(row, 6, [yardstick.DESKTOP])
    outcome.score = 2 + 1.0 / 3  # two wins and a win shared by three seats
    assert yardstick._table_row(outcome)[3] == "2.3"
    outcome.score = 2.0
    assert yardstick._table_row(outcome)[3] == "2"


def test_the_ladder_alone_and_a_merge_keep_every_row(tmp_path, monkeypatch):
    # A run of the ladder alone plays no desktop game; merging it after a run of the
    # desktop rows keeps both runs' rows and commands, a later row replacing an earlier.
    tiny(monkeypatch)
    quiet = lambda label, n: Progress(label, n, io.StringIO())  # noqa: E731
    first = yardstick.run(str(tmp_path / "a"), 2, quiet, ("first_season",), False, 2)
    second = yardstick.run(str(tmp_path / "b"), 2, quiet, ("first_season",), True, 2, True)
    ladder = open(second, encoding="utf-8").read()
    assert "--ladder-only" in ladder and "| First of the Season | Expert | 2 |" not in ladder
    assert "| First of the Season | Expert | Planner | 2 |" in ladder
    main(["yardstick", "--merge", "%s,%s,%s" % (first, second, second), "--out",
          str(tmp_path / "c")])
    text = open(tmp_path / "c" / "yardstick.md", encoding="utf-8").read()
    assert "| First of the Season | Expert | 2 |" in text
    assert text.count("| First of the Season | Expert | Planner | 2 |") == 1
    assert text.count("- Made by ") == 3 and "yardstick --merge" in text


def test_the_yardstick_plays_the_ais_at_a_boards_budgets(tmp_path, monkeypatch):
    # --board clue: every AI move is chosen at the CLUE's budgets (47 % of a PyBadge's
    # nodes), the rows and the command name the board, and the speed is a PyBadge's after.
    from engine.budget import budget
    from engine.first_season import ai

    tiny(monkeypatch)
    seen = set()
    choose = ai.choose

    def spy(game, seat, level, prng):
        seen.add(budget(100))
        return choose(game, seat, level, prng)

    monkeypatch.setattr(ai, "choose", spy)
    main(["yardstick", "--games", "2", "--only", "first_season", "--seats", "2", "--board",
          "clue", "--out", str(tmp_path)])
    text = open(tmp_path / "yardstick.md", encoding="utf-8").read()
    assert seen == {47}
    assert budget(100) == 100
    assert "--seats 2 --board clue`" in text
    assert "| First of the Season (clue budgets) | Expert | 2 |" in text
    with pytest.raises(SystemExit):
        main(["yardstick", "--board", "no_such_board"])


def test_a_duel_plays_the_person_desktop_player_against_issue_21s(tmp_path, monkeypatch):
    # --duel: 2-seat rows only, the person player in seat j % 2 against the random one;
    # --desktop random names issue 21's player in each row, --share its part of the budget.
    tiny(monkeypatch)
    quiet = lambda label, n: Progress(label, n, io.StringIO())  # noqa: E731
    path = yardstick.run(str(tmp_path / "duel"), 2, quiet, ("first_season", "niwa"), duel=True)
    text = open(path, encoding="utf-8").read()
    assert "yardstick --games 2 --only first_season,niwa --duel`" in text
    assert "## " + yardstick.SECTIONS[3] in text
    assert "| First of the Season | 2 |" in text and "| Niwa | 2 |" in text
    assert "| Niwa | 3 |" not in text and "## " + yardstick.SECTIONS[0] not in text
    main(["yardstick", "--games", "2", "--only", "first_season", "--desktop", "random",
          "--share", "50", "--out", str(tmp_path / "old")])
    text = open(tmp_path / "old" / "yardstick.md", encoding="utf-8").read()
    assert "--only first_season --desktop random --share 50`" in text
    assert "| First of the Season (issue 21's random playouts, desktop at 50% of its budget) " \
        "| Expert | 2 |" in text
    assert "| %d |" % (PLAYOUTS // 2) in text


def test_fs_expert_judges_the_plants_where_the_expert_and_the_desktop_differ(tmp_path,
                                                                            monkeypatch):
    from tools.lab import fs_expert

    tiny(monkeypatch)
    monkeypatch.setattr(fs_expert, "JUDGE", 8)
    quiet = lambda label, n: Progress(label, n, io.StringIO())  # noqa: E731
    tally = fs_expert.probe(2, quiet)
    assert tally.plants >= 10 and tally.harvests >= 5
    assert tally.differ and len(tally.differ) <= tally.plants
    for p in tally.differ:
        assert len(p.won) == 8 and all(-2 <= w <= 2 for w in p.won)
        assert 0 <= p.kind < len(fs_expert.KINDS)
    text = open(fs_expert.run(str(tmp_path), 2, quiet), encoding="utf-8").read()
    assert "tools.lab fs_expert --games 2`" in text
    assert "Of the Expert's %d plants with a choice" % tally.plants in text
