"""The "Cheapest: …" line under a pick that is not the cheapest names the rule that put it second: the simpler-plan
rule only when the pick is within its tolerance, the tight-pool rule when the cheap plan fills most of its pool."""

from __future__ import annotations

import pytest

from tests.advisor.test_answer_classes_constraints_kept_defaults_said_and_local_words import ask
from tools.ranking import ONE_MACHINE_TOLERANCE

pytestmark = pytest.mark.slow


def test_a_pick_far_dearer_than_the_cheapest_does_not_claim_the_simpler_plan_rule():
    # BF16 stated: with no precision the FP8 plan leads (tools.precision_lead: FP8 weights 70.6 GB + KV on Azure's
    # 2 × A100 80GB PCIe NC48ads at $7.35/h against the 16-bit 8 × A100 p4d.24xlarge at $21.96/h, 33 % < 0.6); the
    # subject here is the line under a 16-bit pick that is not the cheapest
    r = ask(model="llama-3.1-70b", task="inference", concurrency=20, providers=["azure", "aws"], precision="bf16")
    msgs = [m for m in _all_msgs(r) if m.code.startswith("recommend.cheapest_at_h_less")]
    assert msgs
    line = msgs[0]
    # Hand reasoning: the simpler-plan rule lets a pick be at most 15 % dearer than the cheapest, i.e. the cheapest
    # saves at most 1 − 1/1.15 ≈ 13 %. Here the pick is an 8-GPU machine and the cheapest a 2-GPU PCIe one at about
    # two thirds of its price (save well over 13 %), so the line must give another reason: the cheap plan's full pool.
    assert line.args["save"] > 1 - 1 / (1 + ONE_MACHINE_TOLERANCE)
    assert line.code == "recommend.cheapest_at_h_less_tight" and 0.9 < line.args["share"] <= 1.0


def _all_msgs(r):
    from tools.schema import Msg

    seen, out = set(), []

    def walk(x):
        if id(x) in seen:
            return
        seen.add(id(x))
        if isinstance(x, Msg):
            out.append(x)
            for a in x.args.values():
                walk(a)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
        elif hasattr(x, "__dict__") and type(x).__module__.startswith("tools"):
            for y in vars(x).values():
                walk(y)
    walk(r)
    return out
