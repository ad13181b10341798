"""Niwa: a swap being chosen, a reveal that opens a trio, the three cards laid for it, the
end of a round, the end of the tournament, the pass-the-device screen, the log."""

from engine.app.play_start import begin
from engine.app.session import Session
from engine.catalog import find
from engine.niwa.rules_notation import designed  # a position set by hand
from tests.driver import PERSON, press, start_after, start_game, wait
from tests.test_niwa_scene import BEFORE_TRIO  # 1O on the stack opens the trio of 1s

EXPERT = 2


def _at(app, position, controllers):
    mods = app.open_game(find("niwa"))
    begin(app, Session("niwa", designed(mods.rules_class, position), controllers))
    app.step()
    return app.top()


def _after(app, controllers, seed, until):
    """A tournament from where until(game) first holds, the casual AI playing before."""
    return start_after(app, "niwa", controllers, until, seed=seed)


def swap(app, snap):
    _after(app, [PERSON, EXPERT, EXPERT], 5,
           lambda g: g.to_move == 0 and len(g.stack) <= 6 and g.stage() == 0)
    press(app, "RIGHT", "RIGHT", "A", "RIGHT", "RIGHT")
    snap("swap")


def trio(app, snap):
    _at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    press(app, "LEFT", "A")
    snap("reveal")
    press(app, "A", "A", "RIGHT", "RIGHT", "RIGHT", "A", "RIGHT")
    snap("trio")


def round_end(app, snap):
    scene = _after(app, [PERSON, EXPERT, 1, 0], 7,
                   lambda g: g.to_move == 0 and len(g.stack) == 1 and g.stage() == 0)
    press(app, "LEFT", "A")
    if not scene.round_shown:  # the reveal opened a trio: take none
        press(app, "LEFT", "A")
    snap("round")


def tournament_end(app, snap):
    scene = start_game(app, "niwa", [EXPERT, 1, EXPERT], None, 8)
    while not scene.game.is_over():
        wait(app, 4000, 400)
    snap("end")


def two_people(app, snap):
    start_game(app, "niwa", [PERSON, PERSON, EXPERT], None, 9)
    snap("privacy")


def log(app, snap):
    _after(app, [PERSON, EXPERT, EXPERT], 3,
           lambda g: g.to_move == 0 and len(g.stack) == 4 and g.stage() == 0)
    press(app, "START", "DOWN", "A")
    snap("log")


SCENES = (("niwa", swap), ("niwa", trio), ("niwa", round_end), ("niwa", tournament_end),
          ("niwa", two_people), ("niwa", log))
