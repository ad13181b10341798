"""Royal Council: the text's worked example (the last play's breakdown, then the preview of
the 11-point answer), the appointment at four seats, the whole deck, the draw pile, the end
of a round, the end of the game, the pass-the-device screen."""

from engine.app.play_start import begin
from engine.app.session import Session
from engine.catalog import find
from engine.royal_council.rules_notation import designed  # a position set by hand
from tests.driver import PERSON, press, start_after, start_game, wait

EXPERT = 3
EXAMPLE = ("RC1 v0 n2 t121 s1 r0 d1 m0 S:47,52 P:QD/JS/KD/JH/QH/JC H:JD.KH.KC/QS.QC.KS K:- "
           "L:1,JH>3,6,3,0,0")


def _after(app, controllers, options, seed, until):
    """The game from where until(game) first holds, the casual AI playing before."""
    return start_after(app, "royal_council", controllers, until, options, seed).game


def worked_example(app, snap):
    mods = app.open_game(find("royal_council"))
    begin(app, Session("royal_council", designed(mods.rules_class, EXAMPLE), [PERSON, EXPERT]))
    app.step()
    snap("example")
    press(app, "A")
    snap("preview")


def appointment(app, snap):
    _after(app, [PERSON, EXPERT, EXPERT, EXPERT], {}, 4,
           lambda g: g.to_move == 0 and g.empties == 3)
    press(app, "RIGHT", "A")
    snap("appointment")


def whole_deck(app, snap):
    game = _after(app, [PERSON, EXPERT, EXPERT], {"variant": 2}, 5,
                  lambda g: g.to_move == 0 and g.scores[0] > 12)
    best = max(game.legal_moves(), key=lambda m: game.gain(m & 7, m >> 3) * 8 - (m & 7))
    press(app, *(["RIGHT"] * game.hand(0).index(best >> 3)), "A")
    while app.top().pcur != best & 7:
        press(app, "RIGHT")
    snap("deck")


def draw_pile(app, snap):
    _after(app, [PERSON, EXPERT], {"variant": 1}, 6,
           lambda g: g.to_move == 0 and g.empties == 0 and g.scores[1] > 20)
    snap("draw")


def round_end(app, snap):
    _after(app, [PERSON, EXPERT, EXPERT], {}, 7, lambda g: g.round_ended())
    snap("round")


def game_end(app, snap):
    scene = start_game(app, "royal_council", [0, EXPERT, 1], {"target": 61}, 8)
    while not scene.game.is_over():
        wait(app, 400, 200)
    snap("end")


def two_people(app, snap):
    start_game(app, "royal_council", [PERSON, PERSON], None, 9)
    snap("privacy")


SCENES = (("royal_council", worked_example), ("royal_council", appointment),
          ("royal_council", whole_deck), ("royal_council", draw_pile),
          ("royal_council", round_end), ("royal_council", game_end),
          ("royal_council", two_people))
