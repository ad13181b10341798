"""Assertion helpers that work on CPython and MicroPython alike (no pytest)."""


def raises(exc_type, fn, *args, **kwargs):
    """Call fn and return the exception it raises; fail unless it is exc_type."""
    try:
        fn(*args, **kwargs)
    except exc_type as exc:
        return exc
    raise AssertionError("expected %s from %r" % (exc_type.__name__, fn))
