"""The app: a stack of scenes driven by key events, the clock and the display.

One loop serves the device and the emulator: poll keys, let the top scene act,
tick it, refresh the display (displayio draws only what changed).
"""

import gc

from engine.app.keyrepeat import KeyRepeat
from engine.app.loader import GameModules
from engine.app.settings import Settings
from engine.ui.theme import Metrics


class App:
    """Owns the hardware, the settings, the scene stack and the chosen game."""

    def __init__(self, hw):
        self.hw = hw
        self.metrics = Metrics(hw.width, hw.height)
        self.settings = Settings(hw.store)
        self.settings.load()
        self.scenes = []
        self.repeat = KeyRepeat()
        self.modules = None
        self.running = True

    # --- the scene stack -----------------------------------------------------
    def top(self):
        return self.scenes[-1]

    def push(self, scene):
        if self.scenes:
            self.top().cover()
        self.scenes.append(scene)
        scene.enter()
        self._show()

    def pop(self):
        if len(self.scenes) > 1:
            self.scenes.pop()
            self.top().enter()
            self._show()

    def replace(self, scene):
        self.scenes.pop()
        self.push(scene)

    def pop_to(self, scene_class):
        """Pop until a scene of scene_class is on top (the bottom scene stays)."""
        while len(self.scenes) > 1 and not isinstance(self.top(), scene_class):
            self.scenes.pop()
        self.top().enter()
        self._show()

    def _show(self):
        self.hw.show(self.top().group)

    # --- games -----------------------------------------------------------------
    def open_game(self, entry):
        """Import the chosen game's modules (dropping any other game's)."""
        if self.modules is not None and self.modules.game_id != entry[0]:
            self.close_game()
        if self.modules is None:
            gc.collect()
            self.modules = GameModules(entry)
        return self.modules

    def close_game(self):
        """Drop the game's modules from memory."""
        if self.modules is not None:
            self.modules.unload()
            self.modules = None

    def new_seed(self):
        """A seed for a new deal, from the clock."""
        return (self.hw.ticks_ms() * 40503 + 12345) & 0x3FFFFFFF

    # --- sound -----------------------------------------------------------------
    def click(self):
        """The short key click."""
        self.beep(1760, 6)

    def beep(self, freq, ms):
        if self.settings.sound:
            self.hw.tone(freq, ms)

    # --- the loop --------------------------------------------------------------
    def step(self):
        """Handle waiting key events, tick the top scene and refresh the display."""
        hw = self.hw
        now = hw.ticks_ms()
        event = hw.poll()
        while event is not None:
            key = self.repeat.event(event[0], event[1], now)
            if key >= 0:
                self.top().on_key(key)
            event = hw.poll()
        key = self.repeat.tick(now)
        if key >= 0:
            self.top().on_key(key)
        self.top().tick(now)
        hw.refresh()

    def safe_step(self):
        """step() under the top-level guard: an error shows a calm screen with a way back
        to the menu, never a traceback; the save is left as it was (the last move)."""
        try:
            self.step()
        except Exception as error:  # any error at all: the program must go on
            self.recover(error)

    def recover(self, error):
        from engine.app.notice import ErrorScene

        gc.collect()  # a MemoryError leaves little room for the error screen
        if isinstance(self.top(), ErrorScene):
            del self.scenes[1:]  # the error screen itself failed: back to the bottom scene
        self.push(ErrorScene(self, error))

    def run(self):
        """Run until the front end quits."""
        while self.running:
            self.safe_step()


def start(hw):
    """An app showing the title screen, and over it a notice if the save was unusable or
    the offer to continue a saved game."""
    from engine.app.notice import Notice
    from engine.app.scene import t
    from engine.app.title import TitleScene

    app = App(hw)
    app.push(TitleScene(app))
    problem = app.settings.problem
    if problem is not None:
        message = t("save_old") if problem == "version" else t("save_reset")
        app.push(Notice(app, t("error"), message))
        app.settings.save()
    else:
        from engine.app.menus import offer_resume

        offer_resume(app)
    return app
