"""Blinka's displayio and pygame, imported quietly and made to act like the device.

The emulator and its front ends import them from here: Blinka's microcontroller prints a
warning on a PC, its displays auto-refresh in the background, its terminalio font draws
every glyph and a vectorio shape whose pixel_shader changes is not redrawn; the device
does none of that, so neither does the emulator.
"""

import contextlib
import io
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

with contextlib.redirect_stdout(io.StringIO()):  # Blinka's microcontroller warns on a PC
    import busdisplay
    import displayio
    import numpy
    import pygame
    import terminalio
    from blinka_displayio_pygamedisplay import PyGameDisplay
    from displayio._area import Area
    from vectorio._vectorshape import _VectorShape

__all__ = ["Area", "PyGameDisplay", "VectorShape", "busdisplay", "displayio", "numpy", "pygame"]

if hasattr(displayio, "_stop_background"):
    # Blinka polls every display each millisecond for auto-refresh; ours never auto-refresh.
    displayio._stop_background()


def _ascii_only(get_glyph):
    def device_glyph(codepoint):
        return get_glyph(codepoint) if 32 <= codepoint < 127 else None

    return device_glyph


# Blinka's terminalio.FONT draws every Unicode glyph; the device's built-in font is ASCII
# and drops the rest, so the emulator drops them too (the project's own font has more).
terminalio.FONT.get_glyph = _ascii_only(terminalio.FONT.get_glyph)


def _set_shader(shape, shader):
    shape._pixel_shader = shader
    shape._shape_set_dirty()


# On the device a vectorio shape whose pixel_shader changes is redrawn; Blinka only stores it.
_VectorShape.pixel_shader = property(_VectorShape.pixel_shader.fget, _set_shader)
VectorShape = _VectorShape  # the base of every vectorio shape (the display bench reads it)
