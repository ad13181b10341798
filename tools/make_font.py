"""Generate the console's own 6x10 bitmap font: ``engine/assets/font.bin`` (the sprite
sheet the device loads, see engine/ui/fonts.py) and ``engine/assets/font.bdf`` (the same
glyphs as a standard BDF font, for tools and tests on the desktop).

Every glyph below is original pixel art drawn for this project.  The art is
kept as text so it can be reviewed and edited in a diff: each key of
``BANDS`` is a string of up to eight characters and its value is ten rows of
pixel art in which every glyph is a 6-column cell (``#`` = ink, ``.`` = paper),
neighbouring cells separated by one space, in the same order as the key.

Cell geometry (10 rows, top to bottom):

* row 0      -- headroom for the dots of Ä Ö Ü
* rows 1-7   -- capitals and digits (5x7); lowercase x-height is rows 3-7
* rows 8-9   -- descenders of g j p q y
* the baseline lies between rows 7 and 8 (FONT_ASCENT 8, FONT_DESCENT 2)
* column 5 is normally left blank as letter spacing; every advance is 6 px

Run ``python tools/make_font.py`` from the repository root to rewrite both
files.  The output is deterministic: glyphs are emitted in code point order
and nothing depends on the clock or the environment.  ``--proof`` also
rewrites the proof sheet ``docs/font-sheet.png``: ``PROOF_LINES`` drawn by the
device's own labels (bitmap_label with engine.ui.fonts) in the headless
emulator on the PyBadge's 160x128 screen.

``font.bin`` holds every glyph in one strip of cells, 1 bit a pixel, as
engine/ui/fonts.py reads it (all numbers are bytes):

* 4        the magic ``b"Deck"``
* 4        cell width, cell height, ascent, descent (pixels)
* 2        n, big-endian: the length of the next field
* n        the characters drawn, in cell order (code point order), UTF-8
* the rest the sheet: ``cell height`` rows, each the cells side by side
           (``cell width`` x the number of characters pixels), 8 pixels a
           byte, the first in the high bit, each row padded to a whole byte
"""

from __future__ import annotations

from pathlib import Path

CELL_WIDTH = 6
CELL_HEIGHT = 10
ASCENT = 8
DESCENT = 2
FAMILY = "Deck"
ASSETS = Path(__file__).resolve().parent.parent / "engine" / "assets"
OUTPUT = ASSETS / "font.bdf"
SHEET_OUTPUT = ASSETS / "font.bin"
SHEET_MAGIC = b"Deck"
PROOF_OUTPUT = ASSETS.parent.parent / "docs" / "font-sheet.png"

# Private-use code points for the Decktet suits and the sound icons.
MOONS = "\ue000"
SUNS = "\ue001"
WAVES = "\ue002"
LEAVES = "\ue003"
WYRMS = "\ue004"
KNOTS = "\ue005"
SOUND_OFF = "\ue010"
SOUND_ON = "\ue011"

BANDS: dict[str, str] = {
    " !\"#$%&'": """
...... ...... ...... ...... ...... ...... ...... ......
...... ..#... .#.#.. .#.#.. ..#... ##.... .##... ..#...
...... ..#... .#.#.. .#.#.. .####. ##..#. #..#.. ..#...
...... ..#... ...... #####. #.#... ...#.. #.#... ......
...... ..#... ...... .#.#.. .###.. ..#... .#.... ......
...... ..#... ...... #####. ..#.#. .#.... #.#.#. ......
...... ...... ...... .#.#.. ####.. #..##. #..#.. ......
...... ..#... ...... .#.#.. ..#... ...##. .##.#. ......
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
""",
    "()*+,-./": """
...... ...... ...... ...... ...... ...... ...... ......
...#.. .#.... ...... ...... ...... ...... ...... ....#.
..#... ..#... ..#... ..#... ...... ...... ...... ....#.
.#.... ...#.. #.#.#. ..#... ...... ...... ...... ...#..
.#.... ...#.. .###.. #####. ...... #####. ...... ..#...
.#.... ...#.. #.#.#. ..#... ...... ...... ...... .#....
..#... ..#... ..#... ..#... ...... ...... ...... #.....
...#.. .#.... ...... ...... ..#... ...... ..#... #.....
...... ...... ...... ...... ..#... ...... ...... ......
...... ...... ...... ...... .#.... ...... ...... ......
""",
    "01234567": """
...... ...... ...... ...... ...... ...... ...... ......
.###.. ..#... .###.. .###.. ...#.. #####. ..##.. #####.
#...#. .##... #...#. #...#. ..##.. #..... .#.... ....#.
#..##. ..#... ....#. ....#. .#.#.. ####.. #..... ...#..
#.#.#. ..#... ...#.. ..##.. #..#.. ....#. ####.. ..#...
##..#. ..#... ..#... ....#. #####. ....#. #...#. .#....
#...#. ..#... .#.... #...#. ...#.. #...#. #...#. .#....
.###.. .###.. #####. .###.. ...#.. .###.. .###.. .#....
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
""",
    "89:;<=>?": """
...... ...... ...... ...... ...... ...... ...... ......
.###.. .###.. ...... ...... ...#.. ...... .#.... .###..
#...#. #...#. ...... ...... ..#... ...... ..#... #...#.
#...#. #...#. ..#... ..#... .#.... #####. ...#.. ....#.
.###.. .####. ...... ...... #..... ...... ....#. ...#..
#...#. ....#. ...... ...... .#.... #####. ...#.. ..#...
#...#. ...#.. ..#... ..#... ..#... ...... ..#... ......
.###.. .##... ...... .#.... ...#.. ...... .#.... ..#...
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
""",
    "@ABCDEFG": """
...... ...... ...... ...... ...... ...... ...... ......
.###.. .###.. ####.. .###.. ####.. #####. #####. .###..
#...#. #...#. #...#. #...#. #...#. #..... #..... #...#.
#.###. #...#. #...#. #..... #...#. #..... #..... #.....
#.#.#. #####. ####.. #..... #...#. ####.. ####.. #.###.
#.###. #...#. #...#. #..... #...#. #..... #..... #...#.
#..... #...#. #...#. #...#. #...#. #..... #..... #...#.
.####. #...#. ####.. .###.. ####.. #####. #..... .####.
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
""",
    "HIJKLMNO": """
...... ...... ...... ...... ...... ...... ...... ......
#...#. .###.. ..###. #...#. #..... #...#. #...#. .###..
#...#. ..#... ...#.. #..#.. #..... ##.##. #...#. #...#.
#...#. ..#... ...#.. #.#... #..... #.#.#. ##..#. #...#.
#####. ..#... ...#.. ##.... #..... #.#.#. #.#.#. #...#.
#...#. ..#... ...#.. #.#... #..... #...#. #..##. #...#.
#...#. ..#... #..#.. #..#.. #..... #...#. #...#. #...#.
#...#. .###.. .##... #...#. #####. #...#. #...#. .###..
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
""",
    "PQRSTUVW": """
...... ...... ...... ...... ...... ...... ...... ......
####.. .###.. ####.. .###.. #####. #...#. #...#. #...#.
#...#. #...#. #...#. #...#. ..#... #...#. #...#. #...#.
#...#. #...#. #...#. #..... ..#... #...#. #...#. #...#.
####.. #...#. ####.. .###.. ..#... #...#. #...#. #.#.#.
#..... #.#.#. #.#... ....#. ..#... #...#. #...#. #.#.#.
#..... #..#.. #..#.. #...#. ..#... #...#. .#.#.. #.#.#.
#..... .##.#. #...#. .###.. ..#... .###.. ..#... .#.#..
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
""",
    "XYZ[\\]^_": """
...... ...... ...... ...... ...... ...... ...... ......
#...#. #...#. #####. .###.. #..... .###.. ..#... ......
#...#. #...#. ....#. .#.... #..... ...#.. .#.#.. ......
.#.#.. .#.#.. ...#.. .#.... .#.... ...#.. #...#. ......
..#... ..#... ..#... .#.... ..#... ...#.. ...... ......
.#.#.. ..#... .#.... .#.... ...#.. ...#.. ...... ......
#...#. ..#... #..... .#.... ....#. ...#.. ...... ......
#...#. ..#... #####. .###.. ....#. .###.. ...... ......
...... ...... ...... ...... ...... ...... ...... #####.
...... ...... ...... ...... ...... ...... ...... ......
""",
    "`abcdefg": """
...... ...... ...... ...... ...... ...... ...... ......
.#.... ...... #..... ...... ....#. ...... ..##.. ......
..#... ...... #..... ...... ....#. ...... .#..#. ......
...... .###.. ####.. .###.. .####. .###.. .#.... .####.
...... ....#. #...#. #..... #...#. #...#. ###... #...#.
...... .####. #...#. #..... #...#. #####. .#.... #...#.
...... #...#. #...#. #...#. #...#. #..... .#.... #...#.
...... .####. ####.. .###.. .####. .###.. .#.... .####.
...... ...... ...... ...... ...... ...... ...... ....#.
...... ...... ...... ...... ...... ...... ...... .###..
""",
    "hijklmno": """
...... ...... ...... ...... ...... ...... ...... ......
#..... ..#... ...#.. #..... .##... ...... ...... ......
#..... ...... ...... #..... ..#... ...... ...... ......
#.##.. .##... ..##.. #..#.. ..#... ##.#.. #.##.. .###..
##..#. ..#... ...#.. #.#... ..#... #.#.#. ##..#. #...#.
#...#. ..#... ...#.. ##.... ..#... #.#.#. #...#. #...#.
#...#. ..#... ...#.. #.#... ..#... #.#.#. #...#. #...#.
#...#. .###.. ...#.. #..#.. .###.. #.#.#. #...#. .###..
...... ...... #..#.. ...... ...... ...... ...... ......
...... ...... .##... ...... ...... ...... ...... ......
""",
    "pqrstuvw": """
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... .#.... ...... ...... ......
####.. .####. #.##.. .####. ###... #...#. #...#. #...#.
#...#. #...#. ##..#. #..... .#.... #...#. #...#. #...#.
#...#. #...#. #..... .###.. .#.... #...#. #...#. #.#.#.
#...#. #...#. #..... ....#. .#..#. #..##. .#.#.. #.#.#.
####.. .####. #..... ####.. ..##.. .##.#. ..#... .#.#..
#..... ....#. ...... ...... ...... ...... ...... ......
#..... ....#. ...... ...... ...... ...... ...... ......
""",
    "xyz{|}~": """
...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...##. ..#... ##.... ......
...... ...... ...... ..#... ..#... ..#... ......
#...#. #...#. #####. ..#... ..#... ..#... .#....
.#.#.. #...#. ...#.. .#.... ..#... ...#.. #.#.#.
..#... #...#. ..#... ..#... ..#... ..#... ...#..
.#.#.. #...#. .#.... ..#... ..#... ..#... ......
#...#. .####. #####. ...##. ..#... ##.... ......
...... ....#. ...... ...... ...... ...... ......
...... .###.. ...... ...... ...... ...... ......
""",
    # German letters: the capitals shrink to 6 rows to make room for the dots.
    "ÄÖÜäöüß": """
.#.#.. .#.#.. .#.#.. ...... ...... ...... ......
...... ...... ...... .#.#.. .#.#.. .#.#.. .###..
.###.. .###.. #...#. ...... ...... ...... #...#.
#...#. #...#. #...#. .###.. .###.. #...#. #..#..
#...#. #...#. #...#. ....#. #...#. #...#. #.#...
#####. #...#. #...#. .####. #...#. #...#. #..#..
#...#. #...#. #...#. #...#. #...#. #..##. #...#.
#...#. .###.. .###.. .####. .###.. .##.#. #.##..
...... ...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ...... ......
""",
    # UI symbols.
    "×•…←→✓": """
...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ......
#...#. ...... ...... ..#... ..#... ....#.
.#.#.. ...... ...... .#.... ...#.. ....#.
..#... ..##.. ...... #####. #####. ...#..
.#.#.. ..##.. ...... .#.... ...#.. #.#...
#...#. ...... ...... ..#... ..#... .#....
...... ...... #.#.#. ...... ...... ......
...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ......
""",
    "▲▼◀▶○●": """
...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ......
...... ...... ...#.. .#.... .###.. .###..
..#... #####. ..##.. .##... #...#. #####.
.###.. .###.. .###.. .###.. #...#. #####.
#####. ..#... ..##.. .##... #...#. #####.
...... ...... ...#.. .#.... .###.. .###..
...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ......
...... ...... ...... ...... ...... ......
""",
    # Card suits, 5 px wide so they can follow a rank: 10♥.
    "♠♥♦♣": """
...... ...... ...... ......
..#... .#.#.. ..#... .###..
.###.. #####. .###.. .###..
#####. #####. .###.. ##.##.
#####. #####. #####. #####.
#.#.#. .###.. .###.. ##.##.
..#... ..#... .###.. ..#...
.###.. ...... ..#... .###..
...... ...... ...... ......
...... ...... ...... ......
""",
    # Decktet suits (private use area): six silhouettes told apart at 1x, 5 px wide
    # and up to 9 rows tall (a card's face is 12 px): a tall crescent, a filled star,
    # two thick waves, a slanted leaf on its stem, a zigzag wyrm, a looped knot.
    MOONS + SUNS + WAVES + LEAVES + WYRMS + KNOTS: """
..###. ...... .#.... ....#. ##.... ......
.##... ..#... ###.#. ..###. .##... ##.##.
###... #.#.#. #.###. .####. ..##.. #.#.#.
##.... .###.. ...#.. #####. ...##. .###..
##.... #####. ...... ####.. ..##.. .#.#..
##.... .###.. .#.... .###.. .##... .###..
###... #.#.#. ###.#. .#.... ##.... #.#.#.
.##... ..#... #.###. #..... .##... ##.##.
..###. ...... ...#.. ...... ..##.. ......
...... ...... ...... ...... ...... ......
""",
    # Sound toggle icons; the muted speaker needs all six columns.
    SOUND_OFF + SOUND_ON: """
...... ......
...... ......
.#.... .#.#..
##.#.# ##..#.
##..#. ##..#.
##.#.# ##..#.
.#.... .#.#..
...... ......
...... ......
...... ......
""",
}


# The proof sheet: every glyph, then text as the games write it; lines 11 px apart.
PROOF_LINES = (
    " !\"#$%&'()*+,-./0123456789",
    ":;<=>?@ABCDEFGHIJKLMNOPQRS",
    "TUVWXYZ[\\]^_`abcdefghijklm",
    "nopqrstuvwxyz{|}~",
    "ÄÖÜäöüß ×•…←→✓ ▲▼◀▶ ○●",
    "♠♥♦♣  A♠ 10♥ K♦ 7♣ Q♠",
    f"{MOONS} {SUNS} {WAVES} {LEAVES} {WYRMS} {KNOTS}   {SOUND_OFF} {SOUND_ON}",
    "Grüße, Jäger! Spaß quält",
    "jpgqy: Tiny@Player_99 {ok}",
    "12:30 -> 3+4=7 ~50% (#1)",
    f"▶ New game  • Sound {SOUND_ON}",
)
PROOF_COLORS = (0x102041, 0xFFFFFF, 0xFFE283)  # paper, even lines, odd lines


def parse_bands(bands: dict[str, str] = BANDS) -> dict[int, list[str]]:
    """Return ``{code point: 10 rows of '#'/'.' text}`` from the pixel art."""
    glyphs: dict[int, list[str]] = {}
    for label, art in bands.items():
        rows = art.strip("\n").split("\n")
        if len(rows) != CELL_HEIGHT:
            raise ValueError(f"band {label!r}: expected {CELL_HEIGHT} rows")
        cells = [row.split(" ") for row in rows]
        for row in cells:
            if len(row) != len(label):
                raise ValueError(f"band {label!r}: row has {len(row)} cells")
            for cell in row:
                if len(cell) != CELL_WIDTH or set(cell) - {"#", "."}:
                    raise ValueError(f"band {label!r}: bad cell {cell!r}")
        for index, char in enumerate(label):
            code = ord(char)
            if code in glyphs:
                raise ValueError(f"U+{code:04X} is drawn twice")
            glyphs[code] = [row[index] for row in cells]
    return glyphs


def glyph_hex(rows: list[str]) -> list[str]:
    """Encode glyph rows as BDF bitmap lines (one left-aligned byte per row)."""
    lines = []
    for row in rows:
        bits = int(row.replace("#", "1").replace(".", "0"), 2)
        lines.append(f"{bits << (8 - CELL_WIDTH):02X}")
    return lines


def bdf_text() -> str:
    """Return the complete BDF file as a string."""
    glyphs = parse_bands()
    pixel_size = CELL_HEIGHT
    swidth = CELL_WIDTH * 1000 // pixel_size  # at 72 dpi, points == pixels
    properties = [
        f'FAMILY_NAME "{FAMILY}"',
        'WEIGHT_NAME "Medium"',
        'SLANT "R"',
        'SETWIDTH_NAME "Normal"',
        'ADD_STYLE_NAME ""',
        f"PIXEL_SIZE {pixel_size}",
        f"POINT_SIZE {pixel_size * 10}",
        "RESOLUTION_X 72",
        "RESOLUTION_Y 72",
        'SPACING "C"',
        f"AVERAGE_WIDTH {CELL_WIDTH * 10}",
        'CHARSET_REGISTRY "ISO10646"',
        'CHARSET_ENCODING "1"',
        f"FONT_ASCENT {ASCENT}",
        f"FONT_DESCENT {DESCENT}",
        f"DEFAULT_CHAR {ord('?')}",
    ]
    lines = [
        "STARTFONT 2.1",
        f"FONT -{FAMILY}-{FAMILY}-Medium-R-Normal--{pixel_size}-{pixel_size * 10}-72-72-C-"
        f"{CELL_WIDTH * 10}-ISO10646-1",
        f"SIZE {pixel_size} 72 72",
        f"FONTBOUNDINGBOX {CELL_WIDTH} {CELL_HEIGHT} 0 {-DESCENT}",
        "COMMENT Original pixel art for this project.",
        "COMMENT Generated by tools/make_font.py -- edit that file, not this one.",
        f"STARTPROPERTIES {len(properties)}",
        *properties,
        "ENDPROPERTIES",
        f"CHARS {len(glyphs)}",
    ]
    for code in sorted(glyphs):
        lines += [
            f"STARTCHAR uni{code:04X}",
            f"ENCODING {code}",
            f"SWIDTH {swidth} 0",
            f"DWIDTH {CELL_WIDTH} 0",
            f"BBX {CELL_WIDTH} {CELL_HEIGHT} 0 {-DESCENT}",
            "BITMAP",
            *glyph_hex(glyphs[code]),
            "ENDCHAR",
        ]
    lines.append("ENDFONT")
    return "\n".join(lines) + "\n"


def sheet_bytes() -> bytes:
    """Return the complete font.bin file: header, characters and the 1-bit sheet."""
    glyphs = parse_bands()
    codes = sorted(glyphs)
    chars = "".join(chr(code) for code in codes).encode("utf-8")
    out = bytearray(SHEET_MAGIC)
    out += bytes((CELL_WIDTH, CELL_HEIGHT, ASCENT, DESCENT))
    out += len(chars).to_bytes(2, "big") + chars
    for y in range(CELL_HEIGHT):
        bits = "".join(glyphs[code][y] for code in codes).replace("#", "1").replace(".", "0")
        bits += "0" * (-len(bits) % 8)
        out += int(bits, 2).to_bytes(len(bits) // 8, "big")
    return bytes(out)


def proof_sheet(path: Path) -> None:
    """Draw PROOF_LINES with the engine's font and labels in the headless emulator and
    save the 160x128 screen as a PNG (desktop only: Blinka and pygame)."""
    import os
    import sys

    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                        ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        os.environ.setdefault(name, value)
    root = str(ASSETS.parent.parent)
    if root not in sys.path:
        sys.path.insert(0, root)
    from adafruit_display_text import bitmap_label

    from boards.desktop.blinka import displayio
    from boards.desktop.emulator import Emulator
    from engine.ui.fonts import font

    hw = Emulator("pybadge", "headless")
    try:
        paper = displayio.Palette(1)
        paper[0] = PROOF_COLORS[0]
        screen = displayio.Group()
        screen.append(displayio.TileGrid(displayio.Bitmap(hw.width, hw.height, 1),
                                         pixel_shader=paper))
        for i, text in enumerate(PROOF_LINES):
            screen.append(bitmap_label.Label(font(), text=text, color=PROOF_COLORS[1 + i % 2],
                                             anchor_point=(0.0, 0.0),
                                             anchored_position=(2, 11 * i - 1)))
        hw.display.root_group = screen
        hw.refresh()
        hw.frontend.screenshot(str(path))
    finally:
        hw.close()


def main(argv: list[str]) -> None:
    """Write the sheet and the BDF file next to the engine's other assets (and with
    --proof the proof sheet)."""
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    SHEET_OUTPUT.write_bytes(sheet_bytes())
    OUTPUT.write_bytes(bdf_text().encode("ascii"))
    count = len(parse_bands())
    print(f"wrote {SHEET_OUTPUT} and {OUTPUT} ({count} glyphs)")
    if "--proof" in argv:
        proof_sheet(PROOF_OUTPUT)
        print(f"wrote {PROOF_OUTPUT}")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
