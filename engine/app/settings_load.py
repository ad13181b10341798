"""Reading the settings, statistics and waiting games at start (Settings.load), loaded
for that one use. A part that cannot be read, whatever the reason (bad JSON, deep
nesting, a number out of range, a wrong type), is reset alone and named in
settings.problems; a store of the first format is read once (engine/app/settings_migrate.py).
A frame of the store whose content cannot be read is dropped alone by the journal
(engine/save_load.py): problem 'frame', the rest is kept. Settings.load catches whatever
else could go wrong: the start never stops for the store.
"""

import json

from engine import lang
from engine.app.settings import GAME, REVIEW, SETTINGS, STATS
from engine.modules import part

MAX_COUNT = 1 << 24  # statistics beyond this are not ours
NAME = 24  # the longest game id or level name a record may hold
WORDS = ("store", "version", "frame", "settings", "statistics")  # problems of no game


def load(settings):
    journal = settings.journal
    parts = journal.load()
    settings.problems = problems = []
    if journal.status in ("version", "corrupt"):
        old = part("engine.app.settings", "migrate").parts(journal.store)
        if old:
            parts = old  # the first format's save, kept (written anew at the next save)
        else:
            problems.append("store" if old is None and journal.status == "corrupt"
                            else "version")
    elif journal.dropped:
        problems.append("frame")  # a write that could not be read: the rest is kept
    settings.cut = journal.cut and bool(parts)
    settings.reset()
    if SETTINGS in parts and not _read(_settings, settings, parts[SETTINGS]):
        settings.reset()
        problems.append("settings")
    if STATS in parts and not _read(_stats, settings, parts[STATS]):
        settings.stats, settings.best = {}, {}
        problems.append("statistics")
    for name in parts:
        if name.startswith(GAME):
            game_id = name[len(GAME):]
            if not _read(_game, settings, parts[name], game_id) and game_id not in WORDS:
                problems.append(game_id)  # (no game is named as a problem of the store)
        elif name.startswith(REVIEW) and len(name) <= len(REVIEW) + NAME:
            settings.reviews[name[len(REVIEW):]] = parts[name]  # read when reviewed
    settings.apply()


def _read(reader, settings, payload, *args):
    """reader(settings, the part's JSON, *args); False when the part cannot be read."""
    try:
        reader(settings, json.loads(payload), *args)
    except Exception:  # a bad record of any kind costs its part, never the start
        return False
    return True


def _settings(settings, data):
    if not isinstance(data, list) or not 4 <= len(data) <= 5:  # 4: before setups were kept
        raise ValueError("settings")
    language, sound, ai_level, coach = [_int(x, 0, 3) for x in data[:4]]
    setups = _table(data[4], list) if len(data) == 5 else {}
    for setup in setups.values():  # [seats, controllers, option choices]
        if len(setup) != 3:
            raise ValueError("setup")
        _int(setup[0], 1, 8)
        _ints(setup[1], len(setup[1]), -1, 99)
        _ints(setup[2], len(setup[2]), 0, 99)
        if len(setup[1]) > 8 or len(setup[2]) > 8:
            raise ValueError("setup")
    if language >= len(lang.NAMES) or sound > 1 or coach > 1:
        raise ValueError("settings")
    settings.language, settings.sound, settings.ai_level, settings.coach = (
        language, sound == 1, ai_level, coach == 1)
    settings.setups = setups


def _stats(settings, data):
    stats = _table(data.get("stats", {}) if isinstance(data, dict) else None, dict)
    for levels in stats.values():
        for counts in _table(levels, list).values():
            _ints(counts, 3, 0, MAX_COUNT)
    best = _table(data.get("best", {}), list)
    for row in best.values():
        _ints(row, 2, -MAX_COUNT, MAX_COUNT)
    settings.stats, settings.best = stats, best


def _game(settings, data, game_id):
    """[stamp, controllers, start, moves]; a save of before moves were kept has no moves."""
    if not isinstance(data, list) or not 3 <= len(data) <= 4 or not isinstance(data[2], str):
        raise ValueError("game")
    _int(data[0], 0, MAX_COUNT)
    _ints(data[1], len(data[1]), -1, 99)
    if not 1 <= len(data[1]) <= 8 or len(game_id) > NAME:
        raise ValueError("game")
    if len(data) == 3:
        data.append([])
    _ints(data[3], len(data[3]), -1, (1 << 30) - 1)
    data.append(0)  # the changes of the session that resumes it (Settings.set_game)
    settings.games[game_id] = data


def _int(value, low, high):
    """value when it is an int in low..high (not a bool), else ValueError."""
    if type(value) is not int or not low <= value <= high:
        raise ValueError("number")
    return value


def _ints(value, n, low, high):
    if not isinstance(value, list) or len(value) != n:
        raise ValueError("counts")
    for x in value:
        _int(x, low, high)


def _table(value, kind):
    """value when it is a dict of short names to values of kind, else ValueError."""
    if not isinstance(value, dict):
        raise ValueError("table")
    for key in value:
        if not isinstance(key, str) or len(key) > NAME or not isinstance(value[key], kind):
            raise ValueError("table")
    return value
