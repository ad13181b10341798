"""Assertion helpers that work on CPython and MicroPython alike (no pytest)."""


def raises(exc_type, fn, *args, **kwargs):
    """Call fn and return the exception it raises; fail unless it is exc_type."""
    try:
        fn(*args, **kwargs)
    except exc_type as exc:
        return exc
    raise AssertionError("expected %s from %r" % (exc_type.__name__, fn))


def allocated(fn, *args):
    """The bytes fn(*args) allocates, counted on MicroPython with the collector off; None
    on CPython, which has no heap counter (such a test counts when run on the VM)."""
    import gc

    if not hasattr(gc, "mem_alloc"):
        return None
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc()
        fn(*args)
        return gc.mem_alloc() - before
    finally:
        gc.enable()
