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
# With no precision stated (the two asks without a speed) the precision is ours (tools.precision_lead) and so is the
#   floor: in Taiwan our 20 tokens/s default is met by AWQ only on 5 × g2-standard-4 (1 × L4 each, ≈ 14.1 GB a card
#   with 3 users' KV: 5 × 26.19 = 130.95 TWD/h) or in 16 bits on 8 × L4 (296.55), over 1.5 × the usable 13 tokens/s
#   plan (tools.small_load_floor.usable_plan_wins): AWQ (≈ 9.7 GB: 13.1 B non-embedding × 0.5 B + 3.1 GB 16-bit
#   embedding and head) on 2 × 1-L4 replicas, 8 users each: 9.7 + 8 × 4,096 × 197 kB = 6.4 GB of KV + runtime
#   ≈ 18.4 GB of 24, 2 × 26.19 = 52.38 TWD/h (≈ 38k TWD a month), ≈ 19 tokens/s a user at the typical request
#   (300 GB/s × ≈ 0.7 ÷ ≈ 11 GB read a step); at the full 4,096 tokens each step reads 9.7 + 6.4 GB: ≈ 13.0, at the
#   usable floor — the same class one step down: the plan that holds it there, 4 × L4 (4 replicas, 148.27 TWD/h,
#   ≈ 16 tok/s) at 2.8×, is named, not picked. (130.95 > 1.5 × 52.38 = 78.57: the default gives way; FP8 has no plan
#   at the default within 1.5× either, tools.recommend._lever_keeps_default.)
# With 15 tokens/s stated: FP8 on 3 × 1-L4 replicas (TWD 78.57/h) fills 98 % of each pool (under 5 % spare, inside the
#   memory estimate's error) against the 16-bit 4 × L4 with room at 148.27 (1.89×, within the 2× a tight plan gives way
#   at: tools.recommend.thin_lever_yields), so the 16-bit 4 × L4 leads; its full-context figure is 13.1.
# The place sets the answer's currency (TWD in Taiwan) whatever the language: 3,275.48 TWD = $102.36 × 32.
@pytest.mark.parametrize("text, said, full, card", [
    ("我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣", "148.27 TWD", "13.0", "4 × L4"),
    ("我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣，每人15 token/s就夠", "3,275.48 TWD", "13.1", "H100"),
    ("我们要给100个员工部署Qwen2.5-14B-Instruct，数据必须留在台湾", "148.27 TWD", "13.0", "4 × L4"),
    ("serve Qwen2.5-14B-Instruct to 100 employees, data must stay in Taiwan, 15 tokens/s per user is enough",
     "3,275.48 TWD", "13.1", "H100"),
])
def test_a_plan_missing_the_floor_only_at_full_context_leads_past_the_cap(tmp_path, text, said, full, card):
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.gpu == "L4", r.text[:800]
    # the line names the floor-holding plan with its price, and the pick's full-context figure
    line = next((x for x in r.text.split("\n") if card in x and said in x and full in x), None)
    assert line is not None, r.text[:3000]
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
    args = {"one_machine": 0.15, "band": 0.10, "tight": 2.0, "both_thin": 0.30, "pcie": 1.75, "margin": 0.25,
            "floor": FLOOR_GIVES_WAY}
    en = Msg(code="render.not_strictly_lowest_first", args=args).text("en")
    zh = Msg(code="render.not_strictly_lowest_first", args=args).text("zh")
    assert "holds it only at the typical request up to 2× its price" in en, en
    assert "2 倍以内才排在只在典型请求下达到的方案前面" in zh, zh
    # a pick thin on per-user speed gives way to the margin plan up to 25 % dearer (tools.per_user_margin)
    assert "keeps the margin up to 25% dearer" in en and "贵 25% 以内、留有余量的方案" in zh, (en, zh)
