// The figures of issue 37 from the trace lines of the device runs (boards/trace.py):
// start-up to the title, the restart into another game's menu, gc.mem_free() per part of a
// session (after gc.collect() where a 'mem' step asked; else the lowest seen at a refresh),
// the AIs' move times in emulated time (the trace's ticks_ms), and the CPU's share at rest.
// An AI move: from its due time to the refresh after its move (the search, the save, the
// redraw): the refresh that shows it thinking, less the wait it gives (the trace's wait=:
// engine/app/play.py's AI_PAUSE_MS, 350 ms, and a round's end shown, 3.5 s in Royal Council).

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function figures(results) {
  const startup = [];
  const restarts = [];
  const mems = [];
  const idles = [];
  const dissects = [];
  const lows = new Map();   // label -> {free, scene}
  const moves = new Map();  // label game -> [ms]
  for (const r of results) {
    let boots = 0;
    let prev = null;
    let pendingBoot = null;
    for (const e of r.events) {
      if (e.kind === 'S') {
        boots++;
        pendingBoot = e;
        prev = null;
        continue;
      }
      if (e.kind === 'P') { boots = 0; continue; }  // the power off and on: a start-up again
      if (e.kind === 'I') { idles.push({ session: r.session, name: e.name, scene: e.scene, share: e.share }); continue; }
      if (e.kind === 'D') { dissects.push({ session: r.session, name: e.name, scene: e.scene, alloc: Number(e.alloc), kept: Number(e.kept) }); continue; }
      if (e.kind === 'M') { mems.push({ session: r.session, name: e.name, label: e.label, free: Number(e.free), scene: e.scene }); continue; }
      if (e.kind !== 'T') continue;
      if (pendingBoot) {
        if (boots === 1) startup.push({ session: r.session, codeMs: pendingBoot.simMs, titleMs: e.simMs, scene: e.scene });
        else restarts.push({ session: r.session, ms: e.simMs - pendingBoot.lastRelease, scene: e.scene, game: e.game });
        pendingBoot = null;
      }
      const free = Number(e.free);
      const low = lows.get(e.label);
      if (!low || free < low.free) lows.set(e.label, { free, scene: e.scene, session: r.session });
      if (prev && prev.think === '1' && e.moves !== '-' && prev.moves !== '-' && Number(e.moves) > Number(prev.moves) && e.game === prev.game) {
        const key = `${e.label} ${e.game}`;
        if (!moves.has(key)) moves.set(key, []);
        moves.get(key).push(Number(e.t) - Number(prev.t) - (prev.wait > 0 ? Number(prev.wait) : 0));
      }
      prev = e;
    }
  }
  return { startup, restarts, mems, idles, lows, moves, dissects };
}

export function figuresTable(results) {
  const f = figures(results);
  const out = ['# Device figures (real CircuitPython firmware in rp2040js, emulated time)', ''];
  out.push('| session | result | emulated s | wall s |', '|---|---|---|---|');
  for (const r of results) out.push(`| ${r.session} | ${r.ok ? 'passed' : 'FAILED'} | ${(r.simS ?? 0).toFixed(1)} | ${(r.wallS ?? 0).toFixed(0)} |`);
  out.push('', '## Start-up and restart', '', '| what | ms (emulated) |', '|---|---|');
  for (const s of f.startup) out.push(`| ${s.session}: power-on to code.py / to the ${s.scene} screen | ${s.codeMs.toFixed(0)} / ${s.titleMs.toFixed(0)} |`);
  for (const s of f.restarts) out.push(`| ${s.session}: the key to the ${s.scene} screen (${s.game}) after a restart | ${s.ms.toFixed(0)} |`);
  out.push('', '## The loop at rest (idle steps: the CPU running, not waiting for an interrupt)', '', '| session | checkpoint | scene | CPU % |', '|---|---|---|---|');
  for (const i of f.idles) out.push(`| ${i.session} | ${i.name} | ${i.scene} | ${(100 * i.share).toFixed(1)} |`);
  out.push('', '## gc.mem_free() after gc.collect() (mem steps)', '', '| session | checkpoint | scene | free KB |', '|---|---|---|---|');
  for (const m of f.mems) out.push(`| ${m.session} | ${m.name} | ${m.scene} | ${kb(m.free)} |`);
  if (f.dissects.length) {
    out.push('', '## gc.mem_alloc() after gc.collect() with the app, and without its scenes (dissect steps)', '', '| session | checkpoint | scene | the whole KB | without the scenes KB | the scenes KB |', '|---|---|---|---|---|---|');
    for (const d of f.dissects) out.push(`| ${d.session} | ${d.name} | ${d.scene} | ${kb(d.alloc)} | ${kb(d.kept)} | ${kb(d.alloc - d.kept)} |`);
  }
  out.push('', '## Lowest gc.mem_free() seen at a refresh, per part', '', '| part | scene | free KB |', '|---|---|---|');
  for (const [label, low] of f.lows) out.push(`| ${label} | ${low.scene} | ${kb(low.free)} |`);
  out.push('', '## AI move times (ms, emulated: from its due time to the move shown: the search, the save, the redraw; the pause and a round\'s end shown before it not in)', '', '| part, game | moves | median | worst |', '|---|---|---|---|');
  for (const [key, ms] of f.moves) out.push(`| ${key} | ${ms.length} | ${median(ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`);
  return out.join('\n') + '\n';
}
