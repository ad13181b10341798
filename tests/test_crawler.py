"""The screen crawler (tests/crawler.py) on a part of the boards and languages: every
screen reachable by keys, checked for texts off screen, cut or overlapping, texts across
cards' edges and cursors that cannot be seen; none may be found. `make crawl` walks all
five boards in both languages (some minutes)."""

import pytest

from engine import lang
from tests.crawler import Crawler

# Each of the three screen shapes (160x128, 240x240, 240x135) in both languages; the
# PyGamer and the PicoSystem share the PyBadge's and the CLUE's.
BOARDS = tuple((board, language) for board in ("pybadge", "clue", "pico_display")
               for language in (lang.ENGLISH, lang.GERMAN))
# The fewest screens and checks a crawl of each finds (it must not shrink unnoticed).
AT_LEAST = {"pybadge": (250, 100000), "clue": (300, 100000), "pico_display": (230, 100000)}


@pytest.mark.parametrize("board,language", BOARDS)
def test_every_screen_is_clear(board, language):
    crawler = Crawler(board, language).run()
    print("%s %s: %d screens, %d checks, %d problems" % (
        board, "en de".split()[language], crawler.screens, crawler.checks,
        len(crawler.problems)))
    screens, checks = AT_LEAST[board]
    assert crawler.screens >= screens and crawler.checks >= checks
    assert not crawler.problems, "\n".join(crawler.problems[:40])
