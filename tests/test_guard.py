"""The top-level guard (App.safe_step, which App.run calls): an error anywhere shows a calm
error screen with a way back to the main menu, and the saved game is kept."""

from boards.desktop.emulator import Restart
from engine import keys
from engine.catalog import GAMES
from tests.driver import PERSON, press, restarted, screen_words, start_game, top_is


def safe_press(app, *names):
    """press(), but stepping through the guard as the device does."""
    for name in names:
        app.hw.frontend.key(keys.by_name(name))
        app.safe_step()


def safe_press_restart(app, *names):
    """safe_press() names, the last of which starts the program afresh; the new app."""
    try:
        safe_press(app, *names)
    except Restart:
        return restarted(app)
    raise AssertionError("no restart")


def boom(*args):
    raise RuntimeError("injected fault")


def whole_store(app):
    return bytes(app.hw.store.read(0, app.hw.store.size))


def in_a_game(emu_app, entry):
    app = emu_app()
    press(app, "A")  # the main menu under the game, as when started from the menus
    scene = start_game(app, entry.id, [PERSON, 0], seed=8)
    return app, scene


def test_an_error_in_a_key_shows_the_error_screen_and_keeps_the_save(emu_app):
    for entry in GAMES:
        app, scene = in_a_game(emu_app, entry)
        saved = app.settings.game(entry.id)
        stored = whole_store(app)
        position = scene.game.encode()
        scene.on_key = boom
        safe_press(app, "A")
        assert top_is(app, "ErrorScene")
        screen = screen_words(app)
        assert "Something went wrong" in screen and "Your game is kept." in screen
        assert "RuntimeError: injected fault" in screen
        assert app.settings.game(entry.id) == saved and whole_store(app) == stored
        # The way back: the main menu in a fresh VM (nothing of the error stays), which
        # offers the game again.
        app = safe_press_restart(app, "A")
        assert top_is(app, "MainMenu") and app.modules is None
        assert app.settings.game(entry.id) == saved
        assert app.top().actions[0] == ("continue", entry.id)
        safe_press(app, "A")
        assert type(app.top()).__name__ == "GameScene" and app.top().game.encode() == position


def test_an_error_while_ticking_is_caught_too(emu_app):
    app, scene = in_a_game(emu_app, GAMES[0])
    scene.tick = boom
    app.safe_step()
    assert top_is(app, "ErrorScene")
    app = safe_press_restart(app, "B")
    assert top_is(app, "MainMenu")


def test_a_memory_error_in_a_scene_is_caught(emu_app):
    app, scene = in_a_game(emu_app, GAMES[-1])

    def no_memory(key):
        raise MemoryError("memory allocation failed")

    scene.on_key = no_memory
    safe_press(app, "DOWN")
    assert top_is(app, "ErrorScene")
    assert "MemoryError" in " ".join(app.hw.frontend.text_on_screen())


def test_without_a_restart_the_error_screen_leads_back_in_the_same_vm(emu_app):
    app, scene = in_a_game(emu_app, GAMES[1])
    app.hw.can_restart = False  # a board whose build has no sleep memory (alarm)
    scene.on_key = boom
    safe_press(app, "A")
    safe_press(app, "A")
    assert top_is(app, "MainMenu") and app.modules is None


def test_an_error_on_the_error_screen_starts_over_at_the_bottom(emu_app):
    app, _ = in_a_game(emu_app, GAMES[0])
    depth = len(app.scenes)
    app.top().on_key = boom
    safe_press(app, "A")
    app.top().on_key = boom  # the error screen fails as well
    safe_press(app, "A")
    assert top_is(app, "ErrorScene") and len(app.scenes) == 2 < depth
    app = safe_press_restart(app, "A")
    assert top_is(app, "MainMenu")
    assert app.top().rows()[0][0].startswith("Continue")


def no_error_screen(app):
    """The error screen cannot be made (as on an exhausted heap): making it raises."""
    make = app.make

    def make_but_the_error_screen(name, *args):
        if name == "error":
            raise MemoryError("memory allocation failed allocating 232 bytes")
        return make(name, *args)

    app.make = make_but_the_error_screen


def test_when_the_error_screen_cannot_be_made_the_one_made_at_start_shows(emu_app, capsys):
    app, scene = in_a_game(emu_app, GAMES[0])
    saved = app.settings.game(GAMES[0].id)
    no_error_screen(app)
    scene.on_key = boom
    safe_press(app, "A")
    assert app.top() is app.last_resort and app.modules is None  # the game's code let go
    assert app.hw.display.root_group is app.last_resort.group
    painted = app.last_resort.group[0].bitmap  # its words, painted at start
    inked = sum(painted[x, y] for x in range(painted.width) for y in range(painted.height))
    assert inked > 200 and painted.height == 5 * 10  # English, a gap, German
    printed = capsys.readouterr().err
    assert "RuntimeError: injected fault" in printed and "MemoryError" in printed
    safe_press(app, "DOWN")  # a key that means nothing here changes nothing
    assert app.top() is app.last_resort
    app = safe_press_restart(app, "A")
    assert top_is(app, "MainMenu") and app.settings.game(GAMES[0].id) == saved


def test_without_a_restart_the_last_resort_leads_to_the_main_menu(emu_app):
    app, scene = in_a_game(emu_app, GAMES[2])
    app.hw.can_restart = False
    no_error_screen(app)
    scene.on_key = boom
    safe_press(app, "A")
    assert app.top() is app.last_resort
    del app.make  # the menus can be made again
    safe_press(app, "B")
    assert top_is(app, "MainMenu") and app.modules is None


def test_run_steps_through_the_guard(emu_app):
    app = emu_app()
    steps = []

    def step():
        steps.append(1)
        if len(steps) == 1:
            raise ValueError("first step fails")
        app.running = False

    app.step = step
    app.run()  # returns: the error did not end the loop, the second step stopped it
    assert len(steps) == 2 and top_is(app, "ErrorScene")


def test_the_loop_sleeps_the_rest_of_each_round(emu_app):
    from engine.app.app import FRAME_MS
    from engine.ticks import elapsed

    app = emu_app()
    hw = app.hw
    waits = []
    real_wait = hw.wait

    def wait(ms):
        waits.append(ms)
        real_wait(ms)  # headless: the virtual clock moves on by ms, when ms > 0

    def step():
        waits.append("step")
        if len(waits) == 3:  # the second round takes long (an AI's move)
            hw.frontend.advance(FRAME_MS + 15)
        if len(waits) == 5:
            app.running = False

    hw.wait, app.step = wait, step
    start = hw.ticks_ms()
    app.run()
    assert waits == ["step", FRAME_MS, "step", -15, "step", FRAME_MS]
    assert elapsed(hw.ticks_ms(), start) == 3 * FRAME_MS + 15  # no sleep after the long one
