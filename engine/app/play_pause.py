"""The pause menu's rows of a game screen (START): the game's extras, taking back the
person's last move where that is allowed, and a finished game's review.

Loaded each time the pause menu opens (engine.modules.part), so that none of it is on
the heap while a game is played; the rows' actions hold it while the menu is open.
"""

from engine.app.scene import t
from engine.modules import import_once


def rows(scene):
    """The game's pause-menu rows: its extras, then Take back if allowed, or once the
    game is over its review (as LEFT or SELECT on its end screen)."""
    out = scene.extras()
    if can_take_back(scene):
        out.append((t("take_back"), lambda: _take_back_and_resume(scene)))
    if scene.game.is_over():
        out.append((t("review"), lambda: _review(scene)))
    return out


def _review(scene):
    app = scene.app
    app.pop()  # the pause menu
    app.next = lambda: import_once("engine.app.play").review_end(app)


def can_take_back(scene):
    """Against the AI always; between people only when no hidden card would show."""
    if scene.session.people() == 0 or not scene.game.can_undo():
        return False
    return scene.session.people() == 1 or not scene.HIDDEN_HANDS


def take_back(scene):
    """Undo the person's last move and every AI reply after it; False if impossible."""
    game = scene.game
    undone = 0
    try:
        while True:
            scene.session.undo()
            undone += 1
            if not scene.session.is_ai(game.to_move):
                break
    except IndexError:
        if undone == 0:
            return False
    scene.thinking = False
    scene.app.settings.decided()
    scene.after_move()
    return True


def _take_back_and_resume(scene):
    scene.app.pop()  # the pause menu
    if not take_back(scene):
        scene.app.beep(220, 60)
