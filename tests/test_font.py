"""Checks for the console's own bitmap font: the sheet the device loads
(engine/assets/font.bin through engine.ui.fonts.Font) and the same glyphs as a BDF
(engine/assets/font.bdf, read here with adafruit_bitmap_font), both made by
tools/make_font.py."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path

import pytest
from adafruit_bitmap_font import bitmap_font
from adafruit_display_text import bitmap_label

from boards.desktop.blinka import displayio
from engine.ui import fonts
from tools.bench.heap import VM_PACKAGE, vm_missing

ROOT = Path(__file__).resolve().parent.parent
FONT_PATH = ROOT / "engine" / "assets" / "font.bdf"
SHEET_PATH = ROOT / "engine" / "assets" / "font.bin"
GENERATOR_PATH = ROOT / "tools" / "make_font.py"
PROOF_PATH = ROOT / "docs" / "font-sheet.png"

ASCII = "".join(chr(code) for code in range(32, 127))
GERMAN = "ÄÖÜäöüß"
CARD_SUITS = "\u2660\u2665\u2666\u2663"  # ♠ ♥ ♦ ♣
UI_SYMBOLS = "\u25b2\u25bc\u25c0\u25b6\u2022\u25cf\u25cb\u2026\u00d7\u2713\u2190\u2192"
DECKTET = "\ue000\ue001\ue002\ue003\ue004\ue005"  # Moons Suns Waves Leaves Wyrms Knots
SOUND = "\ue010\ue011"  # muted speaker, speaker
REQUIRED = ASCII + GERMAN + CARD_SUITS + UI_SYMBOLS + DECKTET + SOUND
MISSING = "\u2603\u00e9\t"  # snowman, e acute, tab: not in the font

# Icons that may use the sixth (normally blank) column of the cell.
WIDE_GLYPHS = SOUND


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_font", GENERATOR_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _bdf():
    loaded = bitmap_font.load_font(str(FONT_PATH))
    loaded.load_glyphs(REQUIRED)
    return loaded


@pytest.fixture(scope="module", params=("sheet", "bdf"))
def font(request):
    return fonts.Font(str(SHEET_PATH)) if request.param == "sheet" else _bdf()


def _pixels(glyph) -> tuple[tuple[int, ...], ...]:
    """The glyph's ink as rows of 0/1, placed in the full 6x10 cell. A sheet glyph's cell
    starts at x = tile_index * width of its bitmap (a BDF glyph has its own, tile 0)."""
    left = glyph.tile_index * glyph.width
    return tuple(
        tuple(glyph.bitmap[left + x, y] for x in range(glyph.width)) for y in range(glyph.height)
    )


def _metrics(glyph) -> tuple[int, ...]:
    return (glyph.width, glyph.height, glyph.dx, glyph.dy, glyph.shift_x, glyph.shift_y)


def test_required_code_points_are_unique():
    assert len(set(REQUIRED)) == len(REQUIRED) == 95 + 7 + 4 + 12 + 6 + 2


def test_font_metrics(font):
    assert font.get_bounding_box() == (6, 10, 0, -2)
    assert font.ascent == 8
    assert font.descent == 2


@pytest.mark.parametrize("char", REQUIRED, ids=lambda c: f"U+{ord(c):04X}")
def test_glyph_present_with_fixed_advance(font, char):
    glyph = font.get_glyph(ord(char))
    assert glyph is not None, f"missing U+{ord(char):04X}"
    assert glyph.shift_x == 6
    assert glyph.shift_y == 0
    assert (glyph.width, glyph.height, glyph.dx, glyph.dy) == (6, 10, 0, -2)


def test_code_points_beyond_the_font_have_no_glyph(font):
    for char in MISSING:
        assert font.get_glyph(ord(char)) is None, f"U+{ord(char):04X}"


def test_spacing_column_is_blank(font):
    for char in REQUIRED:
        if char in WIDE_GLYPHS:
            continue
        column = [row[5] for row in _pixels(font.get_glyph(ord(char)))]
        assert not any(column), f"U+{ord(char):04X} inks the spacing column"


def test_only_space_is_blank(font):
    for char in REQUIRED:
        ink = any(any(row) for row in _pixels(font.get_glyph(ord(char))))
        assert ink == (char != " "), f"U+{ord(char):04X}"


def test_no_two_glyphs_share_a_bitmap(font):
    seen: dict[tuple, str] = {}
    for char in REQUIRED:
        key = _pixels(font.get_glyph(ord(char)))
        assert key not in seen, f"U+{ord(char):04X} duplicates U+{ord(seen[key]):04X}"
        seen[key] = char


def test_the_sheet_draws_every_bdf_glyph_alike():
    bdf = _bdf()
    codes = [int(line.split()[1]) for line in FONT_PATH.read_text().splitlines()
             if line.startswith("ENCODING ")]
    bdf.load_glyphs(codes)
    sheet = fonts.Font(str(SHEET_PATH))
    assert sorted(codes) == [ord(c) for c in sheet._chars]  # the same glyphs, in order
    for code in codes:
        ours, theirs = sheet.get_glyph(code), bdf.get_glyph(code)
        assert _metrics(ours) == _metrics(theirs), f"U+{code:04X}"
        assert _pixels(ours) == _pixels(theirs), f"U+{code:04X}"


def test_one_1_bit_sheet_holds_every_glyph_in_code_point_order():
    sheet = fonts.Font(str(SHEET_PATH))
    bitmap = sheet.bitmap
    assert (bitmap.width, bitmap.height) == (6 * len(REQUIRED), 10)
    assert bitmap._bits_per_value == 1
    tiles = [(glyph.bitmap is bitmap, glyph.tile_index)
             for glyph in map(sheet.get_glyph, map(ord, sorted(REQUIRED)))]
    assert tiles == [(True, tile) for tile in range(len(REQUIRED))]


def test_one_glyph_object_serves_every_code_point():
    sheet = fonts.Font(str(SHEET_PATH))
    first = sheet.get_glyph(ord("\u00d6"))
    tile = first.tile_index
    again = sheet.get_glyph(ord("A"))
    assert again is first and again.tile_index != tile  # no object made a code point
    assert sheet.get_glyph(ord("\u2603")) is None
    assert sheet.get_glyph(ord("\u00d6")).tile_index == tile


def test_the_shared_font_is_the_sheet_and_made_once():
    assert isinstance(fonts.font(), fonts.Font)
    assert fonts.font() is fonts.font()


def test_a_label_draws_the_same_pixels_with_the_sheet_and_the_bdf():
    text = "\n".join(REQUIRED[i:i + 24] for i in range(0, len(REQUIRED), 24))
    drawn = []
    for font in (fonts.Font(str(SHEET_PATH)), _bdf()):
        label = bitmap_label.Label(font, text=text, color=0xFFFFFF, line_spacing=1.1)
        bitmap = label.bitmap
        assert isinstance(bitmap, displayio.Bitmap)
        drawn.append((bitmap.width, bitmap.height, [bitmap[i] for i in range(
            bitmap.width * bitmap.height)]))
    assert drawn[0][0] == 6 * 24  # the widest line: 24 cells
    assert drawn[0] == drawn[1]
    assert any(drawn[0][2])


VM_RUNNER = """
import { readFileSync } from "node:fs";
const [pkg, files, script] = JSON.parse(process.argv[2]);
const { loadMicroPython } = await import(pkg);
const mp = await loadMicroPython({ stdout: (line) => console.log(line),
                                   stderr: (line) => console.error(line) });
for (const dir of ["/p", "/p/engine", "/p/engine/ui", "/p/engine/assets"]) mp.FS.mkdir(dir);
for (const [rel, source] of files) mp.FS.writeFile("/p/" + rel, readFileSync(source));
mp.runPython(script);
"""
# The device's modules as the VM lacks them: a Bitmap of one byte a pixel, readinto as
# CircuitPython's shared-module/bitmaptools does it, Glyph as a namedtuple (as on the device).
VM_STANDINS = {
    "displayio.py": (
        "class Bitmap:\n"
        "    def __init__(self, width, height, values):\n"
        "        self.width, self.height, self.values = width, height, values\n"
        "        self.pixels = bytearray(width * height)\n"),
    "bitmaptools.py": (
        "def readinto(bitmap, f, bits, element_size=1, reverse_pixels=False):\n"
        "    row = (bitmap.width * bits + 8 * element_size - 1) // (8 * element_size)\n"
        "    row *= element_size\n"
        "    for y in range(bitmap.height):\n"
        "        data = f.read(row)\n"
        "        if len(data) != row:\n"
        "            raise EOFError()\n"
        "        for x in range(bitmap.width):\n"
        "            shift = 7 - x % 8 if reverse_pixels else x % 8\n"
        "            bitmap.pixels[y * bitmap.width + x] = data[x // 8] >> shift & 1\n"),
}
VM_SCRIPT = """
import sys
sys.path.insert(0, "/p")
from engine.ui import fonts
f = fonts.font()
b = f.bitmap
out = {"box": list(f.get_bounding_box()), "ascent": f.ascent, "descent": f.descent,
       "size": [b.width, b.height, b.values], "missing": f.get_glyph(0x2603) is None,
       "same": f.get_glyph(65) is f.get_glyph(65), "glyphs": {}}
for code in CODES:
    g = f.get_glyph(code)
    left = g.tile_index * g.width
    metrics = [g.width, g.height, g.dx, g.dy, g.shift_x, g.shift_y]
    out["glyphs"][str(code)] = [g.tile_index, metrics] + [
        "".join("#" if b.pixels[y * b.width + left + x] else "." for x in range(g.width))
        for y in range(g.height)]
print("FONT-ON-VM " + json.dumps(out))
"""


def test_the_font_loads_on_the_micropython_vm(tmp_path):
    missing = vm_missing()
    assert missing is None, missing
    files = [["engine/__init__.py", str(ROOT / "engine" / "__init__.py")],
             ["engine/ui/__init__.py", str(ROOT / "engine" / "ui" / "__init__.py")],
             ["engine/ui/fonts.py", str(ROOT / "engine" / "ui" / "fonts.py")],
             ["engine/assets/font.bin", str(SHEET_PATH)]]
    for name, text in VM_STANDINS.items():
        (tmp_path / name).write_text(text)
        files.append([name, str(tmp_path / name)])
    (tmp_path / "run.mjs").write_text(VM_RUNNER)
    codes = sorted(ord(c) for c in REQUIRED)
    script = "import json\nCODES = %r\n" % codes + VM_SCRIPT
    pkg = str(Path(VM_PACKAGE) / "micropython.mjs")
    done = subprocess.run(["node", str(tmp_path / "run.mjs"), json.dumps([pkg, files, script])],
                          capture_output=True, text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("FONT-ON-VM ")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    found = json.loads(lines[-1][len("FONT-ON-VM "):])
    assert found["box"] == [6, 10, 0, -2] and (found["ascent"], found["descent"]) == (8, 2)
    assert found["size"] == [6 * len(REQUIRED), 10, 2]
    assert found["missing"] and found["same"]
    art = _load_generator().parse_bands()
    for tile, code in enumerate(codes):
        assert found["glyphs"][str(code)] == [tile, [6, 10, 0, -2, 6, 0]] + art[code], code


def test_the_proof_sheet_is_drawn_alike(tmp_path):
    """docs/font-sheet.png, drawn once from the BDF, is what the labels draw today."""
    import pygame

    path = tmp_path / "font-sheet.png"
    _load_generator().proof_sheet(path)
    ours, committed = pygame.image.load(str(path)), pygame.image.load(str(PROOF_PATH))
    assert ours.get_size() == committed.get_size() == (160, 128)
    differ = [(x, y) for y in range(128) for x in range(160)
              if ours.get_at((x, y)) != committed.get_at((x, y))]
    assert not differ, "%d pixels differ from docs/font-sheet.png, the first at %s: run " \
        "`python tools/make_font.py --proof` if the glyphs changed" % (len(differ), differ[0])


def test_bdf_matches_generator():
    generator = _load_generator()
    text = generator.bdf_text()
    assert text == generator.bdf_text(), "generator output is not deterministic"
    assert FONT_PATH.read_bytes() == text.encode("ascii"), (
        "engine/assets/font.bdf is stale: run `python tools/make_font.py`"
    )


def test_sheet_matches_generator():
    generator = _load_generator()
    data = generator.sheet_bytes()
    assert data == generator.sheet_bytes(), "generator output is not deterministic"
    assert SHEET_PATH.read_bytes() == data, (
        "engine/assets/font.bin is stale: run `python tools/make_font.py`"
    )
    # 10 header bytes, the characters (95 ASCII, the rest 2 or 3 bytes in UTF-8), and 10
    # rows of 126 cells of 6 pixels, 8 a byte.
    chars = "".join(sorted(REQUIRED)).encode("utf-8")
    assert data[:10] == b"Deck\x06\x0a\x08\x02" + len(chars).to_bytes(2, "big")
    assert data[10:10 + len(chars)] == chars
    assert len(data) == 10 + len(chars) + 10 * ((6 * len(REQUIRED) + 7) // 8)
