"""Import on demand: a game's modules load when it is chosen and go when it is left.

In the headless emulator, each game is started as a person does (menus, setup), a few
moves are played, and the game is left through the pause menu (START, UP to Quit, A);
then sys.modules must hold no engine.<game> module and the engine package no <game>
attribute. The heap those imports cost on the device is in the heap section.
"""

import sys

from tests.driver import press, wait
from tools.bench.display import screen_games, session


def game_modules(game_id):
    prefix = "engine." + game_id
    return sorted(n for n in sys.modules if n == prefix or n.startswith(prefix + "."))


def leave_game(game_id, board="pybadge", moves=3):
    """(modules loaded while playing, modules left after quitting, the scene on top then)."""
    app = session(board, game_id, [0, 0])
    try:
        for _ in range(moves):
            wait(app, 400, 400)
        playing = game_modules(game_id)
        press(app, "START", "UP", "A")  # the pause menu wraps: UP from Resume is Quit
        left = game_modules(game_id)
        if hasattr(sys.modules["engine"], game_id):
            left.append("engine attribute " + game_id)
        return playing, left, type(app.top()).__name__
    finally:
        app.hw.close()


def report():
    print("Import on demand (python -m tools.bench unload): the game's modules while playing"
          " and\n  after leaving it through the pause menu, in the emulator")
    for game_id in screen_games():
        playing, left, top = leave_game(game_id)
        parts = " ".join(n.rpartition(".")[2] if "." in n[7:] else "__init__" for n in playing)
        verdict = "ok" if playing and not left else "FAILED"
        print("  %-13s playing: %-24s after quitting to the %s: %s  %s" % (
            game_id, parts or "(none!)", top, " ".join(left) or "none left", verdict))
