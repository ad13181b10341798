"""The playtest lab (desktop only): seeded AI-against-AI series and reports.

`python -m tools.lab [game ...] [--games N] [--out docs/lab]` (make lab) writes
<out>/<game>.md with PNG charts beside it. One module per game
(royal_garden, niwa, first_season, royal_council) with run(out, games, progress);
series.py plays the games, stats.py computes, charts.py draws, report.py writes.
"""
