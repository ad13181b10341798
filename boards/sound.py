"""One square-wave tone for boards with a speaker (audioio or audiopwmio), without allocation.

One period of a square wave sits in a buffer made once; looping it at a sample rate of
freq * _LENGTH gives the pitch. update() stops the tone when its time is up, so tone()
never blocks the app.
"""

import array

import audiocore
import digitalio

from boards.keymaps import TICKS_MASK, ticks_diff
from engine.compat import const

_LENGTH = const(8)  # samples per period: 4 kHz still plays at 32 kHz
_MIDDLE = const(0x8000)
_SWING = const(0x1800)  # loudness: a fifth of full scale
_LOWEST = const(100)
_HIGHEST = const(4000)


class Tone:
    """Beeps on an audio output (AudioOut or PWMAudioOut); enable: the amplifier's pin."""

    def __init__(self, output, enable=None):
        half = _LENGTH // 2
        wave = array.array("H", [_MIDDLE + _SWING] * half + [_MIDDLE - _SWING] * half)
        self._sample = audiocore.RawSample(wave, sample_rate=_LOWEST * _LENGTH)
        self._output = output
        self._enable = None
        if enable is not None:
            self._enable = digitalio.DigitalInOut(enable)
            self._enable.switch_to_output(value=False)
        self._until = 0
        self._on = False

    def play(self, freq, ms, now):
        """Start a tone of freq Hz for ms milliseconds (a running tone is cut short)."""
        freq = min(max(freq, _LOWEST), _HIGHEST)
        output = self._output
        if self._on:
            output.stop()
        self._sample.sample_rate = freq * _LENGTH
        if self._enable is not None:
            self._enable.value = True
        output.play(self._sample, loop=True)
        self._until = (now + ms) & TICKS_MASK
        self._on = True

    def update(self, now):
        """Stop the tone once its time is up."""
        if self._on and ticks_diff(now, self._until) >= 0:
            self._output.stop()
            if self._enable is not None:
                self._enable.value = False
            self._on = False
