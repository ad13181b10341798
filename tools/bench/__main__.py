"""Print the benchmarks (make bench): `python -m tools.bench [strength] [name ...]`.

A name is a game id (its AI move times on each board's estimate and on CPython, from
tools/bench/<game>.py) or a section: heap (MicroPython heap of each game's engine and AI),
coreheap (the smallest heap each game needs on the CircuitPython core, .py and .mpy),
display (displayio memory by screen and what a key press redraws), unload (a game's
modules go when it is left), bundle (the device bundle's size on flash), startup (the code
the app holds at the title, the menu and in each game, and the start-up time), device (the
whole program on each board while a game is played: code, displayio objects and game state
added up), saves (the saves' flash and heap), idle (the loop at rest and a key's
response), review (how long a finished game's review takes to work out), session (the code
held while several games are played one after another). The board figures
need the CircuitPython core (CIRCUITPYTHON=path); without it each says so. No name: every
game present, then every section (a few minutes). After the games, every AI level they
timed is checked against the move-time budgets. `strength` first: the strength series of
the games named, or of every game (tens of minutes; `make lab` has the larger studies).
docs/performance.md explains it all.
"""

import importlib
import os
import platform
import sys
import time

from tools.bench.common import GAME_IDS, missing_part
from tools.bench.moves import print_budgets

SECTIONS = {
    "heap": "tools.bench.heap",
    "coreheap": "tools.bench.core_heap",
    "display": "tools.bench.display",
    "unload": "tools.bench.unload",
    "bundle": "tools.bench.bundle_size",
    "startup": "tools.bench.startup",
    "device": "tools.bench.device",
    "saves": "tools.bench.saves",
    "idle": "tools.bench.idle",
    "review": "tools.bench.review",
    "ponder": "tools.bench.ponder",
    "session": "tools.bench.session",
}


def game_report(game_id, part="times"):
    missing = missing_part(game_id)
    if missing:
        print("%s: skipped, no %s yet" % (game_id, missing))
        return
    try:
        module = importlib.import_module("tools.bench." + game_id)
    except ModuleNotFoundError as error:
        if error.name != "tools.bench." + game_id:
            raise
        print("%s: no benchmark yet (tools/bench/%s.py)" % (game_id, game_id))
        return
    getattr(module, part)()


def main(argv):
    strength = argv[:1] == ["strength"]
    names = argv[1:] if strength else argv
    wanted = names or list(GAME_IDS) + ([] if strength else list(SECTIONS))
    allowed = GAME_IDS if strength else GAME_IDS + tuple(SECTIONS)
    unknown = [n for n in wanted if n not in allowed]
    if unknown:
        raise SystemExit("unknown: %s (games: %s; sections, not with strength: %s)" % (
            " ".join(unknown), " ".join(GAME_IDS), " ".join(SECTIONS)))
    print("make bench: python -m tools.bench %s" % " ".join(argv))
    print("  %s, Python %s on %s, %d CPUs, load average %.1f at the start" % (
        time.strftime("%Y-%m-%d %H:%M"), platform.python_version(), platform.machine(),
        os.cpu_count(), os.getloadavg()[0]))
    games = [n for n in wanted if n in GAME_IDS]
    for name in games:
        print("=" * 72)
        game_report(name, "strength" if strength else "times")
        sys.stdout.flush()
    if games and not strength:
        print("=" * 72)
        print_budgets()
    for name in wanted:
        if name in SECTIONS:
            print("=" * 72)
            importlib.import_module(SECTIONS[name]).report()
            sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
