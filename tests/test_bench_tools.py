"""The measuring code of `make bench` measures what it says (issue 8): the displayio
estimate prices known objects, the redraw share and the unload check read the emulator
right, the heap probe returns sane numbers from the MicroPython VM, the bundle adds up."""

import contextlib
import io
import os
import tempfile
from pathlib import Path

import pytest

from boards.desktop.blinka import displayio
from boards.desktop.emulator import Emulator
from engine.ui.draw import rect
from tests.cptools import CORE, MPY_CROSS
from tests.driver import make_app, press
from tools import bundle
from tools.bench import bundle_size, core, display, heap, moves, unload
from tools.bench.__main__ import main
from tools.bench.common import GAME_IDS, ROOT, missing_part, present_games


def label(text):
    from engine.ui.draw import label as make

    return make(text, 0, 0, 0xFFFFFF)


def test_a_bitmap_is_priced_in_whole_words_and_heap_blocks():
    # 160 x 128 at 4 bits (16 values): 20 words a row, 10240 bytes, plus the 48-byte object.
    assert display.bitmap_bytes(160, 128, 4) == 48 + 10240
    # 10 x 3 at 1 bit: one word a row, 12 bytes, a whole 16-byte block.
    assert display.bitmap_bytes(10, 3, 1) == 48 + 16
    estimate = display.Estimate()
    estimate.add(displayio.Bitmap(10, 3, 2))
    assert estimate.bytes["bitmaps"] == 64 and estimate.count["bitmaps"] == 1


def test_a_known_tree_adds_up_and_shared_objects_count_once():
    bitmap = displayio.Bitmap(160, 128, 16)
    palette = displayio.Palette(16)
    group = displayio.Group()
    group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
    group.append(displayio.TileGrid(bitmap, pixel_shader=palette))  # the same bitmap again
    group.append(rect(0, 0, 5, 5, 0x123456))  # vectorio rectangles sharing a palette
    group.append(rect(9, 0, 5, 5, 0x123456))
    estimate = display.Estimate()
    estimate.add(group)
    estimate.add(group)  # a second walk adds nothing
    assert estimate.bytes["bitmaps"] == 48 + 10240
    assert estimate.bytes["palettes"] == (16 + 16 * 16) + (16 + 16)
    assert estimate.bytes["tilegrids"] == 2 * 96  # one tile each: stored inline
    assert estimate.bytes["shapes"] == 2 * 80
    assert estimate.bytes["groups"] == 48 + 16 + 16  # 4 members: 16 bytes of list
    assert estimate.total() == sum(estimate.bytes.values()) == 10288 + 304 + 192 + 160 + 80
    assert not estimate.unknown


def test_a_bigger_tilegrid_pays_for_its_tiles():
    tiles = displayio.TileGrid(displayio.Bitmap(8, 8, 2), pixel_shader=displayio.Palette(2),
                               width=5, height=4, tile_width=4, tile_height=4)
    estimate = display.Estimate()
    estimate.add(tiles)
    assert estimate.bytes["tilegrids"] == 96 + 32  # 20 tile bytes in two blocks


def test_a_bitmap_label_owns_a_bitmap_and_costs_its_instance():
    hw = Emulator("pybadge", "headless")
    try:
        lbl = label("Hello")
        estimate = display.Estimate()
        estimate.add(lbl)
        own = lbl.bitmap
        assert (own.width, own.height) == (5 * 6, 12)  # five glyphs drawn into one bitmap
        # 2 bits a pixel (its palette has three colours), and its 3 x 3 outline stamp
        assert estimate.bytes["bitmaps"] == (display.bitmap_bytes(30, 12, 2)
                                             + display.bitmap_bytes(3, 3, 2))
        assert estimate.count["labels"] == estimate.count["tilegrids"] == 1
        assert estimate.count["groups"] == 2  # the label and the group it scales
        # Its own attributes only (not Blinka's Group fields), and its str attributes.
        attributes = {k: v for k, v in vars(lbl).items() if k not in display._group_fields()}
        texts = {id(v): v for v in attributes.values() if isinstance(v, str)}  # each once
        assert lbl.text == "Hello" and lbl._text is lbl._full_text  # one str, held twice
        assert estimate.bytes["labels"] == display.blocks(32 + 10 * len(attributes)) + sum(
            16 + display.blocks(len(text.encode()) + 1) for text in texts.values())
    finally:
        hw.close()


def test_the_font_is_one_sheet_and_one_glyph_whatever_it_draws():
    from engine.ui import fonts

    font = fonts.Font(fonts._assets_dir() + "/font.bin")
    price = (display.bitmap_bytes(126 * 6, 10, 1)  # the sheet: 24 words a row, 10 rows
             + display.blocks(32 + 10 * len(vars(font)))  # its instance: 6 attributes
             + 16 + display.blocks(len(font._chars.encode()) + 1)  # its 126 characters
             + 32  # its bounding box, a tuple of 4
             + display.blocks(32 + 10 * 8))  # the one Glyph: 8 attributes
    assert price == (48 + 960) + 96 + (16 + 192) + 32 + 112
    before = display.Estimate()
    before.add_font(font)
    for char in "Gr\u00fc\u00dfe, J\u00e4ger! \u2660\u2665":
        font.get_glyph(ord(char))
    after = display.Estimate()
    after.add_font(font)
    after.add_font(font)  # a second time adds nothing
    assert before.bytes["font"] == after.bytes["font"] == price
    assert after.count["font"] == 1


def test_union_pixels_counts_overlaps_once_and_clips_to_the_screen():
    assert display.union_pixels([(0, 0, 10, 10), (5, 5, 15, 15)], 160, 128) == 175
    assert display.union_pixels([(150, 120, 170, 140)], 160, 128) == 10 * 8
    assert display.union_pixels([(158, 20, 158, 40)], 160, 128) == 0  # an empty area


def test_a_menu_cursor_move_redraws_two_rows_not_the_screen():
    app = make_app("pybadge")
    try:
        press(app, "A")  # the main menu
        press(app, "DOWN")
        share = display.redraw_share(app, "DOWN")
        lh = app.metrics.lh
        # The bar leaves one row and lands on the next: about two rows of the width.
        assert 0.5 * 2 * lh / 128 < share < 3.0 * lh / 128
        assert display.redraw_share(app, "B") > 0.5  # back to the title: a new screen
    finally:
        app.hw.close()


def test_screens_and_stacks_are_priced_from_the_live_app():
    app = make_app("pybadge")
    try:
        title = display.screen_estimate(app)
        press(app, "A")
        menu, stack = display.screen_estimate(app), display.screen_estimate(app, True)
        assert title.total() > 0 and menu.total() > 0
        assert stack.total() > menu.total()  # the title stays alive under the menu
        assert not stack.unknown
    finally:
        app.hw.close()


def test_games_on_disk_are_found_and_the_others_noted():
    assert missing_part("no_such_game") == os.path.join("engine", "no_such_game", "rules.py")
    games = present_games()
    for game_id in GAME_IDS:
        folder = os.path.join(ROOT, "engine", game_id)
        on_disk = all(os.path.isfile(os.path.join(folder, p)) for p in ("rules.py", "ai.py"))
        assert (game_id in games) == on_disk


def test_the_heap_probe_reads_the_vm_between_moves():
    assert heap.vm_missing() is None, heap.vm_missing()
    game_id = present_games()[0]
    shell = heap.shell_modules()
    assert "engine.app.app" in shell and "engine.ui.draw" in shell
    assert not [name for name in shell if name.startswith("engine." + game_id)]
    runs, summary = heap.probe(game_id, moves=2, shell=shell)
    assert runs and all(r["game"] == game_id and r["moves"] == 2 for r in runs)
    assert 0 < summary["bare"] < summary["shared"] < summary["imported"]
    assert summary["import_bound"] >= summary["imported"]  # the compile spike
    assert summary["text"] > summary["settled"]
    for run in runs:
        assert len(run["rest"]) == 3 and len(run["bound"]) == 2
        assert len(run["hint"]) == len(run["restore"]) == 1  # before the first move
        for before, after in run["hint"] + run["restore"]:
            assert after > before > summary["shared"]
        for before, bound in zip(run["rest"], run["bound"]):
            assert bound > before > summary["shared"]
    # Leaving frees the game's modules but for interned names, and no more a second time.
    assert summary["unloaded"] < summary["imported"]
    assert summary["reloaded"] - summary["unloaded"] < 1024
    assert not [n for n in summary["left"] if n.startswith("engine." + game_id)]
    # The shell (display libraries stubbed), then the game and its scene on top.
    assert summary["reloaded"] < summary["stubs"] < summary["reloaded"] + 4096
    assert summary["shell_bound"] >= summary["shell"] > summary["stubs"] + 10 * 1024
    assert summary["on_shell"] > summary["shell"]
    if os.path.isfile(os.path.join(ROOT, "engine", game_id, "scene.py")):
        assert summary["scene_bound"] >= summary["scene"] > summary["on_shell"]


def test_the_heap_probe_counts_royal_gardens_pondering():
    # Against a person, Royal Garden's Expert holds its thinking on their time (ai_ponder):
    # one more run, its top level with that module loaded and a slice before each move.
    runs, summary = heap.probe("royal_garden", moves=2)
    plain = [r for r in runs if r["level"] == "expert" and not r["pondering"]]
    pondering = [r for r in runs if r["pondering"]]
    assert len(plain) == len(pondering) == 1
    assert min(pondering[0]["rest"]) > max(plain[0]["rest"]) + 1024  # the module's arrays
    assert heap.run_row(pondering[0], summary["shared"])[1] == "expert+p"


def test_heap_verdicts():
    budget = heap.BUDGET
    assert heap.verdict(budget - 1, budget) == "ok"
    assert heap.verdict(budget - 1, budget + 1) == "rest ok"
    assert heap.verdict(budget + 1, budget + 2) == "OVER"
    row = heap.run_row({"seats": 2, "level": "x", "moves": 2, "rest": [100, 300, 200],
                        "bound": [900, 500], "hint": [[100, 400]], "restore": [[100, 150]]}, 100)
    assert row == (2, "x", 2, 100, 200, 800, 800, 300, 50, "ok")
    row = heap.run_row({"seats": 2, "level": "x", "moves": 1, "rest": [100, 100],
                        "bound": [300], "hint": [[100, budget + 101]], "restore": [[100, 200]]},
                       100)
    assert row[-1] == "rest ok"  # a hint over the budget is not proven within it
    row = heap.run_row({"seats": 2, "level": "x", "moves": 1, "rest": [100, 100],
                        "bound": [300], "hint": [[100, 200]], "restore": [[100, budget + 101]]},
                       100)
    assert row[-1] == "ok, restore over"


def test_leaving_a_game_drops_its_modules():
    game_id = display.screen_games()[0]
    playing, left, top = unload.leave_game(game_id)
    assert "engine.%s.rules" % game_id in playing and "engine.%s.ai" % game_id in playing
    assert left == [] and top == "MainMenu"


def test_the_bundle_parts_add_up():
    with tempfile.TemporaryDirectory() as tmp:
        folder = bundle.build(Path(tmp) / "CIRCUITPY")
        sizes = bundle_size.measure(folder)
        total, count = bundle.size(folder)
    assert sum(s[1] for s in sizes.values()) == total
    assert sum(s[0] for s in sizes.values()) == count
    for part in ("code.py", "engine", "engine/assets", "engine/niwa", "boards"):
        assert part in sizes, part
    for files, size, disk in sizes.values():
        assert size <= disk < size + files * bundle_size.CLUSTER
    games = {"royal_garden"}
    assert bundle_size.part_of(Path("engine/royal_garden/ai.py"), games) == "engine/royal_garden"
    assert bundle_size.part_of(Path("engine/ui/draw.py"), games) == "engine"
    assert bundle_size.part_of(Path("lib/adafruit_ticks.py"), games) == "lib/adafruit_ticks"


def test_an_unknown_section_is_refused():
    try:
        main(["no_such_section"])
    except SystemExit as stop:
        assert "no_such_section" in str(stop)
    else:
        raise AssertionError("no SystemExit")


def test_strength_names_games_and_refuses_anything_else():
    try:
        main(["strength", "heap"])  # a section has no strength series
    except SystemExit as stop:
        assert "heap" in str(stop)
    else:
        raise AssertionError("no SystemExit")


def test_every_timed_level_is_checked_against_the_move_budgets_on_every_board():
    assert moves.verdict(0.5, 1.5) == "ok"
    assert moves.verdict(1.2, 1.5) == "OVER: median"
    assert moves.verdict(1.2, 2.4) == "OVER: median and worst"
    kept = list(moves.TIMINGS)
    fast = (0.1, 0.2)
    moves.TIMINGS[:] = [
        ("Game X (seeded)", "Alpha", {"PyBadge": (0.8, 2.4), "CLUE": fast, "RP2040": fast}),
        ("Game X (seeded)", "Beta", {"PyBadge": fast, "CLUE": (1.2, 1.9), "RP2040": fast}),
        ("Game X (seeded)", "Gamma", {"PyBadge": fast, "CLUE": fast, "RP2040": fast}),
    ]
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            moves.print_budgets()
    finally:
        moves.TIMINGS[:] = kept
    verdicts = {line.split()[2]: line.split("  ")[-1] for line in out.getvalue().splitlines()
                if line.startswith("  Game X ")}
    assert verdicts == {"Alpha": "PyBadge OVER: worst", "Beta": "CLUE OVER: median",
                        "Gamma": "ok"}


MATCH = [["royal_garden", 2, 501, {}, "skilled", 1]]


def test_move_times_without_the_core_say_so_and_time_cpython(monkeypatch):
    monkeypatch.delenv("CIRCUITPYTHON", raising=False)
    kept = list(moves.TIMINGS)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        moves.time_matches("Royal Garden (one match)", MATCH, {"skilled": "Skilled"}, 1)
    assert moves.TIMINGS == kept  # no board figures to check
    text = out.getvalue()
    assert "no board estimates: no CircuitPython core given" in text
    row = [line for line in text.splitlines() if line.startswith("  Skilled")][0]
    assert int(row.split()[1]) > 5  # the moves of a whole match


@pytest.mark.skipif(CORE is None, reason="no CircuitPython core here")
def test_move_times_on_the_core_give_each_board_its_budgets(monkeypatch):
    monkeypatch.setenv("CIRCUITPYTHON", str(CORE))
    kept = list(moves.TIMINGS)
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            moves.time_matches("Royal Garden (one match)", MATCH, {"skilled": "Skilled"}, 1)
        title, level, figures = moves.TIMINGS[-1]
    finally:
        moves.TIMINGS[:] = kept
    assert (title, level, sorted(figures)) == (
        "Royal Garden (one match)", "Skilled", ["CLUE", "PyBadge", "RP2040"])
    assert all(0 < med <= worst < 10 for med, worst in figures.values())
    assert "spent the same nodes as CPython" in out.getvalue()
    # the same core microseconds are a CLUE's 1480/700 times a PyBadge's
    clue, pybadge = core.board_seconds(1000, 700), core.board_seconds(1000, 1480)
    assert clue * 700 == pytest.approx(pybadge * 1480)


def test_startup_lists_what_the_app_holds_and_measures_it_on_the_vm(monkeypatch):
    from tools.bench import startup

    monkeypatch.delenv("CIRCUITPYTHON", raising=False)
    stages = startup.resident("royal_council")
    assert "engine.app.title" in stages["title"]
    assert "engine.royal_council.rules" in stages["playing"]
    assert "engine.royal_council.rules" not in stages["menu"]
    assert not [m for m in stages["playing"] if m.startswith("boards.desktop")]
    guided = startup.resident("royal_council", visit="guided")
    assert list(guided) == ["title", "menu", "guided", "playing"]
    assert "engine.app.guide" in guided["guided"] and "once:engine.royal_council.guide" in \
        guided["guided"]
    assert "engine.royal_council.ai" not in guided["guided"]  # the script plays its moves
    assert "engine.royal_council.ai" in guided["playing"]  # the game played on after it
    review = startup.resident("royal_garden", visit="review")
    assert list(review) == ["review"]  # in a fresh VM: nothing of the title and menus
    for name in ("engine.app.review", "engine.review", "engine.royal_garden.review_words",
                 "engine.royal_garden.ai_review", "texts:engine.app.text_review"):
        assert name in review["review"], name
    assert startup.kinds() == [None]
    record = startup.measure("royal_council")
    title, menu, playing = record["stages"]
    assert [s["name"] for s in record["stages"]] == list(stages) == ["title", "menu", "playing"]
    assert record["bare"] < title["heap"] <= menu["heap"] < playing["heap"] <= playing["needs"]
    assert "engine.royal_council.ai" in [name for name, _ in playing["modules"]]
    assert title["us"] > 0


@pytest.mark.skipif(CORE is None or MPY_CROSS is None, reason="no CircuitPython tools here")
def test_startup_on_the_core_finds_the_heap_each_stage_needs(monkeypatch):
    from tools.bench import startup

    monkeypatch.setenv("CIRCUITPYTHON", str(CORE))
    monkeypatch.setenv("MPY_CROSS", str(MPY_CROSS))
    assert startup.kinds() == ["py", "mpy"]
    compiled = startup.measure("royal_council", "mpy")
    source = startup.measure("royal_council", "py")
    for record in (compiled, source):
        title, _, playing = record["stages"]
        assert record["bare"] < title["heap"] < playing["heap"]
        assert playing["needs"] * 1024 > playing["heap"]  # the cap that reaches it
    assert compiled["stages"][0]["needs"] < source["stages"][0]["needs"]  # no compiling
    path = startup.spec_file("royal_council")
    for kind in ("py", "mpy"):  # the whole start-up runs on the core, to the title screen
        done = core.probe(core.bundles()[kind], "title", path).split()
        assert done[0] == "ok" and int(done[1]) > 0 and done[2] == "TitleScene"


def test_the_device_total_counts_the_game_state_above_its_modules():
    from tools.bench import device

    runs = [{"rest": [5000, 5600, 5300]}, {"rest": [5000, 5900]}]
    assert device.state_bytes(runs, {"imported": 4800}) == 1100
    runs[1]["pondering"] = True  # Royal Garden's Expert with its pondering: in play only
    assert device.state_bytes(runs, {"imported": 4800}, pondering=False) == 800


def test_the_idle_bench_runs_the_real_loop_and_times_keys(monkeypatch):
    from tools.bench import idle

    monkeypatch.setattr(idle, "SECONDS", 0.3)
    monkeypatch.setattr(idle, "KEYS", 2)
    share, responses = idle.measure("royal_garden")
    assert 0 <= share < 1
    assert len(responses) == 2 and all(ms > 0 for ms in responses)


def test_the_ponder_bench_without_the_core_says_so(monkeypatch):
    from tools.bench import ponder

    monkeypatch.delenv("CIRCUITPYTHON", raising=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        ponder.report()
    assert "no board estimates" in out.getvalue()


@pytest.mark.skipif(CORE is None, reason="no CircuitPython core here")
def test_the_ponder_bench_times_every_slice_on_every_board(monkeypatch):
    # One seeded game, a few slices a turn: each board's slices are timed, a slice spends
    # its share of ai.PONDER_NODES and at most one node's cheap end of a solve more (16
    # of ai._tail's nodes at 5 cards left, 0.6 of a node each), and the game's start (the
    # import, as the screen is made) is apart.
    from engine.royal_garden import ai
    from tools.bench import ponder

    monkeypatch.setenv("CIRCUITPYTHON", str(CORE))
    monkeypatch.setattr(ponder, "SEEDS", [900])
    monkeypatch.setattr(ponder, "SLICES", 30)
    monkeypatch.setattr(ponder, "PASSES", 1)
    boards = ponder.on_boards()
    assert sorted(boards) == ["CLUE", "PyBadge", "RP2040"]
    for slices, start, nodes, rate in boards.values():
        assert len(slices) > 30 and all(0 < ms < 1000 for ms in slices) and start > 0
        assert ai.PONDER_NODES // 3 < nodes <= ai.PONDER_NODES + 1 + 16 * 3 // 5
        assert 0 < rate < 100000
