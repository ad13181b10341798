"""The rules pages (docs/rules/) follow the games the device offers and what it shows.

For each game of engine.catalog.GAMES: docs/rules/<id>.md exists and the index links
it; every option the setup screen offers (rules.OPTIONS: its name and each value, as
the English text table shows them) is on the page; every number of the game's help
screen (text.HELP, English) is on the page; the page has the common sections; and the
rulings of the help screen, as key terms taken from it (TERMS), are there too.
Desktop only: it reads files of the repository.
"""

import importlib
import re
from pathlib import Path

import pytest

from engine.catalog import GAMES

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
IDS = [entry.id for entry in GAMES]

# The rules and rulings of each game's help screen (engine/<id>/text.py HELP), a few
# words each, as the page says them.
TERMS = {
    "royal_garden": (
        "4 x 4", "marker", "edge", "four in the middle", "rank or in suit",
        "row", "column", "long diagonals", "2 x 2 square", "blocked", "draw, not a blocking win",
        "single game", "best of five", "points match", "1 point for each card",
        "loser of a game starts", "did not start", "newly shuffled", "coach", "hint",
        "ace", "king", "queen", "jack", "königsgarten", "ass", "könig", "dame", "bube",
        "pik", "herz", "karo", "kreuz",
    ),
    "niwa": (
        "9 cards", "pink", "green", "orange", "66", "face-down stack", "row", "unseen",
        "swap", "reveal", "not take back the card you just put down", "identical",
        "trio", "3 cards", "right after your reveal", "one trio per turn",
        "never after a swap", "last card of the stack", "20 minus", "must be formed",
        "objective", "duo", "three cards of one value make one duo", "identical cards",
        "odd", "0 is even", "run of 1", "higher sum", "40", "tournament: 3 rounds",
        "single round", "not drawn before", "shared", "player 1 begins", "log",
        "seen", "passed on",
    ),
    "first_season": (
        "crowns plus aces", "numerals", "two suits", "face-down stack", "face up",
        "4 to each hand", "set 1 card aside unseen", "12 form the deck", "plant",
        "harvest", "one above or one below", "shares a suit", "out of season",
        "all, some or none", "tableau", "next ace", "one ace a turn", "strictly more",
        "from your opponent", "aces count", "crowns do not", "a tie takes nothing",
        "only the player whose turn it is", "draw a card", "both hands are empty",
        "harvested last", "it is a draw", "best of 3", "best of 5", "more than half",
        "alternates", "drawn game counts",
    ),
    "royal_council": (
        "2 to 4", "121", "even in the middle of a round", "court cards", "6 each", "4 each",
        "3 each", "dealer's left", "appointment", "empty place", "treason", "any pile",
        "top card", "neighbours", "triangle", "opposite", "the pile across",
        "every pile in it holds a card", "meld", "k q j of one suit", "k k k", "q q q",
        "j j j", "k k (opposite shape)", "q q (opposite shape)", "j j (opposite shape)",
        "a pair inside a three-card shape scores nothing", "lone card", "k 3", "q 2",
        "j 1", "draw pile", "whole deck", "52", "3 cards to each hand", "cribbage",
        "three of a kind", "run", "ace low, king high", "flush", "1 a card",
        "no fifteens", "no nobs", "no points for a lone card", "deck and every hand",
        "pile 0", "drawn at random", "61", "31", "passed on",
    ),
}

SECTIONS = ("overview", "the cards", "setup", "a turn", "rulings the device applies", "keys")


def _page(game_id):
    return (RULES / ("%s.md" % game_id)).read_text(encoding="utf-8")


def _plain(text):
    """Lower case, without Markdown emphasis and code marks, one space between words."""
    text = text.replace("**", "").replace("`", "").lower()
    return " ".join(text.split())


def _headings(text):
    return [line.lstrip("#").strip().lower() for line in text.splitlines()
            if line.startswith("#")]


def _has_number(text, number):
    return re.search(r"(?<!\d)%s(?!\d)" % number, text) is not None


def test_every_game_has_its_page_linked_from_the_index():
    index = (RULES / "README.md").read_text(encoding="utf-8")
    for game_id in IDS:
        assert (RULES / ("%s.md" % game_id)).is_file(), game_id
        assert "](%s.md)" % game_id in index, "docs/rules/README.md does not link " + game_id
    assert set(TERMS) == set(IDS), "TERMS lists the catalog's games, no more, no fewer"


def test_the_keys_link_reaches_the_readme_key_table():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "## Keys on each board" in readme  # the anchor #keys-on-each-board
    for game_id in IDS:
        assert "../../README.md#keys-on-each-board" in _page(game_id), game_id


@pytest.mark.parametrize("game_id", IDS)
def test_page_has_the_common_sections(game_id):
    heads = _headings(_page(game_id))
    for section in SECTIONS:
        assert any(h.startswith(section) or section in h for h in heads), (game_id, section)
    assert any(word in h for h in heads for word in ("scoring", "winning", "end of")), game_id
    assert any("match modes" in h or "variant" in h for h in heads), game_id


@pytest.mark.parametrize("game_id", IDS)
def test_every_setup_option_is_on_the_page(game_id):
    rules = importlib.import_module("engine.%s.rules" % game_id)
    table = importlib.import_module("engine.%s.text" % game_id).TEXT
    page = _plain(_page(game_id))
    for key, values, *_ in getattr(rules, "OPTIONS", ()):
        assert _plain(table[key][0]) in page, (game_id, "option", table[key][0])
        for value in values:
            shown = table[value][0]
            assert _plain(shown) in page, (game_id, key, value, shown)
            if isinstance(value, int) and shown.isdigit():
                assert _has_number(page, value), (game_id, key, value)


@pytest.mark.parametrize("game_id", IDS)
def test_every_number_of_the_help_screen_is_on_the_page(game_id):
    helps = importlib.import_module("engine.%s.text" % game_id).HELP
    page = _page(game_id)
    for english, _german in helps:
        for number in re.findall(r"\d+", english):
            assert _has_number(page, number), (game_id, number, english[:60])


@pytest.mark.parametrize("game_id", IDS)
def test_the_rulings_of_the_help_screen_are_on_the_page(game_id):
    page = _plain(_page(game_id))
    missing = [term for term in TERMS[game_id] if _plain(term) not in page]
    assert not missing, (game_id, missing)
