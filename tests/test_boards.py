"""The device board modules against the boards' definitions in circuitpython-stubs.

Every board.NAME a module uses must exist on each board it is chosen for, every module it
imports (following boards/ modules) must be built into that board's CircuitPython, and its
NVM size must match.
"""

import ast
import os
import re
import sys

import boards

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS_DIR = os.path.join(ROOT, "boards")
ALWAYS_THERE = {"micropython", "gc"}  # core modules the stubs' lists leave out
# The stubs give the SAMD51 boards 256 bytes of NVM: their generator reads the SAMD21
# default; CircuitPython's ports/atmel-samd/mpconfigport.h gives SAM_D5X 8192.
NVM_SAMD51 = {"pybadge": 8192, "pygamer": 8192}


def definition(board_id):
    """The text of a board's stub in circuitpython-stubs."""
    for folder in sys.path:
        path = os.path.join(folder, "board_definitions", board_id, "__init__.pyi")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                return file.read()
    raise AssertionError("no circuitpython-stubs definition for " + board_id)


def stub_names(board_id):
    """The names a board's `board` module has (pins, DISPLAY, board_id)."""
    tree = ast.parse(definition(board_id))
    return {
        node.target.id
        for node in tree.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }


def included_modules(board_id):
    match = re.search(r"Included modules: (.*)", definition(board_id))
    return {name.strip().split(" ")[0] for name in match.group(1).split(",")}


def nvm_size(board_id):
    return int(re.search(r"NVM size: (\d+)", definition(board_id)).group(1))


def parse(module):
    path = os.path.join(BOARDS_DIR, module + ".py")
    with open(path, encoding="utf-8") as file:
        return ast.parse(file.read(), path)


def board_attributes(tree):
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "board"
    }


def imports(module, seen=None):
    """Every outside module that boards/<module>.py imports, following boards/ modules."""
    if seen is None:
        seen = set()
    if module in seen:
        return set()
    seen.add(module)
    found = set()
    for node in ast.walk(parse(module)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module]
            if node.module == "boards":
                names += ["boards." + alias.name for alias in node.names]
        else:
            continue
        for name in names:
            if name == "boards":
                found |= imports("__init__", seen)
            elif name.startswith("boards."):
                part = name.split(".")[1]
                if os.path.exists(os.path.join(BOARDS_DIR, part + ".py")):
                    found |= imports(part, seen)
            elif not name.startswith("engine"):
                found.add(name.split(".")[0])
    return found


def test_every_pin_a_board_module_uses_exists_on_its_boards():
    checked = 0
    for board_id, module in boards.MODULES.items():
        used = board_attributes(parse(module))
        assert used, module
        missing = used - stub_names(board_id)
        assert not missing, (module, board_id, sorted(missing))
        checked += len(used)
    assert checked > 30


def test_the_pin_check_catches_a_wrong_pin():
    tree = ast.parse("import board\nkeys = (board.SW_A, board.BUTTON_A)\n")
    assert board_attributes(tree) - stub_names("pimoroni_picosystem") == {"BUTTON_A"}


def test_board_modules_import_only_what_their_circuitpython_has():
    for board_id, module in boards.MODULES.items():
        used = imports(module)
        assert {"board", "keypad", "microcontroller", "supervisor"} <= used, module
        assert "boards" not in used and "pygame" not in used
        missing = used - included_modules(board_id) - ALWAYS_THERE
        assert not missing, (module, board_id, sorted(missing))


def test_nvm_sizes_match_the_boards():
    for board_id, module in boards.MODULES.items():
        __import__("boards." + module)
        expected = NVM_SAMD51.get(board_id) or nvm_size(board_id)
        assert sys.modules["boards." + module].NVM_SIZE == expected, board_id


def test_every_target_board_of_the_platform_has_a_module():
    for board_id in (
        "pybadge",
        "pygamer",
        "clue_nrf52840_express",
        "pimoroni_picosystem",
        "raspberry_pi_pico",
    ):
        assert board_id in boards.MODULES
    for module in set(boards.MODULES.values()):
        assert os.path.exists(os.path.join(BOARDS_DIR, module + ".py"))


def test_store_checks_its_range():
    store = boards.Store(bytearray(16))
    store.write(14, b"ab")
    assert store.read(13, 3) == b"\x00ab"
    assert store.size == 16
    for offset, data in ((15, b"ab"), (-1, b"a")):
        try:
            store.write(offset, data)
        except ValueError:
            continue
        raise AssertionError("write out of range accepted")
    assert len(store.nvm) == 16
