"""The app: a stack of scenes driven by key events, the clock and the display.

One loop serves the device and the emulator: poll keys, let the top scene act,
tick it, refresh the display (displayio draws only what changed), then sleep for the
rest of the round's FRAME_MS (the CPU idles while a person thinks).
"""

import gc

import displayio

from engine.app.keyrepeat import KeyRepeat
from engine.app.loader import GameModules
from engine.app.scene import KEEP, forget_menu_texts
from engine.app.settings import Settings
from engine.budget import set_speed
from engine.compat import const
from engine.modules import forget, import_module, import_once
from engine.ticks import elapsed
from engine.ui.theme import Metrics

IDLE_SAVE_MS = 30000  # no key this long with a game changed: write it (Settings)
BATTERY_MS = 10000  # how often the battery is read, where the board can tell

# The menus' modules, the catalog they list and what only they use (the pause menu's too):
# none is needed while a game is played (App.forget_menus, which drops the menus' texts
# too; the game's entry stays in app.modules).
MENU_MODULES = ("engine.app.title", "engine.app.menus", "engine.app.setup", "engine.app.help",
                "engine.app.stats", "engine.catalog", "engine.app.pause",
                "engine.app.menu_scene", "engine.ui.listview", "engine.app.notice",
                "engine.app.play_start")
ANY = "*"  # App.held: names of more than one game, or of a review
# A round of the loop: a key waits at most this long to be seen (the keypad queues it).
FRAME_MS = const(20)

# Every scene by name (its NAME): the module that holds it and its class, a line each,
# read by scene_of() (one string: a dict of tuples held 0.7 KB more while a game is
# played). Scenes ask the app for one another by name (App.open, App.make, App.pop_to), so
# that no scene module imports another: the menus leave memory while a game is played
# and come back anew.
SCENES = ("title engine.app.title TitleScene\nmain_menu engine.app.menus MainMenu\n"
          "game_menu engine.app.menus GameMenu\nsettings engine.app.menus SettingsMenu\n"
          "resume_offer engine.app.menus ResumeOffer\nsetup engine.app.setup SetupMenu\n"
          "help engine.app.help HelpScene\nstats engine.app.stats StatsScene\n"
          "pause engine.app.pause PauseMenu\nprivacy engine.app.privacy PrivacyScene\n"
          "notice engine.app.notice Notice\nerror engine.app.notice ErrorScene")


def scene_of(name):
    """(module name, class name) of the scene called name (SCENES)."""
    for line in SCENES.split("\n"):
        key, module, kind = line.split(" ")
        if key == name:
            return module, kind
    raise KeyError(name)


class Dormant:
    """A menu scene under a game while it is played, asleep: only which scene to rebuild
    (its NAME) and its list's cursor, so that the menus' code can leave memory. App.pop
    and App.pop_to rebuild the scene when it is on top again."""

    WHILE_PLAYING = KEEP
    group = None  # nothing to show

    def __init__(self, name, index=None):
        self.NAME = name
        self.index = index

    def cover(self):
        """Asleep already: nothing to drop."""


class App:
    """Owns the hardware, the settings, the scene stack and the chosen game."""

    def __init__(self, hw):
        self.hw = hw
        set_speed(hw.speed)  # every AI's budget follows the board's speed
        self.metrics = Metrics(hw.width, hw.height)
        self.settings = Settings(hw.store, hw.save_every)
        self.settings.load()
        self.last_key = hw.ticks_ms()  # when a button last changed
        self.idle_saved = False  # the idle write was made since then
        self.battery_read = self.last_key  # when the battery was last read
        self.battery_lows = 0  # readings in a row below the board's low mark (2: warned)
        self.scenes = []
        self.repeat = KeyRepeat()
        self.modules = None
        # The game whose names this VM holds, once one was loaded (ANY: more than one, or
        # a review's): MicroPython never frees an interned name, so another game starts
        # in a fresh VM (engine/app/fresh.py).
        self.held = None
        self.next = None  # a change of scenes to make once no scene's method runs
        self.last_resort = None  # the screen recover() shows when the error screen fails
        self.blank = displayio.Group()  # shown while one screen is let go and the next made
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
            self._wake()
            self.top().enter()
            self._show()

    def replace(self, scene):
        self.scenes.pop()
        self.push(scene)

    def make(self, name, *args):
        """A new scene of the one called name (SCENES), made with (app, *args)."""
        module, kind = scene_of(name)
        return getattr(import_module(module), kind)(self, *args)

    def open(self, name, *args):
        """Push a new scene of the one called name (see make)."""
        self.push(self.make(name, *args))

    def pop_to(self, name, game_done=False):
        """Pop until the scene named name (its NAME) is on top; the bottom scene stays.
        The screen shown lets go of its display objects before the next is made; with
        game_done, the game's scene and AI code go too (a game's end: the menus come
        back in their room; on the firmware they had 3 KB left, or none)."""
        while len(self.scenes) > 1 and self.top().NAME != name:
            self.scenes.pop()
        self.hw.show(self.blank)
        if game_done and self.modules is not None:
            self.modules.forget("scene")
            self.modules.forget("ai")
        gc.collect()
        self._wake()
        self.top().enter()
        self._show()

    def forget_menus(self):
        """Forget the menus' modules (MENU_MODULES) and texts: while a game is played, and
        again whenever its screen is on top after a menu over it (the pause menu, the
        rules)."""
        for name in MENU_MODULES:
            forget(name)
        forget_menu_texts()

    def _wake(self):
        """Rebuild the top scene if it is asleep, its module imported again."""
        dormant = self.top()
        if isinstance(dormant, Dormant):
            scene = self.make(dormant.NAME)
            if dormant.index is not None:
                scene.index = dormant.index  # the list's cursor, as covering kept it
            self.scenes[-1] = scene

    def _show(self):
        self.hw.show(self.top().group)

    # --- games -----------------------------------------------------------------
    def open_game(self, entry):
        """Import the chosen game's modules (dropping any other game's)."""
        if self.modules is not None and self.modules.game_id != entry.id:
            self.close_game()
        if self.modules is None:
            gc.collect()
            self.modules = GameModules(entry)
        self.held = entry.id if self.held in (None, entry.id) else ANY
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
        if event is not None:
            self.last_key = now
            self.idle_saved = False
        elif self.settings.dirty and not self.idle_saved:
            if elapsed(now, self.last_key) >= IDLE_SAVE_MS:
                self.idle_saved = True  # once until the next key: an AI alone writes no more
                self.settings.save()
        while event is not None:
            key = self.repeat.event(event[0], event[1], now)
            if key >= 0:
                self.top().on_key(key)
            event = hw.poll()
        key = self.repeat.tick(now)
        if key >= 0:
            self.top().on_key(key)
        if hw.battery_low_mv and elapsed(now, self.battery_read) >= BATTERY_MS:
            self.battery_read = now
            self._check_battery()
        self.top().tick(now)
        if self.next is not None:  # (a static name: no more interned)
            then, self.next = self.next, None
            then()
        hw.refresh()

    def _check_battery(self):
        """Twice in a row below the board's low mark (one reading may be a dip): write
        what is unsaved and say so, once; a charged battery arms the warning again."""
        mv = self.hw.battery_mv()
        if mv is None or mv >= self.hw.battery_low_mv:
            self.battery_lows = 0
            return
        self.battery_lows += 1
        if self.battery_lows == 2:
            from engine.app.scene import more_texts

            self.settings.save()
            more = more_texts()
            self.open("notice", more["battery_title"], more["battery_low"])

    def safe_step(self):
        """step() under the top-level guard: an error shows a calm screen with a way back
        to the menu, never a traceback; the save is left as it was (the last move)."""
        try:
            self.step()
        except Exception as error:  # any error at all: the program must go on
            self.recover(error)

    def recover(self, error):
        report(error)
        gc.collect()  # a MemoryError leaves little room for the error screen
        try:
            if self.top().NAME == "error":
                del self.scenes[1:]  # the error screen itself failed: back to the bottom scene
            self.open("error", error)
        except Exception as again:  # no room even for that: the screen made at start
            report(again)
            del self.scenes[1:]
            self.close_game()
            gc.collect()
            self.scenes.append(self.last_resort)
            self._show()

    def run(self):
        """Run until the front end quits: a step, then asleep for the rest of the round
        (a step that took longer, an AI's move, sleeps not at all)."""
        hw = self.hw
        while self.running:
            start = hw.ticks_ms()
            self.safe_step()
            hw.wait(FRAME_MS - elapsed(hw.ticks_ms(), start))


def report(error):
    """The error's traceback on the console (a board's serial console: what a developer,
    and the firmware's tests, see of it); the screen says it calmly."""
    try:
        import traceback

        traceback.print_exception(error)
    except Exception:  # printing it needs memory too: its name at least
        print("Error:", type(error).__name__)


def start(hw):
    """An app showing the title screen, and over it what the store's load has to say
    (menus.offer_start: what could not be read, a power cut, the game to continue); after
    a restart, the screen its note names instead (engine/app/fresh.py)."""
    app = App(hw)
    app.last_resort = import_once("engine.app.last_resort").LastResort(app)
    note = hw.can_restart and hw.take_note()
    if note:
        import_once("engine.app.fresh").go_on(app, note)
    else:
        from engine.app.menus import offer_start

        app.open("title")
        offer_start(app)
    return app
