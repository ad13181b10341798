"""The MicroPython heap of each game's engine and AI: runs tools/bench/mpy_heap.mjs.

The figures are true 32-bit gc.mem_alloc() bytes from the MicroPython 1.27 VM of the
test suite (see mpy_heap.mjs for what is measured when), running the engine files of the
device bundle (tools/bundle.py build: docstrings stripped, as shipped). A game's heap is
counted above the shell's core ("shared": the VM with the probe and engine.compat, game,
prng, which the app holds before any game is chosen and counts in the shell's figure),
so it is what choosing the game adds: its rules and ai modules, the shared modules they
pull in (engine.cards), the game and its AI.
"""

import json
import os
import shutil
import subprocess
import time

from tools.bench.common import ROOT, built_bundle, present_games
from tools.bench.mpy_probe import SHELL_CORE

BUDGET = 32 * 1024  # issue 8: engine and AI of any game, at the worst point of a game
SCRIPT = os.path.join(ROOT, "tools", "bench", "mpy_heap.mjs")
VM_PACKAGE = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")
TIMEOUT = 900


def vm_missing():
    """Why the VM cannot run here (a sentence), or None."""
    if shutil.which("node") is None:
        return "node is not installed (Debian: apt-get install nodejs npm)"
    if not os.path.isdir(VM_PACKAGE):
        return "node_modules is missing: run `make setup`"
    return None


def shell_modules(board="pybadge"):
    """The engine modules the device imports outside the game packages (tools/bundle.py)."""
    from tools import bundle

    found, _ = bundle.device_modules(board)
    games = {p.parent.name for p in (bundle.ROOT / "engine").glob("*/rules.py")}
    return sorted(name for name in found if name.split(".")[0] == "engine"
                  and not (name.count(".") and name.split(".")[1] in games))


_PROBED = {}  # one run per game and arguments in a bench run (device reuses heap's)


def probe(game_id, moves=None, seed=1, shell=None):
    """The records mpy_heap.mjs prints for one game: (runs, summary); RuntimeError on
    any failure of the VM or the probe. shell: module names for --shell, or None."""
    key = (game_id, moves, seed, tuple(shell) if shell else None)
    if key not in _PROBED:
        _PROBED[key] = _run_probe(game_id, moves, seed, shell)
    return _PROBED[key]


def _run_probe(game_id, moves, seed, shell):
    command = ["node", SCRIPT, "--root", str(built_bundle()), "--seed", str(seed)]
    if moves is not None:
        command += ["--moves", str(moves)]
    if shell:
        command += ["--shell", ",".join(shell)]
    done = subprocess.run(command + [game_id], cwd=ROOT, capture_output=True, text=True,
                          timeout=TIMEOUT)
    records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    errors = [r["error"] for r in records if r["kind"] == "error"]
    summary = [r for r in records if r["kind"] == "game"]
    if done.returncode != 0 or errors or len(summary) != 1:
        raise RuntimeError("mpy_heap.mjs %s failed (exit %d): %s" % (
            game_id, done.returncode, "\n".join(errors) or done.stderr[-2000:]))
    return [r for r in records if r["kind"] == "run"], summary[0]


def kb(n):
    return "%.1f" % (n / 1024)


def verdict(rest_max, bound_max):
    """ok: even the bound is within the budget; rest ok: the heap at rest is, the bound
    (all bytes allocated in a move) is not, so the peak is unproven; OVER: the heap at
    rest already exceeds it."""
    if rest_max > BUDGET:
        return "OVER"
    return "ok" if bound_max <= BUDGET else "rest ok"


def run_row(run, base):
    """(seats, level, moves, rest median, rest max, bound of a move, most allocated by a
    move, bound of a hint, bound of a restore, verdict); heap figures above base (the
    shell's core), in bytes. The verdict is on what happens in play, moves and hints;
    a restore over the budget is named beside it (it compiles the game's parser once, at
    a resume, and the bound counts all that compile garbage)."""
    rest = sorted(x - base for x in run["rest"])
    bound = max(run["bound"]) - base
    allocated = max(b - r for b, r in zip(run["bound"], run["rest"]))
    hint = max(after for _, after in run["hint"]) - base
    restore = max(after for _, after in run["restore"]) - base
    level = run["level"] + ("+p" if run.get("pondering") else "")
    return (run["seats"], level, run["moves"], rest[len(rest) // 2], rest[-1], bound,
            allocated, hint, restore,
            verdict(rest[-1], max(bound, hint)) + (", restore over" if restore > BUDGET else ""))


def report(games=None):
    games = games or present_games()
    print("MicroPython heap of engine + AI (node tools/bench/mpy_heap.mjs, MicroPython 1.27 "
          "VM,\n  32-bit gc.mem_alloc(); budget %d KB at the worst point of a game)" % (
              BUDGET // 1024))
    missing = vm_missing()
    if missing:
        print("  skipped: " + missing)
        return
    started = time.perf_counter()
    header = ("  %-13s %5s %-9s %5s %8s %8s %10s %10s %6s %7s  %s" % (
        "game", "seats", "level", "moves", "rest med", "rest max", "move bound", "alloc/move",
        "hint", "restore", "32 KB"))
    summaries = []
    shell = shell_modules()
    print(header)
    for game_id in games:
        runs, summary = probe(game_id, shell=shell)
        summaries.append((game_id, summary))
        for seats, level, moves, med, most, bound, alloc, hint, restore, word in (
                run_row(r, summary["shared"]) for r in runs):
            print("  %-13s %5d %-9s %5d %8s %8s %10s %10s %6s %7s  %s" % (
                game_id, seats, level, moves, kb(med), kb(most), kb(bound), kb(alloc),
                kb(hint), kb(restore), word))
    print("  KB above the shell's core (the VM with the probe, %s KB, and engine.compat, game,"
          " prng,\n  %s KB: the app holds them before a game is chosen). rest: the heap after a"
          " collection\n  between moves; move bound: gc.mem_alloc() right after a move run with"
          " the collector\n  off, every byte it allocated still counted: the true peak lies"
          " between rest max and\n  it. alloc/move: the most one move allocated (garbage"
          " the device's collector must sweep).\n  hint, restore: the same bound for a hint"
          " (SELECT) and for rebuilding the game from its\n  save text (a resume), before every"
          " 4th move. The verdict is on moves and hints; a\n  restore compiles the game's"
          " parser first, and all that compile garbage is counted. +p: the\n  top level"
          " with its thinking on a person's time loaded (Royal Garden's ai_ponder), a"
          "\n  slice of it before each move (its bound counted as the move's)." % (
              kb(summaries[0][1]["bare"]), kb(summaries[0][1]["shared"] - summaries[0][1]["bare"])))
    print()
    first = summaries[0][1]
    print("  Import cost on the VM (KB; .py compiled in the VM as on the device). The shell's"
          " core\n  (engine.compat, game, modules, budget, prng) costs %s; the whole shell (%d"
          " engine modules\n  the device imports outside the games, display libraries"
          " stubbed) %s, %s right after its import." % (
              kb(first["shared"] - first["bare"]), len(shell),
              kb(first["shell"] - first["stubs"]), kb(first["shell_bound"] - first["stubs"])))
    print("  %-13s %8s %8s %6s %6s %8s %8s %7s  %s" % (
        "game", "rules+ai", "compile", "text", "scene", "playing", "on exit", "again",
        "shared modules kept"))
    for game_id, s in summaries:
        shared = [name[len("engine."):] for name in s["left"]
                  if name not in SHELL_CORE]
        has_scene = s["scene"] is not None
        print("  %-13s %8s %8s %6s %6s %8s %8s %7s  %s" % (
            game_id, kb(s["imported"] - s["shared"]), kb(s["import_bound"] - s["shared"]),
            kb(s["text"] - s["settled"]), kb(s["scene"] - s["on_shell"]) if has_scene else "-",
            kb(s["scene"] - s["bare"] - (s["stubs"] - s["reloaded"])) if has_scene else "-",
            kb(s["unloaded"] - s["shared"]),
            "+" + kb(s["reloaded"] - s["unloaded"]), " ".join(shared) or "-"))
    print("  rules+ai: the heap their import adds, collected; compile: the bound right after it,"
          "\n  collector off (the compile spike); text, scene: what the game's text and scene"
          " modules add;\n  playing: all engine code on the heap while the game is played"
          " (shell, rules, ai, text,\n  scene; no game state, no displayio objects); on exit:"
          " what stays above the shell's core\n  once every engine.<game> module is deleted"
          " (shared modules it pulled in and the names\n  MicroPython interned, kept until"
          " reset); again: what a second visit adds.")
    print("  (%.0f s)" % (time.perf_counter() - started))
