"""A serving pick that holds the per-user floor at the typical request but not once every stream holds the full sized
context gives way to a plan that holds it there only up to tools.ranking.FLOOR_GIVES_WAY (2×) its price; beyond it the
cheap plan leads, its speed at both contexts is said, and the floor-holding plan is named with its price.

Asked in 繁體 (Taiwan), 简体 and English through the chat engine the CLI and Slack use, on the shipped catalog.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.ranking import FLOOR_GIVES_WAY

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


# Hand (Qwen2.5-14B-Instruct, 100 staff → ≈ 15 concurrent, data in Taiwan: GCP asia-east1 only):
#   weights 14.8 B × 2 B = 29.5 GB; KV/token = 2 · 48 layers · 8 kv heads · 128 · 2 B = 197 kB → 15 × 4,096 = 12.1 GB;
#   ≈ 42 GB a copy: 2 × L4 (24 GB each) per replica. 4 × L4 (g2-standard-48) ≈ 148 TWD/h, 8 × L4 ≈ 297 TWD/h;
#   the only bigger priced machine in Taiwan is 8 × H100 (a3-highgpu-8g) ≈ 3,275 TWD/h = 11× / 22× the L4 plans.
#   The L4 plans hold the floor at the typical request (16 tok/s against 15 stated; 21 against the 20 default) and
#   miss it only with every user at the full 4,096 tokens (13.1; 17.9). Paying 11–22× for that worst case is
#   not what an expert advises: the L4 plan leads and the H100 is named with its price.
# With no precision stated (the two asks without a speed) the precision is ours (tools.precision_lead): the AWQ 4-bit
#   checkpoint (Qwen/Qwen2.5-14B-Instruct-AWQ) is ≈ 13.1 B non-embedding × 0.5 B + 16-bit embedding and head
#   (2 × 152,064 × 5,120 × 2 B = 3.1 GB) ≈ 9.7 GB, ≈ 14.1 GB a card with 3 users' KV and the runtime, so one
#   L4 per replica: 5 × g2-standard-4 at 5 × 26.19 = 130.95 TWD/h, 44 % of the 16-bit 8 × L4 (296.55 TWD/h), at ≈ 20
#   tokens/s per user (300 GB/s ÷ ≈ 10 GB read per step, at vLLM's usual ≈ 0.7 of peak), the 20 default held. At the
#   full 4,096 tokens each replica also reads 3 × 4,096 × 197 kB = 2.4 GB of KV per step: ≈ 17.0 tok/s, below it —
#   the same class (the H100 at 25× is named, not picked). (FP8 on 3 × L4 at ≈ 15 tok/s does not lead: its re-run
#   dropped to the relaxed 10 floor, not the same load for less.)
# The place sets the answer's currency (TWD in Taiwan) whatever the language: 3,275.48 TWD = $102.36 × 32.
@pytest.mark.parametrize("text, said, full", [
    ("我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣", "3,275.48 TWD", "17.0"),
    ("我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣，每人15 token/s就夠", "3,275.48 TWD", "13.1"),
    ("我们要给100个员工部署Qwen2.5-14B-Instruct，数据必须留在台湾", "3,275.48 TWD", "17.0"),
    ("serve Qwen2.5-14B-Instruct to 100 employees, data must stay in Taiwan, 15 tokens/s per user is enough",
     "3,275.48 TWD", "13.1"),
])
def test_a_plan_missing_the_floor_only_at_full_context_leads_past_the_cap(tmp_path, text, said, full):
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.gpu == "L4", r.text[:800]
    # the line names the floor-holding plan with its price, and the pick's full-context figure
    line = next(x for x in r.text.split("\n") if "H100" in x and said in x and full in x)
    assert "2" in line


@pytest.mark.parametrize("text", [
    "我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣，每人15 token/s就夠",
    "Serve Gemma 2 27B to 30 concurrent users, what does it cost?",
])
def test_the_pick_costs_at_most_the_cap_over_a_cheaper_plan_holding_the_typical_floor(tmp_path, text):
    # The class, not the example: whatever promoted the first row for a full-context speed margin, it costs at most
    # FLOOR_GIVES_WAY × any cheaper listed plan that holds the floor at the typical request (15 stated; else 20).
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    floor = 15.0 if "15" in text else 20.0
    for c in rec.candidates[1:]:
        if c.per_user_tokens_per_s is not None and c.per_user_tokens_per_s >= floor and c.instances <= top.instances:
            assert top.price_per_hour.amount <= c.price_per_hour.amount * FLOOR_GIVES_WAY * 1.001, (
                top.instance, top.price_per_hour.amount, c.instance, c.price_per_hour.amount)


def test_the_ranking_legend_states_the_full_context_floor_cap():
    # when a rule moved a dearer row up, the legend says each rule with its cap: the full-context floor's is 2×
    from tools.schema import Msg
    args = {"one_machine": 0.15, "band": 0.10, "tight": 2.0, "both_thin": 0.30, "pcie": 1.75,
            "floor": FLOOR_GIVES_WAY}
    en = Msg(code="render.not_strictly_lowest_first", args=args).text("en")
    zh = Msg(code="render.not_strictly_lowest_first", args=args).text("zh")
    assert "holds it only at the typical request up to 2× its price" in en, en
    assert "2 倍以内才排在只在典型请求下达到的方案前面" in zh, zh
