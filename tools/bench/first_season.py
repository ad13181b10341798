"""First of the Season: AI move times per level (times) and strength over seeded series
(strength, issue 5)."""

import time

from engine.first_season.text import TEXT
from tools.bench.common import load_game, play_game, print_table
from tools.bench.moves import time_matches

SERIES = 500  # games per pairing: SERIES // 2 seeded deals, each played with seats swapped
TIMING_GAMES = 20  # self-play games per level for the move times
REPEATS = 3  # each move is timed this often and the fastest kept: the machine is shared
GREEDY = "gardener"  # the greedy baseline level


def times():
    """AI move times per level on every board's estimate and on CPython (make bench)."""
    _, ai = load_game("first_season")
    matches = [["first_season", 2, 9000 + i, {}, level, 9000 + i]
               for level in ai.LEVELS for i in range(TIMING_GAMES)]
    time_matches("First of the Season (%d self-play games a level)" % TIMING_GAMES, matches,
                 {level: TEXT[level][0] for level in ai.LEVELS}, REPEATS)


def strength():
    """Each level against random moves and the greedy baseline (minutes)."""
    rules, ai = load_game("first_season")
    names = {level: TEXT[level][0] for level in ai.LEVELS}
    started = time.perf_counter()
    rows = []
    for level in ai.LEVELS:
        for opponent in (None, GREEDY):
            if opponent == level:
                continue
            won, drawn, lost = _series(rules, ai, level, opponent)
            rows.append((names[level], "random" if opponent is None else names[opponent],
                         won, drawn, lost, "%.1f%%" % (100.0 * (won + drawn / 2) / SERIES)))
    print_table("Strength over %d seeded games a pairing (%d deals, seats swapped), %.0f s:"
                % (SERIES, SERIES // 2, time.perf_counter() - started),
                ("level", "against", "won", "drawn", "lost", "score"), rows)


def _series(rules, ai, level, opponent):
    """Wins, draws and losses of level against opponent (None: random legal moves)."""
    won = drawn = lost = 0
    for i in range(SERIES):
        deal = 1 + i // 2
        seat = i % 2  # the seat level plays: both seats on every deal
        levels = (level, opponent) if seat == 0 else (opponent, level)
        game = play_game(rules(seed=deal), levels, ai, 7919 * deal + seat)
        mine, theirs = game.result()[seat], game.result()[1 - seat]
        if mine > theirs:
            won += 1
        elif mine < theirs:
            lost += 1
        else:
            drawn += 1
    return won, drawn, lost
