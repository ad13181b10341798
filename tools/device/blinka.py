"""The same session's keys on the Blinka emulator (pico_display profile), for comparing
screens with the firmware's (docs/screens/device/README.md).

    python -m tools.device.blinka SESSION.txt OUT_DIR [DEVICE_PNG_DIR]

Plays the session's presses with their hold and gap times in the emulator's virtual time
and saves a PNG at each `shot`, up to the first `play` step (after that the deals differ:
the seed comes from the clock). With DEVICE_PNG_DIR, prints for each shot how many pixels
differ from the device's PNG of the same name and where.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def steps(session):
    out = subprocess.run(["node", str(ROOT / "tools/device/session.mjs"), str(session)],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def run(session, out):
    from boards.desktop.emulator import Restart
    from tests.driver import make_app, restarted

    out.mkdir(parents=True, exist_ok=True)
    apps = [make_app("pico_display")]  # the app now: another after each restart
    hw = apps[0].hw
    front = hw.frontend
    buttons = hw.profile.BUTTONS
    shots = []

    def tick():
        try:
            apps[0].step()
        except Restart:  # the app starts afresh, as on the board (engine/app/fresh.py)
            apps[0] = restarted(apps[0])

    def advance(ms):
        while ms > 0:
            front.advance(min(20, ms))
            tick()
            ms -= 20

    try:
        for step in steps(session):
            if step["op"] == "play":
                break
            if step["op"] == "press":
                b = buttons.index(step["button"])
                front.press(b)
                tick()
                advance(step["ms"])
                front.release(b)
                tick()
                advance(step["gap"])
            elif step["op"] == "wait":
                advance(step["ms"])
            elif step["op"] == "shot":
                tick()
                path = out / (step["name"] + ".png")
                front.screenshot(str(path))
                shots.append(step["name"])
    finally:
        hw.close()
    return shots


def compare(a, b):
    """(differing pixels, their bounding box) of two PNGs of the same size."""
    import pygame

    sa, sb = pygame.image.load(str(a)), pygame.image.load(str(b))
    if sa.get_size() != sb.get_size():
        return None, "sizes %s and %s" % (sa.get_size(), sb.get_size())
    n = 0
    box = [10**6, 10**6, -1, -1]
    w, h = sa.get_size()
    for y in range(h):
        for x in range(w):
            ca, cb = sa.get_at((x, y)), sb.get_at((x, y))
            if max(abs(ca[i] - cb[i]) for i in range(3)) > 8:  # RGB565 rounding
                n += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    return n, box if n else None


def main(argv):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    session, out = Path(argv[0]), Path(argv[1])
    shots = run(session, out)
    if len(argv) > 2:
        for name in shots:
            device = Path(argv[2]) / (name + ".png")
            if device.exists():
                n, box = compare(out / (name + ".png"), device)
                print("%s: %s pixels differ %s" % (name, n, box or ""))
    print("blinka: %d shots in %s" % (len(shots), out))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
