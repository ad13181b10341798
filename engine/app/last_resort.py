"""The screen the app shows when even its error screen cannot be made.

An error on an exhausted heap (a MemoryError) can leave too little memory to import and
draw the error screen: the app then has nothing to show and the board's console takes
over. So this screen is built at start, while memory is plenty, and kept: showing it
allocates nothing. Its words are in both languages (no text table need be imported) and
say what to do: A or B starts the program afresh at the main menu, the game kept as its
last move left it.
"""

import bitmaptools
import displayio

from engine import keys
from engine.app.scene import Scene
from engine.ui import theme
from engine.ui.fonts import font

TEXT = ("Error.", "A: start again.", "", "Fehler.", "A: neu starten.")


class LastResort(Scene):
    """Made by App at start (App.last_resort); App.recover pushes it when the error
    screen itself fails. Its words are painted once into a bitmap of their own (1.7 KB
    on a 160x128 screen): a text label and a background, as the error screen has, held
    4.8 KB more for ever on the firmware."""

    NAME = "error"

    def __init__(self, app):
        super().__init__(app)
        m = app.metrics
        f = font()
        w, h = f.get_bounding_box()[:2]
        bitmap = displayio.Bitmap(w * max(len(line) for line in TEXT), h * len(TEXT), 2)
        for row, line in enumerate(TEXT):
            for col, char in enumerate(line):
                x = f.get_glyph(ord(char)).tile_index * w
                bitmaptools.blit(bitmap, f.bitmap, col * w, row * h, x1=x, y1=0, x2=x + w, y2=h)
        colors = displayio.Palette(2)
        colors[1] = theme.WARN
        colors.make_transparent(0)
        self.group.scale = m.scale
        self.group.append(displayio.TileGrid(bitmap, pixel_shader=colors, x=m.cw // m.scale,
                                             y=m.lh // m.scale))

    def on_key(self, key):
        if key != keys.A and key != keys.B:
            return
        app = self.app
        app.settings.save()  # what the game kept so far (nothing when nothing changed)
        if app.hw.can_restart:  # a fresh VM: nothing of the error stays
            app.hw.restart(b"h")
        app.scenes.pop()  # else back to the bottom scene, and the main menu over it
        app.close_game()
        app.open("main_menu")
