"""How long a slice of Royal Garden's thinking on the person's time takes
(`python -m tools.bench ponder`).

While a person looks at the garden against the Expert, each round of the loop gives
ai.ponder a slice of ai.PONDER_NODES nodes (scaled to the board like a budget), so that
a key is still seen within 50 ms. In seeded games where the person plays at random, every
slice until the pondering is done (at most SLICES a turn) is timed on the CircuitPython
core at each board's speed, after a collection, the fastest of PASSES runs (the same
slices: the games are seeded), and turned into that board's milliseconds by the pystone
ratio (tools/bench/core.py). Printed per board: slices, the median, the 99th percentile
and the slowest; the slowest start of a game (the game screen's call as it is made, no
nodes: ai_ponder imported and the heap asked for room, before any key is read); the most
nodes a slice spent (a slice runs the end of a solve it began to its end:
ai.PONDER_TAIL), and the nodes it thinks a second in the loop's rounds (a slice a round
of engine.app.app.FRAME_MS, or longer when the slice is; at a PyBadge's scale: a board's
nodes / its SPEED, as tools/lab/rg_expert.py's NODES_PER_SECOND counts them).
"""

import statistics

from engine.app.app import FRAME_MS
from engine.royal_garden import ai
from tools.bench import core
from tools.bench.moves import SPEEDS

SEEDS = list(range(900, 906))
SLICES = 400  # a person's turn at most (8 s of thinking on a PyBadge)
PASSES = 3
KEY_MS = 50  # a key is seen within this


def on_boards():
    """{board name: ([milliseconds of each slice], the slowest start of a game in
    milliseconds, the most nodes a slice spent, nodes a second in the loop's rounds at a
    PyBadge's scale)} from the core."""
    bundle = core.bundles().get("mpy") or core.bundles()["py"]
    core.pystones()
    raw = {}
    for name, _, module in core.BOARDS:
        spec = {"speed": SPEEDS[module], "seeds": SEEDS, "slices": SLICES}
        runs = [core.probe_spec(bundle, "ponder", spec).splitlines() for _ in range(PASSES)]
        raw[name] = [_fastest(runs, "slice "), _fastest(runs, "start ")]
    core.pystones()
    out = {}
    for name, pystones, module in core.BOARDS:
        slices, starts = raw[name]
        ms = [1000 * core.board_seconds(us, pystones) for us, _ in slices]
        nodes = [n for _, n in slices]
        start = max(1000 * core.board_seconds(us, pystones) for (us,) in starts)
        rounds = sum(max(t, FRAME_MS) for t in ms)
        out[name] = (ms, start, max(nodes), sum(nodes) * 100000.0 / SPEEDS[module] / rounds)
    return out


def _fastest(runs, head):
    """The lines of the probe's runs that start with head, as their numbers after it: each
    line's microseconds the fastest of the runs (the same slices: the games are seeded)."""
    lines = [[[int(x) for x in line.split()[1:]] for line in run if line.startswith(head)]
             for run in runs]
    return [[min(run[i][0] for run in lines)] + lines[0][i][1:] for i in range(len(lines[0]))]


def report():
    print("== ponder: Royal Garden's Expert thinking on the person's time, a slice of %d nodes"
          " (scaled to the board)\n   a round of the loop; %d seeded games, the person at"
          " random" % (ai.PONDER_NODES, len(SEEDS)))
    if core.missing():
        print("  no board estimates: " + core.missing())
        return
    print("  %-8s %7s %8s %8s %8s %9s %6s %12s" % (
        "board", "slices", "med ms", "99% ms", "max ms", "start ms", "nodes", "PyBadge n/s"))
    for name, (ms, start, nodes, rate) in on_boards().items():
        ms.sort()
        print("  %-8s %7d %8.1f %8.1f %8.1f %9.1f %6d %12.0f  %s" % (
            name, len(ms), statistics.median(ms), ms[len(ms) * 99 // 100], ms[-1], start,
            nodes, rate,
            "ok" if ms[-1] < KEY_MS else "OVER: a key waits longer than %d ms" % KEY_MS))
    print("  boards: the core's time x %d pystones/s (the core, best in this run) / the"
          " board's; each slice after a collection (the loop's own work and collections"
          " apart); start: a game's, as its screen is made." % core.best_pystones())
