"""The device bundle's size on flash: tools/bundle.py's build, measured by part.

Bytes are the files' sizes; "on disk" rounds each file up to whole 512-byte clusters,
as the FAT filesystem of a 2 MB CIRCUITPY drive stores it (directories not counted).
"""

from pathlib import Path

from tools.bench import core
from tools.bench.common import built_bundle

DRIVE = 2 * 1024 * 1024  # the PyBadge's CIRCUITPY flash
CLUSTER = 512


def part_of(rel, games):
    """The part a bundle file belongs to: code.py, engine (shell and ui), engine/<game>
    (a folder of games), engine/assets (the font), boards, lib/<library>."""
    parts = rel.parts
    if parts[0] == "lib" and len(parts) > 1:
        return "lib/" + Path(parts[1]).stem
    if parts[0] == "engine" and len(parts) > 2 and (parts[1] == "assets" or parts[1] in games):
        return "engine/" + parts[1]
    return parts[0]


def measure(folder):
    """{part: [files, bytes, bytes on disk]} of a built bundle folder."""
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    games = {p.parent.name for p in (folder / "engine").glob("*/rules.*")}  # .py or .mpy
    sizes = {}
    for path in files:
        size = path.stat().st_size
        entry = sizes.setdefault(part_of(path.relative_to(folder), games), [0, 0, 0])
        entry[0] += 1
        entry[1] += size
        entry[2] += -(-size // CLUSTER) * CLUSTER
    return sizes


def report():
    print("Device bundle on flash (python -m tools.bench bundle: tools/bundle.py build into a"
          " temporary folder)")
    compiler = core.mpy_cross()
    bundles = [(".py", built_bundle())] + ([(".mpy", built_bundle(compiler))] if compiler else [])
    found = [(kind, measure(folder)) for kind, folder in bundles]
    print("  %-26s" % "part" + "".join(" %6s %10s %10s" % ("files", kind + " bytes", "on disk")
                                       for kind, _ in found))
    totals = [[0, 0, 0] for _ in found]
    for part in sorted(found[0][1]):
        row = "  %-26s" % part
        for (_, sizes), total in zip(found, totals, strict=True):
            files, size, disk = sizes[part]
            total[:] = [total[0] + files, total[1] + size, total[2] + disk]
            row += " %6d %10d %10d" % (files, size, disk)
        print(row)
    print("  %-26s" % "total" + "".join(" %6d %10d %10d" % tuple(t) for t in totals))
    for (kind, _), total in zip(found, totals, strict=True):
        print("  %s: %.1f%% of a 2 MB CIRCUITPY drive on disk (%d KB free of %d KB)" % (
            kind, 100.0 * total[2] / DRIVE, (DRIVE - total[2]) // 1024, DRIVE // 1024))
    print("  .py: sources without docstrings; .mpy: compiled by CircuitPython's mpy-cross"
          " (code.py\n  stays .py)" + ("" if compiler else "; no mpy-cross here (MPY_CROSS=path"
                                       " or CIRCUITPYTHON=path beside it)"))
