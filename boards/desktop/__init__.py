"""The desktop emulator: the console's code on Blinka displayio, as any board profile.

boards.load() picks it on CPython. CONSOLE_BOARD chooses the profile (pybadge, pygamer,
clue, picosystem, pico_display) and CONSOLE_FRONTEND the front end: window (pygame),
terminal (coloured half-blocks) or headless (tests).
"""
