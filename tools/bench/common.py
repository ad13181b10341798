"""What every game's benchmark shares: seeded AI play, move timing and win tables.

A game's bench module (tools/bench/<game>.py) defines `times()` (its AI move times) and
`strength()` (its series), which print their figures with these helpers. Move times are
CPython CPU time; the PyBadge estimate multiplies by PYBADGE_FACTOR as docs/PLATFORM.md
(shared) says, and again scaled by this machine's speed (calibrated_factor): the factor
holds for a 500,000-pystone desktop.
"""

import atexit
import importlib
import os
import shutil
import tempfile
import time
from pathlib import Path

from engine.prng import Prng
from tools.bench import workload

PYBADGE_FACTOR = 400  # SAMD51 CircuitPython is about 400x slower than desktop CPython
MOVE_BUDGET_S = 2.0  # issue 8: an AI move at most 2 s on a PyBadge (estimated) ...
MEDIAN_BUDGET_S = 1.0  # ... and at most 1 s in the median
TIMINGS = []  # (title, level name, PyBadge median s, worst s, calibrated) of every MoveTimer.print
# CPU seconds of workload.run() on a 500,000-pystone desktop (the machine PYBADGE_FACTOR is
# for): measured beside pystone 1.2 on the bench machine, see docs/performance.md.
REFERENCE_WORKLOAD_S = 0.040
_speed = [0.0]  # the calibration: reference time / this machine's best time so far


GAME_IDS = ("royal_garden", "niwa", "first_season", "royal_council")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


_BUNDLE = []


def built_bundle():
    """The device bundle (tools/bundle.py build), built once per run into a temporary
    folder: the MicroPython VM measures the files that ship (docstrings stripped)."""
    if not _BUNDLE:
        from tools import bundle

        folder = Path(tempfile.mkdtemp(prefix="bench-bundle-"))
        atexit.register(shutil.rmtree, folder, True)
        _BUNDLE.append(bundle.build(folder / "CIRCUITPY"))
    return _BUNDLE[0]


def missing_part(game_id, parts=("rules", "ai")):
    """The first engine/<game_id>/<part>.py of parts not on disk (a path), or None."""
    for part in parts:
        path = os.path.join("engine", game_id, part + ".py")
        if not os.path.isfile(os.path.join(ROOT, path)):
            return path
    return None


def present_games(parts=("rules", "ai")):
    """The GAME_IDS with all those parts on disk; a printed note for each other, so that
    a game is measured as soon as its files land."""
    present = []
    for game_id in GAME_IDS:
        missing = missing_part(game_id, parts)
        if missing:
            print("  %s: skipped, no %s yet" % (game_id, missing))
        else:
            present.append(game_id)
    return present


def load_game(game_id):
    """The rules class (the Game subclass whose NAME is game_id) and the ai module."""
    from engine.game import Game

    rules = importlib.import_module("engine.%s.rules" % game_id)
    ai = importlib.import_module("engine.%s.ai" % game_id)
    for value in vars(rules).values():
        if isinstance(value, type) and issubclass(value, Game) and value.NAME == game_id:
            return value, ai
    raise LookupError("no Game subclass named %s in %s" % (game_id, rules.__name__))


def measure_speed():
    """Time workload.run() in CPU time, best of 5, and keep the machine's best speed so far
    (moves are timed as the best of several runs too: the least loaded moments)."""
    best = None
    for _ in range(5):
        start = time.process_time()
        workload.run()
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    _speed[0] = max(_speed[0], REFERENCE_WORKLOAD_S / best)


def calibrated_factor():
    """PyBadge seconds per CPython second on this machine: PYBADGE_FACTOR scaled by its
    speed against the 500,000-pystone reference desktop."""
    if not _speed[0]:
        measure_speed()
    return PYBADGE_FACTOR * _speed[0]


class MoveTimer:
    """Collects AI move times (seconds) and node counts per level."""

    def __init__(self):
        self.times = {}
        self.nodes = {}
        measure_speed()  # before the timing and again when printing

    def add(self, level, seconds, nodes):
        self.times.setdefault(level, []).append(seconds)
        self.nodes.setdefault(level, []).append(nodes)

    def rows(self):
        """(level, moves, median ms, worst ms, PyBadge median s, PyBadge worst s, median nodes)."""
        out = []
        for level in sorted(self.times):
            t = sorted(self.times[level])
            n = sorted(self.nodes[level])
            med = t[len(t) // 2]
            out.append((level, len(t), med * 1000, t[-1] * 1000, med * PYBADGE_FACTOR,
                        t[-1] * PYBADGE_FACTOR, n[len(n) // 2]))
        return out

    def print(self, title, level_names):
        measure_speed()
        factor = calibrated_factor()
        print("%s: AI move time (CPython) and PyBadge estimate (x%d; calibrated x%.0f)" % (
            title, PYBADGE_FACTOR, factor))
        print("  %-10s %6s %9s %9s %10s %10s %8s %8s %8s" % (
            "level", "moves", "med ms", "worst ms", "PyB med s", "PyB max s", "cal med",
            "cal max", "nodes"))
        for level, count, med, worst, pmed, pworst, nodes in self.rows():
            cmed, cworst = med * factor / 1000, worst * factor / 1000
            print("  %-10s %6d %9.2f %9.2f %10.2f %10.2f %8.2f %8.2f %8d" % (
                level_names[level], count, med, worst, pmed, pworst, cmed, cworst, nodes))
            TIMINGS.append((title, level_names[level], pmed, pworst, cmed, cworst))
        print("  calibrated: x%d scaled by this machine's speed, %s" % (
            PYBADGE_FACTOR, speed_note()))


def speed_note():
    """The calibration in words (pystone-equivalents of this machine)."""
    return "%.4f s for the workload against %.4f s on a 500,000-pystone desktop (%.0f pystones)" % (
        REFERENCE_WORKLOAD_S / _speed[0], REFERENCE_WORKLOAD_S, 500000 * _speed[0])


def print_budgets():
    """Every AI level timed so far (TIMINGS) against the move-time budgets, on the
    calibrated estimate (the x400 one beside it)."""
    print("AI move budgets on a PyBadge: median at most %.0f s, worst at most %.0f s; the"
          " verdict on\n  the calibrated estimate (x%.0f), the plain x%d beside it" % (
              MEDIAN_BUDGET_S, MOVE_BUDGET_S, calibrated_factor(), PYBADGE_FACTOR))
    print("  %-44s %-10s %8s %8s %8s %8s" % ("", "level", "x400 med", "max", "cal med", "max"))
    for title, level, med, worst, cmed, cworst in TIMINGS:
        over = [what for what, value, limit in (("median", cmed, MEDIAN_BUDGET_S),
                                                ("worst", cworst, MOVE_BUDGET_S)) if value > limit]
        print("  %-44s %-10s %6.2f s %6.2f s %6.2f s %6.2f s  %s" % (
            title.split(" (")[0][:44], level, med, worst, cmed, cworst,
            "OVER: " + " and ".join(over) if over else "ok"))


def play_timed(game, level, ai, prng, timer, repeats):
    """Self-play at one level to the end; each choice is timed `repeats` times from the
    same state (CPU time) and the fastest kept: the machine may be shared."""
    while not game.is_over():
        state = prng.getstate()
        best = None
        for _ in range(repeats):
            prng.setstate(state)
            start = time.process_time()
            move = ai.choose(game, game.to_move, level, prng)
            spent = time.process_time() - start
            best = spent if best is None else min(best, spent)
        timer.add(level, best, ai.last_nodes())
        game.play(move)


def play_game(game, levels, ai, seed, timer=None):
    """Play a game to the end, seat i choosing with ai level levels[i].

    Returns the game (over). A level of None means a uniformly random legal move.
    """
    prng = Prng(seed)
    while not game.is_over():
        seat = game.to_move
        level = levels[seat]
        if level is None:
            moves = game.legal_moves()
            move = moves[prng.below(len(moves))]
        else:
            start = time.perf_counter()
            move = ai.choose(game, seat, level, prng)
            spent = time.perf_counter() - start
            if timer is not None:
                timer.add(level, spent, ai.last_nodes())
        game.play(move)
    return game


def print_table(title, header, rows):
    """A plain aligned table."""
    print(title)
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]
    for row in (header, *rows):
        print("  " + "  ".join(str(x).rjust(w) for x, w in zip(row, widths, strict=True)))
