"""A fresh VM (engine/app/fresh.py): another game than the one whose names the VM holds,
and a finished game's review, start the program afresh (App.restart; on a board
supervisor.reload() with a note in its sleep memory, in the emulator a new app over the
engine imported anew); the new one opens what the note names, with the menus under it."""

import sys

import pytest

from boards.desktop.emulator import Restart
from boards.note import frame
from engine.catalog import GAMES
from tests.driver import (
    PERSON,
    make_app,
    pause_row,
    press,
    press_restart,
    restarted,
    stack_names,
    to_setup,
    top_is,
)


def game_modules(game_id):
    return [name for name in sys.modules if name.startswith("engine.%s." % game_id)]


def choose_game(app, game_id):
    """From the main menu: put the cursor on game_id's row and press A (the caller says
    whether that restarts: press or press_restart of the last key)."""
    assert top_is(app, "MainMenu")
    index = app.top().actions.index(("game", game_id))
    press(app, *(["UP"] * app.top().list.index), *(["DOWN"] * index))


def test_another_game_opens_its_menu_in_a_fresh_vm(emu_app):
    app = emu_app()
    press(app, "A")
    choose_game(app, "royal_garden")
    press(app, "A")  # the first game of this VM: no restart
    assert top_is(app, "GameMenu") and app.hw.restarts == 0
    press(app, "B")
    choose_game(app, "royal_garden")
    press(app, "A", "B")  # the same game again: none either
    choose_game(app, "niwa")
    app = press_restart(app, "A")
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu"]
    assert app.top().entry.id == "niwa" and app.hw.restarts == 1
    assert game_modules("niwa") and not game_modules("royal_garden")  # none of its names
    press(app, "B")
    assert top_is(app, "MainMenu") and app.top().actions[app.top().list.index] == (
        "game", "niwa")  # the cursor where the person left it
    choose_game(app, "niwa")
    press(app, "A")
    assert top_is(app, "GameMenu") and app.hw.restarts == 1


def test_the_statistics_pages_load_every_game_so_a_game_after_them_starts_afresh(emu_app):
    app = emu_app()
    press(app, "A")
    app.push(app.make("stats"))
    press(app, "RIGHT", "RIGHT", "B")
    choose_game(app, "first_season")
    app = press_restart(app, "A")
    assert top_is(app, "GameMenu") and app.top().entry.id == "first_season"
    assert not game_modules("royal_garden") and not game_modules("niwa")


def test_continuing_a_game_after_another_one_resumes_it_in_a_fresh_vm(emu_app):
    app = emu_app()
    to_setup(app, "first_season")
    app = press_restart(app, *["DOWN"] * [k for k, _ in app.top()._layout()].index("start"),
                        "A")  # Start: the new game written, then continued in a fresh VM
    scene = app.top()
    assert top_is(app, "GameScene") and app.hw.restarts == 1
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu", "GameScene"]
    assert "engine.app.setup" not in sys.modules  # nor any menu: asleep under the game
    scene.commit(scene.game.legal_moves()[0])
    position = scene.game.encode()
    pause_row(app, "Quit to menu")
    press(app, "A")  # quit: written, back to the main menu
    assert top_is(app, "MainMenu") and app.top().actions[0] == ("continue", "first_season")
    choose_game(app, "royal_council")
    app = press_restart(app, "A")  # its menu in a fresh VM
    press(app, "B")
    press(app, *["UP"] * app.top().list.index)
    app = press_restart(app, "A")  # Continue: First of the Season, in a fresh VM
    assert top_is(app, "GameScene") and app.top().game.encode() == position
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu", "GameScene"]
    assert not game_modules("royal_council")


def test_what_was_not_yet_written_is_written_before_a_restart(emu_app):
    app = emu_app()
    press(app, "A")
    choose_game(app, "royal_garden")
    press(app, "A", "B")
    app.settings.sound = False  # as if changed a moment ago, not written yet
    choose_game(app, "niwa")
    app = press_restart(app, "A")
    assert app.settings.sound is False


@pytest.mark.parametrize("note", [b"mchess", b"x", b"s9", b"r-chess", b"r9niwa", b"cniwa",
                                  b"\xff\xfe", b""])
def test_a_note_that_names_nothing_here_leads_to_the_main_menu(note):
    """A game this program does not have, a page out of range, a waiting game that is not
    there: the main menu (nothing waits: a continue finds nothing to continue and says
    so); an empty note is no note (the title)."""
    app = make_app()
    try:
        kept = frame(note)
        app.hw.sleep_memory[: len(kept)] = kept
        app = restarted(app)
        if note == b"cniwa":
            assert top_is(app, "Notice")  # the waiting game is gone: calmly said
            press(app, "A")
        assert stack_names(app) == (["TitleScene"] if note == b"" else
                                    ["TitleScene", "MainMenu"])
    finally:
        app.hw.close()


def test_make_run_goes_on_in_the_same_window_after_a_restart(monkeypatch):
    """boards.main(), code.py's call (on a desktop the emulator's loop): a Restart out of
    an app starts the next one on the same hardware (the emulator's display, store and
    clock) with the note."""
    import boards
    from boards.desktop import emulator

    hw = emulator.Emulator("pybadge", "headless")
    rounds = []

    def wait(ms):
        rounds.append(ms)
        if len(rounds) == 2:
            hw.restart(b"m" + GAMES[2].id.encode())
        if len(rounds) == 4:
            raise SystemExit(0)  # the window closed

    monkeypatch.setattr(emulator, "load_board", lambda: hw)
    monkeypatch.setattr(hw, "wait", wait)
    try:
        with pytest.raises(SystemExit):
            boards.main()
        assert hw.restarts == 1
        words = " ".join(hw.frontend.text_on_screen())
        assert GAMES[2].name() in words and "Rules" in words
    finally:
        hw.close()


def test_restart_is_a_base_exception_no_guard_catches():
    assert not issubclass(Restart, Exception)
    assert PERSON < 0


def test_the_end_of_a_match_leads_to_its_games_menu_in_a_fresh_vm(emu_app):
    """On the firmware, the game's menu after an Expert's match could not be made beside
    the match's names (232 bytes short in one piece, 21 KB free in smaller ones)."""
    app = emu_app()
    to_setup(app, "royal_garden")
    app = press_restart(app, *["DOWN"] * [k for k, _ in app.top()._layout()].index("start"),
                        "A")
    scene = app.top()
    assert top_is(app, "GameScene")
    while not scene.game.is_over():
        scene.commit(scene.game.legal_moves()[0])
        while scene.thinking:
            scene.tick(scene.ai_due)
    app = press_restart(app, "A")
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu"]
    assert app.top().entry.id == "royal_garden" and app.top().list.index == 0
    assert "engine.royal_garden.scene" not in sys.modules  # none of the match's screen
    press(app, "B")
    assert app.top().actions[app.top().list.index] == ("game", "royal_garden")
    # the match was counted and written before the restart
    assert sum(sum(results) for results in app.settings.stats["royal_garden"].values()) == 1
