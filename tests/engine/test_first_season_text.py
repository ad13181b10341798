"""First of the Season text: every key the game and AI need (both languages and the
font's characters: tests/engine/test_texts.py)."""

from engine.first_season import ai, text
from engine.first_season.rules import MATCH_LENGTHS, PHASE_NAMES


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
