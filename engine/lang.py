"""English and German: the current language and text lookup.

A text module's table maps a key to a pair (English, German), its HELP is a list of
paragraph pairs. The core table lives in engine/app/text.py; each game keeps its own
in engine/<game>/text.py. The app holds them as Texts: the current language only,
since the other language's strings would sit on the device's heap for nothing.
"""

ENGLISH = 0
GERMAN = 1
NAMES = ("English", "Deutsch")

_current = [ENGLISH]


def set_language(index):
    """Choose English (0) or German (1) for every string from now on."""
    if index not in (ENGLISH, GERMAN):
        raise ValueError("unknown language")
    _current[0] = index


def language():
    """The current language index."""
    return _current[0]


def is_german():
    """True when German is chosen."""
    return _current[0] == GERMAN


def tr(table, key):
    """The text for key in the current language (the key itself if missing); table is a
    text module's table of pairs or a Texts table of the current language."""
    value = table.get(key)
    if value is None:
        return key
    return value if isinstance(value, (str, list)) else _pick(value, _current[0])


def _pick(pair, i):
    """pair's text in language i; a tuple of pairs (texts chosen by a number: one key
    instead of one a number, so fewer names for MicroPython to intern) gives a list."""
    if isinstance(pair[0], str):
        return pair[i]
    return [p[i] for p in pair]


class Texts:
    """A text module's TEXT in one language, the module itself not kept: it is imported
    for the copy and forgotten, so the pairs are freed. Its HELP (the rules pages, the
    longest text) is read again when the rules are shown: help()."""

    def __init__(self, module_name):
        self.name = module_name
        self.language = i = _current[0]
        self.TEXT = {key: _pick(pair, i) for key, pair in self._module().TEXT.items()}

    def _module(self):
        from engine.modules import import_once

        return import_once(self.name)

    def help(self):
        """The module's HELP paragraphs in this language (none if it has no HELP)."""
        return [pair[self.language] for pair in getattr(self._module(), "HELP", ())]


def current(texts, module_name):
    """texts if it is in the current language, else module_name's Texts anew."""
    if texts is None or texts.language != _current[0]:
        return Texts(module_name)
    return texts
