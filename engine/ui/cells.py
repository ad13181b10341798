"""A text of a fixed size drawn straight from the font's sheet: a card's face ('Q' over
its suit), a short field. A label for what never outgrows its cells.

A label (adafruit_display_text's bitmap_label) makes a bitmap for each text and holds some
thirty fields: on the firmware one card's two characters cost 1,064 bytes, and a new text
asks for a new bitmap in one piece. Cells are a TileGrid over the font's own sheet (one
tile a character: a byte each) in a scaled Group, 200-300 bytes, and a new text allocates
nothing. They are placed as a label with the same anchor would be (draw.cells), pixel for
pixel: a label anchors the box its glyphs fill (its lines' pitch apart, a glyph's height
the last), drawn from a bitmap whose glyphs sit the font's descent below its top.
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
    """cols x rows characters, rows pitch font pixels apart, at scale: text and color as a
    label's (a longer line or more lines than the cells are cut), bounding_box the box a
    label of a full text would have."""

    def __init__(self, cols, rows, color, scale=1, pitch=None):
        super().__init__(scale=scale)
        f = font()
        w, h = f.get_bounding_box()[:2]
        self.pitch = h if pitch is None else pitch
        self.grids = []  # one row of tiles a line
        for row in range(rows):
            grid = displayio.TileGrid(f.bitmap, pixel_shader=ink(color), width=cols, height=1,
                                      tile_width=w, tile_height=h, default_tile=self._tile(" "),
                                      x=0, y=f.descent + row * self.pitch)
            self.grids.append(grid)
            self.append(grid)
        self._text = ""
        self._color = color
        self.bounding_box = (0, 0, cols * w, (rows - 1) * self.pitch + h)

    @staticmethod
    def _tile(char):
        """char's cell in the sheet (a character the font lacks: a blank, as a label
        leaves it out)."""
        f = font()
        tile = f.tile(char)
        return f.tile(" ") if tile < 0 else tile

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        self._text = text
        lines = text.split("\n")
        blank = self._tile(" ")
        for row, grid in enumerate(self.grids):
            line = lines[row] if row < len(lines) else ""
            for col in range(grid.width):
                tile = self._tile(line[col]) if col < len(line) else blank
                if grid[col] != tile:
                    grid[col] = tile

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, color):
        self._color = color
        palette = ink(color)
        for grid in self.grids:
            grid.pixel_shader = palette
