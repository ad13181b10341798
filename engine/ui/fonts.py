"""The project's own bitmap font (engine/assets/font.bin), loaded once.

The device's built-in font lacks umlaut-O and the card suits, so every label on
the device and in the emulator uses this font, never terminalio.FONT.

All glyphs sit in one displayio.Bitmap, a strip of 6x10 cells at 1 bit a pixel (about
1 KB), read straight from the file by bitmaptools.readinto. A glyph is a fontio.Glyph
whose tile_index picks its cell, as terminalio.FONT's do (bitmap_label blits from
x = tile_index * width); each is made on first use and kept in a dict. No BDF text is
parsed and no font library is imported. tools/make_font.py writes the file (its
docstring gives the format) from the same pixel art as engine/assets/font.bdf.
"""

import bitmaptools
import displayio
from fontio import Glyph

_font = []


class Font:
    """A fixed-pitch font from a sheet file: what adafruit_display_text asks of a font
    (get_bounding_box, get_glyph, ascent, descent). It has no load_glyphs on purpose:
    bitmap_label would build a set of the text's code points for it at every change."""

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
        self._glyphs = {}

    def get_bounding_box(self):
        """(width, height, x offset, y offset) of every cell."""
        return self._box

    def get_glyph(self, code):
        """The fontio.Glyph of a code point, or None if the font lacks it."""
        glyph = self._glyphs.get(code)
        if glyph is None:
            tile = self._chars.find(chr(code))
            if tile < 0:
                return None
            width, height, dx, dy = self._box
            glyph = Glyph(self.bitmap, tile, width, height, dx, dy, width, 0)
            self._glyphs[code] = glyph
        return glyph


def _assets_dir():
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/ui/")] + "/assets"


def font():
    """The shared font object (its glyphs are made on first use)."""
    if not _font:
        _font.append(Font(_assets_dir() + "/font.bin"))
    return _font[0]
