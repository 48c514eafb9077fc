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
#   floor: in Taiwan our 20 tokens/s default is met only on 8 × L4 (296.55 TWD/h), over 1.5 × the usable 13 tokens/s
#   plan (tools.small_load_floor.usable_plan_wins). The 16-bit pick at 13 tokens/s: one g2-standard-24 (2 × L4,
#   74.14 TWD/h) misses 13 at the full 4,096 tokens, and two such boxes behind a load balancer hold it for less than
#   any other plan that does (tools.recommend._replicas_lead): 2 × 74.14 = 148.27 TWD/h. Against that the levers are
#   tried in order FP8 weights, FP8 weights + FP8 KV cache, AWQ (tools.recommend.precision_lead_plan): FP8 weights
#   alone need 3 × 1-L4 replicas at 98 % of each pool (thin, 78.57 ≤ 2 × 148.27: tools.recommend.thin_lever_yields);
#   FP8 weights + FP8 KV (L4 is Ada: FP8 tensor cores) fit 2 × 1-L4 replicas (g2-standard-4), 8 users each:
#   14.8 GB of weights + 8 × 4,096 × 98 kB (2 · 48 · 8 · 128 · 1 B) = 3.2 GB of KV + runtime ≈ 20.3 GB of a 21.6 GB
#   pool (94 %: tight, past the 90 % limit, but over 5 % spare, so not thin), 2 × 26.19 = 52.38 TWD/h = 35 % of
#   148.27, under the 60 % share (PRECISION_LEAD_SHARE): it leads (before AWQ at the same 52.38, which led while the
#   16-bit pick was the one 74.14 box: 71 %, over the share). The roomy 4 × L4 at 148.27 is 2.8×, past the 2× a
#   tight pick gives way at, so the tight plan stays. Its speed: ≈ 15.2 tokens/s a user at the typical request
#   (≈ 15 GB read a step), ≈ 15.2 × 15.2 ÷ 18.0 (14.8 + 3.2 GB a step) ≈ 12.9 at the full 4,096 tokens, 1 % under
#   the usable 13. The cap in whole cards (tools.ranking.floor_gives_way): 13 ÷ 12.88 = 1.009 → ⌈2 × 1.009⌉ = 3 L4s,
#   3 ÷ 2 × 1.15 = 1.7×; the plan that holds 13 there, 4 × L4 (g2-standard-48, ≈ 14.3 tok/s, 148.27 TWD/h) at 2.8×,
#   is past it: named with its price, not picked.
# With 15 tokens/s stated: FP8 on 3 × 1-L4 replicas (TWD 78.57/h) fills 98 % of each pool (under 5 % spare, inside the
#   memory estimate's error) against the 16-bit 4 × L4 with room at 148.27 (1.89×, within the 2× a tight plan gives way
#   at: tools.recommend.thin_lever_yields), so the 16-bit 4 × L4 leads; its full-context figure is 13.1.
# The place sets the answer's currency (TWD in Taiwan) whatever the language: 3,275.48 TWD = $102.36 × 32.
@pytest.mark.parametrize("text, said, full, card", [
    ("我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣", "148.27 TWD", "12.9", "4 × L4"),
    ("我們要部署Qwen2.5-14B-Instruct給100個員工用，資料要留在台灣，每人15 token/s就夠", "3,275.48 TWD", "13.1", "H100"),
    ("我们要给100个员工部署Qwen2.5-14B-Instruct，数据必须留在台湾", "148.27 TWD", "12.9", "4 × L4"),
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
