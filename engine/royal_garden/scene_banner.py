"""Royal Garden between games: the game number and the match under the pile (new with
each game), and at a game's end the box that tells why it ended and what it scored, the
top line (who won the game or the match) and the prompt (who starts next, or the way
back to the menu).

GameScene.update loads this for each new game and each end (engine.modules.part),
with its texts (engine.royal_garden.text_more): neither is on the heap while a game is
played.
"""

from engine.app.scene import t
from engine.lang import Texts
from engine.royal_garden.rules import (
    BLOCK,
    DRAW,
    LINE,
    MATCH_OVER,
    PLAYING,
    POINTS,
    SINGLE,
    SQUARE,
)
from engine.royal_garden.scene import COLOURS
from engine.ui.draw import set_text
from engine.ui.wrap import wrap


def _centred(lines):
    """Lines padded with spaces to stand centred under each other, in one label."""
    width = max([len(line) for line in lines]) if lines else 0
    return "\n".join([" " * ((width - len(line)) // 2) + line for line in lines])


def _move(lbl, y):
    """Put a label's anchor at height y (only if it moves)."""
    x, old = lbl.anchored_position
    if old != y:
        lbl.anchored_position = (x, y)


def draw(scene):
    game = scene.game
    more = Texts("engine.royal_garden.text_more").TEXT
    number = more["game_number"] % game.game_number()
    lines = scene.goal_lines
    if game.mode != SINGLE:
        lines = [number] + lines
    set_text(scene.match_label, _centred(lines))
    if game.phase == PLAYING:
        return

    # The box: why the game ended and what it scored, wrapped, under the game number
    # if there is room for it, centred.
    ending = game.ending
    if ending == LINE:
        parts = [more["win_line"]]
    elif ending == SQUARE:
        parts = [more["win_square"]]
    elif ending == BLOCK:
        rank, suit = scene.card_text(game.top_card())
        parts = [more["win_block"] % (rank + suit)]
    else:
        parts = [more["draw"], more["replay"]]
    if game.mode == POINTS and ending != DRAW:
        points = game.points
        parts.append(more["scored_one"] if points == 1 else more["scored"] % points)
    lines = []
    for part in parts:
        lines.extend(wrap(part, scene.panel_cols))
    rows = scene.box_rows
    head = number if game.mode != SINGLE and len(lines) < rows else ""
    lines = lines[:rows]
    shown = len(lines) + (1 if head else 0)
    top = scene.box_y
    lh = scene.app.metrics.lh
    y = top + (rows - shown) * lh // 2
    set_text(scene.box_head, head)
    _move(scene.box_head, y)
    set_text(scene.box_body, _centred(lines))
    _move(scene.box_body, y + (lh if head else 0))

    # The top line and the prompt.
    if game.winner < 0:
        status = t("draw")
    else:
        key = COLOURS[game.winner] + "_wins"
        if scene.session.people() == 1:  # the panel says You / AI: so does the result
            key = "ai_wins" if scene.session.is_ai(game.winner) else "you_win"
        status = more[key]
        if game.phase == MATCH_OVER and game.mode != SINGLE:
            long = more[key + "_match"]
            if len(long) <= scene.cols:
                status = long
    if game.phase == MATCH_OVER:
        prompt = t("a_menu")
    else:
        prompt = more["starts"] % scene.colour(game.to_move)
    scene.said_status = status
    scene.said_prompt = prompt
