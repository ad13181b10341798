"""The whole program on each board while a game is played (python -m tools.bench device).

Three figures of the other sections and one of the firmware, added up per game and board:
the code and module data the app holds while the game is played (startup: the board
profile's visit, on the CircuitPython core from the .mpy bundle when it is here, else on
the MicroPython VM from .py), the displayio objects alive on the stack at the game's
largest screen (display: the estimate from the live tree; the RP2040 boards take the
240x240 one, the PicoSystem's size, which the Pico Display's 240x135 stays under), and the
game's own state at its largest between AI moves (heap: the live heap at rest above the
game's imported modules, every level and seat count, on the VM), and what those three
leave out (APP_KB: the app's own objects and the modules' run-time state, measured on the
RP2040's firmware). A guided game's row ("guide") is its own session: the more of the code
held while its script is played (the game's AI not loaded) and once it is played on after
it (the driver gone, its names still interned), the largest stack over the guided game
played by keys, and the state at two seats. A review's row ("review") is the review of a
finished game at the most seats, worked out to its end: the code it holds, the largest
stack while it is stepped from end to start, and the game's state at those seats with what
the review holds beyond it (tools/bench/review_heap.py on the core: the moves, the movers
and each position's analysis), in the fresh VM a review opens in (engine/app/fresh.py),
judged by its peak (REVIEW_SHARE). Budget (issue 15): at most 75 % of the board's free
heap, about 150 KB after boot with displayio on a SAMD51 (docs/PLATFORM.md, shared); the
CLUE (256 KB of RAM, 192 of them the SoftDevice leaves) and the RP2040 (264 KB) have no
checked figure and are held to the same 150 KB. The quarter left must hold a move's
garbage, a compile or table-building spike (coreheap, startup's "needs") and
fragmentation.
"""

import time

from tools.bench import core, heap, startup
from tools.bench.common import missing_part, present_games
from tools.bundle import DEFAULT_PYSTACK, pystack_size

# (board, the profile whose modules it loads, the profile whose screens it shows)
BOARDS = (("PyBadge", "pybadge", "pybadge"), ("CLUE", "clue", "clue"),
          ("RP2040", "picosystem", "clue"))
# SAMD51 CircuitPython after boot with displayio (PLATFORM.md), less the pystack the bundle's
# settings.toml adds to the default 2048 bytes (it comes out of the heap's RAM)
FREE_HEAP = 150 * 1024 - (pystack_size() - DEFAULT_PYSTACK)
SHARE = 0.75  # of it at most while a game is played
# A review's own budget: at most this share of it at its peak, its whole and the largest
# garbage of its analysis together. The review runs alone in a fresh VM (engine/app/
# fresh.py); it plays, writes and counts nothing, and a MemoryError in its analysis only
# leaves that position without its note (elsewhere, the error screen restarts the VM):
# no game can be lost in it, which is what the quarter kept free in play protects.
REVIEW_SHARE = 0.90


# What the three parts above leave out, measured on the RP2040's firmware (make test-device,
# tools/device/sessions/heap.txt: the heap of each game against its top level a few moves
# in, with the app and without it, 2026-12-07), in KB: the app's own objects beside its
# scenes (its error screen made ahead, the settings holding the game's record, the game's
# modules' table: 5.0-8.3) and what the modules make at run time beyond their imports
# (names interned, texts and tables made on first use: 5.0-5.5). First of the Season's
# scenes would not let go there: it takes the most of the others. The same Python objects
# on every board; a review and a guided game take their game's.
APP_KB = {"royal_garden": 10.5, "niwa": 11.8, "first_season": 13.5, "royal_council": 13.5}


def app_bytes(game_id):
    """The app's own objects and the modules' run-time state (APP_KB) for a game."""
    return int(APP_KB.get(game_id, max(APP_KB.values())) * 1024)


def state_bytes(runs, summary, seats=None, pondering=True):
    """The most the game's state held above its imported modules, over all runs (at
    seats only, if given). pondering: with the run of the top level thinking on a
    person's time (Royal Garden's ai_ponder loaded: played against a person, the Expert
    holds it), as in play; a guided game or a review never loads it."""
    return max(max(run["rest"]) for run in runs
               if (seats is None or run["seats"] == seats)
               and (pondering or not run.get("pondering"))) - summary["imported"]


def code_bytes(game_id, profile, visit="play"):
    """(bytes of code held while playing, the smallest heap in KB that reaches it or None,
    the names left to intern before the next table of names or None) on a board profile:
    from .mpy on the core when both are here, else .py on the VM. visit "switch": played
    in the fresh VM choosing it after another game starts; "guided": a guided game's
    session, the more of its script's stage and the game played on after it; "review": a
    finished game's review."""
    kind = None if core.missing() else ("mpy" if "mpy" in core.bundles() else "py")
    record = startup.measure(game_id, kind, profile, visit)
    after_menus = [stage for stage in record["stages"] if stage["name"] not in ("title", "menu")]
    playing = max(after_menus, key=lambda stage: stage["heap"])
    if not kind:
        return playing["heap"] - record["bare"], None, None
    return playing["heap"] - record["bare"], playing["needs"], record["names_left"]


def review_bytes(game_id):
    """What a finished game's review holds beyond its game, at the most seats
    (tools/bench/review_heap.py on the core; on CPython, without the core, 0)."""
    if core.missing():
        return 0
    return int(core.script("review_heap.py", game_id, heap_kb=600).split()[-1])


def analysis_bytes(runs, seats):
    """The most a top AI's hint allocated at seats (the review's analysis of a position;
    Royal Garden's solve allocates less than its hint's search): heap's VM runs."""
    return max(after - before for run in runs if run["seats"] == seats
               for before, after in run["hint"])


def figures(game_id, profile, screens, visit="play"):
    """(code, displayio, state, needs KB, names left, garbage of a review's analysis or 0)
    of one game on a board: a game played, its guided game (two seats, its own screens) or
    a finished game's review (the most seats: the game's state there and what the review
    holds beyond it)."""
    from engine.catalog import find
    from tools.bench.display import game_screens, guided_stacks, review_stack

    code, needs, names = code_bytes(game_id, profile, visit)
    if visit == "guided":
        display = guided_stacks(game_id, screens)[0].total()
    elif visit == "review":
        display = review_stack(game_id, screens).total()
    else:
        display = game_screens(game_id, screens).stack.total()
    runs, summary = heap.probe(game_id, shell=heap.shell_modules())  # as heap's report
    analysis = 0
    if visit == "review":
        seats = find(game_id).max_seats
        state = state_bytes(runs, summary, seats, pondering=False) + review_bytes(game_id)
        analysis = analysis_bytes(runs, seats)
    elif visit == "guided":
        state = state_bytes(runs, summary, 2, pondering=False)
    else:
        state = state_bytes(runs, summary)
    return code, display, state, needs, names, analysis


# The visits and their rows' names. A game is measured where it is played after another
# one: in the fresh VM that choosing it starts ("switch": the restart's note and the code
# that goes on from it are read too, 0.2 KB more than after a board's start).
VISITS = (("switch", ""), ("guided", " guide"), ("review", " review"))


def report(games=None):
    print("The whole program on each board while a game is played (python -m tools.bench"
          " device):\n  code held (startup) + displayio objects on the stack (display) +"
          " the game's state (heap)\n  + the app's own objects and the modules' run-time"
          " state (app: measured on the RP2040's\n  firmware, tools/device/sessions/heap.txt)")
    if heap.vm_missing():
        print("  skipped: " + heap.vm_missing())
        return
    started = time.perf_counter()
    where = "the core, .mpy" if not core.missing() and "mpy" in core.bundles() else (
        "the core, .py" if not core.missing() else "the MicroPython VM, .py")
    print("  code from %s; budget %.0f %% of %d KB free" % (where, SHARE * 100,
                                                          FREE_HEAP // 1024))
    print("  %-8s %-20s %8s %10s %8s %6s %8s %8s %9s %6s" % (
        "board", "game", "code KB", "display KB", "state KB", "app KB", "total KB", "of free",
        "needs KB", "names"))
    from tools.bench.display import guided_stacks

    covered = []  # what a guided game's prompt adds over its screen
    for board, profile, screens in BOARDS:
        for game_id, visit, suffix in [(g, visit, suffix) for g in games or present_games(
                ("rules", "ai", "scene")) for visit, suffix in VISITS
                                if visit != "guided" or not missing_part(g, ("guide",))]:
            code, display, state, needs, names, analysis = figures(game_id, profile, screens,
                                                                   visit)
            if visit == "guided":
                under, over = guided_stacks(game_id, screens)
                covered.append(over.total() - under.total())
            app = app_bytes(game_id)
            total = code + display + state + app
            share = total / FREE_HEAP
            if visit == "review":  # its own budget: the peak, with its analysis
                peak = (total + analysis) / FREE_HEAP
                word = "%s (peak %s, %.0f%%)" % ("ok" if peak <= REVIEW_SHARE else "OVER",
                                                 heap.kb(total + analysis), 100.0 * peak)
            else:
                word = "ok" if share <= SHARE else "OVER"
            print("  %-8s %-20s %8s %10s %8s %6s %8s %7.0f%% %9s %6s  %s" % (
                board, game_id + suffix, heap.kb(code),
                heap.kb(display), heap.kb(state), heap.kb(app),
                heap.kb(total), 100.0 * share, needs or "-", "-" if names is None else names,
                word))
    if covered:
        print("  a guided game's prompt covers its screen with a notice (no move is computed"
              " meanwhile): up to\n  %s KB more displayio than the game's screen alone" % (
                  heap.kb(max(covered))))
    print("  a review runs alone in a fresh VM and risks no game: its budget is its peak (the"
          " whole and the\n  garbage of its analysis's largest hint, heap's VM runs at the"
          " most seats) at most %.0f %%" % (100 * REVIEW_SHARE))
    print("  needs: the smallest -X heapsize in which the core imports all that code, the"
          " spikes of\n  every import in (no display objects, no game: stand-ins); the"
          " largest spikes of a game's\n  load and play are in coreheap. names: how many"
          " more names can be interned before\n  MicroPython's next table of names (some KB"
          " at once; every name a module brings counts).\n  (%.0f s)" % (
              time.perf_counter() - started))
