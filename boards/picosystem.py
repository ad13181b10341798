"""Pimoroni PicoSystem: 240x240, a d-pad and A, B, X, Y (X is START, Y is SELECT)."""

from boards import keymaps
from engine import keys
from engine.compat import const

NAME = "picosystem"
WIDTH = const(240)
HEIGHT = const(240)
NVM_SIZE = const(4096)
# One 4 KB sector of the QSPI flash: erased bytes are written without an erase, so
# saves are appended and the sector is erased only when full (about 100,000 erases).
ERASE_UNIT = const(4096)
PROGRAM_ONLY = True
ENDURANCE = const(100000)
SAVE_EVERY = const(1)  # every decision of a person is saved
SPEED = const(115)  # percent of a PyBadge's: RP2040, 1,705 pystones/s on the firmware (AI budgets)
BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "X", "Y")


def keymap():
    """The keymap the emulator shares with the device."""
    return keymaps.Direct(
        (keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT, keys.A, keys.B, keys.START, keys.SELECT)
    )


def hardware():
    """The Hardware of this board."""
    import audiopwmio
    import board
    import keypad

    from boards import Keypad, picosystem
    from boards.sound import Tone

    pins = (
        board.SW_UP,
        board.SW_DOWN,
        board.SW_LEFT,
        board.SW_RIGHT,
        board.SW_A,
        board.SW_B,
        board.SW_X,
        board.SW_Y,
    )
    buttons = keypad.Keys(pins, value_when_pressed=False, pull=True)
    sound = Tone(audiopwmio.PWMAudioOut(board.AUDIO))
    return Keypad(picosystem, board.DISPLAY, buttons, sound)
