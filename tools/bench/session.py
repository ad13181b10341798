"""Several games in one session (`python -m tools.bench session`): the code the app holds
on the CircuitPython core while each game is played, the games played one after another
without a reset (the title and the menus once, then each game's playing stage in turn,
from .mpy). Every name a module interns stays until a reset, so the figures grow from game
to game where each game alone (tools.bench device) stays under the line: see
docs/performance.md, "Several games in one session"."""

import json
import os
import tempfile

from tools.bench import core, startup
from tools.bench.heap import kb

# The order a player might take: every game, then the first with many names once more.
SESSION = ("royal_garden", "niwa", "first_season", "royal_council", "niwa")
BOARDS = ("pybadge", "clue")


def held(board, games=SESSION):
    """[(stage, code KB held)] of one session on a board's profile, and the names left."""
    spec = None
    for game_id in games:
        with open(startup.spec_file(game_id, board)) as f:
            visit = json.load(f)
        playing = visit["stages"][-1][1]
        if spec is None:
            spec = visit
            spec["stages"] = visit["stages"][:-1]  # the title and the menus, once
        spec["stages"].append(["playing " + game_id, playing])
    fd, path = tempfile.mkstemp(suffix=".json")
    try:
        with os.fdopen(fd, "w") as f:
            json.dump(spec, f)
        out = json.loads(core.probe(core.bundles()["mpy"], "startup", path).splitlines()[-1])
    finally:
        os.remove(path)
    return [(s["name"], kb(s["heap"] - out["bare"])) for s in out["stages"]], out["names_left"]


def report():
    print("Several games in one session (python -m tools.bench session): code held (KB, .mpy"
          " on the core)\n  while each game is played, after those before it, no reset")
    if core.missing() or "mpy" not in core.bundles():
        print("  skipped: needs the CircuitPython core and its mpy-cross (CIRCUITPYTHON=path)")
        return
    for board in BOARDS:
        stages, names = held(board)
        print("  %-8s %s; names left %s" % (board, ", ".join(
            "%s %s" % (name, size) for name, size in stages), names))
