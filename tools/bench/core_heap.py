"""The smallest heap each game needs on the CircuitPython core (python -m tools.bench
coreheap; make bench CIRCUITPYTHON=path).

For each game, at its largest seat count and its top AI level on every seat (Royal Council
in each variant), the core (tools/bench/core.py) runs tools/bench/core_probe.py with its
heap capped (-X heapsize), from the device bundle as .py files (compiled on the core as on
a board) and as .mpy files (compiled by CircuitPython's mpy-cross); bisection finds the
smallest cap that works:
- load: the game's rules and ai imported and a game dealt (Royal Council's score tables
  built): the compile spike of .py files, the table-building spike of either;
- play: a whole seeded match with the hint (SELECT) asked before every move;
- held: what stays after the load, collected (gc.mem_alloc(), .mpy), so load - held is
  the spike's size above what the game keeps.
The bare core with the probe alone (compiled too, when mpy-cross is here) needs `bare`.
"""

import time

from tools.bench import core
from tools.bench.common import present_games

# (game, seats, options JSON, top level): the largest seat count of each game
CASES = (
    ("royal_garden", 2, "{}", "expert"),
    ("niwa", 6, "{}", "expert"),
    ("first_season", 2, "{}", "expert"),
    ("royal_council", 4, '{"variant": 0}', "expert"),
    ("royal_council", 4, '{"variant": 1}', "expert"),
    ("royal_council", 4, '{"variant": 2}', "expert"),
)
SEED = 1
_FOUND = {}  # one search per case and bundle in a run (device reuses them)


def smallest(kind, case, bundle_kind):
    """The smallest heap (KB) of kind ("load" or "play") for a case on a bundle."""
    key = (kind, case, bundle_kind)
    if key not in _FOUND:
        game, seats, options, level = case
        args = [kind, game, seats, SEED, options] + ([level] if kind == "play" else [])
        _FOUND[key] = core.smallest_heap(core.bundles()[bundle_kind], *args)
    return _FOUND[key]


def held(case):
    """KB the game keeps after its load (.mpy, else .py), collected."""
    game, seats, options, _ = case
    bundle = core.bundles().get("mpy") or core.bundles()["py"]
    return int(core.probe(bundle, "load", game, seats, SEED, options).split()[1]) / 1024


def label(case):
    game, seats, options, _ = case
    variant = options.split(":")[1].strip(" }") if ":" in options else ""
    return "%s%s %d" % (game, " v" + variant if variant else "", seats)


def report(games=None):
    print("Smallest heap on the CircuitPython core (python -m tools.bench coreheap): -X heapsize"
          "\n  in KB that a game's load and a whole match with hints need, from .py and .mpy")
    missing = core.missing()
    if missing:
        print("  skipped: " + missing)
        return
    started = time.perf_counter()
    kinds = sorted(core.bundles())  # mpy (when mpy-cross is here), py
    games = games or present_games()
    bare = core.smallest_heap(core.bundles()["py"], "bare")
    print("  %-20s %8s %8s %8s %8s %8s %8s" % (
        "game, variant, seats", "load py", "play py", "load mpy", "play mpy", "held", "spike"))
    for case in CASES:
        if case[0] not in games:
            continue
        figures = {(k, b): smallest(k, case, b) for k in ("load", "play") for b in kinds}
        keep = held(case)
        best = "mpy" if "mpy" in kinds else "py"
        print("  %-20s %8s %8s %8s %8s %8.1f %8.1f" % (
            label(case), figures[("load", "py")], figures[("play", "py")],
            figures.get(("load", "mpy"), "-"), figures.get(("play", "mpy"), "-"), keep,
            figures[("load", best)] - keep))
    if "mpy" not in kinds:
        print("  no .mpy figures: no mpy-cross beside the core (MPY_CROSS=path)")
    print("  seats: the game's most; the top AI on every seat, seed %d. The bare core with the"
          "\n  probe needs %s KB. held: the heap kept after the load (collected); spike: the"
          "\n  load's smallest heap - held (compiling .py, building tables; .mpy if there)."
          "\n  (%.0f s)" % (SEED, bare, time.perf_counter() - started))
