"""Which of the device's modules the app holds at each stage, read in the emulator.

Run in a fresh interpreter by tools/bench/startup.py (`python -m tools.bench.resident
GAME_ID [BOARD [guided|review]]`): it imports only what code.py imports, steps a headless
app (pybadge unless a board profile is named) through the title, the main menu and the
real menus into a game against the AI (or its guided game: its first step, then the
script played out by keys and the game played on; or the review of a finished game at
the most seats, worked out to its end), and prints one JSON object: {stage: [module
names in import order]} for "title", "menu" (, "guided") and "playing" (or "review"),
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
        if top in DEVICE_PREFIXES and not name.startswith("boards.desktop") and (
                name != "boards.note"):  # the emulator's own import; a board's: see stages
            out.append(name)
    return out


def stages(game_id, board="pybadge", visit="play"):
    """{stage: module names} of one visit: title, main menu, then a game being played (or
    its guided game: guided, then playing: played on after the script; or a review); or
    "switch": the game played in the fresh VM that choosing it after another game starts
    (menu: the game's menu and the menus under it, built from the restart's note)."""
    from boards.desktop.emulator import Emulator, Restart
    from engine import keys
    from engine.app.app import start
    from tests.driver import restarted

    hw = Emulator(board, "headless")
    if visit == "switch":
        from boards.note import frame

        note = frame(b"m" + game_id.encode())
        hw.sleep_memory[: len(note)] = note
    app = start(hw)

    def press(*names):
        for name in names:
            app.hw.frontend.key(keys.by_name(name))
            app.step()

    app.step()
    if visit == "switch":  # the note read once (boards.note) and gone on from (fresh)
        seen = {"menu": _device_modules(app) + ["once:boards.note", "once:engine.app.fresh"]}
    else:
        seen = {"title": _device_modules(app)}
        press("A")
        seen["menu"] = _device_modules(app)
    if visit == "guided":
        seen["guided"], seen["playing"] = _guided(app, game_id)
        app.hw.close()
        return seen
    if visit == "review":  # in a fresh VM: nothing of the title and menus before it
        return {"review": _review(app, game_id)}
    if visit == "switch":
        press("A")  # the game's menu: Play
    else:
        from engine.catalog import GAMES  # loaded by the menu already

        press(*(["DOWN"] * [entry.id for entry in GAMES].index(game_id)), "A", "A")
    setup = app.top()
    start_row = [kind for kind, _ in setup._layout()].index("start")
    press(*(["DOWN"] * start_row))
    try:
        press("A")
    except Restart:  # Start: the game continued in a fresh VM (play_start.start)
        app = restarted(app)
    for _ in range(40):  # a few AI moves and the screen's updates
        app.hw.frontend.advance(100)
        app.step()
    seen["playing"] = _device_modules(app)
    app.hw.close()
    return seen


def _guided(app, game_id):
    """(modules held at the guided game's first step, modules held once its script ran
    out and the game was played on to its end), from the main menu."""
    from tests.driver import open_guide, play_guide, press, top_is, wait

    scene = open_guide(app, game_id, 0)
    app = scene.app  # in a fresh VM
    guide = scene.guide
    while top_is(app, "Notice"):
        press(app, "A")
    # Held through the scene though import_once forgot them: the driver and the hooks;
    # the script's module read once and forgotten (its names stay interned).
    held = _device_modules(app) + ["engine.app.guide"]
    if guide.part is not None:
        held.append(guide.part.__name__)
    held.append("once:engine.%s.guide" % game_id)
    play_guide(app, scene)
    wait(app, 4000, 100)
    return held, _device_modules(app)


def _review(app, game_id):
    """The modules held while the review of a finished game (the most seats: a person and
    the casual AI, which played every seat) is worked out to its end, from the main menu:
    the review opens in a fresh VM (the app restarts), whose modules these are."""
    from tests.driver import review_at_most_seats, wait

    scene = review_at_most_seats(app, game_id)
    assert app.hw.restarts == 1, "the review did not open in a fresh VM"
    app = scene.app
    while not scene.review.done:
        wait(app, 200, 50)
    # Held through the scene though import_once forgot them: the review's screen and
    # steps, its words for moves and its judge (Royal Garden's solver); its texts, copied
    # as lang.Texts. Read once: the restart's note and the code that goes on from it.
    held = ["once:boards.note", "once:engine.app.fresh"] + _device_modules(app) + [
        "engine.app.review", "engine.review", "engine.%s.review_words" % game_id,
        "texts:engine.app.text_review"]
    if scene.review.judge is not None:
        held.append(scene.review.judge.__name__)
    else:
        held.append("texts:engine.%s.text_hints" % game_id)
    app.hw.close()
    return held


if __name__ == "__main__":
    print(json.dumps(stages(*sys.argv[1:3], visit=(sys.argv[3:] or ["play"])[0])))
