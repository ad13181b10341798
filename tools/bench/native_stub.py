"""A stand-in for a board's built-in modules that a VM lacks (displayio, vectorio, fontio,
keypad...): every name is a class whose instances accept anything. The heap probes put it
in sys.modules under each such name, so the project's modules import and what they cost
is their own code: a board keeps the real modules in flash, not on its heap."""


class _Stub:
    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Stub()

    def __getattr__(self, name):
        return _Stub()

    def __getitem__(self, key):
        return _Stub()

    def __setitem__(self, key, value):
        pass


def __getattr__(name):
    return _Stub
