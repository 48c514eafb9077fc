"""Cantonese written in 繁體 is Hong Kong usage even without the particles 嘅/咗/唔: 最平 ("cheapest": 平 is "cheap" only
in Cantonese; Mandarin says 最便宜), 點 + a verb ("how to": 點做, 點揀), the copula 係 and 俾 ("give") mark it too, and
a Hong Kong reader's answer is priced in HK$, not NT$. A stated currency still wins. And "local" / 本地 / 當地 beside
renting, after the user said where they are, makes that place the rental region (US export rules then apply to
Hong Kong as to the mainland: BIS removed Hong Kong as a separate destination under the EAR, federalregister.gov/d/
2020-28101, effective 2020-12-23; tools.compat.EXPORT_PLACES). Expected values are worked out by hand in the comments."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, hk_forms, local_currency
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "微調 Gemma-2-9B 做廣東話助手，兩萬筆樣本，最平要幾錢？",  # 最平: "cheapest" in Cantonese (幾 alone is Mandarin too)
    "部署 Qwen2.5-7B 畀 20 個同事，點揀卡？",  # 點揀 "how to choose"; 畀 is a particle already (kept working)
    "我哋公司想租 A100，點做最好？",  # 我哋 "we"
    "呢個方案係咪最抵？",  # 係咪 "is it or not"
    "跑 Llama-3.1-8B 俾客服用，要幾張卡？",  # 俾 "for / give"
    "有冇平過 H100 嘅選擇？",  # 平過 "cheaper than"
])
def test_cantonese_without_the_usual_particles_is_hong_kong_usage(text):
    assert hk_forms(text)


@pytest.mark.parametrize("text", [
    "想用 LoRA 微調 Qwen2.5-14B，有三萬筆對話，最便宜怎麼做？",  # Taiwan Mandarin: 最便宜 / 怎麼
    "平均每個請求 800 token，要幾張卡？",  # 平均 "average", not "cheap"
    "這跟顯存的關係是什麼？",  # 關係 "relation": 係 inside a Mandarin word
    "模型的重點是吞吐量，平台用 vLLM",  # 重點 "main point", 平台 "platform": no Cantonese
    "學習率係數設 0.1 可以嗎？",  # 係數 "coefficient"
])
def test_taiwan_mandarin_with_the_same_characters_is_not(text):
    assert not hk_forms(text)


def test_the_money_follows_the_reading():
    # 繁體 script: Hong Kong usage → HKD, otherwise the Taiwan dollar (local_currency's rule)
    assert local_currency("zh-Hant", "微調 Gemma-2-9B，最平要幾錢？") == "HKD"
    assert local_currency("zh-Hant", "微調 Gemma-2-9B，最便宜要多少錢？") == "TWD"


@pytest.mark.parametrize("text", [
    "我哋喺香港，想喺本地機房租 A100 跑 Qwen2.5-32B",  # 本地機房 "a local machine room"
    "我哋喺香港，想本地租卡部署 Qwen2.5-32B 俾 10 個人用",  # 本地租 "rent locally"
    "我們在香港，想在當地租 GPU 部署 Qwen2.5-32B",  # 當地 "there / local" (already read before; kept)
    "we are in Hong Kong and want to rent locally: serve Qwen2.5-32B for 10 users",
    "we're based in Hong Kong, serve Qwen2.5-32B for 10 users from a local data center",
])
def test_renting_locally_makes_where_the_user_is_the_region(text):
    # the user said where they are (Hong Kong) and asked to rent there: the region is hk (regions.csv tag)
    e = extract(text)
    assert e.patch.regions == ["hk"], (e.patch.regions, e.notes)


def test_where_the_user_is_without_local_stays_a_note():
    # no local word: Hong Kong is where they are, not a filter (the earlier rule, unchanged)
    e = extract("我哋喺香港，用 LoRA 微調 Qwen2.5-7B，一萬條資料")
    assert not e.patch.regions


@pytest.mark.slow
def test_a_hong_kong_thread_is_priced_in_hk_dollars_unless_another_is_stated(tmp_path):
    # A Cantonese LoRA question with no currency: HKD (not TWD); "最快呢？" has no Cantonese word of its own and keeps
    # the thread's HKD. A budget in NT$ written in Cantonese is priced in TWD: the stated currency wins.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    r = e.handle("a", "想 LoRA 微調 Qwen2.5-7B 做廣東話助手，兩萬條對話，最平要點做？")
    assert r.recommendation is not None and r.recommendation.currency == "HKD", r.text[:300]
    assert "TWD" not in r.text
    r = e.handle("a", "最快呢？")
    assert r.recommendation is not None and r.recommendation.currency == "HKD", r.text[:300]
    r = e.handle("b", "想 LoRA 微調 Qwen2.5-7B，兩萬條對話，預算 NT$3000，最平要點做？")
    assert r.recommendation is not None and r.recommendation.currency == "TWD", r.text[:300]


@pytest.mark.slow
def test_an_h100_rented_locally_in_hong_kong_meets_the_export_rule(tmp_path):
    # 本地 after 我哋喺香港: the region is Hong Kong, where the H100 is export-controlled (tools.compat): the answer says
    # so (出口管制) and names where an H100 is priced nearby, instead of ranking a machine in another country first
    # with the "香港 is where you are" note.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我哋喺香港，想喺本地機房租 H100 跑 Qwen2.5-72B，20 個人同時用，點揀？")
    assert "出口管制" in r.text and "不是租用地點" not in r.text, r.text[:600]


def test_deploying_on_premises_is_not_renting_locally():
    # 本地部署 is the industry's word for on-premises (the user's own machines): no rental region is made of where they are
    e = extract("我哋喺香港，想本地部署 Qwen2.5-7B 俾 20 個同事用")
    assert not e.patch.regions, (e.patch.regions, e.notes)
