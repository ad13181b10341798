"""Render the documentation screenshots (desktop only)."""

import importlib
import os
import pkgutil
import sys

from engine import lang
from tests.driver import make_app

OUT = os.path.join("docs", "screens")
BOARDS = (("pybadge", (lang.ENGLISH, lang.GERMAN)), ("clue", (lang.ENGLISH,)),
          ("pico_display", (lang.ENGLISH,)))
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


def main(argv):
    os.makedirs(OUT, exist_ok=True)
    for module in modules(argv):
        print("%s: %d runs" % (module.__name__, render(module)))


if __name__ == "__main__":
    main(sys.argv[1:])
