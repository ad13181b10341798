"""What every game's benchmark shares: seeded AI play, move timing and win tables.

A game's bench module (tools/bench/<game>.py) defines `report()` that prints its
figures with these helpers. Timings are CPython wall-clock; the PyBadge estimate
multiplies by PYBADGE_FACTOR as docs/PLATFORM.md (shared) says.
"""

import importlib
import os
import time

from engine.prng import Prng

PYBADGE_FACTOR = 400  # SAMD51 CircuitPython is about 400x slower than desktop CPython
MOVE_BUDGET_S = 2.0  # issue 8: an AI move at most 2 s on a PyBadge (estimated) ...
MEDIAN_BUDGET_S = 1.0  # ... and at most 1 s in the median
TIMINGS = []  # (title, level name, PyBadge median s, worst s) of every MoveTimer.print


GAME_IDS = ("royal_garden", "niwa", "first_season", "royal_council")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


class MoveTimer:
    """Collects AI move times (seconds) and node counts per level."""

    def __init__(self):
        self.times = {}
        self.nodes = {}

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
        print("%s: AI move time (CPython) and PyBadge estimate (x%d)" % (title, PYBADGE_FACTOR))
        print("  %-10s %6s %9s %9s %10s %10s %8s" % (
            "level", "moves", "med ms", "worst ms", "PyB med s", "PyB max s", "nodes"))
        for level, count, med, worst, pmed, pworst, nodes in self.rows():
            print("  %-10s %6d %9.2f %9.2f %10.2f %10.2f %8d" % (
                level_names[level], count, med, worst, pmed, pworst, nodes))
            TIMINGS.append((title, level_names[level], pmed, pworst))


def print_budgets():
    """Every AI level timed so far (TIMINGS) against the move-time budgets."""
    print("AI move budgets on a PyBadge (estimate: CPython time x %d): median at most %.0f s,"
          " worst\n  at most %.0f s" % (PYBADGE_FACTOR, MEDIAN_BUDGET_S, MOVE_BUDGET_S))
    for title, level, med, worst in TIMINGS:
        over = [what for what, value, limit in (("median", med, MEDIAN_BUDGET_S),
                                                ("worst", worst, MOVE_BUDGET_S)) if value > limit]
        print("  %-44s %-10s %6.2f s %6.2f s  %s" % (
            title.split(" (")[0][:44], level, med, worst,
            "OVER: " + " and ".join(over) if over else "ok"))


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
