"""Royal Garden: AI move times per level (times) and the strength figures of issue 3
(strength); desktop only.

- Move times: seeded single matches of each level against itself, on every board's
  estimate and on CPython (tools/bench/moves.py).
- Series: every pair of levels over SERIES seeded deals, each deal played twice
  with the colours swapped; one game per deal (a draw counts as a draw).
- Exact value: on the top level's moves in the first KEEP_DEALS deals of its
  series, the share of moves that keep the game value (win/draw/loss), solved
  exactly on the desktop, by the number of cards already taken. Openings (no
  card taken) cost about a second each, so only the first KEEP_OPENINGS are solved.
- Matches: points matches to 10 through play_game, top level against the others.
"""

import time

from engine.prng import Prng
from tools.bench.common import load_game, play_game, print_table
from tools.bench.moves import time_matches

SERIES = 200  # deals per pair of levels (the series), colours swapped: 2 games each
TIMING_GAMES = 10  # seeded single matches per level for the move times
REPEATS = 5
KEEP_DEALS = 40
KEEP_OPENINGS = 30
MATCHES = 10  # points matches to 10 per pair, colours swapped: 2 matches each
SOLVE_BUDGET = 10**8


def _names(ai):
    from engine.royal_garden.text import TEXT

    return {level: TEXT[level][0] for level in ai.LEVELS}


def times():
    """AI move times per level on every board's estimate and on CPython (make bench)."""
    _, ai = load_game("royal_garden")
    matches = [["royal_garden", 2, 500 + seed, {}, level, seed]
               for level in ai.LEVELS for seed in range(TIMING_GAMES)]
    time_matches("Royal Garden (%d seeded matches a level)" % TIMING_GAMES, matches,
                 _names(ai), REPEATS)
    print("  node budgets on a PyBadge: %s" % "/".join(str(b) for b in ai.BUDGETS))


def strength():
    """The series, exact-value and points-match figures of issue 3 (minutes)."""
    rules_class, ai = load_game("royal_garden")
    from engine.royal_garden import rules

    names = _names(ai)
    started = time.perf_counter()
    levels = ai.LEVELS
    wdl = {}
    kept = {}
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            wdl[(a, b)] = _series(rules_class, ai, a, b, kept, rules.PLAYING)
    rows = []
    for a in levels:
        row = [names[a]]
        total = [0, 0, 0]
        for b in levels:
            if a == b:
                row.append("-")
                continue
            w, d, lost = wdl[(a, b)] if (a, b) in wdl else tuple(reversed(wdl[(b, a)]))
            row.append("%d-%d-%d" % (w, d, lost))
            total = [total[0] + w, total[1] + d, total[2] + lost]
        row.append("%d-%d-%d" % tuple(total))
        rows.append(row)
    print_table(
        "Series: %d seeded deals per pair, colours swapped (%d games); wins-draws-losses"
        " of the row level" % (SERIES, 2 * SERIES),
        ["level"] + ["vs " + names[b] for b in levels] + ["total"],
        rows,
    )

    print()
    _print_kept(rules_class, ai, kept, levels[-1], names, rules.PLAYING)

    print()
    rows = []
    top = levels[-1]
    for other in levels[:-1]:
        won = 0
        for seed in range(MATCHES):
            for top_seat in (0, 1):
                game = rules_class(2, 900 + seed, {"match": rules.POINTS, "target": 10})
                seats = (top, other) if top_seat == 0 else (other, top)
                play_game(game, seats, ai, 900 + seed)
                won += game.result()[top_seat] > game.result()[top_seat ^ 1]
        rows.append([names[top], names[other], "%d of %d" % (won, 2 * MATCHES)])
    print_table("Points matches to 10 (play_game), colours swapped",
                ["level", "against", "matches won"], rows)
    print("  bench time %.0f s" % (time.perf_counter() - started))


def _series(rules_class, ai, a, b, kept, playing):
    """(a wins, draws, b wins) over SERIES deals with both colours; records the top
    level's decisions of the first KEEP_DEALS deals into kept."""
    top = ai.LEVELS[-1]
    score = [0, 0, 0]
    for deal in range(SERIES):
        for a_seat in (0, 1):
            game = rules_class(2, 10000 + deal)
            seats = (a, b) if a_seat == 0 else (b, a)
            prng = Prng(deal * 2 + a_seat)
            while game.phase == playing:
                move = ai.choose(game, game.to_move, seats[game.to_move], prng)
                if (seats[game.to_move] == top and deal < KEEP_DEALS
                        and len(game.legal_moves()) > 1):
                    kept.setdefault(game.taken(), []).append((game.encode(), move))
                game.play(move)
            if game.winner < 0:
                score[1] += 1
            else:
                score[0 if game.winner == a_seat else 2] += 1
    return tuple(score)


def _after(game, move, ai, playing):
    """The exact value of move for the player making it: 1 win, 0 draw, -1 loss."""
    game.play(move)
    if game.phase != playing:
        v = 0 if game.winner < 0 else 1
    else:
        v = -ai.value(game, SOLVE_BUDGET)
    game.undo()
    return v


def _print_kept(rules_class, ai, kept, top, names, playing):
    rows = []
    total = [0, 0]
    spent = time.perf_counter()
    for taken in sorted(kept):
        cases = kept[taken][:KEEP_OPENINGS] if taken == 0 else kept[taken]
        good = 0
        for text, move in cases:
            game = rules_class.decode(text)
            if taken == 0:  # no pile yet: the value is the best first move's
                value = max(_after(game, m, ai, playing) for m in game.legal_moves())
            else:
                value = ai.value(game, SOLVE_BUDGET)
            good += _after(game, move, ai, playing) == value
        rows.append([taken, len(cases), "%.1f%%" % (100.0 * good / len(cases))])
        total = [total[0] + len(cases), total[1] + good]
    rows.append(["all", total[0], "%.1f%%" % (100.0 * total[1] / total[0])])
    print_table(
        "%s: moves that keep the exact game value (positions from its series games, first"
        " %d deals; %d openings), solved in %.0f s" % (
            names[top], KEEP_DEALS, KEEP_OPENINGS, time.perf_counter() - spent),
        ["cards taken", "moves", "kept value"],
        rows,
    )
