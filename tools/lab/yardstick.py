"""The yardstick of issue 21: the top AI levels against the desktop PIMC player.

`python -m tools.lab yardstick [--games N] [--only game,...] [--seats N] [--ladder]` writes
<out>/yardstick.md. Rows: every hidden-hand game, variant and seat count (--only
royal_council:0 keeps one variant's rows, --seats 2 one seat count's).

- 2 seats (First of the Season; Royal Council hands, draw pile, whole deck; Niwa): the
  top level (the last of ai.LEVELS, through ai.choose) against the desktop player
  (tools.lab.pimc) at "fast", about 0.2 s a decision on CPython; each deal is played
  twice with the seats swapped; the top level's score, a draw counting half, with its
  Wilson 95% interval.
- 3 to 6 seats (Royal Council every variant at 3 and 4; Niwa at 3, 4 and 6): one
  desktop player, the top level in every other seat, the desktop seat moving round the
  table deal by deal; the desktop player's wins (a shared win split evenly) against its
  fair share.
- --ladder: each level against the one below it, 2 seats, the same deals and swaps.
- --board NAME: the AIs at that board's node budgets (boards/NAME.py's SPEED, as the
  device's app sets them), the board named in each row; a PyBadge's by default.
- --desktop STYLE: the desktop player's playouts (tools/lab/playouts.py): "person"
  (issue 40, the default) or issue 21's "random", named in each row.
- --share PCT: the desktop players at PCT % of their "fast" budgets (named in each row),
  for quicker looks.
- --duel: instead of the AIs, the person desktop player against issue 21's at the same
  time a decision (2 seats, the same deals and swaps): is the new yardstick stronger?

Game j of a row is deal DEAL_SEED + j // seats with the desktop player in seat
j % seats; the AIs choose with Prng(MOVE_SEED + j), the desktop player with its own
Prng(PIMC_SEED + j). A game is a whole match: Royal Council to 121, a Niwa tournament
of 3 rounds, a single First of the Season game.
"""

import os
import time
from importlib import import_module
from statistics import median

from boards import pybadge
from engine.budget import set_speed
from engine.catalog import find
from engine.royal_council.rules import VARIANT_KEYS
from engine.royal_council.text import TEXT as COUNCIL_TEXT
from tools.bench.common import ROOT, load_game
from tools.lab.pimc import Pimc
from tools.lab.playouts import PERSON, RANDOM
from tools.lab.report import ON_PYPY, Report, command
from tools.lab.series import clock, play
from tools.lab.stats import mean, wilson

GAME_IDS = ("first_season", "royal_council", "niwa")
DEAL_SEED = 21000
MOVE_SEED = 42000
PIMC_SEED = 63000
PAIR_GAMES = 40  # games a 2-seat row (the goal: 200)
TABLE_GAMES = 16  # games a row of 3 seats or more
LADDER_GAMES = 200  # games a pairing of the ladder (AI against AI: quick)
DESKTOP = "desktop"  # the level name of the desktop player's seat
RIVAL = "rival"  # the level name of issue 21's desktop player's seat in a duel
# The report's sections with a table (read back by tools/lab/yardstick_merge.py), then the
# one on the desktop player.
SECTIONS = ("2 seats: the top level against the desktop player",
            "3 seats and more: one desktop player, the top level in the other seats",
            "The ladder: each level against the one below it (2 seats)",
            "The desktop player against issue 21's at the same time a decision (2 seats)")
ABOUT_DESKTOP = "The desktop player"
# Playouts a decision for about 0.2 s on CPython ("fast"), per playout style and (game,
# variant, seats); the person's playouts cost more (measured against the random ones' on
# the same positions and in a duel: 1.2x in First of the Season, 1.25x in Royal Council's
# hands, 1.1x in its draw pile (always greedy there); in its whole deck and Niwa, where
# they stop a few turns on (playouts.TURNS), 0.5x and 1.35x, from the 2-seat duels of
# 2026-12-07 at --share 25; their budgets at 3 seats and more are the 2-seat ones, not
# measured apart).
RANDOM_FAST = {
    ("first_season", None, 2): 2000,
    ("royal_council", 0, 2): 2000, ("royal_council", 1, 2): 2000, ("royal_council", 2, 2): 1200,
    ("royal_council", 0, 3): 2000, ("royal_council", 1, 3): 2000, ("royal_council", 2, 3): 1200,
    ("royal_council", 0, 4): 2000, ("royal_council", 1, 4): 2000, ("royal_council", 2, 4): 1200,
    ("niwa", None, 2): 1300, ("niwa", None, 3): 1300, ("niwa", None, 4): 1300,
    ("niwa", None, 6): 1100,
}
PERSON_FAST = {
    ("first_season", None, 2): 1650,
    ("royal_council", 0, 2): 1600, ("royal_council", 1, 2): 1800, ("royal_council", 2, 2): 2400,
    ("royal_council", 0, 3): 1600, ("royal_council", 1, 3): 1800, ("royal_council", 2, 3): 2400,
    ("royal_council", 0, 4): 1600, ("royal_council", 1, 4): 1800, ("royal_council", 2, 4): 2400,
    ("niwa", None, 2): 960, ("niwa", None, 3): 960, ("niwa", None, 4): 960,
    ("niwa", None, 6): 800,
}
FAST = {RANDOM: RANDOM_FAST, PERSON: PERSON_FAST}


class Row:
    """One line of a table: a game (and variant) at a seat count, at a board's budgets
    (its name in the row's when it is not a PyBadge's), against the desktop player of a
    playout style (named in the row's when it is issue 21's RANDOM) at share % of its
    "fast" budget (named when not 100); rival_playouts: issue 21's player's in a duel."""

    def __init__(self, game_id, variant, seats, board=None, style=PERSON, share=100):
        self.game_id = game_id
        self.variant = variant
        self.seats = seats
        self.rules, self.ai = load_game(game_id)
        _keep_parts(game_id)
        self.style = style
        key = (game_id, variant, seats)
        self.playouts = max(1, FAST[style][key] * share // 100)
        self.rival_playouts = max(1, RANDOM_FAST[key] * share // 100)
        name = find(game_id).english
        if variant is not None:
            name += ", " + COUNCIL_TEXT[VARIANT_KEYS[variant]][0].lower()
        notes = [] if board is None else ["%s budgets" % board.NAME]
        if style == RANDOM:
            notes.append("issue 21's random playouts")
        if share != 100:
            notes.append("desktop at %d%% of its budget" % share)
        if notes:
            name += " (%s)" % ", ".join(notes)
        self.name = name
        self.text = import_module("engine.%s.text" % game_id).TEXT

    def level_name(self, level):
        return self.text[level][0]

    def deal(self, j):
        options = {} if self.variant is None else {"variant": self.variant}
        return self.rules(self.seats, DEAL_SEED + j // self.seats, options)


def _keep_parts(game_id):
    """Import the AI's parts (engine/<game>/ai_*.py) once, so that they stay loaded. The AI
    imports a part for each move and forgets it after (engine.modules.part: on the device
    that frees the heap); here that compiled it anew at every move, most of a Royal Council
    move's time and several times slower on PyPy, whose JIT starts over each time. The
    same moves either way; the top level's ms a move leave the import out."""
    folder = os.path.join(ROOT, "engine", game_id)
    for name in sorted(os.listdir(folder)):
        if name.startswith("ai_") and name.endswith(".py"):
            import_module("engine.%s.%s" % (game_id, name[:-3]))


def rows(only=GAME_IDS, seats=0, board=None, style=PERSON, share=100):
    """Every row of the issue's table, in its order, for the games in only (a game id,
    or "royal_council:0" for one variant) and, unless seats is 0, that seat count; board:
    the board module whose budgets the AIs play at (None: a PyBadge's); style: the
    desktop player's playouts, at share % of its budget."""
    pairs = [("first_season", None, 2)] + [("royal_council", v, 2) for v in (0, 1, 2)] + [
        ("niwa", None, 2)]
    tables = [("royal_council", v, s) for v in (0, 1, 2) for s in (3, 4)] + [
        ("niwa", None, s) for s in (3, 4, 6)]
    return [Row(*key, board=board, style=style, share=share) for key in pairs + tables
            if (key[0] in only or "%s:%s" % key[:2] in only) and seats in (0, key[2])]


class Seats:
    """The chooser series.play calls (as it would an ai module): a seat whose level is
    DESKTOP (or RIVAL) asks that desktop player, the others are AI levels; the AIs' CPU
    time a move is kept per level."""

    def __init__(self, ai, desktops):
        self.ai = ai
        self.desktops = desktops
        self.times = {}

    def choose(self, game, seat, level, prng):
        if level in self.desktops:
            return self.desktops[level].choose(game)
        started = time.process_time()
        move = self.ai.choose(game, seat, level, prng)
        self.times.setdefault(level, []).append(time.process_time() - started)
        return move


class Outcome:
    """A series' tally: the score of levels[0]'s seat (a win 1, a shared win split) over
    games, and the CPU times of the desktop players' decisions and of each AI level's moves."""

    def __init__(self, row, games, levels):
        self.row = row
        self.games = games
        self.levels = levels
        self.score = 0.0
        self.desktop_times = []
        self.rival_times = []
        self.ai_times = {}

    def add(self, game, hero, seats):
        points = game.result()
        best = max(points)
        if points[hero] == best:
            self.score += 1.0 / points.count(best)
        self.desktop_times += seats.desktops[DESKTOP].times
        if RIVAL in seats.desktops:
            self.rival_times += seats.desktops[RIVAL].times
        for level, times in seats.times.items():
            self.ai_times.setdefault(level, []).extend(times)


def match(row, j, levels):
    """Game j of a row, played to the end: levels[0] (DESKTOP or an AI level) in seat
    j % seats, the next levels in the seats after it. Returns (game, Seats, that seat).
    A RIVAL among them is issue 21's desktop player at its own budget (row.rival_playouts)."""
    desktops = {DESKTOP: Pimc(row.playouts, PIMC_SEED + j, row.style)}
    if RIVAL in levels:
        desktops[RIVAL] = Pimc(row.rival_playouts, PIMC_SEED + 5000 + j, RANDOM)
    seats = Seats(row.ai, desktops)
    first = j % row.seats
    rotated = [levels[(s - first) % row.seats] for s in range(row.seats)]
    game = play(row.deal(j), rotated, seats, MOVE_SEED + j)
    return game, seats, first


def series(row, games, levels, progress, label):
    """games games of a row, levels[0] in seat j % seats of game j; its Outcome for that seat."""
    outcome = Outcome(row, games, levels)
    bar = progress(label, games)
    for j in range(games):
        game, seats, hero = match(row, j, levels)
        outcome.add(game, hero, seats)
        bar.step()
    bar.finish()
    return outcome


def measure(row, games, progress):
    """The desktop player in one seat against the top level in all the others."""
    top = row.ai.LEVELS[-1]
    label = "%s, %d seats" % (row.name, row.seats)
    return series(row, games, [DESKTOP] + [top] * (row.seats - 1), progress, label)


def ladder(row, games, progress):
    """Each level against the one below it (2 seats): an Outcome per upper level."""
    levels = row.ai.LEVELS
    return [series(row, games, [levels[k], levels[k - 1]], progress,
                   "%s %s" % (row.name, levels[k])) for k in range(1, len(levels))]


class Plan:
    """What a run plays: games a row (0: each section's own), the games of --only, the
    ladder (with_ladder; ladder_only: nothing else), one seat count (0: all), the board
    module whose budgets the AIs play at (None: a PyBadge's), the desktop player's
    playout style, its share (%) of the fast budgets, and duel: the person desktop player
    against issue 21's instead of the AIs."""

    def __init__(self, games, only, with_ladder, seats, ladder_only, board, style, duel,
                 share):
        self.games = games
        self.only = only
        self.with_ladder = (with_ladder or ladder_only) and not duel
        self.seats = seats
        self.ladder_only = ladder_only
        self.board = board
        self.style = style
        self.duel = duel
        self.share = share

    def command(self):
        """The lab command that makes this run's report."""
        extra = "" if tuple(self.only) == GAME_IDS else " --only " + ",".join(self.only)
        if self.seats:
            extra += " --seats %d" % self.seats
        if self.board is not None:
            extra += " --board %s" % self.board.NAME
        if self.style != PERSON:
            extra += " --desktop %s" % self.style
        if self.share != 100:
            extra += " --share %d" % self.share
        if self.duel:
            extra += " --duel"
        elif self.ladder_only:
            extra += " --ladder-only"
        elif self.with_ladder:
            extra += " --ladder"
        return command("yardstick", self.games, extra)


def run(out, games, progress, only=GAME_IDS, with_ladder=False, seats=0, ladder_only=False,
        board=None, style=PERSON, duel=False, share=100):
    """Play every row (and the ladder; with ladder_only the ladder alone; with duel the two
    desktop players' 2-seat duels alone), then write <out>/yardstick.md; returns its path.
    board: the board module whose budgets the AIs play at (engine.budget.set_speed(
    board.SPEED)), None for a PyBadge's; style: the desktop player's playouts; share: the
    desktop players' % of their fast budgets."""
    plan = Plan(games, only, with_ladder, seats, ladder_only, board, style, duel, share)
    started = time.perf_counter()
    cpu = time.process_time()
    measured = []
    climbs = []
    duels = []
    set_speed((board or pybadge).SPEED)
    try:
        for row in rows(only, seats, board, PERSON if duel else style, share):
            n = games or (PAIR_GAMES if row.seats == 2 else TABLE_GAMES)
            if duel:
                if row.seats == 2:
                    duels.append(series(row, n, [DESKTOP, RIVAL], progress,
                                        "%s, duel" % row.name))
                continue
            if not ladder_only:
                measured.append(measure(row, n, progress))
            if plan.with_ladder and row.seats == 2:
                climbs.append((row, ladder(row, games or LADDER_GAMES, progress)))
    finally:
        set_speed(pybadge.SPEED)
    spent = (time.perf_counter() - started, time.process_time() - cpu)
    return write(out, plan, measured, climbs, duels, spent)


def write(out, plan, measured, climbs, duels, spent):
    rep = Report(out, "yardstick", "The yardstick: the top AI levels against a desktop player")
    rep.para(
        "Made by %s on %s, in %s (%s of CPU). Issue 21's table: the top level of each "
        "hidden-hand game (the last of `ai.LEVELS`, through `ai.choose`) against the desktop "
        "Perfect-Information Monte Carlo player of `tools/lab/pimc.py`, which sees only "
        "`game.view_game(seat, prng)`, at \"fast\": a budget of playouts a decision that "
        "takes about 0.2 s on CPython (measured below, CPU time of the decisions with more "
        "than one legal move). Game j of a row is deal %d + j // seats with the desktop "
        "player in seat j %% seats (at 2 seats every deal twice, the seats swapped); the "
        "AIs choose with `Prng(%d + j)`, the desktop player with `Prng(%d + j)` (issue "
        "21's in a duel with `Prng(%d + j)`). A game is a whole match: Royal Council to "
        "121, a Niwa tournament of 3 rounds, one First of the Season game. Intervals are "
        "Wilson 95%%; a draw or a shared win is split." % (
            plan.command(), time.strftime("%Y-%m-%d %H:%M"), clock(spent[0]),
            clock(spent[1]), DEAL_SEED, MOVE_SEED, PIMC_SEED, PIMC_SEED + 5000))
    pairs = [o for o in measured if o.row.seats == 2]
    tables = [o for o in measured if o.row.seats > 2]
    if pairs:
        rep.heading(SECTIONS[0])
        rep.table(["game", "top level", "games", "top level's score [95%]",
                   "desktop playouts a decision", "desktop ms a decision: mean (median)",
                   "top level's median ms a move"], [_pair_row(o) for o in pairs])
    if tables:
        rep.heading(SECTIONS[1])
        rep.table(["game", "seats", "games", "desktop's wins", "fair share",
                   "desktop's share [95%]", "desktop playouts a decision",
                   "desktop ms a decision: mean (median)", "top level's median ms a move"],
                  [_table_row(o) for o in tables])
    if climbs:
        rep.heading(SECTIONS[2])
        rep.table(["game", "level", "against", "games", "its score [95%]"],
                  [_climb_row(row, o) for row, outcomes in climbs for o in outcomes])
    if duels:
        rep.heading(SECTIONS[3])
        rep.table(["game", "games", "person playouts' score [95%]", "their playouts a decision",
                   "their ms a decision: mean (median)", "random playouts a decision",
                   "their ms a decision: mean (median)"], [_duel_row(o) for o in duels])
    rep.heading(ABOUT_DESKTOP)
    rep.para(
        "For each decision with more than one legal move, sequential halving over the K "
        "legal moves: ceil(log2 K) rounds, each spending an equal share of the playouts "
        "on the moves still in, every one of them played on the same fresh deals of the "
        "hidden cards (`view_game`) and from the same random stream; the better half by "
        "total value goes on. A playout runs to the end of the round (Royal Council, Niwa) "
        "or of the game (First of the Season), in one of two styles "
        "(`tools/lab/playouts.py`). Person playouts (issue 40, the rows without a note): "
        "in First of the Season plant a card that can harvest seven times in eight when "
        "one can, then harvest everything it may; in Royal Council the play that scores "
        "most now three times in four, else any (in the draw pile every time); in Niwa "
        "half the turns the swap that helps the hand most under the objective when one "
        "helps, else a reveal, and after a reveal lay the cards the hand misses least "
        "and take the lowest trio. In Royal "
        "Council's whole deck and in Niwa a person playout stops 4 turns "
        "(Niwa: 6) after the candidate's, or at the round's end if sooner: cheaper, so "
        "many more deals in the same time. Their "
        "value counts the margin as well as the win: in First of the Season 8 for a game "
        "won (-8 lost) plus the Crowns and Aces ahead; in Royal Council and Niwa the "
        "points ahead of the best other seat (in Niwa a round stopped before its end "
        "counted as the hands stand), 20 more (or fewer) when the playout ended "
        "the match won (or lost). Issue 21's random playouts (rows noted so): uniformly "
        "random legal moves in Royal Council and First of the Season; in Niwa a reveal "
        "three turns in four, else a random swap, and after a reveal always a trio "
        "(random cards laid, the lowest trio taken); their value the seat's `result()` "
        "minus the best other seat's (the points in Royal Council and Niwa, the games won "
        "in First of the Season).")
    rep.para("The issue's goal is measured on at least 200 games a pairing "
             "(`--games 200`); %s" % _sizes(measured, climbs, duels))
    return rep.write()


def _score(k, n):
    """'33% of 100 [25-43]': a score with its Wilson 95% interval."""
    lo, hi = wilson(k, n)
    return "%.0f%% of %d [%.0f-%.0f]" % (100.0 * k / n, n, 100.0 * lo, 100.0 * hi)


_PYPY = " on PyPy" if ON_PYPY else ""  # the CPU times' interpreter, when not CPython


def _ms(times):
    """'204 (198)': the mean and the median of CPU times, in milliseconds."""
    if not times:
        return "-"
    return "%.0f (%.0f)%s" % (1000.0 * mean(times), 1000.0 * median(times), _PYPY)


def _median_ms(times):
    return "%.2f%s" % (1000.0 * median(times), _PYPY) if times else "-"


def _top_times(o):
    return o.ai_times.get(o.row.ai.LEVELS[-1], [])


def _pair_row(o):
    row = o.row
    return [row.name, row.level_name(row.ai.LEVELS[-1]), o.games,
            _score(o.games - o.score, o.games), row.playouts, _ms(o.desktop_times),
            _median_ms(_top_times(o))]


def _table_row(o):
    row = o.row
    lo, hi = wilson(o.score, o.games)
    return [row.name, row.seats, o.games, "%g" % round(o.score, 1), "%.3g (%.0f%%)" % (
        o.games / row.seats, 100.0 / row.seats), "%.0f%% [%.0f-%.0f]" % (
        100.0 * o.score / o.games, 100.0 * lo, 100.0 * hi), row.playouts,
        _ms(o.desktop_times), _median_ms(_top_times(o))]


def _climb_row(row, o):
    return [row.name, row.level_name(o.levels[0]), row.level_name(o.levels[1]), o.games,
            _score(o.score, o.games)]


def _duel_row(o):
    row = o.row
    return [row.name, o.games, _score(o.score, o.games), row.playouts, _ms(o.desktop_times),
            row.rival_playouts, _ms(o.rival_times)]


def _sizes(measured, climbs, duels):
    """What this run played, as report text."""
    parts = []
    if measured or duels:
        parts.append("%s games a row" % " or ".join(
            str(n) for n in sorted({o.games for o in measured + duels}, reverse=True)))
    if climbs:
        parts.append("%d a pairing of the ladder" % climbs[0][1][0].games)
    return "this run played " + ", ".join(parts) + "."
