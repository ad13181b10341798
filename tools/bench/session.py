"""Several games in one session (`python -m tools.bench session`): the games played one
after another from the menus without a reset, as a person does, and the code the app
holds while each is played (.mpy on the CircuitPython core).

MicroPython never frees an interned name, so before the app started another game in a
fresh VM (engine/app/fresh.py) every game played since the board started stayed on the
heap as names (a PyBadge's code held went 82 -> 98 -> 99 -> 106 KB over four games). The
session is driven by keys in the emulator: each game chosen in the main menu, a match
started against the AI, a few moves, then left through the pause menu. The app restarts
whenever the game chosen is not the one its VM holds; the code held while a game is
played is then its own visit's (tools.bench startup: "switch", the fresh VM from the
restart's note; the first game: "play", from the title), measured on the core once per
game and board. A game played again without a restart would add nothing.
"""

from tools.bench import core, startup
from tools.bench.heap import kb

# The order a player might take: every game, then the first with many names once more.
SESSION = ("royal_garden", "niwa", "first_season", "royal_council", "niwa")
BOARDS = ("pybadge", "clue")


def played(board, games=SESSION):
    """[(game id, restarted before it)] of the session played by keys on a board profile."""
    from boards.desktop.emulator import Restart
    from tests.driver import make_app, pause_row, press, restarted, to_setup, top_is, wait

    app = make_app(board)
    out = []
    try:
        for game_id in games:
            restarts = app.hw.restarts
            app = to_setup(app, game_id)  # a restart on the way, where the VM held another
            assert top_is(app, "SetupMenu")
            from engine.app.scene import t  # the engine this VM runs
            press(app, *(["DOWN"] * [k for k, _ in app.top()._layout()].index("start")))
            try:
                press(app, "A")
                if top_is(app, "Confirm"):  # its waiting game (quit before) is replaced
                    press(app, "A")
            except Restart:  # Start: the game continued in a fresh VM (play_start.start)
                app = restarted(app)
            wait(app, 2000, 100)
            pause_row(app, t("quit"))
            press(app, "A")
            assert top_is(app, "MainMenu"), (game_id, [type(s).__name__ for s in app.scenes])
            out.append((game_id, app.hw.restarts > restarts))
    finally:
        app.hw.close()
    return out


def report():
    print("Several games in one session (python -m tools.bench session): each game chosen"
          " from the\n  main menu and played by keys in the emulator; code held (KB, .mpy"
          " on the core) while it is played")
    mpy = not core.missing() and "mpy" in core.bundles()
    if not mpy:
        print("  (no code figures: needs the CircuitPython core and its mpy-cross,"
              " CIRCUITPYTHON=path)")
    for board in BOARDS:
        cells = []
        for number, (game_id, fresh) in enumerate(played(board)):
            how = "after a restart" if fresh else ("the first" if number == 0 else "same VM")
            if mpy:  # a game opened by a restart holds the note's code's names too
                record = startup.measure(game_id, "mpy", board, "switch" if fresh else "play")
                how += " %s" % kb(record["stages"][-1]["heap"] - record["bare"])
            cells.append("%s (%s)" % (game_id, how))
        print("  %-8s %s" % (board, ", ".join(cells)))
