"""CircuitPython's own tools for the tests that use them: its unix port (CIRCUITPYTHON) and
its mpy-cross (MPY_CROSS), named by those environment variables or found where developers
and CI have them (../shared/tools/circuitpython/). A player's clone has neither: the tests
that need one skip."""

import os
from pathlib import Path

SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "tools" / "circuitpython"


def tool(variable, name):
    """The path of the tool, or None when it is not here."""
    path = Path(os.environ.get(variable) or SHARED / name)
    return path if os.access(path, os.X_OK) else None


CORE = tool("CIRCUITPYTHON", "circuitpython")
MPY_CROSS = tool("MPY_CROSS", "mpy-cross")
