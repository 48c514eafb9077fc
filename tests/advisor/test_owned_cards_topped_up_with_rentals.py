"""Owned cards that serve a load below the per-user floor: the answer warns, and offers the owned copy plus rented
copies of the same machine (the table's own row for that card and count), never only a fleet of other boxes."""

from __future__ import annotations

import pytest

from tests.advisor.test_answer_classes_constraints_kept_defaults_said_and_local_words import ask
from tests.advisor.test_cheapest_line_says_the_rule_that_applied import _all_msgs

pytestmark = pytest.mark.slow


def test_two_owned_a100s_below_the_floor_are_topped_up_with_the_same_machine():
    # Hand reasoning: a 70B in FP8 on the owned 2 × A100 80GB (TP 2) holds 50 streams but each gets under the 20
    # tokens/s default. A second, rented 2 × A100 copy takes half the users: each copy decodes for 25 instead of 50,
    # so each user's share of a step rises, and the rent is one more of the same machine (its hourly price once).
    r = ask(model="llama-3.1-70b", task="inference", concurrency=50, num_gpus=2, gpu_preference="A100 80GB SXM",
            owned_gpus=True)
    top = r.candidates[0]
    lines = [m for m in _all_msgs(r) if m.code == "recommend.owned.top_up"]
    assert lines, "no top-up line"
    a = lines[0].args
    assert a["tps_now"] < a["floor"] == 20 and a["rent"] >= 1 and a["copies"] == a["rent"] + 1
    assert a["each"] * a["copies"] >= 50 and a["tps"] > a["tps_now"]
    assert a["fleet"] == f"{top.provider} {top.instance}" and "⚠️" in lines[0].en
