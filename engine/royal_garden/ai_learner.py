"""Royal Garden's learning levels, novice and casual: how a learner picks a card (see ai.py).
Loaded for each of their moves (engine.modules.part), so that a game against a searching
level does not hold it."""

from engine.royal_garden import ai


def choose(game, seat, moves, index, prng):
    """How a learning player picks: wins it sees, then build with some chance."""
    me = game.marks[seat]
    opp = game.marks[seat ^ 1]
    free = game.free
    best = moves[0]
    best_score = -1
    for p in moves:
        bit = 1 << p
        nfree = free ^ bit
        if ai._wins(me | bit, p) or (index and nfree and not ai._link[p] & nfree):
            return p
        score = prng.below(8)
        for w in ai.PATTERNS[p]:
            if not opp & w:
                score += 3 * ai.pop_count(me & w)
        if index and _gives_win(opp, nfree, p):
            score -= 1000
        if score > best_score:
            best = p
            best_score = score
    return best


def _gives_win(opp, free, p):
    """True if the opponent (markers opp) wins at once after p was taken."""
    m = ai._link[p] & free
    while m:
        bit = m & -m
        m ^= bit
        if ai._immediate(opp | bit, free ^ bit, ai._PLACE[bit % 37]):
            return True
    return False
