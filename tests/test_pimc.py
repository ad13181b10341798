"""The desktop PIMC player (tools/lab/pimc.py) and the yardstick (tools/lab/yardstick.py):
legal, blind to hidden cards, reproducible, and a tiny run writes its report."""

import io

import pytest

from engine.first_season.rules import FirstOfTheSeason
from engine.niwa.rules import Niwa
from engine.prng import Prng
from engine.royal_council.rules import RoyalCouncil
from tools.lab import yardstick
from tools.lab.__main__ import main
from tools.lab.pimc import Pimc
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
        g = walk(game, 4)
        a = Pimc(PLAYOUTS, 9)
        b = Pimc(PLAYOUTS, 9)
        assert [a.choose(g) for _ in range(3)] == [b.choose(g) for _ in range(3)]


def test_a_tiny_yardstick_writes_its_report(tmp_path, monkeypatch):
    for key in yardstick.FAST:
        monkeypatch.setitem(yardstick.FAST, key, PLAYOUTS)
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


def test_the_ladder_alone_and_a_merge_keep_every_row(tmp_path, monkeypatch):
    # A run of the ladder alone plays no desktop game; merging it after a run of the
    # desktop rows keeps both runs' rows and commands, a later row replacing an earlier.
    for key in yardstick.FAST:
        monkeypatch.setitem(yardstick.FAST, key, PLAYOUTS)
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

    for key in yardstick.FAST:
        monkeypatch.setitem(yardstick.FAST, key, PLAYOUTS)
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
