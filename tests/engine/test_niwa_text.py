"""Niwa text: every key the screens and AI need (both languages and the font's characters:
tests/engine/test_texts.py)."""

from engine.niwa import ai, text


def test_levels_objectives_colours_and_stages_have_names():
    for key in ai.LEVELS:
        assert key in text.TEXT, key
    for obj in range(1, 9):
        assert "obj_%d" % obj in text.TEXT and "rule_%d" % obj in text.TEXT
    for colour in range(3):
        assert "colour_%d" % colour in text.TEXT and "letter_%d" % colour in text.TEXT
    for key in ("stage_turn", "stage_offer", "stage_laying", "stage_choose", "stage_over",
                "rounds_1", "rounds_3", "pass_device", "log_swap", "log_trio"):
        assert key in text.TEXT, key


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
