"""What `make test` leaves to `make test-all` (issue 39; docs/testing.md, "Where the time
goes"): the tests that take long and catch little that the quick run does not. make test
keeps every rule and protocol test, one screen shape (the PyBadge's) through the crawler,
the guides, the reviews and the soak, and the app's save round trip on each chip; the
others (other boards and languages, the scene attribute plays, power cuts at every byte,
the lab's series, the bench's probes on the VMs) wait for make test-all, which runs
everything.

PYTEST: pytest node ids, '*' standing for any text (a file's every test: 'file.py::*');
tests/conftest.py marks each test one names `long`, and make test runs `-m "not long"`.
TIMED (long too): tests/conftest.py marks them `timed`.
MICROPYTHON: engine tests left out of make test's run on the MicroPython VM (run.mjs
--skip): searches that take seconds there, and the garbage counts made for the VM. make
test runs them on CPython; make test-all on both VMs.
"""

import re

CRAWL = "tests/test_crawler.py::test_every_screen_is_clear"
SOAK = "tests/test_soak.py::test_random_keys_"
ATTRIBUTES = "tests/test_scene_attributes.py::test_a_game_scene_declares_every_attribute_it_holds"
GUIDE = "tests/test_guide.py::test_every_guided_game_played_through_by_keys"
REVIEW = "tests/test_review.py::test_"
PIMC = "tests/test_pimc.py::test_"
BENCH = "tests/test_bench_tools.py::test_"

PYTEST = (
    # The crawler: PyBadge in German in make test; its English and every other board.
    CRAWL + "[pybadge-en]", CRAWL + "[pygamer-*]", CRAWL + "[clue-*]",
    CRAWL + "[picosystem-*]", CRAWL + "[pico_display-*]",
    # The soak: the shell on the PyBadge in make test (each game's scene test has its own
    # random keys).
    SOAK + "never_crash[pygamer]", SOAK + "never_crash[clue]",
    SOAK + "never_crash[picosystem]", SOAK + "never_crash[pico_display]",
    SOAK + "in_every_game[*]",
    # Scene attributes: a style rule, whole games played on every screen shape.
    ATTRIBUTES + "[*]",
    # The guides: every one on the PyBadge in English in make test.
    GUIDE + "[pybadge-1]", GUIDE + "[pygamer-*]", GUIDE + "[clue-*]",
    GUIDE + "[picosystem-*]", GUIDE + "[pico_display-*]",
    # Reviews by keys: every game on the PyBadge in English in make test.
    REVIEW + "a_review_steps_from_the_end_to_the_start_and_back_by_keys[*-clue-1]",
    REVIEW + "the_review_fits_every_other_screen[*]",
    REVIEW + "each_move_reads_as_the_game_shows_its_cards_in_the_players_language[*-1-S1: ]",
    # Hint reasons on the PyBadge in make test.
    "tests/test_hint_reasons_fit.py::test_every_hint_reason_fits[*-clue]",
    "tests/test_hint_reasons_fit.py::test_every_hint_reason_fits[*-pico_display]",
    # Power cuts at every byte of every write, on every chip (the round trip of each
    # chip's saves stays: engine/test_save.py, test_saves.py's power cycles).
    "tests/test_power_loss.py::*",
    "tests/engine/test_save.py::test_a_cut_on_*",
    "tests/test_saves.py::test_the_app_writes_as_the_save_bench_counts",
    "tests/test_saves.py::test_a_save_the_power_cut_short_is_told_and_play_goes_on_from_the_one_before",
    # The lab's series and the bench's probes on the VMs (tools, not the game).
    PIMC + "a_duel_plays_the_person_desktop_player_against_issue_21s",
    PIMC + "a_tiny_yardstick_writes_its_report",
    PIMC + "it_plays_legal_moves_and_leaves_the_game_as_it_was",
    PIMC + "the_same_seed_gives_the_same_choices",
    "tests/test_lab.py::test_rg_expert_report_keeps_the_value_late_in_the_game",
    BENCH + "startup_on_the_core_finds_the_heap_each_stage_needs",
    BENCH + "move_times_on_the_core_give_each_board_its_budgets",
    BENCH + "startup_lists_what_the_app_holds_and_measures_it_on_the_vm",
    BENCH + "the_ponder_bench_times_every_slice_on_every_board",
)

# Tests that time the host (a slice's milliseconds on the core, scaled to a board): make
# test-all runs them alone after the rest, where no other stage's load lands in them.
TIMED = (BENCH + "the_ponder_bench_times_every_slice_on_every_board",)

MARKS = {"long": PYTEST, "timed": TIMED}

RC_AI = "tests/engine/test_royal_council_ai.py::test_"
RG_AI = "tests/engine/test_royal_garden_ai.py::test_"

MICROPYTHON = (
    RC_AI + "the_two_seat_expert_plays_a_round_exactly",
    RC_AI + "a_move_makes_little_garbage_on_the_device_vm",
    RC_AI + "early_in_a_round_it_plays_the_best_to_its_horizon",
    RG_AI + "a_search_makes_little_garbage_on_the_device_vm",
    RG_AI + "the_experts_turn_goes_on_with_an_unfinished_pondering_search",
    RG_AI + "in_a_points_match_the_expert_wins_for_the_most_points",
    RG_AI + "a_likely_won_solve_looks_for_a_win_alone_then_for_a_draw",
    RG_AI + "a_card_under_the_cursor_found_not_won_has_its_draw_searched_next",
    RG_AI + "the_pondering_turns_to_the_card_under_the_cursor",
    RG_AI + "a_search_for_a_win_cut_short_plays_the_card_it_was_on",
    RG_AI + "the_pondering_solves_the_deal_to_the_end",
    "tests/engine/test_review.py::test_the_hidden_hand_games_give_the_top_ai_move_and_its_reason",
    "tests/engine/test_resume.py::test_every_game_the_app_can_create_resumes_at_any_point",
    "tests/engine/test_royal_council_ai_chance.py::test_the_draw_pile_search_is_expectimax",
)


def pattern(name):
    """PYTEST's name as a regular expression for a whole node id ('*': any text)."""
    return re.compile(".*".join(re.escape(part) for part in name.split("*")) + "$")
