"""Engine tests: plain functions that run on CPython (pytest) and on MicroPython."""
