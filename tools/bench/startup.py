"""Start-up: what the device imports to show the title, the menu and a game, its heap and
its time (python -m tools.bench startup), on the CircuitPython core with board estimates,
else on the MicroPython VM.

The modules come from the app itself: tools/bench/resident.py steps a headless pybadge
app in a fresh interpreter and lists the device's modules loaded at each stage (those
tools/bundle.py also finds the device importing: the emulator's own imports, such as
Blinka's terminalio loading every font reader, are left out). Then they are imported in
the same order from the device bundle, forgetting at each stage what the app no longer
holds, with stand-ins for the device's built-in modules (displayio and the rest live in
its flash):
- on the CircuitPython core (tools/bench/core_probe.py startup), from the .py bundle
  (compiled at import, as on a board) and from the .mpy bundle (CircuitPython's
  mpy-cross); the import time becomes a PyBadge's by the pystone ratio of the run;
- without the core, on the MicroPython 1.27 VM (`mpy_heap.mjs --startup`) from .py: heap
  and the VM's milliseconds, no board time.
The imports are the start-up's bulk, not all of it: building the title's display objects,
reading the font and the first refresh come on top (they are not measured here).
"""

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from tools.bench import core
from tools.bench.common import ROOT, built_bundle, present_games
from tools.bench.heap import SCRIPT, TIMEOUT, kb, vm_missing

BOARD = "pybadge"


def resident(game_id, board=BOARD, visit="play"):
    """{stage: device modules loaded} of one visit to game_id on a board profile (a game
    played, its "guided" game or the "review" of a finished one), from a fresh
    interpreter."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-m", "tools.bench.resident", game_id, board]
                          + ([] if visit == "play" else [visit]),
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    if done.returncode != 0:
        raise RuntimeError("tools.bench.resident %s failed: %s" % (game_id, done.stderr[-2000:]))
    return json.loads(done.stdout.splitlines()[-1])


# A game's parts that a game played from the menu never loads: its guided game's script
# and hooks, the review's solver and its words for moves (the guided game is measured as a
# visit of its own).
OUTSIDE_PLAY = (".guide", ".guide_hooks", "_review", ".review_words")


def spec(stages, game_id, board=BOARD):
    """The --startup spec of mpy_heap.mjs: the device's files for the modules of stages
    ({stage: names}, in order), the device's built-in modules, and the stages in order.
    The last stage (a game played) also loads once ("once:M": imported, then forgotten)
    every module of the game the app does not hold (but OUTSIDE_PLAY), since the names
    MicroPython interns while compiling them stay (and may grow its table of names): the
    figure of a game in which every rarely used screen was opened."""
    from tools import bundle

    found, _ = bundle.device_modules(board)
    held = set(stages[list(stages)[-1]])
    once = ["once:" + name for name in sorted(found)
            if name.startswith("engine.%s." % game_id) and name not in held
            and "texts:" + name not in held and not name.endswith(OUTSIDE_PLAY)]
    shipped = built_bundle()  # the VM copies these; the core reads its bundle in place
    files = []
    for name, path in sorted(found.items()):
        rel = name.replace(".", "/") + ("/__init__.py" if path.name == "__init__.py" else ".py")
        top = shipped if name.split(".")[0] in ("engine", "boards") else shipped / "lib"
        files.append([str(top / rel), rel])
    natives = sorted(bundle.CIRCUITPYTHON_MODULES | bundle.MICROPYTHON_CORE)
    kept = [[s, [m for m in names if m in found or m.startswith(("texts:", "once:"))]]
            for s, names in stages.items()]
    kept[-1][1] += once
    return {"files": files, "natives": natives, "stages": kept}


_MEASURED = {}  # one measure per game, bundle and board in a bench run (device reuses them)
_SPECS = {}  # (game id, board): the path of its spec file, for the run
TITLE_BUDGET_S = 2.0  # issue 15: start-up to the title on a PyBadge, with the .mpy bundle
RUNS = 3  # core runs of a start-up, the fastest kept: the machine is shared


def measure(game_id, kind=None, board=BOARD, visit="play"):
    """The startup record of a visit to game_id on a board profile: on the core from the
    bundle kind ("py" or "mpy"), else on the VM (kind None). Each stage has its heap, its
    imports' time in microseconds ("us") and "needs": on the core the smallest heap (KB,
    -X heapsize) that reaches its end, on the VM the most heap right after one module's
    import (bytes). visit "guided": its guided game (stages title, menu, guided: the
    script being played, playing: the game played on after it); "review": a finished
    game's review (title, menu, review)."""
    key = (game_id, kind, board, visit)
    if key not in _MEASURED:
        path = spec_file(game_id, board, visit)
        _MEASURED[key] = _on_vm(path) if kind is None else _on_core(path, kind)
    return _MEASURED[key]


def spec_file(game_id, board=BOARD, visit="play"):
    """The spec of a visit to game_id (see measure) in a file, kept for the run."""
    key = (game_id, board, visit)
    if key not in _SPECS:
        folder = tempfile.mkdtemp(prefix="startup-")
        atexit.register(shutil.rmtree, folder, True)
        stages = spec(resident(game_id, board, visit), game_id, board)
        stages["stubs"] = os.path.join(ROOT, "tools", "bench")  # native_stub.py, for the core
        if not core.missing():
            del stages["files"]  # the core reads its bundle in place: a lighter spec to hold
        _SPECS[key] = os.path.join(folder, "spec.json")
        with open(_SPECS[key], "w") as f:
            json.dump(stages, f)
    return _SPECS[key]


def _on_core(path, kind):
    bundle = core.bundles()[kind]
    runs = [json.loads(core.probe(bundle, "startup", path).splitlines()[-1])
            for _ in range(RUNS)]
    record = runs[0]
    record["names_left"] = min(run["names_left"] for run in runs)
    for number, stage in enumerate(record["stages"]):
        stage["us"] = min(run["stages"][number]["us"] for run in runs)
        stage["needs"] = core.smallest_heap(bundle, "startup", path, number)
    return record


def title_seconds(kind):
    """A PyBadge's start-up to its title screen from the bundle kind: core_probe title,
    the fastest of RUNS, by the pystone ratio (imports, the app's start, the title built
    and stepped once; the first refresh's drawing not in)."""
    bundle = core.bundles()[kind]
    path = spec_file(present_games()[0])
    us = min(int(core.probe(bundle, "title", path).split()[1]) for _ in range(RUNS))
    return core.board_seconds(us, 1480)


def _on_vm(path):
    done = subprocess.run(["node", SCRIPT, "--startup", path], cwd=ROOT,
                          capture_output=True, text=True, timeout=TIMEOUT)
    records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not records:
        raise RuntimeError("mpy_heap.mjs --startup failed: %s" % done.stderr[-2000:])
    record = records[-1]
    for stage in record["stages"]:
        stage["us"] = stage.pop("ms") * 1000
        stage["needs"] = stage.pop("peak")
    return record


def largest(costs, count=3):
    """The count modules whose imports added the most heap, as 'name 1.2, ...'."""
    top = sorted(costs, key=lambda cost: -cost[1])[:count]
    return ", ".join("%s %s" % (name.replace("engine.", ""), kb(added)) for name, added in top)


def kinds():
    """The bundles to measure: [None] (the VM) without the core, else py and mpy."""
    if core.missing():
        return [None]
    return sorted(core.bundles(), reverse=True)  # py, then mpy


def report(games=None):
    print("Start-up (python -m tools.bench startup): the modules the app holds at each stage")
    print("  (%s, read in the emulator), imported from the device bundle; heap in KB above the" % (
        BOARD))
    print("  bare interpreter")
    started = time.perf_counter()
    if core.missing():
        print("  on the MicroPython 1.27 VM (.py), no board time: " + core.missing())
        if vm_missing():
            print("  skipped: " + vm_missing())
            return
    else:
        print("  on the CircuitPython core; PyBadge s: the imports' time x %d pystones/s"
              " / 1,480" % core.pystones())  # measured now, the best of the run kept
    for kind in kinds():
        print("  %-22s %7s %8s %9s %9s %10s  %s" % (
            "stage (%s)" % (kind or "VM"), "modules", "heap KB", "needs KB", "import ms",
            "PyBadge s", "largest (KB)"))
        shown = set()
        for game_id in games or present_games():
            record = measure(game_id, kind)
            for stage in record["stages"]:
                name = stage["name"] if stage["name"] != "playing" else "playing " + game_id
                if name in shown:
                    continue
                shown.add(name)
                board = "-" if kind is None else "%.2f" % core.board_seconds(stage["us"], 1480)
                needs = kb(stage["needs"] - record["bare"]) if kind is None else stage["needs"]
                print("  %-22s %7d %8s %9s %9.0f %10s  %s" % (
                    name, len(stage["modules"]), kb(stage["heap"] - record["bare"]), needs,
                    stage["us"] / 1000, board, largest(stage["modules"])))
    if kinds() != [None]:
        seconds = {kind: title_seconds(kind) for kind in kinds()}
        print("  start-up to the title screen on a PyBadge (code.py's imports, the app started,"
              " the title\n  built and stepped once; the first refresh's drawing not in): "
              + ", ".join("%.2f s from .%s" % (seconds[kind], kind) for kind in kinds()))
        if "mpy" in seconds:
            print("  budget %.0f s from .mpy: %s" % (
                TITLE_BUDGET_S, "ok" if seconds["mpy"] <= TITLE_BUDGET_S else "OVER"))
    print("  heap: all code and module data held after the stage (collected); needs: on the core")
    print("  the smallest -X heapsize that reaches the stage's end (the interpreter's own share")
    print("  and every compile spike in), on the VM the most heap right after one import (its")
    print("  compile garbage counted); import ms: the stage's imports (a game's: from the menu")
    print("  into play); largest: what a module's import added, with what it imported first.")
    print("  (%.0f s)" % (time.perf_counter() - started))
