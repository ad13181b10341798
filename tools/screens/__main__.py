"""Render the documentation screenshots (desktop only), then a contact sheet per board and
language: docs/screens/contact-<board>-<lang>.png, every screen of that board at 1x."""

import importlib
import os
import pkgutil
import sys

from engine import lang
from tests.driver import make_app

OUT = os.path.join("docs", "screens")
BOTH = (lang.ENGLISH, lang.GERMAN)
BOARDS = (("pybadge", BOTH), ("clue", BOTH), ("pico_display", BOTH))
LANG_TAGS = ("en", "de")


def modules(names):
    import tools.screens as package

    found = [m.name for m in pkgutil.iter_modules(package.__path__) if not m.name.startswith("_")]
    return [importlib.import_module("tools.screens." + n) for n in (names or sorted(found))]


def render(module):
    count = 0
    for name, scene in module.SCENES:
        for board, languages in BOARDS:
            for language in languages:
                app = make_app(board)
                app.settings.language = language
                app.settings.apply()
                app.top().enter()

                def snap(tag, app=app, board=board, language=language, name=name):
                    app.step()
                    path = os.path.join(OUT, "%s-%s-%s-%s.png" % (name, tag, board,
                                                                   LANG_TAGS[language]))
                    app.hw.frontend.screenshot(path)

                try:
                    scene(app, snap)
                finally:
                    app.hw.close()
                    lang.set_language(lang.ENGLISH)
                count += 1
    return count


def contact_sheets(columns=6, gap=4):
    """One PNG per board and language with every screenshot of it, in name order."""
    import pygame

    for board, languages in BOARDS:
        for language in languages:
            tail = "-%s-%s.png" % (board, LANG_TAGS[language])
            names = sorted(n for n in os.listdir(OUT)
                           if n.endswith(tail) and not n.startswith("contact-"))
            if not names:
                continue
            shots = [pygame.image.load(os.path.join(OUT, n)) for n in names]
            w, h = shots[0].get_size()
            rows = (len(shots) + columns - 1) // columns
            sheet = pygame.Surface((columns * (w + gap) + gap, rows * (h + gap) + gap))
            sheet.fill((40, 40, 40))
            for i, shot in enumerate(shots):
                sheet.blit(shot, (gap + i % columns * (w + gap), gap + i // columns * (h + gap)))
            pygame.image.save(sheet, os.path.join(OUT, "contact" + tail))


def main(argv):
    os.makedirs(OUT, exist_ok=True)
    for module in modules(argv):
        print("%s: %d runs" % (module.__name__, render(module)))
    contact_sheets()


if __name__ == "__main__":
    main(sys.argv[1:])
