// The QSPI flash's erase and program, which rp2040js 1.4.1 does not emulate: without this the
// firmware's writes to CIRCUITPY and microcontroller.nvm are lost, and no save survives.
//
// CircuitPython writes flash only through the RP2040 bootrom's flash_range_erase ('RE') and
// flash_range_program ('RP') (pico-sdk's hardware_flash, for the filesystem and for nvm).
// Their first instruction is replaced by a BKPT; the break does what the chip would do to
// mcu.flash (XIP reads come straight from it) and returns to the caller:
//   erase:   every byte of [offset, offset + count) reads 0xFF; count is whole 4 KB sectors
//   program: NOR flash clears bits only: each byte becomes old & new (a page programmed
//            twice without an erase keeps the 0 bits of both)
// and charges the W25Q16's typical times in the emulated clock (a 4 KB sector erase 45 ms,
// a 64 KB block 150 ms, a 256-byte page 0.4 ms), so a save costs what it would on a Pico.
//
// A power cut can be armed (cut()): at the n-th operation of a kind from then on, only part
// of it is done and the board loses power: onCut() is called and the CPU runs no more. An
// erase cut erases the first `keep` bytes and leaves the rest of its sectors as they were; a
// program cut programs its bytes in order until `keep` of them changed (CircuitPython
// programs the nvm's 256-byte pages whole, mostly with the bytes they already hold). Whatever else a cut mid-erase might leave, the store has to survive
// any mix of old and erased bytes; this prefix is one such mix.

const ROM_TABLE_POINTER = 0x14;
const BKPT_ERASE = 0xf1;
const BKPT_PROGRAM = 0xf2;
const SECTOR = 4096;
const BLOCK = 65536;
const PAGE = 256;
const ERASE_SECTOR_NS = 45e6;
const ERASE_BLOCK_NS = 150e6;
const PROGRAM_PAGE_NS = 0.4e6;
const OPS_KEPT = 500;

function romCode(text) { return text.charCodeAt(0) | (text.charCodeAt(1) << 8); }

// The address of a bootrom function by its two-letter code (the bootrom's own table).
function romFunction(mcu, code) {
  const u16 = (address) => mcu.readUint16(address);
  for (let entry = u16(ROM_TABLE_POINTER); u16(entry); entry += 4) {
    if (u16(entry) === romCode(code)) return u16(entry + 2) & ~1;
  }
  throw new Error(`bootrom: no function ${code}`);
}

function patch(mcu, address, bkpt) {
  const word = address & ~3;
  const shift = (address & 2) * 8;
  const value = mcu.bootrom[word >> 2];
  mcu.bootrom[word >> 2] = (value & ~(0xffff << shift)) | ((0xbe00 | bkpt) << shift);
}

export class FlashModel {
  constructor(mcu, clock) {
    this.mcu = mcu;
    this.clock = clock;
    this.stats = { erases: 0, erasedBytes: 0, programs: 0, programmedBytes: 0, busyMs: 0 };
    this.ops = [];  // the first OPS_KEPT operations: [kind, flash offset, count, at ms]
    this.armed = null;  // {kind, n, keep}: the cut to come
    this.onCut = () => {};
    patch(mcu, romFunction(mcu, 'RE'), BKPT_ERASE);
    patch(mcu, romFunction(mcu, 'RP'), BKPT_PROGRAM);
    const before = mcu.onBreak;
    mcu.onBreak = (code) => {
      if (code === BKPT_ERASE) this._erase();
      else if (code === BKPT_PROGRAM) this._program();
      else before(code);
    };
  }

  // The power goes at the n-th (1 = the next) operation of kind ('erase' or 'program'),
  // after its first keep bytes.
  cut(kind, n, keep) { this.armed = { kind, n, keep }; }

  // How much of this operation is done: all of it (Infinity), or an armed cut's keep.
  _cutAt(kind, count) {
    if (this.ops.length < OPS_KEPT) this.ops.push([kind, this.mcu.core.registers[0], count, Math.round(this.clock.nanos / 1e6)]);
    const armed = this.armed;
    if (!armed || armed.kind !== kind || --armed.n > 0) return Infinity;
    this.armed = null;
    this.cutNow = true;
    return armed.keep;
  }

  _erase() {
    const core = this.mcu.core;
    const offset = core.registers[0];
    const count = core.registers[1];
    const blockSize = core.registers[2];
    const done = Math.min(count, this._cutAt('erase', count));
    this.mcu.flash.fill(0xff, offset, offset + done);
    this.stats.erases++;
    this.stats.erasedBytes += done;
    const blocks = blockSize >= BLOCK && offset % BLOCK === 0 ? Math.floor(count / BLOCK) : 0;
    const sectors = Math.ceil((count - blocks * BLOCK) / SECTOR);
    this._return(blocks * ERASE_BLOCK_NS + sectors * ERASE_SECTOR_NS);
  }

  _program() {
    const mcu = this.mcu;
    const core = mcu.core;
    const offset = core.registers[0];
    const data = core.registers[1];
    const count = core.registers[2];
    // a cut keeps the first `keep` bytes that this program changes (a page is programmed
    // whole, mostly with what it already holds: those bytes cut nothing)
    let keep = this._cutAt('program', count);
    const flash = mcu.flash;
    let i = 0;
    for (; i < count; i++) {
      const value = flash[offset + i] & mcu.readUint8(data + i);
      if (value !== flash[offset + i] && keep-- <= 0) break;
      flash[offset + i] = value;
    }
    this.stats.programs++;
    this.stats.programmedBytes += i;
    this._return(Math.ceil(count / PAGE) * PROGRAM_PAGE_NS);
  }

  // Back to the caller (the BKPT stands for the function's whole body), the time it took
  // charged; a cut ends here.
  _return(nanos) {
    const core = this.mcu.core;
    core.PC = core.LR & ~1;
    this.stats.busyMs += nanos / 1e6;
    if (this.cutNow) {
      this.cutNow = false;
      this.onCut();
      return;
    }
    this.clock.tick(nanos);
  }
}
