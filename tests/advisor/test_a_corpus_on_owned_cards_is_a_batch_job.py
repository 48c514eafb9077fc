"""A corpus with a deadline on cards the user owns, with no price in the catalog, is a batch job: the headline says the
job's hours against the deadline first (tools.owned_batch), with the tokens in and out and the box's rates, never
"N people at once × tokens/s per user". A card with no tensor TFLOPS figure (the L20) gets a decode-only floor and a
pilot, never a whole time invented. 自有 (own) before the cards reads them as owned, not a server to buy.

Each case's hand arithmetic is beside it: time = tokens in ÷ the box's prefill rate + tokens out ÷ its decode rate
(+ 15 min start-up); prefill per card = MFU 0.5 × dense BF16 TFLOPS ÷ (2 × params).
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_owned_a800_box_says_the_batch_hours_against_the_deadline(tmp_path):
    # 1.2 M claims × (1,000 in + 150 out) = 1.2 × 10⁹ in + 1.8 × 10⁸ out. A800 SXM 312 TFLOPS × 0.5 ÷ (2 × 14.7 B)
    # ≈ 5.3 k tokens/s a card → 8 copies ≈ 42 k/s → 1.2 × 10⁹ ÷ 42 k ≈ 7.8 h; decode ≈ 30 k/s → 1.65 h; ≈ 9.7 h in all,
    # within 2 days ✅
    out = _ask(tmp_path, "We own one server with 8 x A800 80GB SXM. We need to extract JSON fields from 1.2 million "
                         "insurance claims (about 1,000 tokens each, 150 tokens out) with Qwen2.5-14B-Instruct, data must "
                         "stay on-prem, deadline 2 days. How long will it take?")
    head = out.split("\n\n")[2] if out.count("\n\n") > 2 else out
    assert "the whole batch takes ≈" in head and "within 2.0 days ✅" in head, out
    assert "1,200,000,000 in + 180,000,000 out" in head, out
    assert "at once" not in head, out


@pytest.mark.slow
def test_traditional_owned_h20_box_says_the_batch_time(tmp_path):
    # 600,000 份 × (1,500 入 + 200 出) = 9 × 10⁸ 入 + 1.2 × 10⁸ 出。H20 148 TFLOPS × 0.5 ÷ (2 × 14.7 B) ≈ 2.5 k/s 一卡 →
    # 4 卡 ≈ 10 k/s → 25 h;解碼 ≈ 7.3 k/s → 4.6 h;合計 ≈ 30 h ≈ 1.3 天,五日內 ✅
    out = _ask(tmp_path, "我哋公司有4張H20 96GB，想用Qwen2.5-14B-Instruct將60萬份保險理賠文件（每份大約1,500 token）抽取成"
                         "JSON，每份輸出200 token，資料唔可以出公司，五日內做完，要幾耐？")
    assert "整批約 1.3 天，5.0 天內 ✅" in out, out
    assert "輸入 900,000,000 + 輸出 120,000,000 token" in out, out
    assert "人同時在用" not in out, out


@pytest.mark.slow
def test_simplified_owned_l20_box_gives_a_decode_floor_and_a_pilot(tmp_path):
    # L20: no vendor tensor TFLOPS (catalog), so no prefill rate: decode only, 100,000 × 150 = 1.5 × 10⁷ tokens out at
    # ≈ 18 k tokens/s over 2 copies ≈ 14 min at least; the prefill of 5.36 × 10⁷ tokens in is left to a pilot
    out = _ask(tmp_path, "研究所 手上有一台2张L20的服务器 想用Qwen2.5-7B-Instruct把10万篇论文摘要(每篇800字)抽成结构化JSON "
                         "每篇输出150token 数据不能出所 一周内做完 多久能跑完")
    assert "整批至少约" in out and "15,000,000 token" in out and "试跑计时" in out, out
    assert "人同时在用时每人" not in out, out


@pytest.mark.parametrize("text", [
    "保险公司 自有8张4090 想把20万份保单抽成结构化JSON",
    "我們公司自有4張L40S，想跑批量摘要",
])
def test_own_cards_said_with_zi_you_are_owned(text):
    assert extract(text).patch.owned_gpus is True


def test_the_on_premises_levers_of_a_batch_are_its_tokens_not_people():
    # a batch has no users at once: its time is tokens ÷ the box's rates, so its levers are the tokens and the box
    import advisor.core.messages  # noqa: F401  (installs the wording)
    from tools.schema import Msg

    batch, chat = Msg(code="recommend.owned.on_premises", args={"batch": True}), Msg(code="recommend.owned.on_premises")
    assert "减少同时使用的人数" not in batch.text("zh") and "整批用时" in batch.text("zh")
    assert "fewer users at once" not in batch.text("en") and "fewer users at once" in chat.text("en")
