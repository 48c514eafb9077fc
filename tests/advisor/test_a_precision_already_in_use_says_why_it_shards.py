"""A precision follow-up that asks for the precision the answer already uses ("能不能不量化直接bf16跑" after an 8 × RTX
4090 BF16 plan) must answer the question, not repeat the answer: it says "already BF16", why each copy is split (the
weights alone outgrow one card: tools.checked.split_because) and what the user likely wants, the same work on a card
that holds a copy unsharded, with its price (advisor.core.conversation.unsharded_option re-runs the recommender on
tools.checked.unsharded_workload). The first answer already says why it splits. Cases in 简体, English, 繁體 and
Cantonese, on other models and cards than the expert's."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine, Reply
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _chat(tmp_path, *turns: str) -> list[Reply]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


CASES = [
    # The expert's case: Qwen2.5-14B BF16 = 14.77 B × 2 = 29.5 GB > 24 GB per RTX 4090 → split; one card holds a copy
    # from 29.5 × 1.3 ≈ 39 GB. Key: an A800/A100 80 GB class card, ≈ 500–700 card-hours, ¥2.5k–5.6k.
    ("zh", ("我们要给300万份裁判文书做摘要，每份平均3000字左右，摘要300字，用qwen2.5-14b，打算在autodl租4090，"
             "两周内跑完，要几张卡多少钱", "能不能不量化直接bf16跑，怕影响质量"), "已经是 BF16", "29.5 GB", "39 GB", "RTX 4090"),
    # 30 users on RTX 3090s in BF16: the same 29.5 GB against 24 GB; a single 80 GB card serves 30 × 4,096 tokens
    # (29.5 GB + 30 × 4,096 × 192 KiB ≈ 24 GB of KV + runtime ≈ 58 GB), ≈ 35 tok/s (58 GB ÷ 2 TB/s ≈ 29 ms a token).
    ("en", ("Serve Qwen2.5-14B in bf16 to 30 users on RTX 3090s, only RTX 3090",
            "can we keep it in bf16 instead of quantizing?"), "already BF16", "29.5 GB", "39 GB", "RTX 3090"),
    # 繁體: Qwen2.5-32B = 32.76 B × 2 = 65.5 GB > 40 GB per A100 40GB → 4 cards; one card from 65.5 × 1.3 ≈ 86 GB.
    ("zh-TW", ("我們要用 Qwen2.5-32B 做 10 萬份文件摘要，每份 2000 token，輸出 200 token，只用 A100 40GB，"
                "三天內完成，要幾張卡多少錢", "可以直接用 BF16 跑嗎？怕量化影響品質"),
     "已經是 BF16", "65.5 GB", "86 GB", "A100 40GB"),
    # Cantonese: Qwen2.5-14B on L4 (24 GB) in BF16: split over 4; the same 39 GB floor.
    ("yue", ("我哋想用qwen2.5-14b bf16 做客服，20個人同時用，淨係用 L4，要幾多張卡，每月幾錢", "用bf16得唔得？"),
     "已經是 BF16", "29.5 GB", "39 GB", "L4"),
]


@pytest.mark.parametrize(("lang", "turns", "already", "weights", "floor", "card"), CASES, ids=[c[0] for c in CASES])
def test_an_already_used_precision_says_why_it_shards_and_prices_a_card_that_holds_it(
        tmp_path, lang, turns, already, weights, floor, card):
    first, second = _chat(tmp_path, *turns)
    assert second.recommendation is not None and second.recommendation.workload.precision == "bf16"
    # the first answer already says why it splits (the weights against the stated card): in its full report, and in
    # the short one where nothing is priced on the card (the expert's RTX 4090 case)
    full = first.full or first.text
    assert weights in full and card in full
    assert re.search(r"weights alone|单是权重|單是權重", full), full[:1500]
    if lang == "zh":
        assert "单是权重就约 29.5 GB" in first.text, first.text[:1500]
    # the follow-up says the precision is already in use, why it splits, the single-card size, and a priced plan on it
    assert already in second.text, second.text[:800]
    said = second.text[second.text.find(already):]
    assert weights in said and floor in said, said[:1500]
    option = re.search(r"(?:The same work on cards of that size|同样的任务换成这种显存的卡|同樣的任務換成這種顯示?記憶體的卡|"
                       r"同樣的任務換成這種顯存的卡)[^:：]*[:：](.*)", said)
    assert option is not None, said[:1500]
    plan = option.group(1).split("\n")[0]
    # a priced plan: a money figure, on a card other than the one that had to split
    assert re.search(r"\$[\d,.]+|¥[\d,.]+|[\d,.]+ (?:TWD|HKD)", plan), plan
    assert f"× {card}" not in plan and f"张 {card}" not in plan and f"張 {card}" not in plan, plan
