"""Adafruit CLUE: 240x240 and only two buttons, A (left) and B (right).

Eight keys from two buttons (gestures.TwoButton). The everyday ones are single taps:
tap B moves to the next place (cursors wrap, so it reaches every place), tap A chooses.
Holding a button about half a second, holding one while tapping the other, or pressing
both together give the rarer keys.
"""

from boards import gestures
from engine import keys
from engine.compat import const

NAME = "clue"
WIDTH = const(240)
HEIGHT = const(240)
NVM_SIZE = const(8192)
# Two 4 KB pages: a write erases only the page it lands in (about 10,000 erases each).
ERASE_UNIT = const(4096)
PROGRAM_ONLY = False
ENDURANCE = const(10000)
SAVE_EVERY = const(20)  # a person's decisions between two saves in a match
SPEED = const(47)  # percent of a PyBadge's speed: nRF52840, 700 pystones/s of 1,480 (AI budgets)
BUTTONS = ("A", "B")


def keymap():
    """The keymap the emulator shares with the device."""
    return gestures.TwoButton(
        taps=(keys.A, keys.RIGHT),
        holds=(keys.B, keys.LEFT),
        shifts=(keys.DOWN, keys.UP),
        chord=keys.START,
        chord_hold=keys.SELECT,
    )


def hardware():
    """The Hardware of this board."""
    import audiopwmio
    import board
    import keypad

    from boards import Keypad, clue
    from boards.sound import Tone

    buttons = keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True)
    sound = Tone(audiopwmio.PWMAudioOut(board.SPEAKER))
    return Keypad(clue, board.DISPLAY, buttons, sound)
