// A one-shot program on the real firmware: boots a CIRCUITPY image whose code.py prints
// what it measured, and echoes the console to stdout until a line holds a JSON object (the
// result, JSON), the program ends or fails, or the emulated time runs out.
// tools/device/heap.py makes the image and reads the result.
//
//   node tools/device/probe.mjs IMAGE [--max-sim S] [--uf2 PATH] [--bootrom PATH]
//
// Exit 0 with the JSON line printed; 1 on a traceback, an error or no result.
import path from 'path';
import { pathToFileURL, fileURLToPath } from 'url';
import { Board } from './board.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RP = path.resolve(ROOT, '..', 'shared', 'tools', 'rp2040');
const FAILED = /Traceback|MemoryError|Error:|Code done running/;

async function main(argv) {
  const opts = { maxSim: 120 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--max-sim') opts.maxSim = Number(argv[++i]);
    else if (argv[i] === '--uf2') opts.uf2 = argv[++i];
    else if (argv[i] === '--bootrom') opts.bootrom = argv[++i];
    else opts.image = argv[i];
  }
  if (!opts.image) throw new Error('usage: node tools/device/probe.mjs IMAGE [--max-sim S]');
  opts.uf2 ??= path.join(RP, 'firmware', 'circuitpython-raspberry_pi_pico-uart-console.uf2');
  opts.bootrom ??= path.join(RP, 'runner', 'bootrom.mjs');
  const { bootromB1 } = await import(pathToFileURL(opts.bootrom).href);
  const board = new Board({ uf2: opts.uf2, image: opts.image, bootrom: bootromB1, spi: false });
  let line = '';
  let result = null;
  let failed = null;
  board.onConsole = (value) => {
    if (value === 13) return;
    if (value !== 10) { line += String.fromCharCode(value); return; }
    const json = line.indexOf('{"');  // after the title bar's escape sequence, if any
    if (json >= 0) line = line.slice(json);
    process.stdout.write(line + '\n');
    if (json >= 0) result = line;
    else if (!failed && !result && FAILED.test(line)) failed = line;
    line = '';
  };
  const end = opts.maxSim * 1e9;
  while (board.nanos < end && !result && !failed) {
    board.runTo(Math.min(end, board.nanos + 1e7));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (failed && !result) {
    board.runTo(board.nanos + 2e9);  // the rest of the traceback
    process.stdout.write(line + '\n');
    throw new Error(`the probe failed: ${failed}`);
  }
  if (!result) throw new Error(`no result within ${opts.maxSim} s of emulated time`);
}

main(process.argv.slice(2)).catch((err) => { console.error(err.message); process.exit(1); });
