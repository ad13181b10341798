"""A finished match counted in the statistics (Settings.record_result, once a match) and
a game's totals over every AI level (the statistics screen): loaded for each use, so
neither is on the heap while a game is played."""


def record(settings, game_id, level, scores, seat):
    """Count a finished match of the person at seat against the AI at level (a name)."""
    mine = scores[seat]
    others = max([s for i, s in enumerate(scores) if i != seat])
    outcome = 0 if mine > others else (1 if mine == others else 2)  # won, drawn, lost
    levels = settings.stats.setdefault(game_id, {})
    counts = levels.setdefault(level, [0, 0, 0])
    counts[outcome] += 1
    margin = mine - others
    best = settings.best.get(game_id)
    if best is None:
        settings.best[game_id] = [mine, margin]
    else:
        best[0] = max(best[0], mine)
        best[1] = max(best[1], margin)
    settings.dirty = True


def totals(settings, game_id):
    """[won, drawn, lost] of a game over every AI level."""
    total = [0, 0, 0]
    for counts in settings.stats.get(game_id, {}).values():
        for i in range(3):
            total[i] += counts[i]
    return total
