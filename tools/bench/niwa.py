"""Niwa: AI move times per level (times) and the strength figures of issue 4 (strength).

Strength: the top level against the baseline (casual: the best swap by the exact
score, else reveal) and against random legal moves, over SERIES seeded
tournaments of 3 rounds at 2, 3 and 4 seats. The top level plays one seat (seat
i % seats in tournament i, so it sits everywhere equally); every other seat plays
the opponent. Reported: average tournament points of the top level and of the
opponents' seats, and the top level's wins, shared wins and losses (a win: the
highest total alone).
"""

import time

from engine.niwa.text import TEXT
from tools.bench.common import load_game, play_game, print_table
from tools.bench.moves import time_matches

SERIES = 200  # seeded tournaments per table row (the figure)
SEATS = (2, 3, 4)
BASELINE = "casual"
TIMING_GAMES = 4  # self-play tournaments per level and seat count (2 and 4 seats)
REPEATS = 5  # each move is timed this often and the fastest kept: the machine is shared


def times():
    """AI move times per level on every board's estimate and on CPython (make bench)."""
    _, ai = load_game("niwa")
    matches = [["niwa", seats, 9000 + i, {}, level, 9000 + i]
               for level in ai.LEVELS for seats in (2, 4) for i in range(TIMING_GAMES)]
    time_matches("Niwa (%d tournaments a level at 2 and at 4 seats)" % TIMING_GAMES, matches,
                 {level: TEXT[level][0] for level in ai.LEVELS}, REPEATS)
    print("  The expert builds a score table on its first move of a round with objective 1"
          " or 4-7:\n  in the boards' figures (one run a move a pass), not in CPython's (the"
          " best of runs\n  reuses it): %.2f ms on CPython" % (_table_build(ai) * 1000))


def strength():
    """The top level against the baseline and against random moves (minutes)."""
    rules, ai = load_game("niwa")
    names = {level: TEXT[level][0] for level in ai.LEVELS}
    top = ai.LEVELS[-1]
    for opponent in (BASELINE, None):
        started = time.perf_counter()
        rows = [_series(rules, ai, top, opponent, seats) for seats in SEATS]
        print_table("%s against %s: %d seeded 3-round tournaments per row, %.0f s:" % (
            names[top], "random moves" if opponent is None else names[opponent], SERIES,
            time.perf_counter() - started),
            ("seats", "top avg", "others avg", "won", "shared", "lost", "win rate"), rows)


def _series(rules, ai, top, opponent, seats):
    """One table row: the top level at one seat, opponent (None: random) elsewhere."""
    won = shared = lost = 0
    mine = theirs = 0
    for i in range(SERIES):
        seat = i % seats
        levels = [opponent] * seats
        levels[seat] = top
        result = play_game(rules(seats, 1 + i), levels, ai, 7919 * (1 + i) + seats).result()
        best_other = max(result[s] for s in range(seats) if s != seat)
        mine += result[seat]
        theirs += (sum(result) - result[seat]) / (seats - 1)
        if result[seat] > best_other:
            won += 1
        elif result[seat] == best_other:
            shared += 1
        else:
            lost += 1
    return (seats, "%.1f" % (mine / SERIES), "%.1f" % (theirs / SERIES), won, shared, lost,
            "%.1f%%" % (100.0 * won / SERIES))


def _table_build(ai):
    """The fastest of 5 builds of each table, the slowest objective's figure."""
    worst = 0
    for obj in (1, 4, 5, 6, 7):
        fastest = None
        for _ in range(5):
            ai._tables[0] = 0  # forget the last table
            start = time.perf_counter()
            ai._table(obj)
            spent = time.perf_counter() - start
            fastest = spent if fastest is None else min(fastest, spent)
        worst = max(worst, fastest)
    return worst
