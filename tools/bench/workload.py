"""The calibration workload: a small fixed CPU-bound loop of the AIs' kinds of work
(pystone-like: calls, attribute reads and writes, list indexing, integer arithmetic,
branches). CPython and MicroPython run it alike: tools/bench/common.py times it on this
machine, tools/bench/startup.py inside the MicroPython VM."""


class _Cell:
    """A record for the workload: attribute reads and writes as the engines do."""

    def __init__(self, value):
        self.value = value
        self.count = 0


def _score(cell, step):
    cell.count += 1
    return (cell.value * 31 + step) % 1021


def run():
    cells = [_Cell(i) for i in range(64)]
    order = list(range(64))
    total = 0
    for step in range(200000):
        cell = cells[order[step & 63]]
        value = _score(cell, step)
        if value & 1:
            cell.value = value
            total += value
        else:
            order[step & 63], order[value & 63] = order[value & 63], order[step & 63]
    return total
