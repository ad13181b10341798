"""The terminal front end, for a machine without a display (or over ssh).

The emulated screen is drawn with '▀' characters in 24-bit colour: each character cell
shows two pixels, the upper one as foreground and the lower one as background, so
160x128 needs 160 columns and 65 lines (a smaller terminal gets a shrunk picture).
Only lines that changed are redrawn. Keys come from stdin in cbreak mode; a terminal
reports no key releases, so each key is a short press. Q or Ctrl-C quits and restores
the terminal.
"""

import atexit
import os
import select
import sys
import termios
import tty

from boards.desktop import profiles
from boards.desktop.blinka import pygame
from boards.desktop.clock import Clock, sleep_ms

UPPER_HALF = "\u2580"

_ARROWS = {b"A": "up", b"B": "down", b"C": "right", b"D": "left"}
_BYTES = {
    0x0D: "enter",
    0x0A: "enter",
    0x7F: "backspace",
    0x08: "backspace",
    0x09: "tab",
    0x20: "space",
    0x03: "quit",
    0x04: "quit",
}
_LETTERS = {"x": "x", "z": "z", "q": "quit"}


def parse_keys(data):
    """Key names (as in profiles.KEYBOARD, plus 'quit') from bytes read from a terminal."""
    names = []
    index = 0
    while index < len(data):
        byte = data[index]
        index += 1
        if byte == 0x1B:
            if index < len(data) and data[index] in b"[O":
                end = index + 1
                while end < len(data) and not 0x40 <= data[end] <= 0x7E:
                    end += 1  # skip parameters up to the final byte
                name = _ARROWS.get(data[end : end + 1])
                if name is not None:
                    names.append(name)
                index = end + 1
            else:
                names.append("escape")
        elif byte in _BYTES:
            names.append(_BYTES[byte])
        else:
            name = _LETTERS.get(chr(byte).lower())
            if name is not None:
                names.append(name)
    return names


def render_line(rgb, width, top, bottom):
    """One terminal line from pixel rows top and bottom (bottom None: below the image)."""
    parts = []
    last_fg = last_bg = None
    black = b"\x00\x00\x00"
    for x in range(width):
        start = (top * width + x) * 3
        fg = rgb[start : start + 3]
        if bottom is None:
            bg = black
        else:
            start = (bottom * width + x) * 3
            bg = rgb[start : start + 3]
        if fg != last_fg:
            parts.append("\x1b[38;2;%d;%d;%dm" % (fg[0], fg[1], fg[2]))
            last_fg = fg
        if bg != last_bg:
            parts.append("\x1b[48;2;%d;%d;%dm" % (bg[0], bg[1], bg[2]))
            last_bg = bg
        parts.append(UPPER_HALF)
    parts.append("\x1b[0m")
    return "".join(parts)


def render(rgb, width, height, previous=None):
    """(line number, text) of the terminal lines showing an RGB image (bytes, 3 per pixel),
    two pixel rows per line; with previous (the image shown now), only the lines that differ.
    """
    lines = []
    pair = width * 6  # bytes in two pixel rows
    for row in range((height + 1) // 2):
        span = slice(row * pair, (row + 1) * pair)
        if previous is not None and previous[span] == rgb[span]:
            continue
        top = row * 2
        lines.append((row, render_line(rgb, width, top, top + 1 if top + 1 < height else None)))
    return lines


def fit_step(width, height, columns, lines):
    """The smallest shrink factor that fits the image (and a status line) in the terminal."""
    step = 1
    while step < 8 and (width // step > columns or (height // step + 1) // 2 + 1 > lines):
        step += 1
    return step


class Terminal:
    """Draws the emulated screen in this terminal and reads keys from it."""

    def __init__(self, profile):
        self.profile = profile
        self.ticks_ms = Clock().ticks_ms
        self.hw = None
        self._in = sys.stdin.fileno()
        self._out = sys.stdout.buffer
        self._saved = termios.tcgetattr(self._in)
        self._size = None
        self._shown = None  # the (shrunk) image on the terminal now
        self._surface = None
        self.wait = sleep_ms  # the app's loop sleeps between its rounds
        self._open = True
        tty.setcbreak(self._in)
        atexit.register(self.close)
        self._hook = sys.excepthook
        sys.excepthook = self._excepthook
        self._write("\x1b[?1049h\x1b[?25l\x1b[2J")

    def attach(self, hw):
        self.hw = hw

    def _write(self, text):
        self._out.write(text.encode("utf-8"))
        self._out.flush()

    def _excepthook(self, kind, value, traceback):
        self.close()
        if issubclass(kind, KeyboardInterrupt):
            return
        self._hook(kind, value, traceback)

    def pump(self):
        if os.get_terminal_size(self._in) != self._size and self._surface is not None:
            self._draw()
        while select.select([self._in], [], [], 0)[0]:
            data = os.read(self._in, 256)
            if not data:
                raise SystemExit(0)
            for name in parse_keys(data):
                if name == "quit":
                    raise SystemExit(0)
                self.hw.keyboard(name, True)
                self.hw.keyboard(name, False)

    def present(self, surface, areas):
        self._surface = surface
        self._draw()

    def _draw(self):
        size = os.get_terminal_size(self._in)
        width, height = self.profile.WIDTH, self.profile.HEIGHT
        step = fit_step(width, height, size.columns, size.lines)
        surface = self._surface
        if step > 1:
            width, height = width // step, height // step
            surface = pygame.transform.smoothscale(surface, (width, height))
        rgb = pygame.image.tobytes(surface, "RGB")
        out = []
        if size != self._size:
            self._size = size
            self._shown = None
            status = "%s %dx%d: %s" % (
                self.profile.NAME,
                self.profile.WIDTH,
                self.profile.HEIGHT,
                profiles.KEYBOARD_HELP,
            )
            row = (height + 1) // 2 + 1
            out.append("\x1b[0m\x1b[2J\x1b[%d;1H%s" % (row, status[: size.columns - 1]))
        for row, line in render(rgb, width, height, self._shown):
            out.append("\x1b[%d;1H%s" % (row + 1, line))
        self._shown = rgb
        if out:
            self._write("".join(out))

    def beep(self, freq, ms):
        pass  # a terminal bell for every key click would be worse than silence

    def close(self):
        """Give the terminal back as it was."""
        if self._open:
            self._open = False
            self._write("\x1b[0m\x1b[?25h\x1b[?1049l")
            termios.tcsetattr(self._in, termios.TCSADRAIN, self._saved)
