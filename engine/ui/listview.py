"""A scrolling list of rows with a highlight bar: menus, settings, setup.

Rows are (text, value) pairs; value is None for plain actions and is drawn
right-aligned otherwise, between arrows on the selected row. A plain action may have
a note, (text, None, note): drawn right-aligned too, with no arrows (nothing to
change). The labels are made once; moving the cursor moves the bar and, when the list
scrolls, rewrites the visible texts.
"""

import displayio

from engine.ui import theme
from engine.ui.draw import fit, label, rect, set_attr, set_text


class ListView:
    """Rows at (x, y), width w, showing `visible` rows at a time."""

    def __init__(self, metrics, x, y, w, visible):
        self.metrics = metrics
        self.x = x
        self.y = y
        self.w = w
        self.visible = visible
        self.items = []
        self.index = 0
        self.top = 0
        s = metrics.scale
        self.room = (w - 2 * s) // metrics.cw  # characters of a row's text
        self.beside = (w - 6 * s) // metrics.cw  # of its text and value together
        self.group = displayio.Group()
        # The cursor: a gold bar under the row's inked pixels (its text is drawn dark on
        # it), from the accents over capitals to the descenders.
        self.bar = rect(x, y + 2 * s, w, metrics.lh, theme.ACCENT)
        self.group.append(self.bar)
        self.texts = []
        self.values = []
        for row in range(visible):
            ry = y + row * metrics.lh + s
            t = label("", x + 3 * s, ry, color=theme.TEXT, scale=s)
            v = label("", x + w - 3 * s, ry, color=theme.ACCENT, scale=s, anchor=(1.0, 0.0))
            self.texts.append(t)
            self.values.append(v)
            self.group.append(t)
            self.group.append(v)
        self.more_up = label("\u25b2", x + w - 1, y, color=theme.DIM, scale=s, anchor=(1.0, 0.5))
        # below the last row's bar (its bottom edge at y + visible * lh + 2 * s)
        self.more_down = label("\u25bc", x + w - 1, y + visible * metrics.lh + 2 * s,
                               color=theme.DIM, scale=s, anchor=(1.0, 0.5))
        self.group.append(self.more_up)
        self.group.append(self.more_down)

    def set_items(self, items, index=None):
        """Show new rows; keep the cursor unless index is given."""
        self.items = items
        if index is not None:
            self.index = index
        if self.index >= len(items):
            self.index = max(0, len(items) - 1)
        self._render()

    def move(self, delta):
        """Move the cursor by delta rows, wrapping at both ends."""
        if self.items:
            self.index = (self.index + delta) % len(self.items)
            self._render()

    def _render(self):
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + self.visible:
            self.top = self.index - self.visible + 1
        if self.top > max(0, len(self.items) - self.visible):
            self.top = max(0, len(self.items) - self.visible)
        for row in range(self.visible):
            i = self.top + row
            if i < len(self.items):
                item = self.items[i]
                text, value = item[0], item[1]
                if value is not None and i == self.index and (
                        len(text) + len(value) + 3 <= self.beside):
                    value = "\u25c0" + value + "\u25b6"  # arrows: LEFT/RIGHT change it
                elif value is None and len(item) > 2 and item[2]:
                    value = item[2]
                if value is not None:
                    text = fit(text, self.beside - len(value) - 1)
                set_text(self.texts[row], fit(text, self.room))
                set_text(self.values[row], "" if value is None else value)
                on = i == self.index
                set_attr(self.texts[row], "color", theme.BACKGROUND if on else theme.TEXT)
                set_attr(self.values[row], "color", theme.BACKGROUND if on else theme.ACCENT)
            else:
                set_text(self.texts[row], "")
                set_text(self.values[row], "")
        self.bar.y = self.y + (self.index - self.top) * self.metrics.lh + 2 * self.metrics.scale
        self.bar.hidden = not self.items
        self.more_up.hidden = self.top == 0
        self.more_down.hidden = self.top + self.visible >= len(self.items)
