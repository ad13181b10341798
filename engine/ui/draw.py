"""Small constructors for the shapes and labels every screen uses.

A label (adafruit_display_text's bitmap_label) costs some 0.8 KB of heap beyond its
bitmap, and a new text asks for a new bitmap in one piece: a text of bounded size is
Cells (engine/ui/cells.py) instead. Texts of one colour at several heights may share one
label: a stacked label has a line every font pixel, and stack_text puts each text at its
own height in it (a notice's lines).
"""

import gc

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


def cells(cols, rows, x, y, color=theme.TEXT, scale=1, anchor=(0.0, 0.0), pitch=None,
          tops=None):
    """Cells (engine/ui/cells.py) of cols x rows characters, placed at each text as a
    label of that text with the same anchor at (x, y) would be (a label's own arithmetic:
    its pixels match), its lines pitch font pixels apart (default a font's height: a
    label's line_spacing 1.0), or each at its own height (tops: font pixels below the
    first line's top, a stacked label's lines)."""
    from engine.ui.cells import Cells

    return Cells(cols, rows, color, scale, pitch, anchor, (x, y), tops)


def stacked(x, y, color, scale=1):
    """A label for texts at several heights (stack_text), its top left at (x, y): a line
    every font pixel (bitmap_label steps int(line_spacing x the font's height) a line)."""
    lbl = label("", x, y, color=color, scale=scale)
    lbl.line_spacing = 1.5 / theme.CHAR_H
    return lbl


def stack_text(parts):
    """A stacked label's text: parts are (dy, line) pairs, dy the line's top in font pixels
    below the label's, increasing; empty lines are left out, so no text at all is ""."""
    out = ""
    at = 0
    for dy, line in parts:
        if line:
            out += "\n" * (dy - at) + line
            at = dy
    return out


def drop(group, parts):
    """Take parts out of group (display objects made for a while, such as the labels of
    a banner: their memory goes with them); () for the holder to keep instead."""
    for part in parts:
        group.remove(part)
    return ()


def set_attr(obj, name, value):
    """Set a display attribute only when it changes: every write marks an area dirty."""
    if getattr(obj, name) != value:
        setattr(obj, name, value)


ELLIPSIS = "\u2026"


def fit(text, cols):
    """text cut to cols characters, with an ellipsis if cut."""
    return text if len(text) <= cols else text[: cols - 1] + ELLIPSIS


def set_text(lbl, text):
    """Change a label's text only when it differs (no redraw otherwise). A label makes a
    new bitmap for a new text while it still holds the old one: where the heap has no
    block that large left (its free memory in pieces), the old one goes first, then the
    new one takes its place."""
    if lbl.text != text:
        try:
            lbl.text = text
        except MemoryError:
            lbl.text = ""
            gc.collect()
            lbl.text = text
