"""Runs engine test modules inside a MicroPython VM: MicroPython 1.27 in Node (started by
tests/mpy/run.mjs) or the CircuitPython core (tests/mpy/circuitpython.py).

Plain Python that both understand: no pytest, no f-string tricks, and only what a
CircuitPython board has too (traceback.print_exception, not sys.print_exception; no
time.ticks_ms). run.mjs calls run_module() once per module, each in its own runPython()
call: within one call that VM's gc.collect() frees little, so heap figures are taken
between calls (heap_in_use()).
"""

import gc
import sys
import time

try:
    from traceback import print_exception
except ImportError:  # MicroPython has no traceback module
    print_exception = sys.print_exception

# Nanoseconds: CircuitPython boards have monotonic_ns, MicroPython and the unix ports time_ns.
_clock_ns = getattr(time, "monotonic_ns", None) or time.time_ns

SLOWEST = 5

passed = 0
failed = 0
times = []
skipped = []  # path::name of the tests left out (run.mjs --skip)


def _module_name(path):
    return path[: -len(".py")].replace("/", ".")


def _tests_in(module, path, wanted, skip):
    """(name, fn) of the module's test_* callables, in source order, but those in skip."""
    with open(path) as f:
        src = f.read()
    found = []
    for name in dir(module):
        if not name.startswith("test_") or (wanted and name != wanted):
            continue
        if name in skip:
            skipped.append(path + "::" + name)
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
    print_exception(exc)


def run_module(path, wanted, skip=()):
    """Import tests/engine/<path> and run its tests (or only `wanted`), but those named in
    skip."""
    global passed
    try:
        __import__(_module_name(path))
        tests = _tests_in(sys.modules[_module_name(path)], path, wanted, skip)
    except BaseException as exc:  # an import error fails the whole module
        _fail(path + "::<import>", exc)
        return
    if wanted and not tests:
        _fail(path + "::" + wanted, LookupError("no such test"))
    for name, fn in tests:
        test_id = path + "::" + name
        start = _clock_ns()
        try:
            fn()
            passed += 1
        except BaseException as exc:  # SystemExit in a test is a failure too
            _fail(test_id, exc)
        times.append(((_clock_ns() - start) // 1000000, test_id))


def unused_skips(names):
    """A test to skip that no module selected has fails (a list of them cannot go stale);
    then the count of those skipped."""
    for test_id in names:
        if test_id not in skipped:
            _fail(test_id, LookupError("--skip: no such test"))
    if skipped:
        print("skipped: %d tests (--skip)" % len(skipped))


def report_slowest():
    times.sort(reverse=True)
    for ms, test_id in times[:SLOWEST]:
        print("slow: %6d ms  %s" % (ms, test_id))


def heap_in_use():
    gc.collect()
    return gc.mem_alloc()
