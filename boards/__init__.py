"""The board layer: load() returns the Hardware of the board the code runs on.

On CircuitPython the board module is picked by board.board_id; on a desktop (CPython) it is
the emulator in boards/desktop, configured by CONSOLE_BOARD and CONSOLE_FRONTEND. Nothing
here imports hardware modules at the top, so the emulator can share this file.
"""

import sys
import time


def main():
    """code.py: the app on this board, until the front end quits (a desktop: the
    emulator's loop, which also starts the app again after a restart)."""
    if sys.implementation.name == "cpython":
        from boards.desktop.emulator import main as emulate

        return emulate()
    from os import getenv

    from engine.app.app import start

    if getenv("POCKET_CARDS_TRACE") in (1, "1"):  # the device harness (boards/trace.py)
        return __import__("boards.trace").trace.traced(load(), start).run()
    start(load()).run()


# board.board_id -> module in boards/
MODULES = {
    "pybadge": "pybadge",
    "pygamer": "pygamer",
    "clue_nrf52840_express": "clue",
    "pimoroni_picosystem": "picosystem",
    "raspberry_pi_pico": "pico_display",
    "raspberry_pi_pico_w": "pico_display",
    "raspberry_pi_pico2": "pico_display",
    "raspberry_pi_pico2_w": "pico_display",
}


def load():
    """The Hardware for this board (the emulator on a desktop)."""
    if sys.implementation.name == "cpython":
        from boards.desktop.emulator import load as load_emulator

        return load_emulator()
    import board

    name = MODULES.get(board.board_id)
    if name is None:
        raise RuntimeError("no board module for " + board.board_id)
    name = "boards." + name
    __import__(name)
    return sys.modules[name].hardware()


class Store:
    """A fixed-size byte store over an NVM-like buffer (microcontroller.nvm or a bytearray)
    with the flash's geometry for engine.save: the erase unit and whether erased bytes can
    be written without an erase (docs/ARCHITECTURE.md, "Saving")."""

    def __init__(self, nvm, unit=None, program_only=False):
        self.nvm = nvm
        self.size = len(nvm)
        self.unit = self.size if unit is None else unit
        self.program_only = program_only

    def _check(self, offset, n):
        if offset < 0 or n < 0 or offset + n > self.size:
            raise ValueError("store range")

    def read(self, offset, n):
        """n bytes from offset."""
        self._check(offset, n)
        return bytes(self.nvm[offset : offset + n])

    def write(self, offset, data):
        """Write data at offset (on the device: erase and program, see engine.flash)."""
        self._check(offset, len(data))
        self.nvm[offset : offset + len(data)] = data


class Hardware:
    """What the app uses of a board; the board modules and the emulator fill in the parts.

    The display never refreshes by itself (auto_refresh off): refresh() draws the dirty
    areas once the app has finished changing a scene, so a half-updated scene never shows.
    speed: the board's speed in percent of a PyBadge's (its module's SPEED), for the AIs.
    battery_low_mv: below this battery voltage the app saves and warns (0: no monitor).
    """

    speed = 100
    battery_low_mv = 0
    # restart(note) starts the program afresh and take_note() reads the note (boards/note.py
    # on a board with alarm.sleep_memory; the emulator's own)
    can_restart = False

    def __init__(self, name, display, keymap, store, ticks_ms, sound=None, save_every=1):
        self.name = name
        self.display = display
        self.width = display.width
        self.height = display.height
        self.keymap = keymap
        self.store = store
        self.ticks_ms = ticks_ms
        self.sound = sound
        self.save_every = save_every  # a person's decisions between two saves (SAVE_EVERY)
        display.auto_refresh = False

    def show(self, group):
        """Make group the root of the display (drawn at the next refresh)."""
        self.display.root_group = group

    def refresh(self):
        """Draw what changed since the last refresh."""
        self.display.refresh()

    def poll(self):
        """The next (key, pressed) event with key from engine.keys, or None."""
        now = self.ticks_ms()
        self.scan(now)
        self.keymap.update(now)
        if self.sound is not None:
            self.sound.update(now)
        return self.keymap.next()

    def scan(self, now):
        """Feed the keymap the button changes since the last call."""

    def tone(self, freq, ms):
        """A short square-wave beep; nothing on boards without a speaker."""
        if self.sound is not None:
            self.sound.play(freq, ms, self.ticks_ms())

    def battery_mv(self):
        """The battery's voltage in millivolts, or None where the board cannot tell."""
        return None

    def wait(self, ms):
        """Sleep ms milliseconds (none for ms <= 0): CircuitPython idles the CPU until the
        next interrupt meanwhile; the keypad still queues every press."""
        if ms > 0:
            time.sleep(ms / 1000)

    def key_help(self):
        """(English, German) lines of what this board's buttons do (boards/keyhelp.py,
        read for the controls page only)."""
        from engine.modules import import_once

        return import_once("boards.keyhelp").HELP[self.name]


class Keypad(Hardware):
    """A device whose buttons are a keypad object (Keys or ShiftRegisterKeys).

    profile: the board module (NAME, keymap(), ...).
    """

    def __init__(self, profile, display, keypad_keys, sound=None):
        import keypad
        import microcontroller
        import supervisor

        Hardware.__init__(
            self,
            profile.NAME,
            display,
            profile.keymap(),
            Store(microcontroller.nvm, profile.ERASE_UNIT, profile.PROGRAM_ONLY),
            supervisor.ticks_ms,
            sound,
            profile.SAVE_EVERY,
        )
        self.speed = profile.SPEED
        # The program made the display (not the board's own): let go before a restart, so
        # that CircuitPython does not show its console on it until the next VM's first frame
        self.own_display = getattr(profile, "OWN_DISPLAY", False)
        self._sleep = None  # alarm.sleep_memory, where the build has it (RP2350: none)
        try:
            import alarm

            self._sleep = alarm.sleep_memory
            self.can_restart = len(self._sleep) >= 256  # boards/note.py's NOTE_ROOM
        except ImportError:  # a build without it: everything in one VM
            pass
        self.keys = keypad_keys
        self._event = keypad.Event()
        self._battery = None
        pin = getattr(profile, "BATTERY_PIN", None)
        if pin is not None:
            import analogio
            import board

            self._battery = analogio.AnalogIn(getattr(board, pin))
            self.battery_low_mv = profile.BATTERY_LOW_MV

    def restart(self, note):
        """Start the program afresh in a new VM and hand it note (bytes): never returns."""
        __import__("boards.note").note.restart(note, self.own_display)

    def take_note(self):
        """The note the program that restarted this one left (once), or None (a start
        without a frame's first byte, 'P', loads nothing for it)."""
        if self._sleep[0] != 0x50:
            return None
        from engine.modules import import_once

        return import_once("boards.note").take_note()

    def battery_mv(self):
        """The battery's voltage: the pin reads half of it, 0-65535 for 0-3.3 V."""
        if self._battery is None:
            return None
        return self._battery.value * 6600 // 65535

    def scan(self, now):
        event = self._event
        keymap = self.keymap
        while self.keys.events.get_into(event):
            if event.pressed:
                keymap.press(event.key_number, now)
            else:
                keymap.release(event.key_number, now)
