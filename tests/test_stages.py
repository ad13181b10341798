"""make test's and make test-all's stage runner (tests/stages.py): every stage runs even
after one failed, a failure fails the run, a stage beside another shows its output whole
with its own time, a part that is not here is said so, and make test leaves to make
test-all exactly what tests/long.py names."""

import re
import subprocess
import sys

from tests import long, stages


def python(code):
    return [sys.executable, "-c", code]


def run(steps):
    lines = []
    code = stages.run("make check", steps, out=lines.append)
    return code, "\n".join(lines)


def test_every_stage_runs_and_one_failure_fails_the_run(capfd):
    beside = stages.Stage("beside", python("import time; print('from beside'); time.sleep(0.3)"))
    steps = [[stages.Stage("first", python("raise SystemExit(3)")), beside],
             [stages.Stage("later", python("print('later ran')"))]]
    code, text = run(steps)
    assert code == 1 and "make check: FAILED (first) in " in text
    assert "later ran" in capfd.readouterr().out  # a live stage writes straight out
    assert re.search(r"== beside \(it ran beside first\):\nfrom beside\n== beside: \ds \(cpu \ds\)",
                     text)
    assert [s.status for step in steps for s in step] == [3, 0, 0]
    assert beside.wall >= 0.3
    assert re.search(r"   FAILED  first +\ds \(cpu \ds\)", text)


def test_cpu_time_is_the_stages_own():
    busy = stages.Stage("busy", python("import time\nt = time.process_time()\n"
                                       "while time.process_time() - t < 0.5: pass"))
    code, text = run([[busy]])
    assert code == 0 and "\nmake check: all passed in " in text
    assert 0.5 <= busy.cpu < 5


def test_a_part_that_is_not_here_is_said_so_and_does_not_fail():
    steps = stages.everything(True, "/nowhere/circuitpython", "/nowhere/rp2040")
    names = [(stage.name, bool(stage.skip)) for step in steps for stage in step]
    assert names == [("pytest (long)", False), ("MicroPython (long)", False),
                     ("CircuitPython core", True), ("pytest (timed, alone)", False),
                     ("device session", True)]
    skipped = [stage for step in steps for stage in step if stage.skip]
    code, text = run([skipped])
    assert code == 0
    assert "== CircuitPython core: skipped, no CircuitPython unix port " \
           "(CIRCUITPYTHON=/nowhere/circuitpython)" in text
    assert "== device session: skipped, /nowhere/rp2040/firmware is not here" in text


def test_make_test_leaves_to_make_test_all_what_long_names():
    quick = [stage for step in stages.quick() for stage in step]
    after = [stage for step in stages.everything(True, "", "") for stage in step]
    every = [stage for step in stages.everything(False, "", "") for stage in step]
    assert quick[1].argv[-2:] == ["-m", "not long"]
    assert after[0].argv[-2:] == ["-m", "long and not timed"] and after[3].argv[-2:] == [
        "-m", "timed"]
    assert every[1].argv == stages.PYTEST + ["-m", "not timed"]
    assert every[4].argv[-2:] == ["-m", "timed"] and "-n" not in every[4].argv
    skips = quick[2].argv[2:]
    assert skips[::2] == ["--skip"] * len(long.MICROPYTHON)
    assert skips[1::2] == list(after[1].argv[2:]) == list(long.MICROPYTHON)
    assert every[2].argv == ["node", "tests/mpy/run.mjs"]


def test_clock():
    assert [stages.clock(s) for s in (0.4, 42, 60, 151.6, 3600)] == [
        "0s", "42s", "1m00s", "2m32s", "60m00s"]


def test_every_name_of_long_marks_a_test_and_only_those_are_long():
    files = sorted({name.split("::")[0] for name in long.PYTEST})
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist",
                           "-m", "long", *files], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    patterns = [long.pattern(name) for name in long.PYTEST]
    assert all(any(p.match(node) for p in patterns) for node in ids)
    assert all(any(p.match(node) for node in ids) for p in patterns)
    timed = [long.pattern(name) for name in long.TIMED]
    assert all(any(p.match(node) for node in ids) for p in timed)  # long, and timed
    assert "tests/test_crawler.py::test_every_screen_is_clear[pybadge-de]" not in ids
