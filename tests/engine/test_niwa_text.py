"""Niwa text: every key the screens and AI need, in the table they read it from, and no key
unused (the game screen's table is on the heap all game); both languages and the font's
characters are checked for both tables by tests/engine/test_texts.py."""

from engine.niwa import ai, text, text_hints, text_more

# What the game screen and the setup menu read from text.TEXT, the table the app holds
# while a game is played (engine/niwa/scene.py and scene_layout.py, rules.OPTIONS).
PLAYING = (["rounds", 1, 3, "log", "scores", "stage_over", "round_over", "reveal",
            "no_trio", "log_swap", "log_reveal", "log_lay", "a_on", "ev_trio", "initial",
            "round_short", "hand_points", "do_swap", "do_take", "do_reveal", "do_trio",
            "do_end", "do_lay", "do_keep", "do_last", "after_reveal", "hand_first"]
           + ["letters", "objectives"])
# The hints' reasons (ai.hint, ai_reason.py), read from text_hints.TEXT when a hint shows.
HINTS = (["hint_" + reason for reason in (
    "reveal_take", "reveal_chance", "reveal", "end", "wait", "trio", "prepare", "take",
    "go_trio", "lay")] + ["hint_gain_%d" % obj for obj in range(1, 9)])
# What the objective's rule, the banner (scene_banner.py) and the pause menu's pages
# (scene_pages.py) read from text_more.TEXT, loaded for each use.
NOW_AND_THEN = (["objective", "round_won", "round_shared", "wins", "tie", "col_round",
                 "col_sum", "won_card", "next_objective", "a_next", "seen", "log_trio",
                 "log_end", "no_log", "round_of", "points", "trio_points", "total",
                 "hand_now", "no_breakdown", "nothing", "since", "rules", "briefs"])


def test_levels_objectives_letters_and_screens_have_their_texts():
    for key in ai.LEVELS:
        assert key in text.TEXT, key
    assert sorted(text.TEXT, key=str) == sorted(list(ai.LEVELS) + PLAYING, key=str)
    assert sorted(text_more.TEXT) == sorted(NOW_AND_THEN)
    assert sorted(text_hints.TEXT) == sorted(HINTS)


def test_the_brief_rules_fit_the_narrowest_line():
    assert len(text_more.TEXT["briefs"]) == len(text_more.TEXT["rules"]) == 8
    assert len(text.TEXT["objectives"]) == 8 and len(text.TEXT["letters"]) == 3
    for pair in text_more.TEXT["briefs"]:
        for brief in pair:
            assert len(brief) <= 17, brief


def test_the_help_states_the_rules_and_rulings():
    english = " ".join([p[0] for p in text.HELP])
    german = " ".join([p[1] for p in text.HELP])
    for phrase in ("66 cards", "not the one you just laid", "Only after you reveal",
                   "first lay 3 hand cards", "One trio per turn", "none after a swap",
                   "may still take a trio", "20 minus its value", "must be formed",
                   "the one colour that scores best", "make one duo", "0 is even",
                   "a lone card is a run of 1", "the higher sum", "not drawn before",
                   "a tie is shared", "40 points", "Player 1 begins"):
        assert phrase in english, phrase
    for phrase in ("66 Karten", "nicht die gerade abgelegte", "Nur nachdem du aufgedeckt",
                   "Ein Trio pro Zug", "20 minus seinen Wert", "0 ist gerade",
                   "die höhere Summe", "40 Punkte", "Gleichstand"):
        assert phrase in german, phrase
