"""First of the Season's screen laid out: GameScene.build's displayio objects.

Run once when the game screen is made, so engine.first_season.scene loads it for that
one use (engine.modules.part): its code is not on the heap while the game is played.
"""

import displayio

from engine.compat import const
from engine.ui import theme
from engine.ui.draw import cells, label, rect

_SOIL = const(0x3A2E22)  # the garden bed
_HAND = const(4)  # cards in a full hand


def build(scene):
    # The scene's displayio objects (in drawing order) and its first state.
    m = scene.app.metrics
    s = m.scale
    cw = m.cw
    scene.s = s
    g = scene.group
    w = m.width
    th = m.lh + s  # a card's height
    bar = m.lh + s
    msg_y = m.height - m.lh - s  # the descenders on screen too
    hand_y = msg_y - 2 * s - th
    table_y = hand_y - 2 * s - 3 * m.lh
    info_y = table_y - m.lh - s
    garden_y = bar + 3 * s
    scene.cols = max(1, (w - 2 * s + cw) // (4 * cw))
    # At most two garden rows (it scrolls by rows beyond them): the bed takes no more of
    # the screen than they need; the room left goes between the info line, the table
    # and the hand.
    scene.rows = max(1, min(2, (info_y - garden_y - th) // (th + 2 * s) + 1))
    slack = info_y - (garden_y + scene.rows * (th + 2 * s) + 2 * s)
    if slack > 0:
        info_y -= slack
        table_y -= slack // 2
    x0 = 3 * s  # the left edge of the first card's text
    scene.gtop = 0  # the first garden row shown

    scene.score_label = scene.top_bar(theme.ACCENT)
    g.insert(2, rect(0, bar, w, info_y - bar - s, _SOIL))  # under the bar's labels' descenders

    scene.cursor = rect(0, 0, 3 * cw + 5 * s, th + 4 * s, theme.TEXT)
    g.append(scene.cursor)
    scene.garden_rows = []  # their texts, and the Ace's: scene.garden_label, below
    for row in range(scene.rows):
        scene.garden_rows.append(_row(g, x0, garden_y + row * (th + 2 * s), scene.cols, m,
                                      False))
    scene.hand_cards = []  # one card each: a narrower pitch leaves room for the button
    pitch = 3 * cw + 4 * s
    for i in range(_HAND):
        scene.hand_cards.append(_row(g, x0 + i * pitch, hand_y, 1, m))
    bx = x0 + _HAND * pitch
    scene.button = label("", bx, hand_y + s, color=theme.TEXT, scale=s, background=theme.SELECT_BG)
    scene.button_room = (w - bx) // cw
    g.append(scene.button)

    # The revealed Ace, the Aces under it and the deck.
    scene.ace_card = _row(g, x0, info_y, 1, m, False)
    # The texts of the garden's rows and of the Ace (in its column): one stacked label.
    dy = (th + 2 * s) // s  # font pixels from a garden row to the next
    tops = [row * dy for row in range(scene.rows)] + [(info_y - garden_y) // s]
    scene.garden_label = cells(4 * scene.cols, len(tops), x0, garden_y + s,
                               color=theme.CARD_BLACK, scale=s, tops=tops)
    g.append(scene.garden_label)
    # One label for the Aces left and the deck, padded so the deck ends at the right.
    ix = x0 + 3 * cw + 2 * s
    scene.info_label = cells(m.cols, 1, ix, info_y + s, color=theme.TEXT, scale=s)
    scene.info_room = (w - 2 * s - ix) // cw
    g.append(scene.info_label)

    # The tableaus, 20 columns: name and last-harvest mark, then from column 5 the six
    # suit counts, Aces and points (on 20 columns the points in the Aces' place, see
    # scene.draw_table), one two-line label (both seats) per colour (a
    # Crown: black on gold; a suit's Crown has one holder, so one box a suit). The
    # heading row: the garden's scroll marks and the heading in one label; the suit
    # out of season, black on its box, is the black label's first line.
    tx = max(0, min(x0 - s, w - 20 * cw))
    cx = tx + 5 * cw
    # The boxes behind a suit's icon or count: one pixel below the line's top, so that the
    # icons' nine rows (tools/make_font.py) lie on them.
    scene.out_box = rect(0, table_y + s, cw + s, m.lh - s, theme.WARN)
    g.append(scene.out_box)
    scene.crown_boxes = []
    for suit in range(6):
        box = rect(cx + 2 * suit * cw - s, table_y + s, cw + s, m.lh - s, theme.ACCENT)
        g.append(box)
        scene.crown_boxes.append(box)
    scene.table_y = table_y
    scene.head = cells(m.cols, 1, tx, table_y, color=theme.DIM, scale=s)
    scene.more = ""  # the scroll marks
    scene.head_text = ""  # the heading's columns
    scene.head_x = cx
    scene.points_room = m.cols - 19
    g.append(scene.head)
    scene.names = []
    for seat in range(2):
        scene.names.append(cells(m.cols, 1, tx, table_y + (seat + 1) * m.lh, color=theme.TEXT,
                                 scale=s))
        g.append(scene.names[seat])
    scene.count_labels = []  # plain, zero (from the first seat's row), black (heading row)
    for color in (theme.TEXT, theme.DIM, theme.CARD_BLACK):
        heading = color == theme.CARD_BLACK  # the heading row's line, then the seats'
        lbl = cells(m.cols, 3 if heading else 2, cx, table_y + (not heading) * m.lh,
                    color=color, scale=s, pitch=m.lh // s)
        g.append(lbl)
        scene.count_labels.append(lbl)

    scene.message = cells(m.cols, 1, 2 * s, msg_y, color=theme.DIM, scale=s)
    scene.crown_label = label("", 0, msg_y, color=theme.CARD_BLACK, scale=s,
                              background=theme.ACCENT)
    scene.msg_y = msg_y
    g.append(scene.message)
    g.append(scene.crown_label)
    scene.cols_text = m.cols
    scene.bar_cols = (w - 4 * s) // cw

    # The result of a game or match: over the garden, and over the table if need be (its
    # labels, made by scene_banner.py while it shows, on its box).
    top = bar + s
    scene.banner_span = table_y + s - top  # + s: descenders above
    scene.banner_span_all = hand_y - s - top
    scene.banner = displayio.Group(y=top)
    scene.banner.hidden = True  # shown by scene_banner.py, hidden by scene.update
    scene.banner_box = rect(0, 0, w, scene.banner_span, theme.PANEL)
    scene.banner.append(scene.banner_box)
    scene.banner_labels = ()
    scene.banner_top = top
    g.append(scene.banner)

    # Cursors: the hand position, the harvest's marks and position (len(targets) = button).
    scene.hcur = 0
    scene.harvest_of = -1  # the planted card the marks below belong to
    scene.picked = 0
    scene.targets = []
    scene.hpos = 0
    scene.harvest = None  # the harvest choice's code (scene_harvest.py), while a person chooses
    scene.notice = ""


def _row(g, x, y, n, m, own=True):
    # A row of up to n small cards (scene._show): its label for all their texts (None:
    # not its own, own False), then a face (a cream rectangle) each.
    s = m.scale
    row = [cells(4 * n - 1, 1, x, y + s, color=theme.CARD_BLACK, scale=s) if own else None]
    for i in range(n):
        row.append(rect(x + i * 4 * m.cw - s, y, 3 * m.cw + s, m.lh + s, theme.CARD))
        g.append(row[-1])
    if own:
        g.append(row[0])
    return row
