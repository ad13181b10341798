"""Soak: long random button sequences (taps, holds, mashing several at once) on every
board profile, through every screen the keys can reach, must never raise.

SOAK_EVENTS (default 500 per board) sets the length; the seed is fixed per board so a
failure replays. The app runs without its top-level guard here, so any exception fails.
"""

import os

import pytest

from engine.prng import Prng

PROFILES = ("pybadge", "pygamer", "clue", "picosystem", "pico_display")
EVENTS = int(os.environ.get("SOAK_EVENTS", "500"))


def soak(app, prng, events):
    """Drive the app with random physical button activity for `events` steps.

    Returns the names of the scenes it saw on top.
    """
    front = app.hw.frontend
    seen = set()
    buttons = app.hw.profile.BUTTONS
    down = set()
    for _ in range(events):
        roll = prng.below(100)
        button = prng.below(len(buttons))
        if roll < 55:  # a tap
            if button not in down:
                front.tap(button, 20 + prng.below(80))
        elif roll < 70:  # press and keep holding (mashing: others follow while it is down)
            if button not in down:
                front.press(button)
                down.add(button)
        elif roll < 85 and down:  # let go of one held button
            held = sorted(down)[prng.below(len(down))]
            front.release(held)
            down.discard(held)
        else:  # time passes: holds turn into holds, repeats repeat, the AI moves
            front.advance(50 + prng.below(900))
        app.step()
        seen.add(type(app.top()).__name__)
    for button in sorted(down):
        front.release(button)
    front.advance(100)
    app.step()
    return seen


@pytest.mark.parametrize("board", PROFILES)
def test_random_keys_never_crash(emu_app, board):
    app = emu_app(board)
    seen = soak(app, Prng(sum(map(ord, board))), EVENTS)
    assert app.scenes, "the scene stack must never empty"
    assert {"TitleScene", "MainMenu", "SettingsMenu", "HelpScene"} <= seen, seen
