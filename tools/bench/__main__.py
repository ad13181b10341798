"""Print every benchmark: `python -m tools.bench [game ...]` (make bench)."""

import importlib
import sys

from engine.catalog import GAMES


def main(argv):
    wanted = argv or [entry[0] for entry in GAMES]
    for game_id in wanted:
        try:
            module = importlib.import_module("tools.bench." + game_id)
        except ModuleNotFoundError:
            print("%s: no benchmark yet" % game_id)
            continue
        print("=" * 72)
        module.report()
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
