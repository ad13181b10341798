"""Keymaps that read gestures, for boards with fewer buttons than logical keys.

- TapHold: each button gives one key on a tap and another while held (Pico Display Pack).
- TwoButton: the CLUE's two buttons; taps, holds, one held while the other is tapped,
  and both together (see TwoButton).
A module of its own: the boards with a key per button never load this code.
"""

from boards.keymaps import CHORD_MS, HOLD_MS, NONE, KeyQueue
from engine.compat import const
from engine.ticks import elapsed


class TapHold(KeyQueue):
    """Button i gives taps[i] when tapped, holds[i] once held HOLD_MS and until released.

    The hold key is pressed as soon as the hold is recognised, so the app's auto-repeat
    works on it. A button whose hold is NONE acts as a plain key (pressed at once).
    """

    def __init__(self, taps, holds):
        KeyQueue.__init__(self, len(taps))
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


class TwoButton(KeyQueue):
    """Eight keys from two buttons (0 and 1); every gesture is reported when it ends.

    - tap button i: taps[i];  hold it (HOLD_MS or longer) and let go: holds[i]
    - hold button i and tap the other (again and again): shifts[i] per tap
    - press both within CHORD_MS: chord, or chord_hold if held HOLD_MS or longer
    Holds report on release, not at HOLD_MS, because a held button may still become the
    first half of a shift; each gesture is a press and release of one logical key.
    """

    def __init__(self, taps, holds, shifts, chord, chord_hold):
        KeyQueue.__init__(self, 2)
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
