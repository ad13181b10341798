"""What CircuitPython has built in and CPython lacks, in one place."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """Stand-in for micropython.const on CPython."""
        return value


__all__ = ["const"]
