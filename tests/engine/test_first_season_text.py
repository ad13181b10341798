"""First of the Season text: every key the game and AI need, in the table they read it
from; both languages and the font's characters are checked for text.py and text_more.py
by tests/engine/test_texts.py."""

from engine.first_season import ai, text, text_more
from engine.first_season.rules import MATCH_LENGTHS, PHASE_NAMES

# What the result of a game (scene_banner.py) and the overview (scene_pages.py) read from
# text_more.TEXT, loaded for each use; the game screen reads text.TEXT, held all game.
NOW_AND_THEN = (["game_of", "wins", "wins_match", "draw", "points", "tie_break", "next_game",
                 "planted", "harvested", "takes_ace", "takes_crown", "last_harvest", "nobody",
                 "legend"] + ["suit_%d" % s for s in range(6)])


def test_levels_phases_suits_and_match_modes_have_names():
    for key in ai.LEVELS + PHASE_NAMES:
        assert key in text.TEXT, key
    for s in range(6):
        assert "suit_%d" % s in text_more.TEXT
    for n in MATCH_LENGTHS:
        assert "match_%d" % n in text.TEXT


def test_the_screens_shown_now_and_then_read_the_second_table():
    assert sorted(text_more.TEXT) == sorted(NOW_AND_THEN)
    for key in NOW_AND_THEN:
        assert key not in text.TEXT, key


def test_the_help_states_the_rulings():
    english = " ".join([p[0] for p in text.HELP])
    german = " ".join([p[1] for p in text.HELP])
    for phrase in ("one Ace a turn", "Crowns do not", "harvested last", "a draw", "or none",
                   "set aside unseen", "every suit counts"):
        assert phrase in english, phrase
    for phrase in ("ein Ass pro Zug", "Kronen nicht", "zuletzt geerntet", "unentschieden",
                   "auch keine"):
        assert phrase in german, phrase
