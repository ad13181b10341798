"""English and German: the current language and text lookup.

A text table maps a key to a pair (English, German). The core tables live in
engine/app/text.py; each game keeps its own table in engine/<game>/text.py.
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
    """The text for key in the current language (the key itself if missing)."""
    pair = table.get(key)
    if pair is None:
        return key
    return pair[_current[0]]
