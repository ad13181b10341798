"""The project's own bitmap font (engine/assets/font.bdf), loaded once.

The device's built-in font lacks umlaut-O and the card suits, so every label on
the device and in the emulator uses this font, never terminalio.FONT.
"""

import displayio
from adafruit_bitmap_font.bdf import BDF

_font = []


def _assets_dir():
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/ui/")] + "/assets"


def font():
    """The shared font object (glyphs load on first use). The BDF reader is used directly:
    bitmap_font.load_font would import the library's readers of every other format too,
    code that would sit on the device's heap for nothing."""
    if not _font:
        _font.append(BDF(open(_assets_dir() + "/font.bdf", "rb"), displayio.Bitmap))
    return _font[0]
