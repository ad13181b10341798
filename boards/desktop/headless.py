"""The headless front end, for tests: a virtual clock, scripted buttons and keys,
screenshots and the text on screen.

Nothing happens by itself: time moves only in advance(), and the screen shows what the
last hw.refresh() drew, as on the device.
"""

from boards import keymaps
from boards.desktop import profiles
from boards.desktop.blinka import displayio, pygame
from boards.desktop.clock import TICKS_START


class Headless:
    """Drive an Emulator from a test: hw.frontend is this object."""

    def __init__(self):
        self.now = TICKS_START
        self.hw = None
        self.drawn = []  # the areas the last refresh that drew anything drew

    # --- the front-end protocol --------------------------------------------------
    def attach(self, hw):
        self.hw = hw

    def ticks_ms(self):
        return self.now

    def pump(self):
        pass

    def present(self, surface, areas):
        self.drawn = areas

    def wait(self, ms):
        """The app's loop sleeping: the virtual clock moves on (nothing really waits)."""
        if ms > 0:
            self.advance(ms)

    def beep(self, freq, ms):
        pass

    def close(self):
        pass

    # --- time ---------------------------------------------------------------------
    def advance(self, ms):
        """Move the virtual clock ms forward, playing scripted button steps on the way."""
        self.now = (self.now + ms) & keymaps.TICKS_MASK
        self.hw.run_steps(self.now)
        self.hw.keymap.update(self.now)

    # --- buttons and keys -------------------------------------------------------------
    def button(self, name):
        """A physical button's number from its name in the profile (or the number itself)."""
        if isinstance(name, int):
            return name
        return self.hw.profile.BUTTONS.index(name)

    def press(self, name):
        """Press a physical button now."""
        self.hw.keymap.press(self.button(name), self.now)

    def release(self, name):
        """Release a physical button now."""
        self.hw.keymap.release(self.button(name), self.now)

    def tap(self, name, ms=profiles.TAP_MS):
        """Press a button, wait ms, release it, wait a little."""
        self.press(name)
        self.advance(ms)
        self.release(name)
        self.advance(profiles.GAP_MS)

    def hold(self, name, ms=profiles.HOLD_MS):
        """Hold a button down for ms, then release it."""
        self.tap(name, ms)

    def key(self, key):
        """Play a logical key (engine.keys) with the profile's gesture, to its end."""
        end = self.hw.play(key)
        if end is None:
            raise ValueError("no gesture for key %d on %s" % (key, self.hw.name))
        self.advance(keymaps.elapsed(end, self.now) + profiles.GAP_MS)

    def type(self, name, down=True):
        """A keyboard key as the window front end would report it ('right', 'x', ...)."""
        self.hw.keyboard(name, down)

    # --- the screen --------------------------------------------------------------------
    def screenshot(self, path, scale=1):
        """Save the screen (as last refreshed) to a PNG, optionally scaled up."""
        surface = self.hw.display.surface
        if scale != 1:
            size = (surface.get_width() * scale, surface.get_height() * scale)
            surface = pygame.transform.scale(surface, size)
        pygame.image.save(surface, path)

    def pixel(self, x, y):
        """The (r, g, b) of a screen pixel."""
        return tuple(self.hw.display.surface.get_at((x, y)))[:3]

    def text_on_screen(self):
        """The texts of the visible labels, top to bottom, then left to right."""
        return [text for _, _, text in labels(self.hw.display.root_group)]


def labels(group):
    """(y, x, text) of every visible label under group, in reading order.

    Labels (adafruit_display_text) are Groups with a text; a hidden group hides all inside.
    """
    found = []
    _walk(group, 0, 0, 1, found)
    found.sort()
    return found


def _walk(group, x, y, scale, found):
    if group is None or group.hidden:
        return
    x += group.x * scale
    y += group.y * scale
    text = getattr(group, "text", None)
    if isinstance(text, str):
        # A label of several lines (engine.ui.draw.stacked) spaces its lines by blank
        # ones: read without them, a line a line.
        text = "\n".join([line for line in text.split("\n") if line])
        if text:
            found.append((y, x, text))
    elif isinstance(group, displayio.Group):
        scale *= group.scale
        for item in group:
            _walk(item, x, y, scale, found)
