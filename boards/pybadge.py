"""PyBadge, PyBadge LC and EdgeBadge (one CircuitPython build): 160x128, eight keys.

The keys sit on a shift register; keypad numbers them B, A, START, SELECT, RIGHT, DOWN,
UP, LEFT. Sound: the DAC speaker behind an amplifier enable pin.
"""

from boards import keymaps
from engine.compat import const

NAME = "pybadge"
WIDTH = const(160)
HEIGHT = const(128)
NVM_SIZE = const(8192)
# The NVM is one 8 KB flash block: every write erases all of it (about 10,000 erases).
ERASE_UNIT = const(8192)
PROGRAM_ONLY = False
ENDURANCE = const(10000)
SAVE_EVERY = const(40)  # a person's decisions between two saves in a match
SPEED = const(100)  # percent of a PyBadge's speed (SAMD51, 1,480 pystones/s): the AIs' budgets
# The battery through a 2:1 divider on A6; below this the game is saved and a notice shows.
BATTERY_PIN = "A6"
BATTERY_LOW_MV = const(3500)
BUTTONS = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")  # keypad numbers


def keymap():
    """The keymap the emulator shares with the device."""
    return keymaps.Direct(keymaps.BADGE)


def hardware():
    """The Hardware of this board."""
    import audioio
    import board
    import keypad

    from boards import Keypad, pybadge
    from boards.sound import Tone

    keys = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK,
        data=board.BUTTON_OUT,
        latch=board.BUTTON_LATCH,
        key_count=8,
        value_when_pressed=True,
    )
    sound = Tone(audioio.AudioOut(board.SPEAKER), board.SPEAKER_ENABLE)
    return Keypad(pybadge, board.DISPLAY, keys, sound)
