"""Niwa: a swap being chosen, a reveal that opens a trio, the three cards laid for it, the
end of a round, the end of the tournament, the pass-the-device screen, the log."""

from engine.app.play import begin
from engine.app.session import Session
from engine.catalog import find
from engine.prng import Prng
from tests.driver import PERSON, press, start_game, wait

EXPERT = 2
# Player 1 to move; the top of the stack, 1O, opens the trio of 1s.
BEFORE_TRIO = ("niwa1 seats=3 rounds=3 seed=2 obj=2 scores=- turn=0 idle=0 phase=T laid=- "
               "row=0G,1P,1G,2P,2P,2O,2O,3P,3O,6O stack=7O,1O aside=0P,0O,1P,1G,1O,2G,2G,3G,"
               "3O,4P,4P,4G,4O,4O,5P,5G,6P,7P,7G,8G,9P,9G,9G,9O,10P,10G,10O "
               "hand0=5O,5O,7O,8P,8G,8O,8O,9O,10O known0=5O,7O,8O,8O,9O,10O "
               "hand1=3P,5P,6P,6G,6O,7P,8P,9P,10P known1=3P,6G,7P,8P "
               "hand2=0P,0G,0O,3G,4G,5G,6G,7G,10G known2=0P,0G,0O,3G,4G,7G")


def _at(app, position, controllers):
    mods = app.open_game(find("niwa"))
    begin(app, Session("niwa", mods.rules_class.decode(position), controllers))
    app.step()
    return app.top()


def _after(app, controllers, seed, until):
    """A tournament from where until(game) first holds, the casual AI playing before."""
    mods = app.open_game(find("niwa"))
    game = mods.rules_class(len(controllers), seed, {})
    prng = Prng(2)
    while not until(game):
        game.play(mods.ai.choose(game, game.to_move, "casual", prng))
    begin(app, Session("niwa", game, controllers))
    app.step()
    return app.top()


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
