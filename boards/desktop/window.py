"""The window front end: the emulated screen in a pygame window, scaled by CONSOLE_SCALE.

Keyboard keys become logical keys (profiles.KEYBOARD); closing the window ends the
program (SystemExit from the next poll).
"""

import os

from boards.desktop import profiles
from boards.desktop.blinka import pygame
from boards.desktop.clock import Clock, sleep_ms

_NAMES = {
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_x: "x",
    pygame.K_SPACE: "space",
    pygame.K_z: "z",
    pygame.K_BACKSPACE: "backspace",
    pygame.K_ESCAPE: "escape",
    pygame.K_RETURN: "enter",
    pygame.K_KP_ENTER: "enter",
    pygame.K_TAB: "tab",
    pygame.K_LSHIFT: "shift",
    pygame.K_RSHIFT: "shift",
}


def scale_for(width, height, wanted, desktop):
    """The largest integer scale up to wanted at which the screen fits the desktop."""
    scale = max(1, wanted)
    while scale > 1 and (width * scale > desktop[0] or height * scale > desktop[1] - 80):
        scale -= 1
    return scale


class Window:
    """A pygame window showing the emulated display."""

    def __init__(self, profile):
        pygame.display.init()
        wanted = int(os.environ.get("CONSOLE_SCALE") or 4)
        sizes = pygame.display.get_desktop_sizes()
        desktop = sizes[0] if sizes else (4096, 4096)
        self.scale = scale_for(profile.WIDTH, profile.HEIGHT, wanted, desktop)
        size = (profile.WIDTH * self.scale, profile.HEIGHT * self.scale)
        self.screen = pygame.display.set_mode(size)
        caption = "Pocket card console: %s (%s)" % (profile.NAME, profiles.KEYBOARD_HELP)
        pygame.display.set_caption(caption)
        self.ticks_ms = Clock().ticks_ms
        self.hw = None
        self._surface = None
        self.wait = sleep_ms  # the app's loop sleeps between its rounds
        self._sound = None

    def attach(self, hw):
        self.hw = hw

    def pump(self):
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                raise SystemExit(0)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_q:
                raise SystemExit(0)  # as the title says (profiles.KEYBOARD_HELP)
            if event.type in (pygame.KEYDOWN, pygame.KEYUP):
                name = _NAMES.get(event.key)
                if name is not None:
                    self.hw.keyboard(name, event.type == pygame.KEYDOWN)
            elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
                self._show()

    def present(self, surface, areas):
        self._surface = surface
        self._show()

    def _show(self):
        if self._surface is not None:
            pygame.transform.scale(self._surface, self.screen.get_size(), self.screen)
            pygame.display.flip()

    def beep(self, freq, ms):
        """A square-wave beep through pygame's mixer, when there is a sound device."""
        if self._sound is None:
            self._sound = _Beeper()
        self._sound.play(freq, ms)

    def close(self):
        pygame.display.quit()


class _Beeper:
    """Square-wave beeps made on demand (cached by pitch and length)."""

    def __init__(self):
        self._cache = {}
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=1)
            self.rate, _, self.channels = pygame.mixer.get_init()
            self.ok = True
        except pygame.error:
            self.ok = False

    def play(self, freq, ms):
        if not self.ok or freq <= 0 or ms <= 0:
            return
        sound = self._cache.get((freq, ms))
        if sound is None:
            half = max(1, self.rate // (2 * freq))
            high = (3000).to_bytes(2, "little", signed=True) * self.channels
            low = (-3000).to_bytes(2, "little", signed=True) * self.channels
            samples = bytearray()
            for index in range(self.rate * ms // 1000):
                samples += high if (index // half) % 2 == 0 else low
            sound = pygame.mixer.Sound(buffer=bytes(samples))
            self._cache[(freq, ms)] = sound
        sound.play()
