"""The project's own bitmap font (engine/assets/font.bin), loaded once.

The device's built-in font lacks umlaut-O and the card suits, so every label on
the device and in the emulator uses this font, never terminalio.FONT.

All glyphs sit in one displayio.Bitmap, a strip of 6x10 cells at 1 bit a pixel (about
1 KB), read straight from the file by bitmaptools.readinto. The font is fixed-pitch, so
every glyph is the same but for its cell: get_glyph() hands out one Glyph object, its
tile_index set to the code point's cell (adafruit_display_text's bitmap_label blits
from x = tile_index * width, as for terminalio.FONT), instead of a fontio.Glyph a code
point kept in a dict (48 B each and the dict: 4-6 KB of heap a screen). No BDF text is
parsed and no font library is imported. tools/make_font.py writes the file (its
docstring gives the format) from the same pixel art as engine/assets/font.bdf.
"""

import bitmaptools
import displayio

_font = []


class Glyph:
    """What bitmap_label reads of a glyph (fontio.Glyph's fields): the sheet, the cell
    (tile_index) and the fixed cell metrics. The font's one instance is reused by every
    get_glyph(), so it holds the last code point asked for: read it at once, as
    bitmap_label does (its _text_bounding_box and _place_text read each glyph's fields
    right after get_glyph, before asking for the next)."""

    def __init__(self, bitmap, width, height, dx, dy):
        self.bitmap = bitmap
        self.tile_index = 0
        self.width = width
        self.height = height
        self.dx = dx
        self.dy = dy
        self.shift_x = width
        self.shift_y = 0


class Font:
    """A fixed-pitch font from a sheet file: what adafruit_display_text asks of a font
    (get_bounding_box, get_glyph, ascent, descent). No load_glyphs on purpose: bitmap_label
    would build a set of the text's code points for it at every change."""

    def __init__(self, path):
        with open(path, "rb") as f:
            head = f.read(10)
            if head[:4] != b"Deck":
                raise ValueError("not a font sheet: " + path)
            width, height = head[4], head[5]
            self.ascent = head[6]
            self.descent = head[7]
            self._chars = str(f.read(head[8] << 8 | head[9]), "utf-8")
            self.bitmap = displayio.Bitmap(len(self._chars) * width, height, 2)
            bitmaptools.readinto(self.bitmap, f, 1, 1, True)  # 1 bit, bytes, high bit first
        self._box = (width, height, 0, -self.descent)
        self._glyph = Glyph(self.bitmap, width, height, 0, -self.descent)

    def get_bounding_box(self):
        """(width, height, x offset, y offset) of every cell."""
        return self._box

    def tile(self, char):
        """The cell of char in the sheet, or -1 if the font lacks it."""
        return self._chars.find(char)

    def get_glyph(self, code):
        """The font's Glyph set to a code point's cell (until the next call), or None if
        the font lacks it."""
        tile = self._chars.find(chr(code))
        if tile < 0:
            return None
        self._glyph.tile_index = tile
        return self._glyph


def _assets_dir():
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/ui/")] + "/assets"


def font():
    """The shared font object."""
    if not _font:
        _font.append(Font(_assets_dir() + "/font.bin"))
    return _font[0]
