"""Desktop benchmarks: `make bench` runs `python -m tools.bench` (never on the device)."""
