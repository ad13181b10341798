"""engine/ui/cells.py: a fixed grid of the font's characters, placed and inked pixel for
pixel as the label it stands for, and a new text that allocates nothing."""

import pytest

import boards.desktop.blinka  # noqa: F401 (Blinka's displayio and vectorio, in their order)
from engine.ui import theme
from engine.ui.cells import Cells, ink
from engine.ui.draw import cells, label
from engine.ui.fonts import font
from tests.crawl import _pixels


def label_ink(lbl):
    """The screen pixels (x, y) a label inks, at its position and scale."""
    tile = lbl._tilegrid
    if tile is None:
        return set()
    s = lbl.scale
    pixels = _pixels(lbl.bitmap)
    x0, y0 = lbl.x + tile.x * s, lbl.y + tile.y * s
    return {(x0 + c * s + i, y0 + r * s + j) for r, c in zip(*pixels.nonzero())
            for i in range(s) for j in range(s)}


def cells_ink(made):
    """The screen pixels (x, y) Cells ink, at their position and scale."""
    s = made.scale
    out = set()
    for grid in made:
        sheet = _pixels(grid.bitmap)
        w, h = grid.tile_width, grid.tile_height
        for col in range(grid.width):
            cell = sheet[:h, grid[col] * w : (grid[col] + 1) * w]
            x0, y0 = made.x + (grid.x + col * w) * s, made.y + grid.y * s
            out |= {(x0 + c * s + i, y0 + r * s + j) for r, c in zip(*cell.nonzero())
                    for i in range(s) for j in range(s)}
    return out


@pytest.mark.parametrize("text,cols,rows,anchor,scale", [
    ("Q\n\u2665", 1, 2, (0.5, 0.5), 1),  # a Royal Council card's face
    ("K\n\u2660", 1, 2, (0.5, 0.5), 2),
    ("10\n\u2666", 2, 2, (0.5, 0.5), 2),  # a 10: two columns over one
    ("3\ue001\ue005", 3, 1, (0.0, 0.0), 1),  # a First of the Season hand card
    ("4\ue002\ue003", 3, 1, (0.0, 0.0), 2),
    ("AB\nCD\nEF", 2, 3, (1.0, 0.0), 2),
])
def test_cells_ink_what_a_label_of_the_same_text_and_anchor_inks(text, cols, rows, anchor,
                                                                  scale):
    lbl = label(text, 50, 40, color=theme.CARD_BLACK, scale=scale, anchor=anchor)
    lbl.line_spacing = 1.0  # a card's face: its lines a glyph's height apart
    lbl.anchored_position = (50, 40)  # placed again for that spacing, as a scene's are
    made = cells(cols, rows, 50, 40, color=theme.CARD_BLACK, scale=scale, anchor=anchor)
    made.text = text
    assert cells_ink(made) == label_ink(lbl)
    assert cells_ink(made)  # something was drawn at all
    _, _, w, h = made.bounding_box
    assert (w, h) == tuple(lbl.bounding_box[2:])  # a screen's layout reads it as a label's


def test_a_new_text_draws_from_the_font_sheet_and_makes_no_bitmap():
    made = Cells(3, 1, theme.CARD_BLACK)
    sheet = font().bitmap
    for text in ("3\ue001\ue005", "", "   ", "10x"):
        made.text = text
        assert made.text == text
        assert all(grid.bitmap is sheet for grid in made)


def test_longer_texts_are_cut_and_unknown_characters_left_blank():
    made = Cells(2, 1, theme.TEXT)
    made.text = "A\u4e00BCD\nEF"  # a character the font lacks, a third and a second line
    blank = font().tile(" ")
    grid = made[0]
    assert [grid[0], grid[1]] == [font().tile("A"), blank]


def test_a_colour_is_a_shared_palette_with_a_clear_ground():
    made = Cells(1, 2, theme.CARD_BLACK)
    made.color = theme.CARD_RED
    assert made.color == theme.CARD_RED
    assert all(grid.pixel_shader is ink(theme.CARD_RED) for grid in made)
    assert ink(theme.CARD_RED).is_transparent(0) and ink(theme.CARD_RED)[1] == theme.CARD_RED


@pytest.mark.parametrize("texts,anchor,scale", [
    (("12", "7", "103", ""), (1.0, 0.0), 1),  # a score at the right edge
    (("Pass", "Ja", "Nein!"), (0.5, 0.0), 2),  # a centred button
    (("A\nBC", "ABC\nD\nE", "x"), (0.5, 0.5), 1),  # fewer lines, then more
    (("  a ", "b  "), (0.0, 1.0), 2),  # spaces before and after, anchored at the bottom
    (("\n52", "3\n\n4", "\n\n7"), (0.0, 0.0), 1),  # empty lines first or between
])
def test_cells_follow_a_label_through_new_texts_of_other_sizes(texts, anchor, scale):
    lbl = label("", 60, 50, color=theme.TEXT, scale=scale, anchor=anchor)
    lbl.line_spacing = 1.0
    made = cells(5, 3, 60, 50, color=theme.TEXT, scale=scale, anchor=anchor)
    for text in texts:
        lbl.text = text
        made.text = text
        assert cells_ink(made) == label_ink(lbl), text
        if text[:1].strip():  # (a label's box under an empty first line is short of its
            # ink: Cells' is not)
            assert made.bounding_box[2:] == tuple(lbl.bounding_box[2:]), text
    lbl.anchored_position = made.anchored_position = (20, 30)  # moved, as a banner's are
    assert cells_ink(made) == label_ink(lbl)


def test_cells_say_when_their_text_is_cut():
    made = Cells(3, 2, theme.TEXT)
    for text, cut in (("abc\nde", False), ("abcd", True), ("a\nb\nc", True), ("", False)):
        made.text = text
        assert made.cut is cut, text


def test_cells_at_their_own_heights_ink_what_a_stacked_label_inks():
    from engine.ui.draw import stack_text, stacked

    tops = [0, 10, 23, 33, 46]  # a garden's ranks over suits, rows 23 font pixels apart
    for scale in (1, 2):
        for lines in (["Q  K", "\u2665  \u2660", "", "7", "A"], ["", "", "10", "\u2666", ""]):
            lbl = stacked(30, 20, theme.CARD_BLACK, scale)
            lbl.text = stack_text(list(zip(tops, lines)))
            made = cells(4, len(tops), 30, 20, color=theme.CARD_BLACK, scale=scale, tops=tops)
            made.text = "\n".join(lines)
            assert cells_ink(made) == label_ink(lbl), lines
