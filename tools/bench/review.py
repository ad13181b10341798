"""How long a finished game's review takes to work out (`python -m tools.bench review`).

For a typical game of each kind (seeded, 2 seats, the default options, the casual AI on
every seat: a person's game against the default level), the review's analysis
(engine/review.py) is worked out position by position as the review screen does it, one
position a tick: Royal Garden's exact values (ai.value within REVIEW_NODES nodes), the
other games' top AI move and reason (ai.hint). Each position is timed on the
CircuitPython core at each board's speed (a slower board's budgets are smaller), turned
into that board's seconds by the pystone ratio (tools/bench/core.py), and on CPython
(CPU time, at a PyBadge's budgets). Printed per game: positions, the median and the
slowest position (what a key waits for at most while the review works), and the whole
review's total. A screen shows each position at once; its verdict or the AI's move
follows when its position is worked out, the shown one first.
"""

import statistics
import time

from engine.budget import set_speed
from engine.prng import Prng
from engine.review import REVIEW_NODES, Review, judge_of, played
from tools.bench import core
from tools.bench.common import GAME_IDS, load_game
from tools.bench.moves import SPEEDS

LEVEL = "casual"  # who played the reviewed games
# [game id, seats, seed, options, level, prng seed]: one typical game of each kind.
MATCHES = [[game_id, 2, 21, {}, LEVEL, 5] for game_id in GAME_IDS]


def _analysed(match):
    """(rules class, ai, start, moves) of a match played to its end."""
    game_id, seats, seed, options, level, prng_seed = match
    rules_class, ai = load_game(game_id)
    game = rules_class(seats, seed, options)
    prng = Prng(prng_seed)
    while not game.is_over():
        game.play(ai.choose(game, game.to_move, level, prng))
    start, moves = played(game)
    return rules_class, ai, start, moves


def on_cpython(match):
    """(CPU seconds of each position's analysis on CPython at a PyBadge's budgets, the
    moves with a verdict and those left unsolved, or None without an exact judge)."""
    set_speed(100)
    rules_class, ai, start, moves = _analysed(match)
    review = Review(rules_class, ai, judge_of(match[0]), start, moves)
    out = []
    while True:
        begun = time.process_time()
        if not review.work():
            break
        out.append(time.process_time() - begun)
    if review.judge is None:
        return out, None
    pairs = [review.verdict(k) for k in range(review.end())]
    pairs = [pair for pair in pairs if pair is not None]
    return out, (len(pairs), len([pair for pair in pairs if pair[1] is None]))


def on_boards():
    """{board name: [[seconds of each position] per match]} from the core, or None."""
    if core.missing():
        return None
    bundle = core.bundles().get("mpy") or core.bundles()["py"]
    core.pystones()
    out = {}
    for name, _, module in core.BOARDS:
        text = core.probe_spec(bundle, "review", {"speed": SPEEDS[module], "matches": MATCHES})
        per = [[] for _ in MATCHES]
        for line in text.splitlines():
            if line.startswith("pos "):
                _, index, us = line.split()
                per[int(index)].append(int(us))
        out[name] = per
    core.pystones()
    for name, pystones, _ in core.BOARDS:
        out[name] = [[core.board_seconds(us, pystones) for us in per] for per in out[name]]
    return out


def report():
    print("== review: working out a finished game's review (%s on every seat, 2 seats; Royal"
          " Garden solved\n   within %d nodes a position, the others the top AI's hint a"
          " position)" % (LEVEL, REVIEW_NODES))
    boards = on_boards()
    head = "  %-14s %5s" % ("game", "pos")
    for name, _, _ in core.BOARDS if boards else ():
        head += " | %-7s %5s %5s %6s" % (name + " s", "med", "max", "total")
    print(head + " | %-10s %5s %5s %6s" % ("CPython ms", "med", "max", "total"))
    solved = []
    for index, match in enumerate(MATCHES):
        cpu, verdicts = on_cpython(match)
        if verdicts:
            solved.append("%s: %d of %d moves' verdicts solved" % (
                match[0], verdicts[0] - verdicts[1], verdicts[0]))
        row = "  %-14s %5d" % (match[0], len(cpu))
        for name, _, _ in core.BOARDS if boards else ():
            secs = boards[name][index]
            row += " | %7s %5.2f %5.2f %6.1f" % ("", statistics.median(secs), max(secs),
                                                  sum(secs))
        print(row + " | %10s %5.1f %5.1f %6.0f" % (
            "", statistics.median(cpu) * 1000, max(cpu) * 1000, sum(cpu) * 1000))
    for line in solved:
        print("  " + line + " (the rest: not solved in the budget, or a game's first card)")
    if boards:
        print("  boards: the core's time x %d pystones/s (the core, best in this run) / the"
              " board's;\n  each position timed once, after a collection, at the board's"
              " own budgets." % core.best_pystones())
    else:
        print("  no board estimates: " + core.missing())
