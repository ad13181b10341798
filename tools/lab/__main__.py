"""Run the playtest lab: `python -m tools.lab [game ...] [--games N] [--out docs/lab]`.

Without games, every game with a lab module runs. --games N sets every series
(and Royal Garden's solved layouts) to N, for quick looks; without it each
module uses its own sizes, the ones the committed reports state.
"""

import argparse
import importlib
import sys
import time

from tools.lab.series import Progress, clock

GAME_IDS = ("royal_garden", "niwa", "first_season", "royal_council")


def main(argv):
    parser = argparse.ArgumentParser(prog="python -m tools.lab",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("game_ids", nargs="*", metavar="game",
                        help="games to report on (default: all of %s)" % ", ".join(GAME_IDS))
    parser.add_argument("--games", type=int, default=0, metavar="N",
                        help="series size (default: each game's own sizes)")
    parser.add_argument("--out", default="docs/lab", help="report folder (default docs/lab)")
    args = parser.parse_args(argv)
    if args.games < 0:
        parser.error("--games must be positive")
    for game_id in args.game_ids:
        if game_id not in GAME_IDS:
            parser.error("unknown game %r (choose from %s)" % (game_id, ", ".join(GAME_IDS)))
    started = time.perf_counter()
    for game_id in args.game_ids or GAME_IDS:
        module = importlib.import_module("tools.lab." + game_id)
        path = module.run(args.out, args.games, Progress)
        print("wrote " + path)
        sys.stdout.flush()
    sys.stderr.write("lab: %s in all\n" % clock(time.perf_counter() - started))


if __name__ == "__main__":
    main(sys.argv[1:])
