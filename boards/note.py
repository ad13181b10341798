"""A note across a restart: the program starts afresh in a new VM (supervisor.reload())
and leaves the new one a few bytes in alarm.sleep_memory, which a reload leaves as it was
(SAMD51: 8 KB of backup RAM; nRF52840, RP2040: 256 bytes). Loaded only to restart and,
when a board starts, to read a note (Hardware.restart, take_note).

The frame: 'PC', the note's length, the note, a checksum (the low byte of its sum). A
note is read once (the frame is wiped) and only after a reload: a reset or a power-on
finds none, whatever the memory holds. (frame and read serve the emulator too: the board's
modules are imported inside restart and take_note.)
"""

NOTE_ROOM = 256  # the smallest sleep memory of the boards


def frame(note):
    """The bytes that keep note (at most NOTE_ROOM - 4 bytes) in the sleep memory."""
    if len(note) > NOTE_ROOM - 4:
        raise ValueError("note too long")
    return b"PC" + bytes((len(note),)) + note + bytes((sum(note) & 0xFF,))


def read(memory):
    """The note a frame in memory holds, or None."""
    if memory[0] != 0x50 or memory[1] != 0x43:
        return None
    n = memory[2]
    if n > NOTE_ROOM - 4:
        return None
    note = bytes(memory[3 : 3 + n])
    return note if sum(note) & 0xFF == memory[3 + n] else None


def restart(note, release=False):
    """The note into the sleep memory, then the reload: a new VM runs code.py (the NVM
    stays; the keypad starts afresh). The display stays too, showing CircuitPython's
    console until the next VM's first frame (on the firmware: "Code done running.",
    "soft reboot" and the program's start, for 2-3 s), unless release: a display the
    program made itself is let go first, and the panel keeps its last frame."""
    import alarm
    import supervisor

    kept = frame(note)
    alarm.sleep_memory[0 : len(kept)] = kept
    if release:
        import displayio

        displayio.release_displays()
    supervisor.reload()  # sets a ReloadException that ends this VM at its next jump:
    while True:  # this loop's first, so that nothing more runs here
        pass


def take_note():
    """The note of the program that reloaded this VM, or None; wiped either way."""
    import alarm
    import supervisor

    memory = alarm.sleep_memory
    note = read(memory)
    memory[0] = 0
    if supervisor.runtime.run_reason != supervisor.RunReason.SUPERVISOR_RELOAD:
        return None
    return note
