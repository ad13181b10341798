"""Hypothesis profiles of the fuzz suite (CPython only; docs/testing.md, "Fuzzing").

"ci" (the default, in `make test`): few examples a test, the whole suite in well under
two minutes. "fuzz" (`make fuzz`): many more, for a long run (FUZZ_EXAMPLES sets how
many a test). Both keep every failing case in tests/fuzz/examples/, Hypothesis's
DirectoryBasedExampleDatabase, committed with the repository: every case that ever failed
is tried again first, on every run.
"""

import os

from hypothesis import HealthCheck, settings
from hypothesis.database import DirectoryBasedExampleDatabase


class KeptExamples(DirectoryBasedExampleDatabase):
    """Hypothesis's database of the examples that failed, whose cases are never deleted:
    Hypothesis drops a case once it passes again, and this one keeps every case that
    ever failed, so that each run tries them all first (new ones are committed)."""

    def delete(self, key, value):
        pass

    def move(self, src, dest, value):
        self.save(dest, value)


EXAMPLES = KeptExamples(os.path.join(os.path.dirname(__file__), "examples"))
_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]

settings.register_profile("ci", max_examples=25, deadline=None, database=EXAMPLES,
                          suppress_health_check=_QUIET, print_blob=True)
settings.register_profile("fuzz", max_examples=int(os.environ.get("FUZZ_EXAMPLES", "3000")),
                          deadline=None, database=EXAMPLES, suppress_health_check=_QUIET,
                          print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
