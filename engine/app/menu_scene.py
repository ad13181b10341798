"""MenuScene, the base of the list screens (the menus, settings, setup, the pause menu): a
title over a ListView. Not needed while a game is played: the app forgets this module and
engine.ui.listview with the menus (App.forget_menus).
"""

from engine import keys
from engine.app.scene import Scene
from engine.ui import theme
from engine.ui.draw import label, rect
from engine.ui.listview import ListView


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
        self.title = label(self.heading, m.width // 2, m.scale * 2, color=theme.ACCENT,
                           scale=m.scale,
                           anchor=(0.5, 0.0))
        self.group.append(self.title)
        top = m.lh + 4 * m.scale
        visible = (m.height - top - m.scale) // m.lh
        self.list = ListView(m, 2 * m.scale, top, m.width - 4 * m.scale, visible)
        self.group.append(self.list.group)

    def cover(self):
        if self.list is not None:  # (None: covered already, or its making failed)
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
