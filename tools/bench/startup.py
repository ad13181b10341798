"""Start-up: what the device imports to show the title, the menu and a game, its heap and
its time, on the MicroPython VM with a PyBadge estimate (python -m tools.bench startup).

The modules come from the app itself: tools/bench/resident.py steps a headless pybadge
app in a fresh interpreter and lists the device's modules loaded at each stage (those
tools/bundle.py also finds the device importing: the emulator's own imports, such as
Blinka's terminalio loading every font reader, are left out). Then `mpy_heap.mjs
--startup` imports them in the same order on the MicroPython 1.27 VM, each compiled from
the device bundle's .py (docstrings stripped) as on the device, with stand-ins for the
device's built-in modules (displayio and the rest live in its flash). The PyBadge time
is the VM's time scaled by the calibration workload: its time in the VM against its
estimated PyBadge time (tools/bench/common.py: the workload's 0.040 s on a
500,000-pystone desktop x 400). Compiling is C code, the workload bytecode: both run the
same C interpreter on the VM and on the device, so the ratio carries over, roughly.
"""

import json
import os
import subprocess
import sys
import tempfile
import time

from tools.bench.common import (
    PYBADGE_FACTOR,
    REFERENCE_WORKLOAD_S,
    ROOT,
    built_bundle,
    present_games,
)
from tools.bench.heap import SCRIPT, TIMEOUT, kb, vm_missing

BOARD = "pybadge"
STAGES = ("title", "menu", "playing")


def resident(game_id):
    """{stage: device modules loaded} of one visit to game_id, from a fresh interpreter."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-m", "tools.bench.resident", game_id], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=TIMEOUT)
    if done.returncode != 0:
        raise RuntimeError("tools.bench.resident %s failed: %s" % (game_id, done.stderr[-2000:]))
    return json.loads(done.stdout.splitlines()[-1])


def spec(stages, game_id, board=BOARD):
    """The --startup spec of mpy_heap.mjs: the device's files for the modules of stages
    ({stage: names}), the device's built-in modules, and the stages in order. The playing
    stage also loads once ("once:M": imported, then forgotten) every module of the game
    the app does not hold, since the names MicroPython interns while compiling them stay
    (and may grow its table of names): the figure of a game in which every rarely used
    screen was opened."""
    from tools import bundle

    found, _ = bundle.device_modules(board)
    held = set(stages["playing"])
    once = ["once:" + name for name in sorted(found)
            if name.startswith("engine.%s." % game_id) and name not in held
            and "texts:" + name not in held]
    shipped = built_bundle()
    files = []
    for name, path in sorted(found.items()):
        rel = name.replace(".", "/") + ("/__init__.py" if path.name == "__init__.py" else ".py")
        top = shipped if name.split(".")[0] in ("engine", "boards") else shipped / "lib"
        files.append([str(top / rel), rel])
    natives = sorted(bundle.CIRCUITPYTHON_MODULES | bundle.MICROPYTHON_CORE)
    kept = {s: [m for m in stages[s] if m in found or m.startswith("texts:")] for s in STAGES}
    kept["playing"] += once
    return {"files": files, "natives": natives, "stages": [[s, kept[s]] for s in STAGES]}


_MEASURED = {}  # one measure per game in a bench run (device reuses startup's)


def measure(game_id):
    """The startup record of mpy_heap.mjs for a visit to game_id."""
    if game_id not in _MEASURED:
        _MEASURED[game_id] = _measure(game_id)
    return _MEASURED[game_id]


def _measure(game_id):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(spec(resident(game_id), game_id), f)
    try:
        done = subprocess.run(["node", SCRIPT, "--startup", f.name], cwd=ROOT,
                              capture_output=True, text=True, timeout=TIMEOUT)
    finally:
        os.unlink(f.name)
    records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not records:
        raise RuntimeError("mpy_heap.mjs --startup failed: %s" % done.stderr[-2000:])
    return records[-1]


def pybadge_seconds(vm_ms, workload_ms):
    """VM milliseconds as PyBadge seconds, by the calibration workload's ratio."""
    return vm_ms / workload_ms * REFERENCE_WORKLOAD_S * PYBADGE_FACTOR


def largest(costs, count=3):
    """The count modules whose imports added the most heap, as 'name 1.2, ...'."""
    top = sorted(costs, key=lambda cost: -cost[1])[:count]
    return ", ".join("%s %s" % (name.replace("engine.", ""), kb(added)) for name, added in top)


def report(games=None):
    print("Start-up on the MicroPython 1.27 VM (python -m tools.bench startup): the modules the")
    print("  app holds at each stage (%s, read in the emulator), compiled from .py as on the" % (
        BOARD))
    print("  device; heap in KB above the bare VM, PyBadge seconds by the calibration workload")
    missing = vm_missing()
    if missing:
        print("  skipped: " + missing)
        return
    started = time.perf_counter()
    print("  %-22s %7s %8s %9s %8s %11s  %s" % (
        "stage", "modules", "heap KB", "peak KB", "VM ms", "PyBadge s", "largest (KB)"))
    shown = set()
    for game_id in games or present_games():
        record = measure(game_id)
        bare, workload = record["bare"], record["workload_ms"]
        total = 0.0
        for stage in record["stages"]:
            total += stage["ms"]
            name = stage["name"] if stage["name"] != "playing" else "playing " + game_id
            if name in shown:
                continue
            shown.add(name)
            print("  %-22s %7d %8s %9s %8.0f %11.1f  %s" % (
                name, len(stage["modules"]), kb(stage["heap"] - bare), kb(stage["peak"] - bare),
                stage["ms"], pybadge_seconds(stage["ms"], workload), largest(stage["modules"])))
    print("  heap: all code and module data held after the stage (collected); peak: the most right")
    print("  after one module's import, its compile garbage still counted; VM ms and PyBadge s:")
    print("  the stage's imports (a game's: from the menu into play); largest: what a module's")
    print("  import added, with the modules it imported first. Calibration:")
    print("  the workload takes %.0f ms in the VM, an estimated %.0f s on a PyBadge." % (
        workload, REFERENCE_WORKLOAD_S * PYBADGE_FACTOR))
    print("  (%.0f s)" % (time.perf_counter() - started))
