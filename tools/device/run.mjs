// make test-device: the real CircuitPython firmware runs the project's bundle in rp2040js,
// and a session file (tools/device/sessions/, its steps in session.mjs) presses the Pico
// Display Pack's buttons in emulated time while the console is read.
//
//   node tools/device/run.mjs [options] SESSION.txt...
//     --image PATH   the CIRCUITPY FAT image (tools/device/make_image.sh; default
//                    build/device/circuitpy.img)
//     --uf2 PATH     the firmware (default: ../shared/tools/rp2040/firmware/
//                    circuitpython-raspberry_pi_pico-uart-console.uf2)
//     --bootrom PATH the RP2040 bootrom module (default ../shared/tools/rp2040/runner/bootrom.mjs)
//     --out DIR      the logs, SPI records and figures (default build/device)
//     --jobs N       sessions run side by side, each in its own process (default 1)
//     --quiet        no console echo (a log is written either way)
//     --no-spi       do not record the display
//     --max-wall S   give up after S seconds of wall time per session (default 1500)
//
// Fails (exit 1) on any "Traceback", "MemoryError", "pystack exhausted", "...Error:" line,
// the app's error screen, the program ending, or a step's timeout; the message says which
// and where. Prints the figures of every session run at the end (and writes
// OUT/figures.md). One session by hand: node tools/device/run.mjs tools/device/sessions/menus_rg_expert.txt
import fs from 'fs';
import path from 'path';
import { spawn } from 'child_process';
import { pathToFileURL, fileURLToPath } from 'url';
import { Board } from './board.mjs';
import { parseFile, traceLine, matches } from './session.mjs';
import { figuresTable } from './figures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RP = path.resolve(ROOT, '..', 'shared', 'tools', 'rp2040');
const CRASH = /Traceback|MemoryError|pystack exhausted|^\s*\w*Error:|^\w+Error\b|scene=error\b/;
// The program's end: a crash unless "soft reboot" follows within RELOAD_MS (the app's own
// restart, supervisor.reload(): engine/app/fresh.py).
const DONE = /Code done running/;
const RELOAD_MS = 500;


function parseArgs(argv) {
  const opts = { files: [], jobs: 1, quiet: false, spi: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => { if (i + 1 >= argv.length) throw new Error(`${a} needs a value`); return argv[++i]; };
    if (a === '--image') opts.image = value();
    else if (a === '--uf2') opts.uf2 = value();
    else if (a === '--bootrom') opts.bootrom = value();
    else if (a === '--out') opts.out = value();
    else if (a === '--jobs') opts.jobs = Number(value());
    else if (a === '--max-wall') opts.maxWall = Number(value());
    else if (a === '--quiet') opts.quiet = true;
    else if (a === '--no-spi') opts.spi = false;
    else if (a === '--child') opts.child = true;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else opts.files.push(a);
  }
  opts.image ??= path.join(ROOT, 'build', 'device', 'circuitpy.img');
  opts.uf2 ??= path.join(RP, 'firmware', 'circuitpython-raspberry_pi_pico-uart-console.uf2');
  opts.bootrom ??= path.join(RP, 'runner', 'bootrom.mjs');
  opts.out ??= path.join(ROOT, 'build', 'device');
  opts.maxWall ??= 1500;
  return opts;
}

class Failure extends Error {}

// One session on one emulated board.
class Run {
  constructor(opts, file, board) {
    this.opts = opts;
    this.name = path.basename(file).replace(/\.\w+$/, '');
    this.steps = parseFile(file);
    this.board = board;
    this.wallStart = Date.now();
    this.lineText = '';
    this.console = [];          // every console line
    this.state = null;          // the last @T line
    this.states = 0;            // @T lines seen
    this.crash = null;
    this.done = null;           // "Code done running." not yet followed by "soft reboot"
    this.label = this.name;
    this.events = [];           // the figures' raw material: {kind, simMs, label, ...}
    this.lastRelease = 0;       // emulated ms of the last button release
    this.shots = [];
    this.flashOps = [];         // the flash operations of the boards before a power cycle
    this.log = fs.createWriteStream(path.join(opts.out, `${this.name}.log`));
    board.onConsole = (value) => this.onByte(value);
  }

  simMs() { return this.board.ms; }
  stamp() { return `[${(this.simMs() / 1000).toFixed(2)}s sim ${((Date.now() - this.wallStart) / 1000).toFixed(0)}s wall]`; }
  say(text) { process.stdout.write(`${this.stamp()} ${this.name}: ${text}\n`); this.log.write(`## ${text}\n`); }

  onByte(value) {
    if (value === 13) return;
    if (value !== 10) { this.lineText += String.fromCharCode(value); return; }
    const text = this.lineText;
    this.lineText = '';
    this.console.push(text);
    this.log.write(`${(this.simMs() / 1000).toFixed(3)} ${text}\n`);
    if (!this.opts.quiet) process.stdout.write(`${this.stamp()} | ${text}\n`);
    if (!this.crash && CRASH.test(text)) this.crash = this._crash(text);
    if (DONE.test(text)) this.done = this._crash(text);
    else if (text.trim() === 'soft reboot') this.done = null;
    const t = traceLine(text);
    if (!t) return;
    t.simMs = this.simMs();
    t.label = this.label;
    this.events.push(t);
    if (t.kind === 'S') t.lastRelease = this.lastRelease;
    if (t.kind === 'T') { this.state = t; this.states++; }
  }

  _crash(text) {
    return { line: text, simMs: this.simMs(), state: this.state, label: this.label, at: this.console.length - 1 };
  }

  // Run the board for ms of emulated time, or until done() (checked every millisecond).
  async run(ms, done = null) {
    const board = this.board;
    const end = board.nanos + ms * 1e6;
    let wallSlice = Date.now();
    while (board.nanos < end) {
      board.runTo(Math.min(end, board.nanos + 1e6));
      if (!this.crash && this.done && this.simMs() - this.done.simMs > RELOAD_MS) this.crash = this.done;
      if (this.crash && !this.draining) await this._crashed();
      if (done && done()) return true;
      if (Date.now() - wallSlice > 100) {
        wallSlice = Date.now();
        if ((wallSlice - this.wallStart) / 1000 > this.opts.maxWall) throw new Failure(`wall time over ${this.opts.maxWall} s`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return done ? done() : true;
  }

  async _crashed() {
    const crash = this.crash;
    this.draining = true;
    await this.run(3000); // the rest of the traceback and the error screen
    const lines = this.console.slice(crash.at, crash.at + 40).filter((l) => l.trim());
    throw new Failure(`crash at ${(crash.simMs / 1000).toFixed(2)} s (${crash.label}; last state: ${crash.state ? stateText(crash.state) : 'none'}): ${crash.line}\n    ${lines.join('\n    ')}`);
  }

  async press(button, ms, gap) {
    this.board.button(button, true);
    await this.run(ms);
    this.board.button(button, false);
    this.lastRelease = this.simMs();
    await this.run(gap);
  }

  async expect(fields, timeout, step) {
    const ok = await this.run(timeout * 1000, () => matches(this.state, fields));
    if (!ok) throw new Failure(`line ${step.line}: timeout (${timeout} s) waiting for ${JSON.stringify(fields)}; last state: ${this.state ? stateText(this.state) : 'none'}`);
  }

  async mem(name) {
    const before = this.events.length;
    this.board.feed('m'.charCodeAt(0));
    const ok = await this.run(20000, () => this.events.slice(before).some((e) => e.kind === 'M'));
    if (!ok) throw new Failure(`mem ${name}: no @M line (is the trace on?)`);
    const m = this.events.slice(before).find((e) => e.kind === 'M');
    m.name = name;
  }

  // The heap with the app and without its scenes ('d': boards/trace.py), then the power
  // off and on (the app is gone).
  async dissect(name) {
    const before = this.events.length;
    this.board.feed('d'.charCodeAt(0));
    const ok = await this.run(20000, () => this.events.slice(before).some((e) => e.kind === 'D'));
    if (!ok) throw new Failure(`dissect ${name}: no @D line (is the trace on?)`);
    this.events.slice(before).find((e) => e.kind === 'D').name = name;
    this.power();
  }

  shot(name) {
    if (this.board.spi) this.board.spi.mark(name);
    this.shots.push(name);
  }

  // A person's turns by keys until the game is over (or `moves` more moves were made).
  async play(step) {
    const start = this.simMs();
    const startMoves = this.state && this.state.moves !== '-' ? Number(this.state.moves) : 0;
    const deadline = start + step.timeout * 1000;
    const done = () => {
      const s = this.state;
      if (!s) return false;
      if (step.until === 'over') return s.over === '1';
      return s.moves !== '-' && Number(s.moves) - startMoves >= step.moves;
    };
    let tries = 0;
    let lastKey = '';
    while (!done()) {
      if (this.simMs() > deadline) throw new Failure(`line ${step.line}: play: not over after ${step.timeout} s; last state: ${stateText(this.state)}`);
      const s = this.state;
      const seen = this.states;
      if (s.scene === 'game' && s.think === '1') {
        await this.run(200, () => this.states !== seen || done());
        continue;
      }
      if (s.scene !== 'game') {
        // a privacy screen, a notice (a guide's prompt, a round's banner): A goes on
        await this.press('A', 100, 300);
        await this.run(1000, () => this.states !== seen);
        if (this.states === seen && ++tries > 20) throw new Failure(`line ${step.line}: play: stuck on ${stateText(s)}`);
        continue;
      }
      // the person to move: the hint puts the cursor on the top AI's move, A plays it
      const moves = s.moves;
      const changed = () => this.states !== seen && (this.state.moves !== moves || this.state.scene !== 'game' || this.state.think !== '0');
      // The hint then A; A again (a move made in steps); then RIGHT and A on the next
      // cards, three times: a choice of several cards (Niwa's cards to lay for a trio,
      // which a hint would clear again) is made card by card.
      const attempt = tries % 6;
      if (attempt === 0 && step.hint) await this.press('A', 700, 200);  // SELECT: the hint
      if (attempt >= 3) await this.press('Y', 100, 200);                 // RIGHT: another card
      await this.press('A', 100, 100);
      lastKey = attempt;
      if (await this.run(attempt === 0 ? 20000 : 3000, changed)) tries = 0;
      else if (++tries > 40) throw new Failure(`line ${step.line}: play: no move taken (last try ${lastKey}); last state: ${stateText(this.state)}`);
    }
  }

  // The CPU's share of ms with no key pressed (the loop at rest: its sleeps between rounds).
  async idle(name, ms) {
    const busy = this.board.busyNanos;
    await this.run(ms);
    const share = (this.board.busyNanos - busy) / (ms * 1e6);
    this.events.push({ kind: 'I', simMs: this.simMs(), label: this.label, name, share, scene: this.state && this.state.scene });
  }

  // The power off and on: a new board from this one's flash, the emulated time going on.
  power() {
    const old = this.board;
    const board = new Board({ bootrom: this.opts.bootromData, flash: old.mcu.flash.slice(), startNanos: old.nanos, spi: false });
    board.spi = old.spi;
    board.instructions = old.instructions;
    board.flashStats = addStats(old.flashStats, old.flash.stats);
    this.flashOps.push(...old.flash.ops);
    board.onConsole = old.onConsole;
    this.events.push({ kind: 'P', simMs: this.simMs(), label: this.label });
    this.lineText = '';
    this.state = null;  // nothing is known of the app until the new one's first trace line
    this.board = board;
    this.say('power off and on');
  }

  async go() {
    this.say(`${this.steps.length} steps`);
    for (const step of this.steps) {
      switch (step.op) {
        case 'expect': await this.expect(step.fields, step.timeout, step); break;
        case 'press': await this.press(step.button, step.ms, step.gap); break;
        case 'wait': await this.run(step.ms); break;
        case 'mem': await this.mem(step.name); break;
        case 'dissect': await this.dissect(step.name); break;
        case 'shot': this.shot(step.name); break;
        case 'label': this.label = step.name; this.events.push({ kind: 'L', simMs: this.simMs(), label: step.name }); break;
        case 'play': await this.play(step); break;
        case 'say': this.say(step.text); break;
        case 'cut': this.board.flash.cut(step.kind, step.n, step.keep); break;
        case 'power': this.power(); break;
        case 'idle': await this.idle(step.name, step.ms); break;
        default: throw new Error(step.op);
      }
    }
  }
}

function stateText(s) {
  return s ? `scene=${s.scene} game=${s.game} think=${s.think} over=${s.over} moves=${s.moves} free=${s.free}` : 'none';
}

// The flash's counts of two boards (a power cycle) added up.
function addStats(a, b) {
  const out = { ...b };
  for (const key of Object.keys(a ?? {})) out[key] += a[key];
  return out;
}

async function runOne(opts, file) {
  const { bootromB1 } = await import(pathToFileURL(path.resolve(opts.bootrom)).href);
  opts.bootromData = bootromB1;
  const run = new Run(opts, file, new Board({ uf2: opts.uf2, image: opts.image, bootrom: bootromB1, spi: opts.spi }));
  let error = null;
  try {
    await run.go();
  } catch (e) {
    if (!(e instanceof Failure)) throw e;
    error = e.message;
  }
  const wall = (Date.now() - run.wallStart) / 1000;
  const board = run.board;
  const result = {
    session: run.name, ok: !error, error, simS: run.simMs() / 1000, wallS: wall,
    instructions: board.instructions, shots: run.shots, events: run.events,
    flash: addStats(board.flashStats, board.flash.stats), flashOps: run.flashOps.concat(board.flash.ops),
  };
  fs.writeFileSync(path.join(opts.out, `${run.name}.json`), JSON.stringify(result));
  if (board.spi) board.spi.save(path.join(opts.out, `${run.name}.spi`));
  await new Promise((resolve) => run.log.end(resolve));
  run.say(error ? `FAILED: ${error}` : `passed (${(run.simMs() / 1000).toFixed(1)} s emulated, ${wall.toFixed(0)} s wall, ${(board.instructions / wall / 1e6).toFixed(1)} MIPS)`);
  return result;
}

function child(opts, file) {
  const args = [fileURLToPath(import.meta.url), '--child', '--image', opts.image, '--uf2', opts.uf2,
    '--bootrom', opts.bootrom, '--out', opts.out, '--max-wall', String(opts.maxWall), '--quiet'];
  if (!opts.spi) args.push('--no-spi');
  args.push(file);
  return new Promise((resolve) => {
    const p = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    p.on('exit', () => {
      const name = path.basename(file).replace(/\.\w+$/, '');
      try { resolve(JSON.parse(fs.readFileSync(path.join(opts.out, `${name}.json`), 'utf8'))); }
      catch { resolve({ session: name, ok: false, error: 'the run ended without a result', events: [], shots: [] }); }
    });
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.files.length) {
    console.error('usage: node tools/device/run.mjs [--jobs N] [--quiet] SESSION.txt...');
    process.exit(2);
  }
  for (const f of [opts.image, opts.uf2, opts.bootrom]) {
    if (!fs.existsSync(f)) { console.error(`device: ${f} is not there`); process.exit(2); }
  }
  for (const f of opts.files) parseFile(f); // a session's mistakes before any run
  fs.mkdirSync(opts.out, { recursive: true });
  for (const f of opts.files) fs.rmSync(path.join(opts.out, path.basename(f).replace(/\.\w+$/, '') + '.json'), { force: true });
  let results;
  if (opts.child || (opts.jobs <= 1 && opts.files.length === 1)) {
    results = [];
    for (const f of opts.files) results.push(await runOne(opts, f));
  } else {
    results = [];
    const queue = [...opts.files];
    const worker = async () => { while (queue.length) results.push(await child(opts, queue.shift())); };
    await Promise.all(Array.from({ length: Math.max(1, opts.jobs) }, worker));
  }
  if (opts.child) process.exit(results.every((r) => r.ok) ? 0 : 1);
  const table = figuresTable(results);
  fs.writeFileSync(path.join(opts.out, 'figures.md'), table);
  process.stdout.write('\n' + table + '\n');
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) process.stdout.write(`device: ${r.session} FAILED: ${r.error}\n`);
  process.stdout.write(failed.length ? `make test-device: ${failed.length} of ${results.length} sessions FAILED\n`
    : `make test-device: ${results.length} sessions passed\n`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((e) => { console.error(e.stack || String(e)); process.exit(2); });
