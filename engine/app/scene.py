"""Scenes: one screen each, stacked by the app. MenuScene is the list-screen base."""

import displayio

from engine import keys
from engine.compat import const
from engine.lang import Texts, current, tr
from engine.ui import theme
from engine.ui.draw import label, rect
from engine.ui.listview import ListView

# What a scene under a game becomes while the game is played (Scene.WHILE_PLAYING; App.rest).
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


class MenuScene(Scene):
    """A titled list: A chooses, LEFT/RIGHT change a value, B goes back.

    Its display objects exist only while it is on top: cover() drops them and enter()
    makes them again, keeping the cursor.
    """

    def __init__(self, app, title):
        super().__init__(app)
        self.heading = title
        self.title = None
        self.list = None
        self.index = 0

    def _make(self):
        m = self.app.metrics
        self.group.append(rect(0, 0, m.width, m.height, theme.BACKGROUND))
        self.group.append(rect(0, 0, m.width, m.lh + 2 * m.scale, theme.PANEL))
        self.title = label(self.heading, m.width // 2, m.scale * 2, theme.ACCENT, m.scale,
                           (0.5, 0.0))
        self.group.append(self.title)
        top = m.lh + 4 * m.scale
        visible = (m.height - top - m.scale) // m.lh
        self.list = ListView(m, 2 * m.scale, top, m.width - 4 * m.scale, visible)
        self.group.append(self.list.group)

    def cover(self):
        self.index = self.list.index
        self.clear()
        self.title = None
        self.list = None

    def rows(self):
        """The rows: a list of (text, value or None)."""
        return []

    def choose(self, index):
        """A was pressed on row index."""

    def change(self, index, delta):
        """LEFT (-1) or RIGHT (+1) on row index; rows with values cycle."""

    def back(self):
        """B was pressed: leave this screen."""
        self.app.pop()

    def refresh_rows(self, index=None):
        """Redraw the rows after a change (texts, language)."""
        self.list.set_items(self.rows(), index)

    def enter(self):
        if self.list is None:
            self._make()
            self.refresh_rows(self.index)
        else:
            self.refresh_rows()

    def on_key(self, key):
        if key == keys.UP:
            self.list.move(-1)
        elif key == keys.DOWN:
            self.list.move(1)
        elif key == keys.LEFT or key == keys.RIGHT:
            index = self.list.index
            if self.list.items and self.list.items[index][1] is not None:
                self.change(index, -1 if key == keys.LEFT else 1)
                self.refresh_rows()
            elif key == keys.RIGHT:
                self.list.move(1)  # two-button boards: RIGHT walks the list
        elif key == keys.A:
            self.choose(self.list.index)
        elif key == keys.B:
            self.back()
        self.app.click()


_shell = [None]  # the shell's Texts


def t(key):
    """The shell's text for key in the current language."""
    _shell[0] = texts = current(_shell[0], "engine.app.text")
    return tr(texts.TEXT, key)


def more_texts():
    """The shell's rare texts in the current language (engine/app/text_more.py), read for
    one use: they are not on the heap the rest of the time."""
    return Texts("engine.app.text_more").TEXT
