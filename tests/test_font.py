"""Checks for the console's own bitmap font, engine/assets/font.bdf."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from adafruit_bitmap_font import bitmap_font

ROOT = Path(__file__).resolve().parent.parent
FONT_PATH = ROOT / "engine" / "assets" / "font.bdf"
GENERATOR_PATH = ROOT / "tools" / "make_font.py"

ASCII = "".join(chr(code) for code in range(32, 127))
GERMAN = "ÄÖÜäöüß"
CARD_SUITS = "\u2660\u2665\u2666\u2663"  # ♠ ♥ ♦ ♣
UI_SYMBOLS = "\u25b2\u25bc\u25c0\u25b6\u2022\u25cf\u25cb\u2026\u00d7\u2713\u2190\u2192"
DECKTET = "\ue000\ue001\ue002\ue003\ue004\ue005"  # Moons Suns Waves Leaves Wyrms Knots
SOUND = "\ue010\ue011"  # muted speaker, speaker
REQUIRED = ASCII + GERMAN + CARD_SUITS + UI_SYMBOLS + DECKTET + SOUND

# Icons that may use the sixth (normally blank) column of the cell.
WIDE_GLYPHS = SOUND


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_font", GENERATOR_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def font():
    loaded = bitmap_font.load_font(str(FONT_PATH))
    loaded.load_glyphs(REQUIRED)
    return loaded


def _pixels(glyph) -> tuple[tuple[int, ...], ...]:
    """The glyph's ink as rows of 0/1, placed in the full 6x10 cell."""
    return tuple(tuple(glyph.bitmap[x, y] for x in range(glyph.width)) for y in range(glyph.height))


def test_required_code_points_are_unique():
    assert len(set(REQUIRED)) == len(REQUIRED) == 95 + 7 + 4 + 12 + 6 + 2


def test_font_metrics(font):
    assert font.get_bounding_box() == (6, 10, 0, -2)
    assert font.ascent == 8
    assert font.descent == 2


@pytest.mark.parametrize("char", REQUIRED, ids=lambda c: f"U+{ord(c):04X}")
def test_glyph_present_with_fixed_advance(font, char):
    glyph = font.get_glyph(ord(char))
    assert glyph is not None, f"missing U+{ord(char):04X}"
    assert glyph.shift_x == 6
    assert glyph.shift_y == 0
    assert (glyph.width, glyph.height, glyph.dx, glyph.dy) == (6, 10, 0, -2)


def test_spacing_column_is_blank(font):
    for char in REQUIRED:
        if char in WIDE_GLYPHS:
            continue
        glyph = font.get_glyph(ord(char))
        column = [glyph.bitmap[5, y] for y in range(glyph.height)]
        assert not any(column), f"U+{ord(char):04X} inks the spacing column"


def test_only_space_is_blank(font):
    for char in REQUIRED:
        ink = any(any(row) for row in _pixels(font.get_glyph(ord(char))))
        assert ink == (char != " "), f"U+{ord(char):04X}"


def test_no_two_glyphs_share_a_bitmap(font):
    seen: dict[tuple, str] = {}
    for char in REQUIRED:
        key = _pixels(font.get_glyph(ord(char)))
        assert key not in seen, f"U+{ord(char):04X} duplicates U+{ord(seen[key]):04X}"
        seen[key] = char


def test_bdf_matches_generator():
    generator = _load_generator()
    text = generator.bdf_text()
    assert text == generator.bdf_text(), "generator output is not deterministic"
    assert FONT_PATH.read_bytes() == text.encode("ascii"), (
        "engine/assets/font.bdf is stale: run `python tools/make_font.py`"
    )
