"""The seeded generator: reproducible, in range, and fair enough for deals."""

from engine.prng import Prng
from tests.engine.expect import allocated, raises


def test_same_seed_same_numbers():
    a = Prng(42)
    b = Prng(42)
    assert [a.next30() for _ in range(100)] == [b.next30() for _ in range(100)]


def test_different_seeds_differ():
    assert Prng(1).next30() != Prng(2).next30()


def test_known_values_are_stable():
    # Pinned: these exact numbers come out on CPython and on MicroPython.
    p = Prng(2026)
    assert [p.below(52) for _ in range(8)] == KNOWN_2026


KNOWN_2026 = [43, 0, 41, 31, 44, 12, 18, 19]


def test_values_stay_small_ints():
    p = Prng(-5)
    for _ in range(2000):
        v = p.next30()
        assert 0 <= v < (1 << 30)


def test_below_is_in_range_and_covers_all():
    p = Prng(7)
    seen = [0] * 6
    for _ in range(6000):
        seen[p.below(6)] += 1
    for count in seen:
        assert 850 < count < 1150


def test_below_rejects_zero():
    raises(ValueError, Prng(1).below, 0)


def test_shuffle_is_a_permutation_and_reproducible():
    a = Prng(9).shuffle(list(range(52)))
    b = Prng(9).shuffle(list(range(52)))
    assert a == b
    assert sorted(a) == list(range(52))
    assert a != list(range(52))


def test_state_round_trip():
    p = Prng(3)
    p.next30()
    state = p.getstate()
    first = [p.next30() for _ in range(5)]
    p.setstate(state)
    assert [p.next30() for _ in range(5)] == first


def test_drawing_allocates_nothing_on_the_device_vm():
    p = Prng(3)
    p.below(7)

    def draw():
        for _ in range(100):
            p.below(52)
            p.next30()

    assert allocated(draw) in (None, 0)  # None: CPython has no heap counter; the VM counts
