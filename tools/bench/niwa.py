"""Niwa: AI move times per level and the strength figures of issue 4.

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
from engine.prng import Prng
from tools.bench.common import MoveTimer, load_game, play_game, print_table

SERIES = 200  # seeded tournaments per table row (the figure)
SEATS = (2, 3, 4)
BASELINE = "casual"
TIMING_GAMES = 4  # self-play tournaments per level and seat count (2 and 4 seats)
REPEATS = 5  # each move is timed this often and the fastest kept: the machine is shared


def report():
    rules, ai = load_game("niwa")
    names = {level: TEXT[level][0] for level in ai.LEVELS}
    timer = MoveTimer()
    for level in ai.LEVELS:
        for seats in (2, 4):
            for i in range(TIMING_GAMES):
                _timed_game(rules(seats, 9000 + i), ai, level, Prng(9000 + i), timer)
    timer.print("Niwa", names)
    print("  (%d self-play tournaments a level at 2 and at 4 seats; each move timed %d times, "
          "the fastest kept)" % (TIMING_GAMES, REPEATS))
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


def _timed_game(game, ai, level, prng, timer):
    """Self-play at one level; every choice is timed REPEATS times from the same state."""
    while not game.is_over():
        fastest = None
        for i in range(REPEATS):
            state = prng.getstate()
            start = time.perf_counter()
            move = ai.choose(game, game.to_move, level, prng)
            spent = time.perf_counter() - start
            if fastest is None or spent < fastest:
                fastest = spent
            if i < REPEATS - 1:
                prng.setstate(state)
        timer.add(level, fastest, ai.last_nodes())
        game.play(move)
