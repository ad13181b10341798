"""Arithmetic on the wrapping millisecond clock (supervisor.ticks_ms() wraps at 2**29).

Never compare ticks with < or subtract them plainly: the clock first wraps about
65 seconds after power-on.
"""

from engine.compat import const

TICKS_PERIOD = const(0x20000000)
TICKS_MASK = const(0x1FFFFFFF)


def ticks_add(t, ms):
    """The tick ms after t."""
    return (t + ms) & TICKS_MASK


def elapsed(now, then):
    """Milliseconds from then to now (now not before then)."""
    return (now - then) & TICKS_MASK


def ticks_diff(a, b):
    """a - b, signed (valid within +-2**28 ms)."""
    diff = (a - b) & TICKS_MASK
    if diff >= TICKS_PERIOD // 2:
        diff -= TICKS_PERIOD
    return diff
