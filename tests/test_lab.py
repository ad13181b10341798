"""The playtest lab (tools/lab): statistics, the exact solver, and a tiny series per game."""

import io
import math
import os
import re
import subprocess
import sys

import pygame

from engine.prng import Prng
from engine.royal_garden import ai as rg_ai
from engine.royal_garden.rules import PLAYING, RoyalGarden
from tools.bench.common import ROOT
from tools.lab import first_season, niwa, rg_expert, rg_ponder, royal_council, royal_garden, stats
from tools.lab.charts import nice_step
from tools.lab.rg_solver import HOLES, Solver
from tools.lab.series import Progress


def close(a, b, eps=1e-3):
    return abs(a - b) < eps


def test_means_and_intervals():
    xs = [2, 4, 4, 4, 5, 5, 7, 9]
    assert stats.mean(xs) == 5
    assert close(stats.stdev(xs), math.sqrt(32 / 7))
    m, half = stats.mean_ci(xs)
    assert m == 5 and close(half, 1.959964 * math.sqrt(32 / 7) / math.sqrt(8))
    assert stats.mean([]) == 0.0 and stats.stdev([3]) == 0.0


def test_wilson_interval():
    lo, hi = stats.wilson(5, 10)
    assert close(lo, 0.2366) and close(hi, 0.7634)
    lo, hi = stats.wilson(0, 10)
    assert lo == 0.0 and close(hi, 0.2775)
    lo, hi = stats.wilson(10, 10)
    assert close(lo, 0.7225) and close(hi, 1.0)
    assert stats.share(5, 10) == "50.0% (23.7-76.3)"
    assert stats.share(0, 0) == "-"


def test_correlation():
    xs = [1, 2, 3, 4, 5]
    assert close(stats.pearson(xs, [2 * x + 1 for x in xs]), 1.0)
    assert close(stats.pearson(xs, [-x for x in xs]), -1.0)
    assert stats.pearson(xs, [3] * 5) == 0.0
    assert close(stats.pearson([1, 2, 3, 4], [1, 3, 2, 4]), 0.8)
    lo, hi = stats.pearson_ci(0.5, 100)
    assert close(lo, 0.3366) and close(hi, 0.6341)


def test_binned_and_counts():
    rows = stats.binned([1, 2, 1, 2, 3], [10, 20, 30, 40, 5])
    assert [(x, n, m) for x, n, m, _ in rows] == [(1, 2, 20.0), (2, 2, 30.0), (3, 1, 5.0)]
    assert rows[2][3] == 0.0 and rows[0][3] > 0
    assert stats.counts(["a", "b", "a"], ["b", "a", "c"]) == [1, 2, 0]


def test_nice_steps():
    assert nice_step(1.0) == 0.2
    assert nice_step(100) == 20
    assert nice_step(7) == 2


def test_progress_prints_a_line_each_tenth_without_a_terminal():
    out = io.StringIO()
    bar = Progress("demo", 50, out)
    for _ in range(50):
        bar.step()
    bar.finish()
    lines = out.getvalue().splitlines()
    assert len(lines) == 11  # 10%, 20% ... 100%, then the summary
    assert "50/50" in lines[-2] and lines[-1].startswith("demo: done")


def test_hole_table():
    assert HOLES[0x0007] & 0x0008  # three of the top row: the fourth completes it
    assert HOLES[0x0031] & 0x0002  # three of the top-left square
    assert HOLES[0x0003] == 0


def test_solver_agrees_with_the_engine():
    """Exact values of positions 3 to 7 cards into random games, against ai.value()."""
    prng = Prng(11)
    checked = 0
    for seed in range(40):
        game = RoyalGarden(2, seed)
        while game.phase == PLAYING and game.taken() < 3 + seed % 5:
            moves = game.legal_moves()
            game.play(moves[prng.below(len(moves))])
        if game.phase != PLAYING:
            continue
        me = game.marks[game.to_move]
        opp = game.marks[game.to_move ^ 1]
        assert Solver(game.layout).value(me, opp, game.top) == rg_ai.value(game, 10**8)
        checked += 1
    assert checked > 30


def test_solver_opening_is_the_best_first_move():
    """The opening value is the best of the values after each edge card."""
    layout = RoyalGarden(2, 1000).layout
    opening = Solver(layout).opening()
    game = RoyalGarden(2, 1000)
    best = -1
    for p in game.legal_moves():
        game.play(p)
        best = max(best, -Solver(layout).value(game.marks[1], game.marks[0], p))
        game.undo()
    assert opening == best


def test_first_season_deciders():
    assert first_season.decider(0, (4, 2), (1, 3)) == "tie-break"  # 5 points each
    assert first_season.decider(1, (3, 3), (1, 2)) == "Aces"
    assert first_season.decider(0, (4, 2), (2, 3)) == "Crowns"
    assert first_season.decider(-1, (3, 3), (0, 0)) == "draw"


def _quiet(label, total):
    return Progress(label, total, io.StringIO())


def _check_report(path):
    """The report exists, and every chart it shows is a PNG file beside it."""
    text = open(path, encoding="utf-8").read()
    images = re.findall(r"\]\(([^)]+\.png)\)", text)
    assert images
    for name in images:
        surface = pygame.image.load(os.path.join(os.path.dirname(path), name))
        assert surface.get_size() == (720, 420)
    return text


def test_tiny_series_write_reports(tmp_path):
    for module in (royal_garden, first_season, niwa, royal_council):
        path = module.run(str(tmp_path), 2, _quiet)
        assert path == os.path.join(str(tmp_path), module.__name__.split(".")[-1] + ".md")
        text = _check_report(path)
        assert "--games 2" in text and "## Findings" in text


def test_reports_are_reproducible(tmp_path):
    first = first_season.run(str(tmp_path / "a"), 3, _quiet)
    second = first_season.run(str(tmp_path / "b"), 3, _quiet)
    assert open(first).read() == open(second).read()


def test_a_report_made_again_keeps_the_notes_written_below_it(tmp_path):
    from tools.lab.report import NOTES

    path = first_season.run(str(tmp_path), 2, _quiet)
    made = open(path, encoding="utf-8").read()
    with open(path, "a", encoding="utf-8") as f:
        f.write("\n" + NOTES + "\n\n## Notes\n\nWritten by hand.\n")
    first_season.run(str(tmp_path), 2, _quiet)
    again = open(path, encoding="utf-8").read()
    assert again == made + "\n" + NOTES + "\n\n## Notes\n\nWritten by hand.\n"


def test_rg_expert_report_keeps_the_value_late_in_the_game(tmp_path):
    """The issue 17 table on a tiny series: every board's Expert keeps the exact value of
    every position with 6 to 10 cards taken (it solves them within its budget)."""
    cases = rg_expert.positions(6)
    assert cases and all(1 <= g.taken() <= 10 and g.phase == PLAYING for g, _ in cases)
    for _, speed in rg_expert.BOARDS:
        for think in (0, 2):
            table, most = rg_expert.measure(cases, speed, think, lambda: None)
            assert most <= rg_expert.budget_of(speed) + 1
            kept, total = table["6-10"]
            assert total and kept == total
    path = rg_expert.run(str(tmp_path), 2, _quiet)
    text = open(path, encoding="utf-8").read()
    assert "--games 2" in text and "| PyBadge (100%%, %d nodes) | 0 |" % rg_ai.BUDGETS[-1] in text
    assert "## The card under the cursor" in text
    assert "| value kept, cursor card" in text and "| value kept, cursor browsing" in text
    for look in rg_expert.CURSOR_LOOKS:
        table, _ = rg_expert.measure(cases, 100, 2, lambda: None, look=look)
        assert table["2"][1] and not table["4"][1]  # at most rg_expert.CURSOR_LAST cards taken


def test_rg_pondering_answers_the_card_under_the_cursor_sooner():
    """How soon the pondering has the taken card's answer: with the cursor on that card it
    needs fewer nodes in all than in place order, and browsing between two cards fewer too;
    a position left without one within 20 s of a CLUE's is lost or won at once (in these
    games); the shares ready grow with the person's seconds."""
    cases = [c for c in rg_expert.positions(12) if c[0].taken() == rg_ponder.TAKEN]
    second = rg_ponder.scaled(47, rg_expert.NODES_PER_SECOND)
    nodes = {look: rg_ponder.answer_nodes(cases, look, second, lambda: None)
             for look, _ in rg_ponder.LOOKS}
    assert len(cases) >= 10
    for i, (game, _) in enumerate(cases):
        if nodes["card"][i] is None:  # lost, or won at once (the Expert's search sees it)
            assert rg_ai.value(game, 10**8) == -1 or _wins_at_once(game)
    total = {look: sum(n if n is not None else 10**6 for n in nodes[look]) for look in nodes}
    assert total["card"] < total["browsing"] < total["none"]
    shares = [float(x.rstrip("%")) for x in rg_ponder.row(nodes["card"], second)]
    assert shares == sorted(shares) and shares[-1] > 50


def test_rg_value_kept_ponders_with_the_cursor_by_look(monkeypatch):
    """The person's seconds before the Expert's move give its pondering a second's nodes at
    a time, the cursor (ponder's first) where the look puts it: on the card taken all along,
    browsing from another card to it and back, or nowhere."""
    game, seed = next(c for c in rg_expert.positions(2) if c[0].taken() == 2)
    taken = game.moves[-1]
    calls = []
    ponder = rg_ai.ponder

    def spy(game, seat, nodes, first=-1):
        calls.append((nodes, first))
        return ponder(game, seat, nodes, first)

    monkeypatch.setattr(rg_ai, "ponder", spy)
    firsts = {}
    for look, _ in rg_ponder.LOOKS:
        calls.clear()
        rg_expert.measure([(game, seed)], 100, 3, lambda: None, look=look)
        assert [n for n, _ in calls] == [rg_expert.NODES_PER_SECOND] * 3
        firsts[look] = [f for _, f in calls]
    other = firsts["browsing"][0]
    assert other not in (taken, -1) and firsts["browsing"] == [other, taken, other]
    assert firsts["card"] == [taken] * 3 and firsts["none"] == [-1] * 3


def test_rg_cursor_finding_names_when_each_board_reaches_99_percent():
    """The findings' line on the cursor: the first of the person's seconds (0: the main
    table's at once) when 99% of the positions at 2 cards taken kept the value."""
    def row(name, think, kept):
        table = {c: [0, 0] for c in rg_expert.COLUMNS}
        table["2"] = [kept, 100]
        return (name, 0, think, table, 0)

    results = [row("PyBadge", 0, 99), row("RP2040", 0, 88), row("CLUE", 0, 86)]
    looked = [row("RP2040", 2, 96), row("RP2040", 5, 99), row("CLUE", 10, 98)]
    line = rg_expert._cursor_finding(results, looked, "browsing")
    assert "PyBadge at once, RP2040 after 5 s, CLUE not within 10 s." in line
    assert "cursor browsing: a second on another card" in line


def _wins_at_once(game):
    """True if a card of the side to move wins the game at once."""
    seat = game.to_move
    for move in game.legal_moves():
        game.play(move)
        won = game.phase != PLAYING and game.winner == seat
        game.undo()
        if won:
            return True
    return False


def test_a_solve_that_runs_out_keeps_what_it_proved():
    """The Expert's root after an unfinished solve: a proven win, else the first proven
    draw, else (every searched card lost) the first card not searched."""
    win = rg_ai.WIN
    assert rg_ai._proved([5, 6, 7], [-win, win, 0], 2, win) == 6
    assert rg_ai._proved([5, 6, 7], [-win, 0, 0], 2, 0) == 6
    assert rg_ai._proved([5, 6, 7], [-win, -win, 0], 2, -win) == 7


def test_pondered_answers_agree_with_the_lab_solver():
    """ai.ponder's answers, solved a slice at a time on the person's time, against
    tools.lab.rg_solver: each keeps the exact value, and only lost positions have none.
    The ai module as it is now (emulator tests forget and import the game's modules)."""
    from engine.modules import import_module

    rg_ai = import_module("engine.royal_garden.ai")
    prng = Prng(23)
    answered = 0
    for seed in range(12):
        game = RoyalGarden(2, 600 + seed)
        for _ in range(1 + seed % 4):
            game.play(prng.choice(game.legal_moves()))
        if game.phase != PLAYING:
            continue
        seat = game.to_move ^ 1  # the Expert; the person is to move
        while rg_ai.ponder(game, seat, 40):
            pass
        solver = Solver(game.layout)
        for p in game.legal_moves():
            game.play(p)
            if game.phase == PLAYING and len(game.legal_moves()) > 1:
                value = rg_expert.exact(solver, game)
                move = rg_ai.choose(game, seat, "expert", Prng(1))
                if rg_ai.last_nodes() == 0:
                    answered += 1
                    assert rg_expert.after(solver, game, move) == value
                else:
                    assert value == -1
            game.undo()
    assert answered >= 20


def test_a_merged_yardstick_report_merged_again_keeps_every_run_and_row(tmp_path):
    from tools.lab.yardstick import SECTIONS
    from tools.lab.yardstick_merge import merge

    def report(name, when, rows):
        path = tmp_path / (name + ".md")
        table = "\n".join("| %s | %d | 200 |" % row for row in rows)
        path.write_text("# t\n\nMade by `%s` on %s. Issue 21's table: why.\n\n## %s\n\n"
                        "| game | seats | games |\n|---|---|---|\n%s\n" % (
                            name, when, SECTIONS[1], table), encoding="utf-8")
        return str(path)

    first = report("run-a", "06:00", [("Niwa", 3), ("Niwa", 4)])
    second = report("run-b", "07:00", [("Niwa", 4)])
    out = tmp_path / "merged"
    out.mkdir()
    merged = merge(str(out), [first, second], "`merge a,b`")
    third = report("run-c", "08:00", [("Niwa", 6)])
    again = tmp_path / "again"
    again.mkdir()
    text = open(merge(str(again), [merged, third], "`merge m,c`"), encoding="utf-8").read()
    runs = [line for line in text.split("\n") if line.startswith("- Made by")]
    assert [run.split("`")[1] for run in runs] == ["run-a", "run-b", "run-c"]
    assert [line.split("|")[2].strip() for line in text.split("\n")
            if line.startswith("| Niwa")] == ["3", "4", "6"]
    assert "Issue 21's table: why." in text


def test_the_yardstick_needs_no_pygame_so_it_runs_on_pypy():
    """The yardstick's runs take hours on CPython: it must import where pygame is missing
    (`pypy3 -m tools.lab yardstick ...`, the same games several times faster)."""
    probe = ("import sys; import tools.lab.yardstick, tools.lab.yardstick_merge; "
             "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", probe], cwd=ROOT).returncode == 0
