"""Royal Garden's screen, made once: GameScene.build loads this for that one use
(engine.modules.part), so its code is not on the heap while the game is played.

The objects, back to front: the background, the top bar and its line; the cursor and
the coach's frame; per place a bed, a card face and a marker (a rim and a disc); the
garden's ranks and suits, one stacked label an ink (at 2x with an odd row pitch, one an
ink for every other row); per seat a bar, a marker and a label; the
table (the pile's title, bed, face and card, the game number and the match); the result
box; the message line. The scene's names for them are listed in scene.py.
"""

import displayio
import vectorio

from engine.lang import Texts
from engine.royal_garden.rules import BEST_OF_FIVE, NONE, SINGLE
from engine.royal_garden.scene import BED, INKS, MARKERS
from engine.ui import theme
from engine.ui.draw import cells, rect
from engine.ui.wrap import wrap

PANEL_COLS = 18  # the panel's width at most, in characters
BOX_LINES = 6  # the result box's lines at most


def _text_lines(cols, rows, x, y, color, scale, anchor):
    """Cells of several lines, one text line (theme.Metrics.lh: 11 font pixels) apart."""
    return cells(cols, rows, x, y, color=color, scale=scale, anchor=anchor, pitch=11)


def _marker(group, cx, cy, radius, rim, seat):
    """A player's marker: a disc in the seat's colour with a cream rim; (rim, disc)."""
    out = (vectorio.Circle(pixel_shader=theme.palette(theme.CARD), radius=radius + rim, x=cx,
                           y=cy),
           vectorio.Circle(pixel_shader=theme.palette(MARKERS[seat]), radius=radius, x=cx,
                           y=cy))
    group.append(out[0])
    group.append(out[1])
    return out


def _place(group, x, y, w, h):
    """A place for a card: a bed (the card's edge while the card lies there) and a face."""
    out = (rect(x, y, w, h, BED), rect(x + 1, y + 1, w - 2, h - 2, theme.CARD))
    group.append(out[0])
    group.append(out[1])
    return out


def build(scene):
    m = scene.app.metrics
    s = m.scale
    scene.s = s
    w = m.width
    g = scene.group
    more = Texts("engine.royal_garden.text_more").TEXT
    bar = m.lh + s
    msg_y = m.height - m.lh - s  # the descenders on screen too
    top = bar + 2 * s
    pitch_y = (msg_y - top) // 4
    card_h = pitch_y - 3 * s
    pitch_x = 3 * m.cw  # a row's ranks and suits are one label: three characters a card
    card_w = pitch_x - 3 * s
    pw = min(w - 4 * pitch_x - 5 * s, PANEL_COLS * m.cw)  # the panel's width
    x0 = max(3 * s, (w - 4 * pitch_x - pw) // 2)  # garden and panel centred
    scene.card_size = (card_w, card_h)

    scene.top_bar()
    scene.cols = m.cols - 1

    # The garden: a cursor behind, then per place a bed, a card face and a marker;
    # over them per ink one label for the rows' ranks over their suits.
    scene.cursor = rect(0, 0, card_w + 4 * s, card_h + 4 * s, theme.ACCENT)
    g.append(scene.cursor)
    scene.warn_box = rect(0, 0, card_w + 4 * s, card_h + 4 * s, theme.WARN)  # the coach's
    scene.warn_box.hidden = True
    g.append(scene.warn_box)
    scene.places = []
    beds = scene.beds = []
    faces = scene.faces = []
    rims = scene.rims = []
    discs = scene.discs = []
    radius = min(card_w, card_h) // 2 - 2 * s
    for p in range(16):
        x = x0 + (p & 3) * pitch_x
        y = top + (p >> 2) * pitch_y
        scene.places.append((x, y))
        bed, face = _place(g, x, y, card_w, card_h)
        beds.append(bed)
        faces.append(face)
        rim, disc = _marker(g, x + card_w // 2, y + card_h // 2, radius, s, 0)
        rims.append(rim)
        discs.append(disc)
    # A row's ranks and suits are two lines of text centred on its cards; rows a whole
    # number of font pixels apart share Cells (at 2x an odd pitch: every other).
    groups = 1 if pitch_y % s == 0 else 2
    scene.row_step = groups * pitch_y // s  # font pixels from a row to the next in them
    scene.garden_labels = []  # per group of rows: the red and the black ink's Cells
    for first in range(groups):
        y = top + first * pitch_y + card_h // 2 - s - theme.CHAR_H * s
        tops = []  # each row's ranks, then its suits a glyph's height below
        for row in range(first, 4, groups):
            dy = row // groups * scene.row_step
            tops += [dy, dy + theme.CHAR_H]
        inks = []
        for ink in INKS:
            lbl = cells(16, len(tops), x0 + (card_w - m.cw) // 2, y, color=ink, scale=s,
                        tops=tops)
            g.append(lbl)
            inks.append(lbl)
        scene.garden_labels.append(inks)
    scene.shown = [-1] * 16  # the style code each place shows
    scene.cur = 0

    # The panel right of the garden: each seat (a bar when it is to move, its
    # marker, name and score), then the pile, the game number and the match.
    px = x0 + 4 * pitch_x
    cx = px + pw // 2
    scene.panel_cols = pw // m.cw
    r = s + 3  # the markers' radius
    scene.rows = []
    scene.seat_labels = []  # the name, then the score at the right
    scene.seat_cols = (pw - 2 * r - 6 * s) // m.cw
    for seat in range(2):
        ry = top + seat * (m.lh + s)
        bar_rect = rect(px, ry, pw, m.lh + s, theme.SELECT_BG)
        g.append(bar_rect)
        scene.rows.append(bar_rect)
        _marker(g, px + r + 2 * s, ry + (m.lh + s) // 2, r, s, seat)
        lbl = cells(scene.seat_cols, 1, px + 2 * r + 5 * s, ry + s, color=theme.TEXT, scale=s)
        g.append(lbl)
        scene.seat_labels.append(lbl)
    box_top = top + 2 * (m.lh + s) + s
    y = box_top
    scene.table = displayio.Group()  # hidden while the result box shows
    title = cells(len(more["pile"]), 1, cx, y, color=theme.DIM, scale=s, anchor=(0.5, 0.0))
    title.text = more["pile"]
    scene.table.append(title)
    card_y = y + m.lh + s  # below the title's descenders
    scene.pile = _place(scene.table, cx - card_w // 2, card_y, card_w, card_h)
    scene.pile_text = cells(2, 2, cx, card_y + card_h // 2 - s, color=theme.CARD_BLACK, scale=s,
                            anchor=(0.5, 0.5))
    scene.pile_shown = -2  # the card shown there (-1: none)
    y = card_y + card_h + 2 * s
    # The game number and the goal, in the lines left above the message.
    scene.match_label = _text_lines(m.cols, max(1, (msg_y - y) // m.lh), cx, y,
                                    theme.DIM, s, (0.5, 0.0))
    game = scene.game
    if game.mode == SINGLE:  # the match, in words: 'Best of five', 'To 10 points'
        goal = scene.text("single")
    elif game.mode == BEST_OF_FIVE:
        goal = scene.text("best_of_five")
    else:
        goal = more["goal_points"] % game.target
    scene.goal_lines = wrap(goal, scene.panel_cols)[: (msg_y - y) // m.lh - 1]
    scene.table.append(scene.pile_text)
    scene.table.append(scene.match_label)
    g.append(scene.table)

    # The result of a game, where the pile, the game number and the match were:
    # the game number (gold) over the reason and the score, centred in the box.
    box_h = msg_y - s - box_top
    scene.box = displayio.Group()
    scene.box.append(rect(px, box_top, pw, box_h, theme.PANEL))
    scene.box_head = cells(m.cols, 1, cx, box_top, color=theme.ACCENT, scale=s,
                           anchor=(0.5, 0.0))
    scene.box_rows = min(BOX_LINES, (box_h - s) // m.lh)
    scene.box_body = _text_lines(m.cols, scene.box_rows, cx, box_top, theme.TEXT, s,
                                 (0.5, 0.0))
    scene.box.append(scene.box_head)
    scene.box.append(scene.box_body)
    scene.box_y = box_top + s
    scene.box.hidden = True
    g.append(scene.box)

    scene.message = cells(m.cols, 1, 2 * s, msg_y, color=theme.DIM, scale=s)
    g.append(scene.message)
    scene.notice = ""  # why the last key was refused, or a hint, until the next key
    scene.notice_color = theme.WARN
    scene.turn = -1  # the turn the cursor was placed for
    scene.threat_how = NONE  # the coach's warning for the card at the cursor, if any
    scene.threat_place = -1
    scene.said_status = scene.said_prompt = None  # the coach's or a game's end's lines
    scene.state = -1  # the game and its end the match label and the box show
