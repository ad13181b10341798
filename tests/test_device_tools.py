"""The device harness's pure parts (tools/device/, boards/trace.py), without the firmware:
the ST7789 decoder on a synthetic SPI record, the trace's lines against a fake board and
app, and the session file parser (node). The firmware run itself is `make test-device`."""

import json
import shutil
import struct
import subprocess
import types
from pathlib import Path

import pytest

from boards.trace import Trace
from tools.device import st7789

ROOT = Path(__file__).resolve().parent.parent


def command(cmd, *params):
    out = b"C" + bytes((cmd,))
    if params:
        data = bytes(params)
        out += b"D" + struct.pack("<I", len(data)) + data
    return out


def window(x0, x1, y0, y1):
    return (command(st7789.CASET, x0 >> 8, x0 & 255, x1 >> 8, x1 & 255)
            + command(st7789.RASET, y0 >> 8, y0 & 255, y1 >> 8, y1 & 255))


def pixels(values, split=None):
    data = b"".join(struct.pack(">H", v) for v in values)
    if split is None:
        return command(st7789.RAMWR) + b"D" + struct.pack("<I", len(data)) + data
    a, b = data[:split], data[split:]  # a pixel cut between two data runs
    return (command(st7789.RAMWR) + b"D" + struct.pack("<I", len(a)) + a
            + b"D" + struct.pack("<I", len(b)) + b)


def mark(label):
    return b"M" + bytes((len(label),)) + label.encode()


def test_decoder_places_a_window_on_the_screen():
    red, green = 0xF800, 0x07E0

    def screen(x, y):  # the screen pixel of an address (address()'s inverse)
        return 239 - (y - st7789.Y0), x - st7789.X0

    x, y = st7789.address(200, 5)
    # a 3x2 window, its second row green, a pixel cut between two data runs
    record = window(x, x + 2, y, y + 1) + pixels([red] * 3 + [green] * 3, split=5)
    record += mark("one") + window(x, x, y, y) + pixels([0xFFFF]) + mark("two")
    shots = dict(st7789.frames(record))
    assert list(shots) == ["one", "two"]
    one = shots["one"]
    assert len(one) == st7789.HEIGHT and len(one[0]) == st7789.WIDTH
    for dx in range(3):
        sx, sy = screen(x + dx, y)
        assert (sx, sy) == (200, 5 + dx) and one[sy][sx] == (255, 0, 0)
        sx, sy = screen(x + dx, y + 1)
        assert one[sy][sx] == (0, 255, 0)
    assert one[5][201] == one[4][200] == (0, 0, 0)
    assert shots["two"][5][200] == (255, 255, 255) and shots["two"][6][200] == (255, 0, 0)
    assert st7789.address(0, 0) == (st7789.X0, st7789.Y0 + 239)


def test_decoder_ignores_other_commands_and_refuses_garbage():
    record = command(0x36, 0xC0) + command(0x21) + mark("blank")
    ((label, frame),) = list(st7789.frames(record))
    assert label == "blank" and frame[0][0] == (0, 0, 0)
    with pytest.raises(ValueError):
        list(st7789.records(b"Z"))


class FakeHw:
    def __init__(self):
        self.now = 1000
        self.refreshes = 0

    def ticks_ms(self):
        return self.now

    def refresh(self):
        self.refreshes += 1


class Scene:
    def __init__(self, name, **fields):
        self.NAME = name
        self.__dict__.update(fields)


class Game:
    NAME = "royal_garden"

    def __init__(self):
        self.over = False

    def is_over(self):
        return self.over


class Session:
    def __init__(self, game):
        self.game_id = "royal_garden"
        self.game = game
        self.start = None
        self.changes = 0
        self.moves = []


class App:
    def __init__(self, *scenes):
        self.scenes = list(scenes)


class FakeGc:
    """CircuitPython's gc figures (CPython's gc has none)."""

    @staticmethod
    def mem_free():
        return 50000

    @staticmethod
    def mem_alloc():
        return 90000

    @staticmethod
    def collect():
        pass


def test_trace_lines(monkeypatch):
    import boards.trace

    monkeypatch.setattr(boards.trace, "gc", FakeGc)
    hw = FakeHw()
    lines = []
    typed = list("xm")
    trace = Trace(hw, lines.append, lambda: len(typed), lambda: typed.pop(0))
    assert lines[0].startswith("@S t=1000 free=")
    hw.refresh()  # no app yet: nothing more
    assert hw.refreshes == 1 and len(lines) == 1
    trace.app = App(Scene("title"))
    hw.refresh()
    assert hw.refreshes == 2
    # 'x' is read and ignored, 'm' gives the heap after a collection
    assert lines[1].split()[:3] == ["@T", "t=1000", "free=50000"]
    assert lines[1].split()[3:] == ["scene=title", "think=0", "over=0", "moves=-", "game=-",
                                    "rec=-", "wait=-"]
    assert lines[2] == "@M t=1000 free0=50000 free=50000 alloc=90000 scene=title"
    hw.refresh()
    assert len(lines) == 3  # nothing changed: no line
    game = Game()
    session = Session(game)
    scene = Scene("game", thinking=True, game=game, session=session)
    scene.ai_due = 1850  # the AI moves 350 ms on
    trace.app.scenes.append(scene)
    hw.now = 1500
    hw.refresh()
    assert lines[3].split()[3:] == ["scene=game", "think=1", "over=0", "moves=0",
                                    "game=royal_garden", "rec=0", "wait=350"]
    scene.thinking = False
    session.changes = 1
    session.moves.append(7)
    game.over = True
    hw.refresh()
    assert lines[4].startswith("@T t=1500 ")
    assert lines[4].split()[3:] == ["scene=game", "think=0", "over=1", "moves=1",
                                    "game=royal_garden", "rec=1", "wait=-"]
    # 'm' in a game: the heap, then the game so far (its start and moves)
    typed.append("m")
    hw.refresh()
    assert lines[5].startswith("@M t=1500 ")
    assert lines[6] == "@R ['royal_garden', None, [7]]"
    assert len(lines) == 7


class Halt(Exception):
    pass


def test_trace_dissect_measures_the_app_without_its_scenes_then_halts(monkeypatch):
    import time

    import boards.trace

    heap = [90000]  # what gc.mem_alloc() says: the scenes and each attribute let go in turn

    class Gc(FakeGc):
        @staticmethod
        def mem_alloc():
            return heap[0]

    def sleep(seconds):
        raise Halt  # the program waits for the power to go off: the test stops there

    monkeypatch.setattr(boards.trace, "gc", Gc)
    monkeypatch.setattr(time, "sleep", sleep)
    hw = FakeHw()
    hw.display = types.SimpleNamespace(root_group="the title's group")
    lines = []
    typed = ["d"]
    trace = Trace(hw, lines.append, lambda: len(typed), lambda: typed.pop(0))
    app = App(Scene("title"))
    app.settings = "settings"
    trace.app = app

    class Scenes(list):
        def __delitem__(self, index):  # the scenes go: 30000 bytes
            super().__delitem__(index)
            heap[0] -= 30000

    app.scenes = Scenes(app.scenes)
    gone = {"scenes": 48, "settings": 432}

    class Watched(App):
        def __setattr__(self, key, value):
            object.__setattr__(self, key, value)
            if value is None:
                heap[0] -= gone[key]

    app.__class__ = Watched
    with pytest.raises(Halt):
        hw.refresh()
    assert hw.display.root_group is None and app.scenes is None and app.settings is None
    assert lines[-1] == ("@D t=1000 alloc=90000 kept=60000 rest=59520 scene=title"
                         " parts=scenes:48,settings:432")


def parse(tmp_path, text):
    path = tmp_path / "s.txt"
    path.write_text(text)
    return subprocess.run(["node", str(ROOT / "tools/device/session.mjs"), str(path)],
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_session_parser(tmp_path):
    run = parse(tmp_path, "# a comment\nexpect scene=game think=0 timeout=30\n"
                          "keys A Y+ X\nhold B ms=900\nwait 250  # trailing\nmem title\n"
                          "shot t1\nlabel rg\nplay moves=4 until=moves\nsay hello there\n"
                          "cut program n=2 keep=9\npower\nidle rest 5000\ndissect niwa\n")
    assert run.returncode == 0, run.stderr
    steps = json.loads(run.stdout)
    assert [s["op"] for s in steps] == ["expect", "press", "press", "press", "press", "wait",
                                        "mem", "shot", "label", "play", "say", "cut", "power",
                                        "idle", "dissect"]
    assert steps[11] == {"op": "cut", "kind": "program", "n": 2, "keep": 9, "line": 11}
    assert steps[13] == {"op": "idle", "name": "rest", "ms": 5000, "line": 13}
    assert steps[14] == {"op": "dissect", "name": "niwa", "line": 14}
    assert steps[0] == {"op": "expect", "fields": {"scene": "game", "think": "0"},
                        "timeout": 30, "line": 2}
    assert [(s["button"], s["hold"], s["ms"]) for s in steps[1:5]] == [
        ("A", False, 100), ("Y", True, 700), ("X", False, 100), ("B", True, 900)]
    assert steps[5]["ms"] == 250 and steps[6]["name"] == "title"
    assert steps[9]["until"] == "moves" and steps[9]["moves"] == 4 and steps[9]["hint"]
    assert steps[10]["text"] == "hello there"
    for bad, message in (("tap Q", "no button Q"), ("expect", "expect what"),
                         ("jump 3", "unknown step"), ("wait soon", "must be a number"),
                         ("tap A ms=1 speed=2", "unknown option"), ("shot a/b", "shot NAME"),
                         ("cut flash", "cut erase|program"), ("power now", "power takes"),
                         ("idle 500", "idle NAME MS"), ("dissect", "dissect NAME")):
        run = parse(tmp_path, "\n" + bad + "\n")
        assert run.returncode == 1 and "line 2" in run.stderr and message in run.stderr, bad


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_every_session_file_parses():
    for path in sorted((ROOT / "tools/device/sessions").glob("*.txt")):
        run = subprocess.run(["node", str(ROOT / "tools/device/session.mjs"), str(path)],
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, (path, run.stderr)


FLASH_CHECK = """
import { FlashModel } from './tools/device/flash.mjs';
// A bootrom of 4 KB whose function table (pointed to from 0x14) lists RE and RP.
const rom = new Uint32Array(1024);
const rom16 = new Uint16Array(rom.buffer);
rom16[0x14 / 2] = 0x100;
rom16.set([0x4552, 0x201, 0x5052, 0x301, 0], 0x100 / 2);  // 'RE' 0x200, 'RP' 0x300 (thumb)
rom16[0x200 / 2] = rom16[0x300 / 2] = 0xb5f8;  // push {r3-r7, lr}
const sram = new Uint8Array(256).fill(0x0f);
const core = { registers: new Uint32Array(16), LR: 0x1235, PC: 0 };
const mcu = {
  bootrom: rom, flash: new Uint8Array(8192).fill(0x3c), core, onBreak: () => {},
  readUint16: (a) => rom16[a / 2], readUint8: (a) => sram[a - 0x20000000],
};
let ticked = 0;
const model = new FlashModel(mcu, { nanos: 0, tick: (ns) => { ticked += ns; } });
let cuts = 0;
model.onCut = () => { cuts++; };
const call = (code, ...args) => { core.registers.set(args); mcu.onBreak(code); return core.PC; };
const out = { patched: [rom16[0x200 / 2], rom16[0x300 / 2]] };
out.back = call(0xf1, 4096, 4096, 4096, 0x20);
out.erased = [mcu.flash[4095], mcu.flash[4096], mcu.flash[8191]];
call(0xf2, 4096, 0x20000000, 16);
out.programmed = [mcu.flash[4096], mcu.flash[4111], mcu.flash[4112], mcu.flash[0]];
model.cut('program', 2, 3);
call(0xf2, 4200, 0x20000000, 8);   // the first program from now: whole
call(0xf2, 4104, 0x20000000, 16);  // bytes 4104..4111 already hold 0x0f: then 3 changes
const f = mcu.flash;
out.cut = [cuts, f[4111], f[4112], f[4114], f[4115], f[4207]];
out.ops = model.ops.map((op) => op.slice(0, 3));
out.ms = Math.round(ticked / 1e4) / 100;
process.stdout.write(JSON.stringify(out));
"""


def test_flash_model_erases_programs_and_cuts():
    """tools/device/flash.mjs on a made-up bootrom: the BKPTs in place of the bootrom's
    flash_range_erase and flash_range_program, NOR semantics, the W25Q16's times, and a cut
    that keeps only the bytes it changed before the power went."""
    run = subprocess.run(["node", "--input-type=module", "-e", FLASH_CHECK], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["patched"] == [0xBEF1, 0xBEF2]
    assert out["back"] == 0x1234  # the caller's return address, its thumb bit off
    assert out["erased"] == [0x3C, 0xFF, 0xFF]
    assert out["programmed"] == [0x0F, 0x0F, 0xFF, 0x3C]  # 0xFF & 0x0F, the rest erased
    # the cut: 8 bytes unchanged, then 3 changed, the rest of the 16 left erased
    assert out["cut"] == [1, 0x0F, 0x0F, 0x0F, 0xFF, 0x0F]
    assert out["ops"] == [["erase", 4096, 4096], ["program", 4096, 16], ["program", 4200, 8],
                          ["program", 4104, 16]]
    assert out["ms"] == 45.8  # a sector erase (45 ms) and two pages (0.4 ms) before the cut
