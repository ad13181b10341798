"""First of the Season in the lab: the first player's edge, Crowns against Aces.

Series: single games of each AI level against itself on the same seeded deals
(deal i is FirstOfTheSeason(2, DEAL_SEED + i); seat 0 plants first). A game is
won on Crowns when the winner holds more Crowns than the loser, on Aces when the
Aces turn a Crown count that was level or behind, by the tie-break when Crowns
plus Aces are level and the last harvester wins; with no harvest at all it is a draw.
"""

from engine.first_season import ai
from engine.first_season.rules import HARVEST, HARVESTING, PLANT, FirstOfTheSeason, count_bits
from engine.first_season.text import TEXT
from tools.lab import charts
from tools.lab.report import Report, command, shares
from tools.lab.series import play
from tools.lab.stats import counts, mean, mean_ci, share

GAMES = 1000  # games per level
DEAL_SEED = 3000
MOVE_SEED = 7919  # level k's game on deal i chooses with Prng(MOVE_SEED * i + k)
OUTCOMES = (0, -1, 1)  # the winning seat, -1 a draw
OUTCOME_NAMES = ["first player wins", "draw", "second player wins"]
DECIDERS = ["Crowns", "Aces", "tie-break", "draw"]


class Record:
    """What one game showed: winner, how it was decided, Crowns and Aces, turns."""

    def __init__(self):
        self.turns = 0
        self.harvests = 0
        self.harvested = 0
        self.last_harvest = 0

    def before(self, game, move):
        phase = game.phase()
        if phase == PLANT:
            self.turns += 1
        elif phase == HARVESTING and move != HARVEST:
            self.harvests += 1
            self.harvested += count_bits(move - HARVEST)
            self.last_harvest = self.turns

    def finish(self, game):
        self.winner = game.game_winner()
        self.crowns = (len(game.crowns(0)), len(game.crowns(1)))
        self.aces = (len(game.aces(0)), len(game.aces(1)))
        self.decider = decider(self.winner, self.crowns, self.aces)
        return self


def decider(winner, crowns, aces):
    """How the game was decided: one of DECIDERS."""
    if winner < 0:
        return "draw"
    loser = 1 - winner
    if crowns[winner] + aces[winner] == crowns[loser] + aces[loser]:
        return "tie-break"
    return "Crowns" if crowns[winner] > crowns[loser] else "Aces"


def play_series(index, games, step):
    """A Record of deals 0..games-1 with both seats at ai.LEVELS[index]."""
    level = ai.LEVELS[index]
    out = []
    for i in range(games):
        rec = Record()
        game = play(FirstOfTheSeason(2, DEAL_SEED + i), (level, level), ai,
                    MOVE_SEED * i + index, rec.before)
        out.append(rec.finish(game))
        step()
    return out


def run(out, games, progress):
    """Play every level's series, then write <out>/first_season.md; returns its path."""
    n = games or GAMES
    results = {}
    for index, level in enumerate(ai.LEVELS):
        bar = progress("FS " + level, n)
        results[level] = play_series(index, n, bar.step)
        bar.finish()
    return write(out, games, n, results)


def write(out, games, n, results):
    names = [TEXT[level][0] for level in ai.LEVELS]
    top = results[ai.LEVELS[-1]]
    rep = Report(out, "first_season", "First of the Season: playtest lab")
    rep.para(
        "Made by `make lab`; this report alone: %s. Deals: `FirstOfTheSeason(2, %d + i)` "
        "for i = 0..%d, single games, seat 0 plants first. Series: %d games per AI level "
        "against itself, on the same deals; level k on deal i chooses with `Prng(%d * i + k)`. "
        "Shares carry Wilson 95%% intervals, means normal 95%% intervals." % (
            command("first_season", games), DEAL_SEED, n - 1, n, MOVE_SEED))
    outcome = counts([r.winner for r in top], OUTCOMES)
    how = counts([r.decider for r in top], DECIDERS)
    decided = n - how[3]
    rep.heading("Findings")
    rep.para(
        "- %s against itself: the first player wins %s, draws %s, the second player wins "
        "%s." % (names[-1], share(outcome[0], n), share(outcome[1], n), share(outcome[2], n)),
        "- Of the decided games, %s are won on Crowns, %s by the Aces (the winner's Crowns "
        "were level or behind) and %s by the tie-break (last harvester)." % (
            share(how[0], decided), share(how[1], decided), share(how[2], decided)),
        "- Aces are %.1f%% of all points scored (%.2f Aces and %.2f Crowns a game)." % (
            100.0 * _aces_share(top), mean([sum(r.aces) for r in top]),
            mean([sum(r.crowns) for r in top])))

    rep.heading("The first player's advantage")
    shares(rep, "balance", "First of the Season: results by level", names,
           [counts([r.winner for r in results[lv]], OUTCOMES) for lv in ai.LEVELS],
           OUTCOME_NAMES)

    rep.heading("Crowns against Aces")
    rep.para("How each game was decided (shares of all games):")
    tallies = [counts([r.decider for r in results[lv]], DECIDERS) for lv in ai.LEVELS]
    rep.table(["level", "games"] + DECIDERS,
              [[name, n] + [share(k, n) for k in t] for name, t in zip(names, tallies,
                                                                      strict=True)])
    rep.image(charts.stacked(
        rep.chart_path("deciders"), "First of the Season: what decided the game", names,
        [(d, [t[j] / n for t in tallies]) for j, d in enumerate(DECIDERS)], "share of games",
        percent=True), "what decided the game")
    rows = []
    for name, level in zip(names, ai.LEVELS, strict=True):
        rs = [r for r in results[level] if r.winner >= 0]
        rows.append([name] + ["%.2f +- %.2f" % mean_ci(v) for v in (
            [r.crowns[r.winner] for r in rs], [r.aces[r.winner] for r in rs],
            [r.crowns[1 - r.winner] for r in rs], [r.aces[1 - r.winner] for r in rs])]
            + ["%.1f%%" % (100.0 * _aces_share(results[level]))])
    rep.table(["level", "winner's Crowns", "winner's Aces", "loser's Crowns", "loser's Aces",
               "Aces' share of points"], rows)
    margins = list(range(-3, 7))
    parts = []
    for d in DECIDERS[:3]:
        parts.append((d, [sum(1 for r in top if r.decider == d and _crown_margin(r) == m)
                          for m in margins]))
    rep.image(charts.stacked(
        rep.chart_path("margins"), "First of the Season: winner's Crown lead (%s)" % names[-1],
        margins, parts, "decided games", xlabel="the winner's Crowns minus the loser's"),
        "crown margins")
    rep.para("Aces taken per game (%s): %s." % (names[-1], ", ".join(
        "%d: %d" % (k, c) for k, c in enumerate(counts([sum(r.aces) for r in top],
                                                       range(7))) if c)))

    rep.heading("Game length")
    rows = []
    for name, level in zip(names, ai.LEVELS, strict=True):
        rs = results[level]
        rows.append([name, "%.1f" % mean([r.turns for r in rs])] + [
            "%.1f +- %.1f" % mean_ci(v) for v in (
                [r.harvests for r in rs], [r.harvested for r in rs],
                [r.last_harvest for r in rs])])
    rep.table(["level", "turns", "turns with a harvest", "cards harvested",
               "turn of the last harvest"], rows)
    turns = [r.turns for level in ai.LEVELS for r in results[level]]
    if min(turns) == max(turns):
        rep.para("Every game lasted %d turns: each card dealt or drawn is planted once."
                 % turns[0])
    return rep.write()


def _aces_share(records):
    aces = sum(sum(r.aces) for r in records)
    return aces / (aces + sum(sum(r.crowns) for r in records) or 1)


def _crown_margin(r):
    return r.crowns[r.winner] - r.crowns[1 - r.winner]
