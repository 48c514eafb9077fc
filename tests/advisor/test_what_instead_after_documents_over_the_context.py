"""A recurring document batch on a model whose context cannot hold each document, then "what would you use instead and
what does that cost?": the nearest model whose context holds the documents is named and the batch re-priced on it,
never "Nothing … changes the plan". Asked through the real pipeline (Engine, as `advisor chat` does)."""

from __future__ import annotations

import pytest

from advisor.core.context_alternative import context_alternative
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Recommendation, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def chat(tmp_path, *turns: str) -> list[str]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", text).text for text in turns]


@pytest.mark.slow
@pytest.mark.parametrize("turns, over, switched", [
    # en: Vicuna-13B-v1.5 is a Llama-2-13B fine-tune (lmsys card), 4,096 max; each chart ~6k = 6,144 in + 512 out
    # = 6,656 > 4,096 ✗ → the nearest Llama model that holds 6,656 tokens, the batch of 1,400 a night re-priced on it
    (("vicuna-13b-v1.5 drafts discharge summaries overnight, ~1,400 patients a night, each chart ~6k tokens",
      "fine, what would you use instead and what does that cost?"), "over the model's maximum", "instead of Llama-2-13B"),
    # 简体: Chinese-Alpaca-2-13B = Llama-2-13B (4,096); 每份约 1 万字 ≈ 6,000 tokens at 0.6 a 字 + 512 out > 4,096 ✗
    (("用 Chinese-Alpaca-2-13B 每晚摘要 800 份出院记录，每份约 1 万字", "那换什么模型？多少钱？"),
     "超出模型上限", "不用 Llama-2-13B"),
    # 繁體: HuatuoGPT2-13B = Baichuan2-13B (4,096); 每份約 1.5 萬字 ≈ 11,250 tokens at 0.75 a 字 + 512 > 4,096 ✗
    (("我們用 HuatuoGPT2-13B 每天摘要 600 份病歷，每份約 1.5 萬字", "那改用什麼？費用多少？"),
     "超出模型上限", "不用 Baichuan2-13B"),
])
def test_what_instead_names_a_longer_context_model_and_reprices(tmp_path, turns, over, switched):
    first, second = chat(tmp_path, *turns)
    assert over in first, first[:400]
    assert switched in second and "Nothing" not in second and "没有改变" not in second, second[:600]
    assert "map-reduce" in second  # chunking is offered beside the switch


def test_no_switch_when_the_context_fitted():
    # the last answer held its context (asked_context None): "what instead?" is left to the other readers
    assert context_alternative("what would you use instead?", None) == ("what would you use instead?", None)
    rec = Recommendation.model_construct(asked_context=None, workload=Workload.model_construct(model="Qwen2.5-7B"))
    assert context_alternative("what would you use instead?", rec, ["Qwen2.5-7B summarises 900 cases a night"])[1] is None


@pytest.mark.slow
@pytest.mark.parametrize("text, run, month, not_month", [
    # en: Vicuna-13B-v1.5 (Llama-2-13B, 4,096) with 6,144 + 512 = 6,656-token items: the longer-context plan is priced
    # per nightly run and × 30.4 runs a month, never as its machine's 730 h around the clock
    ("vicuna-13b-v1.5 drafts discharge summaries overnight, ~1,400 patients a night, each chart ~6k tokens",
     "a run", "a month", "/h (≈"),
    # 简体: 每份约 1 万字 ≈ 6,000 tokens + 512 > 4,096: 每批 and 每月 (30.4 批)
    ("用 Chinese-Alpaca-2-13B 每晚摘要 800 份出院记录，每份约 1 万字", "每批约", "每月约", "（每月约"),
    # 繁體: 每份約 1.5 萬字 ≈ 11,250 tokens + 512 > Baichuan2-13B's 4,096
    ("我們用 HuatuoGPT2-13B 每天摘要 600 份病歷，每份約 1.5 萬字", "每批約", "每月約", "（每月約"),
])
def test_the_longer_context_plan_of_a_batch_is_priced_per_run(tmp_path, text, run, month, not_month):
    (first,) = chat(tmp_path, text)
    line = next((ln for ln in first.splitlines() if "What would change it" in ln or "什么会改变" in ln
                 or "什麼會改變" in ln), "")
    assert run in line and month in line and not_month not in line, line


@pytest.mark.slow
@pytest.mark.parametrize("text, words", [
    # en: Vicuna-13B-v1.5 (Llama-2-13B, 4,096): 6,144-token charts + 512 out → room 3,584, ⌈6,144 ÷ 3,584⌉ = 2 chunks,
    # merge 2 × 512 + 512 = 1,536 fits → 3 requests a chart, 1,400 × 3 = 4,200 requests a run
    ("vicuna-13b-v1.5 drafts discharge summaries overnight, ~1,400 patients a night, each chart ~6k tokens",
     ("2 chunks", "3 requests a document", "4,200 a run", "map-reduce")),
    # 简体: Chinese-Alpaca-2-13B: 1 万字 × 0.6 = 6,000 tokens → ⌈6,000 ÷ 3,584⌉ = 2 段, 3 个请求, 800 × 3 = 2,400
    ("用 Chinese-Alpaca-2-13B 每晚摘要 800 份出院记录，每份约 1 万字", ("切成 2 段", "每批 2,400 个")),
    # 繁體: HuatuoGPT2-13B (Baichuan2-13B, 4,096): 1.5 萬字 × 0.75 = 11,250 → ⌈11,250 ÷ 3,584⌉ = 4 段; merge
    # 4 × 512 + 512 = 2,560 fits → 5 requests, 600 × 5 = 3,000
    ("我們用 HuatuoGPT2-13B 每天摘要 600 份病歷，每份約 1.5 萬字", ("切成 4 段", "每批 3,000 個")),
])
def test_chunking_is_priced_beside_the_longer_model(tmp_path, text, words):
    (first,) = chat(tmp_path, text)
    for w in words:
        assert w in first, (w, first[:1500])


@pytest.mark.slow
@pytest.mark.parametrize("turns, words", [
    # en: Meditron-7B is Llama-2-7B continued pre-training, not instruction-tuned (epfl-llm card); its 3k-token case
    # files fit its 4,096 context, but it cannot follow "summarise": "instead" is the maker's tuned Meditron3-8B
    # (Llama-3.1-8B), the batch of 2,500 a night re-priced on it
    (("Meditron-7B summarises ~2,500 cases a night, each case file ~3k tokens", "what would you use instead?"),
     ("Use Meditron3-8B instead of Meditron-7B", "Llama-3.1-8B")),
    # 简体: 每份约 3000 字 ≈ 1,800 tokens fits 4,096; the base model still needs its tuned successor
    (("用 Meditron-7B 每晚摘要 1,200 份病历，每份约 3000 字", "那换什么模型？"), ("改用 Meditron3-8B", "Llama-3.1-8B")),
    # 繁體
    (("我們用 Meditron-7B 每天摘要 700 份病歷，每份約 2000 字", "那改用什麼？"), ("改用 Meditron3-8B", "Llama-3.1-8B")),
])
def test_what_instead_after_a_base_model_names_its_tuned_successor(tmp_path, turns, words):
    first, second = chat(tmp_path, *turns)
    assert "not instruction-tuned" in first or "没有做指令微调" in first or "沒有做指令微調" in first, first[:600]
    for w in words:
        assert w in second, (w, second[:600])
