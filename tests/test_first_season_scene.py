"""First of the Season in the headless emulator: whole matches played through the keys
(a person against the AI, two people passing the device, AIs alone), privacy, refused keys,
the harvest choice, the real menus, quit and continue, the pause menu, other screen sizes."""

import sys

import pytest

from engine.app.play import SHOW_ALL
from engine.app.play_start import begin as start_play
from engine.app.privacy import PrivacyScene
from engine.app.session import Session
from engine.catalog import find
from engine.first_season.rules import BETWEEN, HARVESTING, PLANT, card_text, count_bits
from engine.first_season.scene import face
from engine.modules import forget
from engine.prng import Prng
from tests.driver import (
    PERSON,
    pause_row,
    press,
    press_restart,
    privacy_survives_quit,
    screen_text,
    start_game,
    texts_fit,
    to_setup,
    top_is,
    wait,
)

EXPERT = 3
SEED = 15  # Player 1's first card (4MS) may harvest 3SK and 5SW


def is_game(scene):
    # The app reloads the game's modules, so compare the class by name.
    return type(scene).__name__ == "GameScene"


def begin(app, controllers, options=None, seed=SEED):
    """start_game, returning the game scene even when a privacy screen lies on it."""
    start_game(app, "first_season", controllers, options, seed)
    return [scene for scene in app.scenes if is_game(scene)][-1]


def begin_after(app, until, choose, options=None):
    """A match against the AI from the position where until(game) first holds on
    Player 1's plant, the moves before it chosen by choose(game)."""
    mods = app.open_game(find("first_season"))
    game = mods.rules_class(2, SEED, options or {})
    while game.to_move != 0 or game.phase() != PLANT or not until(game):
        game.play(choose(mods, game))
    start_play(app, Session("first_season", game, [PERSON, EXPERT]))
    app.step()
    return app.top()


def begin_near_the_end(app):
    """A best-of-3 match, two plants before the end of its first game."""
    prng = Prng(1)
    return begin_after(app, lambda g: count_bits(g.hand_mask(0) | g.hand_mask(1)) <= 2,
                       lambda mods, g: mods.ai.choose(g, g.to_move, "gardener", prng),
                       {"match": 3})


def lines(app):
    return app.hw.frontend.text_on_screen()


def decide(app):
    """One key for whoever must act: A on the privacy screen, a wait for the AI, else A
    (plant the card under the cursor, harvest what is marked, deal the next game)."""
    top = app.top()
    if is_game(top) and top.thinking:
        wait(app, 400, 200)
    else:
        press(app, "A")


def play_until(app, done, limit=600):
    for _ in range(limit):
        if done(app):
            return
        decide(app)
    raise AssertionError("no end after %d steps" % limit)


def over(app):
    top = app.top()
    return is_game(top) and top.game.is_over()


# Code and texts loaded for one use (engine.modules.part, lang.Texts), never held by the app.
NOW_AND_THEN = ("scene_layout", "scene_banner", "scene_pages", "text_more", "scene_harvest",
                "rules_notation", "ai_reason")


def held_now_and_then():
    return [name for name in NOW_AND_THEN if "engine.first_season." + name in sys.modules]


@pytest.fixture(autouse=True)
def none_held_before():
    """Each test starts with none of them imported: another test file may have imported
    one directly (the engine's text tests), and what the app holds is the question here."""
    for name in NOW_AND_THEN:
        forget("engine.first_season." + name)


def hand_faces(game, seat):
    return [face(c) for c in game.hand(seat)]



def test_the_real_menus_start_a_match(emu_app):
    app = emu_app()
    to_setup(app, "first_season")
    press(app, "DOWN", "DOWN", "RIGHT")  # Match: Best of 3
    assert "\u25c0Best of 3\u25b6" in lines(app)
    app = press_restart(app, "DOWN", "A")  # Start: continued in a fresh VM
    scene = app.top()
    assert is_game(scene)
    assert scene.game.match_state()[0] == 3
    assert scene.session.controllers[0] == PERSON and scene.session.is_ai(1)


def test_a_person_beats_or_loses_to_the_ai_through_the_keys(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT], {"match": 3}, seed=4)
    game = scene.game
    seen_between = 0
    for _ in range(2000):
        if game.is_over():
            break
        if game.phase() == BETWEEN:
            seen_between += 1
            wait(app, 3000)  # the AI does not deal on: a person reads the result first
            assert game.phase() == BETWEEN
            text = screen_text(app)
            assert "A: next game" in text and "Game %d of 3" % (game.match_state()[1] + 1) in text
        decide(app)
    assert game.is_over() and seen_between >= 1
    wins = game.result()
    text = screen_text(app)
    winner = "Player 1" if wins[0] > wins[1] else "AI 2"
    assert winner + " wins the match" in text and "A: menu" in text
    assert "%d:%d" % wins in text
    app = press_restart(app, "A")  # the game's menu, in a fresh VM
    assert top_is(app, "GameMenu") and app.top().entry.id == "first_season"
    assert app.settings.waiting() == []  # a finished match is no longer saved


def test_two_people_pass_the_device_and_never_see_the_other_hand(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, PERSON], seed=8)
    game = scene.game
    assert isinstance(app.top(), PrivacyScene)  # before the first hand shows
    privacy = 0
    turns = 0
    seat = game.to_move
    while not game.is_over():
        if game.to_move != seat and game.phase() == PLANT:
            assert isinstance(app.top(), PrivacyScene), "no privacy screen between people"
            seat = game.to_move
            turns += 1
        top = app.top()
        if isinstance(top, PrivacyScene):
            privacy += 1
            text = screen_text(app)
            assert "Player %d" % (game.to_move + 1) in text
            for s in (0, 1):
                for shown_face in hand_faces(game, s):
                    assert shown_face not in text
        else:
            shown = lines(app)  # a hand card is a label of its own; a garden row is one label
            for shown_face in hand_faces(game, 1 - game.to_move):
                assert shown_face not in screen_text(app)
            for shown_face in hand_faces(game, game.to_move):
                assert shown_face in shown
        press(app, "A")
    assert turns == 19 and privacy == turns + 1  # 20 cards planted: 8 dealt, 12 drawn
    assert game.is_over() and "A: menu" in screen_text(app)


def test_ais_alone_show_each_result_then_deal_on_by_themselves(emu_app):
    app = emu_app()
    scene = begin(app, [1, EXPERT], {"match": 3}, seed=2)
    game = scene.game
    assert scene.viewer == SHOW_ALL
    for _ in range(200):
        if game.phase() == BETWEEN:
            break
        wait(app, 400, 200)
        for shown_face in hand_faces(game, game.to_move):  # spectators see the hand to move
            assert shown_face in lines(app)
    wait(app, 1500, 250)  # the result stays a while
    assert game.phase() == BETWEEN and "\u2026 next game" in screen_text(app)
    wait(app, 2000, 250)
    assert game.match_state()[1] == 1 and scene.banner.hidden


def test_the_harvest_choice_marks_and_unmarks_cards(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT])
    game = scene.game
    assert card_text(game.hand(0)[0]) == "4MS"
    press(app, "A")  # plant 4MS
    assert game.phase() == HARVESTING
    assert [card_text(c) for c in scene.targets] == ["3SK", "5SW"]
    assert "\u2713 Harvest 2" in lines(app)  # every card marked, the cursor on the button
    assert scene.harvest is not None  # the choice's code, held by the scene alone
    press(app, "RIGHT", "A")  # the cursor wraps to 3SK: unmark it
    assert "\u2713 Harvest 1" in lines(app) and game.phase() == HARVESTING
    press(app, "DOWN", "A")  # to the button, confirm
    assert [card_text(c) for c in game.tableau(0)] == ["5SW"]
    assert "3SK" in [card_text(c) for c in game.garden()]
    assert scene.harvest is None and held_now_and_then() == []


def test_code_for_now_and_then_is_not_held_while_playing(emu_app):
    app = emu_app()
    scene = begin_near_the_end(app)
    assert held_now_and_then() == []
    press(app, "SELECT")  # a hint and its reason
    assert held_now_and_then() == [] and scene.notice
    pause_row(app, "Overview")
    press(app, "A")
    assert top_is(app, "HelpScene") and held_now_and_then() == []
    press(app, "B", "B")
    play_until(app, lambda a: a.top().game.phase() == BETWEEN)
    assert not scene.banner.hidden and "Game 1 of 3" in screen_text(app)
    assert held_now_and_then() == [] and scene.harvest is None


def test_refused_keys_change_nothing(emu_app):
    app = emu_app()
    beeps = []
    app.beep = lambda freq, ms: freq < 1000 and beeps.append(freq)  # not the clicks
    scene = begin(app, [PERSON, EXPERT])
    game = scene.game
    before = game.encode()
    press(app, "UP")  # (the emulator's first refresh after a new root group redraws labels)
    app.hw.frontend.drawn = []
    press(app, "B", "UP", "DOWN")
    assert app.hw.frontend.drawn == []  # nothing changed, so nothing was redrawn
    press(app, "SELECT")  # a hint moves the cursor and plays nothing
    assert game.encode() == before and is_game(app.top())
    assert len(beeps) == 1  # B with nothing to cancel
    press(app, *["LEFT"] * scene.hcur)  # back to the first card
    press(app, "A")
    planted = game.encode()
    press(app, "B")  # unmark every card: a choice, not a move
    assert "\u2713 Harvest 0" in lines(app) and "Nothing marked" in lines(app)
    press(app, "B")  # nothing left to unmark: refused
    assert len(beeps) == 2 and game.encode() == planted
    press(app, "DOWN", "A")  # harvest nothing
    assert game.tableau(0) == [] and game.to_move == 1 and scene.thinking
    assert "AI 2 thinking..." in lines(app)
    during = game.encode()
    press(app, "A", "LEFT", "B")  # the AI is thinking: keys do nothing
    assert game.encode() == during


def test_quit_and_continue_resume_the_same_position(emu_app):
    app = emu_app()
    press(app, "A")  # the main menu under the game, as when started from the menus
    scene = begin(app, [PERSON, EXPERT], {"match": 3})
    press(app, "A")  # planted; choosing the harvest
    position = scene.game.encode()
    pause_row(app, "Quit to menu")
    press(app, "A")
    assert top_is(app, "MainMenu") and app.modules is None
    assert lines(app)[1] == "\u25b6 First of the Season"  # "Continue: ..." is too long
    press(app, "A")
    again = app.top()
    assert is_game(again) and again.game.encode() == position
    assert again.game.phase() == HARVESTING and "\u2713 Harvest 2" in lines(app)


def test_two_people_continue_behind_a_privacy_screen(emu_app):
    app = emu_app()
    press(app, "A")
    scene = begin(app, [PERSON, PERSON])
    privacy_survives_quit(app, scene, ("A", "A", "A"))  # privacy, plant, harvest both


def test_rules_and_overview_open_from_the_pause_menu(emu_app):
    app = emu_app()
    begin(app, [PERSON, EXPERT])
    pause_row(app, "Rules & help")
    press(app, "A")
    assert top_is(app, "HelpScene")
    assert "Two gardeners plant and" in lines(app)
    press(app, "B")
    assert top_is(app, "PauseMenu")
    press(app, "B")
    pause_row(app, "Overview")
    press(app, "A")
    assert top_is(app, "HelpScene") and "Harvested last: nobody" in lines(app)
    press(app, "B", "B")
    assert is_game(app.top())


def test_take_back_against_the_ai(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT])
    game = scene.game
    start = game.encode()
    press(app, "A", "A")  # plant and harvest
    wait(app, 600)  # the AI replies
    assert game.to_move == 0 and game.encode() != start
    pause_row(app, "Take back")
    press(app, "A")
    assert is_game(app.top()) and game.phase() == HARVESTING
    assert "\u2713 Harvest 2" in lines(app)


def test_german_texts(emu_app):
    app = emu_app()
    app.settings.language = 1
    app.settings.apply()
    begin(app, [PERSON, EXPERT])
    text = screen_text(app)
    assert "Spieler 1: dein Zug" in text and "Pflanze eine Karte" in text
    assert "Stapel 12" in text and "Pkt" in text and "KI2" in text
    press(app, "A")
    assert "\u2713 Ernten 2" in lines(app)


def test_other_screens_lay_out_within_their_edges(emu_app):
    for board in ("clue", "pico_display", "pybadge"):
        app = emu_app(board)
        app.settings.language = 1  # the longer texts
        app.settings.apply()
        scene = begin(app, [PERSON, EXPERT], {"match": 3})
        texts_fit(app)
        press(app, "A")
        texts_fit(app)
        app.hw.close()
        app = emu_app(board)
        app.settings.language = 1
        app.settings.apply()
        scene = begin_near_the_end(app)
        play_until(app, lambda a: a.top().game.phase() == BETWEEN)
        texts_fit(app)
        assert not scene.banner.hidden
        app.hw.close()


def test_an_overfull_garden_scrolls(emu_app):
    app = emu_app("clue")  # two rows of five cards
    scene = begin_after(app, lambda g: len(g.garden()) >= 12,
                        lambda mods, g: g.legal_moves()[-1])  # never harvest
    garden = scene.game.garden()
    assert "\u25bc" in screen_text(app) and face(garden[-1]) not in screen_text(app)
    press(app, "DOWN")
    assert "\u25b2" in screen_text(app) and face(garden[-1]) in screen_text(app)
    press(app, "UP")
    assert "\u25bc" in screen_text(app) and face(garden[0]) in screen_text(app)
