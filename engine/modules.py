"""Modules that come and go: import by name, forget, import for one use, a module's parts.

On the device every imported .py or .mpy costs heap, so code needed rarely is imported
when it is needed and forgotten after (docs/ARCHITECTURE.md, "Memory on the device").
A module's parts are modules named after it: engine.niwa.rules_history is a part of
engine.niwa.rules, loaded with part("engine.niwa.rules", "history") (from inside the
owner: part(__name__, "history")).
"""


def import_module(name):
    """The module of a dotted name, imported if it is not yet (no importlib on the device)."""
    module = __import__(name)
    for part in name.split(".")[1:]:
        module = getattr(module, part)
    return module


def forget(name):
    """Drop a module from sys.modules and from its parent package, so that it is freed
    once nothing else holds it. MicroPython keeps a deleted dict entry's value in its
    slot until the slot is reused, so each entry is set to None before it is deleted:
    else the module and everything it holds could stay on the heap."""
    import sys

    if name in sys.modules:
        sys.modules[name] = None
        del sys.modules[name]
    parts = name.split(".")
    parent = sys.modules.get(".".join(parts[:-1]))
    if parent is not None and hasattr(parent, parts[-1]):
        setattr(parent, parts[-1], None)
        delattr(parent, parts[-1])


def import_once(name):
    """Import a module for one use and forget it at once: it lives only while the
    caller holds it. For code a game needs rarely (parsing a save, a hint's reason),
    which should not sit on the device's heap for the rest of the game. A module that
    was imported already stays: whoever imported it keeps it (tools and tests that call
    it thousands of times)."""
    import sys

    held = name in sys.modules
    module = import_module(name)
    if not held:
        forget(name)
    return module


def part(owner, name):
    """The part `name` of the module named owner, imported for one use (import_once):
    part("engine.niwa.rules", "history") is the module engine.niwa.rules_history."""
    return import_once(owner + "_" + name)
