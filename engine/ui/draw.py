"""Small constructors for the shapes and labels every screen uses."""

import vectorio
from adafruit_display_text import bitmap_label

from engine.ui import theme
from engine.ui.fonts import font


def rect(x, y, w, h, color):
    """A filled rectangle."""
    return vectorio.Rectangle(pixel_shader=theme.palette(color), width=w, height=h, x=x, y=y)


def label(text, x, y, color=theme.TEXT, scale=1, anchor=(0.0, 0.0), background=None):
    """A text label whose anchor point (default top-left) sits at (x, y)."""
    return bitmap_label.Label(
        font(),
        text=text,
        color=color,
        scale=scale,
        anchor_point=anchor,
        anchored_position=(x, y),
        background_color=background,
    )


ELLIPSIS = "\u2026"


def fit(text, cols):
    """text cut to cols characters, with an ellipsis if cut."""
    return text if len(text) <= cols else text[: cols - 1] + ELLIPSIS


def set_text(lbl, text):
    """Change a label's text only when it differs (no redraw otherwise)."""
    if lbl.text != text:
        lbl.text = text
