"""Niwa in the lab: seat advantage, round length, trios against objective points.

Series: 3-round tournaments (the rulebook's) with every seat at one AI level, at
2 and 4 seats, deal i being Niwa(seats, DEAL_SEED + i). Seat s begins round r when
r % seats == s, so seat 1 begins two of three rounds at 2 seats. A hand's points
split into trio points (20 minus the value per trio) and objective points (the
rest, scored by the round's objective card).
"""

from engine.niwa import ai
from engine.niwa.rules import REVEAL, STAGE_TURN, TAKE, VALUES, Niwa
from engine.niwa.text import TEXT
from tools.lab import charts
from tools.lab.report import Report, command, shares
from tools.lab.series import play
from tools.lab.stats import mean, mean_ci, share

# (level, seats, tournaments); the expert's share of the time is most of the lab's Niwa time
SERIES = (("expert", 2, 120), ("expert", 4, 60), ("casual", 2, 300), ("casual", 4, 150))
ROUNDS = 3
DEAL_SEED = 5000
MOVE_SEED = 7919  # series k's tournament i chooses with Prng(MOVE_SEED * i + k)
OBJECTIVES = tuple(range(1, 9))


class Record:
    """One tournament: per round its objective, turns, trio takes and each hand's split."""

    def __init__(self, seats):
        self.seats = seats
        self.objective = []
        self.turns = []
        self.reveals = []
        self.takes = []

    def before(self, game, move):
        r = game.round_index()
        if r == len(self.objective):
            self.objective.append(game.objective())
            self.turns.append(0)
            self.reveals.append(0)
            self.takes.append(0)
        if game.stage() == STAGE_TURN:
            self.turns[r] += 1
            self.reveals[r] += move == REVEAL
        elif TAKE <= move < TAKE + VALUES:
            self.takes[r] += 1

    def finish(self, game):
        self.totals = game.result()
        self.scores = game.round_scores()
        self.split = []  # per round, per seat: (trio points, objective points)
        for r in range(len(self.scores)):
            row = []
            for s in range(self.seats):
                trios, _, total = game.round_breakdown(r, s)
                trio = sum(20 - v for v in trios)
                row.append((trio, total - trio))
            self.split.append(row)
        return self


def label(level, seats):
    return "%s, %d seats" % (TEXT[level][0], seats)


def play_series(index, games, step):
    level, seats, _ = SERIES[index]
    out = []
    for i in range(games):
        rec = Record(seats)
        game = play(Niwa(seats, DEAL_SEED + i, {"rounds": ROUNDS}), (level,) * seats, ai,
                    MOVE_SEED * i + index, rec.before)
        out.append(rec.finish(game))
        step()
    return out


def run(out, games, progress):
    """Play every series, then write <out>/niwa.md; returns its path."""
    results = []
    for index, (level, seats, size) in enumerate(SERIES):
        n = games or size
        bar = progress("Niwa %s %d" % (level, seats), n)
        results.append(play_series(index, n, bar.step))
        bar.finish()
    return write(out, games, results)


def winners(points):
    """The seats with the most points."""
    best = max(points)
    return [s for s, p in enumerate(points) if p == best]


def write(out, games, results):
    rep = Report(out, "niwa", "Niwa: playtest lab")
    rep.para(
        "Made by `make lab`; this report alone: %s. Tournaments of %d rounds, every seat at "
        "one AI level; tournament i of a series is `Niwa(seats, %d + i)` and chooses with "
        "`Prng(%d * i + k)` (series k). Series: %s. Shares carry Wilson 95%% intervals, "
        "means normal 95%% intervals." % (
            command("niwa", games), ROUNDS, DEAL_SEED, MOVE_SEED, "; ".join(
                "%s: %d tournaments" % (label(lv, seats), len(rs))
                for (lv, seats, _), rs in zip(SERIES, results, strict=True))))
    top = results[0]
    top_label = label(SERIES[0][0], SERIES[0][1])
    hands = [(rec.objective[r], t, o) for rec in top for r, row in enumerate(rec.split)
             for t, o in row]
    trio_total = sum(t for _, t, _ in hands)
    all_total = sum(t + o for _, t, o in hands)
    seats = SERIES[0][1]
    tally = _tournament_tally(top, seats)
    begins = " and ".join(str(r + 1) for r in range(ROUNDS) if r % seats == 0)
    rep.heading("Findings")
    rep.para(
        "- %s: seat 1 wins %s of the tournaments (it begins rounds %s), the others %s, "
        "shared %s." % (top_label, share(tally[0], len(top)), begins,
                        ", ".join(share(k, len(top)) for k in tally[1:seats]),
                        share(tally[seats], len(top))),
        "- The player who begins a round wins it alone %s (%s)." % (
            share(_round_tally(top)[0], sum(len(rec.scores) for rec in top)), top_label),
        "- Trios bring %.1f%% of all points (%s); by objective from %s to %s." % (
            100.0 * trio_total / all_total, top_label, *_extremes(hands)))

    rep.heading("Seat advantage")
    for seats in sorted({s for _, s, _ in SERIES}):
        picked = [(lv, rs) for (lv, s, _), rs in zip(SERIES, results, strict=True)
                  if s == seats]
        rep.para("%d seats: tournament wins by seat (seat 1 begins round 1; a tie for the most "
                 "points is shared)." % seats)
        shares(rep, "seats%d" % seats, "Niwa, %d seats: tournament wins by seat" % seats,
               [TEXT[lv][0] for lv, _ in picked], [_tournament_tally(rs, seats)
                                                  for _, rs in picked],
               ["seat %d" % (s + 1) for s in range(seats)] + ["shared"])
    rep.para("Round wins by the place in the round's turn order (1 = begins the round):")
    rows = []
    for (lv, seats, _), rs in zip(SERIES, results, strict=True):
        tally = _round_tally(rs)
        n = sum(tally)
        rows.append([label(lv, seats), n] + [share(k, n) for k in tally[:-1]]
                    + ["-"] * (4 - seats) + [share(tally[-1], n)])
    rep.table(["series", "rounds", "1st", "2nd", "3rd", "4th", "shared"], rows)

    rep.heading("Round length")
    rows = []
    for (lv, seats, _), rs in zip(SERIES, results, strict=True):
        turns = [t for rec in rs for t in rec.turns]
        swaps = [t - v for rec in rs for t, v in zip(rec.turns, rec.reveals, strict=True)]
        takes = [t for rec in rs for t in rec.takes]
        rows.append([label(lv, seats)] + ["%.1f +- %.1f" % mean_ci(x) for x in (
            turns, swaps, takes)] + ["%d-%d" % (min(turns), max(turns))])
    rep.table(["series", "turns a round", "swaps a round", "trios taken a round",
               "turns (min-max)"], rows)
    rep.para("Every round has 9 reveals (the stack); the other turns are swaps.")

    rep.heading("Trios against objective points")
    rep.para("Per objective card, the mean points of a hand at the round's end (%s): from "
             "trios, from the objective, and the trios' share of all points; then the same "
             "for the round's winners." % top_label)
    rows = []
    trio_means = []
    obj_means = []
    for obj in OBJECTIVES:
        mine = [(t, o) for x, t, o in hands if x == obj]
        won = [row[s] for rec in top for r, row in enumerate(rec.split)
               if rec.objective[r] == obj for s in winners(rec.scores[r])]
        trio_means.append(mean([t for t, _ in mine]))
        obj_means.append(mean([o for _, o in mine]))
        rows.append(["%d %s" % (obj, TEXT["objectives"][obj - 1][0]), len(mine)]
                    + _split_cells(mine) + _split_cells(won)[2:])
    rows.append(["all", len(hands)] + _split_cells([(t, o) for _, t, o in hands])
                + _split_cells([row[s] for rec in top for r, row in enumerate(rec.split)
                                for s in winners(rec.scores[r])])[2:])
    rep.table(["objective", "hands", "trio points", "objective points", "trio share",
               "winners' trio share"], rows)
    rep.image(charts.stacked(
        rep.chart_path("split"), "Niwa: a hand's points by objective card (%s)" % top_label,
        ["%d\n%s" % (o, TEXT["objectives"][o - 1][0].split()[0]) for o in OBJECTIVES],
        [("trio points", trio_means), ("objective points", obj_means)], "mean points a hand"),
        "points by objective")
    rows = []
    for (lv, seats, _), rs in zip(SERIES, results, strict=True):
        pairs = [p for rec in rs for row in rec.split for p in row]
        rows.append([label(lv, seats), len(pairs)] + _split_cells(pairs))
    rep.table(["series", "hands", "trio points", "objective points", "trio share"], rows)
    return rep.write()


def _tournament_tally(records, seats):
    """Sole wins by seat, then shared wins."""
    tally = [0] * (seats + 1)
    for rec in records:
        w = winners(rec.totals)
        tally[w[0] if len(w) == 1 else seats] += 1
    return tally


def _round_tally(records):
    """Sole round wins by the place in turn order (0 begins), then shared rounds."""
    seats = records[0].seats
    tally = [0] * (seats + 1)
    for rec in records:
        for r, points in enumerate(rec.scores):
            w = winners(points)
            tally[(w[0] - r) % seats if len(w) == 1 else seats] += 1
    return tally


def _split_cells(pairs):
    """Mean trio points, mean objective points and the trios' share, as table cells."""
    trio = [t for t, _ in pairs]
    rest = [o for _, o in pairs]
    total = sum(trio) + sum(rest)
    return ["%.1f +- %.1f" % mean_ci(trio), "%.1f +- %.1f" % mean_ci(rest),
            "%.0f%%" % (100.0 * sum(trio) / total) if total else "-"]


def _extremes(hands):
    """The objectives with the lowest and highest trio share, as text."""
    found = []
    for obj in OBJECTIVES:
        t = sum(x for o, x, _ in hands if o == obj)
        total = t + sum(y for o, _, y in hands if o == obj)
        if total:
            found.append((t / total, obj))
    found.sort()
    return ["%.0f%% (objective %d, %s)" % (100 * f, o, TEXT["objectives"][o - 1][0])
            for f, o in (found[0], found[-1])]
