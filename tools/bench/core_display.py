"""displayio for the CircuitPython core's start-up run (tools/bench/core_probe.py title):
the core's own Bitmap and Palette (bitmaptools and vectorio work on them as on a board)
with plain Python stand-ins for what its unix port lacks, Group and TileGrid, and a
display that shows nothing. Enough for the app to build its title screen as on a board:
adafruit_display_text's bitmap_label draws its text into real bitmaps (the core's
bitmaptools.blit from the font's sheet) in a TileGrid in its own group."""

from displayio import Bitmap, Palette  # noqa: F401 (the core's own: this module's API)


class Group:
    """A list of children with a position, a scale and hidden, as displayio's. Its fields
    sit behind properties, as a native group's in its struct: a subclass may override
    them (adafruit_display_text's labels make scale a property of their own), and
    __init__ sets the fields, never a subclass's property."""

    def __init__(self, *, x=0, y=0, scale=1):
        self._x = x
        self._y = y
        self._scale = scale
        self._hidden = False
        self._items = []

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, value):
        self._x = value

    @property
    def y(self):
        return self._y

    @y.setter
    def y(self, value):
        self._y = value

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, value):
        self._scale = value

    @property
    def hidden(self):
        return self._hidden

    @hidden.setter
    def hidden(self, value):
        self._hidden = value

    def append(self, item):
        self._items.append(item)

    def insert(self, index, item):
        self._items.insert(index, item)

    def remove(self, item):
        self._items.remove(item)

    def pop(self, index=-1):
        return self._items.pop(index)

    def index(self, item):
        return self._items.index(item)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __getitem__(self, index):
        return self._items[index]

    def __setitem__(self, index, item):
        self._items[index] = item


class TileGrid:
    """A bitmap shown through a palette at a position."""

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.hidden = False


class Display:
    """A display of a size that draws nothing (the first refresh is not measured)."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.auto_refresh = False
        self.root_group = None

    def refresh(self):
        pass
