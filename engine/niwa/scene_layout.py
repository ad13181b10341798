"""Niwa's screen laid out: GameScene.build's displayio objects and card sizes.

Run once when the game screen is made, so engine.niwa.scene loads it for that one use
(engine.modules.part): its code is not on the heap while the game is played.
"""

from engine.niwa.rules import HAND
from engine.niwa.scene import BACK, GIVE, HAND_T, Grid
from engine.ui import theme
from engine.ui.draw import cells, rect

CURSOR_RING = 0x06140F  # between the cursor's gold and the card it is on


def build(scene):
    # The scene's displayio objects (in drawing order) and its first state.
    m = scene.app.metrics
    s = m.scale
    scene.s = s
    scene.cols = (m.width - 3 * s) // m.cw  # characters a line holds after its margin
    g = scene.group
    w = m.width
    bar = m.lh + s
    look = _look(m)
    scene.look = look
    line = 10 * s  # the pitch of the text lines under the bar

    scene.round_label = scene.top_bar(theme.DIM)

    # The objective: its number on a gold plate, its name, its rule.
    obj_y = bar - s
    g.append(rect(2 * s, bar + s, m.cw + 3 * s, 9 * s, theme.ACCENT))
    scene.obj_number = cells(2, 1, 4 * s, obj_y, color=theme.BACKGROUND, scale=s)
    scene.obj_name = cells(m.cols, 1, m.cw + 9 * s, obj_y, color=theme.ACCENT, scale=s)
    # With large text the rule stands in for the name, on the one line.
    scene.obj_lines = 2 if look.stacked else 1
    scene.obj_rule = cells(m.cols, 1, 2 * s, obj_y + line, color=theme.DIM, scale=s)
    for part in (scene.obj_number, scene.obj_name, scene.obj_rule):
        g.append(part)

    # The table: the stack and the row (sixteen places: the stack and at most 15
    # cards, the last ones while a trio is being laid for), then the hand on a
    # strip of its own. Behind the faces: the chosen cards' frames (cream) and the
    # cursor's (gold, three for a trio).
    span = look.per * look.pitch - 2 * s
    x = (w - span) // 2
    row_y = obj_y + scene.obj_lines * line + 4 * s
    row_places = 1 + 15
    hand_y = row_y + (row_places + look.per - 1) // look.per * look.pitch_y + 3 * s
    hand_lines = (HAND + look.per - 1) // look.per
    g.append(rect(0, hand_y - 3 * s, w, hand_lines * look.pitch_y + 3 * s, theme.PANEL))
    # The cursor's gold is as light as the faces: a dark ring inside it parts them.
    scene.frames = []
    for color, n, d in ((theme.CARD, 6, 2), (theme.ACCENT, 3, 2), (CURSOR_RING, 3, 1)):
        for _ in range(n):
            frame = rect(0, 0, look.w + 2 * d * s, look.h + 2 * d * s, color)
            frame.hidden = True
            g.append(frame)
            scene.frames.append(frame)
    scene.row = _grid(g, look, x, row_y, row_places)
    scene.hand = _grid(g, look, x, hand_y, HAND)
    scene.fresh = rect(0, 0, look.w, 2, theme.TEXT)  # under the card put down last
    g.append(scene.fresh)
    sx, sy = scene.row.spot(0)
    scene.stack_label = cells(2, 1, sx + look.w // 2, sy + look.h // 2 - s, color=theme.CARD,
                              scale=s, anchor=(0.5, 0.5))
    g.append(scene.stack_label)

    # The bottom: a message line, then the button and the hand's score.
    button_y = m.height - 12 * s
    scene.message = cells(m.cols, 1, 2 * s, button_y - 11 * s, color=theme.TEXT, scale=s)
    g.append(scene.message)
    widest = max(len(scene.text("reveal")), len(scene.text("no_trio")))
    scene.plate = rect(2 * s, button_y + s, (widest + 1) * m.cw - s, 11 * s, theme.SELECT_BG)
    scene.button = cells(widest, 1, 4 * s, button_y, color=theme.TEXT, scale=s)
    scene.score = cells(m.cols, 1, w - 2 * s, button_y, color=theme.DIM, scale=s,
                        anchor=(1.0, 0.0))
    for part in (scene.plate, scene.button, scene.score):
        g.append(part)
    scene.button_spot = (2 * s, button_y + s)

    # The end of a round or of the tournament: a banner over everything below the bar
    # (its labels, made by engine/niwa/banner.py while it shows, over it).
    scene.banner = rect(0, bar, w, m.height - bar, theme.BACKGROUND)
    scene.banner_labels = ()
    scene.banner_lines = (m.height - bar - 2 * s) // line - 2  # between head and foot
    g.append(scene.banner)

    scene.letters = scene.text("letters")  # on the cards
    scene.small = [letter.lower() for letter in scene.letters]  # in texts
    scene.rule_obj = scene.rule_language = 0  # the objective, language and rule on screen
    scene.rule_text = ""
    scene.step = GIVE
    scene.cur = HAND_T
    scene.give = -1  # the hand card chosen to swap
    scene.chosen = -1  # the trio chosen (its value)
    scene.marks = []  # hand places chosen to lay for it
    scene.note = ""  # the message line: a refusal, a hint or the last move
    scene.note_color = theme.DIM
    scene.rounds_seen = len(scene.game.round_scores())
    scene.round_shown = False  # a finished round's result waits on screen
    scene.mover = -1  # the seat of the move played last
    scene.row_cards = []
    scene.hand_cards = []


class _Look:
    """Card sizes for the screen (the scene's look, read by the scene and its Grids): s,
    stacked, cells, pitch, w, h, pitch_y, line_dy (pitch_y in font pixels), short_x,
    long_x, text_y, per."""


def _look(m):
    # Card sizes for the screen: value over letter at text scale 1, side by side at 2
    # (a hand of nine then takes two lines).
    look = _Look()
    s = m.scale
    look.s = s
    look.stacked = s == 1
    look.cells = 3 if look.stacked else 4  # characters from one card to the next
    look.pitch = look.cells * m.cw
    look.w = look.pitch - 2 * s
    look.h = 21 * s if look.stacked else 10 * s  # side by side: room for a small g
    look.pitch_y = look.h + 2  # at scale 2 a frame round a card lies under the next line's faces
    look.line_dy = look.pitch_y // s
    short, long = (1, 2) if look.stacked else (2, 3)
    look.short_x = (look.w - short * m.cw + s) // 2
    look.long_x = (look.w - long * m.cw + s) // 2
    look.text_y = -s if look.stacked else -2 * s  # the ink lies 3s below a label's top
    look.per = (m.width + 2 * s) // look.pitch
    return look


def _grid(group, look, x, y, count):
    # A Grid of count places from (x, y): a face for each (card backs, until shown),
    # Cells for the 10s and Cells for the other values, centred on the faces (a glyph's
    # ink is 5 wide). (One label for both grids took its bitmap of 3.1-3.4 KB in one
    # piece, which the firmware's heap once no longer had with 14 KB free.)
    grid = Grid()
    grid.look = look
    grid.x = x
    grid.y = y
    grid.count = count
    grid.lines = (count + look.per - 1) // look.per
    grid.faces = []
    for i in range(count):
        fx, fy = grid.spot(i)
        face = rect(fx, fy, look.w, look.h, BACK)
        group.append(face)
        grid.faces.append(face)
    lines = [line * look.line_dy for line in range(grid.lines)]  # each line's top
    cols = look.per * look.cells
    grid.tens = cells(cols, len(lines), x + look.long_x, y + look.text_y,
                      color=theme.CARD_BLACK, scale=look.s, tops=lines)
    group.append(grid.tens)
    tops = []  # the values, the letters a glyph's height under them
    for dy in lines:
        tops += [dy, dy + theme.CHAR_H]
    grid.values = cells(cols, len(tops), x + look.short_x, y + look.text_y,
                        color=theme.CARD_BLACK, scale=look.s, tops=tops)
    group.append(grid.values)
    grid.shown = [None] * count  # per place: a kind, -1 a back, None nothing
    return grid
