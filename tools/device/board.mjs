// A Raspberry Pi Pico with a Pico Display Pack, emulated by rp2040js 1.4.1 on a simulated
// 125 MHz clock: the firmware (.uf2) in flash, a CIRCUITPY FAT image at flash offset
// 0x100000, the flash's erase and program (flash.mjs), the four buttons on GP12-GP15 (active low), the console on UART0 and the ST7789's
// SPI bytes recorded (tools/device/st7789.py decodes them).
//
// rp2040js needs three things from us before CircuitPython 10 runs on it (see
// ../shared/tools/rp2040/README.md):
// - the BOOTSEL sense: CircuitPython samples the QSPI chip-select pin at start-up; it must
//   read high (not pressed), with its pad's input enabled;
// - an SPI byte takes its bit time: rp2040js completes a transmit at once, so a DMA-fed
//   transfer overruns the receive FIFO and busio.SPI waits for ever;
// - SEVONPEND: CircuitPython idles with interrupts masked and WFE/WFI; on the chip a newly
//   pending interrupt ends that wait (the event register), which rp2040js does not model.
import fs from 'fs';
import { RP2040, ConsoleLogger, LogLevel } from 'rp2040js';
// rp2040js 1.4.1 exports no SimulationClock from its index (nor its path): its file.
import { SimulationClock } from '../../node_modules/rp2040js/dist/esm/clock/simulation-clock.js';
import { FlashModel } from './flash.mjs';

export const FLASH_BASE = 0x10000000;
export const CIRCUITPY_OFFSET = 0x100000;
export const BUTTON_PINS = { A: 12, B: 13, X: 14, Y: 15 };
const DC_PIN = 16;
const CS_PIN = 17;
const UART_RX_PIN = 1;
const CPU_HZ = 125e6;
const NS_PER_CYCLE = 1e9 / CPU_HZ;

// The SPI record (tools/device/st7789.py reads it): 'C' cmd | 'D' u32le n, n bytes |
// 'M' u8 n, a label of n bytes (a checkpoint). Only bytes sent with the chip selected.
export class SpiRecorder {
  constructor() {
    this.parts = [];
    this.data = [];     // the data bytes of the current run
    this.bytes = 0;
  }
  command(value) { this.flush(); this.parts.push(Buffer.from([0x43, value])); }
  datum(value) { this.data.push(value); this.bytes++; }
  mark(label) {
    this.flush();
    const text = Buffer.from(label, 'latin1');
    this.parts.push(Buffer.from([0x4d, text.length]), text);
  }
  flush() {
    if (!this.data.length) return;
    const head = Buffer.alloc(5);
    head[0] = 0x44;
    head.writeUInt32LE(this.data.length, 1);
    this.parts.push(head, Buffer.from(this.data));
    this.data = [];
  }
  save(path) { this.flush(); fs.writeFileSync(path, Buffer.concat(this.parts)); }
}

function readUf2(mcu, path) {
  const data = fs.readFileSync(path);
  let blocks = 0;
  for (let at = 0; at + 512 <= data.length; at += 512) {
    const magic0 = data.readUInt32LE(at);
    const magic1 = data.readUInt32LE(at + 4);
    if (magic0 !== 0x0a324655 || magic1 !== 0x9e5d5157) continue;
    const target = data.readUInt32LE(at + 12);
    const length = data.readUInt32LE(at + 16);
    mcu.flash.set(data.subarray(at + 32, at + 32 + length), target - FLASH_BASE);
    blocks++;
  }
  if (!blocks) throw new Error(`${path}: no UF2 blocks`);
  return blocks;
}

function wakeOnPending(core) {
  const original = core.setInterrupt.bind(core);
  core.setInterrupt = (irq, value) => {
    const fresh = value && !(core.pendingInterrupts & (1 << irq));
    original(irq, value);
    if (!fresh) return;
    if (core.waiting) core.waiting = false;
    else core.eventRegistered = true;
  };
}

export class Board {
  // opts: uf2, image (a FAT image file), bootrom (a module exporting bootromB1), spi (bool);
  // or, for a board powered on again, flash (the whole flash as the last one left it) and
  // startNanos (the emulated time goes on from there).
  constructor(opts) {
    this.clock = new SimulationClock(CPU_HZ);
    this.clock.nanosCounter = opts.startNanos ?? 0;
    const mcu = new RP2040(this.clock);
    this.mcu = mcu;
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    mcu.loadBootrom(opts.bootrom);
    if (opts.flash) {
      mcu.flash.set(opts.flash);
    } else {
      this.uf2Blocks = readUf2(mcu, opts.uf2);
      if (opts.image) mcu.flash.set(fs.readFileSync(opts.image), CIRCUITPY_OFFSET);
    }
    this.flash = new FlashModel(mcu, this.clock);
    this.off = false;  // the power was cut (FlashModel.cut): no more instructions
    this.flash.onCut = () => { this.off = true; };
    wakeOnPending(mcu.core);
    for (const pin of Object.values(BUTTON_PINS)) mcu.gpio[pin].setInputValue(true);
    mcu.gpio[UART_RX_PIN].setInputValue(true);
    mcu.qspi[1].setInputValue(true);   // QSPI_SS high: BOOTSEL not pressed
    mcu.qspi[1].padValue |= 0x40;      // its pad's input enable
    this.onConsole = () => {};
    mcu.uart[0].onByte = (value) => this.onConsole(value);
    this.spi = opts.spi ? new SpiRecorder() : null;
    this.spiBytes = 0;
    for (const bus of mcu.spi) this._pace(bus);
    this.instructions = 0;
    this.busyNanos = 0;  // emulated time the CPU ran (not waiting in WFI/WFE)
    mcu.core.PC = FLASH_BASE;
  }

  _pace(bus) {
    const done = this.clock.createAlarm(() => bus.completeTransmit(0));
    bus.onTransmit = (value) => {
      this.spiBytes++;
      const rec = this.spi;
      if (rec && bus === this.mcu.spi[0] && !this.mcu.gpio[CS_PIN].outputValue) {
        if (this.mcu.gpio[DC_PIN].outputValue) rec.datum(value & 0xff);
        else rec.command(value & 0xff);
      }
      const hz = bus.clockFrequency || 1e6;
      done.schedule(Math.max(8, Math.round((bus.dataBits * 1e9) / hz)));
    };
  }

  get nanos() { return this.clock.nanos; }
  get ms() { return this.clock.nanos / 1e6; }

  // Run the CPU until the simulated clock reaches untilNanos.
  runTo(untilNanos) {
    const core = this.mcu.core;
    const clock = this.clock;
    let n = 0;
    while (clock.nanos < untilNanos) {
      if (this.off) {
        clock.tick(untilNanos - clock.nanos);
      } else if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        const left = untilNanos - clock.nanos;
        clock.tick(next > 0 ? Math.min(next, left) : NS_PER_CYCLE);
      } else {
        const nanos = core.executeInstruction() * NS_PER_CYCLE;
        clock.tick(nanos);
        this.busyNanos += nanos;
        n++;
      }
    }
    this.instructions += n;
  }

  // A button down (true) or up (false): active low.
  button(name, down) {
    const pin = BUTTON_PINS[name];
    if (pin === undefined) throw new Error(`no button ${name}`);
    this.mcu.gpio[pin].setInputValue(!down);
  }

  // One byte to the console (UART0 RX).
  feed(value) { this.mcu.uart[0].feedByte(value); }
}
