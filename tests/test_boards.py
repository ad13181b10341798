"""The device board modules against the boards' definitions in circuitpython-stubs.

Every board.NAME a module uses must exist on each board it is chosen for, every module it
imports (following boards/ modules) must be built into that board's CircuitPython, and its
NVM size must match.
"""

import ast
import os
import re
import sys

import boards
from boards import keyhelp

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS_DIR = os.path.join(ROOT, "boards")
ALWAYS_THERE = {"micropython", "gc"}  # core modules the stubs' lists leave out
# The stubs give the SAMD51 boards 256 bytes of NVM: their generator reads the SAMD21
# default; CircuitPython's ports/atmel-samd/mpconfigport.h gives SAM_D5X 8192.
NVM_SAMD51 = {"pybadge": 8192, "pygamer": 8192}


def definition(board_id):
    """The text of a board's stub in circuitpython-stubs."""
    for folder in sys.path:
        path = os.path.join(folder, "board_definitions", board_id, "__init__.pyi")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                return file.read()
    raise AssertionError("no circuitpython-stubs definition for " + board_id)


def stub_names(board_id):
    """The names a board's `board` module has (pins, DISPLAY, board_id)."""
    tree = ast.parse(definition(board_id))
    return {
        node.target.id
        for node in tree.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }


def included_modules(board_id):
    match = re.search(r"Included modules: (.*)", definition(board_id))
    return {name.strip().split(" ")[0] for name in match.group(1).split(",")}


def nvm_size(board_id):
    return int(re.search(r"NVM size: (\d+)", definition(board_id)).group(1))


def parse(module):
    path = os.path.join(BOARDS_DIR, module + ".py")
    with open(path, encoding="utf-8") as file:
        return ast.parse(file.read(), path)


def board_attributes(tree):
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "board"
    }


def guarded(tree):
    """The import nodes inside a try that catches ImportError: a build may lack them
    (alarm: RP2350 builds have none; such a board then restarts no VM)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
                "ImportError" in ast.dump(handler.type) for handler in node.handlers):
            for inner in node.body:
                out |= {id(n) for n in ast.walk(inner) if isinstance(n, (ast.Import,
                                                                        ast.ImportFrom))}
    return out


def imports(module, seen=None):
    """Every outside module that boards/<module>.py imports, following boards/ modules
    (but those imported under a guard for ImportError)."""
    if seen is None:
        seen = set()
    if module in seen:
        return set()
    seen.add(module)
    found = set()
    tree = parse(module)
    optional = guarded(tree)
    for node in ast.walk(tree):
        if id(node) in optional:
            continue
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module]
            if node.module == "boards":
                names += ["boards." + alias.name for alias in node.names]
        else:
            continue
        for name in names:
            if name == "boards":
                found |= imports("__init__", seen)
            elif name.startswith("boards."):
                part = name.split(".")[1]
                if os.path.exists(os.path.join(BOARDS_DIR, part + ".py")):
                    found |= imports(part, seen)
            elif not name.startswith("engine"):
                found.add(name.split(".")[0])
    return found


def test_every_pin_a_board_module_uses_exists_on_its_boards():
    checked = 0
    for board_id, module in boards.MODULES.items():
        used = board_attributes(parse(module))
        assert used, module
        missing = used - stub_names(board_id)
        assert not missing, (module, board_id, sorted(missing))
        checked += len(used)
    assert checked > 30


def test_a_battery_monitor_reads_a_pin_its_boards_have():
    monitored = []
    for board_id, module in boards.MODULES.items():
        __import__("boards." + module)
        pin = getattr(sys.modules["boards." + module], "BATTERY_PIN", None)
        if pin is not None:
            assert pin in stub_names(board_id), (module, pin)
            monitored.append(module)
    assert sorted(set(monitored)) == ["pybadge", "pygamer"]


def test_the_pin_check_catches_a_wrong_pin():
    tree = ast.parse("import board\nkeys = (board.SW_A, board.BUTTON_A)\n")
    assert board_attributes(tree) - stub_names("pimoroni_picosystem") == {"BUTTON_A"}


def test_board_modules_import_only_what_their_circuitpython_has():
    for board_id, module in boards.MODULES.items():
        used = imports(module)
        assert {"board", "keypad", "microcontroller", "supervisor"} <= used, module
        assert "boards" not in used and "pygame" not in used
        missing = used - included_modules(board_id) - ALWAYS_THERE
        assert not missing, (module, board_id, sorted(missing))


def test_nvm_sizes_match_the_boards():
    for board_id, module in boards.MODULES.items():
        __import__("boards." + module)
        expected = NVM_SAMD51.get(board_id) or nvm_size(board_id)
        assert sys.modules["boards." + module].NVM_SIZE == expected, board_id


# Pystones a second (docs/PLATFORM.md, shared): the SAMD51 of PyBadge and PyGamer, the
# CLUE's nRF52840, and the RP2040 taken as a SAMD51 x 1.6 slower until measured.
# pystones a second: CircuitPython's own figures for the SAMD51 and the nRF52840; the RP2040's
# measured on the real firmware (raspberry_pi_pico, in rp2040js: ../shared/tools/rp2040)
PYSTONES = {"pybadge": 1480, "pygamer": 1480, "clue": 700, "picosystem": 1705,
            "pico_display": 1705}


def test_each_board_tells_its_speed_to_the_ais():
    for module in set(boards.MODULES.values()):
        __import__("boards." + module)
        speed = sys.modules["boards." + module].SPEED
        assert speed == PYSTONES[module] * 100 // PYSTONES["pybadge"], module


def test_every_target_board_of_the_platform_has_a_module():
    for board_id in (
        "pybadge",
        "pygamer",
        "clue_nrf52840_express",
        "pimoroni_picosystem",
        "raspberry_pi_pico",
    ):
        assert board_id in boards.MODULES
    for module in set(boards.MODULES.values()):
        assert os.path.exists(os.path.join(BOARDS_DIR, module + ".py"))


def test_store_checks_its_range():
    store = boards.Store(bytearray(16))
    store.write(14, b"ab")
    assert store.read(13, 3) == b"\x00ab"
    assert store.size == 16
    for offset, data in ((15, b"ab"), (-1, b"a")):
        try:
            store.write(offset, data)
        except ValueError:
            continue
        raise AssertionError("write out of range accepted")
    assert len(store.nvm) == 16


# --- the device path on CPython, with stand-ins for CircuitPython's modules --------------


class Fake:
    """An object that keeps what it was made with and records calls."""

    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs
        self.calls = []
        self.__dict__.update(kwargs)


class FakeDisplay(Fake):
    auto_refresh = True
    root_group = None
    refreshes = 0

    def refresh(self):
        self.refreshes += 1


class FakeEvents:
    def __init__(self):
        self.waiting = []

    def get_into(self, event):
        if not self.waiting:
            return False
        event.key_number, event.pressed = self.waiting.pop(0)
        return True


class FakeKeys(Fake):
    def __init__(self, *args, **kwargs):
        Fake.__init__(self, *args, **kwargs)
        self.events = FakeEvents()


class FakeAudio(Fake):
    playing = False

    def play(self, sample, loop=False):
        self.calls.append(("play", sample.sample_rate, loop))
        self.playing = True

    def stop(self):
        self.calls.append(("stop",))
        self.playing = False


class FakePin(Fake):
    value = None

    def switch_to_output(self, value=False):
        self.value = value


def fake_modules(board_id, clock):
    """Stand-ins for the modules a board module imports, with board's names from the stubs."""
    from types import ModuleType

    def module(name, **names):
        made = ModuleType(name)
        made.__dict__.update(names)
        return made

    pins = {name: "pin " + name for name in stub_names(board_id)}
    size = NVM_SAMD51.get(board_id) or nvm_size(board_id)
    pins["DISPLAY"] = FakeDisplay(width=160, height=128)
    if board_id in ("clue_nrf52840_express", "pimoroni_picosystem"):
        pins["DISPLAY"] = FakeDisplay(width=240, height=240)
    pins["board_id"] = board_id
    released = []
    made = {
        "board": module("board", **pins),
        "keypad": module("keypad", Keys=FakeKeys, ShiftRegisterKeys=FakeKeys, Event=Fake),
        "microcontroller": module("microcontroller", nvm=bytearray(size)),
        "supervisor": module("supervisor", ticks_ms=lambda: clock[0]),
        "alarm": module("alarm", sleep_memory=bytearray(
            8192 if board_id in NVM_SAMD51 else 256)),  # BKUPRAM; SLEEP_MEMORY_LENGTH
        "audioio": module("audioio", AudioOut=FakeAudio),
        "audiopwmio": module("audiopwmio", PWMAudioOut=FakeAudio),
        "audiocore": module("audiocore", RawSample=Fake),
        "digitalio": module("digitalio", DigitalInOut=FakePin),
        "analogio": module("analogio", AnalogIn=lambda pin: Fake(pin=pin, value=32768)),
        "busio": module("busio", SPI=Fake),
        "fourwire": module("fourwire", FourWire=Fake),
        "busdisplay": module("busdisplay", BusDisplay=FakeDisplay),
        "displayio": module("displayio", release_displays=lambda: released.append(1)),
    }
    if "alarm" not in included_modules(board_id):
        del made["alarm"]  # the RP2350 builds: the board restarts no VM
    return made


def on_device(board_id, clock, monkeypatch):
    """boards.load() as CircuitPython would run it on board_id."""
    import types

    for name, made in fake_modules(board_id, clock).items():
        monkeypatch.setitem(sys.modules, name, made)
    monkeypatch.delitem(sys.modules, "boards.sound", raising=False)
    implementation = types.SimpleNamespace(**vars(sys.implementation))
    implementation.name = "circuitpython"
    monkeypatch.setattr(sys, "implementation", implementation)
    try:
        return boards.load()
    finally:
        monkeypatch.undo()
        sys.modules.pop("boards.sound", None)


def test_each_board_builds_its_hardware_on_the_device(monkeypatch):
    from engine import keys

    for board_id, module in boards.MODULES.items():
        clock = [1000]
        hw = on_device(board_id, clock, monkeypatch)
        profile = sys.modules["boards." + module]
        assert (hw.name, hw.width, hw.height) == (profile.NAME, profile.WIDTH, profile.HEIGHT)
        assert hw.display.auto_refresh is False
        assert hw.store.size == profile.NVM_SIZE
        assert hw.speed == profile.SPEED
        battery = getattr(profile, "BATTERY_PIN", None)
        assert hw.battery_mv() == (None if battery is None else 32768 * 6600 // 65535)
        group = object()
        hw.show(group)
        hw.refresh()
        assert hw.display.root_group is group and hw.display.refreshes == 1
        assert hw.key_help() == keyhelp.HELP[profile.NAME]
        assert hw.keys.kwargs.get("value_when_pressed") is (module in ("pybadge", "pygamer"))
        first = profile.keymap()
        first.press(0, 0)
        first.release(0, 10)
        expected = first.next()
        hw.keys.events.waiting += [(0, True), (0, False)]
        clock[0] = 1010
        events = [hw.poll(), hw.poll(), hw.poll()]
        if module == "clue":  # reported when the button goes up
            assert events == [expected, (expected[0], False), None], board_id
        else:
            assert events[0] == expected and events[2] is None, board_id
        assert expected[0] in range(keys.COUNT)


def test_waiting_sleeps_the_cpu_for_whole_milliseconds_only_when_asked(monkeypatch):
    import time

    slept = []
    monkeypatch.setattr(time, "sleep", slept.append)
    hw = boards.Hardware.__new__(boards.Hardware)
    for ms in (20, 0, -5, 3):
        hw.wait(ms)
    assert slept == [0.02, 0.003]


def test_pybadge_keypad_numbers_and_speaker(monkeypatch):
    from engine import keys

    clock = [5000]
    hw = on_device("pybadge", clock, monkeypatch)
    assert hw.keys.kwargs["key_count"] == 8
    hw.keys.events.waiting += [(4, True), (6, True), (4, False)]
    assert [hw.poll(), hw.poll(), hw.poll(), hw.poll()] == [
        (keys.RIGHT, True),
        (keys.UP, True),
        (keys.RIGHT, False),
        None,
    ]
    hw.tone(440, 30)
    output = hw.sound._output
    assert output.calls == [("play", 440 * 8, True)]
    assert hw.sound._enable.value is True
    clock[0] = 5029
    hw.poll()
    assert output.calls[-1][0] == "play"
    clock[0] = 5030
    hw.poll()
    assert output.calls[-1] == ("stop",) and hw.sound._enable.value is False
    hw.tone(20000, 5)
    assert output.calls[-1] == ("play", 4000 * 8, True)  # kept to what a speaker plays


def test_pygamer_joystick_gives_direction_events(monkeypatch):
    from engine import keys

    clock = [0]
    hw = on_device("pygamer", clock, monkeypatch)
    assert hw.keys.kwargs["key_count"] == 4
    assert hw.poll() is None
    hw.stick_x.value = 65000
    assert [hw.poll(), hw.poll()] == [(keys.RIGHT, True), None]
    hw.stick_x.value, hw.stick_y.value = 32768, 1000
    assert [hw.poll(), hw.poll(), hw.poll()] == [(keys.RIGHT, False), (keys.UP, True), None]


def test_pico_display_starts_its_own_st7789(monkeypatch):
    from boards import pico_display

    hw = on_device("raspberry_pi_pico", [0], monkeypatch)
    display = hw.display
    assert display.args[1] is pico_display._INIT
    assert (display.width, display.height, display.kwargs["rotation"]) == (240, 135, 270)
    assert display.kwargs["backlight_pin"] == "pin GP20"
    bus = display.args[0]
    assert (bus.kwargs["command"], bus.kwargs["chip_select"]) == ("pin GP16", "pin GP17")
    assert bus.args[0].args == ("pin GP18",) and bus.args[0].kwargs == {"MOSI": "pin GP19"}
    assert hw.sound is None
    hw.tone(440, 10)  # silent, and no error


def test_st7789_init_sequence_is_well_formed():
    from boards import pico_display

    data = pico_display._INIT
    commands = []
    index = 0
    while index < len(data):
        command, count = data[index], data[index + 1]
        delay = count & 0x80
        count &= 0x7F
        commands.append((command, bytes(data[index + 2 : index + 2 + count])))
        index += 2 + count + (1 if delay else 0)
    assert index == len(data)
    assert commands[0][0] == 0x01 and commands[-1][0] == 0x29  # reset first, display on last
    assert (0x3A, b"\x55") in commands  # 16 bits per pixel, as displayio sends
    assert (0x11, b"") in commands and (0x21, b"") in commands


def test_the_target_boards_keep_a_note_across_a_reload():
    """Every board of the platform's table but the Pico 2 has alarm.sleep_memory, which a
    supervisor.reload() leaves as it was (boards/note.py)."""
    for board_id in ("pybadge", "pygamer", "clue_nrf52840_express", "pimoroni_picosystem",
                     "raspberry_pi_pico"):
        assert "alarm" in included_modules(board_id), board_id


class ReloadException(BaseException):
    """CircuitPython's: what supervisor.reload() leaves pending, raised at the VM's next
    jump (here at once)."""


def reload():
    raise ReloadException()


def test_a_board_restarts_with_its_note_and_reads_it_once_after_a_reload(monkeypatch):
    """restart(note): the note into the sleep memory, then supervisor.reload(); the next
    VM's take_note() gives it once, and only after a reload (a reset or power-on finds
    none, whatever the memory holds); a build without alarm cannot restart."""
    import types

    import pytest

    from boards.note import NOTE_ROOM

    for board_id in ("pybadge", "clue_nrf52840_express", "pimoroni_picosystem",
                     "raspberry_pi_pico"):
        hw = on_device(board_id, [0], monkeypatch)
        assert hw.can_restart
        released = []  # a display the program made is let go first: no console on it
        monkeypatch.setitem(sys.modules, "displayio", types.SimpleNamespace(
            release_displays=lambda out=released: out.append(1)))
        memory = hw._sleep  # the board's alarm.sleep_memory, as its start found it
        assert len(memory) >= NOTE_ROOM
        reason = types.SimpleNamespace(run_reason="STARTUP")
        supervisor = types.ModuleType("supervisor")
        supervisor.reload = reload  # CircuitPython's ReloadException, at once
        supervisor.runtime = reason
        supervisor.RunReason = types.SimpleNamespace(SUPERVISOR_RELOAD="RELOAD")
        monkeypatch.setitem(sys.modules, "supervisor", supervisor)
        monkeypatch.setitem(sys.modules, "alarm", types.SimpleNamespace(sleep_memory=memory))
        with pytest.raises(ReloadException):
            hw.restart(b"r-royal_council")
        assert released == ([1] if board_id == "raspberry_pi_pico" else []), board_id
        reason.run_reason = "RELOAD"  # the new VM, the same sleep memory
        assert hw.take_note() == b"r-royal_council" and hw.take_note() is None
        with pytest.raises(ReloadException):
            hw.restart(b"mniwa")
        reason.run_reason = "STARTUP"  # the reset button between the two: no note
        assert hw.take_note() is None and hw.take_note() is None
        monkeypatch.undo()
    hw = on_device("raspberry_pi_pico2", [0], monkeypatch)
    assert not hw.can_restart  # start() then reads no note


def test_a_note_frame_reads_back_and_refuses_what_is_no_note():
    import pytest

    from boards.note import NOTE_ROOM, frame, read

    kept = frame(b"c" + b"first_season")
    memory = bytearray(NOTE_ROOM)
    memory[: len(kept)] = kept
    assert read(memory) == b"cfirst_season"
    memory[4] ^= 1  # one bit of the note: the checksum finds it
    assert read(memory) is None
    assert read(bytearray(NOTE_ROOM)) is None  # zeroed (nRF, RP2040 RAM)
    assert read(bytearray(b"\xff" * NOTE_ROOM)) is None
    assert read(b"PC\xff" + bytes(NOTE_ROOM - 3)) is None  # too long
    with pytest.raises(ValueError):
        frame(bytes(NOTE_ROOM - 3))
