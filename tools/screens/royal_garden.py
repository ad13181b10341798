"""Royal Garden: the first card (edge cards bright), the AI thinking, a later turn (the
cards that share rank or suit with the pile bright), a refused card, the result of a
game of a points match, a drawn game between two people, the end of a single game."""

from engine.app.play_start import begin
from engine.app.session import Session
from engine.catalog import find
from engine.prng import Prng
from engine.royal_garden.rules import GAME_OVER, PLAYING
from tests.driver import PERSON, press, start_game, wait

SEED = 7
# A best-of-five game one card before a draw (fifteen taken, no four for anyone).
DRAWING = "RG1 B 1 QSKSKDADQDKHAHJDQCKCJHJCACQHJSAS:0:f3256dae198047b"


def _take(app, place):
    """Walk the cursor to place (DOWN: +4, RIGHT: +1, wrapping) and press A."""
    d = (place - app.top().cur) % 16
    press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)), "A")


def _until(app, phase, prng):
    """The person (Red) plays what a learner would; the AI answers."""
    scene = app.top()
    game = scene.game
    while game.phase == PLAYING and game.phase != phase:
        if scene.thinking:
            wait(app, 200)
        else:
            _take(app, app.modules.ai.choose(game, 0, "casual", prng))


def against_the_ai(app, snap):
    scene = start_game(app, "royal_garden", [PERSON, 2], {"match": 2}, SEED)
    game = scene.game
    snap("first")
    _take(app, 0)
    snap("thinking")
    wait(app, 400)
    prng = Prng(3)
    _take(app, app.modules.ai.choose(game, 0, "casual", prng))
    wait(app, 400)
    snap("play")
    illegal = [p for p in range(16) if game.owner(p) < 0 and p not in game.legal_moves()]
    d = (illegal[0] - scene.cur) % 16
    press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)), "A")
    snap("refused")
    _until(app, GAME_OVER, prng)
    snap("result")


def two_people_draw(app, snap):
    mods = app.open_game(find("royal_garden"))
    game = mods.rules_class.decode(DRAWING)
    begin(app, Session("royal_garden", game, [PERSON, PERSON]))
    app.step()
    _take(app, 12)
    snap("draw")


def single_game(app, snap):
    start_game(app, "royal_garden", [PERSON, 1], None, 4)
    _until(app, GAME_OVER, Prng(5))
    snap("end")


SCENES = (("royal_garden", against_the_ai), ("royal_garden", two_people_draw),
          ("royal_garden", single_game))
