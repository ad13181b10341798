"""The guided first games (engine/app/guide.py) in the headless emulator: each one, for
every game and Royal Council variant, opened from the game's menu and played through by
keys on every board profile in both languages; at every step of the person a wrong move
is refused (by keys, and straight at commit) with the game unchanged; the AI's replies are
the script's; nothing is saved or counted; leaving and starting again."""

import pytest

from boards.desktop.profiles import PROFILES
from engine import lang
from engine.app.session import PERSON, Session
from engine.royal_garden.rules import RoyalGarden
from tests.driver import open_guide, press, screen_text, screen_words, texts_fit, top_is, wait

WHY, AGAIN, ON, OVER = 2, 3, 4, 5  # the shell's strings (Guide.texts), by index
GUIDED = (("royal_garden", 0), ("niwa", 0), ("first_season", 0), ("royal_council", 0),
          ("royal_council", 1), ("royal_council", 2))
# The person's decisions in each guided game (Niwa's trio: three cards laid, one take).
STEPS = {("royal_garden", 0): 7, ("niwa", 0): 3, ("first_season", 0): 4,
         ("royal_council", 0): 5, ("royal_council", 1): 6, ("royal_council", 2): 5}


def other_move(game, move):
    """A legal move of the person other than move (None if there is none)."""
    for m in game.legal_moves():
        if m != move:
            return m
    return None


def play_through(app, scene):
    """Play the script by keys: each prompt's notice read with A, the AI's turns waited
    for; at every step of the person first a wrong move, by keys and at commit, refused
    with the game unchanged, then A (on the cursor the guide placed) until the step is
    made. Returns the person's steps; the closing notice is on top."""
    guide = scene.guide
    game = scene.game
    steps = 0
    for _ in range(400):
        texts_fit(app)
        if top_is(app, "Notice"):
            if not guide.running():
                return steps
            press(app, "A")
            continue
        assert top_is(app, "Guided")
        assert app.modules._ai is None  # the script plays the AI's side: no AI held
        if scene.thinking:  # the AI's reply: only the script's passes (Guide.allows)
            at = guide.index
            wait(app, 400)
            assert guide.index == at + 1 or scene.thinking or not guide.running()
            continue
        at = guide.index
        position = game.encode()
        press(app, "RIGHT", "A", "RIGHT", "A")  # off the marked move, and choose
        assert game.encode() == position and guide.index == at and top_is(app, "Guided")
        wrong = other_move(game, guide.moves[at])
        if wrong is not None:
            assert scene.commit(wrong) is False
            assert game.encode() == position and guide.index == at
            own = guide.text.get(at, ("", ""))[1]
            assert (own or guide.texts[WHY])[:8] in screen_words(app)
        press(app, "SELECT")  # the cursor back on the marked move
        for _ in range(4):
            press(app, "A")
            if guide.index != at:
                break
        assert guide.index > at, (at, screen_text(app))
        steps += 1
    raise AssertionError("the script did not end")


def keep_a_game(app):
    """A waiting game of Royal Garden and a statistics entry, saved: what a guided game
    must leave as they are."""
    settings = app.settings
    settings.set_game(Session("royal_garden", RoyalGarden(2, 5, {}), [PERSON, 1]))
    settings.stats = {"niwa": {"casual": [1, 0, 2]}}
    settings.save()
    return settings.game("royal_garden"), repr(settings.stats), dict(settings.journal.parts)


# Every board in English (their keys differ), each screen size in German too.
RUNS = [(board, lang.ENGLISH) for board in sorted(PROFILES)] + [
    (board, lang.GERMAN) for board in ("pybadge", "clue", "pico_display")]


@pytest.mark.parametrize(("board", "language"), RUNS)
def test_every_guided_game_played_through_by_keys(emu_app, board, language):
    app = emu_app(board)
    app.settings.language = language
    app.settings.apply()
    kept = keep_a_game(app)
    for game_id, variant in GUIDED:
        scene = open_guide(app, game_id, variant)  # another game: in a fresh VM
        app = scene.app
        assert scene.game.encode() == type(scene.game)(2, *scene_deal(game_id, variant)).encode()
        assert play_through(app, scene) == STEPS[(game_id, variant)], game_id
        over = scene.game.is_over()
        closing = scene.guide.texts[OVER if over else ON]
        read = []
        while top_is(app, "Notice"):  # the closing notice's pages
            read.append(screen_text(app))
            press(app, "A")
        assert closing.split()[-1] in read[-1]
        if over:
            assert top_is(app, "Guided")
        else:  # played on on the game's own scene, the driver gone
            assert top_is(app, "GameScene") and app.top().game is scene.game
            assert not [s for s in app.scenes if type(s).__name__ == "Guided"]
        leave(app)
        assert (app.settings.game("royal_garden"), repr(app.settings.stats),
                dict(app.settings.journal.parts)) == kept, game_id
        assert None not in app.settings.games


def scene_deal(game_id, variant):
    from engine.modules import import_module

    options, seed = import_module("engine.%s.guide" % game_id).GUIDES[variant][:2]
    return seed, options


def read(app):
    """Turn the pages of the notice on top (a prompt) with A, back to the game."""
    while top_is(app, "Notice"):
        press(app, "A")
    assert top_is(app, "Guided")


def leave(app):
    """Quit the guided game through the pause menu, to the main menu."""
    press(app, "START")
    menu = app.top()
    assert menu.NAME == "pause"
    index = [row[0] for row in menu.rows()].index(menu.rows()[-1][0])  # Quit, the last row
    press(app, *(["DOWN"] * index), "A")
    assert top_is(app, "MainMenu")


def test_leave_and_start_again(emu_app):
    app = emu_app("pybadge")
    kept = keep_a_game(app)
    scene = open_guide(app, "royal_garden", 0)
    app = scene.app
    read(app)  # the first prompt
    press(app, "A")  # the first card
    wait(app, 400)  # the AI's reply
    assert scene.guide.index == 2
    read(app)  # the second prompt
    press(app, "START")
    rows = [row[0] for row in app.top().rows()]
    assert "Take back" not in rows  # it would leave the script
    press(app, *(["DOWN"] * rows.index(scene.guide.texts[AGAIN])), "A")
    assert top_is(app, "Notice")  # the first prompt once more, over the deal as it was
    assert [s for s in app.scenes if type(s).__name__ == "Guided"] == [scene]
    assert scene.guide.index == 0 and scene.game.encode() == RoyalGarden(2, 1, {}).encode()
    read(app)
    assert scene.cur == 0 and top_is(app, "Guided")  # the cursor on the first card again
    leave(app)
    assert app.settings.game("royal_garden") == kept[0]
    # Started again from the game's menu: from the first step.
    scene = open_guide(app, "royal_garden", 0)
    app = scene.app
    assert scene.guide.index == 0 and top_is(app, "Notice")
    while top_is(app, "Notice"):
        press(app, "B")  # B turns the prompt's pages too
    assert top_is(app, "Guided")
    # The game's menu still continues the waiting game, not the guided one.
    leave(app)
    index = app.top().actions.index(("game", "royal_garden"))
    press(app, *(["UP"] * app.top().list.index), *(["DOWN"] * index), "A")
    assert app.top().actions[0] == "continue"
    press(app, "A")
    game = [s for s in app.scenes if type(s).__name__ == "GameScene"][0].game
    assert game.encode() == kept[0][2]


@pytest.mark.parametrize(("game_id", "variant"), [("niwa", 0), ("first_season", 0)])
def test_played_on_to_the_end_counts_nothing(emu_app, game_id, variant):
    """After the script (Royal Garden's and Royal Council's end with their games), the
    game's own scene plays on against the weakest AI, its module loaded again, to the
    end: no statistics, no waiting game, no review kept."""
    app = emu_app("pybadge")
    kept = keep_a_game(app)
    scene = open_guide(app, game_id, variant)
    app = scene.app
    play_through(app, scene)
    read_to(app, "GameScene")
    on = app.top()
    assert on.game is scene.game and on.session.game_id is None
    for _ in range(2000):
        if on.game.is_over():
            break
        while not top_is(app, "GameScene"):  # a round's banner or notice
            press(app, "A")
        if on.thinking:
            wait(app, 400)
        elif not on.game.is_over():
            assert on.commit(on.game.legal_moves()[0])
    assert on.game.is_over() and app.modules._ai is not None
    wait(app, 400)
    assert (app.settings.game("royal_garden"), repr(app.settings.stats),
            dict(app.settings.journal.parts)) == kept
    assert None not in app.settings.games


def read_to(app, name):
    """Turn the pages of the notices on top with A until the scene named name is on top."""
    while top_is(app, "Notice"):
        press(app, "A")
    assert top_is(app, name)
