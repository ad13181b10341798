"""Where First of the Season's Expert and the desktop player plant differently (issue 40).

`python -m tools.lab fs_expert [--games N]` plays the yardstick's First of the Season games
(tools/lab/yardstick.py: the Expert at a PyBadge's budgets against the person desktop
player, deal DEAL_SEED + j // 2, the seats swapped) and stops at each of the Expert's
plants with more than one card in hand: the desktop player (its own Pimc, the same
budget, seeded by the game) says which card it would plant from the Expert's seat. Where
the two differ, both plants are judged on JUDGE deals of the hidden cards (view_game of
the Expert's seat), each finished by the person playout (tools/lab/playouts.py: the
plant's full harvest, then the person policy to the game's end), both plants on the same
deals and random streams: the game won (1, a draw 0, lost -1) and the person worth (8 a
game won plus the Crowns and Aces ahead). The rows sort the differences by what each
plant harvests; the Expert's harvests of less than everything are counted as well.
"""

from engine.first_season.rules import HARVEST, HARVESTING, PLANT
from engine.prng import Prng
from tools.lab import yardstick
from tools.lab.pimc import RULES, Pimc, value
from tools.lab.playouts import PERSON, PLAYOUTS, margin, ripest, season_worth
from tools.lab.report import Report, command
from tools.lab.stats import mean_ci, share

GAMES = 40
JUDGE = 400  # deals a differing position is judged on
JUDGE_SEED = 91000
KINDS = ("both harvest, the desktop's brings more now",
         "both harvest, the Expert's brings more now or as much",
         "the desktop harvests, the Expert does not",
         "the Expert harvests, the desktop does not",
         "neither harvests")


class Position:
    """One of the Expert's plants where the desktop player would plant another card: how
    they differ (a KINDS index) and, by deal, what each plant was worth."""

    def __init__(self, game, seat, mine, theirs, prng):
        self.kind = kind(game, mine, theirs)
        self.deck = game.deck_count()
        self.won = []  # the desktop's plant's game result less the Expert's, by deal
        self.worth = []  # the same in person worth
        rules = RULES[game.NAME]
        policy = PLAYOUTS[PERSON][game.NAME][0]
        playout = Prng()
        for _ in range(JUDGE):
            deal = game.view_game(seat, prng)
            playout.seed(prng.next30())
            state = playout.getstate()
            ends = []
            for card in (theirs, mine):
                playout.setstate(state)
                ends.append(value(deal, card, seat, None, rules.ended, policy, both, playout))
            self.won.append(ends[0][0] - ends[1][0])
            self.worth.append(ends[0][1] - ends[1][1])


def both(game, seat):
    """(the game's result for seat, its person worth)."""
    return margin(game, seat), season_worth(game, seat)


def kind(game, mine, theirs):
    """The KINDS index of the Expert's plant mine against the desktop's theirs."""
    a = ripest(game, mine)
    b = ripest(game, theirs)
    if a and b:
        return 0 if b > a else 1
    if b:
        return 2
    return 3 if a else 4


class Probe:
    """The series' tally: the Expert's plants, the differing Positions, the harvests."""

    def __init__(self):
        self.plants = 0
        self.differ = []
        self.harvests = 0
        self.partial = 0


def probe(games, progress):
    """Play the yardstick's games, tallying the Expert's plants (see the module's text)."""
    row = yardstick.Row("first_season", None, 2)
    top = row.ai.LEVELS[-1]
    tally = Probe()
    bar = progress("fs_expert", games)
    for j in range(games):
        desktop = Pimc(row.playouts, yardstick.PIMC_SEED + j)
        adviser = Pimc(row.playouts, yardstick.PIMC_SEED + 5000 + j)
        judge = Prng(JUDGE_SEED + j)
        prng = Prng(yardstick.MOVE_SEED + j)
        game = row.deal(j)
        expert = 1 - j % 2
        while not game.is_over():
            seat = game.to_move
            if seat != expert:
                game.play(desktop.choose(game))
                continue
            legal = game.legal_moves()
            move = row.ai.choose(game, seat, top, prng)
            if game.phase() == PLANT and len(legal) > 1:
                tally.plants += 1
                theirs = adviser.choose(game)
                if theirs != move:
                    tally.differ.append(Position(game, seat, move, theirs, judge))
            elif game.phase() == HARVESTING:
                tally.harvests += 1
                tally.partial += move != HARVEST | game.eligible()
            game.play(move)
        bar.step()
    bar.finish()
    return tally


def run(out, games, progress):
    """Probe the games and write <out>/fs_expert.md; returns its path."""
    games = games or GAMES
    tally = probe(games, progress)
    rep = Report(out, "fs_expert", "First of the Season: where the Expert and the desktop "
                 "player plant differently")
    rep.para("Made by %s. %s" % (command("fs_expert", games), " ".join(
        line.strip() for line in __doc__.split("\n\n")[1].split("\n"))))
    rep.para("Of the Expert's %d plants with a choice, the desktop player would have "
             "planted another card in %d (%s). The Expert harvested less than everything "
             "in %d of its %d harvests." % (
                 tally.plants, len(tally.differ), share(len(tally.differ), tally.plants),
                 tally.partial, tally.harvests))
    rows = []
    for k, name in enumerate(KINDS):
        mine = [p for p in tally.differ if p.kind == k]
        if not mine:
            continue
        won = [sum(p.won) / JUDGE for p in mine]
        worth = [sum(p.worth) / JUDGE for p in mine]
        better = sum(w > 0 for w in won)
        rows.append([name, len(mine), "%+.3f +- %.3f" % mean_ci(won),
                     "%+.2f +- %.2f" % mean_ci(worth), share(better, len(mine)),
                     "%.1f" % (sum(p.deck for p in mine) / len(mine))])
    rep.table(["how they differ", "positions", "desktop's plant less the Expert's: games "
               "won a game", "the same in person worth", "positions where the desktop's "
               "wins more", "cards left in the deck (mean)"], rows)
    return rep.write()
