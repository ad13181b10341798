"""Niwa's banner at the end of a round or of the tournament: a table of every seat's
points (a column per round, then the sums), who won, what comes next.

Shown now and then, so GameScene.draw_banner loads it for each drawing
(engine.modules.part), with its texts (engine.niwa.text_more): neither is on the
heap while a round is played, nor are the banner's labels (made here when it shows,
dropped by GameScene.draw_banner when it goes).
"""

from engine.app.scene import t
from engine.lang import Texts
from engine.ui import theme
from engine.ui.draw import ELLIPSIS, cells, fit, set_text
from engine.ui.wrap import wrap

TICK = "\u2713"  # marks the winners of a round


def _labels(scene):
    # The banner's head, table and foot labels, over the banner (made at its first
    # drawing).
    if not scene.banner_labels:
        m = scene.app.metrics
        s = m.scale
        w = m.width
        bar = m.lh + s
        cols = scene.cols
        body = cells(cols, scene.banner_lines, 2 * s, bar + 12 * s, color=theme.TEXT,
                     scale=s)  # a line (10s) under the head
        scene.banner_labels = (cells(cols, 1, w // 2, bar, color=theme.ACCENT, scale=s,
                                     anchor=(0.5, 0.0)), body,
                               cells(cols, 1, w // 2, m.height - 12 * s, color=theme.DIM,
                                     scale=s, anchor=(0.5, 0.0)))
        for part in scene.banner_labels:
            scene.group.append(part)
    return scene.banner_labels


def draw(scene):
    # The banner's head, table and foot on its labels.
    game = scene.game
    more = Texts("engine.niwa.text_more").TEXT
    cols = scene.cols
    lines, ticked = _table(scene, more, cols)
    room = scene.banner_lines
    if game.is_over():
        won = game.outcome().winners
        head = more["tie"] if len(won) > 1 else scene.said(more["wins"], won[0])
        if ticked:
            lines += _wrapped("\n" + TICK + " " + more["won_card"], cols, room - len(lines))
        foot = t("a_menu")
    else:
        r = len(game.round_scores()) - 1
        obj = game.objective_of(r)
        head = more["objective"] + " %d: " % obj + scene.text("objectives")[obj - 1]
        if len(head) > cols:
            head = "%d: " % obj + scene.text("objectives")[obj - 1]
        winners = game.round_winners(r)
        if len(winners) > 1:
            text = "\n" + more["round_shared"]
        else:  # the full name: the line wraps
            text = "\n" + more["round_won"] % scene.seat_name(winners[0])
        lines += _wrapped(text, cols, room - len(lines))
        nxt = game.objective()
        text = more["next_objective"] % ("%d %s" % (nxt, scene.text("objectives")[nxt - 1]))
        lines += _wrapped(text, cols, room - len(lines))
        foot = more["a_next"] if scene.session.people() else ELLIPSIS
    head_label, body, foot_label = _labels(scene)
    set_text(head_label, fit(head, cols))
    set_text(foot_label, fit(foot, cols))
    set_text(body, "\n".join(lines))


def _table(scene, more, cols):
    # (lines, ticked): the scores, a column per finished round (a tick after the points
    # of those who won its objective card), then the sums (ticked for the winners at
    # the end); ticked 0 when the ticks had to go for the names to fit.
    game = scene.game
    seats = range(game.seats)
    columns = []
    for r in range(len(game.round_scores())):
        points = game.round_scores()[r]
        columns.append((more["col_round"] % (r + 1), [points[s] for s in seats],
                        game.round_winners(r)))
    if game.rounds > 1:
        outcome = game.outcome()
        columns.append((more["col_sum"], game.totals(), outcome.winners if outcome else ()))
    short = max([len(scene.short_name(s)) for s in seats])
    for ticks in (1, 0):
        widths = [1 + max([len(head)] + [len(str(v)) for v in values])
                  for head, values, won in columns]
        wide = sum(widths) + ticks * len(widths)
        if short + wide <= cols:
            break
    head = ""
    for i in range(len(columns)):
        head += _right(columns[i][0], widths[i]) + " " * ticks
    lines = [_right(head, cols)]
    for seat in seats:
        scores = ""
        for i in range(len(columns)):
            name, values, won = columns[i]
            scores += _right(str(values[seat]), widths[i])
            if ticks:
                scores += TICK if seat in won else " "
        name = scene.seat_name(seat)
        if len(name) + wide > cols:
            name = scene.short_name(seat)
        lines.append(name + " " * (cols - wide - len(name)) + scores)
    return lines, ticks


def _right(text, width):
    # text right-aligned in width characters.
    return " " * (width - len(text)) + text


def _wrapped(text, cols, room):
    # text in lines of cols, if they fit in room lines, else none.
    lines = wrap(text, cols)
    return lines if len(lines) <= room else []
