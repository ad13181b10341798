"""The one budget mechanism of every AI: node budgets set for a PyBadge, scaled by the
board's speed (engine.budget.set_speed, which the app calls once from the board profile)."""

from engine import budget as game_budget
from engine.first_season import ai as first_season_ai
from engine.first_season.rules import FirstOfTheSeason
from engine.niwa import ai as niwa_ai
from engine.niwa.rules import Niwa
from engine.prng import Prng
from engine.royal_council import ai as royal_council_ai
from engine.royal_council.rules import RoyalCouncil
from engine.royal_garden import ai as royal_garden_ai
from engine.royal_garden.rules import RoyalGarden


def at_speed(percent, fn):
    game_budget.set_speed(percent)
    try:
        return fn()
    finally:
        game_budget.set_speed(100)


def test_budgets_scale_with_the_speed_and_stay_positive():
    assert game_budget.budget(750) == 750
    assert at_speed(47, lambda: game_budget.budget(750)) == 352
    assert at_speed(62, lambda: game_budget.budget(300)) == 186
    assert at_speed(1, lambda: game_budget.budget(3)) == 1


def nodes(ai, make, level, percent):
    """The nodes ai spends on its first move of a fresh game at a speed."""
    def spend():
        ai.choose(make(), 0, level, Prng(3))
        return ai.last_nodes()
    return at_speed(percent, spend)


def test_a_slower_board_searches_fewer_nodes_the_same_way_each_time():
    cases = (
        (royal_garden_ai, lambda: RoyalGarden(2, 77), "expert"),
        (first_season_ai, lambda: FirstOfTheSeason(seed=9001), "expert"),
        (royal_council_ai, lambda: RoyalCouncil(2, 700, {"variant": 0}), "expert"),
        (niwa_ai, lambda: Niwa(4, 9000), "expert"),
    )
    for ai, make, level in cases:
        fast = nodes(ai, make, level, 100)
        slow = nodes(ai, make, level, 47)
        assert slow < fast, (ai.__name__, slow, fast)
        assert nodes(ai, make, level, 47) == slow  # reproducible: nodes, not seconds
