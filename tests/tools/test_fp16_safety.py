"""A BF16-trained model whose activations overflow FP16 (Gemma 2 / Gemma 3: vLLM refuses float16 for them,
vllm/config/model.py `_FLOAT16_NOT_SUPPORTED_MODELS` "Numerical instability. Please use bfloat16 or float32 instead.";
huggingface/transformers#36822 "Gemma 3 is broken with fp16") on a card without BF16 (Volta V100 sm_70, Turing T4
sm_75: gpus.csv bf16_support "no"): tools/fp16_safety.py decides from the catalog row's `fp16_unsafe` × the card. A
picked row on such a card is refused with the reason; a stated or owned card keeps the plan and the answer says the
ways out (FP32 for the affected layers at 2× the memory, a BF16 card, or a model that runs in FP16)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus, get_gpu
from tests.conftest import module_home
from tests.tools.test_offers import row
from tools.fp16_safety import fp16_unsafe_check, fp16_unsafe_on
from tools.recommend import Options, recommend
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


@pytest.mark.parametrize("model", ["Gemma-2-2B", "Gemma-2-27B", "Gemma-3-1B", "Gemma-3-27B", "MedGemma-4B",
                                   "ShieldGemma-9B"])
def test_every_gemma_2_and_3_row_carries_its_fp16_report_with_a_source(model):
    src = registry.get(model).fp16_unsafe
    assert src and "_FLOAT16_NOT_SUPPORTED_MODELS" in src


@pytest.mark.parametrize("model, card, precision, stated, unsafe", [
    # Gemma-2-27B with the default BF16 on a T4 (Turing, no BF16): vLLM loads it as float16 → overflows
    ("Gemma-2-27B", "T4", "bf16", False, True),
    # a stated FP16 on a V100 16GB (Volta): the same FP16, the same overflow
    ("Gemma-3-4B", "V100 SXM2 16GB", "fp16", True, True),
    # on an L4 (Ada, BF16): the default BF16 runs as BF16 — safe
    ("Gemma-3-4B", "L4", "bf16", False, False),
    # a Llama model on a T4: BF16-trained too, but no FP16 overflow is reported for it
    ("Llama-3.1-8B", "T4", "bf16", False, False),
    # INT4 weights on a V100: no 16-bit float plan, nothing to say here
    ("Gemma-3-12B", "V100 SXM2 32GB", "int4", True, False),
])
def test_the_rule_is_the_card_times_the_model(model, card, precision, stated, unsafe):
    got = fp16_unsafe_on(get_gpu(card), registry.get(model), precision, stated)
    assert bool(got) is unsafe


def test_a_stated_card_gets_the_ways_out_in_both_languages():
    # fine-tuning Gemma-2-9B on owned T4s: FP16 mixed precision overflows; FP32 is 4 bytes vs 2 → "2×" the memory
    c = fp16_unsafe_check(get_gpu("T4"), registry.get("Gemma-2-9B"), "bf16", "lora", False)
    assert c is not None and c.level == "warning"
    en, zh = c.message.en, c.message.zh
    assert "cannot train" in en and "FP32" in en and "2×" in en and "BF16" in en and "Llama" in en
    assert "不能按方案用 FP16 训练" in zh and "2 倍显存" in zh and "Ampere" in zh


@pytest.mark.slow
def test_a_picked_row_on_a_card_without_bf16_is_refused_for_gemma_not_for_llama():
    # A T4 at $0.30/h is far cheaper than an L4 at $0.80/h and holds a 4B model (≈ 8.6 GB in 16-bit) either way;
    # for Gemma-3-4B the T4 would run FP16 and overflow, so the L4 leads; for Llama-3.2-3B the T4 stays first.
    rows = [row("T4", 1, 0.30), row("V100 SXM2 16GB", 1, 0.35), row("L4", 1, 0.80)]
    gem = recommend(registry.get("Gemma-3-4B"), Workload(model="Gemma-3-4B", concurrency=2), GPUS, rows, Options())
    assert gem.candidates and gem.candidates[0].gpu == "L4"
    assert all(c.gpu not in ("T4", "V100 SXM2 16GB") for c in gem.candidates)
    llama = recommend(registry.get("Llama-3.2-3B"), Workload(model="Llama-3.2-3B", concurrency=2), GPUS, rows,
                      Options())
    assert llama.candidates and llama.candidates[0].gpu in ("T4", "V100 SXM2 16GB")


@pytest.mark.slow
@pytest.mark.parametrize("model", ["Qwen2.5-7B", "Qwen2.5-3B"])
def test_a_family_reported_by_name_only_is_warned_on_the_pick_never_refused(model):
    # Qwen2 / Qwen2.5: FP16 overflow is reported in an issue thread (QwenLM/Qwen3#868), but vLLM does not refuse
    # float16 for qwen2 (it is not in _FLOAT16_NOT_SUPPORTED_MODELS), and V100s are the common mainland card for it.
    # A 7B or 3B model (≈ 15.2 / 6.2 GB in 16-bit) fits a V100 32GB at $0.35/h and an L4 (24 GB) at $0.80/h: the V100 stays
    # first, with the "check the first outputs" warning and its source, never the "cannot serve" refusal.
    rows = [row("V100 SXM2 32GB", 1, 0.35), row("L4", 1, 0.80)]
    rec = recommend(registry.get(model), Workload(model=model, concurrency=2), GPUS, rows, Options())
    assert rec.candidates and rec.candidates[0].gpu == "V100 SXM2 32GB"
    c = fp16_unsafe_check(get_gpu("V100 SXM2 32GB"), registry.get(model), "bf16", "inference", False)
    assert c is not None and c.message.code == "compat.fp16_overflow" and "check the first outputs" in c.message.en
    assert "QwenLM/Qwen3#868" in c.message.en


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # owned V100s (Volta, no BF16) for Gemma-2-27B: FP16 overflows (vLLM refuses float16 for gemma2)
    ("We have 8 V100 32GB cards in our own rack. Can they serve Gemma-2-27B for 15 staff?", "cannot serve"),
    # 简体: the old server room's T4s fine-tuning Gemma-3-1B with LoRA
    ("旧机房有4张T4，想用LoRA微调Gemma-3-1B，行不行？", "不能按方案用 FP16 训练"),
    # 繁體: our own V100 16GB serving MedGemma-4B (a Gemma 3 variant)
    ("我們自己有2張V100 16GB，要部署MedGemma-4B給10位醫師用，可以嗎？", "不能按方案用 FP16 部署"),
])
def test_an_owned_card_without_bf16_says_gemma_overflows(tmp_path, text, said):
    out = answer(tmp_path, text)
    assert said in out
    # the generic "can rarely overflow — check a few outputs" line gives way to the model's own report
    assert "rarely overflow" not in out and "偶有溢出" not in out and "偶有溢位" not in out
