"""The project's own bitmap font (engine/assets/font.bdf), loaded once.

The device's built-in font lacks umlaut-O and the card suits, so every label on
the device and in the emulator uses this font, never terminalio.FONT.
"""

from adafruit_bitmap_font import bitmap_font

_font = []


def _assets_dir():
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/ui/")] + "/assets"


def font():
    """The shared font object (glyphs load on first use)."""
    if not _font:
        _font.append(bitmap_font.load_font(_assets_dir() + "/font.bdf"))
    return _font[0]
