"""Every reason a hint can give (each game's text_hints.py) shown on the game screen of the
narrowest boards in both languages: none is cut short (tests.crawl's check)."""

import pytest

from engine import lang
from engine.catalog import GAMES
from engine.lang import Texts
from tests.crawl import check
from tests.crawler import GROUND
from tests.driver import PERSON, make_app, start_game

BOARDS = ("pybadge", "clue", "pico_display")


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("language", (lang.ENGLISH, lang.GERMAN))
@pytest.mark.parametrize("entry", GAMES, ids=lambda e: e.id)
def test_every_hint_reason_fits(board, language, entry):
    app = make_app(board)
    try:
        app.settings.language = language
        app.settings.apply()
        scene = start_game(app, entry.id, [PERSON] + [1] * (entry.min_seats - 1), None, 3)
        move, _ = scene.mods.ai.hint(scene.game, scene.game.to_move, scene.prng)
        reasons = Texts("engine.%s.text_hints" % entry.id).TEXT
        assert len(reasons) >= 8
        cut = []
        for key in sorted(reasons):
            scene.show_hint(move, reasons[key])
            app.step()
            problems, _ = check(app, [], GROUND)
            cut += ["%s: %s" % (key, p) for p in problems if p.endswith("is cut")]
        assert not cut, "\n".join(cut)
    finally:
        app.hw.close()
        lang.set_language(lang.ENGLISH)
