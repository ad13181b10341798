"""A seeded pseudo-random generator of the project's own.

The same seed gives the same numbers on CPython, MicroPython and CircuitPython.
It is a subtractive lagged-Fibonacci generator (lags 24 and 55) on 30-bit
values: every intermediate stays a small int on a 32-bit board, so drawing a
number allocates nothing on the heap.
"""

from engine.compat import const

_MASK = const(0x3FFFFFFF)  # 2**30 itself is no small int on a 32-bit board: never used
_LONG = const(55)
_SHORT = const(24)


class Prng:
    """Seeded generator: next30(), below(n), shuffle(items), choice(items)."""

    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, seed):
        """Restart the sequence from an integer seed (any size, any sign)."""
        state = []
        x = (seed & _MASK) ^ 0x2545F491
        for _ in range(_LONG):
            # A 30-bit xorshift scramble. Masking before each left shift keeps every
            # intermediate a small int (no big-integer garbage on a 32-bit board).
            x ^= (x & (_MASK >> 7)) << 7
            x ^= x >> 9
            x ^= (x & (_MASK >> 8)) << 8
            state.append(x)
        self._state = state
        self._i = 0
        for _ in range(4 * _LONG):
            self.next30()

    def next30(self):
        """The next number in 0 .. 2**30 - 1."""
        state = self._state
        i = self._i
        j = i - _SHORT
        if j < 0:
            j += _LONG
        value = (state[j] - state[i]) & _MASK  # the difference modulo 2**30
        state[i] = value
        i += 1
        self._i = 0 if i == _LONG else i
        return value

    def below(self, n):
        """A uniform integer in 0 .. n - 1 (n at most 2**30)."""
        if n <= 0:
            raise ValueError("below(n) needs n > 0")
        # Reject the last 2**30 % n values, so that every result is equally likely.
        last = _MASK - (_MASK % n + 1) % n
        value = self.next30()
        while value > last:
            value = self.next30()
        return value % n

    def shuffle(self, items):
        """Shuffle a list in place (Fisher-Yates) and return it."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

    def choice(self, items):
        """One element of a non-empty sequence."""
        return items[self.below(len(items))]

    def getstate(self):
        """The state as a tuple, for copies and saves."""
        return (self._i, tuple(self._state))

    def setstate(self, state):
        """Restore a state from getstate()."""
        self._i = state[0]
        self._state = list(state[1])
