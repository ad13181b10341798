"""Several yardstick reports in one (issue 21): `python -m tools.lab yardstick --merge
a.md,b.md,... [--out docs/lab]` writes <out>/yardstick.md with every row of every report,
a later report's row replacing an earlier one of the same game (and seat count, or level
of the ladder), each report's command and date kept.

Each run of the yardstick writes its own report; the rows of a run that is not repeated
are not lost when another run measures other games.
"""

import time

from tools.lab.report import Report
from tools.lab.yardstick import ABOUT_DESKTOP, SECTIONS

MADE = "Made by "
SPLIT = ". Issue 21's table: "  # where a report's own run ends and its explanation starts
KEYS = (1, 2, 2, 1)  # the columns that name a row, per section (game; game, seats; game, level;
# game)


class Source:
    """One report: its runs' sentences (one, or a merged report's list), its explanation,
    the desktop player's paragraph and the rows of each section (lists of cells), in its
    order."""

    def __init__(self, path):
        self.path = path
        self.made = []
        self.explained = ""
        self.desktop = ""
        self.heads = {}
        self.rows = {}
        section = None
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for line in lines:
            if line.startswith(MADE) and SPLIT in line:
                made, rest = line.split(SPLIT, 1)
                self.made.append(made)
                self.explained = "Issue 21's table: " + rest
            elif line.startswith("- " + MADE):  # a run of a merged report
                self.made.append(line[2:].rstrip("."))
            elif line.startswith("Issue 21's table: "):
                self.explained = line
            elif line.startswith("## "):
                section = line[3:]
            elif section == ABOUT_DESKTOP and line.startswith("For each decision"):
                self.desktop = line
            elif section in SECTIONS and line.startswith("| ") and not line.startswith("|---"):
                cells = [c.strip() for c in line.strip("|").split("|")]
                if section not in self.heads:
                    self.heads[section] = cells
                else:
                    self.rows.setdefault(section, []).append(cells)


def merge(out, paths, called):
    """Write <out>/yardstick.md from the reports at paths (later ones win); returns its path.
    called: the command line of this merge, as the report states it."""
    sources = [Source(path) for path in paths]
    rep = Report(out, "yardstick", "The yardstick: the top AI levels against a desktop player")
    rep.para("Merged by %s on %s from the runs below (a row of a later run replaces the same "
             "row of an earlier one):" % (called, time.strftime("%Y-%m-%d %H:%M")))
    rep.para(*["- %s." % made for s in sources for made in s.made])
    rep.para(sources[-1].explained)
    for section, key in zip(SECTIONS, KEYS, strict=True):
        order = []
        rows = {}
        head = None
        for s in sources:
            head = s.heads.get(section, head)
            for cells in s.rows.get(section, ()):
                name = tuple(cells[:key])
                if name not in rows:
                    order.append(name)
                rows[name] = cells
        if head:
            rep.heading(section)
            rep.table(head, [rows[name] for name in order])
    rep.heading(ABOUT_DESKTOP)
    rep.para(sources[-1].desktop)
    return rep.write()
