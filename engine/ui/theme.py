"""Colours and sizes shared by every screen.

Sizes follow the screen: 160x128 and 240x135 draw text at 1x; 240x240 at 2x so
that text stays readable on the small, dense CLUE and PicoSystem screens.
"""

import displayio

BACKGROUND = 0x0B3D2E  # card-table green
PANEL = 0x14573F
TEXT = 0xFFFFFF
DIM = 0x9DB8A8
ACCENT = 0xF2C14E  # gold: cursors, titles
WARN = 0xFF8A65
CARD = 0xF6F1E1  # card face cream
CARD_EDGE = 0x3A3A3A
CARD_RED = 0xC8102E
CARD_BLACK = 0x141414
SELECT_BG = 0x2E7D5B

CHAR_W = 6  # font cell, see engine/assets/README.md
CHAR_H = 10

_palettes = {}


def palette(color):
    """A one-colour palette, shared by every shape of that colour."""
    p = _palettes.get(color)
    if p is None:
        p = displayio.Palette(1)
        p[0] = color
        _palettes[color] = p
    return p


class Metrics:
    """Text scale and grid for a screen size."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.scale = 2 if width >= 200 and height >= 200 else 1
        self.cw = CHAR_W * self.scale
        self.lh = (CHAR_H + 1) * self.scale
        self.cols = width // self.cw
        self.rows = height // self.lh
