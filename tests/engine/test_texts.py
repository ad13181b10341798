"""Every text table (the shell's, each game's and the second tables of texts shown now
and then, text_more.py, and of the menus, text_menus.py): both languages, the same
placeholders, and only characters the project's font draws (the device drops the rest)."""

from engine.app import text as shell_text
from engine.app import text_menus as shell_menus
from engine.app import text_more as shell_more
from engine.first_season import text as first_season_text
from engine.first_season import text_hints as first_season_hints
from engine.first_season import text_more as first_season_more
from engine.niwa import text as niwa_text
from engine.niwa import text_hints as niwa_hints
from engine.niwa import text_more as niwa_more
from engine.royal_council import text as royal_council_text
from engine.royal_council import text_hints as royal_council_hints
from engine.royal_garden import text as royal_garden_text
from engine.royal_garden import text_hints as royal_garden_hints
from engine.royal_garden import text_more as royal_garden_more

GAME_TEXTS = (royal_garden_text, niwa_text, first_season_text, royal_council_text)
SECOND_TABLES = (shell_menus, shell_more, royal_garden_more, niwa_more, first_season_more,
                 royal_garden_hints, niwa_hints, first_season_hints, royal_council_hints)


def font_codepoints():
    """The code points engine/assets/font.bdf has glyphs for."""
    found = set()
    with open("engine/assets/font.bdf") as bdf:
        for line in bdf:
            if line.startswith("ENCODING "):
                found.add(int(line.split()[1]))
    return found


def check_pair(pair, drawable, where):
    assert len(pair) == 2, where
    for s in pair:
        assert s and s == s.strip(), where
        for ch in s:
            assert ch == "\n" or ord(ch) in drawable, (where, ch)
    assert pair[0].count("%") == pair[1].count("%"), where


def test_the_font_covers_ascii_umlauts_and_suits():
    drawable = font_codepoints()
    for ch in "AZaz09 ~\u00c4\u00d6\u00dc\u00e4\u00f6\u00fc\u00df\u2660\u2665\u2666\u2663":
        assert ord(ch) in drawable, ch


def test_every_table_is_in_both_languages_and_drawable():
    drawable = font_codepoints()
    for module in (shell_text,) + GAME_TEXTS + SECOND_TABLES:
        for key in module.TEXT:
            value = module.TEXT[key]
            if isinstance(value[0], tuple):  # texts chosen by a number (engine.lang._pick)
                for i, pair in enumerate(value):
                    check_pair(pair, drawable, (module.__name__, key, i))
            else:
                check_pair(value, drawable, (module.__name__, key))


def test_a_shell_key_is_in_one_of_its_tables():
    # engine.app.scene.t looks in text.py first: a key in both would hide the menus' one.
    for key in shell_menus.TEXT:
        assert key not in shell_text.TEXT, key


def test_every_game_has_a_help_text_in_both_languages():
    drawable = font_codepoints()
    for module in GAME_TEXTS:
        assert len(module.HELP) >= 5, module.__name__
        for i, pair in enumerate(module.HELP):
            check_pair(pair, drawable, (module.__name__, "HELP", i))
