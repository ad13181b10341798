"""Runs inside the CircuitPython core (its unix port), driven by tools/bench/core.py.

    circuitpython -X heapsize=NNk core_probe.py ROOT COMMAND ARGS...
    MICROPYPATH=FOLDER circuitpython -X heapsize=NNk -m core_probe ROOT ...  (.mpy in FOLDER)

ROOT is a device bundle (tools/bundle.py build: .py or .mpy files); everything is
imported from it and its lib/, as on a board. Commands (numbers in the output are plain text):
  bare                                 nothing but this probe; prints `ok`
  play GAME SEATS SEED OPTIONS LEVEL   a seeded match to the end, the level on every
        seat, the hint (SELECT) asked before every move; prints `ok MOVES`
  load GAME SEATS SEED OPTIONS         the game's rules and ai imported and a game dealt
        (its tables built); prints `ok HEAP` (gc.mem_alloc() after a collection)
  times SPEC                           the AI moves of SPEC's matches (a JSON file:
        {"speed", "matches": [[game, seats, seed, options, level, prng], ...]}), each timed
        once as a board plays it (caches built on the way included); prints
        `move MATCH US NODES` a move (microseconds) and `done`
  review SPEC                          SPEC's matches played, then each one's review worked
        out a position at a time (engine/review.py), each timed; prints `pos MATCH US`
        a position and `done`
  title SPEC                           a PyBadge's start-up to its title screen, timed
        (see title(); SPEC as for startup); prints `ok US SCENE`
  startup SPEC [STAGE]                 the stage imports of tools/bench/startup.py's spec
        ({"natives", "stubs": the folder of native_stub.py, "stages": [[name, [module,
        ...]], ...]}); prints one
        JSON line, or with STAGE (a number) `ok` once that stage is reached
OPTIONS is JSON ({} for none). A MemoryError (the heap cap) ends the run with an error.
"""

import gc
import json
import sys
import time

CURSOR_SLICES = 10  # ponder: the person's cursor moves on after this many slices (0.2 s)


def _game_class(game_id):
    from engine.game import Game

    rules = __import__("engine." + game_id + ".rules").__dict__[game_id].rules
    for value in rules.__dict__.values():
        if isinstance(value, type) and issubclass(value, Game) and value.NAME == game_id:
            return value
    raise LookupError("no Game subclass named " + game_id)


def _ai(game_id):
    return __import__("engine." + game_id + ".ai").__dict__[game_id].ai


def play(game_id, seats, seed, options, level):
    from engine.prng import Prng

    game = _game_class(game_id)(int(seats), int(seed), json.loads(options))
    ai = _ai(game_id)
    prng = Prng(int(seed))
    moves = 0
    while not game.is_over():
        ai.hint(game, game.to_move, Prng(7))
        game.play(ai.choose(game, game.to_move, level, prng))
        moves += 1
    print("ok", moves)


def load(game_id, seats, seed, options):
    game_class = _game_class(game_id)  # rules, then ai, as play() imports them
    _ai(game_id)
    game = game_class(int(seats), int(seed), json.loads(options))
    game.legal_moves()
    gc.collect()
    print("ok", gc.mem_alloc())


def times(spec_path):
    from engine.budget import set_speed
    from engine.prng import Prng

    with open(spec_path) as f:
        spec = json.load(f)
    set_speed(spec["speed"])
    for index, (game_id, seats, seed, options, level, prng_seed) in enumerate(spec["matches"]):
        game = _game_class(game_id)(seats, seed, options)
        ai = _ai(game_id)
        prng = Prng(prng_seed)
        while not game.is_over():
            gc.collect()  # each move starts alike; its own collections count
            start = time.ticks_us()
            move = ai.choose(game, game.to_move, level, prng)
            print("move", index, time.ticks_diff(time.ticks_us(), start), ai.last_nodes())
            game.play(move)
    print("done")


def review(spec_path):
    """Each match of SPEC played to its end (untimed), then its review's analysis worked
    out position by position as the review screen does (engine/review.py, work()), each
    timed once: prints `pos MATCH US` a position and `done`."""
    from engine.budget import set_speed
    from engine.prng import Prng
    from engine.review import Review, judge_of, played

    with open(spec_path) as f:
        spec = json.load(f)
    set_speed(spec["speed"])
    for index, (game_id, seats, seed, options, level, prng_seed) in enumerate(spec["matches"]):
        rules_class = _game_class(game_id)
        game = rules_class(seats, seed, options)
        ai = _ai(game_id)
        prng = Prng(prng_seed)
        while not game.is_over():
            game.play(ai.choose(game, game.to_move, level, prng))
        start, moves = played(game)
        game = None
        steps = Review(rules_class, ai, judge_of(game_id), start, moves)
        while True:
            gc.collect()
            begun = time.ticks_us()
            if not steps.work():
                break
            print("pos", index, time.ticks_diff(time.ticks_us(), begun))
    print("done")


def ponder(spec_path):
    """Royal Garden's Expert (seat 0) thinking on the person's time, slice by slice as the
    game screen gives it (ai.ponder with the board's share of ai.PONDER_NODES), in seeded
    games where the person plays at random, their cursor on the next of their cards every
    CURSOR_SLICES slices (so that searches are put aside and brought back in some slices,
    as when a person browses): prints `start US` a game (the screen's call
    with no nodes as it is made: ai_ponder imported, the heap asked for room), `slice US
    NODES` a slice and `done`."""
    from engine.budget import budget, set_speed
    from engine.modules import forget
    from engine.prng import Prng
    from engine.royal_garden import ai
    from engine.royal_garden.rules import RoyalGarden

    with open(spec_path) as f:
        spec = json.load(f)
    set_speed(spec["speed"])
    for seed in spec["seeds"]:
        forget("engine.royal_garden.ai_ponder")  # as a new game finds it
        game = RoyalGarden(2, seed)
        prng = Prng(seed)
        gc.collect()
        start = time.ticks_us()
        ai.ponder(game, 0, 0)
        print("start", time.ticks_diff(time.ticks_us(), start))
        while not game.is_over():
            if game.to_move == 0:
                game.play(ai.choose(game, 0, "expert", prng))
                continue
            cards = game.legal_moves()
            for i in range(spec["slices"]):
                first = cards[i // CURSOR_SLICES % len(cards)]
                gc.collect()  # each slice starts alike; the round's own garbage is apart
                start = time.ticks_us()
                more = ai.ponder(game, 0, budget(ai.PONDER_NODES), first)
                print("slice", time.ticks_diff(time.ticks_us(), start), ai.last_nodes())
                if not more:
                    break
            game.play(prng.choice(game.legal_moves()))
    print("done")


def _stub_modules(folder, names):
    """tools/bench/native_stub.py (in folder) in sys.modules for each of the device's
    built-in modules (names) that the core lacks or has only in part (its displayio has
    Bitmap and Palette only): their code lives in a board's flash, not on its heap. A
    module in sys.modules wins over a built-in one."""
    sys.path.append(folder)
    import native_stub

    for name in names:
        if name != "displayio":
            try:
                __import__(name)
                continue
            except ImportError:
                pass
        sys.modules[name] = native_stub


def title(spec_path):
    """Start as code.py does on a PyBadge, up to the title screen built and stepped once:
    the boards package, the board module and the app imported, the app started, its first
    step. The Hardware is the board's but over core_display (the core's own Bitmap and
    Palette, stand-in groups, a display that draws nothing) and a fresh NVM; the other
    built-ins are native_stub. Prints `ok US`, the microseconds from the first import."""
    with open(spec_path) as f:
        spec = json.load(f)
    folder = spec["stubs"]
    sys.path.append(folder)
    import core_display  # takes the core's own displayio first

    _stub_modules(folder, [name for name in spec["natives"] if name != "displayio"])
    sys.modules["displayio"] = core_display
    spec = None
    gc.collect()
    start = time.ticks_us()
    import boards
    from boards import pybadge
    from engine.app.app import start as start_app

    display = core_display.Display(pybadge.WIDTH, pybadge.HEIGHT)
    store = boards.Store(bytearray(b"\xff" * pybadge.NVM_SIZE))
    hw = boards.Hardware(pybadge.NAME, display, pybadge.keymap(), store,
                         time.ticks_ms)
    hw.speed = pybadge.SPEED
    app = start_app(hw)
    app.step()
    print("ok", time.ticks_diff(time.ticks_us(), start), type(app.top()).__name__)


def startup(spec_path, upto=None):
    """Import the stages' modules in order, forgetting what a stage no longer lists, as
    the app does; prints the heap after each module and each stage (collected) and the
    microseconds its imports took, as JSON. With upto (a stage's number), only the
    stages up to it, then `ok` (tools/bench/core.py bisects the heap that reaches it)."""
    from engine.lang import Texts
    from engine.modules import forget, import_once

    with open(spec_path) as f:
        spec = json.load(f)
    if "stubs" in spec:  # not on a board (tools/device/heap.py), whose built-ins are real
        _stub_modules(spec["stubs"], spec["natives"])
    stages = spec["stages"]
    spec = None  # only the stages stay on the heap
    gc.collect()
    out = {"bare": gc.mem_alloc(), "free": gc.mem_free(), "stages": []}
    held = {}
    for number, (name, modules) in enumerate(stages):
        for module in [m for m in held if m not in modules]:
            held[module] = None
            del held[module]
            if not module.startswith("texts:"):
                forget(module)
        gc.collect()
        before = gc.mem_alloc()
        spent = 0
        costs = []
        for module in modules:
            if module in held:
                continue
            start = _ticks_us()
            if module.startswith("texts:"):
                held[module] = Texts(module[6:])
            elif module.startswith("once:"):
                import_once(module[5:])
                held[module] = True
            else:
                __import__(module)
                held[module] = True
            spent += _since_us(start)
            gc.collect()
            costs.append([module, gc.mem_alloc() - before])
            before = gc.mem_alloc()
        out["stages"].append({"name": name, "modules": costs, "heap": before, "us": spent})
        if upto is not None and number == int(upto):
            print("ok")
            return
    out["names_left"] = names_left()
    print(json.dumps(out))


def _ticks_us():
    """Microseconds on a wrapping clock: the core's time.ticks_us, else (on a board's
    CircuitPython, which has none) its supervisor's milliseconds."""
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    import supervisor

    return supervisor.ticks_ms() * 1000


def _since_us(start):
    """Microseconds from start (_ticks_us) to now."""
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(time.ticks_us(), start)
    return _ticks_us() - start  # a board's: wraps after 6 days, not in a probe's run


class _Names:
    pass


def names_left(most=2000):
    """How many more names MicroPython can intern before it allocates its next table of
    names (qstr pool, twice the last one: some KB at once): new attribute names are
    interned one by one until the heap jumps."""
    for n in range(most):
        gc.collect()
        before = gc.mem_alloc()
        setattr(_Names(), "zq_%d" % n, None)
        gc.collect()
        if gc.mem_alloc() - before > 2048:
            return n
    return most


def main(argv):
    sys.path.insert(0, argv[1])
    sys.path.insert(1, argv[1] + "/lib")  # a board's /lib
    command = argv[2]
    if command == "bare":
        print("ok")
    elif command == "play":
        play(*argv[3:8])
    elif command == "load":
        load(*argv[3:7])
    elif command == "times":
        times(argv[3])
    elif command == "review":
        review(argv[3])
    elif command == "ponder":
        ponder(argv[3])
    elif command == "startup":
        startup(*argv[3:5])
    elif command == "title":
        title(argv[3])
    else:
        raise ValueError("unknown command " + command)


if __name__ == "__main__":  # a board imports it (tools/device/heap.py)
    main(sys.argv)
