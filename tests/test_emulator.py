"""The desktop emulator: profiles, keys through the boards' keymaps, screen, store, front ends."""

import os
import subprocess
import sys

import boards
from boards import keyhelp, keymaps
from boards.desktop import emulator, profiles, terminal, window
from boards.desktop.blinka import displayio, pygame
from boards.desktop.emulator import Emulator
from boards.desktop.headless import labels
from engine import keys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def drain(hw):
    out = []
    event = hw.poll()
    while event is not None:
        out.append(event)
        event = hw.poll()
    return out


def tapped(key):
    return [(key, True), (key, False)]


def filled(width, height, color):
    bitmap = displayio.Bitmap(width, height, 1)
    palette = displayio.Palette(1)
    palette[0] = color
    return displayio.TileGrid(bitmap, pixel_shader=palette)


def label(text, x, y, color=0xFFFFFF):
    from adafruit_display_text.label import Label

    from engine.ui.fonts import font

    return Label(font(), text=text, color=color, x=x, y=y)


def test_each_profile_starts_headless_with_its_size_and_help():
    for name, board in profiles.PROFILES.items():
        hw = Emulator(name, "headless")
        try:
            assert (hw.name, hw.width, hw.height) == (name, board.WIDTH, board.HEIGHT)
            assert (hw.display.width, hw.display.height) == (board.WIDTH, board.HEIGHT)
            assert hw.key_help() == keyhelp.HELP[name]
            assert hw.store.size == board.NVM_SIZE
            assert hw.poll() is None
        finally:
            hw.close()


def test_every_key_reaches_poll_through_each_profiles_buttons():
    for name in profiles.PROFILES:
        hw = Emulator(name, "headless")
        try:
            for key in range(keys.COUNT):
                hw.frontend.key(key)
                assert drain(hw) == tapped(key), (name, keys.NAMES[key])
        finally:
            hw.close()


def test_clue_tap_and_hold_by_the_virtual_clock():
    hw = Emulator("clue", "headless")
    try:
        front = hw.frontend
        front.press("B")
        front.advance(keymaps.HOLD_MS - 1)
        assert drain(hw) == []  # nothing until the button is let go
        front.release("B")
        assert drain(hw) == tapped(keys.RIGHT)
        front.press("B")
        front.advance(keymaps.HOLD_MS)
        front.release("B")
        assert drain(hw) == tapped(keys.LEFT)
        front.press("A")
        front.advance(300)
        front.tap("B")
        front.tap("B")
        front.release("A")
        assert drain(hw) == tapped(keys.DOWN) * 2
    finally:
        hw.close()


def test_pico_display_hold_is_pressed_while_held():
    hw = Emulator("pico_display", "headless")
    try:
        front = hw.frontend
        front.press("Y")
        front.advance(keymaps.HOLD_MS)
        assert drain(hw) == [(keys.DOWN, True)]
        front.advance(2000)
        assert drain(hw) == []
        front.release("Y")
        assert drain(hw) == [(keys.DOWN, False)]
    finally:
        hw.close()


def test_keyboard_keys_follow_or_play_gestures():
    hw = Emulator("pybadge", "headless")
    try:
        hw.frontend.type("right")
        assert drain(hw) == [(keys.RIGHT, True)]  # held while the key is down
        hw.frontend.type("right", down=False)
        hw.frontend.type("q")  # not a key of the console
        assert drain(hw) == [(keys.RIGHT, False)]
    finally:
        hw.close()
    hw = Emulator("clue", "headless")
    try:
        for name in ("enter", "right", "up"):
            hw.frontend.type(name)
            hw.frontend.type(name, down=False)
        hw.frontend.advance(2000)
        assert drain(hw) == tapped(keys.START) + tapped(keys.RIGHT) + tapped(keys.UP)
    finally:
        hw.close()


def test_ticks_start_near_the_wrap_like_the_device():
    hw = Emulator("clue", "headless")
    try:
        assert hw.ticks_ms() == keymaps.TICKS_PERIOD - 65000
        hw.frontend.advance(64990)
        hw.frontend.key(keys.LEFT)  # a hold across the wrap
        assert hw.ticks_ms() < 1000
        assert drain(hw) == tapped(keys.LEFT)
    finally:
        hw.close()


def test_screenshot_and_pixels(tmp_path):
    hw = Emulator("pico_display", "headless")
    try:
        group = displayio.Group()
        group.append(filled(hw.width, hw.height, 0x0000FF))
        red = filled(10, 5, 0xFF0000)
        red.x, red.y = 20, 30
        group.append(red)
        hw.show(group)
        hw.refresh()
        assert hw.frontend.pixel(0, 0) == (0, 0, 255)
        assert hw.frontend.pixel(20, 30) == (255, 0, 0)
        assert hw.frontend.pixel(30, 30) == (0, 0, 255)
        path = str(tmp_path / "shot.png")
        hw.frontend.screenshot(path)
        assert pygame.image.load(path).get_size() == (240, 135)
        hw.frontend.screenshot(path, scale=2)
        image = pygame.image.load(path)
        assert image.get_size() == (480, 270)
        assert tuple(image.get_at((41, 61)))[:3] == (255, 0, 0)
    finally:
        hw.close()


def test_the_screen_changes_only_at_refresh_and_matches_a_full_redraw():
    def scene(hw, text):
        group = displayio.Group()
        group.append(filled(hw.width, hw.height, 0x103050))
        caption = label(text, 4, 10)
        group.append(caption)
        hw.show(group)
        hw.refresh()
        return caption

    hw = Emulator("pybadge", "headless")
    try:
        caption = scene(hw, "Spades \u2660 and more")
        before = pygame.image.tobytes(hw.display.surface, "RGB")
        caption.text = "Herz \u2665 \u00d6"
        assert pygame.image.tobytes(hw.display.surface, "RGB") == before
        hw.refresh()
        updated = pygame.image.tobytes(hw.display.surface, "RGB")
        assert updated != before
    finally:
        hw.close()
    hw = Emulator("pybadge", "headless")
    try:
        scene(hw, "Herz \u2665 \u00d6")
        assert pygame.image.tobytes(hw.display.surface, "RGB") == updated
    finally:
        hw.close()


def test_the_builtin_font_has_only_ascii_like_the_device():
    import terminalio  # Blinka's, as boards.desktop.blinka left it
    from adafruit_display_text.label import Label

    font = terminalio.FONT
    assert font.get_glyph(ord("A")) is not None
    for char in "\u00d6\u00e4\u2660":
        assert font.get_glyph(ord(char)) is None
    hw = Emulator("pybadge", "headless")
    try:
        group = displayio.Group()
        group.append(Label(font, text="\u00d6\u2660", color=0xFFFFFF, x=4, y=10))
        hw.show(group)
        hw.refresh()
        pixels = pygame.image.tobytes(hw.display.surface, "RGB")
        assert pixels == bytes(len(pixels))  # nothing drawn
    finally:
        hw.close()


def test_small_and_odd_sized_changes_redraw_only_their_area():
    hw = Emulator("clue", "headless")
    try:
        bitmap = displayio.Bitmap(240, 240, 2)
        palette = displayio.Palette(2)
        palette[0], palette[1] = 0x000000, 0xFFFFFF
        group = displayio.Group()
        group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
        spot = filled(3, 5, 0xFF0000)
        group.append(spot)
        hw.show(group)
        hw.refresh()
        hw.refresh()
        bitmap[7, 9] = 1
        spot.x, spot.y = 101, 51
        hw.refresh()
        sizes = sorted(area.width() * area.height() for area in hw.frontend.drawn)
        assert hw.frontend.pixel(7, 9) == (255, 255, 255)
        assert hw.frontend.pixel(101, 51) == (255, 0, 0)
        assert hw.frontend.pixel(103, 55) == (255, 0, 0)
        assert hw.frontend.pixel(0, 0) == (0, 0, 0) == hw.frontend.pixel(104, 51)
        assert sizes and max(sizes) <= 4 * 6  # the old and new spot, the pixel: no full redraw
    finally:
        hw.close()


def test_text_on_screen_in_reading_order_without_hidden_labels():
    hw = Emulator("pybadge", "headless")
    try:
        group = displayio.Group()
        group.append(label("right", 80, 20))
        group.append(label("left", 4, 20))
        inner = displayio.Group(x=10, y=40, scale=2)
        inner.append(label("lower", 2, 5))
        group.append(inner)
        hidden = displayio.Group()
        hidden.append(label("secret", 4, 2))
        hidden.hidden = True
        group.append(hidden)
        group.append(label("", 4, 4))
        group.append(label("top", 50, 5))
        hw.show(group)
        assert hw.frontend.text_on_screen() == ["top", "left", "right", "lower"]
        assert (50, 14, "lower") in labels(group)  # 40 + 5 * 2, 10 + 2 * 2
        hidden.hidden = False
        assert hw.frontend.text_on_screen()[0] == "secret"
    finally:
        hw.close()


def test_store_persists_in_its_file_with_the_profiles_size(tmp_path):
    path = str(tmp_path / "deep" / "clue.nvm")
    hw = Emulator("picosystem", "headless", path)
    try:
        assert hw.store.size == 4096
        assert hw.store.read(0, 4) == b"\xff" * 4  # erased flash
        hw.store.write(4090, b"saved!")
    finally:
        hw.close()
    assert os.path.getsize(path) == 4096
    hw = Emulator("picosystem", "headless", path)
    try:
        assert hw.store.read(4090, 6) == b"saved!"
        try:
            hw.store.write(4091, b"saved!")
        except ValueError:
            pass
        else:
            raise AssertionError("write past the end accepted")
    finally:
        hw.close()


def test_headless_store_without_a_path_stays_in_memory_and_writes_like_its_chip():
    for board, erases in (("pybadge", [1]), ("clue", [0, 1]), ("picosystem", [0])):
        hw = Emulator(board, "headless")
        try:
            hw.store.write(5000 % hw.store.size, b"x")  # into erased bytes
            assert hw.store.path is None and hw.store.erases == erases, board
            assert hw.store.read(5000 % hw.store.size, 1) == b"x"
        finally:
            hw.close()


def test_load_reads_the_environment(monkeypatch):
    monkeypatch.setenv("CONSOLE_BOARD", "clue")
    monkeypatch.setenv("CONSOLE_FRONTEND", "headless")
    monkeypatch.delenv("CONSOLE_STORE", raising=False)
    hw = boards.load()
    try:
        assert isinstance(hw, Emulator) and hw.name == "clue" and hw.width == 240
    finally:
        hw.close()
    monkeypatch.setenv("CONSOLE_BOARD", "gameboy")
    try:
        boards.load()
    except ValueError as error:
        assert "pybadge" in str(error)
    else:
        raise AssertionError("unknown board accepted")


def test_default_front_end(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    assert emulator.default_frontend() == "window"
    monkeypatch.delenv("DISPLAY")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert emulator.default_frontend() in ("terminal", "headless")  # pytest's stdin
    monkeypatch.setattr(sys, "stdin", open(os.devnull))
    assert emulator.default_frontend() == "headless"


def test_make_run_with_nowhere_to_play_says_so_and_stops():
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "CONSOLE_FRONTEND")}
    done = subprocess.run([sys.executable, "code.py"], cwd=ROOT, env=env, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 1
    assert emulator.NOWHERE_TO_PLAY in done.stderr
    assert "Traceback" not in done.stderr


def test_load_is_quiet_and_never_imports_board():
    code = (
        "import sys, boards\n"
        "hw = boards.load()\n"
        "hw.refresh()\n"
        "assert 'board' not in sys.modules, 'board imported'\n"
        "sys.stderr.write(hw.name)\n"
    )
    env = dict(os.environ, CONSOLE_FRONTEND="headless", CONSOLE_BOARD="pygamer")
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert done.stderr == "pygamer"


def test_window_front_end_on_the_dummy_video_driver():
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    hw = Emulator("pybadge", "window")
    try:
        assert hw.frontend.screen.get_size() == (160 * hw.frontend.scale, 128 * hw.frontend.scale)
        group = displayio.Group()
        group.append(filled(160, 128, 0x00FF00))
        hw.show(group)
        hw.refresh()
        assert tuple(hw.frontend.screen.get_at((5, 5)))[:3] == (0, 255, 0)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_x))
        assert drain(hw) == tapped(keys.A)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        try:
            hw.poll()
        except SystemExit:
            pass
        else:
            raise AssertionError("closing the window did not end the program")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q))
        try:
            hw.poll()
        except SystemExit:
            pass
        else:
            raise AssertionError("Q did not quit, as the window's title says it does")
    finally:
        hw.close()


def test_window_scale_fits_the_desktop():
    assert window.scale_for(160, 128, 4, (1920, 1080)) == 4
    assert window.scale_for(240, 240, 4, (1920, 1080)) == 4
    assert window.scale_for(240, 240, 4, (1366, 768)) == 2
    assert window.scale_for(240, 240, 0, (100, 100)) == 1


def test_terminal_half_blocks():
    red, green, blue, white = b"\xff\x00\x00", b"\x00\xff\x00", b"\x00\x00\xff", b"\xff" * 3
    rgb = red + red + green + blue + white + white  # 2 wide, 3 high
    lines = terminal.render(rgb, 2, 3)
    assert [row for row, _ in lines] == [0, 1]
    first = lines[0][1]
    assert first.count(terminal.UPPER_HALF) == 2
    assert first.startswith("\x1b[38;2;255;0;0m\x1b[48;2;0;255;0m" + terminal.UPPER_HALF)
    assert "\x1b[48;2;0;0;255m" + terminal.UPPER_HALF in first  # only the background changes
    assert first.count("38;2;") == 1
    assert first.endswith("\x1b[0m")
    assert lines[1][1].startswith("\x1b[38;2;255;255;255m\x1b[48;2;0;0;0m")  # below the image
    assert terminal.render(rgb, 2, 3, rgb) == []
    changed = rgb[:12] + b"\x00\x00\x00" + rgb[15:]
    assert [row for row, _ in terminal.render(changed, 2, 3, rgb)] == [1]


def test_terminal_shrinks_to_fit():
    assert terminal.fit_step(160, 128, 200, 70) == 1
    assert terminal.fit_step(160, 128, 160, 65) == 1
    assert terminal.fit_step(160, 128, 160, 64) == 2
    assert terminal.fit_step(160, 128, 80, 24) == 3
    assert terminal.fit_step(240, 240, 80, 24) == 6  # 40 pixel rows: 20 lines and status


def test_terminal_keys():
    parse = terminal.parse_keys
    assert parse(b"\x1b[A\x1b[B\x1b[C\x1b[D") == ["up", "down", "right", "left"]
    assert parse(b"\x1bOA\x1b[1;5C") == ["up", "right"]
    assert parse(b"xXzZ \r\n\x7f\x08\t") == ["x", "x", "z", "z", "space", "enter", "enter"] + [
        "backspace",
        "backspace",
        "tab",
    ]
    assert parse(b"\x1b") == ["escape"]
    assert parse(b"\x1b[15~a") == []  # F5 and an unused letter
    assert parse(b"q") == ["quit"]
    assert parse(b"\x03") == ["quit"]
    for name in parse(b"\x1b[Ax z\r\x7f\t"):
        assert name in profiles.KEYBOARD
