"""Raspberry Pi Pico with a Pimoroni Pico Display Pack: 240x135, buttons A, B, X, Y.

The pack has no board.DISPLAY: this module starts its ST7789 on SPI itself. Landscape,
A and B on the left edge (A above B), X and Y on the right edge (X above Y). Each button
gives one key on a tap and another while held (gestures.TapHold). No speaker.
"""

from boards import gestures
from engine import keys
from engine.compat import const

NAME = "pico_display"
WIDTH = const(240)
HEIGHT = const(135)
NVM_SIZE = const(4096)
# An RP2040's NVM, as on the PicoSystem (boards/picosystem.py says why these values).
ERASE_UNIT = const(4096)
PROGRAM_ONLY = True
ENDURANCE = const(100000)
SAVE_EVERY = const(1)
SPEED = const(115)  # percent of a PyBadge's: RP2040, 1,705 pystones/s on the firmware (AI budgets)
BUTTONS = ("A", "B", "X", "Y")  # GP12, GP13, GP14, GP15
OWN_DISPLAY = True  # made here, let go before a restart (boards/note.py)

# ST7789 start-up, as displayio wants it: command, parameter count (bit 7: a delay
# byte follows), parameters, delay in ms.
_INIT = (
    b"\x01\x80\x96"  # software reset, 150 ms
    b"\x11\x80\x78"  # out of sleep, 120 ms
    b"\x3a\x81\x55\x0a"  # 16-bit colour (RGB565), 10 ms
    b"\x36\x01\xc0"  # memory access: rows and columns mirrored (rotation 270 below)
    b"\x21\x80\x0a"  # inverted colours, as the IPS panel needs; 10 ms
    b"\x13\x80\x0a"  # normal display mode, 10 ms
    b"\x29\x80\x64"  # display on, 100 ms
)


def keymap():
    """The keymap the emulator shares with the device."""
    return gestures.TapHold(
        taps=(keys.A, keys.B, keys.LEFT, keys.RIGHT),
        holds=(keys.SELECT, keys.START, keys.UP, keys.DOWN),
    )


def _display(board, displayio):
    """The pack's 240x135 ST7789 (the panel sits at column 53, row 40 of the chip's RAM)."""
    import busio

    try:
        from fourwire import FourWire
    except ImportError:  # CircuitPython 8
        from displayio import FourWire
    try:
        from busdisplay import BusDisplay
    except ImportError:  # CircuitPython 8
        from displayio import Display as BusDisplay

    displayio.release_displays()
    spi = busio.SPI(board.GP18, MOSI=board.GP19)
    bus = FourWire(spi, command=board.GP16, chip_select=board.GP17, baudrate=62_500_000)
    return BusDisplay(
        bus,
        _INIT,
        width=WIDTH,
        height=HEIGHT,
        rowstart=40,
        colstart=53,
        rotation=270,
        backlight_pin=board.GP20,
        auto_refresh=False,
    )


def hardware():
    """The Hardware of this board."""
    import board
    import displayio
    import keypad

    from boards import Keypad, pico_display

    pins = (board.GP12, board.GP13, board.GP14, board.GP15)
    buttons = keypad.Keys(pins, value_when_pressed=False, pull=True)
    return Keypad(pico_display, _display(board, displayio), buttons)
