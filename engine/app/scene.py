"""Scenes: one screen each, stacked by the app (the list screens' base, MenuScene, is in
engine/app/menu_scene.py: no game screen needs it)."""

import displayio

from engine.compat import const
from engine.lang import Texts, current, tr

# What a scene under a game becomes while the game is played (Scene.WHILE_PLAYING; play_start.rest).
KEEP = const(0)  # it stays as it is
SLEEP = const(1)  # a placeholder that rebuilds it, SceneClass(app), once it is on top again
DROP = const(2)  # removed: nothing comes back to it


class Scene:
    """A screen: a displayio group plus key handling. Subclasses override."""

    NAME = ""  # the scene's name in engine.app.app.SCENES: how other scenes ask for it
    WHILE_PLAYING = KEEP
    app = None  # the App that shows it
    group = None  # its displayio group: what the display shows while it is on top

    def __init__(self, app):
        self.app = app
        self.group = displayio.Group()

    def on_key(self, key):
        """A key press (or auto-repeat of a held direction)."""

    def tick(self, now):
        """Called every loop with the millisecond clock."""

    def enter(self):
        """The scene became the top of the stack (pushed, or uncovered by a pop)."""

    def cover(self):
        """Another scene was pushed on top of this one."""

    def clear(self):
        """Drop every display object of the group (menus do it while covered: on the
        device the screens under the top one would otherwise hold their memory)."""
        group = self.group
        while len(group):
            group.pop()


_shell = [None, None]  # the shell Texts: engine/app/text.py, and text_menus.py


def t(key):
    """The shell's text for key in the current language: from engine/app/text.py (what is
    shown while a game is played), else from text_menus.py (the menus'), which is read when
    a menu first asks and dropped while a game is played (forget_menu_texts)."""
    _shell[0] = texts = current(_shell[0], "engine.app.text")
    if key not in texts.TEXT:
        _shell[1] = texts = current(_shell[1], "engine.app.text_menus")
    return tr(texts.TEXT, key)


def forget_menu_texts():
    """Drop the menus' texts (App.forget_menus): a menu reads them again."""
    _shell[1] = None


def more_texts():
    """The shell's rare texts in the current language (engine/app/text_more.py), read for
    one use: they are not on the heap the rest of the time."""
    return Texts("engine.app.text_more").TEXT
