"""Royal Council: AI move times per level and the strength figures of issue 6 (desktop only).

- Move times: for each variant, TIMING_GAMES seeded games at 2 and at 4 seats with
  every seat at the level, on every board's estimate and on CPython (tools/bench/moves.py);
  then, for each variant, SEARCH_GAMES games of the top level at 2 seats alone (its
  searches: ai_exact, ai_chance, the slowest moves).
- Series: for each variant and 2, 3 and 4 seats, seeded games of the top level against
  each baseline of BASELINES (a uniformly random player, the greedy casual level and
  the skilled level): games // seats deals, each dealt once with the top level in
  every seat in turn, all other seats playing the baseline. The game has no draws:
  someone reaches 121 first. A fair share of wins is 1 / seats. The issue's series is
  300 games; against skilled (the slowest baseline) only half as many, to keep the
  bench near five minutes on this machine.
"""

import time

from tools.bench.common import load_game, play_game, print_table
from tools.bench.moves import time_matches

SERIES = 300  # games per variant, seat count and baseline (the series)
BASELINES = ((None, SERIES), ("casual", SERIES), ("skilled", SERIES // 2))  # None: random
TIMING_GAMES = 2  # seeded games per variant, level and seat count (2 and 4) for the times
SEARCH_GAMES = 4  # seeded games of each variant's top level at 2 seats, timed apart
REPEATS = 3


def _names(ai):
    from engine.royal_council.text import TEXT

    names = {level: TEXT[level][0] for level in ai.LEVELS}
    names[None] = "random"
    return names


def times():
    """AI move times per variant and level on every board's estimate and on CPython."""
    _, ai = load_game("royal_council")
    from engine.royal_council.rules import VARIANT_KEYS
    from engine.royal_council.text import TEXT

    for variant, key in enumerate(VARIANT_KEYS):
        matches = [["royal_council", seats, 700 + seed, {"variant": variant}, level, seed]
                   for level in ai.LEVELS for seats in (2, 4) for seed in range(TIMING_GAMES)]
        time_matches("Royal Council, %s (%d games a level at 2 and 4 seats)" % (
            TEXT[key][0], TIMING_GAMES), matches, _names(ai), REPEATS)
    # The top level's own searches at 2 seats (the hands variant's ai_exact, the draw
    # pile's and the whole deck's ai_chance), apart: the rows above mix them with the
    # 4-seat moves.
    for variant, key in enumerate(VARIANT_KEYS):
        matches = [["royal_council", 2, 700 + seed, {"variant": variant}, ai.LEVELS[-1],
                    seed] for seed in range(SEARCH_GAMES)]
        time_matches("Royal Council, %s at 2 seats (%d games: the search)" % (
            TEXT[key][0], SEARCH_GAMES), matches, _names(ai), REPEATS)


def strength():
    """Win rates of the top level against each baseline, per variant and seat count (minutes)."""
    rules_class, ai = load_game("royal_council")
    from engine.royal_council.rules import VARIANT_KEYS
    from engine.royal_council.text import TEXT

    names = _names(ai)
    top = ai.LEVELS[-1]
    started = time.perf_counter()
    for variant, key in enumerate(VARIANT_KEYS):
        if variant:
            print()
        spent = time.perf_counter()
        rows = []
        for seats in (2, 3, 4):
            row = [seats, "%.0f%%" % (100.0 / seats)]
            for base, games in BASELINES:
                won, played = _series(rules_class, ai, variant, seats, top, base, games)
                row.append("%d/%d %.0f%%" % (won, played, 100.0 * won / played))
            rows.append(row)
        print_table(
            "%s, %s: games won by %s, every other seat at a baseline (seeded games, the top"
            " level in every seat in turn; %.0f s)" % (
                TEXT["name"][0], TEXT[key][0], names[top], time.perf_counter() - spent),
            ["seats", "fair"] + ["vs " + names[b] for b, _ in BASELINES],
            rows,
        )
    print("  bench time %.0f s" % (time.perf_counter() - started))


def _series(rules_class, ai, variant, seats, top, base, games):
    """(games won by top, games played): games // seats deals, top in every seat in turn."""
    won = 0
    deals = games // seats
    for deal in range(deals):
        for top_seat in range(seats):
            levels = [base] * seats
            levels[top_seat] = top
            game = rules_class(seats, 20000 + deal, {"variant": variant})
            play_game(game, levels, ai, deal * seats + top_seat)
            won += game.winner == top_seat
    return won, deals * seats
