"""A text label in the project's fixed-pitch font (engine/ui/fonts.py).

It draws what adafruit_display_text's bitmap_label.Label drew with this font, pixel for
pixel and at the same place (the same box, offsets, anchoring, line spacing and
rounding), and nothing more: no outlines, accents, tabs, scrolling or other directions.
That library took about 15 KB of code on the heap and some 400 bytes of instance data a
label (a second group, a stamp bitmap, an outline palette, tens of attributes); this
holds the text in one 1-bit Bitmap shown by one TileGrid in the label's own group.

Geometry (for the font's cell of w x h pixels, offsets dx, dy (dy < 0: the descent) and
ascent a): each line holds its cells side by side, `int(line_spacing * h)` pixels below
the last; the bitmap is the text's width by (lines - 1) * that + h - dy pixels, the first
line's cells drawn -dy rows down; the TileGrid sits h - a // 2 pixels above the label's
origin. bounding_box is bitmap_label's tight box of the cells, which anchor_point and
anchored_position place.
"""

import bitmaptools
import displayio

from engine.ui.fonts import font


class Label(displayio.Group):
    """text at (x, y) of its anchor point (a fraction of its box: (0, 0) top left), in
    color on background (None: transparent), scaled by scale (whole pixels)."""

    def __init__(self, text, x, y, color, scale=1, anchor=(0.0, 0.0), background=None):
        super().__init__(scale=scale)
        self._palette = displayio.Palette(2)
        self.color = color
        self.background_color = background
        self._anchor = anchor
        self._at = (x, y)
        self._spacing = 1.25  # bitmap_label's default
        self._box = (0, 0, 0, 0)
        self._text = text
        self._draw()

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text != self._text:
            self._text = text
            self._draw()

    @property
    def color(self):
        return self._palette[1]

    @color.setter
    def color(self, color):
        self._palette[1] = color

    @property
    def background_color(self):
        """The background's colour, or None (transparent)."""
        return None if self._palette.is_transparent(0) else self._palette[0]

    @background_color.setter
    def background_color(self, color):
        if color is None:
            self._palette[0] = 0
            self._palette.make_transparent(0)
        else:
            self._palette[0] = color
            self._palette.make_opaque(0)

    @property
    def line_spacing(self):
        """Lines apart, in cell heights (1.25 unless set)."""
        return self._spacing

    @line_spacing.setter
    def line_spacing(self, spacing):
        self._spacing = spacing
        self._draw()

    @property
    def anchored_position(self):
        return self._at

    @anchored_position.setter
    def anchored_position(self, at):
        self._at = at
        self._place()

    @property
    def bounding_box(self):
        """(x, y, width, height) of the ink, from the label's origin, unscaled."""
        return self._box

    @property
    def bitmap(self):
        """The Bitmap the text is drawn into (None for no text)."""
        return self[0].bitmap if len(self) else None

    def _draw(self):
        """Lay the text out and draw it: into the bitmap it has when the size is the same,
        else into a new one (and a new TileGrid)."""
        f = font()
        w, h, dx, dy = f.get_bounding_box()
        glyph_top = -h - dy + f.ascent // 2  # bitmap_label's tight box, first line
        glyph_bottom = -dy + f.ascent // 2
        pitch = int(self._spacing * h)
        lines = 1
        width = x = y = top = bottom = newlines = 0
        for ch in self._text:
            if ch == "\n":
                newlines += 1
            elif f.get_glyph(ord(ch)) is not None:
                if newlines:
                    x = 0
                    y += pitch * newlines
                    lines += newlines
                    newlines = 0
                x += w
                width = max(width, x, x + dx)
                if y == 0:
                    top = min(top, glyph_top)
                bottom = max(bottom, y + glyph_bottom)
        height = (lines - 1) * pitch + h - dy
        if not width:  # no glyph at all
            while len(self):
                self.pop()
            self._box = (0, 0, 0, 0)
        else:
            old = self.bitmap
            if old is not None and old.width == width and old.height == height:
                old.fill(0)
                bitmap = old
            else:
                while len(self):
                    self.pop()
                bitmap = displayio.Bitmap(width, height, 2)
                self.append(displayio.TileGrid(bitmap, pixel_shader=self._palette,
                                               y=f.ascent // 2 - h))
            self._blit(bitmap, f, w, h, dy, pitch)
            self._box = (0, f.ascent // 2 - h, width, bottom - top)
        self._place()

    def _blit(self, bitmap, f, w, h, dy, pitch):
        """Copy each glyph's cell from the font's sheet, line by line (the ink only)."""
        x = 0
        y = -dy  # the first line's cells start -dy rows down
        for ch in self._text:
            if ch == "\n":
                x = 0
                y += pitch
                continue
            glyph = f.get_glyph(ord(ch))
            if glyph is None:
                continue
            left = glyph.tile_index * w
            top = 0 if y >= 0 else -y
            bitmaptools.blit(bitmap, glyph.bitmap, max(x + glyph.dx, 0), max(y, 0), x1=left,
                             y1=top, x2=left + w, y2=h, skip_source_index=0)
            x += glyph.shift_x

    def _place(self):
        """Put the box's anchor point at the anchored position, as bitmap_label does."""
        bx, by, bw, bh = self._box
        s = self.scale
        self.x = int(self._at[0] - (bx * s) - round(self._anchor[0] * (bw * s)))
        self.y = int(self._at[1] - (by * s) - round(self._anchor[1] * bh * s))
