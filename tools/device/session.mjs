// The session files of tools/device/sessions/: one step a line, '#' starts a comment.
//
//   expect scene=title [think=0 ...] [timeout=S]  wait until the app's state (its last trace
//                                      line, boards/trace.py) has every field given
//   tap A [ms=100] [gap=300]           a button tapped: A, B, X or Y (Pico Display Pack)
//   hold Y [ms=700] [gap=300]          held past HOLD_MS (450): the button's second key
//   keys A Y Y+ X                      taps and holds ('+') in a row
//   wait MS                            emulated milliseconds pass
//   mem LABEL                          'm' on the console: the heap after gc.collect()
//   shot NAME                          a checkpoint: the screen now, saved as NAME.png
//   label NAME                         the figures that follow are counted under NAME
//   play [until=over] [moves=N] [timeout=S] [hint=0]  a person's turns played to the end:
//                                      the hint (hold A) then A, more A or RIGHT then A
//                                      until the move is taken; A on privacy screens and
//                                      notices; waits while an AI thinks
//   say TEXT                           print TEXT
//   cut erase|program [n=1] [keep=0]   arm a power cut: at the n-th flash operation of that
//                                      kind from now, after its first keep bytes
//                                      (tools/device/flash.mjs); the board then stays dark
//   idle NAME MS                       MS of emulated time with no key: the share of it the
//                                      CPU ran (not waiting for an interrupt), as NAME
//   power                              the power off and on again: the board boots anew
//                                      from its flash as it is (saves, and any cut's damage)
//   dissect NAME                       'd' on the console: the heap with the app and without
//                                      its scenes (boards/trace.py), which ends the program;
//                                      then the power off and on
//
// expect's values may list alternatives: moves=3|5.
//
// Buttons (boards/pico_display.py): tap A=A, B=B, X=LEFT, Y=RIGHT; hold A=SELECT,
// B=START, X=UP, Y=DOWN.
import fs from 'fs';

const BUTTONS = new Set(['A', 'B', 'X', 'Y']);
export const TAP_MS = 100;
export const HOLD_MS = 700;
export const GAP_MS = 300;

function options(words, allowed, line) {
  const out = {};
  const rest = [];
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq > 0) {
      const key = word.slice(0, eq);
      if (allowed && !allowed.includes(key)) throw new Error(`line ${line}: unknown option ${key}`);
      out[key] = word.slice(eq + 1);
    } else rest.push(word);
  }
  return [out, rest];
}

function number(text, what, line) {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`line ${line}: ${what} must be a number, not ${text}`);
  return value;
}

function press(name, hold, opts, line) {
  if (!BUTTONS.has(name)) throw new Error(`line ${line}: no button ${name} (A, B, X, Y)`);
  return {
    op: 'press', button: name, hold, line,
    ms: number(opts.ms ?? (hold ? HOLD_MS : TAP_MS), 'ms', line),
    gap: number(opts.gap ?? GAP_MS, 'gap', line),
  };
}

// The steps of a session's text: a list of {op, line, ...}.
export function parse(text) {
  const steps = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const body = raw.replace(/#.*/, '').trim();
    if (!body) return;
    const [op, ...words] = body.split(/\s+/);
    if (op === 'expect') {
      const [opts, rest] = options(words, null, line);
      if (rest.length) throw new Error(`line ${line}: expect takes field=value words`);
      const timeout = number(opts.timeout ?? 120, 'timeout', line);
      delete opts.timeout;
      if (!Object.keys(opts).length) throw new Error(`line ${line}: expect what?`);
      steps.push({ op, fields: opts, timeout, line });
    } else if (op === 'tap' || op === 'hold') {
      const [opts, rest] = options(words, ['ms', 'gap'], line);
      if (rest.length !== 1) throw new Error(`line ${line}: ${op} one button`);
      steps.push(press(rest[0], op === 'hold', opts, line));
    } else if (op === 'keys') {
      if (!words.length) throw new Error(`line ${line}: keys what?`);
      for (const word of words) {
        const hold = word.endsWith('+');
        steps.push(press(hold ? word.slice(0, -1) : word, hold, {}, line));
      }
    } else if (op === 'wait') {
      if (words.length !== 1) throw new Error(`line ${line}: wait MS`);
      steps.push({ op, ms: number(words[0], 'wait', line), line });
    } else if (op === 'mem' || op === 'shot' || op === 'label' || op === 'dissect') {
      if (words.length !== 1 || !/^[\w.-]+$/.test(words[0])) throw new Error(`line ${line}: ${op} NAME (letters, digits, _ . -)`);
      steps.push({ op, name: words[0], line });
    } else if (op === 'play') {
      const [opts, rest] = options(words, ['until', 'moves', 'timeout', 'hint'], line);
      if (rest.length) throw new Error(`line ${line}: play takes options only`);
      const until = opts.until ?? 'over';
      if (until !== 'over' && until !== 'moves') throw new Error(`line ${line}: until=over or until=moves`);
      steps.push({
        op, until, line,
        moves: opts.moves === undefined ? null : number(opts.moves, 'moves', line),
        timeout: number(opts.timeout ?? 1800, 'timeout', line),
        hint: opts.hint !== '0',
      });
    } else if (op === 'cut') {
      const [opts, rest] = options(words, ['n', 'keep'], line);
      if (rest.length !== 1 || !['erase', 'program'].includes(rest[0])) throw new Error(`line ${line}: cut erase|program [n=N] [keep=K]`);
      steps.push({
        op, kind: rest[0], line,
        n: Math.max(1, number(opts.n ?? 1, 'n', line)), keep: number(opts.keep ?? 0, 'keep', line),
      });
    } else if (op === 'idle') {
      if (words.length !== 2 || !/^[\w.-]+$/.test(words[0])) throw new Error(`line ${line}: idle NAME MS`);
      steps.push({ op, name: words[0], ms: number(words[1], 'idle', line), line });
    } else if (op === 'power') {
      if (words.length) throw new Error(`line ${line}: power takes nothing`);
      steps.push({ op, line });
    } else if (op === 'say') {
      steps.push({ op, text: body.slice(3).trim(), line });
    } else {
      throw new Error(`line ${line}: unknown step ${op}`);
    }
  });
  return steps;
}

export function parseFile(path) {
  try {
    return parse(fs.readFileSync(path, 'utf8'));
  } catch (error) {
    error.message = `${path}: ${error.message}`;
    throw error;
  }
}

// A trace line of boards/trace.py as {kind: 'T'|'M'|'S'|'D', field: value...}, or null.
export function traceLine(text) {
  const m = /^@([TMSD]) (.*)$/.exec(text.trim());
  if (!m) return null;
  const out = { kind: m[1] };
  for (const word of m[2].split(' ')) {
    const eq = word.indexOf('=');
    if (eq > 0) out[word.slice(0, eq)] = word.slice(eq + 1);
  }
  return out;
}

// True when state (a @T line) has every field of fields (one of a field's '|' alternatives).
export function matches(state, fields) {
  if (!state) return false;
  return Object.entries(fields).every(([k, v]) => v.split('|').includes(state[k]));
}

// node tools/device/session.mjs FILE: the steps as JSON (a check of a session by hand,
// and the tests' way in).
if (process.argv[1] && import.meta.url === (await import('url')).pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(JSON.stringify(parseFile(process.argv[2])) + '\n');
  } catch (error) {
    process.stderr.write(error.message + '\n');
    process.exit(1);
  }
}
