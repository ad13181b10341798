"""The app shell in the headless emulator: every menu screen, language, settings, saves."""

import json

import pytest

from engine import lang
from engine.app.menus import MainMenu, SettingsMenu
from engine.app.notice import Notice
from engine.app.title import TitleScene
from engine.catalog import GAMES
from engine.memstore import MemoryStore
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
    for name in [entry[2] for entry in GAMES] + ["Settings", "Controls", "About", "Statistics"]:
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
    first = len(GAMES)  # settings, controls, about, statistics follow the games
    for downs in (first, first + 1, first + 2, first + 3):
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


def _noise(size):
    data = bytearray(size)
    state = 12345
    for i in range(size):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        data[i] = state >> 16 & 255
    return bytes(data)


def _old_format(size):
    """A valid record of the first settings layout (payload "v": 1, stats as one list)."""
    store = MemoryStore(size)
    old = {"v": 1, "set": [1, 0, 2, 0], "stats": {"royal_garden": [3, 2, 0, 1]},
           "game": ["royal_garden", [-1, 1], "RG1 S 7 JHKSADQCKHJSQDAHKDASACQHKCQSJDJC:0:3a"]}
    Slots(store).save(json.dumps(old).encode())
    return bytes(store.data)


def _old_slots(size):
    """A record written by an older save layout (slot version 0)."""
    store = MemoryStore(size)
    Slots(store, version=0).save(b'{"v":2}')
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
    assert isinstance(app.top(), Notice), kind
    assert message in " ".join(app.hw.frontend.text_on_screen()), kind
    s = app.settings
    assert s.game is None and s.stats == {} and s.language == lang.ENGLISH and s.sound
    press(app, "A")
    assert isinstance(app.top(), TitleScene)
    press(app, "A")
    assert isinstance(app.top(), MainMenu)
    assert not app.top().rows()[0][0].startswith("Continue")
    app.hw.close()
    again = emu_app(store_path=str(path))  # the fresh record: no message the next time
    assert isinstance(again.top(), TitleScene) and again.settings.problem is None
