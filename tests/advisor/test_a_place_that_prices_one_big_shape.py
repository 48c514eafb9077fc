"""A stated place that prices one big shape beside small ones (GCP Taiwan, asia-east1: 8 × H100 a3-highgpu-8g on
demand at $102.36/h; 1–8 × L4 g2-standard from $0.81844/h; a3-highgpu-1g/2g/4g are sold Spot / Flex-start only;
T4/V100/P100 have GPU-only attach prices with no host VM in the source; no A100 there): the answer does not lead
with the big machine when only OUR interactive default speed asked for it, and never says the smaller shapes have no
price when they do."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(tmp_path, q: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


def test_a_small_model_in_taiwan_leads_with_one_l4_not_eight_h100s(tmp_path):
    # Qwen2.5-7B: 7.6 B × 2 bytes = 15.2 GB of weights + KV 56 KiB × 4,096 × 5 = 1.2 GB: one 24 GB L4 holds it. Decode
    # reads the weights each step: 300 GB/s ÷ 15.2 GB ≤ 19.7 steps/s, under our 20 tokens/s default, which only the
    # 8 × H100 ($102.36/h) meets in Taiwan: 102.36 ÷ 0.81844 = 125× the L4's hour, past the 5× premium, so the plan
    # is sized at the readable minimum (10 tokens/s) and the H100 machine is named beside it at 125×. The stated place
    # sets the currency (tools.place_currency: tw → TWD, fx.csv 32 per USD): 0.81844 × 32 = 26.19 TWD/h.
    # No precision is stated, so the edge-of-memory lead (tools/edge_lead.py) plans FP8 weights on the SAME L4 at the
    # same 26.19 TWD/h: 7.6 GB read a step, 300 ÷ 7.6 ≤ 39 steps/s, above the 20 tokens/s default, so the default is
    # kept rather than relaxed; the BF16 plan on that L4 is named beside it under the floor and the H100 machine
    # (102.36 × 32 = 3,275.48 TWD/h) stays a table row, never the lead
    out = ask(tmp_path, "Serve Qwen2.5-7B for 5 users in Taipei, data must stay in Taiwan")
    head = next(x for x in out.splitlines() if "Qwen2.5-7B serving" in x and x.startswith("**"))
    assert "g2-standard-4" in head and "26.19 TWD/h" in head and "a3-highgpu-8g" not in head
    assert "Planned with FP8" in head and "under the 20 tokens/s floor" in head, head
    assert "GCP 8 × H100 SXM (`a3-highgpu-8g`)" in out and "3,275.48 TWD" in out


def test_a_stated_speed_is_kept_even_when_only_the_big_machine_meets_it(tmp_path):
    # the user's own 20 tokens/s is no default to relax: one L4 in BF16 (≤ 19.7 tokens/s) cannot meet it, and is not
    # offered at its 17; what meets it on one L4 is FP8 weights (7.6 GB a step: ≤ 39 steps/s), said as such
    out = ask(tmp_path, "Serve Qwen2.5-7B for 5 users in Taipei, data must stay in Taiwan, at least 20 tok/s per user")
    head = next(x for x in out.splitlines() if "Qwen2.5-7B serving" in x)
    assert "≈ 17 tokens/s" not in head and "readable minimum" not in out
    assert "keeps your 20 tokens/s per user" in head and "FP8" in head


def test_a_70b_in_taiwan_says_the_cheaper_priced_l4s_cannot_hold_it_as_asked(tmp_path):
    # Llama-3.1-70B in BF16 (141 GB of weights) on 8 × L4 reads 17.6 GB per card per step at 300 GB/s over PCIe
    # tensor parallel: under even 10 tokens/s, so in BF16 only the 8 × H100 holds it; the L4s are priced there, so
    # the answer may not say the smaller shapes have no listed price. No precision is stated; FP8 on the L4s reads
    # 70.6 GB of weights, 8.8 GB per card per step, 300 GB/s ÷ 8.8 ≈ 34 steps/s before the PCIe all-reduce (≈ 16
    # tokens/s said): above the 10 tokens/s readable minimum, under our 20 tokens/s chat default that only the 8 × H100
    # meets. That machine costs 3,275.48 TWD/h, 11× the L4s' $9.267/h × 32 = 296.55 TWD/h (32 per USD, fx.csv): past
    # the place rule's 5× (tools.recommend.PLACE_PREMIUM), where plans at the asked precision already drop to the
    # readable minimum, so the FP8 plan on the L4s is held to that minimum too (tools.recommend._place_floor) and leads
    # at 9 % of the H100 box (≈ 216k TWD a month against 2.39M), the 16-bit H100 box named beside it. It once led with
    # the 8 × H100 at 2.39M TWD a month, "far more than the work needs" in its own words.
    out = ask(tmp_path, "Serve Llama 3.1 70B for our team in Taipei, data must stay in Taiwan, 10 concurrent users")
    assert "smaller shapes there have no listed price" not in out
    head = next(x for x in out.splitlines() if "Llama-3.1-70B serving" in x)
    assert "Planned with FP8" in head and "rent gcp g2-standard-96 (8 × L4" in head, head
    assert "296.55 TWD/h" in head and "16 tokens/s per user" in head and "readable minimum" in head, head
    assert "In BF16: gcp a3-highgpu-8g (8 × H100 SXM) at 3,275.48 TWD/h" in head, head
