"""The Pico Display Pack's screen from the SPI bytes the firmware sent its ST7789.

tools/device/run.mjs records what the bus carried while the chip was selected:
b"C" + a command byte | b"D" + a 4-byte little-endian length + that many data bytes |
b"M" + a length byte + a label (a session's checkpoint, `shot NAME`). This module replays
it into the controller's memory: 0x2A (column address set: first and last column, two
bytes each, big-endian), 0x2B (row address set), 0x2C (memory write: RGB565 pixels,
big-endian, row by row within the window) and 0x3C (write continue). The panel shows a
window of the chip's 240x320 memory (boards/pico_display.py: colstart 53, rowstart 40,
displayio's rotation 270): frame() crops that window and turns it the way the panel is
read (address()).

    python -m tools.device.st7789 build/device/royal_garden.spi OUT_DIR [--names a,b]

writes OUT_DIR/<label>.png for each checkpoint (every one, or those named).
"""

import struct
import sys
from pathlib import Path

WIDTH = 240
HEIGHT = 135
RAM = 320  # the chip's memory is 240x320; a square of 320 holds any addressing
# Where the screen lies in the addresses displayio sends: with the pack's MADCTL (0xC0) and
# displayio's rotation 270 it writes the panel's native portrait window, 135 columns from
# X0 and 240 rows from Y0, and the picture is turned a quarter: address(sx, sy) below.
X0 = 53
Y0 = 40


def address(sx, sy):
    """(column, row) in the chip's addresses of the screen's pixel (sx, sy)."""
    return X0 + sy, Y0 + WIDTH - 1 - sx


CASET = 0x2A
RASET = 0x2B
RAMWR = 0x2C
RAMWRC = 0x3C


def records(data):
    """(kind, value) items of a record: ("C", command), ("D", bytes), ("M", label)."""
    i = 0
    n = len(data)
    while i < n:
        kind = data[i]
        if kind == 0x43:  # C
            yield "C", data[i + 1]
            i += 2
        elif kind == 0x44:  # D
            (length,) = struct.unpack_from("<I", data, i + 1)
            yield "D", data[i + 5 : i + 5 + length]
            i += 5 + length
        elif kind == 0x4D:  # M
            length = data[i + 1]
            yield "M", data[i + 2 : i + 2 + length].decode("latin1")
            i += 2 + length
        else:
            raise ValueError("bad record byte 0x%02x at %d" % (kind, i))


class Controller:
    """The ST7789's memory and address window, fed commands and data."""

    def __init__(self):
        self.ram = bytearray(RAM * RAM * 2)  # RGB565 big-endian, as sent
        self.cmd = None
        self.params = bytearray()
        self.cols = (0, RAM - 1)
        self.rows = (0, RAM - 1)
        self.x = self.y = 0
        self.half = None  # the first byte of a pixel split across two data runs
        self.pixels = 0

    def command(self, cmd):
        self.cmd = cmd
        self.params = bytearray()
        self.half = None
        if cmd == RAMWR:
            self.x, self.y = self.cols[0], self.rows[0]

    def data(self, chunk):
        cmd = self.cmd
        if cmd in (RAMWR, RAMWRC):
            self._pixels(chunk)
            return
        self.params += chunk
        if len(self.params) >= 4 and cmd in (CASET, RASET):
            first, last = struct.unpack_from(">HH", self.params)
            if cmd == CASET:
                self.cols = (first, last)
            else:
                self.rows = (first, last)

    def _pixels(self, chunk):
        if self.half is not None:
            chunk = bytes((self.half,)) + bytes(chunk)
            self.half = None
        if len(chunk) % 2:
            self.half = chunk[-1]
            chunk = chunk[:-1]
        x0, x1 = self.cols
        y1 = self.rows[1]
        ram = self.ram
        x, y = self.x, self.y
        i = 0
        n = len(chunk)
        while i < n and y <= y1:
            run = min(x1 - x + 1, (n - i) // 2)  # the rest of this row within the window
            if 0 <= y < RAM and 0 <= x and x + run <= RAM:
                at = (y * RAM + x) * 2
                ram[at : at + run * 2] = chunk[i : i + run * 2]
            i += run * 2
            x += run
            self.pixels += run
            if x > x1:
                x = x0
                y += 1
        self.x, self.y = x, y

    def frame(self):
        """The screen as rows of (r, g, b), HEIGHT rows of WIDTH pixels."""
        out = []
        ram = self.ram
        for sy in range(HEIGHT):
            row = []
            for sx in range(WIDTH):
                x, y = address(sx, sy)
                at = (y * RAM + x) * 2
                v = ram[at] << 8 | ram[at + 1]
                row.append(((v >> 11 & 31) * 255 // 31, (v >> 5 & 63) * 255 // 63,
                            (v & 31) * 255 // 31))
            out.append(row)
        return out


def frames(data):
    """(label, frame) at each checkpoint of a record (frame as Controller.frame)."""
    chip = Controller()
    for kind, value in records(data):
        if kind == "C":
            chip.command(value)
        elif kind == "D":
            chip.data(value)
        else:
            yield value, chip.frame()


def save_png(frame, path):
    """Write a frame (rows of (r, g, b)) as a PNG (pygame, which the venv has)."""
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    surface = pygame.Surface((len(frame[0]), len(frame)))
    for y, row in enumerate(frame):
        for x, rgb in enumerate(row):
            surface.set_at((x, y), rgb)
    pygame.image.save(surface, str(path))


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    names = None
    if "--names" in argv:
        i = argv.index("--names")
        names = set(argv[i + 1].split(","))
        argv = argv[:i] + argv[i + 2 :]
    record, out = Path(argv[0]), Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for label, frame in frames(record.read_bytes()):
        if names is None or label in names:
            save_png(frame, out / (label + ".png"))
            count += 1
    print("st7789: %d frames from %s into %s" % (count, record, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
