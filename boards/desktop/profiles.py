"""The boards the emulator can be, and how a keyboard key becomes button presses.

A profile is the device's own board module (size, NVM size, buttons, keymap, key help),
so the emulator maps keys exactly as the device does. The keyboard stands for logical
keys; a gesture plays such a key on the profile's physical buttons (a tap, a hold, a
chord...), and the board's keymap turns the buttons back into the key.
"""

from boards import clue, gestures, keymaps, pico_display, picosystem, pybadge, pygamer
from engine import keys

PROFILES = {
    "pybadge": pybadge,
    "pygamer": pygamer,
    "clue": clue,
    "picosystem": picosystem,
    "pico_display": pico_display,
}
DEFAULT = "pybadge"

# Keyboard key names (the window and the terminal agree on them) -> logical key.
KEYBOARD = {
    "up": keys.UP,
    "down": keys.DOWN,
    "left": keys.LEFT,
    "right": keys.RIGHT,
    "x": keys.A,
    "space": keys.A,
    "z": keys.B,
    "backspace": keys.B,
    "escape": keys.B,
    "enter": keys.START,
    "tab": keys.SELECT,
    "shift": keys.SELECT,
}
KEYBOARD_HELP = "arrows move, X/Space A, Z/Backspace B, Enter START, Tab SELECT, Q quit"

TAP_MS = 40  # how long a scripted tap keeps a button down
HOLD_MS = keymaps.HOLD_MS + 60  # and a scripted hold
GAP_MS = 20  # between two scripted gestures


def profile(name):
    """The board module for a profile name; ValueError names the known ones."""
    if name not in PROFILES:
        raise ValueError("unknown board %r (known: %s)" % (name, ", ".join(PROFILES)))
    return PROFILES[name]


def follower(keymap, key):
    """The button that is simply key (pressed while the keyboard key is down), or None."""
    if isinstance(keymap, keymaps.Direct) and key in keymap.keymap:
        return keymap.keymap.index(key)
    if isinstance(keymap, gestures.TapHold):
        for button in range(keymap.count):
            if keymap.taps[button] == key and keymap.holds[button] == keymaps.NONE:
                return button
    return None


def _press(button, ms):
    return ((0, button, True), (ms, button, False))


def gesture(keymap, key):
    """The button steps ((at_ms, button, pressed), ...) that play key, or None."""
    button = follower(keymap, key)
    if button is not None:
        return _press(button, TAP_MS)
    if isinstance(keymap, gestures.TapHold):
        for button in range(keymap.count):
            if keymap.taps[button] == key:
                return _press(button, TAP_MS)
            if keymap.holds[button] == key:
                return _press(button, HOLD_MS)
    if isinstance(keymap, gestures.TwoButton):
        return _two_button(keymap, key)
    return None


def _two_button(keymap, key):
    for button in (0, 1):
        other = 1 - button
        if keymap.taps[button] == key:
            return _press(button, TAP_MS)
        if keymap.holds[button] == key:
            return _press(button, HOLD_MS)
        if keymap.shifts[button] == key:
            at = keymaps.CHORD_MS + 30
            return (
                (0, button, True),
                (at, other, True),
                (at + TAP_MS, other, False),
                (at + 2 * TAP_MS, button, False),
            )
    for chord, ms in ((keymap.chord, TAP_MS), (keymap.chord_hold, HOLD_MS)):
        if chord == key:
            return ((0, 0, True), (10, 1, True), (10 + ms, 0, False), (10 + ms, 1, False))
    return None
