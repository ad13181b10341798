"""Auto-repeat for held direction keys, so that holding a d-pad key scrolls."""

from engine import keys
from engine.compat import const
from engine.ticks import ticks_add, ticks_diff

DELAY_MS = const(400)
RATE_MS = const(120)


class KeyRepeat:
    """Feed press/release events and the clock; get the key presses to act on."""

    def __init__(self):
        self.held = -1
        self.next_at = 0

    def event(self, key, pressed, now):
        """A board event; returns the key to act on now, or -1."""
        if pressed:
            if key <= keys.RIGHT:
                self.held = key
                self.next_at = ticks_add(now, DELAY_MS)
            return key
        if key == self.held:
            self.held = -1
        return -1

    def tick(self, now):
        """A repeated key press when one is due, else -1."""
        if self.held >= 0 and ticks_diff(now, self.next_at) >= 0:
            self.next_at = ticks_add(now, RATE_MS)
            return self.held
        return -1
