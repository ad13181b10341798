// The MicroPython heap of each game's engine and AI (issue 8), on the VM of the test suite.
//
//   node tools/bench/mpy_heap.mjs [--root DIR] [--seed N] [--moves N] [--shell a,b,...] game_id ...
//
// For each game a fresh MicroPython 1.27 VM (WebAssembly) gets DIR/engine/*.py (DIR: a
// built device bundle; the repository by default) and
// tools/bench/mpy_probe.py; the probe imports the game's rules and ai, then plays one
// seeded game with every AI level on every seat (2 seats, and the game's largest seat
// count when it has more), one AI move per runPython() call. Between calls the heap is
// collected and read (the VM frees almost nothing inside a call). --moves stops each
// game after N moves (for quick tests). --shell names the app's own modules (those the
// device imports outside the game packages): imported on top, with stand-ins for
// displayio and the display libraries, they give the shell's and the scene's cost.
//
// Prints one JSON object a line (bytes throughout):
//   {"kind":"run", game, seats, level, moves, over, rest:[heap before each move and
//    after the last], bound:[gc.mem_alloc() right after each move, collector off],
//    pondering (true in the extra run of a game with ai_ponder.py: its top level with
//    that module loaded, and a slice of its pondering for the seat not to move before
//    each move, as when a person plays it; bound: the larger of the slice's and the move's),
//    hint, restore:[[heap before, gc.mem_alloc() right after, collector off] of a hint
//    for the seat to move / of a resume (the game dropped, then decoded from its save
//    text; play goes on with the decoded game), before every SIDE_EVERY-th move]}
//   {"kind":"game", game, bare, shared, import_bound, imported, settled, text_bound,
//    text, unloaded, left, reloaded, stubs, shell_bound, shell, on_shell, scene_bound,
//    scene}: the heap with the probe alone, with the shell's engine
//    modules, the bound and the heap after importing rules and ai, after the games, the
//    bound and the heap after importing text too, after unloading every game module,
//    the engine modules still loaded then, the heap after a second import and unload
//    (what an unload keeps, the interned names, should not grow); then (null without
//    --shell) the heap with the display stand-ins imported, the bound and the heap after
//    importing the shell, after the game's rules, ai and text on top, and the bound and
//    the heap after its scene (if it has one).
//   {"kind":"error", game, error}  and the exit code 1 on any failure.
//
//   node tools/bench/mpy_heap.mjs --startup SPEC.json
//
// instead measures what the app imports, stage by stage: SPEC is {"files": [[source
// path, path in the VM], ...], "natives": [module names the device has built in],
// "stages": [[stage name, [module names in import order]], ...]}; a name "texts:M" is
// text module M held as lang.Texts (one language, the module forgotten), "once:M" a
// module imported and forgotten at once (its interned names stay). Natives the VM lacks
// get stand-ins. Each module is imported in its own call, collector off, timed by Node;
// prints {"kind":"startup", bare, stages: [{name, modules: [[name, heap its import added
// (with what it imported first)], ...], heap (collected, after the stage), peak (the
// most heap right after one module's import, its compile garbage counted), ms}]}. A
// module of an earlier stage that a stage no longer lists is forgotten first, as the
// app does.

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const VM_ROOT = "/proj";
const HEAP_BYTES = 8 * 1024 * 1024; // the VM grows its heap anyway; see tests/mpy/run.mjs

function pyFiles(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    if (name === "__pycache__") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pyFiles(path, out);
    else if (name.endsWith(".py")) out.push(path);
  }
  return out;
}

function copyInto(mp, file, rel) {
  let dir = VM_ROOT;
  for (const part of rel.split("/").slice(0, -1)) {
    dir += "/" + part;
    try {
      mp.FS.mkdir(dir);
    } catch {
      // exists already
    }
  }
  mp.FS.writeFile(`${VM_ROOT}/${rel}`, readFileSync(file));
}

// A fresh VM with files ([source, path in the VM] pairs) and the probe loaded.
async function newVm(files) {
  const pkg = join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript",
    "micropython.mjs");
  const { loadMicroPython } = await import(pkg);
  const echo = (line) => process.stderr.write(line + "\n");
  const mp = await loadMicroPython({ heapsize: HEAP_BYTES, stdout: echo, stderr: echo });
  mp.FS.mkdir(VM_ROOT);
  for (const [file, rel] of files) copyInto(mp, file, rel);
  copyInto(mp, join(ROOT, "tools", "bench", "mpy_probe.py"), "mpy_probe.py");
  copyInto(mp, join(ROOT, "tools", "bench", "native_stub.py"), "native_stub.py");
  mp.runPython(`import sys\nsys.path.insert(0, "${VM_ROOT}")\nimport mpy_probe`);
  return mp;
}

function engineFiles(root) {
  return pyFiles(join(root, "engine"), []).map((f) => [f, relative(root, f).split(sep).join("/")]);
}

// A probe call in its own runPython(); returns its string result.
function call(mp, expr) {
  mp.runPython(`_result = mpy_probe.${expr}`);
  return String(mp.globals.get("_result"));
}

// A collection right after a call keeps what stale pointers from that call still
// reach; a second one, in a call of its own, sees the settled heap.
function heap(mp) {
  call(mp, "heap()");
  return Number(call(mp, "heap()"));
}

const SIDE_EVERY = 4; // a hint and a restore are measured before every 4th move

function playOne(mp, game, seats, level, seed, limit, pondering = false) {
  call(mp, `new_game(${seats}, ${seed}, ${JSON.stringify(level)})`);
  const rest = [];
  const bound = [];
  const hint = [];
  const restore = [];
  let over = false;
  while (!over && bound.length < limit) {
    if (bound.length % SIDE_EVERY === 0) {
      let before = heap(mp);
      hint.push([before, Number(call(mp, "hint()"))]);
      call(mp, "save_and_drop()");
      before = heap(mp);
      restore.push([before, Number(call(mp, "restore()"))]);
    }
    rest.push(heap(mp));
    const slice = pondering ? Number(call(mp, "ponder_slice()")) : 0;
    const [after, done] = call(mp, "move()").split(" ").map(Number);
    bound.push(Math.max(slice, after));
    over = done === 1;
  }
  rest.push(heap(mp));
  return {
    kind: "run", game, seats, level, moves: bound.length, over, rest, bound, hint, restore,
    pondering,
  };
}

async function measure(root, game, seed, limit, shellModules) {
  const mp = await newVm(engineFiles(root));
  const stubNames = call(mp, "stub_display()");
  const id = JSON.stringify(game);
  const bare = heap(mp);
  call(mp, "shared()");
  const shared = heap(mp);
  const importBound = Number(call(mp, `load(${id}, "rules,ai")`));
  const imported = heap(mp);
  const [maxSeats, ...levels] = call(mp, `describe(${id})`).split(" ");
  const seatCounts = Number(maxSeats) > 2 ? [2, Number(maxSeats)] : [2];
  for (const seats of seatCounts) {
    for (const level of levels) {
      console.log(JSON.stringify(playOne(mp, game, seats, level, seed, limit)));
    }
  }
  if (existsSync(join(root, "engine", game, "ai_ponder.py"))) {
    call(mp, `load(${id}, "ai_ponder")`);
    console.log(JSON.stringify(playOne(mp, game, 2, levels[levels.length - 1], seed, limit, true)));
    call(mp, `forget_modules("engine.${game}.ai_ponder")`);
  }
  call(mp, "drop_game()");
  const settled = heap(mp);
  const textBound = Number(call(mp, `load(${id}, "text")`));
  const text = heap(mp);
  const left = call(mp, `unload(${id})`).split(" ");
  const unloaded = heap(mp);
  call(mp, `load(${id}, "rules,ai,text")`);
  call(mp, `unload(${id})`);
  const reloaded = heap(mp);
  let shellBound = null;
  let shell = null;
  let onShell = null;
  let sceneBound = null;
  let scene = null;
  let stubs = null;
  if (shellModules) {
    call(mp, `load_modules("${stubNames}")`);
    stubs = heap(mp);
    shellBound = Number(call(mp, `load_modules(${JSON.stringify(shellModules)})`));
    shell = heap(mp);
    call(mp, `load(${id}, "rules,ai,text")`);
    onShell = heap(mp);
    if (existsSync(join(root, "engine", game, "scene.py"))) {
      sceneBound = Number(call(mp, `load(${id}, "scene")`));
      scene = heap(mp);
    }
  }
  console.log(JSON.stringify({
    kind: "game", game, bare, shared, import_bound: importBound, imported, settled,
    text_bound: textBound, text, unloaded, left, reloaded, stubs, shell_bound: shellBound, shell,
    on_shell: onShell, scene_bound: sceneBound, scene,
  }));
}

async function startup(spec) {
  const mp = await newVm(spec.files);
  call(mp, `stub_natives(${JSON.stringify(spec.natives.join(","))})`);
  const bare = heap(mp);
  const stages = [];
  const done = new Set();
  let before = heap(mp);
  for (const [name, modules] of spec.stages) {
    const gone = [...done].filter((module) => !modules.includes(module));
    if (gone.length) {
      call(mp, `forget_modules(${JSON.stringify(gone.join(","))})`);
      for (const module of gone) done.delete(module);
      before = heap(mp);
    }
    let ms = 0;
    let peak = before;
    const costs = [];
    for (const module of modules) {
      if (done.has(module)) continue;
      done.add(module);
      const start = performance.now();
      let after;
      if (module.startsWith("texts:")) {
        after = Number(call(mp, `load_texts(${JSON.stringify(module.slice(6))})`));
      } else if (module.startsWith("once:")) {
        after = Number(call(mp, `load_once(${JSON.stringify(module.slice(5))})`));
      } else {
        after = Number(call(mp, `load_modules(${JSON.stringify(module)})`));
      }
      ms += performance.now() - start;
      peak = Math.max(peak, after);
      const settled = heap(mp);
      costs.push([module, settled - before]);
      before = settled;
    }
    stages.push({ name, modules: costs, heap: before, peak, ms });
  }
  console.log(JSON.stringify({ kind: "startup", bare, stages }));
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}

const args = process.argv.slice(2);
const startupSpec = option(args, "--startup", null);
if (startupSpec) {
  await startup(JSON.parse(readFileSync(startupSpec, "utf8")));
  process.exit(0);
}
const root = resolve(option(args, "--root", ROOT));
const seed = Number(option(args, "--seed", 1));
const limit = Number(option(args, "--moves", Infinity));
const shellModules = option(args, "--shell", null);
let failed = args.length === 0;
for (const game of args) {
  try {
    await measure(root, game, seed, limit, shellModules);
  } catch (err) {
    const text = err && err.name === "PythonError" ? err.message : String((err && err.stack) || err);
    console.log(JSON.stringify({ kind: "error", game, error: text.split("\n").slice(-6).join("\n") }));
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
