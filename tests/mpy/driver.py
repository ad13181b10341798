"""Runs engine test modules inside the MicroPython VM (started by tests/mpy/run.mjs).

Plain Python that MicroPython 1.27 understands: no pytest, no f-string tricks.
run.mjs calls run_module() once per module, each in its own runPython() call:
within one call this VM's gc.collect() frees little, so heap figures are taken
between calls (heap_in_use()).
"""

import gc
import sys
import time

SLOWEST = 5

passed = 0
failed = 0
times = []


def _module_name(path):
    return path[: -len(".py")].replace("/", ".")


def _tests_in(module, path, wanted):
    """(name, fn) of the module's test_* callables, in source order."""
    with open(path) as f:
        src = f.read()
    found = []
    for name in dir(module):
        if not name.startswith("test_") or (wanted and name != wanted):
            continue
        fn = getattr(module, name)
        if callable(fn) and not isinstance(fn, type):
            pos = src.find("def " + name + "(")
            found.append((pos if pos >= 0 else len(src), name, fn))
    found.sort()
    return [(name, fn) for _, name, fn in found]


def _fail(test_id, exc):
    global failed
    failed += 1
    print("FAIL %s: %s: %s" % (test_id, type(exc).__name__, exc))
    sys.print_exception(exc)


def run_module(path, wanted):
    """Import tests/engine/<path> and run its tests (or only `wanted`)."""
    global passed
    try:
        __import__(_module_name(path))
        tests = _tests_in(sys.modules[_module_name(path)], path, wanted)
    except BaseException as exc:  # an import error fails the whole module
        _fail(path + "::<import>", exc)
        return
    if wanted and not tests:
        _fail(path + "::" + wanted, LookupError("no such test"))
    for name, fn in tests:
        test_id = path + "::" + name
        start = time.ticks_ms()
        try:
            fn()
            passed += 1
        except BaseException as exc:  # SystemExit in a test is a failure too
            _fail(test_id, exc)
        times.append((time.ticks_diff(time.ticks_ms(), start), test_id))


def report_slowest():
    times.sort(reverse=True)
    for ms, test_id in times[:SLOWEST]:
        print("slow: %6d ms  %s" % (ms, test_id))


def heap_in_use():
    gc.collect()
    return gc.mem_alloc()
