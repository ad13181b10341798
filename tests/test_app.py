"""The app shell in the headless emulator: every menu screen, language, settings, saves."""

import sys

import pytest

from engine import budget, lang
from engine.app.app import MENU_MODULES
from engine.catalog import GAMES
from engine.flash import SAMD51
from engine.save import Journal
from tests.driver import (
    pause_row,
    press,
    press_restart,
    screen_text,
    screen_words,
    stack_names,
    stale,
    top_is,
    wait,
)
from tests.engine.test_settings import first_format

PROFILES = ("pybadge", "pygamer", "clue", "picosystem", "pico_display")


@pytest.mark.parametrize("board", PROFILES)
def test_title_to_menu_on_every_board(emu_app, board):
    app = emu_app(board)
    assert budget._speed[0] == app.hw.profile.SPEED  # the AIs' budgets follow the board
    assert top_is(app, "TitleScene")
    assert "POCKET CARDS" in app.hw.frontend.text_on_screen()
    press(app, "A")
    assert top_is(app, "MainMenu")
    screen = app.hw.frontend.text_on_screen()
    names = [entry.english for entry in GAMES]
    for name in names + ["Settings", "Controls", "About", "Statistics"]:
        assert name in screen


def test_language_switch_changes_every_menu_text(emu_app):
    app = emu_app()
    press(app, "A", *(["DOWN"] * len(GAMES)), "A")
    assert top_is(app, "SettingsMenu")
    press(app, "RIGHT")
    assert "Sprache" in app.hw.frontend.text_on_screen()
    press(app, "B")
    screen = app.hw.frontend.text_on_screen()
    assert "Einstellungen" in screen and "Tasten" in screen and "Settings" not in screen


def test_settings_persist_across_power_cycles(emu_app, tmp_path):
    path = str(tmp_path / "nvm.bin")
    app = emu_app(store_path=path)
    press(app, "A", *(["DOWN"] * len(GAMES)), "A")  # settings
    press(app, "RIGHT", "DOWN", "RIGHT", "DOWN", "RIGHT", "B")  # German, sound off, level
    app.hw.close()
    again = emu_app(store_path=path)
    s = again.settings
    assert s.language == lang.GERMAN and not s.sound and s.ai_level == 2


def test_every_screen_has_a_way_back(emu_app):
    app = emu_app()
    press(app, "A")
    first = len(GAMES)  # settings, controls, about, statistics follow the games
    for downs in (first, first + 1, first + 2, first + 3):
        press(app, *(["DOWN"] * downs))
        press(app, "A")
        assert not top_is(app, "MainMenu")
        press(app, "B")
        assert top_is(app, "MainMenu"), downs
        press(app, *(["UP"] * downs))


def test_corrupt_store_gives_a_calm_notice_and_a_fresh_start(emu_app, tmp_path):
    path = tmp_path / "nvm.bin"
    path.write_bytes(b"PC\x01" + bytes(range(256)) * 31 + bytes(8192 - 3 - 256 * 31))
    app = emu_app(store_path=str(path))
    assert app.top().NAME == "notice"
    assert any("reset" in line for line in app.hw.frontend.text_on_screen())
    press(app, "A")
    assert top_is(app, "TitleScene")
    fresh = Journal(app.hw.store)
    fresh.load()
    assert fresh.status == "ok" and fresh.parts  # a fresh, valid record was written


def test_unexpected_keys_do_nothing_harmful(emu_app):
    app = emu_app()
    press(app, "SELECT", "B", "LEFT", "UP", "START")
    assert top_is(app, "MainMenu")
    press(app, "SELECT", "LEFT", "RIGHT")
    assert top_is(app, "MainMenu")


def _noise(size):
    data = bytearray(size)
    state = 12345
    for i in range(size):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        data[i] = state >> 16 & 255
    return bytes(data)


def _old_format(size):
    """A save of the first format whose payload is of its first layout ("v": 1)."""
    old = {"v": 1, "set": [1, 0, 2, 0], "stats": {"royal_garden": [3, 2, 0, 1]},
           "game": ["royal_garden", [-1, 1], "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a"]}
    return bytes(first_format(SAMD51, old).data)


def _old_slots(size):
    """A record of an older save layout still (slot version 0)."""
    store = first_format(SAMD51, {"v": 2})
    store.data[2] = 0
    return bytes(store.data)


@pytest.mark.parametrize("kind, fill, message", (
    ("garbage", _noise, "could not be read"),
    ("zeros", bytes, "could not be read"),
    ("old settings", _old_format, "older version"),
    ("old slots", _old_slots, "older version"),
))
def test_junk_or_an_older_format_gives_a_clear_message_and_a_fresh_start(
        emu_app, tmp_path, kind, fill, message):
    path = tmp_path / "nvm.bin"
    path.write_bytes(fill(8192))
    app = emu_app(store_path=str(path))
    assert app.top().NAME == "notice", kind
    assert message in screen_words(app), kind
    s = app.settings
    assert s.waiting() == [] and s.stats == {} and s.language == lang.ENGLISH and s.sound
    press(app, "A")
    assert top_is(app, "TitleScene")
    press(app, "A")
    assert top_is(app, "MainMenu")
    assert not app.top().rows()[0][0].startswith("Continue")
    app.hw.close()
    again = emu_app(store_path=str(path))  # the fresh record: no message the next time
    assert top_is(again, "TitleScene") and again.settings.problems == []


def test_a_save_of_the_first_format_is_kept_by_the_update(emu_app, tmp_path):
    old = {"v": 2, "set": [1, 1, 2, 1], "stats": {"niwa": {"casual": [2, 0, 1]}},
           "best": {"niwa": [50, 4]}, "game": ["royal_garden", [-1, 1], "RG1 S 7 * :0:"]}
    game = __import__("engine.royal_garden.rules", None, None, ["RoyalGarden"]).RoyalGarden
    old["game"][2] = game(2, 7, {}).encode()
    path = tmp_path / "nvm.bin"
    path.write_bytes(bytes(first_format(SAMD51, old, slot=1).data))
    app = emu_app(store_path=str(path))
    assert top_is(app, "ResumeOffer")  # no notice: the save is the player's, as it was
    assert app.settings.stats == {"niwa": {"casual": [2, 0, 1]}} and lang.is_german()
    press(app, "A")
    assert type(app.top()).__name__ == "GameScene"
    assert app.top().game.encode() == old["game"][2]
    lang.set_language(lang.ENGLISH)


def menus_held():
    """The menus' modules in memory: in sys.modules or as an attribute of engine.app
    (but play_start, which the tests' driver imports itself to start games)."""
    package = sys.modules["engine.app"]
    return [name for name in MENU_MODULES if name != "engine.app.play_start" and (
        name in sys.modules or getattr(package, name.split(".")[-1], None) is not None)]


def start_from_the_main_menu(app, row, *setup_keys):
    """From the main menu: the game on row, Play, setup_keys on the setup's first row,
    then Start; the app (Start: the game written and continued in a fresh VM; the game's
    menu too when this one held another game)."""
    press(app, *(["DOWN"] * row))
    if stale(app, app.top().actions[row][1]):
        app = press_restart(app, "A")
    else:
        press(app, "A")
    press(app, "A")
    assert top_is(app, "SetupMenu") and "engine.app.setup" in menus_held()
    press(app, *setup_keys)
    kinds = [kind for kind, _ in app.top()._layout()]
    app = press_restart(app, *(["UP"] * app.top().list.index),
                        *(["DOWN"] * kinds.index("start")), "A")
    assert top_is(app, "GameScene")
    return app


def test_the_menus_leave_memory_while_a_game_is_played_and_quitting_brings_them_back(emu_app):
    app = emu_app()
    controls, statistics = len(GAMES) + 1, len(GAMES) + 3
    press(app, "A", *(["DOWN"] * controls), "A", "B")  # the controls: engine.app.help
    press(app, "DOWN", "DOWN", "A", "B", *(["UP"] * statistics))  # the statistics
    assert top_is(app, "MainMenu") and app.top().list.index == 0
    assert menus_held() == [name for name in MENU_MODULES
                            if name not in ("engine.app.setup", "engine.app.pause",
                                            "engine.app.play_start")]
    row = [entry.id for entry in GAMES].index("royal_council")
    # A person against the AI, in a fresh VM: the statistics' first page loaded Royal Garden.
    app = start_from_the_main_menu(app, row)
    assert app.hw.restarts == 2  # the game's menu, then Start
    position = app.top().game.encode()
    # Under the game: placeholders that know which scene to rebuild, no menu module.
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu", "GameScene"]
    assert all(type(scene).__name__ == "Dormant" for scene in app.scenes[:-1])
    assert menus_held() == []
    assert sys.modules["engine.app.scene"]._shell[1] is None  # nor the menus' texts
    pause_row(app, "Rules & help")  # the rules in a game: only what the pause menu needs
    press(app, "A")
    assert top_is(app, "HelpScene") and menus_held() == [
        "engine.app.help", "engine.app.pause", "engine.app.menu_scene", "engine.ui.listview"]
    press(app, "B", "B")  # the pause menu, the game: they leave memory again
    assert top_is(app, "GameScene") and menus_held() == []
    assert sys.modules["engine.app.scene"]._shell[1] is None
    pause_row(app, "Quit to menu")
    press(app, "A")
    # The main menu is back, rebuilt from its module imported anew (never made in the
    # game's fresh VM), its cursor on the game's Continue row.
    assert top_is(app, "MainMenu") and app.top().list.index == 0 and app.modules is None
    assert app.top().actions[0] == ("continue", "royal_council")
    assert "engine.app.menus" in sys.modules
    screen = app.hw.frontend.text_on_screen()
    assert "Continue: Royal Council" in screen and "Settings" in screen
    press(app, "A")  # Continue: the same position, the menus gone again
    assert top_is(app, "GameScene") and app.top().game.encode() == position
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu", "GameScene"]
    assert menus_held() == []
    pause_row(app, "Quit to menu")
    press(app, "A")
    assert top_is(app, "MainMenu") and app.top().list.index == 0
    press(app, "B")  # the title, rebuilt too
    assert top_is(app, "TitleScene") and "POCKET CARDS" in app.hw.frontend.text_on_screen()
    assert len(app.scenes) == 1
    # The menus work as before: under Continue, the first game (in a fresh VM: another one).
    app = press_restart(app, "A", "DOWN", "A")
    assert top_is(app, "GameMenu") and "Royal Garden" in app.hw.frontend.text_on_screen()


def test_the_end_of_a_match_brings_the_games_menu_back_then_the_main_menu(emu_app):
    app = emu_app()
    row = [entry.id for entry in GAMES].index("first_season")
    press(app, "A")
    app = start_from_the_main_menu(app, row, "RIGHT")  # Player 1 an AI too: it plays itself
    game = app.top().game
    assert menus_held() == []
    for _ in range(500):
        if game.is_over():
            break
        wait(app, 400, 400)
    assert game.is_over() and "A: menu" in screen_text(app)
    app.hw.can_restart = False  # a board without a sleep memory: in this VM (else a fresh one)
    press(app, "A")
    assert top_is(app, "GameMenu") and app.top().list.index == 0
    assert app.modules is not None and "First of the Season" in app.hw.frontend.text_on_screen()
    assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu"]
    # The game's screen and its scene's and AI's code were let go before the menu was
    # made (on the firmware it had 3 KB left, or none, beside them).
    assert "engine.first_season.scene" not in sys.modules
    assert "engine.first_season.ai" not in sys.modules
    press(app, "A")  # Play again: the setup
    assert top_is(app, "SetupMenu")
    press(app, "B", "B")  # the game's menu, then the main menu (made afresh: the game
    # started in a fresh VM that never made it), its cursor on the first row
    assert top_is(app, "MainMenu") and app.top().list.index == 0 and app.modules is None
    press(app, "B")
    assert top_is(app, "TitleScene") and len(app.scenes) == 1
