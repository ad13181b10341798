"""Runs tests/engine/test_*.py on the CircuitPython core (its unix port), from the repository.

    CIRCUITPYTHON -X heapsize=1024k tests/mpy/circuitpython.py [tests/engine/x.py[::test] ...]

`make test-circuitpython CIRCUITPYTHON=...` runs it from the repository's top folder. It
runs inside CircuitPython itself, so only what CircuitPython has: tests/mpy/driver.py
imports each module and calls its test_* functions, catching errors per test. The last
line is always `circuitpython: N passed, N failed`; the exit status is 1 when anything
failed, a module did not import, or no test ran.
"""

import os
import sys

sys.path.insert(0, ".")

from tests.mpy import driver  # noqa: E402 (needs the path above)

FOLDER = "tests/engine"


def selection(args):
    """[(module path, test name or "")] of the arguments, or of every test module."""
    if not args:
        names = sorted(n for n in os.listdir(FOLDER) if n.startswith("test_") and n.endswith(".py"))
        return [(FOLDER + "/" + name, "") for name in names]
    out = []
    for arg in args:
        path, _, name = arg.partition("::")
        if path.startswith("./"):
            path = path[2:]
        out.append((path, name))
    return out


def main(args):
    for path, name in selection(args):
        if not path.startswith(FOLDER + "/") or not path.endswith(".py"):
            driver._fail(path, ValueError("not a test module under tests/engine/"))
            continue
        try:
            os.stat(path)
        except OSError as exc:
            driver._fail(path, exc)
            continue
        driver.run_module(path, name)
    driver.report_slowest()
    print("circuitpython heap in use (after gc.collect): %d bytes" % driver.heap_in_use())
    print("circuitpython pystack: %s bytes" % os.getenv("CIRCUITPY_PYSTACK_SIZE", "2048"))
    print("circuitpython: %d passed, %d failed" % (driver.passed, driver.failed))
    return 1 if driver.failed or not driver.passed else 0


sys.exit(main(sys.argv[1:]))
