"""The device bundle holds every module the device can import, and nothing desktop-only."""

import atexit
import importlib.metadata
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.cptools import CORE, MPY_CROSS
from tools import bundle

_BUILT = []
FINDER = bundle.Finder()


def built():
    """The bundle, built once per test session into a temporary folder."""
    if not _BUILT:
        tmp = tempfile.mkdtemp(prefix="bundle-")
        atexit.register(shutil.rmtree, tmp, True)
        _BUILT.append(bundle.build(Path(tmp) / "CIRCUITPY"))
    return _BUILT[0]


def in_bundle(root, module, suffix=".py"):
    if module.split(".")[0] in bundle.lib_names():
        root = root / "lib"
    path = root.joinpath(*module.split("."))
    return path.with_suffix(suffix).is_file() or (path / ("__init__" + suffix)).is_file()


def test_every_board_module_is_scanned():
    boards = bundle.board_modules()
    assert "pybadge" in boards and "pygamer" in boards
    assert "desktop" not in boards and "keymaps" not in boards
    for name in boards:
        assert (bundle.ROOT / "boards" / (name + ".py")).is_file()


def test_no_device_import_is_missing():
    problems = []
    for board in bundle.board_modules():
        missing = bundle.device_modules(board, FINDER)[1]
        if missing:
            problems.append("%s: %s" % (board, " ".join(missing)))
    assert not problems, "modules the device imports but nothing provides:\n" + "\n".join(problems)


def test_every_module_of_a_game_is_one_the_device_can_import():
    # A game's parts are loaded by name (engine.modules.part, lang.Texts): the scan finds
    # each, so the bench and the bundle count them.
    found = bundle.device_modules("pybadge", FINDER)[0]
    for game in bundle.catalog_game_ids():
        for path in sorted((bundle.ROOT / "engine" / game).glob("*.py")):
            name = "engine.%s.%s" % (game, path.stem)
            assert path.stem == "__init__" or name in found, name


def test_bundle_holds_every_module_the_device_imports():
    root = built()
    for board in bundle.board_modules():
        found = bundle.device_modules(board, FINDER)[0]
        assert "engine.app.app" in found and "boards." + board in found
        absent = [name for name in found if not in_bundle(root, name)]
        assert not absent, "%s: not in the bundle: %s" % (board, absent)


def test_the_device_draws_text_with_bitmap_label_in_its_own_font_sheet():
    root = built()
    for board in bundle.board_modules():
        found = bundle.device_modules(board, FINDER)[0]
        assert "engine.ui.fonts" in found and "adafruit_display_text.bitmap_label" in found
        readers = [name for name in found if name.startswith("adafruit_bitmap_font")]
        assert not readers, "%s: the device imports %s" % (board, readers)
    assert bundle.lib_names() == ["adafruit_display_text", "adafruit_ticks"]
    assert (root / "lib" / "adafruit_display_text" / "bitmap_label.py").is_file()
    assert (root / "lib" / "adafruit_ticks.py").is_file()
    assert not (root / "lib" / "adafruit_bitmap_font").exists()
    assert (root / "engine" / "assets" / "font.bin").is_file()


def test_bundle_has_no_desktop_code_and_no_caches():
    root = built()
    assert sorted(p.name for p in root.iterdir()) == [
        "boards", "code.py", "engine", "lib", "settings.toml"]
    assert not (root / "boards" / "desktop").exists()
    for path in root.rglob("*"):
        assert path.name != "__pycache__" and path.suffix != ".pyc", path
        assert not path.name.startswith("test_"), path


def shipped(path):
    """What the bundle makes of a file: .py sources lose their docstrings."""
    if path.suffix != ".py":
        return path.read_bytes()
    return bundle.strip_docstrings(path.read_text(encoding="utf-8")).encode()


def test_project_files_are_copied_without_docstrings():
    root = built()
    for rel in ("code.py", "engine/game.py", "boards/__init__.py", "engine/assets/font.bin"):
        assert (root / rel).read_bytes() == shipped(bundle.ROOT / rel), rel
    modules = (root / "engine/modules.py").read_text()
    assert '"""' not in modules and "def import_once" in modules


def test_what_the_device_never_reads_stays_behind():
    assets = built() / "engine" / "assets"
    assert sorted(p.name for p in assets.iterdir()) == ["font.bin"]  # no font.bdf, no README


def test_stripping_docstrings_keeps_lines_and_meaning():
    source = (
        '"""Module."""\n\nfrom __future__ import annotations\n\n\nclass A:\n    """Only."""\n'
        '\n\ndef f(x):\n    """Two\n    lines, \u00e4."""  # why\n    return "x" + x\n'
    )
    out = bundle.strip_docstrings(source)
    assert out.count("\n") == source.count("\n")  # tracebacks keep their line numbers
    assert '"""' not in out and 'return "x" + x' in out
    space = {}
    exec(compile(out, "stripped", "exec"), space)
    assert space["f"]("y") == "xy" and space["A"].__doc__ is None


def test_lib_holds_the_installed_library_sources(tmp_path):
    # A project that lists two libraries (a package and a module): its lib/ gets them.
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "requirements.txt").write_text(
        "# comment\nadafruit_display_text  # a package\nadafruit_ticks\n")
    assert bundle.lib_names(tmp_path) == ["adafruit_display_text", "adafruit_ticks"]
    lib = tmp_path / "out"
    bundle.copy_libs(lib, tmp_path)
    for name in bundle.lib_names(tmp_path):
        src = bundle.lib_source(name)
        sources = sorted(src.rglob("*.py")) if src.is_dir() else [src]
        assert sources, name
        for path in sources:
            rel = path.relative_to(src.parent)
            assert (lib / rel).read_bytes() == shipped(path), rel


def test_builtins_are_real_circuitpython_modules():
    files = importlib.metadata.distribution("circuitpython-stubs").files
    stubs = {f.parts[0][: -len("-stubs")] for f in files if f.parts[0].endswith("-stubs")}
    assert "displayio" in stubs
    unknown = sorted(bundle.CIRCUITPYTHON_MODULES - stubs)
    assert not unknown, unknown


def write(root, rel, text):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def fake_tree(root, code):
    """A small project: one board, one game, and code.py with the given text."""
    write(root, "code.py", code)
    write(root, "boards/__init__.py", 'MODULES = {"toy_board": "toy"}\n')
    write(root, "boards/toy.py", "import board\nfrom boards import keymaps\n")
    write(root, "boards/keymaps.py", "")
    write(root, "boards/desktop/emulator.py", "import pygame\n")
    write(root, "engine/__init__.py", "")
    write(root, "engine/catalog.py", 'GAMES = (Entry("g", "G", "G", "G", 2, 2),)\n')
    for part in bundle.GAME_PARTS:
        write(root, "engine/g/%s.py" % part, "from . import helper\n" if part == "ai" else "")
    # Parts loaded by engine.modules.part, from their owner and from elsewhere.
    write(root, "engine/modules.py", "")
    write(root, "engine/g/rules.py",
          'from engine.modules import part\npart(__name__, "notation")\n')
    write(root, "engine/g/rules_notation.py",
          'from engine import modules\nmodules.part("engine.g.scene", "layout")\n')
    write(root, "engine/g/scene_layout.py", "")
    write(root, "engine/g/ai_reason.py", "")  # nothing loads it
    write(root, "engine/g/__init__.py", "")
    write(root, "engine/g/helper.py", "from ..catalog import GAMES\n")


def scan(code):
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        fake_tree(root, code)
        assert bundle.board_modules(root) == ["toy"]
        found, missing = bundle.device_modules("toy", bundle.Finder(root, libs=[]))
        return sorted(found), missing


def test_scan_follows_static_dynamic_and_relative_imports():
    found, missing = scan("import sys\nif __name__ == '__main__':\n    import boards\n")
    assert missing == []
    for name in ("boards", "boards.toy", "boards.keymaps", "engine.g.ai", "engine.g.helper",
                 "engine.g.rules_notation", "engine.g.scene_layout"):
        assert name in found, name
    assert "engine.g.ai_reason" not in found
    assert "engine.catalog" in found and "engine.g.scene" in found
    assert not any(name.startswith("boards.desktop") for name in found)


def test_scan_reports_a_missing_module():
    found, missing = scan("import engine.gone\nfrom engine.g import nothing_here\n")
    assert missing == ["engine.gone"]


def test_scan_skips_optional_imports_and_builtins():
    code = (
        "try:\n    import typing\n    from adafruit_missing import x\nexcept ImportError:\n"
        "    pass\nimport displayio, microcontroller\nfrom micropython import const\n"
        "import boards.desktop.emulator\n"
    )
    assert scan(code)[1] == []


def test_scan_does_not_excuse_other_exceptions():
    code = "try:\n    import engine.gone\nexcept ValueError:\n    pass\n"
    assert scan(code)[1] == ["engine.gone"]


def test_the_bundle_gives_every_board_the_pystack_the_core_tests_run_with():
    """settings.toml goes to the drive's top; the Makefile's core tests read the same line."""
    size = bundle.pystack_size()
    assert size > bundle.DEFAULT_PYSTACK
    assert (built() / "settings.toml").read_text() == (bundle.ROOT / "settings.toml").read_text()
    done = subprocess.run(["make", "-n", "test-circuitpython", "CIRCUITPYTHON=core"],
                          cwd=bundle.ROOT, capture_output=True, text=True, check=True)
    assert "CIRCUITPY_PYSTACK_SIZE=%d core " % size in done.stdout


def test_deploy_refuses_a_folder_that_is_not_a_drive():
    with tempfile.TemporaryDirectory() as tmp:
        try:
            bundle.deploy(Path(tmp), built())
        except SystemExit as exc:
            assert "boot_out.txt" in str(exc)
        else:
            raise AssertionError("deploy wrote to a folder without boot_out.txt")
        assert sorted(Path(tmp).iterdir()) == []


def test_deploy_replaces_our_folders_and_keeps_the_rest():
    with tempfile.TemporaryDirectory() as tmp:
        drive = Path(tmp)
        write(drive, "boot_out.txt", "Adafruit CircuitPython 9.2.1\n")
        write(drive, "settings.toml", "X = 1\nCIRCUITPY_PYSTACK_SIZE = 1536\n")
        write(drive, "lib/other_library.py", "")
        write(drive, "engine/stale_module.py", "")
        bundle.deploy(drive, built())
        settings = (drive / "settings.toml").read_text().splitlines()
        assert settings[0] == "X = 1" and (drive / "lib/other_library.py").is_file()
        assert "CIRCUITPY_PYSTACK_SIZE = %d" % bundle.pystack_size() in settings
        assert "CIRCUITPY_PYSTACK_SIZE = 1536" not in settings
        assert not (drive / "engine/stale_module.py").exists()
        assert (drive / "code.py").read_bytes() == shipped(bundle.ROOT / "code.py")
        assert (drive / "lib/adafruit_display_text/bitmap_label.py").is_file()


def test_compiling_needs_circuitpythons_mpy_cross(tmp_path):
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!/bin/sh\necho 'MicroPython v1.27.0; mpy-cross emitting mpy v6.3'\n")
    fake.chmod(0o755)
    with pytest.raises(SystemExit, match="not CircuitPython's mpy-cross"):
        bundle.build(tmp_path / "CIRCUITPY", mpy_cross=fake)
    with pytest.raises(SystemExit, match="does not run"):
        bundle.build(tmp_path / "CIRCUITPY", mpy_cross=tmp_path / "nowhere")
    assert "make bundle MPY_CROSS=" in bundle.compiled_note(None)


@pytest.mark.skipif(MPY_CROSS is None or CORE is None, reason="no CircuitPython tools here")
def test_the_compiled_bundle_is_mpy_but_code_py_and_the_core_plays_from_it(tmp_path):
    root = bundle.build(tmp_path / "CIRCUITPY", mpy_cross=MPY_CROSS)
    top = ("code.py", "settings.toml")
    suffixes = {p.suffix for p in root.rglob("*") if p.is_file() and p.name not in top}
    assert suffixes == {".mpy", ".bin"}
    assert (root / "code.py").read_text() == shipped(bundle.ROOT / "code.py").decode()
    for board in bundle.board_modules():
        found = bundle.device_modules(board, FINDER)[0]
        absent = [name for name in found if not in_bundle(root, name, ".mpy")]
        assert not absent, "%s: not compiled: %s" % (board, absent)
    script = tmp_path / "play.py"
    script.write_text(
        "import sys\nsys.path.insert(0, %r)\n"
        "from engine.royal_garden.rules import RoyalGarden\n"
        "from engine.royal_garden import ai\nfrom engine.prng import Prng\n"
        "from engine.royal_garden import rules\n"
        "g = RoyalGarden(2, 5)\np = Prng(5)\n"
        "while not g.is_over():\n    g.play(ai.choose(g, g.to_move, 'expert', p))\n"
        "print(rules.__file__, g.result())\n" % str(root))
    # the Expert's deepest searches, within the pystack the bundle gives the boards
    stack = {"CIRCUITPY_PYSTACK_SIZE": str(bundle.pystack_size())}
    done = subprocess.run([str(CORE), str(script)], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, **stack))
    assert done.returncode == 0, done.stderr
    # engine.ui.fonts finds the font beside its own __file__: a .mpy's is where it lies
    assert done.stdout.startswith(str(root / "engine" / "royal_garden" / "rules.mpy"))
