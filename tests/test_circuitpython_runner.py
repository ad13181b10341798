"""tests/mpy/circuitpython.py reports honestly on the CircuitPython core: every failure and
import error counts and exits 1. Skipped where the core is absent (a player's clone); CI
and developers have it in ../shared/tools/circuitpython/ (or name it in CIRCUITPYTHON)."""

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.cptools import CORE

ROOT = Path(__file__).resolve().parent.parent
if CORE is None:
    pytest.skip("no CircuitPython core (CIRCUITPYTHON)", allow_module_level=True)

TESTS = {
    "test_a.py": "import sys\n\n\ndef test_ok():\n    print('ran:ok')\n\n\n"
                 "def test_bad():\n    assert 1 == 2, 'arithmetic'\n\n\n"
                 "def test_exits():\n    sys.exit(0)\n",
    "test_b.py": "import nowhere\n",
}


def run(tests, args=()):
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "tests" / "mpy").mkdir(parents=True)
        (root / "tests" / "engine").mkdir()
        for name in ("driver.py", "circuitpython.py"):
            shutil.copyfile(ROOT / "tests" / "mpy" / name, root / "tests" / "mpy" / name)
        for name, text in tests.items():
            (root / "tests" / "engine" / name).write_text(text)
        done = subprocess.run([str(CORE), "tests/mpy/circuitpython.py", *args], cwd=root,
                              capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout.splitlines()


def test_failures_and_import_errors_count_and_exit_one():
    code, lines = run(TESTS)
    assert code == 1
    assert lines[-1] == "circuitpython: 1 passed, 3 failed"
    assert "ran:ok" in lines
    fails = [x for x in lines if x.startswith("FAIL ")]
    assert any("test_a.py::test_bad: AssertionError: arithmetic" in x for x in fails)
    assert any("test_a.py::test_exits: SystemExit" in x for x in fails)
    assert any("test_b.py::<import>: ImportError" in x for x in fails)


def test_selection_and_no_tests():
    code, lines = run(TESTS, ["tests/engine/test_a.py::test_ok"])
    assert code == 0 and lines[-1] == "circuitpython: 1 passed, 0 failed"
    code, lines = run({"test_c.py": "X = 1\n"})
    assert code == 1 and lines[-1] == "circuitpython: 0 passed, 0 failed"
    code, lines = run(TESTS, ["tests/engine/test_none.py"])
    assert code == 1 and lines[-1] == "circuitpython: 0 passed, 1 failed"
