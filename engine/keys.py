"""The logical keys every board reports, whatever buttons it really has."""

from engine.compat import const

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)  # confirm / select
B = const(5)  # back / cancel
START = const(6)  # pause menu
SELECT = const(7)  # game-specific extra (hint, log, ...)

COUNT = const(8)
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT")


def by_name(name):
    """The key number for a name such as 'A' or 'left'; ValueError if unknown."""
    name = name.upper()
    for number, known in enumerate(NAMES):
        if known == name:
            return number
    raise ValueError("unknown key: " + name)
