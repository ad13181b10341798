"""How a Niwa hand scores, card by card: the scores page's breakdown (engine.niwa.scene_pages).

rules.hand_score counts the points fast; this module tells which trios and cards make
them. Only the scores page and rules.round_breakdown need it, so they load it for one
use (engine.modules.part): it is not on the heap while a game is played.
"""

from engine.niwa.rules import KINDS, VALUES, row_of


def breakdown(h, obj):
    # (trio values, kinds scored by the objective, total) of hand counts h; the total
    # equals rules.hand_score(h, obj).
    rest = bytearray(h)
    trios = []
    for v in range(VALUES):
        i = v * 3
        while rest[i] and rest[i + 1] and rest[i + 2]:
            trios.append(v)
            rest[i] -= 1
            rest[i + 1] -= 1
            rest[i + 2] -= 1
    picked = []
    if obj == 2:
        sums = [sum(rest[v * 3 + c] * v for v in range(VALUES)) for c in range(3)]
        best = sums.index(max(sums))
        picked = _expand(rest, [v * 3 + best for v in range(VALUES)])
    elif obj == 3:
        for c in range(3):
            top = [v * 3 + c for v in range(VALUES) if rest[v * 3 + c]]
            picked += top[-1:]
    elif obj == 4:
        for v in range(VALUES):
            cards = _expand(rest, (v * 3, v * 3 + 1, v * 3 + 2))
            picked += cards[: len(cards) & ~1]
    elif obj == 5:
        picked = [k for k in range(KINDS) for _ in range(rest[k] & ~1)]
    elif obj == 8:
        picked = _longest_run(rest)
    else:
        odd = 1 if obj == 6 else 0
        picked = [k for k in _expand(rest, range(KINDS)) if obj == 1 or (k // 3) & 1 == odd]
    total = sum(20 - v for v in trios) + sum(k // 3 for k in picked)
    return trios, picked, total


def round_breakdown(game, r, seat):
    # breakdown() of seat's final hand in finished round r; None after decode (the
    # finished rounds' hands are not in the notation).
    archive = game.archive
    if r >= len(archive) or len(archive) != len(game.scores):
        return None
    packed = archive[r][0]
    return breakdown(game.hands[seat] if packed is None else row_of(packed, seat),
                     game.objective_of(r))


def _expand(counts, kinds):
    # The kinds of `kinds` repeated as often as counts says.
    return [k for k in kinds for _ in range(counts[k])]


def _longest_run(rest):
    # The kinds of the longest one-colour run of values (higher sum on a tie).
    best = []
    best_key = 0
    for c in range(3):
        run = []
        key = 0  # length * 64 + sum of values: longer first, then the higher sum
        for v in range(VALUES):
            if rest[v * 3 + c]:
                run.append(v * 3 + c)
                key += 64 + v
                if key > best_key:
                    best_key = key
                    best = list(run)
            else:
                run = []
                key = 0
    return best
