"""Royal Council's screen laid out: GameScene.build's displayio objects.

Run once when the game screen is made, so engine.royal_council.scene loads it for that
one use (engine.modules.part): its code is not on the heap while the game is played.
"""

import displayio

from engine.royal_council.scene import CARD, Card
from engine.ui import theme
from engine.ui.draw import cells, rect

WOOD = 0x8B5A2B  # the cribbage board
GROOVE = 0x5A3818
HOLE = 0x24150A
PEGS = (0xE8403A, 0x4FA8F8, 0xF4F4F4, 0x5CCB5F)  # seat 0 red, blue, white, green


def build(scene):
    # The scene's displayio objects (in drawing order) and its first state.
    m = scene.app.metrics
    s = m.scale
    scene.s = s
    g = scene.group
    game = scene.game
    w = m.width
    bar = m.lh + s
    cw = 2 * m.cw + 2 * s  # a card
    ch = 2 * m.lh
    rise = ch + 2 * s  # from the upper to the lower card of a side of the ring
    side = cw + 7 * s  # from a side column to the middle column
    ring_w = 2 * side + cw
    ring_h = 2 * rise + ch
    rx = 2 * s
    ry = bar + s
    scene.cols = m.cols - 1

    scene.phase_label = scene.top_bar(theme.DIM)

    # The ring: a cursor behind, then the six places, pile 0 on top, clockwise.
    scene.pile_cursor = rect(0, 0, cw + 4 * s, ch + 4 * s, theme.ACCENT)
    g.append(scene.pile_cursor)
    spots = ((side, 0), (2 * side, rise // 2), (2 * side, rise // 2 + rise),
             (side, 2 * rise), (0, rise // 2 + rise), (0, rise // 2))
    scene.places = []
    scene.piles = []
    for dx, dy in spots:
        scene.places.append((rx + dx, ry + dy))
        scene.piles.append(Card(g, rx + dx, ry + dy, cw, ch, s))
    scene.centre = cells(4, 1, rx + ring_w // 2, ry + ring_h // 2, color=theme.ACCENT,
                         scale=s, anchor=(0.5, 0.5))  # the ring's points: '+12'
    g.append(scene.centre)

    # The hand beside the ring when it fits there, else below it; the board beside it.
    most = (12 // game.seats, 1, 3)[game.variant]  # cards in a hand at most
    pitch = cw + 2 * s
    col_x = rx + ring_w + 4 * s
    col_w = w - col_x - 2 * s
    board_h = ry + ring_h - bar - 3 * s - ch - 3 * s
    line = theme.CHAR_H * s  # the breakdown's line pitch
    inline = col_w // m.cw >= 13  # a board row: name, track and score on one line
    row = line if inline else m.lh + 6 * s  # a board row's height at least
    if most * pitch - 2 * s <= col_w and game.seats * row <= board_h:
        # The hand beside the ring, the board under it, the breakdown below them all.
        hand_x, hand_y = col_x, bar + 3 * s
        board_y = hand_y + ch + 3 * s
        head_y = ry + ring_h + s
        body_x, body_w, bottom = 2 * s, w - 4 * s, m.height
    else:
        # The board beside the ring with the breakdown under it, the hand below them.
        hand_x, hand_y = 3 * s, ry + ring_h + 3 * s
        board_y = ry + s  # below the top line's descenders
        board_h = min(ring_h - s, game.seats * (row + 2 * s))
        head_y = min(hand_y + ch + s, m.height - line - 2 * s)
        body_x, body_w, bottom = col_x + s, col_w - s, ry + ring_h
    body_y = head_y + line if body_x == 2 * s else board_y + board_h + s
    scene.hand_cursor = rect(0, 0, cw + 4 * s, ch + 4 * s, theme.ACCENT)
    g.append(scene.hand_cursor)
    scene.hand_places = []
    scene.hand = []
    for i in range(most):
        scene.hand_places.append((hand_x + i * pitch, hand_y))
        scene.hand.append(Card(g, hand_x + i * pitch, hand_y, cw, ch, s))
    _board(scene, col_x, board_y, col_w, board_h, inline)

    # The breakdown: a head line and the lines under it (a glyph's ink lies 3 to 12
    # rows below a label's top at scale 1).
    scene.info_head = cells(m.cols, 1, 2 * s, head_y, color=theme.TEXT, scale=s)
    scene.body_cols = body_w // m.cw
    scene.body_lines = max(0, (bottom - body_y - 12 * s) // line + 1)
    scene.info_body = cells(scene.body_cols, max(1, scene.body_lines), body_x, body_y,
                            color=theme.DIM, scale=s)
    g.append(scene.info_head)
    g.append(scene.info_body)

    # The end of a round or of the game: a banner over the hand (its label, made by
    # draw_banner while it shows, centred on it).
    span = (w - hand_x - 2 * s) if hand_x == col_x else w - 4 * s
    scene.banner = displayio.Group(x=hand_x - s, y=hand_y - s)
    scene.banner.append(rect(0, 0, span + 2 * s, ch + 2 * s, theme.PANEL))
    scene.banner_labels = ()
    scene.banner_middle = (span // 2 + s, ch // 2 + s)
    scene.banner_cols = span // m.cw
    g.append(scene.banner)

    scene.step = CARD
    scene.hcur = 0
    scene.pcur = 0
    scene.round_shown = False  # the end of a round waits on screen
    scene.hint_text = ""  # a hint's reason, shown over the preview until the next key


def _board(scene, x, y, w, h, inline):
    # The scores on a cribbage board: one label for every seat's name and score, a plate
    # behind the name of the seat to move, and per seat a track (a hole every five
    # points, gold at the goal) with two pegs.
    m = scene.app.metrics
    s = scene.s
    n = scene.game.seats
    g = scene.group
    pitch = min(m.lh + (4 if inline else 8) * s, h // n) // s * s
    top = y + (h - n * pitch) // 2
    g.append(rect(x - s, y - s, w + 2 * s, h + 2 * s, HOLE))  # the board's edge
    g.append(rect(x, y, w, h, WOOD))
    scene.plate = rect(x + s, 0, 3 * m.cw + 2 * s, m.lh - 2 * s, theme.SELECT_BG)
    g.append(scene.plate)
    if inline:
        tx, ty, tw = x + 4 * m.cw, top + m.lh // 2 // s * s, w - 8 * m.cw
    else:
        tx, ty, tw = x + 3 * s, top + m.lh + 3 * s, w - 6 * s
    # Every track is the same: one bitmap (logical pixels), shown once per seat.
    tw = tw // s
    track = displayio.Bitmap(tw, 3, 4)
    colors = displayio.Palette(4)
    for i, color in enumerate((GROOVE, HOLE, theme.ACCENT, WOOD)):
        colors[i] = color
    target = scene.game.target
    for k in range(0, target + 1, 5):
        track[k * (tw - 1) // target, 1] = 1
    track[tw - 1, 1] = 2
    tracks = displayio.Group(scale=s)
    scene.track = (tx, tw)
    scene.pegs = []
    for seat in range(n):
        row_y = ty + seat * pitch
        tracks.append(displayio.TileGrid(track, pixel_shader=colors, x=tx // s,
                                         y=row_y // s - 1))
        for color in (_dim(PEGS[seat]), PEGS[seat]):  # the back peg, then the front
            scene.pegs.append(rect(tx, row_y - 2 * s, 2 * s, 5 * s, color))
    g.append(tracks)
    for peg in scene.pegs:
        g.append(peg)
    scene.rows = cells(m.cols, n, x + 2 * s, top, color=theme.TEXT, scale=s, pitch=pitch // s)
    g.append(scene.rows)
    scene.row_cols = (w - 4 * s) // m.cw
    scene.row_top = (top, pitch)


def _dim(color):
    # The colour at half brightness (a back peg).
    return (color >> 1) & 0x7F7F7F
