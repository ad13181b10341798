"""The AIs' budgets on each board: node counts set for a PyBadge, scaled to the board's speed.

The app tells the board's speed once (the board module's SPEED, in percent of a PyBadge:
a SAMD51 at 120 MHz); each AI asks budget(nodes) for its search. Budgets count nodes or
rollouts, never seconds, so the same board always plays the same moves.
"""

_speed = [100]  # the board's speed in percent of a PyBadge


def set_speed(percent):
    """Tell every AI how fast this board is, in percent of a PyBadge (the board profile's
    SPEED; the app sets it once at start)."""
    _speed[0] = percent


def budget(nodes):
    """An AI's node (or rollout) budget, set for a PyBadge, scaled to this board's speed:
    a slower board searches fewer nodes in the same time, never longer. At least 1; the
    same board always gets the same number, so play stays reproducible."""
    return max(1, nodes * _speed[0] // 100)
