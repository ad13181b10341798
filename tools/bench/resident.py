"""Which of the device's modules the app holds at each stage, read in the emulator.

Run in a fresh interpreter by tools/bench/startup.py (`python -m tools.bench.resident
GAME_ID [BOARD]`): it imports only what code.py imports, steps a headless app (pybadge
unless a board profile is named) through
the title, the main menu and the real menus into a game against the AI, and prints one
JSON object: {stage: [module names in import order]} for "title", "menu" and "playing",
each holding the names under engine, boards and the device libraries (the desktop's
own modules, Blinka's displayio and pygame among them, are no device code), and
"texts:<module>" for each text module the app holds as lang.Texts (imported for the
copy, so not in sys.modules).
"""

import json
import sys

from tools.bundle import lib_names

DEVICE_PREFIXES = ("engine", "boards", *lib_names())  # and the device's libraries, if any


def _device_modules(app=None):
    from engine.app import scene

    out = [name for name, held in zip(("texts:engine.app.text", "texts:engine.app.text_menus"),
                                      scene._shell) if held is not None]
    if app is not None and app.modules is not None and app.modules._text is not None:
        out.append("texts:engine.%s.text" % app.modules.game_id)
    for name in sys.modules:
        top = name.split(".")[0]
        if top in DEVICE_PREFIXES and not name.startswith("boards.desktop"):
            out.append(name)
    return out


def stages(game_id, board="pybadge"):
    """{stage: module names} of one visit: title, main menu, then a game being played."""
    from boards.desktop.emulator import Emulator
    from engine import keys
    from engine.app.app import start

    app = start(Emulator(board, "headless"))

    def press(*names):
        for name in names:
            app.hw.frontend.key(keys.by_name(name))
            app.step()

    app.step()
    seen = {"title": _device_modules(app)}
    press("A")
    seen["menu"] = _device_modules(app)
    from engine.catalog import GAMES  # loaded by the menu already

    press(*(["DOWN"] * [entry.id for entry in GAMES].index(game_id)), "A", "A")
    setup = app.top()
    start_row = [kind for kind, _ in setup._layout()].index("start")
    press(*(["DOWN"] * start_row), "A")
    for _ in range(40):  # a few AI moves and the screen's updates
        app.hw.frontend.advance(100)
        app.step()
    seen["playing"] = _device_modules(app)
    app.hw.close()
    return seen


if __name__ == "__main__":
    print(json.dumps(stages(*sys.argv[1:3])))
