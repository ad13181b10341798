"""Print every benchmark: `python -m tools.bench [game ...]` (make bench)."""

import importlib
import sys

from tools.bench.common import GAME_IDS


def main(argv):
    wanted = argv or GAME_IDS
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
