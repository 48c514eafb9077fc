"""A stated first-token limit every plan on the user's named card misses for a new document leads the answer: the
limit, the named card's time and the card that meets it (with its month) come first, the plan on the named card after
it (tools.recommend.ttft_missed_first, _unpriced_card_meets past the named card, ttft_lead_lifted over a precision
route's headline)."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _headline(out: str) -> str:
    return next(p for p in out.split("\n\n") if p.startswith("**") and "·" not in p.split("\n")[0])


def test_qwen25_72b_contract_on_v100_leads_with_the_missed_limit_and_the_card_that_meets_it(ask):
    # 67,000 characters ≈ 44.6k tokens; Qwen2.5-72B FP16 on 8 × V100 32GB: 2 × 72.7e9 × 44.6k ≈ 6.5e15 FLOP + causal
    # attention ≈ 2.6e15, at a V100's 125 TFLOPS × 8 and its low efficiency ≈ 27 s to the first token, over "10 s";
    # 4 × H100 (989 TFLOPS × 50 % × 4 ≈ 2e15/s) ≈ 5–7 s. The headline opens with the limit, not "8 × V100 holds it".
    out = ask("公司要用Qwen2.5-72B读6.7万字的合同，首token要10秒内，现在有8张V100，那要换什么卡，每月多少钱")
    head = _headline(out)
    assert head.startswith("**首 token 10 秒的要求") and "做不到" in head and "换卡可以达标" in head
    assert head.index("换卡可以达标") < head.index("能装下但达不到这个要求的方案")
    assert "每月" in head.split("能装下")[0]


def test_traditional_chinese_t4_contract_leads_with_the_limit_over_the_int8_route(ask):
    # Qwen2.5-32B reading 50,000 characters (≈ 41.7k tokens) on 4 × T4 in INT8: ≈ 29 s to the first token against
    # "5 秒" (T4: 65 TFLOPS FP16); one 192 GB MI300X (1,307 TFLOPS × 50 %) ≈ 4–6 s. The INT8 route's own headline sits
    # after the lead, never before it.
    out = ask("公司要用Qwen2.5-32B讀5萬字的合約，首token要5秒內，現在有4張T4，要換什麼卡，每月多少錢")
    head = _headline(out)
    assert head.startswith("**首 token 5 秒的要求") and "換卡可以達標" in head
    assert head.index("換卡可以達標") < head.index("INT8")
