"""Soak: long random button sequences (taps, holds, mashing several at once) on every
board profile, through every screen the keys can reach, must never raise.

Two kinds of run, each with a fixed seed so that a failure replays:
- the shell: on every board, from each row of the main menu in turn (games, settings,
  controls, about, statistics...), SOAK_EVENTS (default 500) events per board in all;
- inside every catalog game's screen, started with tests.driver.start_game for a person
  against the AI and for people only, at the game's most seats, on several boards:
  SOAK_GAME_EVENTS (default 300) events each. The game may end, be quit, restarted...

The app runs without its top-level guard here, so any exception fails the test; where
the keys start the program afresh (another game, a review: engine/app/fresh.py), the
soak goes on with the new app, and the restarts are counted.
Key presses tried are counted and printed (pytest -s).
"""

import os

import pytest

from boards.desktop.emulator import Restart
from engine.catalog import GAMES, find
from engine.prng import Prng
from tests.driver import PERSON, press, restarted, start_game, top_is

PROFILES = ("pybadge", "pygamer", "clue", "picosystem", "pico_display")
GAME_PROFILES = ("pybadge", "clue", "pico_display")
EVENTS = int(os.environ.get("SOAK_EVENTS", "500"))
GAME_EVENTS = int(os.environ.get("SOAK_GAME_EVENTS", "300"))
AI_LEVEL = 1  # the AI seats' level index: quick enough for long soaks
PRESSES = {"shell": 0, "games": 0}


def soak(app, prng, events):
    """Drive the app with random physical button activity for `events` steps.

    Returns the app then (another after a restart), the names of the scenes it saw on top
    and the number of button presses.
    """
    seen = set()
    buttons = app.hw.profile.BUTTONS
    down = set()
    presses = 0

    def step(app):
        try:
            app.step()
        except Restart:  # a fresh keypad's first scan finds the buttons still held
            app = restarted(app)
            for held in sorted(down):
                app.hw.frontend.press(held)
            seen.add("restart")
        seen.add(type(app.top()).__name__)
        return app

    for _ in range(events):
        front = app.hw.frontend
        roll = prng.below(100)
        button = prng.below(len(buttons))
        if roll < 55:  # a tap
            if button not in down:
                front.tap(button, 20 + prng.below(80))
                presses += 1
        elif roll < 70:  # press and keep holding (mashing: others follow while it is down)
            if button not in down:
                front.press(button)
                down.add(button)
                presses += 1
        elif roll < 85 and down:  # let go of one held button
            held = sorted(down)[prng.below(len(down))]
            front.release(held)
            down.discard(held)
        else:  # time passes: holds turn into holds, repeats repeat, the AI moves
            front.advance(50 + prng.below(900))
        app = step(app)
    for button in sorted(down):
        app.hw.frontend.release(button)
    down = set()
    app.hw.frontend.advance(100)
    return step(app), seen, presses


def to_main_menu(app):
    """Back to the main menu, cursor on the first row, from wherever the soak left the app."""
    app.pop_to("main_menu")
    app.close_game()
    if top_is(app, "TitleScene"):
        press(app, "A")
    assert top_is(app, "MainMenu")
    app.top().refresh_rows(0)


@pytest.mark.parametrize("board", PROFILES)
def test_random_keys_never_crash(emu_app, board):
    app = emu_app(board)
    prng = Prng(sum(map(ord, board)))
    seen = set()
    to_main_menu(app)
    rows = len(app.top().rows())
    for row in range(rows):
        to_main_menu(app)
        press(app, *(["DOWN"] * row))
        assert app.top().list.index == row
        try:
            press(app, "A")
        except Restart:  # another game than the one this VM held: in a fresh one
            app = restarted(app)
            seen.add("restart")
        seen.add(type(app.top()).__name__)
        app, found, presses = soak(app, prng, EVENTS // rows)
        seen |= found
        PRESSES["shell"] += presses
        assert app.scenes, "the scene stack must never empty"
    expected = {"MainMenu", "GameMenu", "SettingsMenu", "HelpScene", "StatsScene", "restart"}
    assert expected <= seen, seen
    print("\nsoak %s shell: %d presses in all so far" % (board, PRESSES["shell"]))


@pytest.mark.parametrize("board", GAME_PROFILES)
@pytest.mark.parametrize("seating", ("person_vs_ai", "people"))
@pytest.mark.parametrize("game_id", [entry.id for entry in GAMES])
def test_random_keys_in_every_game(emu_app, board, seating, game_id):
    seats = find(game_id).max_seats
    if seating == "people":
        controllers = [PERSON] * seats
    else:
        controllers = [PERSON] + [AI_LEVEL] * (seats - 1)
    app = emu_app(board)
    press(app, "A")  # the main menu under the game, as when started from the menus
    start_game(app, game_id, controllers, seed=len(board) * 31 + seats)
    app, seen, presses = soak(app, Prng(sum(map(ord, board + seating + game_id))),
                              GAME_EVENTS)
    PRESSES["games"] += presses
    assert {"GameScene", "PauseMenu"} <= seen and app.scenes, seen
    print("\nsoak %s %s %s: %d presses (%s); in all so far: shell %d, games %d" % (
        game_id, seating, board, presses, ", ".join(sorted(seen)), PRESSES["shell"],
        PRESSES["games"]))
