"""make test and make test-all, stage by stage (issue 39; docs/testing.md).

    python -m tests.stages test                  make test: ruff, then pytest's quick part
                                                 beside the MicroPython VM's quick part
    python -m tests.stages all [--after-test]    make test-all: everything, the tests that
                                                 time the host alone at the end;
                                                 --after-test leaves out what `make test`
                                                 ran (.ci/run)

What is long, and so left to make test-all, is listed in tests/long.py. The parts that
live in ../shared come from the environment: CIRCUITPYTHON (the core's unix port) and
RP2040 (the folder of the firmware for the device session); each absent one is said so.

Each step's stages run side by side (the machine's cores: pytest's workers and a VM). The
first stage of a step shows its output as it goes, the others theirs whole when the step
ends. Every stage ends with a line "== name: 2m31s (cpu 4m50s)", and the run with a summary
of them all; it fails when any stage failed, after running every one.
"""

import os
import subprocess
import sys
import tempfile
import time

from tests import long

BIN = os.path.dirname(sys.executable)
PYTEST = [sys.executable, "-m", "pytest", "-q", "-n", os.environ.get("PYTEST_JOBS", "auto"),
          "--dist", "worksteal", "--durations=10"]
VM = ["node", "tests/mpy/run.mjs"]


class Stage:
    """A command to run, or, when skip is a reason, a stage said to be left out."""

    def __init__(self, name, argv, skip=None):
        self.name = name
        self.argv = argv
        self.skip = skip
        self.status = None
        self.wall = self.cpu = 0.0
        self.log = None


def clock(seconds):
    """1m05s, 42s."""
    seconds = int(round(seconds))
    return "%dm%02ds" % divmod(seconds, 60) if seconds >= 60 else "%ds" % seconds


def timing(stage):
    return "%s (cpu %s)" % (clock(stage.wall), clock(stage.cpu))


def start(stage, live):
    """Start stage's command: its output on ours when live, else into a file."""
    if not live:
        stage.log = tempfile.TemporaryFile(mode="w+")
    stage.started = time.monotonic()
    return subprocess.Popen(stage.argv, stdout=stage.log, stderr=subprocess.STDOUT
                            if stage.log else None).pid


def run_step(step, out):
    """Run a step's stages side by side; each one's status, wall and CPU time set."""
    stages = [stage for stage in step if not stage.skip]
    if len(stages) > 1:
        out("== %s, beside it %s" % (stages[0].name, ", ".join(s.name for s in stages[1:])))
    elif stages:
        out("== " + stages[0].name)
    running = {start(stage, i == 0): stage for i, stage in enumerate(stages)}
    while running:
        time.sleep(0.1)
        for pid in list(running):
            done, status, usage = os.wait4(pid, os.WNOHANG)
            if done:
                stage = running.pop(pid)
                stage.wall = time.monotonic() - stage.started
                stage.cpu = usage.ru_utime + usage.ru_stime
                stage.status = os.waitstatus_to_exitcode(status)
                if stage is stages[0]:
                    out("== %s: %s" % (stage.name, timing(stage)))
    for stage in stages[1:]:
        stage.log.seek(0)
        out("== %s (it ran beside %s):\n%s" % (stage.name, stages[0].name,
                                               stage.log.read().rstrip()))
        stage.log.close()
        out("== %s: %s" % (stage.name, timing(stage)))
    for stage in step:
        if stage.skip:
            out("== %s: skipped, %s" % (stage.name, stage.skip))


def say(line):
    print(line, flush=True)  # before the next stage's own output


def run(what, steps, out=say):
    """Run every step; the summary; 0 when no stage failed, else 1."""
    load = os.getloadavg()[0]
    began = time.monotonic()
    for step in steps:
        run_step(step, out)
    stages = [stage for step in steps for stage in step]
    out("== summary (load average %.2f at the start)" % load)
    for stage in stages:
        if stage.skip:
            out("   skipped %s" % stage.name)
        else:
            out("   %-7s %-26s %s" % ("ok" if stage.status == 0 else "FAILED", stage.name,
                                      timing(stage)))
    failed = [stage.name for stage in stages if stage.status not in (None, 0)]
    total = clock(time.monotonic() - began)
    if failed:
        out("%s: FAILED (%s) in %s" % (what, ", ".join(failed), total))
        return 1
    out("%s: all passed in %s" % (what, total))
    return 0


def make(target, *variables):
    return ["make", "--no-print-directory", target, *variables]


def quick():
    """make test's steps."""
    skips = [arg for test in long.MICROPYTHON for arg in ("--skip", test)]
    return [[Stage("ruff", [os.path.join(BIN, "ruff"), "check", "."])],
            [Stage("pytest (quick)", PYTEST + ["-m", "not long"]),
             Stage("MicroPython (quick)", VM + skips)]]


def everything(after_test, core, rp2040):
    """make test-all's steps (after_test: without what make test ran)."""
    firmware = os.path.join(rp2040, "firmware")
    steps = [] if after_test else [[Stage("ruff", [os.path.join(BIN, "ruff"), "check", "."])]]
    steps.append([
        Stage("pytest (long)", PYTEST + ["-m", "long and not timed"]) if after_test
        else Stage("pytest (all)", PYTEST + ["-m", "not timed"]),
        Stage("MicroPython (long)", VM + list(long.MICROPYTHON)) if after_test
        else Stage("MicroPython (all)", VM),
        Stage("CircuitPython core", make("test-circuitpython", "CIRCUITPYTHON=" + core),
              skip=None if core and os.path.exists(core) else
              "no CircuitPython unix port (CIRCUITPYTHON=%s): the engine tests ran on "
              "MicroPython only" % (core or "path"))])
    steps.append([Stage("pytest (timed, alone)", PYTEST[:4] + ["-p", "no:xdist", "-m", "timed"])])
    steps.append([Stage("device session", make("test-device"),
                        skip=None if os.path.isdir(firmware) else
                        "%s is not here (the real CircuitPython firmware in rp2040js)"
                        % firmware)])
    return steps


def main(argv):
    os.environ.setdefault("MPY_TIMEOUT", "1800")  # beside pytest, on a loaded machine too
    # The app imports a game's parts again and again (engine.modules.import_once, a fresh
    # VM): without bytecode caches each import compiles the source anew, many times over.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    if argv[:1] == ["test"] and len(argv) == 1:
        return run("make test", quick())
    if argv[:1] == ["all"] and argv[1:] in ([], ["--after-test"]):
        steps = everything(argv[1:] == ["--after-test"], os.environ.get("CIRCUITPYTHON", ""),
                           os.environ.get("RP2040", "../shared/tools/rp2040"))
        return run("make test-all", steps)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
