"""The app shell in the headless emulator: every menu screen, language, settings, saves."""

import pytest

from engine import lang
from engine.app.menus import MainMenu, SettingsMenu
from engine.app.notice import Notice
from engine.app.title import TitleScene
from engine.catalog import GAMES
from engine.save import Slots
from tests.driver import press

PROFILES = ("pybadge", "pygamer", "clue", "picosystem", "pico_display")


@pytest.mark.parametrize("board", PROFILES)
def test_title_to_menu_on_every_board(emu_app, board):
    app = emu_app(board)
    assert isinstance(app.top(), TitleScene)
    assert "POCKET CARDS" in app.hw.frontend.text_on_screen()
    press(app, "A")
    assert isinstance(app.top(), MainMenu)
    screen = app.hw.frontend.text_on_screen()
    for name in [entry[2] for entry in GAMES] + ["Settings", "Controls", "About"]:
        assert name in screen


def test_language_switch_changes_every_menu_text(emu_app):
    app = emu_app()
    press(app, "A", *(["DOWN"] * len(GAMES)), "A")
    assert isinstance(app.top(), SettingsMenu)
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
    first = len(GAMES)  # settings, controls, about follow the games (tested on their own)
    for downs in (first, first + 1, first + 2):
        press(app, *(["DOWN"] * downs))
        press(app, "A")
        assert not isinstance(app.top(), MainMenu)
        press(app, "B")
        assert isinstance(app.top(), MainMenu), downs
        press(app, *(["UP"] * downs))


def test_corrupt_store_gives_a_calm_notice_and_a_fresh_start(emu_app, tmp_path):
    path = tmp_path / "nvm.bin"
    path.write_bytes(b"PC\x01" + bytes(range(256)) * 31 + bytes(8192 - 3 - 256 * 31))
    app = emu_app(store_path=str(path))
    assert isinstance(app.top(), Notice)
    assert any("reset" in line for line in app.hw.frontend.text_on_screen())
    press(app, "A")
    assert isinstance(app.top(), TitleScene)
    assert Slots(app.hw.store).load() is not None  # a fresh, valid record was written


def test_unexpected_keys_do_nothing_harmful(emu_app):
    app = emu_app()
    press(app, "SELECT", "B", "LEFT", "UP", "START")
    assert isinstance(app.top(), MainMenu)
    press(app, "SELECT", "LEFT", "RIGHT")
    assert isinstance(app.top(), MainMenu)
