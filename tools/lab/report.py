"""Markdown for the lab reports: tables, shares and the file itself."""

import os
import sys

from tools.lab.stats import share, wilson

# The lab runs unchanged on PyPy (`pypy3 -m tools.lab ...`), playing the same games move
# for move several times faster; reports then say so, as their CPU times are PyPy's.
ON_PYPY = sys.implementation.name == "pypy"

NOTES = "<!-- notes: kept when the report is made again -->"


class Report:
    """A Markdown report of one game; charts go next to it as <game>-<name>.png.

    A report made again keeps what its old file holds from the line NOTES on (notes
    written by hand below the measured part)."""

    def __init__(self, out, game_id, title):
        self.out = out
        self.game_id = game_id
        self.lines = ["# " + title, ""]
        os.makedirs(out, exist_ok=True)

    def para(self, *lines):
        self.lines.extend(lines)
        self.lines.append("")

    def heading(self, text):
        self.para("## " + text)

    def table(self, header, rows):
        self.lines.append("| " + " | ".join(str(h) for h in header) + " |")
        self.lines.append("|" + "|".join("---" for _ in header) + "|")
        for row in rows:
            self.lines.append("| " + " | ".join(str(x) for x in row) + " |")
        self.lines.append("")

    def chart_path(self, name):
        """Where a chart named name is saved (pass it to a tools.lab.charts function)."""
        return os.path.join(self.out, "%s-%s.png" % (self.game_id, name))

    def image(self, filename, alt):
        self.para("![%s](%s)" % (alt, filename))

    def write(self):
        path = os.path.join(self.out, self.game_id + ".md")
        text = "\n".join(self.lines).rstrip("\n") + "\n"
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                old = f.read()
            if NOTES in old:
                text += "\n" + old[old.index(NOTES):]
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path


def shares(rep, chart, title, groups, tallies, columns, references=()):
    """A table and a bar chart (95% whiskers) of outcome shares per group.

    tallies[g][j]: how often group g had outcome columns[j]; each group's tallies add
    up to its games. references: [(share, text)] dashed lines on the chart.
    """
    series = [[] for _ in columns]
    lows = [[] for _ in columns]
    highs = [[] for _ in columns]
    rows = []
    for name, tally in zip(groups, tallies, strict=True):
        total = sum(tally)
        rows.append([name, total] + [share(k, total) for k in tally])
        for j, k in enumerate(tally):
            lo, hi = wilson(k, total)
            series[j].append(k / total)
            lows[j].append(lo)
            highs[j].append(hi)
    rep.table(["", "games"] + list(columns), rows)
    from tools.lab import charts  # pygame: only the reports with charts need it

    rep.image(charts.bars(rep.chart_path(chart), title, groups,
                          list(zip(columns, series, strict=True)), "share of games",
                          errors=list(zip(lows, highs, strict=True)), references=references,
                          percent=True, ymax=1.0), title)


def command(game_id, games, extra=""):
    """The command line that makes this report, as the report states it (extra: any
    further arguments, as text)."""
    sized = " --games %d" % games if games else ""
    python = "pypy3" if ON_PYPY else ".venv/bin/python"
    return "`%s -m tools.lab %s%s%s`" % (python, game_id, sized, extra)
