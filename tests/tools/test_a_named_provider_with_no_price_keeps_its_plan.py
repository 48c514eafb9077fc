"""A provider the user names that the catalog holds no row of (tools/unpriced_provider.py; tools/recommend.py
provider_compare): never dropped — the configuration to pick there (the plan's card and count), said unpriced here,
with the plan's row as the reference; with nothing fitting the stated limits, the plan offered instead is the
reference. Featurize is read as a provider (catalog/data/providers.csv)."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  installs the wording
from advisor.core.extract_rules import extract
from tools.schema import Candidate, InstanceRow
from tools.unpriced_provider import unpriced_provider_note


def _row(provider: str) -> InstanceRow:
    return InstanceRow.model_construct(provider=provider, region="r", instance_type="x", gpu="L40S", gpu_count=1)


def _pick(gpu: str, each: float, instances: int) -> Candidate:
    return Candidate.model_construct(provider="runpod", instance="x", gpu=gpu, gpu_count=each, instances=instances)


def test_the_configuration_to_pick_there_is_the_plans_cards():
    # Matpool (矩池云) holds no row: a pick of 2 machines × 4 × A100 is "8 × A100" to ask Matpool for, compared with
    # the job's GPU-hours below; nothing is priced for Matpool itself
    m = unpriced_provider_note("matpool", _pick("A100 SXM", 4, 2), [_row("runpod")], True)
    assert m is not None and m.args["cards"] == 8 and m.args["gpu"] == "A100 SXM"
    assert "8 × A100 SXM" in m.en and "矩池云" in m.zh and "8 × A100 SXM" in m.zh


def test_with_nothing_fitting_the_plan_offered_is_the_reference():
    # a 3090-only full fine-tune that does not fit: Featurize is still said, the plan without the limit the reference
    m = unpriced_provider_note("featurize", None, [_row("runpod")], False)
    assert m is not None and "Featurize" in m.en and "reference" in m.en and "参考" in m.zh


def test_a_provider_with_rows_is_ranked_like_any_other():
    assert unpriced_provider_note("runpod", _pick("L40S", 1, 1), [_row("runpod")], False) is None


@pytest.mark.parametrize("text", [
    "Featurize上怎么配？要LoRA微调Qwen2.5-14B",  # 简体
    "想用 Featurize 跑 Qwen2-7B 推理，10 個並發，要怎麼配",  # 繁體
    "How should I set up a Mistral-7B LoRA on Featurize?",
])
def test_featurize_is_read_as_a_provider(text):
    p = extract(text).patch
    assert "featurize" in (p.providers or []) or p.checked_provider == "featurize"


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # 简体: a full fine-tune of a 7B that no single 3090 holds (≈ 16 B a parameter ≈ 112 GB + activations); the user
    # asks what to rent on Featurize (no row here) — the answer still names Featurize and gives the plan without the
    # 3090 limit as the reference, never drops it
    ("想对Qwen2-7B做全参数SFT，数据3万条每条1000token训2轮，一张3090能跑吗，不行的话在Featurize租什么最便宜，多少钱",
     "Featurize"),
    # 繁體: a 70B LoRA at a law firm, TWCC named: LoRA on a 70B BF16 base ≈ 70.6 B × 2 B ≈ 141 GB of weights → several
    # 80 GB cards (2 would hold ≈ 71 GB each before adapters, optimizer and activations: too thin); 4 × H100 SXM at
    # ≈ 46.3 GB a card. "TWCC上…最省錢" asks the cheapest setup ON TWCC, so TWCC is the filter (as "只用TWCC"): the
    # headline says TWCC is unpriced and names the plan to ask it for — its card and count — beside a reference row
    ("律所想微調Llama-3.1-70B，2萬條問答，每條1.5k token，訓2個epoch，用LoRA，TWCC上怎麼配最省錢", "TWCC的價格"),
    ("律所想微調Llama-3.1-70B，2萬條問答，每條1.5k token，訓2個epoch，用LoRA，TWCC上怎麼配最省錢", "需要的方案：4 張 H100 SXM"),
])
def test_whole_answers_keep_the_named_provider(text, said, tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in "\n\n".join(out.split("\n\n")[1:3])  # said in the answer's lead, not only the header
