"""A reasoning model asked to do a daily count on cards the user has ("现有一台服务器2张A10 … 每天5万份病历") is a daily
batch on those cards: the answer says the hours one day's items take there against 24 h, the items a day the cards
finish and the shortfall, the cards of the same type that meet the day, the thinking length as a labelled assumption
with its range, and the levers with their hours a day (4-bit AWQ weights, the same-size model that does not think)."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ASKS = {
    # the review's case: 50,000 × 8,192 thinking tokens ≈ 4.1 × 10⁸ out on BF16 TP 2 (≈ 0.4 GB spare) ≈ 724 h a day
    "zh": "医院信息科，现有一台服务器2张A10（24G），想用DeepSeek-R1-Distill-Qwen-14B做病历质控，每天大概5万份病历，每份3000字"
          "左右，质控规则提示词1500 token，数据不能出院。这两张卡够吗？不够的话加什么？",
    # 30,000 × 8,192 ≈ 2.5 × 10⁸ out on BF16 QwQ-32B TP 4 ≈ 118 h a day against 24
    "en": "We currently have one server with 4 x L40S and want QwQ-32B to review 30,000 contracts a day, 5,000 tokens "
          "each. Enough?",
    # 30,000 × 8,192 ≈ 2.5 × 10⁸ out on an 8B over 2 × RTX 4090 ≈ 62 h a day against 24
    "zh-Hant": "我們已有一台伺服器2張RTX 4090，想用DeepSeek-R1-Distill-Llama-8B做病歷審查，每天3萬份，每份1500字",
}


@pytest.fixture(scope="module")
def answers(tmp_path_factory) -> dict[str, str]:
    return {k: Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text
            for k, q in ASKS.items()}


def _hours(text: str, pattern: str) -> float:
    m = re.search(pattern, text)
    assert m is not None, text
    return float(m.group(1).replace(",", ""))


def test_the_owned_cards_are_timed_against_the_day(answers: dict[str, str]) -> None:
    zh = answers["zh"]
    assert "你自己的 2 × A10" in zh and "一天只有 24 小时 ❌" in zh  # "现有" read as cards the user has
    # far past a day: hundreds of hours, never "30 days" as if the day's batch were a one-off job
    assert 400 < _hours(zh, r"要 ≈ ([\d,]+) 小时，一天只有 24 小时") < 1500
    assert re.search(r"每天只能做完 ≈ [\d,]+ 条，差 [\d,]+ 条", zh)
    en = answers["en"]
    assert "against 24 h in a day ❌" in en and re.search(r"finish ≈ [\d,]+ a day, [\d,]+ short", en)
    assert re.search(r"\d+ × L40S meet it", en)
    assert "一天只有 24 小時 ❌" in answers["zh-Hant"]


def test_the_thinking_length_is_a_labelled_assumption(answers: dict[str, str]) -> None:
    assert "规划假设，700–32,768" in answers["zh"]
    assert "a planning assumption, 700–32,768" in answers["en"]
    assert "規劃假設，700–32,768" in answers["zh-Hant"]


def test_the_levers_carry_their_hours_a_day(answers: dict[str, str]) -> None:
    zh = answers["zh"]
    # AWQ ≈ a third of the weights: a bigger batch, fewer hours than BF16 but still past a day on 2 × A10
    awq = _hours(zh, r"4-bit AWQ[^：]*：每天约 ([\d,]+) 小时")
    assert awq < _hours(zh, r"要 ≈ ([\d,]+) 小时，一天只有")
    # Qwen2.5-14B-Instruct writes the answer alone (hundreds of tokens): within the day on the same two cards
    assert re.search(r"Qwen2\.5-14B-Instruct（只写结论）：每天 50,000 条约 [\d.]+ 小时，24 小时内 ✅", zh)
    assert re.search(r"Qwen2\.5-32B-Instruct, the same size without the chain of thought[^;]*within 24 h ✅",
                     answers["en"])
    assert "Llama-3.1-8B-Instruct" in answers["zh-Hant"]
