"""Pocket Cards: the one entry point, on a CircuitPython board and on the desktop.

On the device CircuitPython runs this file at boot; on the desktop `make run`
runs it with the emulator (boards.load() picks the board either way).
"""

import boards
from engine.app.app import start

start(boards.load()).run()
