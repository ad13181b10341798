"""engine.ui.label.Label draws what adafruit_display_text's bitmap_label.Label drew with the
project font, pixel for pixel and at the same place, and calls only what CircuitPython has."""

import ast
import sys
from pathlib import Path

import pygame
from adafruit_display_text import bitmap_label

from boards.desktop.blinka import displayio
from boards.desktop.emulator import Emulator
from engine.ui.fonts import font
from engine.ui.label import Label

# text, anchored position, scale, anchor point, background, line spacing (None: default)
CASES = (
    ("Hello", (10, 10), 1, (0.0, 0.0), None, None),
    ("Two\nlines", (80, 64), 1, (0.5, 0.5), None, 1.0),
    ("A\u00e4\u2660 x\n\nthird line", (159, 127), 2, (1.0, 1.0), 0x112233, 1.1),
    ("", (5, 5), 1, (0.0, 0.0), None, None),
    ("\nstarts low", (40, 20), 1, (0.5, 0.0), 0x445566, 0.9),
    ("odd", (33, 47), 3, (0.5, 0.5), None, 0.73),
    ("trailing\n", (0, 127), 1, (0.0, 1.0), 0x000000, 1.25),
    ("\u00c4rger \u00fcber \u00d6l", (159, 0), 2, (1.0, 0.0), None, None),
)


def drawn(hw, lbl):
    """The screen's pixels with lbl alone on it."""
    group = displayio.Group()
    group.append(lbl)
    hw.show(group)
    hw.display.refresh()
    pixels = pygame.image.tobytes(hw.display.surface, "RGB")
    group.remove(lbl)
    return pixels


def theirs(text, at, scale, anchor, background):
    return bitmap_label.Label(font(), text=text, color=0xFFCC00, scale=scale, anchor_point=anchor,
                              anchored_position=at, background_color=background)


def test_the_same_pixels_boxes_and_places_as_bitmap_label():
    hw = Emulator("pybadge", "headless")
    try:
        for text, at, scale, anchor, background, spacing in CASES:
            old = theirs(text, at, scale, anchor, background)
            new = Label(text, at[0], at[1], 0xFFCC00, scale, anchor, background)
            for change in ("made", "spaced", "changed", "moved", "recoloured"):
                if change == "spaced" and spacing is not None:
                    old.line_spacing = new.line_spacing = spacing
                elif change == "changed":
                    old.text = new.text = text.upper() + " more"
                elif change == "moved":
                    old.anchored_position = new.anchored_position = (at[0] // 2, at[1] // 2)
                elif change == "recoloured":
                    old.color = new.color = 0x00FF00
                    old.background_color = new.background_color = 0x203040
                case = (text, change)
                assert (new.x, new.y) == (old.x, old.y), case
                assert new.bounding_box == tuple(old.bounding_box), case
                assert drawn(hw, new) == drawn(hw, old), case
            assert (new.color, new.background_color) == (0x00FF00, 0x203040)
    finally:
        hw.close()


def test_the_same_text_again_changes_nothing():
    lbl = Label("same", 0, 0, 0xFFFFFF)
    bitmap = lbl.bitmap
    lbl.text = "same"
    lbl.text = "sane"  # the same size: the bitmap is drawn again, not made again
    assert lbl.bitmap is bitmap and lbl.text == "sane"
    lbl.text = ""
    assert lbl.bitmap is None and len(lbl) == 0 and lbl.bounding_box == (0, 0, 0, 0)
    assert Label("\n", 3, 4, 0xFFFFFF).bitmap is None  # no glyph: nothing to draw


def _stub(package):
    for folder in sys.path:
        path = Path(folder) / (package + "-stubs") / "__init__.pyi"
        if path.is_file():
            return ast.parse(path.read_text())
    raise AssertionError("no circuitpython-stubs for " + package)


def _signature(tree, name, method=None):
    """The parameter names of a function (or a class's method) in a stub."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == name and method:
            return _signature(node, method)
        if isinstance(node, ast.FunctionDef) and node.name == (method or name) and not method:
            args = node.args
            return {a.arg for a in args.args + args.kwonlyargs}
    return set()


def test_it_calls_only_what_circuitpython_has():
    bitmaptools, display = _stub("bitmaptools"), _stub("displayio")
    assert {"x1", "y1", "x2", "y2", "skip_source_index"} <= _signature(bitmaptools, "blit")
    for method in ("make_transparent", "make_opaque", "is_transparent"):
        assert _signature(display, "Palette", method), method
    assert {"pixel_shader", "y"} <= _signature(display, "TileGrid", "__init__")
    assert {"scale"} <= _signature(display, "Group", "__init__")
    assert "fill" in {n.name for n in ast.walk(display) if isinstance(n, ast.FunctionDef)}
