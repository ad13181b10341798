"""Royal Council's points of a shape by the ranks of its cards, and the tables play
reads them from. The rules build each table once (rules._tables) with this module
loaded for that use only (engine.modules.part)."""

from engine.cards import JACK


def three_points(a, b, c, crib):
    """Points of three ranks as a shape, before any flush bonus."""
    if crib:
        pairs = (a == b) + (a == c) + (b == c)
        lo = min(a, b, c)
        hi = max(a, b, c)
        run = hi == lo + 2 and a + b + c == 3 * lo + 3 and pairs == 0
        return pairs * 2 + (3 if run else 0)
    if a < JACK or b < JACK or c < JACK:
        return 0  # only court cards count
    if a == b == c:
        return (a - 9) * 3  # JJJ 3, QQQ 6, KKK 9
    if a != b and a != c and b != c:
        return 6  # K, Q and J
    return 0


def two_points(a, b, crib):
    """Points of two ranks as the opposite shape, before any flush bonus."""
    if a != b:
        return 0
    if crib:
        return 2
    return (a - 9) * 2 if a >= JACK else 0  # KK 6, QQ 4, JJ 2


def tables(crib):
    """(rows, three, two) of one scoring (crib: cribbage, the whole deck's): ranks a, b,
    c (13 for an empty pile) score three[rows[a * 14 + b] * 14 + c] as a shape, and a
    pair of rank a scores two[a] (two ranks score only as a pair). The pairs (a, b) that
    score alike with every c share a row of three (7 rows without cribbage, 92 with it,
    instead of 196: heap). Built in place, one row buffer reused: a dict of the rows seen
    made the whole-deck build need about 20 KB more heap on the CircuitPython core."""
    rows = bytearray(196)
    three = bytearray()
    row = bytearray(14)
    for i in range(196):
        a = i // 14
        b = i % 14
        for c in range(14):
            row[c] = three_points(a, b, c, crib) if max(a, b, c) < 13 else 0
        rows[i] = _row_number(three, row)
        if rows[i] * 14 == len(three):
            three.extend(row)
    two = bytes([two_points(a, a, crib) for a in range(13)] + [0])
    return rows, three, two


def _row_number(three, row):
    """The number of the row of three equal to row, or the number of rows (a new one).
    bytearray.find looks without allocating; a match must start at a row."""
    at = three.find(row)
    while at >= 0 and at % 14:
        at = three.find(row, at + 1)
    return len(three) // 14 if at < 0 else at // 14
