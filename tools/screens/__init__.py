"""Screenshots for docs/screens/: `make screens` (python -m tools.screens [module ...]).

Each module here defines SCENES: a tuple of (name, function(app, snap)). The
runner starts a fresh headless app for every board and language below, and the
function drives it (tests.driver.press, start_game, ...) and calls snap(tag) to
save docs/screens/<name>-<tag>-<board>-<lang>.png.
"""
