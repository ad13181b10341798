"""tests/mpy/run.mjs reports honestly: every failure, import error and hang exits non-zero."""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VM = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
if shutil.which("node") is None or not VM.is_dir():
    pytest.skip("node or node_modules missing: run `make setup`", allow_module_level=True)


def run(tests, args=(), timeout=None):
    """Run the runner on a throwaway project holding the given tests/engine files."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "tests" / "mpy").mkdir(parents=True)
        for name in ("run.mjs", "driver.py"):
            shutil.copyfile(ROOT / "tests" / "mpy" / name, root / "tests" / "mpy" / name)
        (root / "node_modules").symlink_to(ROOT / "node_modules")
        (root / "engine").mkdir()
        (root / "engine" / "__init__.py").write_text("")
        (root / "engine" / "answer.py").write_text("VALUE = 42\n")
        (root / "tests" / "__init__.py").write_text("")
        (root / "tests" / "engine").mkdir()
        (root / "tests" / "engine" / "__init__.py").write_text("")
        for name, text in tests.items():
            (root / "tests" / "engine" / name).write_text(text)
        env = dict(os.environ)
        if timeout:
            env["MPY_TIMEOUT"] = str(timeout)
        done = subprocess.run(
            ["node", "tests/mpy/run.mjs", *args],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    lines = done.stdout.splitlines()
    return done.returncode, lines


GOOD = """
from engine.answer import VALUE


def test_second_in_name_order_first_in_source():
    print("ran:first")
    assert VALUE == 42


def test_a_runs_after():
    print("ran:second")


def helper_is_not_a_test():
    raise AssertionError("collected a helper")
"""

BAD = """
import sys


def test_passes():
    pass


def test_fails():
    assert 1 + 1 == 3, "arithmetic"


def test_exits():
    sys.exit(0)
"""


def test_failures_and_import_errors_count_and_exit_one():
    tests = {"test_good.py": GOOD, "test_bad.py": BAD, "test_broken.py": "import nowhere\n"}
    code, lines = run(tests)
    assert code == 1
    assert lines[-1] == "mpy: 3 passed, 3 failed"
    assert [x for x in lines if x.startswith("ran:")] == ["ran:first", "ran:second"]
    assert any(x.startswith("mpy heap in use") for x in lines)
    fails = [x for x in lines if x.startswith("FAIL ")]
    assert any("test_bad.py::test_fails: AssertionError: arithmetic" in x for x in fails)
    assert any("test_bad.py::test_exits: SystemExit" in x for x in fails)
    assert any("test_broken.py::<import>: ImportError" in x for x in fails)


def test_no_tests_is_a_failure():
    code, lines = run({"test_empty.py": "X = 1\n"})
    assert code == 1 and lines[-1] == "mpy: 0 passed, 0 failed"


def test_selection_by_file_and_by_name():
    tests = {"test_good.py": GOOD, "test_bad.py": BAD}
    code, lines = run(tests, ["tests/engine/test_good.py", "tests/engine/test_bad.py::test_passes"])
    assert code == 0 and lines[-1] == "mpy: 3 passed, 0 failed"
    code, lines = run(tests, ["tests/engine/test_good.py::test_missing"])
    assert code == 1 and lines[-1] == "mpy: 0 passed, 1 failed"
    code, lines = run(tests, ["tests/engine/test_none.py"])
    assert code == 1 and lines[-1] == "mpy: 0 passed, 1 failed"


def test_a_hung_test_times_out():
    hang = "def test_forever():\n    while True:\n        pass\n"
    code, lines = run({"test_hang.py": hang}, timeout=1)
    assert code == 1
    assert any("timed out" in x for x in lines)
    assert lines[-1] == "mpy: 0 passed, 1 failed"


def test_skip_leaves_tests_out_and_a_skip_that_names_no_test_fails():
    tests = {"test_good.py": GOOD, "test_bad.py": BAD}
    skips = ["--skip", "tests/engine/test_bad.py::test_fails",
             "--skip", "tests/engine/test_bad.py::test_exits"]
    code, lines = run(tests, skips)
    assert code == 0 and lines[-1] == "mpy: 3 passed, 0 failed"
    assert "skipped: 2 tests (--skip)" in lines
    code, lines = run(tests, [*skips, "--skip", "tests/engine/test_good.py::test_gone"])
    assert code == 1 and lines[-1] == "mpy: 3 passed, 1 failed"
    assert any("test_good.py::test_gone: LookupError" in x for x in lines)
    code, lines = run(tests, ["--skip", "tests/engine/test_none.py::test_x"])
    assert code == 1 and lines[-1] == "mpy: 0 passed, 1 failed"
