"""Pocket Cards: the one entry point, on a CircuitPython board and on the desktop.

On the device CircuitPython runs this file at boot as __main__; on the desktop
`make run` runs it with the emulator (boards.load() picks the board either way).
The guard keeps an import of this file (CPython's stdlib also has a `code`
module) from starting the app.
"""

if __name__ == "__main__":
    # The board shows its console until the title is drawn: a few seconds of imports.
    print("Pocket Cards is starting...")
    import boards

    boards.main()
