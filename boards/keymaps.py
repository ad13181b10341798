"""Physical buttons -> logical key events (engine.keys), shared by the boards and the emulator.

A keymap is fed press(button, now) and release(button, now), with button numbers in the
board's own order and now from ticks_ms(), and update(now) once per poll. next() hands out
the logical (key, pressed) events in order, or None. Events are preallocated tuples and the
queue is a fixed ring: nothing allocates per event.

Three schemes:
- Direct: one button per logical key (PyBadge, PyGamer, PicoSystem).
- TapHold: each button gives one key on a tap and another while held (Pico Display Pack).
- TwoButton: the CLUE's two buttons; taps, holds, one held while the other is tapped,
  and both together (see TwoButton).
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


class _Queue:
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


class Direct(_Queue):
    """Each button is one logical key: keymap[button]."""

    def __init__(self, keymap):
        _Queue.__init__(self, len(keymap))
        self.keymap = keymap

    def press(self, button, now):
        self._emit(self.keymap[button], True)

    def release(self, button, now):
        self._emit(self.keymap[button], False)


class TapHold(_Queue):
    """Button i gives taps[i] when tapped, holds[i] once held HOLD_MS and until released.

    The hold key is pressed as soon as the hold is recognised, so the app's auto-repeat
    works on it. A button whose hold is NONE acts as a plain key (pressed at once).
    """

    def __init__(self, taps, holds):
        _Queue.__init__(self, len(taps))
        self.taps = taps
        self.holds = holds
        self._since = [0] * len(taps)
        self._state = bytearray(len(taps))  # 0 up, 1 down, 2 down and holding

    def press(self, button, now):
        if self._state[button]:
            return
        self._state[button] = 1
        self._since[button] = now
        if self.holds[button] == NONE:
            self._emit(self.taps[button], True)

    def release(self, button, now):
        state = self._state[button]
        self._state[button] = 0
        if not state:
            return
        if self.holds[button] == NONE:
            self._emit(self.taps[button], False)
        elif state == 2:
            self._emit(self.holds[button], False)
        else:
            self._tap(self.taps[button])

    def update(self, now):
        for button in range(self.count):
            if self._state[button] == 1 and self.holds[button] != NONE:
                if elapsed(now, self._since[button]) >= HOLD_MS:
                    self._state[button] = 2
                    self._emit(self.holds[button], True)


# TwoButton modes
_IDLE = const(0)
_SINGLE = const(1)  # one button down
_CHORD = const(2)  # both went down together
_SHIFT = const(3)  # the first is held, the other is being tapped
_DONE = const(4)  # gesture reported; wait until both are up


class TwoButton(_Queue):
    """Eight keys from two buttons (0 and 1); every gesture is reported when it ends.

    - tap button i: taps[i];  hold it (HOLD_MS or longer) and let go: holds[i]
    - hold button i and tap the other (again and again): shifts[i] per tap
    - press both within CHORD_MS: chord, or chord_hold if held HOLD_MS or longer
    Holds report on release, not at HOLD_MS, because a held button may still become the
    first half of a shift; each gesture is a press and release of one logical key.
    """

    def __init__(self, taps, holds, shifts, chord, chord_hold):
        _Queue.__init__(self, 2)
        self.taps = taps
        self.holds = holds
        self.shifts = shifts
        self.chord = chord
        self.chord_hold = chord_hold
        self._down = 0  # bit per button
        self._mode = _IDLE
        self._first = 0
        self._since = 0

    def press(self, button, now):
        bit = 1 << button
        if self._down & bit:
            return
        self._down |= bit
        mode = self._mode
        if mode == _IDLE:
            self._mode = _SINGLE
            self._first = button
            self._since = now
        elif mode == _SINGLE:
            if elapsed(now, self._since) < CHORD_MS:
                self._mode = _CHORD
                self._since = now
            else:
                self._mode = _SHIFT
                self._tap(self.shifts[self._first])
        elif mode == _SHIFT and button != self._first:
            self._tap(self.shifts[self._first])

    def release(self, button, now):
        bit = 1 << button
        if not self._down & bit:
            return
        self._down &= ~bit
        mode = self._mode
        held = elapsed(now, self._since) >= HOLD_MS
        if mode == _SINGLE:
            self._tap(self.holds[button] if held else self.taps[button])
        elif mode == _CHORD:
            self._tap(self.chord_hold if held else self.chord)
            self._mode = _DONE
        elif mode == _SHIFT and button == self._first:
            self._mode = _DONE
        if not self._down:
            self._mode = _IDLE


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
