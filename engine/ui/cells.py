"""A text of bounded size drawn straight from the font's sheet: a card's face ('Q' over
its suit), a score, a line of a screen. A label for what never outgrows its cells.

A label (adafruit_display_text's bitmap_label) makes a bitmap for each text and holds some
thirty fields: on the firmware an empty one costs 792 bytes, one card's two characters
1,064, and a new text asks for a new bitmap in one piece (the heap in pieces is where the
firmware ran out). Cells are a TileGrid a row over the font's own sheet (one tile a
character: a byte each) in a scaled Group, 200-300 bytes, and a new text allocates no
bitmap. They are placed as a label of the same text and anchor would be, pixel for pixel,
again at each new text: a label anchors the box its glyphs fill (its lines' pitch apart,
a glyph's height the last), drawn from a bitmap whose glyphs sit the font's descent below
its top.
"""

import displayio

from engine.ui.fonts import font

_inks = {}  # colour -> its two-entry palette (0 transparent, 1 the colour), shared


def ink(color):
    """The shared palette that draws the font's sheet in color over what lies under it."""
    palette = _inks.get(color)
    if palette is None:
        palette = displayio.Palette(2)
        palette.make_transparent(0)
        palette[1] = color
        _inks[color] = palette
    return palette


class Cells(displayio.Group):
    """cols x rows characters at scale, rows pitch font pixels apart (or each line at its
    own height: tops, font pixels below the first line's), their text's box anchored at a
    point as a label's (anchor_point, anchored_position): text and color as a label's (a
    longer line or more lines than the cells hold are cut: tests/crawl.py reports it),
    bounding_box the box of the text shown."""

    def __init__(self, cols, rows, color, scale=1, pitch=None, anchor=(0.0, 0.0),
                 at=(0, 0), tops=None):
        super().__init__(scale=scale)
        f = font()
        w, h = f.get_bounding_box()[:2]
        if tops is None:
            step = h if pitch is None else pitch
            tops = [row * step for row in range(rows)]
        self.tops = tops
        blank = self._tile(" ")
        for top in tops:  # its members: a row of tiles a line, nothing else
            self.append(displayio.TileGrid(f.bitmap, pixel_shader=ink(color), width=cols,
                                           height=1, tile_width=w, tile_height=h,
                                           default_tile=blank, x=0, y=f.descent + top))
        self._text = ""
        self._color = color
        self.anchor_point = anchor
        self._at = at
        self.bounding_box = (0, 0, 0, 0)
        self._place()

    @staticmethod
    def _tile(char):
        """char's cell in the sheet (a character the font lacks: a blank, as a label
        leaves it out)."""
        f = font()
        tile = f.tile(char)
        return f.tile(" ") if tile < 0 else tile

    def _place(self):
        """Where a label of this text, anchor and position would be."""
        _, _, w, h = self.bounding_box
        ax, ay = self.anchor_point
        self.x = int(self._at[0] - round(ax * w * self.scale))
        self.y = int(self._at[1] - round(ay * h * self.scale))

    @property
    def anchored_position(self):
        return self._at

    @anchored_position.setter
    def anchored_position(self, at):
        self._at = at
        self._place()

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        self._text = text
        lines = text.split("\n") if text else ()
        blank = self._tile(" ")
        widest = 0
        for row, grid in enumerate(self):
            line = lines[row] if row < len(lines) else ""
            widest = max(widest, min(len(line), grid.width))
            for col in range(grid.width):
                tile = self._tile(line[col]) if col < len(line) else blank
                if grid[col] != tile:
                    grid[col] = tile
        shown = min(len(lines), len(self))
        if shown:
            first = self[0]
            self.bounding_box = (0, 0, widest * first.tile_width,
                                 self.tops[shown - 1] + first.tile_height)
        else:
            self.bounding_box = (0, 0, 0, 0)
        self._place()

    @property
    def cut(self):
        """True when the text has more lines, or a longer line, than the cells hold."""
        lines = self._text.split("\n")
        cols = self[0].width if len(self) else 0
        return len(lines) > len(self) or max(len(line) for line in lines) > cols

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, color):
        self._color = color
        palette = ink(color)
        for grid in self:
            grid.pixel_shader = palette
