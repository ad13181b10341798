"""The screen crawler's eyes (desktop only): what one screen shows, checked.

scan() reads the live displayio tree of the screen, back to front: every visible label
(adafruit_display_text's bitmap_label) as the words its bitmap inks (Cells, engine/ui/
cells.py: as the words their tiles ink), every visible
vectorio shape as its box and colour. check() then finds
- a word leaving the screen, or a text cut with an ellipsis (engine.ui.draw.fit) or by
  its Cells' size;
- two labels' words overlapping (the boxes of their inked pixels intersect);
- a word and a card at odds: a card (any shape that is not ground, see GROUND) drawn over
  a word, or a word drawn over a card that does not lie wholly on it (text on a card's
  face, a plate or a panel is meant; text across a card's edge is not); a shape that a
  rectangle drawn later covers whole is not seen and not checked, nor the part of a shape
  under another drawn later that holds the whole word;
- a cursor that cannot be seen: its pixels (those that change when it is hidden) against
  the pixels beside them, inside and outside, need a contrast of 3:1 (WCAG's relative
  luminance) along most of its edge, a cursor touching a card of the same lightness fails.
A word is a run of inked columns with gaps of less than WORD_GAP pixels, on a run of inked
rows: a label that puts texts over several cards is as many words.
"""

import displayio
import numpy
import pygame
import vectorio

WORD_GAP = 5  # a space is 6 pixels wide at 1x; glyphs of one word are closer
MIN_CONTRAST = 3.0
EDGE_SHARE = 0.75  # of a cursor's edge that must contrast
ELLIPSIS = "\u2026"


# Texts that end in an ellipsis by design, not cut: an AI thinking.
MEANT = ("thinking\u2026", "denkt\u2026")


def cut(text):
    """True when text was cut short (engine.ui.draw.fit put an ellipsis in it)."""
    for meant in MEANT:
        text = text.replace(meant, "")
    return ELLIPSIS in text


def luminance(rgb):
    """WCAG 2 relative luminance of an (r, g, b) of 0..255."""
    out = 0.0
    for weight, c in zip((0.2126, 0.7152, 0.0722), rgb):
        c = c / 255.0
        c = c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
        out += weight * c
    return out


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    if la < lb:
        la, lb = lb, la
    return (la + 0.05) / (lb + 0.05)


def rgb(color):
    return ((color >> 16) & 255, (color >> 8) & 255, color & 255)


class Item:
    """A label's word or a shape on screen: its box (x0, y0, x1, y1: x1, y1 excluded),
    its place in the drawing order, what it is."""

    def __init__(self, box, order, what, owner, color=None):
        self.box = box
        self.order = order
        self.what = what
        self.owner = owner  # the label or the shape itself
        self.color = color

    def __repr__(self):
        return "%s at %r" % (self.what, self.box)


def _label_pixels(lbl):
    """The label's bitmap as a numpy array (rows, columns) of palette indices."""
    return _pixels(lbl.bitmap)


def _pixels(bitmap):
    """A Blinka bitmap as a numpy array (rows, columns) of palette indices."""
    w, h = bitmap.width, bitmap.height
    bits = bitmap._bits_per_value
    words = numpy.array(bitmap._data, dtype=numpy.uint64).astype(numpy.uint32)
    words = words.reshape(h, bitmap._stride)
    per = 32 // bits
    shifts = numpy.arange(32 - bits, -1, -bits, dtype=numpy.uint32)
    values = (words[:, :, None] >> shifts[None, None, :]) & ((1 << bits) - 1)
    return values.reshape(h, bitmap._stride * per)[:, :w]


def _runs(flags, gap):
    """(start, end) of the runs of True in flags, runs closer than gap joined."""
    runs = []
    idx = numpy.flatnonzero(flags)
    if not len(idx):
        return runs
    start = prev = int(idx[0])
    for i in idx[1:]:
        i = int(i)
        if i - prev > gap:
            runs.append((start, prev + 1))
            start = i
        prev = i
    runs.append((start, prev + 1))
    return runs


def _words(lbl, x, y, scale, order):
    """The label's inked words in screen pixels; the whole tile when it has a background."""
    tile = lbl._tilegrid
    if tile is None or tile.hidden:
        return []
    scale *= lbl._local_group.scale
    x += lbl._local_group.x * scale + tile.x * scale
    y += lbl._local_group.y * scale + tile.y * scale
    bitmap = lbl.bitmap
    name = "label %r" % lbl.text
    if lbl.background_color is not None:
        return [Item((x, y, x + bitmap.width * scale, y + bitmap.height * scale), order, name,
                     lbl)]
    return _inked(_label_pixels(lbl) != 0, x, y, scale, order, name, lbl)


def _inked(ink, x, y, scale, order, name, owner):
    """The words of an array of inked pixels drawn at (x, y) and scale."""
    found = []
    for r0, r1 in _runs(ink.any(axis=1), 1):
        cols = ink[r0:r1].any(axis=0)
        for c0, c1 in _runs(cols, WORD_GAP - 1):
            found.append(Item((x + c0 * scale, y + r0 * scale, x + c1 * scale, y + r1 * scale),
                              order, name, owner))
    return found


def _cells_words(cells, x, y, scale, order):
    """The inked words of Cells (engine/ui/cells.py: rows of tiles over the font's sheet)
    drawn at (x, y) and scale (its own scale not yet applied)."""
    scale *= cells.scale
    name = "cells %r" % cells.text
    found = []
    for grid in cells:
        if grid.hidden:
            continue
        sheet = _pixels(grid.bitmap) != 0
        w, h = grid.tile_width, grid.tile_height
        ink = numpy.zeros((h, grid.width * w), dtype=bool)
        for col in range(grid.width):
            tile = grid[col]
            ink[:, col * w : (col + 1) * w] = sheet[:h, tile * w : (tile + 1) * w]
        found.extend(_inked(ink, x + grid.x * scale, y + grid.y * scale, scale, order, name,
                            cells))
    return found


def scan(root):
    """(words, shapes) of the visible labels and vectorio shapes under root, each with its
    place in the drawing order."""
    words, shapes = [], []
    order = [0]

    def walk(group, x, y, scale):
        if group is None or getattr(group, "hidden", False):
            return
        order[0] += 1
        if isinstance(getattr(group, "text", None), str) and hasattr(group, "tops"):
            words.extend(_cells_words(group, x + group.x * scale, y + group.y * scale, scale,
                                      order[0]))
            return
        if isinstance(getattr(group, "text", None), str) and hasattr(group, "_tilegrid"):
            gx, gy = x + group.x * scale, y + group.y * scale
            if group.text:
                words.extend(_words(group, gx, gy, scale, order[0]))  # its scale: _local_group's
            return
        if isinstance(group, displayio.Group):
            x += group.x * scale
            y += group.y * scale
            scale *= group.scale
            for item in group:
                walk(item, x, y, scale)
        elif isinstance(group, (vectorio.Rectangle, vectorio.Circle)):
            color = group.pixel_shader[0]
            if isinstance(group, vectorio.Rectangle):
                x0, y0 = x + group.x * scale, y + group.y * scale
                box = (x0, y0, x0 + group.width * scale, y0 + group.height * scale)
            else:
                r = group.radius
                cx, cy = x + group.x * scale, y + group.y * scale
                box = (cx - r * scale, cy - r * scale, cx + (r + 1) * scale, cy + (r + 1) * scale)
            shapes.append(Item(box, order[0], "shape #%06x" % color, group, color))

    walk(root, 0, 0, 1)
    return words, shapes


def _meet(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(a, b):
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def _behind(shape, shapes):
    """True when a rectangle drawn later covers the whole shape: nobody sees it."""
    return any(o.order > shape.order and isinstance(o.owner, vectorio.Rectangle)
               and _inside(shape.box, o.box) for o in shapes)


def _on_later(word, card, shapes):
    """True when the word lies wholly on a shape drawn between the card and the word: that
    shape hides the card where the word is (a frame behind the next line's faces)."""
    return any(card.order < o.order < word.order and _inside(word.box, o.box) for o in shapes)


def is_ground(shape, width, height, ground_colors):
    """A shape text may lie across: the screen's ground, a panel, a bar, a banner's
    backing (a big shape or one of the ground colours)."""
    x0, y0, x1, y1 = shape.box
    return shape.color in ground_colors or (x1 - x0) * (y1 - y0) >= width * height // 5


def screen_pixels(display):
    """The screen as last refreshed: an array (width, height, 3)."""
    return pygame.surfarray.array3d(display.surface)


def _cursor_problem(app, cursor):
    """Why the cursor (a shape, or a list of shapes shown together) cannot be seen, or
    None. It is hidden for a moment to find its pixels and what lies around them."""
    display = app.hw.display
    parts = cursor if isinstance(cursor, (list, tuple)) else [cursor]
    shown = screen_pixels(display)
    for part in parts:
        part.hidden = True
    display.refresh()
    under = screen_pixels(display)
    for part in parts:
        part.hidden = False
    display.refresh()
    mine = (shown != under).any(axis=2)
    if not mine.any():
        return "cursor %r not on screen" % (parts[0],)
    # The edge: pixels beside the cursor's, not its own, inside its box (what it marks)
    # and outside (around it); one of the two sides must contrast along most of it.
    w, h = mine.shape
    xs_all, ys_all = numpy.nonzero(mine)
    bx0, bx1, by0, by1 = xs_all.min(), xs_all.max(), ys_all.min(), ys_all.max()
    pairs = [0, 0]
    good = [0, 0]
    cache = {}
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nx, ny = xs_all + dx, ys_all + dy
        ok = (nx >= 0) & (nx < w) & (ny >= 0) & (ny < h)
        xs, ys, nx, ny = xs_all[ok], ys_all[ok], nx[ok], ny[ok]
        edge = ~mine[nx, ny]
        xs, ys, nx, ny = xs[edge], ys[edge], nx[edge], ny[edge]
        inside = (nx >= bx0) & (nx <= bx1) & (ny >= by0) & (ny <= by1)
        for a, b, side in zip(map(tuple, shown[xs, ys]), map(tuple, shown[nx, ny]), inside):
            key = (a, b)
            value = cache.get(key)
            if value is None:
                value = cache[key] = contrast(a, b) >= MIN_CONTRAST
            side = int(side)
            pairs[side] += 1
            good[side] += value
    shares = [good[i] / pairs[i] if pairs[i] else 0.0 for i in (0, 1)]
    if max(shares) < EDGE_SHARE:
        return "cursor %r: %d%% of its outer edge, %d%% of its inner edge contrast 3:1" % (
            parts[0], 100 * shares[0], 100 * shares[1])
    return None


def check(app, cursors=(), ground=()):
    """The problems of the screen shown (a list of strings) and the number of checks made.
    cursors: shapes (or lists of shapes) that are the screen's cursor, when shown."""
    m = app.metrics
    width, height = m.width, m.height
    words, shapes = scan(app.hw.display.root_group)
    problems = []
    checks = 0
    seen = set()
    for word in words:
        x0, y0, x1, y1 = word.box
        checks += 1
        if x0 < 0 or y0 < 0 or x1 > width or y1 > height:
            problems.append("%r leaves the screen" % word)
        if id(word.owner) not in seen:
            seen.add(id(word.owner))
            checks += 1
            if cut(word.owner.text) or getattr(word.owner, "cut", False):
                problems.append("%s is cut" % word.what)
    for i, a in enumerate(words):
        for b in words[i + 1:]:
            if a.owner is b.owner:
                continue
            checks += 1
            if _meet(a.box, b.box):
                problems.append("%r overlaps %r" % (a, b))
    colors = set(ground)
    cards = [s for s in shapes
             if not is_ground(s, width, height, colors) and not _behind(s, shapes)]
    for word in words:
        for card in cards:
            checks += 1
            if not _meet(word.box, card.box):
                continue
            if card.order > word.order:
                problems.append("%r covered by %r" % (word, card))
            elif not _inside(word.box, card.box) and not _on_later(word, card, shapes):
                problems.append("%r across the edge of %r" % (word, card))
    for cursor in cursors:
        parts = cursor if isinstance(cursor, (list, tuple)) else [cursor]
        if any(p.hidden for p in parts):
            continue
        checks += 1
        problem = _cursor_problem(app, cursor)
        if problem:
            problems.append(problem)
    return problems, checks
