"""Run the playtest lab: `python -m tools.lab [game ...] [--games N] [--out docs/lab]`.

Without games, every game with a lab module runs. --games N sets every series
(and Royal Garden's solved layouts) to N, for quick looks; without it each
module uses its own sizes, the ones the committed reports state.
`python -m tools.lab yardstick [--games N] [--only game,...] [--board NAME] [--desktop
STYLE] [--ladder | --ladder-only | --duel]` measures the top AI levels against the desktop
player instead (tools/lab/yardstick.py, issues 21 and 40; `yardstick --merge a.md,b.md`
puts several of its reports in one; --board plays the AIs at that board's budgets, a
PyBadge's by default; --desktop random plays issue 21's desktop player; --share PCT plays
the desktop players at PCT % of their budgets; --duel plays the person desktop player
against issue 21's):
it runs only when named, and so do `python -m tools.lab rg_expert [--games N]`: Royal
Garden's Expert against the exact solver (tools/lab/rg_expert.py, issue 17), and
`python -m tools.lab fs_expert [--games N]`: where First of the Season's Expert and the
desktop player plant differently (tools/lab/fs_expert.py, issue 40).
"""

import argparse
import importlib
import sys
import time

from tools.lab.playouts import PERSON, STYLES
from tools.lab.series import Progress, clock

GAME_IDS = ("royal_garden", "niwa", "first_season", "royal_council")
YARDSTICK = "yardstick"
NAMED = (YARDSTICK, "rg_expert", "fs_expert")  # studies that run only when named


def main(argv):
    parser = argparse.ArgumentParser(prog="python -m tools.lab",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("game_ids", nargs="*", metavar="game",
                        help="games to report on (default: all of %s)" % ", ".join(GAME_IDS))
    parser.add_argument("--games", type=int, default=0, metavar="N",
                        help="series size (default: each game's own sizes)")
    parser.add_argument("--out", default="docs/lab", help="report folder (default docs/lab)")
    parser.add_argument("--only", default="", metavar="GAME,...",
                        help="yardstick: only the rows of these games (comma-separated; "
                        "royal_council:0 for one variant)")
    parser.add_argument("--seats", type=int, default=0, metavar="N",
                        help="yardstick: only the rows of N seats")
    parser.add_argument("--board", default="", metavar="NAME",
                        help="yardstick: the AIs at this board's budgets (its SPEED: clue, "
                        "picosystem, ...; default a PyBadge's)")
    parser.add_argument("--ladder", action="store_true",
                        help="yardstick: also each AI level against the one below it")
    parser.add_argument("--ladder-only", action="store_true",
                        help="yardstick: only the ladder, no desktop player")
    parser.add_argument("--desktop", default=PERSON, choices=STYLES,
                        help="yardstick: the desktop player's playouts (default person, "
                        "issue 40; random: issue 21's)")
    parser.add_argument("--share", type=int, default=100, metavar="PCT",
                        help="yardstick: the desktop players at PCT %% of their fast "
                        "budgets (default 100)")
    parser.add_argument("--duel", action="store_true",
                        help="yardstick: the person desktop player against issue 21's "
                        "random one, 2 seats, instead of the AIs")
    parser.add_argument("--merge", default="", metavar="A.md,...",
                        help="yardstick: merge these reports into <out>/yardstick.md instead")
    args = parser.parse_args(argv)
    if args.games < 0:
        parser.error("--games must be positive")
    if args.share < 1:
        parser.error("--share must be positive")
    for game_id in args.game_ids:
        if game_id not in GAME_IDS + NAMED:
            parser.error("unknown game %r (choose from %s)" % (
                game_id, ", ".join(GAME_IDS + NAMED)))
    started = time.perf_counter()
    for game_id in args.game_ids or GAME_IDS:
        module = importlib.import_module("tools.lab." + game_id)
        if game_id == YARDSTICK and args.merge:
            path = importlib.import_module("tools.lab.yardstick_merge").merge(
                args.out, args.merge.split(","),
                "`.venv/bin/python -m tools.lab yardstick --merge %s`" % args.merge)
        elif game_id == YARDSTICK:
            path = module.run(args.out, args.games, Progress, _only(parser, module, args.only),
                              args.ladder or args.ladder_only, args.seats, args.ladder_only,
                              _board(parser, args.board), args.desktop, args.duel,
                              args.share)
        else:
            path = module.run(args.out, args.games, Progress)
        print("wrote " + path)
        sys.stdout.flush()
    sys.stderr.write("lab: %s in all\n" % clock(time.perf_counter() - started))


def _only(parser, yardstick, text):
    """The yardstick's games from --only (all of them when it is empty)."""
    names = tuple(name for name in text.split(",") if name)
    for name in names:
        if name.split(":")[0] not in yardstick.GAME_IDS:
            parser.error("--only: %r has no yardstick (choose from %s)" % (
                name, ", ".join(yardstick.GAME_IDS)))
    return names or yardstick.GAME_IDS


def _board(parser, name):
    """The board module --board names (None for a PyBadge's budgets, the default)."""
    if not name:
        return None
    try:
        return importlib.import_module("boards." + name)
    except ImportError:
        parser.error("--board: no board module %r in boards/" % name)


if __name__ == "__main__":
    main(sys.argv[1:])
