"""Physical buttons -> logical key events (engine.keys), shared by the boards and the emulator.

A keymap is fed press(button, now) and release(button, now), with button numbers in the
board's own order and now from ticks_ms(), and update(now) once per poll. next() hands out
the logical (key, pressed) events in order, or None. Events are preallocated tuples and the
queue is a fixed ring: nothing allocates per event.

Three schemes: Direct here, one button per logical key (PyBadge, PyGamer, PicoSystem);
TapHold and TwoButton in boards/gestures.py (Pico Display Pack, CLUE), imported only by
the boards that need them.
"""

from engine import keys
from engine.compat import const
from engine.ticks import TICKS_MASK, TICKS_PERIOD, elapsed, ticks_diff  # noqa: F401

HOLD_MS = const(450)  # a press this long is a hold
CHORD_MS = const(120)  # two presses this close together are one chord
NONE = const(255)  # no key for this gesture

_QUEUE = const(16)

# EVENTS[key * 2 + pressed] is the (key, pressed) tuple poll() returns.
EVENTS = tuple((key, pressed == 1) for key in range(keys.COUNT) for pressed in (0, 1))

# The PyBadge's shift-register key numbers; the PyGamer numbers its joystick the same way.
BADGE = (keys.B, keys.A, keys.START, keys.SELECT, keys.RIGHT, keys.DOWN, keys.UP, keys.LEFT)


class KeyQueue:
    """A fixed ring of logical events; subclasses decide what to put in."""

    def __init__(self, count):
        self.count = count  # physical buttons
        self._ring = bytearray(_QUEUE)
        self._head = 0
        self._size = 0

    def _emit(self, key, pressed):
        if key == NONE:
            return
        if self._size == _QUEUE:  # full: drop the oldest rather than lose a release
            self._head = (self._head + 1) % _QUEUE
            self._size -= 1
        self._ring[(self._head + self._size) % _QUEUE] = key * 2 + (1 if pressed else 0)
        self._size += 1

    def _tap(self, key):
        self._emit(key, True)
        self._emit(key, False)

    def next(self):
        """The oldest waiting (key, pressed) event, or None."""
        if not self._size:
            return None
        item = self._ring[self._head]
        self._head = (self._head + 1) % _QUEUE
        self._size -= 1
        return EVENTS[item]

    def update(self, now):
        """Timing work once per poll (holds that fire while still held)."""


class Direct(KeyQueue):
    """Each button is one logical key: keymap[button]."""

    def __init__(self, keymap):
        KeyQueue.__init__(self, len(keymap))
        self.keymap = keymap

    def press(self, button, now):
        self._emit(self.keymap[button], True)

    def release(self, button, now):
        self._emit(self.keymap[button], False)


def stick(x, y, held):
    """The joystick's direction bits (1 RIGHT, 2 DOWN, 4 UP, 8 LEFT) from AnalogIn values.

    A direction engages beyond +-17000 of the centre and lets go inside +-12000, so a
    stick resting near the threshold does not chatter. held: the bits returned last time.
    """
    return _axis(x, held, 1, 8) | _axis(y, held, 2, 4)


def _axis(value, held, high_bit, low_bit):
    offset = value - 32768
    if offset > 17000 or (held & high_bit and offset > 12000):
        return high_bit
    if offset < -17000 or (held & low_bit and offset < -12000):
        return low_bit
    return 0
