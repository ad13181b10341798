"""Royal Garden in the lab: balance, how games are won, and exact layout values.

Series: single games of each AI level against itself on the same seeded deals
(deal i is RoyalGarden(2, DEAL_SEED + i); the first player is seat 0). Exact:
the first LAYOUTS of those deals solved under perfect play by tools.lab.rg_solver,
then set against the expert's games on the same deals.
"""

from engine.royal_garden import ai
from engine.royal_garden.rules import BLOCK, DRAW, PLAYING, RoyalGarden, completed
from engine.royal_garden.text import TEXT
from tools.lab import charts
from tools.lab.report import Report, command, shares
from tools.lab.rg_solver import Solver
from tools.lab.series import play
from tools.lab.stats import counts, mean, mean_ci, share, wilson

TITLE = "Royal Garden"
GAMES = 600  # games per level
LAYOUTS = 800  # layouts solved exactly
DEAL_SEED = 1000
MOVE_SEED = 7919  # level k's game on deal i chooses with Prng(MOVE_SEED * i + k)
OKIYA = ((0.70, "Okiya: 70% first-player wins"), (0.30, "Okiya: 30% draws"))
OUTCOMES = ("first", "draw", "second")  # seen from the first player
OUTCOME_NAMES = ["first player wins", "draw", "second player wins"]
VALUES = (1, 0, -1)  # exact values in the order of OUTCOMES
WAYS = ["line", "square", "line and square", "block"]


def deal(i):
    return RoyalGarden(2, DEAL_SEED + i)


def _ended(game):
    return game.phase != PLAYING


def outcome(game):
    """(outcome, way, cards taken) of a finished single game; way is None for a draw."""
    if game.ending == DRAW:
        return "draw", None, game.taken()
    side = "first" if game.winner == game.starter else "second"
    if game.ending == BLOCK:
        return side, "block", game.taken()
    lines, squares = completed(game.marks[game.winner])
    way = "line and square" if lines and squares else ("line" if lines else "square")
    return side, way, game.taken()


def play_series(index, games, step):
    """outcome() of deals 0..games-1 with both seats at ai.LEVELS[index]."""
    level = ai.LEVELS[index]
    out = []
    for i in range(games):
        game = play(deal(i), (level, level), ai, MOVE_SEED * i + index, until=_ended)
        out.append(outcome(game))
        step()
    return out


def solve(layouts, step):
    """(values, nodes): the exact value of deals 0..layouts-1 for the first player."""
    values = []
    nodes = []
    for i in range(layouts):
        solver = Solver(deal(i).layout)
        values.append(solver.opening())
        nodes.append(solver.nodes)
        step()
    return values, nodes


def run(out, games, progress):
    """Play and solve, then write <out>/royal_garden.md and its charts; returns its path."""
    n = games or GAMES
    layouts = games or LAYOUTS
    results = {}
    for index, level in enumerate(ai.LEVELS):
        bar = progress("RG " + level, n)
        results[level] = play_series(index, n, bar.step)
        bar.finish()
    bar = progress("RG exact", layouts)
    values, nodes = solve(layouts, bar.step)
    bar.finish()
    return write(out, games, n, results, values, nodes)


def write(out, games, n, results, values, nodes):
    names = [TEXT[level][0] for level in ai.LEVELS]
    layouts = len(values)
    exact = counts(values, VALUES)
    rep = Report(out, "royal_garden", "Royal Garden: playtest lab")
    rep.para(
        "Made by `make lab`; this report alone: %s. Deals: `RoyalGarden(2, %d + i)` for "
        "i = 0..%d, the first player is seat 0 (red). Series: %d single games per AI level "
        "against itself, on the same deals; level k on deal i chooses with "
        "`Prng(%d * i + k)`. Exact: the first %d deals solved under perfect play "
        "(tools/lab/rg_solver.py). Shares carry Wilson 95%% intervals, means normal 95%% "
        "intervals." % (command("royal_garden", games), DEAL_SEED, n - 1, n, MOVE_SEED,
                        layouts))
    first_exact = share(exact[0], layouts)
    expert = results[ai.LEVELS[-1]]
    exp_counts = counts([o for o, _, _ in expert], OUTCOMES)
    rep.heading("Findings")
    rep.para(
        "- Perfect play: %s of layouts are a first-player win, %s a draw, %s a "
        "second-player win. Okiya's known balance is about 70%% / 30%% / almost 0%%: the "
        "interval of first-player wins %s 70%%, that of draws %s 30%%." % (
            first_exact, share(exact[1], layouts), share(exact[2], layouts),
            _against(exact[0], layouts, OKIYA[0][0]), _against(exact[1], layouts,
                                                               OKIYA[1][0])),
        "- %s against itself: the first player wins %s, draws %s, the second player "
        "wins %s." % (names[-1], share(exp_counts[0], n), share(exp_counts[1], n),
                      share(exp_counts[2], n)),
        "- Ways to win (%s, decided games): %s." % (names[-1], ", ".join(
            "%s %s" % (w, share(k, n - exp_counts[1])) for w, k in zip(
                WAYS, counts([w for _, w, _ in expert if w], WAYS), strict=True))))

    rep.heading("The first player's advantage")
    tallies = [counts([o for o, _, _ in results[lv]], OUTCOMES) for lv in ai.LEVELS]
    shares(rep, "balance", "Royal Garden: results by level and under perfect play",
           names + ["perfect play"], tallies + [exact], OUTCOME_NAMES, OKIYA)
    rep.para("Perfect play is the exact value of the layout (each side makes the best move, "
             "including the first player's choice of edge card). The dashed lines are "
             "Okiya's known balance (RULINGS.md).")

    rep.heading("How games are won")
    rows = []
    parts = [[] for _ in WAYS]
    for name, level in zip(names, ai.LEVELS, strict=True):
        ways = counts([w for _, w, _ in results[level] if w], WAYS)
        decided = sum(ways)
        rows.append([name, decided] + [share(k, decided) for k in ways])
        for j, k in enumerate(ways):
            parts[j].append(k / decided if decided else 0.0)
    rep.table(["level", "decided games"] + list(WAYS), rows)
    rep.image(charts.stacked(
        rep.chart_path("ways"), "Royal Garden: how the decided games were won", names,
        list(zip(WAYS, parts, strict=True)), "share of decided games", percent=True),
        "ways to win")
    rep.para("A line is a row, a column or a long diagonal; a square is any of the nine 2x2 "
             "squares; a block leaves the opponent no card to take. \"Line and square\": one "
             "card completed both at once.")

    rep.heading("Game length")
    rows = []
    for name, level in zip(names, ai.LEVELS, strict=True):
        row = [name]
        for side in OUTCOMES:
            taken = [t for o, _, t in results[level] if o == side]
            m, half = mean_ci(taken)
            row.append("%.1f +- %.1f" % (m, half) if taken else "-")
        taken = [t for _, _, t in results[level]]
        row.append("%.1f (%d-%d)" % (mean(taken), min(taken), max(taken)))
        rows.append(row)
    rep.table(["level"] + ["cards taken: " + o for o in OUTCOME_NAMES] + ["all (min-max)"],
              rows)
    lengths = list(range(min(t for _, _, t in expert), 17))
    parts = [(o, [sum(1 for x, _, t in expert if x == side and t == k) for k in lengths])
             for side, o in zip(OUTCOMES, OUTCOME_NAMES, strict=True)]
    rep.image(charts.stacked(
        rep.chart_path("length"), "Royal Garden: cards taken per game (%s)" % names[-1],
        lengths, parts, "games", xlabel="cards taken when the game ended"), "game length")

    rep.heading("Exact values of random layouts")
    rep.para(
        "%d layouts solved exactly: %s first-player wins, %s draws, %s second-player wins. "
        "The solver searched %d positions a layout on average (at most %d)." % (
            layouts, first_exact, share(exact[1], layouts), share(exact[2], layouts),
            mean(nodes), max(nodes)),
        "The same deals in the %s's games (%d deals both played and solved): rows are the "
        "exact value, columns what happened." % (names[-1], min(n, layouts)))
    rows = []
    for value, name in zip(VALUES, OUTCOME_NAMES, strict=True):
        got = [o for (o, _, _), v in zip(expert, values, strict=False) if v == value]
        rows.append([name, len(got)] + [share(k, len(got)) for k in counts(got, OUTCOMES)])
    rep.table(["exact value", "deals"] + ["game: " + o for o in OUTCOME_NAMES], rows)
    return rep.write()


def _against(k, n, ref):
    """How the 95% interval of k in n lies against a reference share, as words."""
    lo, hi = wilson(k, n)
    return "contains" if lo <= ref <= hi else ("lies below" if hi < ref else "lies above")
