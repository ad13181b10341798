"""The emulator's clock: milliseconds that wrap like supervisor.ticks_ms(), and sleep."""

import time

from boards import keymaps

TICKS_START = keymaps.TICKS_PERIOD - 65000  # supervisor.ticks_ms() starts here too


class Clock:
    """ticks_ms() from the real clock, wrapping like the device's."""

    def __init__(self):
        self._start = time.monotonic()

    def ticks_ms(self):
        return (TICKS_START + int((time.monotonic() - self._start) * 1000)) & keymaps.TICKS_MASK


def sleep_ms(ms):
    """The window's and the terminal's wait: a real sleep, as on the device."""
    if ms > 0:
        time.sleep(ms / 1000)
