"""The whole program on a PyBadge while a game is played (python -m tools.bench device).

Three figures of the other sections, added up per game: the code and module data the app
holds while the game is played (startup: the device bundle's modules compiled on the
MicroPython VM), the displayio objects alive on the stack at the game's largest screen
(display: the estimate from the live tree, PyBadge 160x128), and the game's own state at
its largest between AI moves (heap: the live heap at rest above the game's imported
modules, every level and seat count). Against about 150 KB of free heap on a SAMD51
board after boot with displayio (docs/PLATFORM.md, shared); what is left must hold the
AI's move garbage, a compile spike when a module is imported, and fragmentation.
"""

import time

from tools.bench import heap, startup
from tools.bench.common import present_games

BOARD = "pybadge"
FREE_HEAP = 150 * 1024  # SAMD51 CircuitPython after boot with displayio (PLATFORM.md)


def state_bytes(runs, summary):
    """The most the game's state held above its imported modules, over all runs."""
    return max(max(run["rest"]) for run in runs) - summary["imported"]


def figures(game_id):
    """(code, displayio, state) bytes of one game on the PyBadge."""
    from tools.bench.display import GameScreens

    record = startup.measure(game_id)
    code = record["stages"][-1]["heap"] - record["bare"]
    display = GameScreens(game_id, BOARD).stack.total()
    runs, summary = heap.probe(game_id, shell=heap.shell_modules())  # as heap's report
    return code, display, state_bytes(runs, summary)


def report(games=None):
    print("The whole program on a PyBadge while a game is played (python -m tools.bench"
          " device):\n  code held (startup) + displayio objects on the stack (display) +"
          " the game's state (heap)")
    if heap.vm_missing():
        print("  skipped: " + heap.vm_missing())
        return
    started = time.perf_counter()
    print("  %-14s %8s %10s %8s %8s %16s" % (
        "game", "code KB", "display KB", "state KB", "total KB", "of 150 KB free"))
    for game_id in games or present_games(("rules", "ai", "scene")):
        code, display, state = figures(game_id)
        total = code + display + state
        print("  %-14s %8s %10s %8s %8s %15.0f%%" % (
            game_id, heap.kb(code), heap.kb(display), heap.kb(state), heap.kb(total),
            100.0 * total / FREE_HEAP))
    print("  what is left holds a move's garbage, an import's compile spike and fragmentation."
          "\n  (%.0f s)" % (time.perf_counter() - started))
