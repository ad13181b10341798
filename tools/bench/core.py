"""The CircuitPython core (its unix port) as the bench's stand-in for a board.

`make bench CIRCUITPYTHON=path` (environment: CIRCUITPYTHON, and MPY_CROSS, by default the
mpy-cross beside it) measures on the same core the boards run, 32-bit, with a capped heap
(-X heapsize). Times become board estimates by the pystone ratio measured in the same run:
board seconds = core seconds x (the core's pystones / the board's). Developers and CI have
the core in ../shared/tools/circuitpython/ (with pystone.py, found beside it, or PYSTONE=).
tools/bench/core_probe.py is what runs inside it.
"""

import atexit
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from tools.bench.common import ROOT, built_bundle
from tools.bundle import pystack_size

PROBE = os.path.join(ROOT, "tools", "bench", "core_probe.py")
TIMEOUT = 900
# The boards' speeds (pystones a second, docs/PLATFORM.md, shared) and the board module
# whose SPEED the AIs then use.
BOARDS = (("PyBadge", 1480, "pybadge"), ("CLUE", 700, "clue"), ("RP2040", 1705, "picosystem"))
PYSTONE_LOOPS = 50000
HEAP_LIMITS_KB = (8, 512)  # the search range of smallest_heap
_pystones = [0]  # the core's best pystones a second in this run
_compiled_probe = []  # the folder of core_probe.mpy, once made


def path():
    """The core's path (CIRCUITPYTHON), or None."""
    return os.environ.get("CIRCUITPYTHON") or None


def missing():
    """Why nothing can be measured on the core here (a sentence), or None."""
    core = path()
    if core is None:
        return ("no CircuitPython core given: make bench CIRCUITPYTHON=path/to/circuitpython"
                " (its unix port;\n  developers: ../shared/tools/circuitpython/circuitpython)"
                " measures the board figures")
    if not os.access(core, os.X_OK):
        return "CIRCUITPYTHON=%s is not an executable" % core
    return None


def mpy_cross():
    """CircuitPython's mpy-cross: MPY_CROSS, else the one beside the core, else None."""
    given = os.environ.get("MPY_CROSS")
    if given:
        return given
    beside = Path(path() or ".").parent / "mpy-cross"
    return str(beside) if path() and os.access(beside, os.X_OK) else None


def bundles():
    """{"py": folder, "mpy": folder (when mpy-cross is here)} of the device bundle."""
    out = {"py": built_bundle()}
    compiler = mpy_cross()
    if compiler:
        out["mpy"] = built_bundle(compiler)
    return out


def run(args, heap_kb=1024, timeout=TIMEOUT, env=None):
    """(exit status, stdout, stderr) of the core running args (a script and its
    arguments, or -m and a module) with a heap of heap_kb."""
    stack = {"CIRCUITPY_PYSTACK_SIZE": str(pystack_size())}  # the boards' (settings.toml)
    done = subprocess.run([path(), "-X", "heapsize=%dk" % heap_kb, *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, **stack, **(env or {})))
    return done.returncode, done.stdout, done.stderr


def script(name, *args, heap_kb=1024):
    """stdout of the core running tools/bench/<name> over the project's own .py files (the
    engine found through MICROPYPATH); RuntimeError when it fails."""
    code, out, err = run(["tools/bench/" + name, *args], heap_kb, env={"MICROPYPATH": ROOT})
    if code != 0:
        raise RuntimeError("%s %s failed (exit %d): %s" % (name, " ".join(args), code,
                                                           err[-2000:]))
    return out


def _run_probe(bundle, args, heap_kb):
    """run() of core_probe on a bundle: compiled by mpy-cross when it is here, so that
    compiling the probe itself weighs on no heap figure (its .py needs about 20 KB)."""
    args = [str(bundle), *[str(a) for a in args]]
    compiler = mpy_cross()
    if not compiler:
        return run([PROBE, *args], heap_kb)
    if not _compiled_probe:
        folder = tempfile.mkdtemp(prefix="core-probe-")
        atexit.register(shutil.rmtree, folder, True)
        subprocess.run([compiler, "-o", os.path.join(folder, "core_probe.mpy"), PROBE],
                       check=True, capture_output=True)
        _compiled_probe.append(folder)
    return run(["-m", "core_probe", *args], heap_kb, env={"MICROPYPATH": _compiled_probe[0]})


def probe(bundle, *args, heap_kb=1024):
    """stdout of core_probe.py on a bundle folder; RuntimeError when it fails."""
    code, out, err = _run_probe(bundle, args, heap_kb)
    if code != 0:
        raise RuntimeError("core_probe %s failed (exit %d): %s" % (
            " ".join(str(a) for a in args), code, err[-2000:]))
    return out


def probe_spec(bundle, command, spec):
    """stdout of core_probe.py's command on a bundle folder, given spec (a dict) as a JSON
    file; RuntimeError when it fails or ends before its `done`."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(spec, f)
    try:
        out = probe(bundle, command, f.name)
    finally:
        os.unlink(f.name)
    if "done" not in out.split():
        raise RuntimeError("core_probe %s ended early" % command)
    return out


def pystones():
    """The core's pystones a second: measured now (pystone 1.2, best of 3), and the best
    of this run so far kept (the least loaded moment, as the moves' best of runs)."""
    script = os.environ.get("PYSTONE") or str(Path(path()).parent / "pystone.py")
    if not os.path.isfile(script):
        raise RuntimeError("no pystone.py beside the core: PYSTONE=path/to/pystone.py")
    code, out, err = run([script, str(PYSTONE_LOOPS)])
    if code != 0 or not out.startswith("pystones/s "):
        raise RuntimeError("pystone on the core failed: %s" % err[-500:])
    _pystones[0] = max(_pystones[0], int(out.split()[1]))
    return _pystones[0]


def best_pystones():
    """The core's best pystones a second so far in this run (measured now if none yet)."""
    return _pystones[0] or pystones()


def board_seconds(core_us, board_pystones):
    """A board's estimate of a time on the core (microseconds), by the pystone ratio."""
    return core_us / 1e6 * best_pystones() / board_pystones


def works(bundle, args, heap_kb):
    """True when core_probe args run to their `ok` within heap_kb."""
    code, out, _ = _run_probe(bundle, args, heap_kb)
    return code == 0 and out.startswith("ok")


def smallest_heap(bundle, *args):
    """The smallest -X heapsize (KB) with which core_probe args reach `ok`, by bisection
    (None if even the largest fails). The heap is not quite monotonic (where objects land
    differs), so the answer is checked: it works, one KB less does not."""
    lo, hi = HEAP_LIMITS_KB
    if not works(bundle, args, hi):
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if works(bundle, args, mid):
            hi = mid
        else:
            lo = mid
    return hi


def times(bundle, matches, speed):
    """[(microseconds, nodes)] of every AI move of matches ([game, seats, seed, options,
    level, prng seed]) played once on the core at a board speed (percent of a PyBadge);
    per match, in order."""
    out = probe_spec(bundle, "times", {"speed": speed, "matches": matches})
    moves = [[] for _ in matches]
    for line in out.splitlines():
        if line.startswith("move "):
            _, index, us, nodes = line.split()
            moves[int(index)].append((int(us), int(nodes)))
    return moves
