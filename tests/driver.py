"""Drive the app in the headless emulator from tests and tools (desktop only)."""

from boards.desktop.emulator import Emulator, Restart
from engine import keys
from engine.app.session import PERSON

__all__ = [
    "PERSON", "make_app", "press", "wait", "start_game", "screen_text", "pause_row", "to_setup",
    "watch_rounds", "texts_fit", "privacy_survives_quit", "start_after",
    "top_is", "stack_names", "open_guide", "restarted", "press_restart", "to_game_menu", "stale",
]
# The engine's modules are imported where they are used (not here at the top): after a
# restart (a fresh VM) the emulator imports them anew, and a driver function must use the
# ones the app in front of it runs on.


def make_app(board="pybadge", store_path=None):
    """A started app (title screen) on a headless emulator of the board profile.

    Call app.hw.close() when done (tests: use the `emu_app` fixture of conftest.py).
    """
    from engine.app.app import start

    app = start(Emulator(board, "headless", store_path))
    app.step()
    return app


def restarted(app):
    """The new app after app restarted (press() or step() raised boards.Restart), as
    boards.run() makes it on the desktop: a fresh VM (the emulator imports the engine anew)
    and the app its note leads to, stepped once."""
    hw = app.hw
    hw.fresh_vm()
    from engine.app.app import start

    new = start(hw)
    new.step()
    return new


def stale(app, game_id):
    """True when choosing game_id in the main menu restarts the program (the VM held
    another game: engine/app/menus.py)."""
    return app.hw.can_restart and app.held not in (None, game_id)


def press_restart(app, *names):
    """press() names, the last of which (and no other) restarts the program; the new app."""
    press(app, *names[:-1])
    try:
        press(app, names[-1])
    except Restart:
        return restarted(app)
    raise AssertionError("%s did not restart the program" % (names,))


def press(app, *names):
    """Play logical keys ('A', 'LEFT', ...) with the board's own gestures, stepping the app."""
    for name in names:
        app.hw.frontend.key(keys.by_name(name))
        app.step()


def wait(app, ms, step_ms=50):
    """Let ms of virtual time pass, stepping the app (the AI moves on its turns)."""
    while ms > 0:
        app.hw.frontend.advance(min(step_ms, ms))
        app.step()
        ms -= step_ms


def start_game(app, game_id, controllers, options=None, seed=1):
    """Skip the menus: open a catalog game and show its scene with a seeded deal."""
    from engine.app.play_start import begin
    from engine.app.session import Session
    from engine.catalog import find

    mods = app.open_game(find(game_id))
    game = mods.rules_class(len(controllers), seed, options or {})
    begin(app, Session(game_id, game, controllers))
    app.step()
    return app.top()


def start_after(app, game_id, controllers, until, options=None, seed=1):
    """Like start_game, from the position where until(game) first holds, the casual AI
    having played every seat before; returns the game scene (a privacy screen may be on
    top). The app reloads a game's modules, so the scene is found by its class name."""
    from engine.app.play_start import begin
    from engine.app.session import Session
    from engine.catalog import find
    from engine.prng import Prng

    mods = app.open_game(find(game_id))
    game = mods.rules_class(len(controllers), seed, options or {})
    prng = Prng(2)
    while not until(game):
        game.play(mods.ai.choose(game, game.to_move, "casual", prng))
    begin(app, Session(game_id, game, controllers))
    app.step()
    return [scene for scene in app.scenes if type(scene).__name__ == "GameScene"][-1]


def saved_position(settings, game_id):
    """The position of game_id's waiting game: its record's start with its moves played
    again (Session.from_record), as encode() text."""
    from engine.app.resume import resumed
    from tools.bench.common import load_game

    return resumed(settings.game(game_id), load_game(game_id)[0]).game.encode()


def review_at_most_seats(app, game_id):
    """From the main menu: a game at its most seats (a person, the casual AI having played
    every seat) ended on its screen over the game's menu, then its review opened (LEFT:
    in a fresh VM, where the store kept it); the review's scene (its app: scene.app)."""
    from engine.catalog import find

    mods = app.open_game(find(game_id))
    app.open("game_menu")
    seats = mods.rules_class.MAX_SEATS
    start_after(app, game_id, [PERSON] + [1] * (seats - 1), lambda game: game.is_over())
    try:
        press(app, "LEFT")
    except Restart:
        app = restarted(app)
    return app.top()


def top_is(app, name):
    """True when the top scene is an object of the class named name (its class's name,
    not the class itself: while a game is played the menus' modules leave memory and come
    back imported anew, so a class imported before the game is another object than the
    class of the menu rebuilt after it; see play_start.rest)."""
    return type(app.top()).__name__ == name


def stack_names(app):
    """The class names of the scenes on the stack, bottom first: a menu asleep under a
    game (play_start.rest) by the name of the class it is rebuilt as."""
    from engine.app.app import Dormant, scene_of

    return [scene_of(s.NAME)[1] if isinstance(s, Dormant) else type(s).__name__
            for s in app.scenes]


def watch_rounds(app, scene, check_move, waiting, limit, move_ms=(400, 400)):
    """Let the AIs alone play scene's game to its end (at most limit steps): at each end of
    a round, the round's banner must show `waiting` for a while and then go; between
    them check_move() runs before every move. Returns how many round ends were shown."""
    game = scene.game
    rounds = 0
    for _ in range(limit):
        if game.is_over():
            break
        if scene.round_shown:
            rounds += 1
            wait(app, 1500, 250)
            assert scene.round_shown and waiting in screen_text(app)
            wait(app, 2500, 250)
            assert not scene.round_shown and scene.banner.hidden
        else:
            check_move()
        wait(app, *move_ms)  # past the AI's pause: one move
    assert game.is_over()
    return rounds


def texts_fit(app):
    """Every visible label's box (its bounding_box: all its lines, ascent and descent)
    lies within the screen."""
    import displayio

    m = app.metrics

    def walk(group, x, y, scale):
        if group.hidden or not isinstance(group, displayio.Group):
            return  # shapes and tile grids hold no text
        x += group.x * scale
        y += group.y * scale
        scale *= group.scale
        if isinstance(getattr(group, "text", None), str):
            if group.text:
                bx, by, bw, bh = group.bounding_box
                left, top = x + bx * scale, y + by * scale
                assert 0 <= left and left + bw * scale <= m.width, (left, group.text)
                assert 0 <= top and top + bh * scale <= m.height, (top, group.text)
        else:
            for item in group:
                walk(item, x, y, scale)

    walk(app.hw.display.root_group, 0, 0, 1)


def privacy_survives_quit(app, scene, keys):
    """Two people: keys bring the next privacy screen; quitting there through the pause
    menu and continuing comes back to it, then to the same position. The game scene."""
    from engine.app.privacy import PrivacyScene

    press(app, *keys)
    position = scene.game.encode()
    assert isinstance(app.top(), PrivacyScene)
    press(app, "START", "UP", "A")  # the pause menu works here too: quit
    press(app, "A")  # Continue
    assert isinstance(app.top(), PrivacyScene)
    press(app, "A")
    assert app.top().game.encode() == position
    return app.top()


def screen_text(app):
    """The visible texts on screen, in reading order, joined by newlines."""
    return "\n".join(app.hw.frontend.text_on_screen())


def screen_words(app):
    """The visible texts on screen as one line of words: a sentence reads whole however
    it wraps (a notice's lines are one label's)."""
    return " ".join(" ".join(app.hw.frontend.text_on_screen()).split())


def pause_row(app, text):
    """Open the pause menu and put its cursor on the row whose text is text."""
    press(app, "START")
    menu = app.top()
    assert menu.NAME == "pause"
    index = [row[0] for row in menu.rows()].index(text)
    press(app, *(["DOWN"] * index))


def to_game_menu(app, game_id):
    """From the title (or the main menu) to game_id's menu through its row, in a fresh VM
    when this one held another game; the app (a new one after a restart)."""
    if top_is(app, "TitleScene"):
        press(app, "A")  # title -> main menu
    assert top_is(app, "MainMenu")
    index = app.top().actions.index(("game", game_id))  # after Continue, when games wait
    press(app, *(["UP"] * app.top().list.index), *(["DOWN"] * index))
    if stale(app, game_id):
        app = press_restart(app, "A")
    else:
        press(app, "A")
    assert top_is(app, "GameMenu") and app.top().entry.id == game_id
    return app


def to_setup(app, game_id):
    """From the title (or the main menu) through the real menus (the game's menu, Play
    or New game) to its player setup, checking each screen on the way; the app."""
    app = to_game_menu(app, game_id)
    press(app, *(["DOWN"] * (1 if app.top().actions[0] == "continue" else 0)), "A")  # Play
    assert top_is(app, "SetupMenu")
    return app


def open_guide(app, game_id, variant, on_menu=None):
    """From the main menu through the game's menu (and Royal Council's variants:
    on_menu(app) is called there first) to its guided game; the guided scene (a prompt's
    notice may lie over it; its app: scene.app, in a fresh VM where the board can start
    afresh)."""
    app = to_game_menu(app, game_id)
    keys = [*(["DOWN"] * app.top().actions.index("guide")), "A"]
    if game_id == "royal_council":
        press(app, *keys)
        assert top_is(app, "GuideMenu")
        if on_menu is not None:
            on_menu(app)
        keys = [*(["UP"] * app.top().list.index), *(["DOWN"] * variant), "A"]
    app = press_restart(app, *keys) if app.hw.can_restart else press(app, *keys) or app
    scenes = [s for s in app.scenes if type(s).__name__ == "Guided"]
    assert len(scenes) == 1
    return scenes[0]


def play_guide(app, scene, each=None):
    """Play a guided game's script by keys (each prompt read with A, the AI's replies
    waited for, A on the move the guide marks), then read its closing notice and play the
    game on to its end (the first legal move of the person's turns): the scene on top at
    the end. each(app), if given, is called at every step."""
    guide = scene.guide
    for _ in range(2000):
        if each is not None:
            each(app)
        top = app.top()
        game = scene.game
        if game.is_over() and not top_is(app, "Notice"):
            return top
        if type(top).__name__ not in ("Guided", "GameScene"):
            press(app, "A")  # a prompt's page, a round's banner
        elif top.thinking:
            wait(app, 400)
        elif guide.running():
            index = guide.index
            press(app, "SELECT")
            while guide.index == index:
                press(app, "A")
        else:
            assert top.commit(game.legal_moves()[0])
    raise AssertionError("the guided game did not end")
