"""PyGamer: 160x128, four keys on a shift register and an analog joystick.

The keys are numbered B, A, START, SELECT like the PyBadge's first four; the joystick's
directions become buttons 4-7 (RIGHT, DOWN, UP, LEFT), so the PyBadge keymap serves.
"""

from boards import Keypad, keymaps, pybadge
from engine.compat import const

NAME = "pygamer"
WIDTH = const(160)
HEIGHT = const(128)
NVM_SIZE = const(8192)
ERASE_UNIT = pybadge.ERASE_UNIT  # the PyBadge's chip (SAMD51)
PROGRAM_ONLY = pybadge.PROGRAM_ONLY
ENDURANCE = pybadge.ENDURANCE
SAVE_EVERY = pybadge.SAVE_EVERY
SPEED = pybadge.SPEED  # the PyBadge's speed too, for the AIs' budgets
BATTERY_PIN = pybadge.BATTERY_PIN  # the same battery monitor on A6
BATTERY_LOW_MV = pybadge.BATTERY_LOW_MV
BUTTONS = pybadge.BUTTONS
keymap = pybadge.keymap


class Joystick(Keypad):
    """Keys from keypad; directions from the joystick, read at every poll."""

    def __init__(self, profile, display, keypad_keys, sound, stick_x, stick_y):
        Keypad.__init__(self, profile, display, keypad_keys, sound)
        self.stick_x = stick_x
        self.stick_y = stick_y
        self._held = 0

    def scan(self, now):
        Keypad.scan(self, now)
        held = keymaps.stick(self.stick_x.value, self.stick_y.value, self._held)
        changed = held ^ self._held
        self._held = held
        for index in range(4):
            bit = 1 << index
            if changed & bit:
                if held & bit:
                    self.keymap.press(4 + index, now)
                else:
                    self.keymap.release(4 + index, now)


def hardware():
    """The Hardware of this board."""
    import analogio
    import audioio
    import board
    import keypad

    from boards import pygamer
    from boards.sound import Tone

    keys = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK,
        data=board.BUTTON_OUT,
        latch=board.BUTTON_LATCH,
        key_count=4,
        value_when_pressed=True,
    )
    sound = Tone(audioio.AudioOut(board.SPEAKER), board.SPEAKER_ENABLE)
    stick_x = analogio.AnalogIn(board.JOYSTICK_X)
    stick_y = analogio.AnalogIn(board.JOYSTICK_Y)
    return Joystick(pygamer, board.DISPLAY, keys, sound, stick_x, stick_y)
