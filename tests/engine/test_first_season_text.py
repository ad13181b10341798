"""First of the Season text: both languages, every key the game and AI need, the font's
characters only."""

from engine.first_season import ai, text
from engine.first_season.rules import MATCH_LENGTHS, PHASE_NAMES

# ASCII, the German letters and the four suit glyphs: all the device font draws.
ALLOWED = "ÄÖÜäöüß\u2660\u2665\u2666\u2663"


def check(s):
    assert s and s == s.strip(), s
    for ch in s:
        assert " " <= ch <= "~" or ch in ALLOWED, s


def test_every_string_is_in_both_languages_and_drawable():
    for key in text.TEXT:
        pair = text.TEXT[key]
        assert len(pair) == 2
        check(pair[0])
        check(pair[1])
        assert pair[0].count("%") == pair[1].count("%"), key
    assert len(text.HELP) >= 5
    for english, german in text.HELP:
        check(english)
        check(german)


def test_levels_phases_suits_and_match_modes_have_names():
    for key in ai.LEVELS + PHASE_NAMES:
        assert key in text.TEXT, key
    for s in range(6):
        assert "suit_%d" % s in text.TEXT
    for n in MATCH_LENGTHS:
        assert "match_%d" % n in text.TEXT


def test_the_help_states_the_rulings():
    english = " ".join([p[0] for p in text.HELP])
    german = " ".join([p[1] for p in text.HELP])
    for phrase in ("one Ace a turn", "Crowns do not", "harvested last", "a draw", "or none",
                   "set aside unseen", "every suit counts"):
        assert phrase in english, phrase
    for phrase in ("ein Ass pro Zug", "Kronen nicht", "zuletzt geerntet", "unentschieden",
                   "auch keine"):
        assert phrase in german, phrase
