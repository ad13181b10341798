"""Royal Council in the lab: seat advantage, melds, the dealt hand, and Treason.

Per variant (hands, draw pile, whole deck), games to 121 with every seat at one
AI level: the expert at 2, 3 and 4 seats, and every other level (and random play)
at 2 seats. Deal i is RoyalCouncil(seats, DEAL_SEED + i, {"variant": v}).
A seat's hand in a round is every card it played that round: the cards dealt (hands
variant), drawn (draw pile), or dealt and drawn (whole deck). Its strength counts
K 3, Q 2, J 1 (the lone-card values; other ranks 0). The last round of a game is
cut short by the win, so only complete rounds enter the per-round figures.
"""

from engine.cards import JACK, KING
from engine.royal_council import ai
from engine.royal_council.rules import (
    DECK,
    RANKS,
    SHAPE_KEYS,
    TREASON,
    VARIANT_KEYS,
    RoyalCouncil,
)
from engine.royal_council.text import TEXT
from tools.lab import charts
from tools.lab.report import Report, command, shares
from tools.lab.series import play
from tools.lab.stats import binned, mean_ci, pearson, pearson_ci, share, wilson

DEAL_SEED = 7000
MOVE_SEED = 7919  # series k's game i chooses with Prng(MOVE_SEED * i + k)
TOP = "expert"
# (level, seats, games) played for each variant; None is random play
SERIES = ((TOP, 2, 300), (TOP, 3, 150), (TOP, 4, 150), (None, 2, 200), ("beginner", 2, 200),
          ("casual", 2, 200), ("skilled", 2, 200))
LEVELS = (None,) + ai.LEVELS
SHAPES = SHAPE_KEYS + ("lone_card",)
COURT_MELDS = ("m_kqj_flush", "m_kkk", "m_kqj", "m_qqq", "m_kk", "m_qq", "m_jjj", "m_jj")
CRIB_MELDS = ("m_pair", "m_three", "m_run", "m_flush")
MIN_BIN = 10  # hands a strength needs for its mean to be drawn
CRIB_POINTS = {"m_pair": 2, "m_three": 6, "m_run": 3}  # a flush scores 1 a card


def strength(card):
    """A card's lone-card value: K 3, Q 2, J 1, other ranks 0."""
    return max(0, (card >> 2) - JACK + 1)


def level_name(level):
    return TEXT[level][0] if level else "Random"


class Record:
    """One game: per round and seat the cards played and the points; Treason; melds."""

    def __init__(self, seats):
        self.seats = seats
        self.first = -1  # the seat that began the game
        self.plays = 0
        self.cards = {}  # (round, seat) -> cards played
        self.points = {}  # (round, seat) -> points scored
        self.treason = 0
        self.same = 0  # Treason plays onto a card of the same rank
        self.chance = 0.0  # the same, expected from a uniformly random legal play
        self.shapes = [[0, 0] for _ in SHAPES]  # scoring plays, points
        self.melds = {}  # meld key -> [times, points]

    def before(self, game, move):
        seat = game.to_move
        card = move >> 3
        pile = move & 7
        if self.first < 0:
            self.first = seat
        self.plays += 1
        key = (game.round, seat)
        self.cards.setdefault(key, []).append(card)
        if game.phase() == TREASON:
            self.treason += 1
            self.same += RANKS[game.top[pile]] == RANKS[card]
            legal = game.legal_moves()
            self.chance += sum(RANKS[game.top[m & 7]] == RANKS[m >> 3] for m in legal) / len(
                legal)
        parts = game.breakdown(pile, card)
        self.points[key] = self.points.get(key, 0) + sum(parts)
        top = game.top
        shapes = ([top[(pile + 5) % 6], card, top[(pile + 1) % 6]],
                  [top[(pile + 2) % 6], card, top[(pile + 4) % 6]], [card, top[(pile + 3) % 6]])
        for j, points in enumerate(parts):
            if points:
                self.shapes[j][0] += 1
                self.shapes[j][1] += points
                if j < 3:
                    self._melds(game, shapes[j], points)

    def _melds(self, game, cards, points):
        keys = game.meld_keys(cards)
        if game.crib:
            split = [CRIB_POINTS.get(k, len(cards)) for k in keys]
        else:
            split = [points]
        if len(keys) != len(split) or sum(split) != points:
            raise AssertionError("melds %s do not add up to %d" % (keys, points))
        for k, p in zip(keys, split, strict=True):
            tally = self.melds.setdefault(k, [0, 0])
            tally[0] += 1
            tally[1] += p

    def finish(self, game):
        self.scores = game.result()
        self.winner = game.winner
        self.rounds = game.round + 1
        self.complete = game.round  # rounds 0..complete-1 were played out
        return self

    def round_rows(self):
        """(strength, kings, points, won the round alone) per seat and complete round."""
        rows = []
        for r in range(self.complete):
            pts = [self.points.get((r, s), 0) for s in range(self.seats)]
            best = max(pts)
            for s in range(self.seats):
                cards = self.cards.get((r, s), [])
                rows.append((sum(strength(c) for c in cards),
                             sum(1 for c in cards if c >> 2 == KING), pts[s],
                             pts[s] == best and pts.count(best) == 1))
        return rows

    def game_rows(self):
        """(strength of all cards played in the game, final score) per seat."""
        return [(sum(strength(c) for (r, s2), cards in self.cards.items() if s2 == s
                     for c in cards), self.scores[s]) for s in range(self.seats)]


def play_series(variant, index, games, step):
    level, seats, _ = SERIES[index]
    out = []
    for i in range(games):
        rec = Record(seats)
        game = RoyalCouncil(seats, DEAL_SEED + i, {"variant": variant})
        play(game, (level,) * seats, ai, MOVE_SEED * i + 10 * variant + index, rec.before)
        out.append(rec.finish(game))
        step()
    return out


def run(out, games, progress):
    """Play every variant's series, then write <out>/royal_council.md; returns its path."""
    results = {}
    for variant, key in enumerate(VARIANT_KEYS):
        for index, (level, seats, size) in enumerate(SERIES):
            n = games or size
            bar = progress("RC %s %s %d" % (key[2:], level or "random", seats), n)
            results[(variant, index)] = play_series(variant, index, n, bar.step)
            bar.finish()
    return write(out, games, results)


def write(out, games, results):
    variants = [TEXT[k][0] for k in VARIANT_KEYS]
    rep = Report(out, "royal_council", "Royal Council: playtest lab")
    rep.para(
        "Made by `make lab`; this report alone: %s. Games to 121 with every seat at one AI "
        "level; game i of a series is `RoyalCouncil(seats, %d + i, {\"variant\": v})` and "
        "chooses with `Prng(%d * i + 10 * v + k)` (series k). Series per variant: %s. The "
        "first dealer is drawn from the seed; \"1st\" is the player who begins the game. "
        "Shares carry Wilson 95%% intervals, means normal 95%% intervals, correlations "
        "Fisher 95%% intervals." % (
            command("royal_council", games), DEAL_SEED, MOVE_SEED, "; ".join(
                "%s at %d seats: %d games" % (level_name(lv), seats, len(
                    results[(0, k)])) for k, (lv, seats, _) in enumerate(SERIES))))
    _findings(rep, variants, results)
    _seats(rep, variants, results)
    _length(rep, variants, results)
    _melds(rep, variants, results)
    _hands(rep, variants, results)
    _treason(rep, variants, results)
    return rep.write()


def _top(results, variant):
    """Every expert game of a variant (all seat counts)."""
    return [rec for k, (lv, _, _) in enumerate(SERIES) if lv == TOP
            for rec in results[(variant, k)]]


def _level_series(level):
    """The index of the 2-seat series of a level."""
    for k, (lv, seats, _) in enumerate(SERIES):
        if lv == level and seats == 2:
            return k
    raise LookupError(level)


def _round_r(records):
    rows = [row for rec in records for row in rec.round_rows()]
    return pearson([x[0] for x in rows], [x[2] for x in rows]), len(rows)


def _findings(rep, variants, results):
    lines = []
    for v, name in enumerate(variants):
        recs = results[(v, _level_series(TOP))]
        r, n = _round_r(recs)
        first = sum(1 for rec in recs if rec.winner == rec.first)
        treason = sum(rec.treason for rec in recs)
        same = sum(rec.same for rec in recs)
        lines.append(
            "- %s (expert, 2 seats): the player who begins wins %s; hand strength against "
            "round points r = %.2f (r^2 = %.2f, %d hands); %s of Treason plays land on the "
            "same rank (random legal plays would: %.1f%%)." % (
                name, share(first, len(recs)), r, r * r, n, share(same, treason),
                100.0 * sum(rec.chance for rec in recs) / max(1, treason)))
    rounds = [row for rec in results[(0, _level_series(TOP))] for row in rec.round_rows()]
    four = [x for x in rounds if x[1] == 4]
    lines.append(
        "- %s (expert, 2 seats): a seat holding all four Kings won the round alone %s (%d "
        "hands) and scored %.1f points in it, against %.1f for every hand." % (
            variants[0], share(sum(1 for x in four if x[3]), len(four)), len(four),
            mean_ci([x[2] for x in four])[0], mean_ci([x[2] for x in rounds])[0]))
    rep.heading("Findings")
    rep.para(*lines)


def _seats(rep, variants, results):
    rep.heading("Seat advantage")
    rep.para("Wins by the place in the first round's turn order (1st begins the game); the "
             "game has no draws: it ends when a player reaches 121.")
    for seats in sorted({s for lv, s, _ in SERIES if lv == TOP}):
        k = [i for i, (lv, s, _) in enumerate(SERIES) if lv == TOP and s == seats][0]
        tallies = []
        for v in range(len(variants)):
            tally = [0] * seats
            for rec in results[(v, k)]:
                tally[(rec.winner - rec.first) % seats] += 1
            tallies.append(tally)
        rep.para("Expert, %d seats:" % seats)
        shares(rep, "seats%d" % seats, "Royal Council, %d seats: wins by turn order" % seats,
               variants, tallies, ["1st", "2nd", "3rd", "4th"][:seats],
               references=((1.0 / seats, "fair share %.0f%%" % (100.0 / seats)),))


def _length(rep, variants, results):
    rep.heading("Game length")
    rows = []
    for v, name in enumerate(variants):
        for k, (lv, seats, _) in enumerate(SERIES):
            recs = results[(v, k)]
            rows.append([name, level_name(lv), seats, len(recs)] + [
                "%.1f +- %.1f" % mean_ci(x) for x in (
                    [rec.rounds for rec in recs], [rec.plays for rec in recs],
                    [sum(rec.scores) / rec.plays for rec in recs])])
    rep.table(["variant", "level", "seats", "games", "rounds", "plays", "points a play"], rows)


def _melds(rep, variants, results):
    rep.heading("Which shapes and melds score")
    rep.para("Expert games, all seat counts. Shapes: how many plays a shape scored in and "
             "its points (the lone card scores only when no shape does).")
    rows = []
    for v, name in enumerate(variants):
        recs = _top(results, v)
        plays = sum(rec.plays for rec in recs)
        total = sum(rec.shapes[j][1] for rec in recs for j in range(len(SHAPES)))
        for j, key in enumerate(SHAPES):
            times = sum(rec.shapes[j][0] for rec in recs)
            points = sum(rec.shapes[j][1] for rec in recs)
            rows.append([name, TEXT[key][0], "%.1f%%" % (100.0 * times / plays),
                         "%.2f" % (points / plays), "%.1f%%" % (100.0 * points / total)])
    rep.table(["variant", "shape", "scores in (of plays)", "points a play", "share of points"],
              rows)
    rep.para("Melds: how often each scored and its points, per play and as a share of all "
             "points (the lone card included).")
    for v, name in enumerate(variants):
        recs = _top(results, v)
        plays = sum(rec.plays for rec in recs)
        total = sum(rec.shapes[j][1] for rec in recs for j in range(len(SHAPES)))
        keys = CRIB_MELDS if v == DECK else COURT_MELDS
        rows = []
        labels = []
        values = []
        for key in keys + ("lone_card",):
            if key == "lone_card":
                times = sum(rec.shapes[3][0] for rec in recs)
                points = sum(rec.shapes[3][1] for rec in recs)
            else:
                times = sum(rec.melds.get(key, (0, 0))[0] for rec in recs)
                points = sum(rec.melds.get(key, (0, 0))[1] for rec in recs)
            if key == "lone_card" and v == DECK:
                continue  # the whole deck scores no lone card
            rows.append([TEXT[key][0], times, "%.3f" % (times / plays),
                         "%.1f%%" % (100.0 * points / total)])
            labels.append(TEXT[key][0].replace(" ", "\n", 1) if len(keys) > 4 else TEXT[key][0])
            values.append(points / total)
        rep.para("%s (%d plays):" % (name, plays))
        rep.table(["meld", "times", "times a play", "share of points"], rows)
        rep.image(charts.bars(rep.chart_path("melds%d" % v),
                              "Royal Council, %s: share of points by meld" % name, labels,
                              [("share of points", values)], "share of all points",
                              percent=True, values_on_top=True), "melds " + name)


def _hands(rep, variants, results):
    rep.heading("Does the dealt hand decide the score?")
    rep.para(
        "Per complete round and seat: the hand's strength (K 3, Q 2, J 1) and its Kings "
        "against the points the seat scored in that round; per game: the strength of every "
        "card a seat played against its final score. r is Pearson's correlation (r^2: the "
        "share of the variation in points that the hand explains).")
    rows = []
    for v, name in enumerate(variants):
        for level in LEVELS:
            recs = results[(v, _level_series(level))]
            rounds = [row for rec in recs for row in rec.round_rows()]
            whole = [row for rec in recs for row in rec.game_rows()]
            rs = (pearson([x[0] for x in rounds], [x[2] for x in rounds]),
                  pearson([x[1] for x in rounds], [x[2] for x in rounds]),
                  pearson([x[0] for x in whole], [x[1] for x in whole]))
            ns = (len(rounds), len(rounds), len(whole))
            rows.append([name, level_name(level), len(rounds)] + [
                "%.2f (%.2f-%.2f)" % ((r,) + pearson_ci(r, n)) for r, n in zip(rs, ns,
                                                                                strict=True)])
    rep.table(["variant", "level (2 seats)", "hands", "r strength-round points",
               "r Kings-round points", "r game strength-final score"], rows)
    for v, name in enumerate(variants):
        recs = results[(v, _level_series(TOP))]
        rounds = [row for rec in recs for row in rec.round_rows()]
        xs = [x[0] for x in rounds]
        ys = [x[2] for x in rounds]
        rep.image(charts.scatter(
            rep.chart_path("hand%d" % v), "Royal Council, %s: hand strength and round points"
            " (expert, 2 seats)" % name, xs, ys, "hand strength (K 3, Q 2, J 1)",
            "points in the round", [b for b in binned(xs, ys) if b[1] >= MIN_BIN],
            seed=v + 1), "hands " + name)
        rows = []
        for kings in range(5):
            got = [x for x in rounds if x[1] == kings]
            if got:
                won = sum(1 for x in got if x[3])
                m, half = mean_ci([x[2] for x in got])
                rows.append([kings, len(got), "%.1f +- %.1f" % (m, half),
                             share(won, len(got))])
        rep.para("%s, expert, 2 seats: rounds by the Kings in the seat's hand." % name)
        rep.table(["Kings", "hands", "points in the round", "won the round alone"], rows)


def _treason(rep, variants, results):
    rep.heading("Treason onto the same rank")
    rep.para("Share of Treason plays (onto a started pile) whose card has the rank of the "
             "pile's top card, by AI level at 2 seats; \"random\" is what a uniformly random "
             "legal play would give in the same positions.")
    rows = []
    series = []
    lows = []
    highs = []
    for v, name in enumerate(variants):
        shares_v = []
        lo_v = []
        hi_v = []
        for level in LEVELS:
            recs = results[(v, _level_series(level))]
            treason = sum(rec.treason for rec in recs)
            same = sum(rec.same for rec in recs)
            chance = sum(rec.chance for rec in recs) / max(1, treason)
            rows.append([name, level_name(level), treason, share(same, treason),
                         "%.1f%%" % (100.0 * chance)])
            lo, hi = wilson(same, treason)
            shares_v.append(same / max(1, treason))
            lo_v.append(lo)
            hi_v.append(hi)
        series.append((name, shares_v))
        lows.append(lo_v)
        highs.append(hi_v)
    rep.table(["variant", "level", "Treason plays", "onto the same rank", "random"], rows)
    rep.image(charts.bars(
        rep.chart_path("treason"), "Royal Council: Treason plays onto the same rank",
        [level_name(lv) for lv in LEVELS], series, "share of Treason plays",
        errors=list(zip(lows, highs, strict=True)), percent=True), "treason")
