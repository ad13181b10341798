"""The emulator's Hardware: Blinka displayio drawing into a pygame surface, for any profile.

The display is a PyGameDisplay that draws off screen; a front end shows the surface
(window, terminal) or lets tests read it (headless). Keys reach the same keymap as on the
device: keyboard key -> logical key -> gesture on the profile's buttons -> keymap. The
clock wraps like supervisor.ticks_ms(), first 65 seconds after start, as on the device.
"""

import os
import sys

from boards import Hardware, keymaps
from boards import load as load_board
from boards.desktop import profiles
from boards.desktop.blinka import Area, PyGameDisplay, busdisplay, displayio, numpy, pygame
from boards.note import NOTE_ROOM, frame, read
from engine.flash import Flash

FRONTENDS = ("window", "terminal", "headless")
NOWHERE_TO_PLAY = (
    "No display and no terminal to play in: run `make run` in a terminal window, or on a"
    " desktop with a display (FRONTEND=window|terminal chooses). The headless front end"
    " has no keys: it is for the tests (CONSOLE_FRONTEND=headless)."
)


class Restart(BaseException):
    """The end of the emulated program at a restart (Emulator.restart; on a board
    supervisor.reload() ends the VM): main() starts the next. A BaseException, so that no
    guard of the app's catches it."""


def main():
    """code.py on the desktop: the app until the front end quits, started again on the
    same emulator (display, store, clock) after each restart, in a fresh VM's stead."""
    hw = load_board()
    while True:
        from engine.app.app import start  # anew after fresh_vm()

        try:
            start(hw).run()
            return
        except Restart:
            hw.fresh_vm()


def load():
    """The emulator as the environment asks (CONSOLE_BOARD, CONSOLE_FRONTEND, CONSOLE_STORE).

    With no front end asked for and neither a display nor a terminal, SystemExit with
    NOWHERE_TO_PLAY: a headless game nobody can see or steer would spin forever."""
    frontend = os.environ.get("CONSOLE_FRONTEND") or default_frontend()
    if frontend == "headless" and not os.environ.get("CONSOLE_FRONTEND"):
        raise SystemExit(NOWHERE_TO_PLAY)
    return Emulator(
        os.environ.get("CONSOLE_BOARD") or profiles.DEFAULT,
        frontend,
        os.environ.get("CONSOLE_STORE"),
    )


def default_frontend():
    """window with a display, else terminal on a tty, else headless."""
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return "window"
    if sys.platform in ("darwin", "win32"):
        return "window"
    if sys.stdin.isatty() and sys.stdout.isatty():
        return "terminal"
    return "headless"


def default_store_path(name):
    """Where a profile's NVM lives between runs."""
    home = os.path.expanduser("~")
    return os.path.join(home, ".local", "share", "pocket-card-console", name + ".nvm")


class ScreenDisplay(PyGameDisplay):
    """A PyGameDisplay that draws into an off-screen surface, dirty areas only.

    PyGameDisplay redraws the whole screen at every refresh and owns the pygame window;
    here refresh draws what displayio marks dirty, like the device, and the front end
    decides where the pixels go. areas: the rectangles the last refresh drew.
    """

    def _initialize(self, init_sequence):
        self._pygame_screen = pygame.Surface((self.width, self.height))
        self.areas = []

    def _refresh_area(self, area):
        # PyGameDisplay's own version sizes its buffer one pixel short for an odd pixel
        # count; it never met one, drawing only the whole screen. This one draws any area.
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        width, height = clipped.width(), clipped.height()
        pixels = width * height
        buffer = memoryview(bytearray((pixels + 1) // 2 * 4))
        mask = memoryview(bytearray((pixels // 32 + 1) * 4)).cast("I")
        self._core.fill_area(clipped, mask, buffer)
        rgb = _rgb565_to_rgb(bytes(buffer[: pixels * 2]))
        surface = pygame.image.frombuffer(rgb, (width, height), "RGB")
        self._pygame_screen.blit(surface, (clipped.x1, clipped.y1))
        return True

    def _refresh_display(self):
        if not self._core.start_refresh():
            return False
        self.areas = busdisplay.BusDisplay._get_refresh_areas(self)
        for area in self.areas:
            self._refresh_area(area)
        self._core.finish_refresh()
        return True

    def _background(self):
        pass

    def _release(self):
        busdisplay.BusDisplay._release(self)

    @property
    def surface(self):
        """The emulated screen's pixels (a pygame Surface)."""
        return self._pygame_screen


def _rgb565_to_rgb(data):
    """RGB bytes from displayio's byte-swapped RGB565 pixels (as PyGameDisplay converts)."""
    words = numpy.frombuffer(data, dtype=numpy.dtype(numpy.uint16).newbyteorder("S"))
    red = (((words & 0xF800) >> 11) * 255.0 / 31.0).astype(numpy.uint8)
    green = (((words & 0x07E0) >> 5) * 255.0 / 63.0).astype(numpy.uint8)
    blue = ((words & 0x001F) * 255.0 / 31.0).astype(numpy.uint8)
    return numpy.column_stack((red, green, blue)).tobytes()


class FlashStore(Flash):
    """A profile's NVM as its chip's driver writes it (engine.flash: erase units, erase
    counts), kept in a file when given a path; a new store reads 0xFF like erased flash.
    Each write replaces the file whole (a new file, then a rename), so the file itself is
    never torn."""

    def __init__(self, profile, path=None):
        Flash.__init__(self, (profile.NVM_SIZE, profile.ERASE_UNIT, profile.PROGRAM_ONLY,
                              profile.ENDURANCE))
        self.path = path
        if path is not None and os.path.exists(path):
            with open(path, "rb") as file:
                old = file.read(self.size)
            self.data[: len(old)] = old

    def write(self, offset, data):
        Flash.write(self, offset, data)
        if self.path is None:
            return
        folder = os.path.dirname(self.path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        temporary = self.path + ".tmp"
        with open(temporary, "wb") as file:
            file.write(self.data)
        os.replace(temporary, self.path)


def _frontend(kind, profile):
    if kind == "window":
        from boards.desktop.window import Window

        return Window(profile)
    if kind == "terminal":
        from boards.desktop.terminal import Terminal

        return Terminal(profile)
    if kind == "headless":
        from boards.desktop.headless import Headless

        return Headless()
    raise ValueError("unknown front end %r (known: %s)" % (kind, ", ".join(FRONTENDS)))


def _release_displays():
    for display in displayio.displays:
        display.root_group = None
    displayio.release_displays()


class Emulator(Hardware):
    """Hardware for a desktop: profile name, front end kind, NVM file (None: the default
    file, or for headless a fresh store in memory)."""

    def __init__(self, board=profiles.DEFAULT, frontend="headless", store_path=None):
        profile = profiles.profile(board)
        if frontend != "window":
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        front = _frontend(frontend, profile)
        _release_displays()
        display = ScreenDisplay(width=profile.WIDTH, height=profile.HEIGHT, auto_refresh=False)
        if store_path is None and frontend != "headless":
            store_path = default_store_path(profile.NAME)
        Hardware.__init__(
            self, profile.NAME, display, profile.keymap(),
            FlashStore(profile, store_path), front.ticks_ms, save_every=profile.SAVE_EVERY
        )
        self.profile = profile
        self.speed = profile.SPEED  # the AIs search as much as on that board
        self.battery_low_mv = getattr(profile, "BATTERY_LOW_MV", 0)
        self.battery = None  # a battery voltage in mV tests may set (None: no battery)
        self.frontend = front
        self.last_tone = None
        self._steps = []  # scripted (due, button, pressed), in time order
        self.sleep_memory = bytearray(NOTE_ROOM)  # as a board's alarm.sleep_memory
        self.restarts = 0  # how often the program started afresh (tests, tools)
        front.attach(self)

    # --- what the app calls ------------------------------------------------------
    def battery_mv(self):
        return self.battery if self.battery_low_mv else None

    def scan(self, now):
        self.frontend.pump()
        self.run_steps(now)

    def refresh(self):
        display = self.display
        display.refresh()
        if display.areas:
            self.frontend.present(display.surface, display.areas)
            display.areas = []

    def wait(self, ms):
        self.frontend.wait(ms)  # headless: the virtual clock moves on instead

    def tone(self, freq, ms):
        self.last_tone = (freq, ms)
        self.frontend.beep(freq, ms)

    # --- a fresh VM, as a board's supervisor.reload() ---------------------------------
    can_restart = True

    def restart(self, note):
        """Keep note in the sleep memory and end this program (run() starts the next)."""
        kept = frame(note)
        self.sleep_memory[0 : len(kept)] = kept
        raise Restart()

    def take_note(self):
        note = read(self.sleep_memory)
        self.sleep_memory[0] = 0
        return note

    def fresh_vm(self):
        """What a reload gives a board: every module of the program imported anew (the
        engine's; the emulator and Blinka stay, as a board's firmware does), the keypad
        and its queued presses afresh. The display, the store and the clock go on."""
        for name in list(sys.modules):
            if name == "engine" or name.startswith("engine."):
                del sys.modules[name]
        self.keymap = self.profile.keymap()
        self._steps = []
        self.restarts += 1

    # --- keys from the front ends --------------------------------------------------
    def keyboard(self, name, down):
        """A keyboard key went down or up (names as in profiles.KEYBOARD)."""
        key = profiles.KEYBOARD.get(name)
        if key is None:
            return
        button = profiles.follower(self.keymap, key)
        if button is not None:
            if down:
                self.keymap.press(button, self.ticks_ms())
            else:
                self.keymap.release(button, self.ticks_ms())
        elif down:
            self.play(key)

    def play(self, key):
        """Script the gesture that gives key on this profile's buttons, after any scripted
        before it; returns when (ticks) it ends, or None if the profile has no such key."""
        steps = profiles.gesture(self.keymap, key)
        if steps is None:
            return None
        start = self.ticks_ms()
        if self._steps:
            last = self._steps[-1][0] + profiles.GAP_MS
            if keymaps.ticks_diff(last, start) > 0:
                start = last
        for at, button, pressed in steps:
            self._steps.append(((start + at) & keymaps.TICKS_MASK, button, pressed))
        return self._steps[-1][0]

    def run_steps(self, now):
        """Apply the scripted button steps due by now, each at its own time."""
        steps = self._steps
        keymap = self.keymap
        while steps and keymaps.ticks_diff(now, steps[0][0]) >= 0:
            due, button, pressed = steps.pop(0)
            keymap.update(due)
            if pressed:
                keymap.press(button, due)
            else:
                keymap.release(button, due)

    def close(self):
        """Give the display back (another Emulator may follow) and close the front end."""
        _release_displays()
        self.frontend.close()
