"""A card on screen: an edge, a face and up to two lines of text.

Made once per place on the table and then restyled: set(...) changes the
texts and colours, frame(...) the edge colour (cursor, legal, last move).
Only the parts that change are redrawn by displayio.
"""

import displayio

from engine.ui import theme
from engine.ui.draw import label, rect, set_text


class CardView:
    """A w x h card at (x, y); scale is the text scale."""

    def __init__(self, x, y, w, h, scale=1):
        self.group = displayio.Group(x=x, y=y)
        self.edge = rect(0, 0, w, h, theme.CARD_EDGE)
        self.face = rect(1, 1, w - 2, h - 2, theme.CARD)
        cx = w // 2
        self.top = label("", cx, 2 * scale, theme.CARD_BLACK, scale, (0.5, 0.0))
        self.bottom = label("", cx, h - 2 * scale, theme.CARD_BLACK, scale, (0.5, 1.0))
        for part in (self.edge, self.face, self.top, self.bottom):
            self.group.append(part)
        self.w = w
        self.h = h

    def set(self, top, top_color, bottom="", bottom_color=theme.CARD_BLACK, face=theme.CARD):
        """Show texts on a face of the given colour."""
        self.group.hidden = False
        set_text(self.top, top)
        set_text(self.bottom, bottom)
        if self.top.color != top_color:
            self.top.color = top_color
        if self.bottom.color != bottom_color:
            self.bottom.color = bottom_color
        self.face.pixel_shader = theme.palette(face)

    def frame(self, color):
        """The edge colour: theme.CARD_EDGE normally, ACCENT for the cursor..."""
        self.edge.pixel_shader = theme.palette(color)

    def hide(self, hidden=True):
        self.group.hidden = hidden
