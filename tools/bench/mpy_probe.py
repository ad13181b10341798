"""Heap probe that runs inside the MicroPython VM (driven by tools/bench/mpy_heap.mjs).

The VM frees almost nothing while a runPython() call is running, so every function
here is one step that Node calls on its own, and the heap is read between calls:
heap() collects and returns gc.mem_alloc(); Node calls it before load() and move().
The state lives in this module's globals.

Each function returns a short string of space-separated numbers or words (no tuple
crosses into JavaScript). Imports and AI moves run with the collector disabled, so
the gc.mem_alloc() right after them counts every byte they allocated: an upper bound
of the peak while they ran (the true peak lies between the heap at rest and it).
"""

import gc
import sys

_state = {}


def heap():
    """The live heap in bytes after a full collection."""
    gc.collect()
    return gc.mem_alloc()


def _module(name):
    module = __import__(name)
    for part in name.split(".")[1:]:
        module = getattr(module, part)
    return module


# What the app shell holds before any game is chosen (tools/bench/heap.py names it too).
SHELL_CORE = ("engine.compat", "engine.game", "engine.modules", "engine.budget", "engine.prng")


def shared():
    """Import what the app shell always holds (not a game's own cost)."""
    for name in SHELL_CORE:
        _module(name)
    return "ok"


def load(game_id, parts):
    """Import engine.<game_id>.<part> for each comma-separated part; the bytes allocated."""
    return load_modules(",".join("engine." + game_id + "." + p for p in parts.split(",")))


def load_modules(names):
    """Import each comma-separated module (kept by its last name); the bytes allocated."""
    gc.disable()
    try:
        for name in names.split(","):
            _state[name.split(".")[-1]] = _module(name)
        return str(gc.mem_alloc())
    finally:
        gc.enable()


_DISPLAY = ("displayio", "vectorio", "bitmaptools", "fontio", "adafruit_display_text",
            "adafruit_display_text.bitmap_label")


def _stand_in(names):
    """tools/bench/native_stub.py (copied beside this probe) in sys.modules for each name."""
    import native_stub

    for name in names:
        sys.modules[name] = native_stub


def stub_display():
    """Stand-ins for displayio, vectorio, bitmaptools, fontio (the VM has none) and the
    display library, so that the shell and scene modules import: what they cost is their
    own code, not a display's (the library's is in startup's figures, on the core). Returns
    the names, comma-separated."""
    _stand_in(_DISPLAY)
    return ",".join(_DISPLAY)


def load_once(name):
    """Import module name and forget it, as engine.modules.import_once does; the bytes
    allocated (what stays is the names interned while compiling it)."""
    from engine.modules import import_once

    gc.disable()
    try:
        import_once(name)
        return str(gc.mem_alloc())
    finally:
        gc.enable()


def _drop(key):
    """Delete _state[key], its slot emptied first (MicroPython keeps a deleted value)."""
    if key in _state:
        _state[key] = None
        del _state[key]


def forget_modules(names):
    """Forget each comma-separated module ("texts:M": the Texts of M) as the app does when
    a screen no longer needs it, and the references held here."""
    from engine.modules import forget

    for name in names.split(","):
        if name.startswith("texts:"):
            _drop(name)
        else:
            forget(name)
            _drop(name.split(".")[-1])
    return "ok"


def load_texts(name):
    """Hold text module name as the app does (lang.Texts); the bytes allocated."""
    from engine.lang import Texts

    gc.disable()
    try:
        _state["texts:" + name] = Texts(name)
        return str(gc.mem_alloc())
    finally:
        gc.enable()


def stub_natives(names):
    """Stand-ins for the device's built-in modules (comma-separated names) that this VM
    lacks: their code is in the device's flash, not on its heap."""
    missing = []
    for name in names.split(","):
        try:
            __import__(name)
        except ImportError:
            missing.append(name)
    _stand_in(missing)
    return "ok"


def describe(game_id):
    """'max_seats level level ...' of the loaded game."""
    from engine.game import Game

    rules = _state["rules"]
    for value in rules.__dict__.values():
        if isinstance(value, type) and issubclass(value, Game) and value.NAME == game_id:
            _state["class"] = value
            return " ".join([str(value.MAX_SEATS)] + list(_state["ai"].LEVELS))
    raise LookupError("no Game subclass named " + game_id)


def new_game(seats, seed, level):
    """Start a seeded game with level on every seat (the previous one is dropped)."""
    from engine.prng import Prng

    _state["game"] = None
    _state["game"] = _state["class"](seats, seed)
    _state["prng"] = Prng(seed)
    _state["level"] = level
    return "ok"


def move():
    """One AI move for the seat to move: 'bytes allocated after it' and 1 once over."""
    game = _state["game"]
    ai = _state["ai"]
    gc.disable()
    try:
        game.play(ai.choose(game, game.to_move, _state["level"], _state["prng"]))
        after = gc.mem_alloc()
    finally:
        gc.enable()
    return "%d %d" % (after, 1 if game.is_over() else 0)


def ponder_slice():
    """A slice of the top level's thinking on a person's time (ai.ponder, 200 nodes) for
    the seat not to move, as if a person were to move: the bytes allocated after it,
    collector off."""
    game = _state["game"]
    gc.disable()
    try:
        _state["ai"].ponder(game, game.to_move ^ 1, 200)
        return str(gc.mem_alloc())
    finally:
        gc.enable()


def hint():
    """The hint for the seat to move, as SELECT asks for it (its own generator, the game
    untouched): the bytes allocated after it, collector off."""
    from engine.prng import Prng

    game = _state["game"]
    gc.disable()
    try:
        _state["ai"].hint(game, game.to_move, Prng(7))
        return str(gc.mem_alloc())
    finally:
        gc.enable()


def save_and_drop():
    """Keep the game's save text and drop the game, as the device is before a resume."""
    _state["text"] = _state["game"].encode()
    _state["game"] = None
    return "ok"


def restore():
    """The game rebuilt from the text save_and_drop() kept, as a resume does; play goes
    on with it. The bytes allocated after it, collector off."""
    gc.disable()
    try:
        _state["game"] = _state["class"].decode(_state.pop("text"))
        return str(gc.mem_alloc())
    finally:
        gc.enable()


def drop_game():
    """Forget the game and the modules' references held here."""
    _state.clear()
    return "ok"


def unload(game_id):
    """Delete every engine.<game_id> module, as the app does when a game is left;
    the engine modules still loaded afterwards (shared ones), space-separated."""
    from engine.modules import forget

    prefix = "engine." + game_id
    for name in list(sys.modules):
        if name.startswith(prefix + "."):
            forget(name)
    forget(prefix)
    _state.clear()
    left = [name for name in sys.modules if name.startswith("engine.")]
    left.sort()
    return " ".join(left)
