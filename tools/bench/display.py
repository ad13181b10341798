"""What the screens cost in displayio memory on the device, and what a key press redraws.

The estimate walks the live displayio tree in the headless emulator and prices every
object as CircuitPython 9 stores it on a 32-bit board (shared-module/displayio and
vectorio structs), each allocation rounded up to the 16-byte blocks of the MicroPython
heap:

  Bitmap     48 B + rows of whole 32-bit words: ceil(width * bits / 32) * 4 * height
  Palette    16 B + 16 B a colour (_displayio_color_t: rgb888, cached colour, flags)
  TileGrid   96 B + 1 B a tile beyond 4 tiles (up to 4 are stored inline)
  Group      48 B + its member list: 16 B + 4 B a member
  vectorio   80 B a shape (the shape, 16 B, and its VectorShape, 64 B) + 4 B a
             Polygon point
  Python     a displayio subclass made in Python (adafruit_display_text's
             bitmap_label.Label, engine/ui/cells.py's Cells) also costs its instance: 32 B + 10 B an
             attribute of its own (measured on the MicroPython VM for 1 to 50 attributes;
             Blinka's Group fields are the native struct's) + its str attributes (16 B +
             the text, each str object once: bitmap_label holds its text as _text and
             _full_text); its Bitmap, Palette... attributes are priced like those in the
             tree (a label's bitmap, palette, tile grid, outline stamp)
  font       the project font (engine/ui/fonts.py): its sheet, one 1-bit Bitmap of every
             glyph (priced as above), its instance (as a label's) with its characters (a
             str) and bounding box (a tuple: 8 B + 4 B an item), and its one Glyph, reused
             for every code point (a Python instance, priced as a label's)

Objects reached twice (a palette shared by many shapes) count once. Not counted: our
own Python objects around them (a scene's card places and the like), which are engine heap.

A screen is its scene's objects and the font with the glyphs made so far; the whole stack
of scenes under it (title, menus...) stays alive too and is priced as well. The redraw of
a key press is the union of the areas the emulator's display draws in the refresh after
it, as a share of the screen's pixels.
"""

import sys
import time

import numpy

# Blinka's displayio and vectorio, imported (quietly, in order) by the emulator.
from boards.desktop.blinka import VectorShape, displayio
from engine.app.session import PERSON

BUDGET = 40 * 1024  # issue 8: the largest screen's displayio objects
BLOCK = 16
BOARDS = ("pybadge", "clue")  # 160x128 and 240x240
MOVES = 400  # the most AI moves a walkthrough plays (a whole game for every game so far)

BITMAP, PALETTE, COLOR, TILEGRID, INLINE_TILES = 48, 16, 16, 96, 4
GROUP, LIST, MEMBER, SHAPE, POINT = 48, 16, 4, 80, 4
INSTANCE, ATTRIBUTE, STR, TUPLE = 32, 10, 16, 8
KINDS = ("bitmaps", "palettes", "tilegrids", "groups", "shapes", "labels", "font")


def blocks(n):
    """n bytes as the heap allocates them: whole 16-byte blocks."""
    return (n + BLOCK - 1) // BLOCK * BLOCK


def bitmap_bytes(width, height, bits):
    return BITMAP + blocks((width * bits + 31) // 32 * 4 * height)


class Estimate:
    """Bytes by kind of the displayio objects added (each object once)."""

    def __init__(self):
        self.bytes = dict.fromkeys(KINDS, 0)
        self.count = dict.fromkeys(KINDS, 0)
        self.unknown = set()
        self._seen = set()
        self._keep = []  # the objects seen stay alive, so their ids stay unique

    def total(self):
        return sum(self.bytes.values())

    def _count(self, kind, n):
        self.bytes[kind] += n
        self.count[kind] += 1

    def add(self, obj):
        """Price obj and everything it holds."""
        if obj is None or id(obj) in self._seen:
            return
        self._seen.add(id(obj))
        self._keep.append(obj)
        if isinstance(obj, displayio.Bitmap):
            self._count("bitmaps", bitmap_bytes(obj.width, obj.height, obj._bits_per_value))
        elif isinstance(obj, displayio.Palette):
            self._count("palettes", PALETTE + blocks(COLOR * len(obj)))
        elif isinstance(obj, displayio.TileGrid):
            tiles = obj.width * obj.height
            self._count("tilegrids", TILEGRID + (blocks(tiles) if tiles > INLINE_TILES else 0))
            self.add(obj.bitmap)
            self.add(obj.pixel_shader)
        elif isinstance(obj, displayio.Group):
            self._count("groups", GROUP + blocks(LIST) + blocks(MEMBER * len(obj)))
            if type(obj) is not displayio.Group:
                self._instance(obj)
            for child in obj:
                self.add(child)
        elif isinstance(obj, VectorShape):  # vectorio Rectangle, Circle, Polygon
            points = len(obj.points) if hasattr(obj, "points") else 0
            self._count("shapes", SHAPE + blocks(POINT * points))
            self.add(obj.pixel_shader)
        else:
            self.unknown.add(type(obj).__name__)

    def _instance(self, obj):
        """A Python subclass of a displayio type (a label): its instance and attributes."""
        native = _group_fields()
        attributes = {k: v for k, v in vars(obj).items() if k not in native}
        size = blocks(INSTANCE + ATTRIBUTE * len(attributes))
        for value in attributes.values():
            if isinstance(value, str) and id(value) not in self._seen:
                # once: bitmap_label holds its text twice (_text and _full_text), one str
                self._seen.add(id(value))
                self._keep.append(value)
                size += blocks(STR) + blocks(len(value.encode()) + 1)
        self._count("labels", size)
        for value in attributes.values():
            if isinstance(value, (displayio.Bitmap, displayio.Palette, displayio.TileGrid)):
                self.add(value)

    def add_font(self, font):
        """The project font (engine.ui.fonts.Font): its sheet, its instance and its one
        Glyph (count: the font objects, 1)."""
        if id(font) in self._seen:
            return
        sheet = font.bitmap
        self._seen.update((id(font), id(sheet)))
        self._keep.extend((font, sheet))
        self.bytes["font"] += (
            bitmap_bytes(sheet.width, sheet.height, sheet._bits_per_value)
            + blocks(INSTANCE + ATTRIBUTE * len(vars(font)))
            + blocks(STR) + blocks(len(font._chars.encode()) + 1)
            + blocks(TUPLE + 4 * len(font.get_bounding_box()))
            + blocks(INSTANCE + ATTRIBUTE * len(vars(font._glyph))))
        self.count["font"] += 1


def _group_fields(known=[]):  # noqa: B006 (computed once)
    """The attributes Blinka's Group sets: on the device they are the native struct's."""
    if not known:
        known.append(frozenset(vars(displayio.Group())))
    return known[0]


def screen_estimate(app, whole_stack=False):
    """The Estimate of the top scene's objects (or of every scene on the app's stack,
    all alive on the device) and the project font with the glyphs it has made."""
    from engine.ui import fonts

    estimate = Estimate()
    for font in fonts._font:  # first: Cells' tile grids draw from its sheet (counted once)
        estimate.add_font(font)
    for scene in app.scenes if whole_stack else app.scenes[-1:]:
        estimate.add(scene.group)
    return estimate


def union_pixels(areas, width, height):
    """How many screen pixels the (x1, y1, x2, y2) areas cover together."""
    covered = numpy.zeros((height, width), dtype=bool)
    for x1, y1, x2, y2 in areas:
        covered[max(y1, 0):min(y2, height), max(x1, 0):min(x2, width)] = True
    return int(covered.sum())


class DrawRecorder:
    """The (x1, y1, x2, y2) of every area the emulator's display draws, copied as it draws
    them: displayio reuses its Area objects once a refresh ends (a moved vectorio shape's
    area reads as empty afterwards), so hw.frontend.drawn cannot be read later."""

    def __init__(self, display):
        self.display = display
        self.areas = []
        self._draw = display._refresh_area
        display._refresh_area = self._record

    def _record(self, area):
        self.areas.append((area.x1, area.y1, area.x2, area.y2))
        return self._draw(area)

    def pixels(self):
        """The pixels drawn since the last clear (overlapping areas count twice)."""
        return sum((x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in self.areas)

    def close(self):
        del self.display._refresh_area


def redraw_share(app, key):
    """The share of the screen (0..1) the refresh after one key press draws."""
    from tests.driver import press

    hw = app.hw
    app.step()
    recorder = DrawRecorder(hw.display)
    try:
        press(app, key)
    finally:
        recorder.close()
    return union_pixels(recorder.areas, hw.width, hw.height) / (hw.width * hw.height)


TOP = -9  # a controller standing for the game's strongest AI level


def session(board, game_id, controllers):
    """An app in the emulator that reached a game as a person does: title, main menu, the
    game's menu and setup, then Start with these controllers (PERSON, an AI level index,
    or TOP): the game continued in a fresh VM, the menus under it asleep (play_start.start);
    the app of that VM."""
    from boards.desktop.emulator import Restart
    from engine.app.menus import GameMenu
    from engine.app.setup import SetupMenu
    from engine.catalog import find
    from tests.driver import make_app, press, restarted

    app = make_app(board)
    press(app, "A")  # title -> main menu
    mods = app.open_game(find(game_id))
    app.push(GameMenu(app))
    setup = SetupMenu(app)
    app.push(setup)
    top = len(mods.ai.LEVELS) - 1
    setup.controllers[: len(controllers)] = [top if c == TOP else c for c in controllers]
    setup.seats = len(controllers)
    try:
        setup.start()
    except Restart:
        return restarted(app)
    app.step()
    return app


def _playing(app):
    """The game scene once it waits for a person's key (privacy screens and AI turns are
    played through); None if the game ends first."""
    from tests.driver import wait

    for _ in range(MOVES):
        scene = app.top()
        if not hasattr(scene, "session"):
            from tests.driver import press

            press(app, "A")  # a privacy screen: show the hand
        elif scene.game.is_over():
            return None
        elif not scene.thinking:
            return scene
        else:
            wait(app, 400, 400)
    return None


class GameScreens:
    """One game on one board: the largest game screen over seeded games between the
    strongest AIs, at the fewest and the most seats (.screen, .stack: top scene and whole
    stack; .seats, .when, .moves: where the largest screen showed), and the share of the
    screen each direction key redraws on a person's turn against the weakest AI
    (.redrawn)."""

    def __init__(self, game_id, board, keys=("RIGHT", "LEFT", "DOWN", "UP")):
        from engine.catalog import find

        entry = find(game_id)
        self.screen = self.stack = None
        for seats in sorted({entry.min_seats, entry.max_seats}):
            self._walk(board, game_id, seats)
        app = session(board, game_id, [PERSON] + [0] * (entry.min_seats - 1))
        try:
            self.redrawn = {}
            if _playing(app) is not None:
                self.redrawn = {key: redraw_share(app, key) for key in keys}
        finally:
            app.hw.close()

    def _walk(self, board, game_id, seats):
        from tests.driver import wait

        app = session(board, game_id, [TOP] * seats)
        try:
            moves = 0
            while True:
                estimate, stack = screen_estimate(app), screen_estimate(app, True)
                if self.screen is None or estimate.total() > self.screen.total():
                    self.screen, self.seats, self.when = estimate, seats, moves
                if self.stack is None or stack.total() > self.stack.total():
                    self.stack = stack
                if app.top().game.is_over() or moves >= MOVES:
                    break
                wait(app, 400, 400)  # past the AI's pause: one move
                moves += 1
            if self.seats == seats:
                self.moves = moves
        finally:
            app.hw.close()


def guided_stacks(game_id, board):
    """(the largest stack while the game's screen is on top, the largest while a prompt's
    notice covers it: Estimates) over a guided game (variant 0) played by keys from the
    main menu: its script with every prompt, then played on to the end; measured once a
    bench run."""
    from tests.driver import make_app, open_guide, play_guide

    if (game_id, board) in _GUIDED:
        return _GUIDED[(game_id, board)]
    app = make_app(board)
    largest = {}

    def note(app):
        covered = app.top().NAME == "notice"
        stack = screen_estimate(app, True)
        if covered not in largest or stack.total() > largest[covered].total():
            largest[covered] = stack

    try:
        scene = open_guide(app, game_id, 0)  # in a fresh VM: its app, the same board
        play_guide(scene.app, scene, note)
    finally:
        app.hw.close()
    _GUIDED[(game_id, board)] = largest[False], largest[True]
    return _GUIDED[(game_id, board)]


_GUIDED = {}


def review_stack(game_id, board):
    """The largest stack (Estimate) over the review of a finished game at the most seats
    (a person and the casual AI, which played every seat), stepped by keys from its end to
    its start, each position worked out; measured once a bench run."""
    from tests.driver import make_app, press, review_at_most_seats, wait

    if (game_id, board) not in _REVIEWED:
        app = make_app(board)
        try:
            press(app, "A")  # the title: the main menu
            scene = review_at_most_seats(app, game_id)
            app, review = scene.app, scene.review  # the review's fresh VM
            scene = None
            largest = None
            while True:
                wait(app, 200, 50)  # the shown position worked out
                stack = screen_estimate(app, True)
                if largest is None or stack.total() > largest.total():
                    largest = stack
                if review.at == 0:
                    break
                press(app, "LEFT")
        finally:
            app.hw.close()
        _REVIEWED[(game_id, board)] = largest
    return _REVIEWED[(game_id, board)]


_REVIEWED = {}


def shell_screens(board, game_id):
    """[(name, top Estimate, stack Estimate, share redrawn by DOWN or None)]: the shell's
    screens, each reached as a person does (title, menus; help and setup of game_id)."""
    from engine.app.help import HelpScene, controls_pages
    from engine.app.menus import GameMenu, MainMenu, SettingsMenu
    from engine.catalog import find
    from tests.driver import make_app, press

    app = make_app(board)
    found = []

    def note(name, key="DOWN"):
        app.step()
        top, stack = screen_estimate(app), screen_estimate(app, True)
        found.append((name, top, stack, redraw_share(app, key) if key else None))

    try:
        note("title", None)
        press(app, "A")
        note("main menu")
        app.push(SettingsMenu(app))
        note("settings")
        app.pop()
        from engine.app.scene import t

        app.push(HelpScene(app, t("controls"), controls_pages(app)))
        note("controls help")
        app.pop()
        app.open_game(find(game_id))
        menu = GameMenu(app)
        app.push(menu)
        note("game menu (%s)" % game_id)
        menu.choose(menu.actions.index("rules"))
        note("rules help (%s)" % game_id)
        press(app, "B")
        menu.choose(menu.actions.index("play"))
        note("setup (%s)" % game_id)
        press(app, "B")
        menu.back()  # leaves the game
        if not isinstance(app.top(), MainMenu):
            raise AssertionError("the shell walk ended on %s" % type(app.top()).__name__)
        return found
    finally:
        app.hw.close()


def screen_games():
    """The present games with a scene that the catalog lists (notes for the others)."""
    from engine.catalog import GAMES
    from tools.bench.common import present_games

    listed = [entry.id for entry in GAMES]
    games = []
    for game_id in present_games(("rules", "ai", "text", "scene")):
        if game_id in listed:
            games.append(game_id)
        else:
            print("  %s: skipped, not in engine/catalog.py yet" % game_id)
    return games


def _kb(n):
    return "%.1f" % (n / 1024)


def _parts(estimate):
    text = " ".join("%s %s" % (kind, _kb(estimate.bytes[kind]))
                    for kind in KINDS if estimate.bytes[kind])
    if estimate.unknown:
        text += "; not priced: " + ", ".join(sorted(estimate.unknown))
    return text


def _row(name, top, stack, redrawn):
    print("    %-26s %7s %5s %9s  %s" % (name, _kb(top.total()),
                                        "ok" if top.total() <= BUDGET else "OVER",
                                        _kb(stack.total()), redrawn))
    print("    %-26s (%s)" % ("", _parts(top)))


_SCREENS = {}  # (game id, board): its GameScreens, once a run (device reuses them)


def game_screens(game_id, board):
    """The GameScreens of a game on a board, measured once a bench run."""
    if (game_id, board) not in _SCREENS:
        _SCREENS[(game_id, board)] = GameScreens(game_id, board)
    return _SCREENS[(game_id, board)]


def report():
    from boards.desktop import profiles

    print("displayio memory by screen (python -m tools.bench display): an estimate of what"
          " CircuitPython 9\n  stores on a 32-bit board, from the live displayio tree in the"
          " emulator; budget %d KB a screen" % (BUDGET // 1024))
    started = time.perf_counter()
    games = screen_games()
    for board in BOARDS:
        profile = profiles.profile(board)
        print("  %s %dx%d %19s %5s %9s  %s" % (board, profile.WIDTH, profile.HEIGHT,
                                               "screen KB", "40 KB", "stack KB", "redrawn by"))
        for game_id in games:
            found = game_screens(game_id, board)
            redrawn = "  ".join("%s %.1f%%" % (key, 100 * share)
                                for key, share in found.redrawn.items())
            _row(game_id + " game", found.screen, found.stack, redrawn or "no person's turn")
            print("    %-26s largest at %d seats after move %d of %d" % (
                "", found.seats, found.when, found.moves))
        if games:
            for name, top, stack, share in shell_screens(board, games[0]):
                _row(name, top, stack, "" if share is None else "DOWN %.1f%%" % (100 * share))
    print("  screen: the top scene's objects and the font (for a game, the"
          " largest over\n  seeded games between the strongest AIs); stack: all that is alive of"
          " every scene on the\n  app's stack as a person reaches the screen (under a game, the"
          " menus wait as placeholders);\n  redrawn by: the share of the screen's pixels"
          " drawn after one key press (a person's turn).\n  (%.0f s)" % (
              time.perf_counter() - started))
    sys.stdout.flush()
