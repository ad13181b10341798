"""Every attribute a game screen holds is declared on its class or a base (PlayScene,
Scene): a scene's parts (scene_layout, scene_banner, scene_pages, ai_coach...) set what
the scene declares, so a reader finds every name of a scene in one place.

Each catalog game is played in the headless emulator on a few board profiles: a person
against the AI by random keys (hints, refused keys, the coach, the harvest choice...),
the pause menu's pages, two people passing the device, the AIs alone to the end (the
banners and results), and a match resumed at its end.
"""

import pytest

from engine.app.session import PERSON
from engine.catalog import GAMES
from engine.prng import Prng
from tests.driver import press, press_restart, start_after, start_game, wait

BOARDS = ("pybadge", "clue", "pico_display")
CASUAL = 1  # an AI seat's level index
KEYS = ("LEFT", "RIGHT", "UP", "DOWN", "A", "A", "A", "B", "SELECT")
# Options that reach each game's rarer screens: matches of several games, rounds.
OPTIONS = {"royal_garden": {"match": 1}, "niwa": {"rounds": 3}, "first_season": {"match": 3},
           "royal_council": {"target": 31}}


def undeclared(scene):
    """The instance attributes of scene that no class of its MRO declares (a method or a
    property shadowed by one counts as undeclared too)."""
    declared = set()
    for klass in type(scene).__mro__:
        for name, value in vars(klass).items():
            if not callable(value) and not isinstance(value, (property, classmethod,
                                                              staticmethod)):
                declared.add(name)
    return sorted(name for name in vars(scene) if name not in declared)


def game_scene(app):
    """The game scene on the stack (a pause menu, a page or a privacy screen may be above)."""
    return [s for s in app.scenes if type(s).__name__ == "GameScene"][-1]


def play_by_keys(app, steps, seed):
    """Random keys on whatever is on top (the game, a privacy screen); the AI gets its time."""
    prng = Prng(seed)
    scene = game_scene(app)
    for i in range(steps):
        if scene.game.is_over():
            break
        press(app, KEYS[prng.below(len(KEYS))])
        if i % 4 == 3:
            wait(app, 600, 100)
    return scene


def open_pages(app, scene):
    """Each of the pause menu's game rows (pages such as a log or an overview), then back."""
    for text, _ in scene.extras():
        press(app, "START")
        menu = app.top()
        assert menu.NAME == "pause"
        index = [row[0] for row in menu.rows()].index(text)
        press(app, *(["DOWN"] * index), "A")
        if app.top().NAME != "pause":
            press(app, "B")  # the page
        if app.top().NAME == "pause":
            press(app, "B")  # resume


def play_alone(app, limit=3000):
    """The AIs alone, to the end of the match (results and banners wait their time)."""
    scene = game_scene(app)
    for _ in range(limit):
        if scene.game.is_over():
            break
        wait(app, 500, 250)
    assert scene.game.is_over()
    return scene


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("entry", GAMES, ids=[entry.id for entry in GAMES])
def test_a_game_scene_declares_every_attribute_it_holds(emu_app, entry, board):
    game_id, seats = entry.id, entry.min_seats
    options = OPTIONS.get(game_id, {})
    found = {}

    def check(what, scene):
        for name in undeclared(scene):
            found.setdefault(name, what)  # where each was first seen

    app = emu_app(board)
    scene = start_game(app, game_id, [PERSON] + [CASUAL] * (seats - 1), options, seed=3)
    check("start", scene)
    scene = play_by_keys(app, 160, 7)
    open_pages(app, scene)
    scene = play_by_keys(app, 80, 11)
    check("a person against the AI", scene)
    app.pop()

    scene = start_game(app, game_id, [PERSON] * seats, options, seed=4)
    scene = play_by_keys(app, 80, 5)
    check("people passing the device", scene)
    app.pop()

    start_game(app, game_id, [CASUAL] * seats, options, seed=5)
    check("the AIs alone", play_alone(app))
    app.pop()

    scene = start_after(app, game_id, [PERSON] + [CASUAL] * (seats - 1), lambda g: g.is_over(),
                        options, seed=6)
    press_restart(app, "SELECT")  # the end screen's keys: the review, in a fresh VM
    check("resumed at its end", scene)
    assert not found, "%s on %s: not declared on the class: %s" % (
        game_id, board, ", ".join("%s (%s)" % item for item in sorted(found.items())))
