# Pocket Cards: build and test commands. `make` alone lists them.

PY ?= python3
VENV = .venv
BOARD ?= pybadge
FRONTEND ?=
CIRCUITPY ?=
# CircuitPython's unix port and its mpy-cross (developers and CI: ../shared/tools/circuitpython/).
CIRCUITPYTHON ?=
MPY_CROSS ?=
# The boards' pystack, as the bundle's settings.toml sets it: the core's tests run with it.
PYSTACK := $(shell sed -n 's/^CIRCUITPY_PYSTACK_SIZE *= *\([0-9]*\).*/\1/p' settings.toml)

PYTHON = $(VENV)/bin/python
VENV_STAMP = $(VENV)/.requirements.stamp
NODE_STAMP = node_modules/.package-lock.stamp
# The tests never open a window or a sound device, with or without a display.
HEADLESS = SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.DEFAULT_GOAL := help
.PHONY: help setup run test test-all test-circuitpython crawl bench lab lib bundle deploy clean
.PHONY: test-device test-device-long

help:
	@echo "make run      start the emulator (BOARD=pybadge|pygamer|clue|picosystem|pico_display,"
	@echo "              FRONTEND=window|terminal|...; default: window if there is a display)"
	@echo "make test     the quick run (a few minutes): ruff, pytest but the long tests, the engine"
	@echo "              tests on a MicroPython VM but its long ones, side by side on the cores"
	@echo "make test-all everything (CI; tens of minutes): every test, every board and language"
	@echo "              crawled, the soak, both VMs in full, the device session when here"
	@echo "make test-circuitpython CIRCUITPYTHON=path   the engine tests on the CircuitPython core"
	@echo "              (with the boards' pystack: settings.toml's CIRCUITPY_PYSTACK_SIZE)"
	@echo "make fuzz     the fuzz suite (tests/fuzz/, Hypothesis) deeper than make test runs it"
	@echo "              (FUZZ_EXAMPLES=n examples a test, default 3000: about 10 minutes)"
	@echo "make crawl    the screen crawler on every board in both languages (minutes;"
	@echo "              make test runs it on each screen shape: tests/test_crawler.py)"
	@echo "make bench    the device budgets: AI move times, heap, displayio, bundle (minutes;"
	@echo "              CIRCUITPYTHON=path: board figures from CircuitPython's unix port)"
	@echo "              (BENCH=strength: the AIs' strength series instead, tens of minutes)"
	@echo "make lab      AI-against-AI series: docs/lab/<game>.md reports (LAB=\"game --games N\")"
	@echo "make test-device   the real CircuitPython firmware in rp2040js plays the sessions of"
	@echo "              tools/device/sessions/ (needs ../shared/tools/rp2040; minutes)"
	@echo "make test-device-long   the longer sessions (whole tournaments, tens of minutes)"
	@echo "make bundle   build/CIRCUITPY/: everything to copy onto the device"
	@echo "              (MPY_CROSS=path: compiled to .mpy with CircuitPython's mpy-cross)"
	@echo "make deploy CIRCUITPY=/media/\$$USER/CIRCUITPY   copy the bundle onto a board"
	@echo "make lib      fill lib/ with the device libraries (pinned PyPI packages)"
	@echo "make setup    create .venv (PY=$(PY)) and install node_modules; the others do it"
	@echo "make clean    remove build/, caches and the generated lib/ files"

# The virtual environment, reinstalled whenever requirements.txt changes.
$(VENV_STAMP): requirements.txt
	@if ! $(PYTHON) -m pip --version >/dev/null 2>&1; then \
	  $(PY) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { \
	    echo "make: needs Python 3.11 or newer as $(PY) (try: make PY=python3.11 ...)"; exit 1; }; \
	  echo "creating $(VENV) with $(PY)"; rm -rf $(VENV); \
	  $(PY) -m venv $(VENV) || { \
	    echo "make: could not create $(VENV) (Debian: apt-get install python3-venv)"; exit 1; }; \
	fi
	$(PYTHON) -m pip install --disable-pip-version-check -q -r requirements.txt
	@touch $@

# The MicroPython VM (npm), reinstalled whenever the lockfile changes.
$(NODE_STAMP): package.json package-lock.json
	@command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || { \
	  echo "make: node and npm are needed for the MicroPython tests"; \
	  echo "      (Debian: apt-get install nodejs npm; any Node.js 18 or newer)"; exit 1; }
	npm ci --no-audit --no-fund
	@touch $@

setup: $(VENV_STAMP) $(NODE_STAMP)

run: $(VENV_STAMP)
	CONSOLE_BOARD=$(BOARD) $(if $(FRONTEND),CONSOLE_FRONTEND=$(FRONTEND)) $(PYTHON) code.py

# The stages (tests/stages.py) each print their time; every one runs even when one fails,
# so one run shows every problem. make test leaves what tests/long.py names to test-all.
test: setup
	@$(HEADLESS) $(PYTHON) -m tests.stages test

# Everything: the core from CIRCUITPYTHON or ../shared, the device session when its firmware
# is in RP2040 (below). AFTER_TEST=1: only what make test did not run (.ci/run, after it).
CORE = $(or $(CIRCUITPYTHON),../shared/tools/circuitpython/circuitpython)
test-all: setup
	@$(HEADLESS) CIRCUITPYTHON="$(CORE)" RP2040="$(RP2040)" \
	  $(PYTHON) -m tests.stages all $(if $(AFTER_TEST),--after-test)

# The engine tests once more, on CircuitPython's own core (its unix port; the path to it).
test-circuitpython:
	@test -n "$(CIRCUITPYTHON)" || { \
	  echo 'usage: make test-circuitpython CIRCUITPYTHON=path/to/circuitpython (its unix port)'; exit 1; }
	CIRCUITPY_PYSTACK_SIZE=$(PYSTACK) $(CIRCUITPYTHON) -X heapsize=1024k tests/mpy/circuitpython.py

# The fuzz suite (tests/fuzz/: decode of every game, the save layer, the app's start) with
# Hypothesis's "fuzz" profile; every case that ever failed stays in tests/fuzz/examples/.
.PHONY: fuzz
FUZZ_EXAMPLES ?= 3000
fuzz: $(VENV_STAMP)
	HYPOTHESIS_PROFILE=fuzz FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(HEADLESS) $(PYTHON) -m pytest -q tests/fuzz

# Every screen of every board in both languages, checked (tests/crawler.py).
crawl: $(VENV_STAMP)
	$(HEADLESS) $(PYTHON) -m tests.crawler $(CRAWL)

bench: $(VENV_STAMP) $(NODE_STAMP)
	$(if $(CIRCUITPYTHON),CIRCUITPYTHON="$(CIRCUITPYTHON)") $(if $(MPY_CROSS),MPY_CROSS="$(MPY_CROSS)") \
	  $(PYTHON) -m tools.bench $(BENCH)

lab: $(VENV_STAMP)
	$(PYTHON) -m tools.lab $(LAB)

lib: $(VENV_STAMP)
	$(PYTHON) tools/bundle.py lib

bundle: $(VENV_STAMP)
	$(PYTHON) tools/bundle.py build $(if $(MPY_CROSS),--mpy-cross "$(MPY_CROSS)")

# The real firmware in the loop (issue 37; tools/device/run.mjs): the .mpy bundle on a
# CIRCUITPY image with the trace on, the sessions played by the Pico Display Pack's buttons
# in rp2040js, two at a time; the checkpoints' screens into build/device/screens/.
RP2040 ?= ../shared/tools/rp2040
DEVICE_MPY_CROSS = $(or $(MPY_CROSS),$(wildcard ../shared/tools/circuitpython/mpy-cross))
DEVICE_JOBS ?= 2
# CI's sessions, every tools/device/sessions/*.txt but long_*.txt: the menus and Royal
# Garden's Expert match with its review; a game saved, the power off and on, a power cut in
# a save; Niwa, First of the Season (and its hot seat) and Royal Council's three variants
# against their top AIs, a switch of games, Royal Council's guided game. long_*.txt: longer
# sessions, by hand (make test-device-long; none at present).
DEVICE_LONG_SESSIONS ?= $(wildcard tools/device/sessions/long_*.txt)
DEVICE_SESSIONS ?= $(filter-out $(DEVICE_LONG_SESSIONS),$(wildcard tools/device/sessions/*.txt))

test-device: $(VENV_STAMP) $(NODE_STAMP)
	@test -d $(RP2040)/firmware || { echo "make test-device: no $(RP2040) (the firmware and its bootrom)"; exit 1; }
	$(PYTHON) tools/bundle.py build $(if $(DEVICE_MPY_CROSS),--mpy-cross "$(DEVICE_MPY_CROSS)")
	tools/device/make_image.sh build/device/circuitpy.img build/CIRCUITPY
	@status=0; node tools/device/run.mjs --jobs $(DEVICE_JOBS) --quiet $(DEVICE_SESSIONS) || status=1; \
	for f in $(DEVICE_SESSIONS); do n=$$(basename $$f .txt); \
	  test -f build/device/$$n.spi && $(PYTHON) -m tools.device.st7789 build/device/$$n.spi build/device/screens; \
	done; exit $$status

test-device-long:
	@test -n "$(DEVICE_LONG_SESSIONS)" || { echo "make test-device-long: no long_*.txt session at present"; exit 0; }
	$(MAKE) test-device DEVICE_SESSIONS="$(DEVICE_LONG_SESSIONS)"

deploy: $(VENV_STAMP)
	@test -n "$(CIRCUITPY)" || { echo 'usage: make deploy CIRCUITPY=/media/$$USER/CIRCUITPY'; exit 1; }
	$(PYTHON) tools/bundle.py deploy "$(CIRCUITPY)" $(if $(MPY_CROSS),--mpy-cross "$(MPY_CROSS)")

clean:
	rm -rf build .pytest_cache .ruff_cache
	find . -path ./$(VENV) -prune -o -path ./node_modules -prune -o \
	  -name __pycache__ -type d -exec rm -rf {} +
	find lib -mindepth 1 -maxdepth 1 ! -name README.md ! -name requirements.txt \
	  -exec rm -rf {} +
