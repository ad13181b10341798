"""boards/keymaps.py and the board modules' key schemes: buttons in, logical keys out.

Plain test functions with no hardware or pytest imports: they run on MicroPython too
(keymaps.py and the board modules import no hardware at the top).
"""

from boards import clue, gestures, keymaps, pico_display, picosystem, pybadge, pygamer
from boards.keyhelp import HELP
from engine import keys

BOARDS = (pybadge, pygamer, clue, picosystem, pico_display)
T0 = keymaps.TICKS_PERIOD - 300  # just before ticks_ms() wraps, so gestures cross the wrap
HOLD = keymaps.HOLD_MS


def at(ms):
    """T0 + ms on the wrapping clock."""
    return (T0 + ms) & keymaps.TICKS_MASK


def drain(keymap):
    out = []
    event = keymap.next()
    while event is not None:
        out.append(event)
        event = keymap.next()
    return out


def tapped(key):
    return [(key, True), (key, False)]


def play(keymap, steps):
    """Feed (ms, button, pressed) steps, updating the keymap at each; the events."""
    for ms, button, pressed in steps:
        keymap.update(at(ms))
        if pressed:
            keymap.press(button, at(ms))
        else:
            keymap.release(button, at(ms))
    return drain(keymap)


def test_clock_helpers_cross_the_wrap():
    assert keymaps.elapsed(at(500), T0) == 500
    assert at(500) < T0  # the clock did wrap
    assert keymaps.ticks_diff(at(500), T0) == 500
    assert keymaps.ticks_diff(T0, at(500)) == -500
    assert keymaps.ticks_diff(5, 5) == 0


def test_direct_reports_press_and_release_of_each_button():
    keymap = keymaps.Direct(keymaps.BADGE)
    assert keymap.next() is None
    keymap.press(4, T0)
    keymap.press(1, T0)
    keymap.release(4, at(10))
    assert drain(keymap) == [(keys.RIGHT, True), (keys.A, True), (keys.RIGHT, False)]
    for button in range(8):
        keymap.press(button, T0)
    assert [key for key, _ in drain(keymap)] == list(keymaps.BADGE)


def test_events_are_preallocated():
    keymap = keymaps.Direct(keymaps.BADGE)
    keymap.press(0, T0)
    keymap.press(0, T0)
    first = keymap.next()
    assert first is keymap.next()
    assert first is keymaps.EVENTS[keys.B * 2 + 1]


def test_a_full_queue_drops_the_oldest_events():
    keymap = keymaps.Direct(keymaps.BADGE)
    for index in range(20):
        keymap.press(index % 8, T0)
    events = drain(keymap)
    assert len(events) == 16
    assert events[0] == (keymaps.BADGE[4], True)  # presses 4..19 survive
    assert events[-1] == (keymaps.BADGE[19 % 8], True)


def test_tap_hold_taps_on_release_and_holds_while_held():
    keymap = gestures.TapHold(
        taps=(keys.A, keys.RIGHT, keys.B), holds=(keys.SELECT, keys.DOWN, keymaps.NONE)
    )
    assert play(keymap, [(0, 1, True), (HOLD - 1, 1, False)]) == tapped(keys.RIGHT)
    keymap.press(1, T0)
    keymap.update(at(HOLD - 1))
    assert drain(keymap) == []
    keymap.update(at(HOLD))
    assert drain(keymap) == [(keys.DOWN, True)]
    keymap.update(at(HOLD + 500))
    assert drain(keymap) == []
    keymap.release(1, at(HOLD + 600))
    assert drain(keymap) == [(keys.DOWN, False)]


def test_tap_hold_without_a_hold_key_is_a_plain_key():
    keymap = gestures.TapHold(taps=(keys.A, keys.B), holds=(keys.SELECT, keymaps.NONE))
    keymap.press(1, T0)
    assert drain(keymap) == [(keys.B, True)]
    keymap.update(at(HOLD * 3))
    keymap.release(1, at(HOLD * 3))
    assert drain(keymap) == [(keys.B, False)]


def test_tap_hold_buttons_are_independent():
    keymap = pico_display.keymap()
    steps = [(0, 3, True), (10, 0, True), (50, 0, False), (HOLD + 20, 3, False)]
    assert play(keymap, steps) == tapped(keys.A) + [(keys.DOWN, True), (keys.DOWN, False)]


def two_button():
    return clue.keymap()  # the two-button scheme as the CLUE and its emulator use it


def test_two_button_taps_and_holds():
    keymap = two_button()
    assert play(keymap, [(0, 0, True), (100, 0, False)]) == tapped(keys.A)
    assert play(keymap, [(200, 1, True), (300, 1, False)]) == tapped(keys.RIGHT)
    assert play(keymap, [(400, 0, True), (400 + HOLD, 0, False)]) == tapped(keys.B)
    assert play(keymap, [(1000, 1, True), (999 + HOLD, 1, False)]) == tapped(keys.RIGHT)
    assert play(keymap, [(2000, 1, True), (2000 + HOLD, 1, False)]) == tapped(keys.LEFT)


def test_two_button_holds_wait_for_the_release():
    keymap = two_button()
    keymap.press(0, T0)
    keymap.update(at(HOLD * 4))
    assert drain(keymap) == []


def test_two_button_chords():
    keymap = two_button()
    steps = [(0, 0, True), (keymaps.CHORD_MS - 1, 1, True), (200, 1, False), (210, 0, False)]
    assert play(keymap, steps) == tapped(keys.START)
    steps = [(1000, 1, True), (1050, 0, True), (1050 + HOLD, 0, False), (1100 + HOLD, 1, False)]
    assert play(keymap, steps) == tapped(keys.SELECT)


def test_two_button_shift_taps_repeat_until_the_holder_lets_go():
    keymap = two_button()
    later = keymaps.CHORD_MS
    steps = [(0, 0, True), (later, 1, True), (later + 40, 1, False)]
    assert play(keymap, steps) == tapped(keys.DOWN)
    steps = [(later + 100, 1, True), (later + 140, 1, False), (HOLD * 3, 0, False)]
    assert play(keymap, steps) == tapped(keys.DOWN)
    steps = [(5000, 1, True), (5000 + HOLD, 0, True), (5100 + HOLD, 0, False)]
    steps.append((5200 + HOLD, 1, False))
    assert play(keymap, steps) == tapped(keys.UP)


def test_two_button_ignores_the_other_release_after_the_holder_went_up():
    keymap = two_button()
    steps = [(0, 1, True), (300, 0, True), (400, 1, False), (500, 0, False)]
    assert play(keymap, steps) == tapped(keys.UP)
    assert play(keymap, [(600, 1, True), (650, 1, False)]) == tapped(keys.RIGHT)


def test_two_button_ignores_unbalanced_events():
    keymap = two_button()
    assert play(keymap, [(0, 0, False)]) == []
    assert play(keymap, [(10, 0, True), (20, 0, True), (60, 0, False)]) == tapped(keys.A)


def test_stick_directions_with_hysteresis():
    middle = 32768
    assert keymaps.stick(middle, middle, 0) == 0
    assert keymaps.stick(65535, middle, 0) == 1  # RIGHT
    assert keymaps.stick(middle, 65535, 0) == 2  # DOWN
    assert keymaps.stick(middle, 0, 0) == 4  # UP
    assert keymaps.stick(0, middle, 0) == 8  # LEFT
    assert keymaps.stick(0, 0, 0) == 12  # LEFT and UP
    assert keymaps.stick(middle + 15000, middle, 0) == 0  # not yet
    assert keymaps.stick(middle + 15000, middle, 1) == 1  # still held
    assert keymaps.stick(middle + 11000, middle, 1) == 0  # let go
    assert keymaps.stick(middle - 15000, middle, 1) == 0  # the other side needs the full push


def every_gesture(count):
    """Every gesture on count buttons: taps, holds, chords, held chords, shifts."""
    out = []
    for first in range(count):
        out.append([(0, first, True), (40, first, False)])
        out.append([(0, first, True), (HOLD + 50, first, False)])
        for second in range(count):
            if second != first:
                late = keymaps.CHORD_MS + 30
                out.append([(0, first, True), (10, second, True), (60, first, False)])
                out[-1].append((60, second, False))
                out.append([(0, first, True), (10, second, True), (HOLD + 60, first, False)])
                out[-1].append((HOLD + 60, second, False))
                out.append([(0, first, True), (late, second, True), (late + 40, second, False)])
                out[-1].append((late + 80, first, False))
    return out


def test_every_board_reaches_all_eight_keys_without_sticking():
    for board in BOARDS:
        reached = set()
        for steps in every_gesture(len(board.BUTTONS)):
            keymap = board.keymap()
            events = play(keymap, steps)
            pressed = set()
            for key, down in events:
                if down:
                    pressed.add(key)
                    reached.add(key)
                else:
                    pressed.discard(key)
            assert not pressed, (board.NAME, steps, events)  # every press was released
        assert sorted(reached) == list(range(keys.COUNT)), (board.NAME, sorted(reached))


def test_board_profiles_are_consistent():
    for board in BOARDS:
        assert board.keymap().count == len(board.BUTTONS), board.NAME
        assert board.WIDTH >= 135 and board.HEIGHT >= 128
        assert board.NVM_SIZE in (4096, 8192)
        assert HELP[board.NAME]
        for english, german in HELP[board.NAME]:
            # the help screen uses the project's 6-pixel-wide font
            assert 0 < len(english) <= board.WIDTH // 6, (board.NAME, english)
            assert 0 < len(german) <= board.WIDTH // 6, (board.NAME, german)
