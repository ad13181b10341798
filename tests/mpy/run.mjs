// Runs tests/engine/test_*.py on MicroPython 1.27 (WebAssembly) in Node.
//
//   node tests/mpy/run.mjs                         every test module
//   node tests/mpy/run.mjs tests/engine/test_prng.py [more.py | file.py::test_name ...]
//   node tests/mpy/run.mjs --skip file.py::test_name [--skip ...] [selection]
//
// --skip leaves a test out (make test's quick part: tests/long.py); one that names no
// test of the selection fails the run, as a missing test selected by name does.
// The VM cannot see host files, so engine/, boards/ (not boards/desktop/) and
// tests/engine/ are copied into its filesystem first. tests/mpy/driver.py then imports each module and calls every
// top-level test_* function, catching errors per test. The last line is always
// `mpy: N passed, N failed`; the exit code is 1 when anything failed, when a
// module did not import, when no test ran, on a timeout, or on any VM error.
//
// Environment: MPY_TIMEOUT (seconds, default 300) stops a hung run.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const VM_ROOT = "/proj";
// The initial heap. The VM grows its heap on demand whatever this is (64 KB, 1 MB and
// 8 MB gave the same results and times), so it cannot emulate a device's memory limit;
// the heap figure printed at the end is the true 32-bit gc.mem_alloc().
const HEAP_BYTES = 8 * 1024 * 1024;

function walk(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    if (name === "__pycache__" || name.endsWith(".pyc")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

function toPosix(path) {
  return relative(ROOT, path).split(sep).join("/");
}

function checked(arg) {
  const [file, name = ""] = arg.split("::");
  const rel = toPosix(resolve(file));
  if (!rel.startsWith("tests/engine/") || !rel.endsWith(".py")) {
    throw new Error(`not a test module under tests/engine/: ${arg}`);
  }
  statSync(join(ROOT, rel)); // throws ENOENT for a missing file
  return [rel, name];
}

// Args -> {selected: [[module file, test name or ""], ...], skipped: [[file, name], ...]},
// all relative to ROOT.
function parse(args) {
  const skipped = [];
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--skip") skipped.push(checked(args[++i] || ""));
    else rest.push(args[i]);
  }
  return { selected: selection(rest), skipped };
}

// Selection args -> [[module file, test name or ""], ...].
function selection(args) {
  if (args.length === 0) {
    return walk(join(ROOT, "tests", "engine"), [])
      .map(toPosix)
      .filter((p) => /(^|\/)test_[^/]*\.py$/.test(p))
      .map((p) => [p, ""]);
  }
  return args.map(checked);
}

async function runInVm({ selected, skipped }) {
  const pkg = "@micropython/micropython-webassembly-pyscript/micropython.mjs";
  const { loadMicroPython } = await import(pkg);
  const out = (line) => parentPort.postMessage({ line });
  const mp = await loadMicroPython({ heapsize: HEAP_BYTES, stdout: out, stderr: out });
  const files = [
    ...walk(join(ROOT, "engine"), []),
    ...(existsSync(join(ROOT, "boards")) ? walk(join(ROOT, "boards"), []) : []).filter(
      (f) => !f.includes("/desktop/"),
    ),
    ...walk(join(ROOT, "tests", "engine"), []),
    join(ROOT, "tests", "__init__.py"),
    join(ROOT, "tests", "mpy", "driver.py"),
  ];
  mp.FS.mkdir(VM_ROOT);
  for (const file of files) {
    const rel = toPosix(file);
    const parts = rel.split("/");
    let dir = VM_ROOT;
    for (const part of parts.slice(0, -1)) {
      dir += "/" + part;
      try {
        mp.FS.mkdir(dir);
      } catch {
        // exists already
      }
    }
    mp.FS.writeFile(`${VM_ROOT}/${rel}`, readFileSync(file));
  }
  const py = (code) => mp.runPython(code);
  const value = (expr) => {
    py(`_value = ${expr}`); // runPython() executes statements; results come back via globals
    return mp.globals.get("_value");
  };
  py(`import os, sys\nos.chdir("${VM_ROOT}")\nsys.path.insert(0, "${VM_ROOT}")\nfrom tests.mpy import driver`);
  let peak = 0;
  for (const [path, name] of selected) {
    const skip = skipped.filter(([file]) => file === path).map(([, test]) => test);
    py(`driver.run_module(${JSON.stringify(path)}, ${JSON.stringify(name)}, ${JSON.stringify(skip)})`);
    peak = Math.max(peak, value("driver.heap_in_use()"));
  }
  py(`driver.unused_skips(${JSON.stringify(skipped.map(([file, test]) => file + "::" + test))})`);
  py("driver.report_slowest()");
  const end = value("driver.heap_in_use()");
  out(`mpy heap in use (after gc.collect): ${end} bytes at the end, ${Math.max(peak, end)} at most`);
  return { passed: value("driver.passed"), failed: value("driver.failed") };
}

function main() {
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch (err) {
    console.log(String(err.message || err));
    console.log("mpy: 0 passed, 1 failed");
    process.exit(1);
  }
  const timeoutS = Number(process.env.MPY_TIMEOUT || 300);
  const started = Date.now();
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: parsed });
  let summary = null;
  let errorText = null;
  const finish = (code) => {
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    if (errorText) console.log(`VM error: ${errorText}`);
    const passed = summary ? summary.passed : 0;
    let failed = summary ? summary.failed : 0;
    if (!summary || code !== 0) failed = Math.max(failed, 1);
    console.log(`mpy time: ${secs} s`);
    console.log(`mpy: ${passed} passed, ${failed} failed`);
    process.exit(failed > 0 || passed === 0 ? 1 : 0);
  };
  const timer = setTimeout(() => {
    errorText = `timed out after ${timeoutS} s (MPY_TIMEOUT)`;
    worker.terminate(); // the exit event below reports
  }, timeoutS * 1000);
  worker.on("message", (msg) => {
    if ("line" in msg) console.log(msg.line);
    else if ("summary" in msg) summary = msg.summary;
    else if ("error" in msg) errorText = msg.error;
  });
  worker.on("error", (err) => {
    errorText = String((err && err.stack) || err).split("\n").slice(0, 8).join("\n");
  });
  worker.on("exit", (code) => {
    clearTimeout(timer);
    finish(code);
  });
}

if (isMainThread) {
  main();
} else {
  try {
    parentPort.postMessage({ summary: await runInVm(workerData) });
  } catch (err) {
    // A PythonError carries the traceback; anything else is a VM or loader fault.
    const text = err && err.name === "PythonError" ? err.message : String((err && err.stack) || err);
    parentPort.postMessage({ error: text.split("\n").slice(0, 20).join("\n") });
    process.exitCode = 1;
  }
}
