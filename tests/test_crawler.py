"""The screen crawler (tests/crawler.py) on every board in both languages: every screen
reachable by keys, checked for texts off screen, cut or overlapping, texts across cards'
edges and cursors that cannot be seen; none may be found. make test crawls the PyBadge in
German (tests/long.py leaves the others to make test-all); `make crawl` prints the
figures of them all."""

import pytest

from tests.crawler import BOARDS, LANGUAGES, TAGS, Crawler

# The fewest screens and checks a crawl of each finds (it must not shrink unnoticed).
AT_LEAST = {"pybadge": (250, 100000), "pygamer": (250, 100000), "clue": (300, 100000),
            "picosystem": (300, 100000), "pico_display": (230, 100000)}


@pytest.mark.parametrize("board,language", [
    pytest.param(board, language, id="%s-%s" % (board, TAGS[language]))
    for board in BOARDS for language in LANGUAGES])
def test_every_screen_is_clear(board, language):
    crawler = Crawler(board, language).run()
    print("%s %s: %d screens, %d checks, %d problems" % (
        board, TAGS[language], crawler.screens, crawler.checks,
        len(crawler.problems)))
    screens, checks = AT_LEAST[board]
    assert crawler.screens >= screens and crawler.checks >= checks
    assert not crawler.problems, "\n".join(crawler.problems[:40])
