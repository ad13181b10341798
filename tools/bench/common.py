"""What every game's benchmark shares: seeded AI play, the device bundle, win tables.

A game's bench module (tools/bench/<game>.py) defines `times()` (its AI move times, through
tools/bench/moves.py) and `strength()` (its series), which print their figures with these
helpers.
"""

import atexit
import importlib
import os
import shutil
import tempfile
import time
from pathlib import Path

from engine.prng import Prng

GAME_IDS = ("royal_garden", "niwa", "first_season", "royal_council")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


_BUNDLES = {}


def built_bundle(mpy_cross=None):
    """The device bundle (tools/bundle.py build), built once per run into a temporary
    folder: .py files as shipped (docstrings stripped), or .mpy compiled by mpy_cross
    (CircuitPython's). The VMs measure the files that ship."""
    if mpy_cross not in _BUNDLES:
        from tools import bundle

        folder = Path(tempfile.mkdtemp(prefix="bench-bundle-"))
        atexit.register(shutil.rmtree, folder, True)
        _BUNDLES[mpy_cross] = bundle.build(folder / "CIRCUITPY", mpy_cross=mpy_cross)
    return _BUNDLES[mpy_cross]


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

    def summary(self, level):
        """(moves, median s, worst s, median nodes) of a level."""
        t = sorted(self.times[level])
        n = sorted(self.nodes[level])
        return len(t), t[len(t) // 2], t[-1], n[len(n) // 2]


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
