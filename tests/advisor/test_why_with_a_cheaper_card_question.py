""""Why this? Can't a cheaper card do it?" answers both: the cheaper card classes (a 24 GB RTX 4090, a 48 GB L40S)
re-run on the same workload with their count and price, then the why. Once, at turn 3: "为什么推荐这个？
便宜点的卡不行吗" got the why only; the cheaper-card question was left unanswered."""

import pytest

from advisor.core.conversation import CHEAPER_CARD, Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,asks", [
    ("为什么推荐这个？便宜点的卡不行吗", True),
    ("點解揀呢張？平啲嘅卡唔得咩", True),
    ("why this one? wouldn't a cheaper GPU do?", True),
    ("为什么推荐这个？", False),  # the why alone: no cheaper-card re-runs
])
def test_the_cheaper_card_question_is_read(text, asks):
    assert bool(CHEAPER_CARD.search(text)) is asks


@pytest.mark.slow
def test_cheaper_cards_are_rerun_with_count_and_price(tmp_path):
    # Hand: Llama-3.1-8B, 20 users × 48,000 tokens (8万字 × 0.6): KV 128 KiB × 48k ≈ 6.3 GB a user → ≈ 126 GB of KV +
    # 16 GB weights: a 24 GB 4090 holds ~1 user (≈ 20 cards), a 48 GB L40S ~5 (≈ 5–10 cards) — each needs many more
    # cards, so each line names its count and hourly price against the pick's.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "需要用Qwen2.5-7B-Instruct处理长合同，每份大概8万字，要一次性放进上下文，20个人同时用，租什么卡？")
    eng.handle("t", "如果改成Llama-3.1-8B呢？")
    out = eng.handle("t", "为什么推荐这个？便宜点的卡不行吗").text
    for card in ("RTX 4090", "L40S"):
        line = next(x for x in out.splitlines() if x.startswith(f"为什么不用 {card}"))
        assert "×" in line and "每小时" in line, line
    assert "为什么是这个答案" in out, out
