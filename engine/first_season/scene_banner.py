"""First of the Season's result of a game or match: the banner over the garden (who won,
the points or the tie-break, what comes next) and the status bar above it.

Shown now and then, so GameScene.update loads it for each drawing
(engine.modules.part), with its texts (engine.first_season.text_more): neither is on
the heap while a game is played, nor are the banner's labels (made here when it shows,
dropped by GameScene.update when it goes).
"""

from engine.app.scene import t
from engine.lang import Texts
from engine.ui import theme
from engine.ui.draw import cells, set_attr, set_text
from engine.ui.wrap import wrap


def _labels(scene):
    # The banner's head and body labels, centred on its box (made at its first drawing).
    if not scene.banner_labels:
        m = scene.app.metrics
        w = m.width
        s = m.scale
        cols = scene.cols_text - 2  # the lines draw wraps to, at most three of each
        scene.banner_labels = (cells(cols, 3, w // 2, 0, color=theme.ACCENT, scale=s,
                                     anchor=(0.5, 0.0), pitch=m.lh // s),
                               cells(cols, 3, w // 2, m.lh, color=theme.TEXT, scale=s,
                                     anchor=(0.5, 0.0), pitch=m.lh // s))
        for part in scene.banner_labels:
            scene.banner.append(part)
    return scene.banner_labels


def draw(scene, room):
    # The status bar (room: the characters it holds beside the games won) and the banner.
    game = scene.game
    more = Texts("engine.first_season.text_more").TEXT
    match, index = game.match_state()[:2]
    if match > 1:
        text = more["game_of"] % (index + 1, match)
    else:
        text = scene.text("end")
    set_text(scene.status_label, scene.fit(text, room))
    winner = game.game_winner()
    if game.is_over() and match > 1:
        # The match's winner by games won, not the last game's (a drawn game counts for
        # nobody: it can end a match that the other seat won).
        wins = game.result()
        best = -1 if wins[0] == wins[1] else (0 if wins[0] > wins[1] else 1)
        head = more["draw"] if best < 0 else more["wins_match"] % scene.seat_name(best)
    elif winner < 0:
        head = more["draw"]
    else:
        head = more["wins"] % scene.seat_name(winner)
    p0 = game.points(0)
    p1 = game.points(1)
    if p0 == p1 and winner >= 0:
        detail = more["tie_break"]
    else:
        detail = more["points"] + " %d : %d" % (p0, p1)
    if game.is_over():
        way = t("a_menu")
    elif scene.session.people():
        way = "A: " + more["next_game"]
    else:  # only AIs: the next game follows by itself
        way = "\u2026 " + more["next_game"]
    cols = scene.cols_text - 2
    heads = wrap(head, cols)
    lines = wrap(detail, cols) + [way]
    head_label, body = _labels(scene)
    set_text(head_label, _centred(heads))
    set_text(body, _centred(lines))
    lh = scene.app.metrics.lh
    set_attr(body, "anchored_position", (body.anchored_position[0], len(heads) * lh))
    count = len(heads) + len(lines)
    span = scene.banner_span
    if count * lh > span - 2 * scene.s:
        span = scene.banner_span_all  # cover the table too: the points are in the text
    box = scene.banner_box
    set_attr(box, "height", span)
    set_attr(box, "y", -((span - count * lh) // 2))
    set_attr(scene.banner, "y", scene.banner_top - box.y)
    set_attr(scene.banner, "hidden", False)
    # What lies under the box is hidden while it shows (GameScene.update shows the
    # labels again): the garden and the info line, and the table if it is covered too.
    covered = [scene.garden_label, scene.info_label] + scene.ace_card[1:]
    for row in scene.garden_rows:
        covered += row[1:]
    if span == scene.banner_span_all:
        covered += [scene.out_box, scene.head] + scene.names + scene.count_labels \
            + scene.crown_boxes
    for obj in covered:
        set_attr(obj, "hidden", True)


def _centred(lines):
    # Lines padded to the widest one, so that a centred label centres each of them.
    widest = max([len(line) for line in lines])
    out = []
    for line in lines:
        left = (widest - len(line)) // 2
        out.append(" " * left + line + " " * (widest - len(line) - left))
    return "\n".join(out)
