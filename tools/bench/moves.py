"""AI move times per board, and the budget check of every level timed (make bench).

A game's times() hands its seeded matches to time_matches(). Each match is played on the
CircuitPython core (tools/bench/core.py) at each board's speed (its SPEED: the AIs'
budgets shrink where a board is slower, engine.budget.budget), every move timed once as a
board plays it (tables and caches built on the way count) and turned into that board's
seconds by the pystone ratio measured in the same run; that is done CORE_PASSES times,
pass after pass, and each move's fastest run kept (the machine is shared: a stall rarely
hits every pass). The matches are played on CPython too, at a PyBadge's budgets, in CPU
time, the best of repeated runs of each move from the same prng state (the second column:
the desktop's figures). Budgets (issue 15): on every board, an AI move at most 2 s and the
median at most 1 s.
"""

from boards import clue, picosystem, pybadge
from engine.budget import set_speed
from engine.prng import Prng
from tools.bench import core
from tools.bench.common import MoveTimer, load_game, play_timed

MOVE_BUDGET_S = 2.0
MEDIAN_BUDGET_S = 1.0
# Runs of each move on the core, the fastest kept: each in a pass of its own over every
# board, so that a stall of the shared machine rarely hits all of a move's runs.
CORE_PASSES = 3
SPEEDS = {"pybadge": pybadge.SPEED, "clue": clue.SPEED, "picosystem": picosystem.SPEED}
TIMINGS = []  # (title, level name, {board: (median s, worst s)}) of every level timed


def on_boards(matches):
    """{board name: MoveTimer in that board's seconds} from the core, or None without it.
    The pystones are measured around every pass (the best kept), so the ratio is this
    run's. The matches replay alike in every pass (seeded, budgets in nodes)."""
    if core.missing():
        return None
    bundle = core.bundles().get("mpy") or core.bundles()["py"]
    fastest = {}
    core.pystones()
    for _ in range(CORE_PASSES):
        for name, _, module in core.BOARDS:
            moves = core.times(bundle, matches, SPEEDS[module])
            best = fastest.setdefault(name, moves)
            for match, (now, kept) in enumerate(zip(moves, best, strict=True)):
                best[match] = [min(a, b) for a, b in zip(now, kept, strict=True)]
        core.pystones()
    timers = {}
    for name, pystones, _ in core.BOARDS:
        timer = timers[name] = MoveTimer()
        for match, moves in zip(matches, fastest[name], strict=True):
            for us, nodes in moves:
                timer.add(match[4], core.board_seconds(us, pystones), nodes)
    return timers


def on_cpython(matches, repeats):
    """A MoveTimer of every AI move of matches on CPython, at a PyBadge's budgets."""
    timer = MoveTimer()
    set_speed(pybadge.SPEED)
    for game_id, seats, seed, options, level, prng_seed in matches:
        rules_class, ai = load_game(game_id)
        play_timed(rules_class(seats, seed, options), level, ai, Prng(prng_seed), timer,
                   repeats)
    return timer


def time_matches(title, matches, names, repeats):
    """Time every AI move of matches ([game id, seats, seed, options, level, prng seed],
    the level on every seat) on each board's estimate and on CPython; print the table and
    keep the board figures for print_budgets(). names: level -> its display name."""
    cpython = on_cpython(matches, repeats)
    boards = on_boards(matches)
    print("%s: AI move times, median and worst" % title)
    head = "  %-10s %5s" % ("level", "moves")
    if boards:
        for name, _, _ in core.BOARDS:
            head += " | %-7s %5s %5s %5s" % (name + " s", "med", "max", "nodes")
    print(head + " | %-10s %6s %6s %5s" % ("CPython ms", "med", "max", "nodes"))
    for level in cpython.times:
        moves, med, worst, nodes = cpython.summary(level)
        row = "  %-10s %5d" % (names[level], moves)
        figures = {}
        for name, _, _ in core.BOARDS if boards else ():
            _, bmed, bworst, bnodes = boards[name].summary(level)
            figures[name] = (bmed, bworst)
            row += " | %7s %5.2f %5.2f %5d" % ("", bmed, bworst, bnodes)
        print(row + " | %10s %6.2f %6.2f %5d" % ("", med * 1000, worst * 1000, nodes))
        if boards:
            TIMINGS.append((title, names[level], figures))
    if boards:
        same = boards["PyBadge"].nodes == cpython.nodes
        print("  boards: the core's time x %d pystones/s (the core, best in this run) / the"
              " board's\n  (PyBadge 1,480, CLUE 700, RP2040 1,705: its firmware in rp2040js),"
              " the fastest of\n  %d passes a move, each board at its own budgets"
              " (SPEED %s); the core at a PyBadge's\n  spent %s nodes as CPython. CPython: CPU"
              " time, best of %d runs." % (
                  core.best_pystones(), CORE_PASSES,
                  "/".join(str(SPEEDS[m]) for _, _, m in core.BOARDS),
                  "the same" if same else "NOT the same", repeats))
    else:
        print("  no board estimates: " + core.missing())


def verdict(median, worst):
    """ok, or what is over the budgets."""
    over = [what for what, value, limit in (("median", median, MEDIAN_BUDGET_S),
                                            ("worst", worst, MOVE_BUDGET_S)) if value > limit]
    return "OVER: " + " and ".join(over) if over else "ok"


def print_budgets():
    """Every level timed so far (TIMINGS) against the move budgets, board by board."""
    print("AI move budgets on every board: median at most %.0f s, worst at most %.0f s (board"
          " estimates\n  from the CircuitPython core)" % (MEDIAN_BUDGET_S, MOVE_BUDGET_S))
    if not TIMINGS:
        print("  not checked: " + (core.missing() or "no game timed"))
        return
    head = "  %-34s %-10s" % ("", "level")
    for name, _, _ in core.BOARDS:
        head += " %14s" % (name + " med/max")
    print(head)
    for title, level, figures in TIMINGS:
        row = "  %-34s %-10s" % (title.split(" (")[0][:34], level)
        words = []
        for name, _, _ in core.BOARDS:
            med, worst = figures[name]
            row += " %6.2f /%5.2f" % (med, worst)
            word = verdict(med, worst)
            if word != "ok":
                words.append(name + " " + word)
        print(row + "  " + (", ".join(words) or "ok"))
