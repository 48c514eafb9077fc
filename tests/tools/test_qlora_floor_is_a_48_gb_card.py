"""The smallest card a 70B QLoRA runs on is a 48 GB card, as Unsloth's QLoRA recipe runs it (offloaded gradient
checkpointing, bf16 embeddings, fused loss): the QLoRA paper fine-tuned a 65B on one 48 GB GPU, and Unsloth fits
Llama-3.3-70B QLoRA in under 48 GB. HF/PEFT's recipe (embeddings cast to fp32, every layer's input and the whole fp32
logits kept) needs an 80 GB card, so a stated framework keeps its own floor (tools.qlora_floor)."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.defaults import resolve
from tools.memory import estimate_memory
from tools.parallel import plan
from tools.qlora_floor import lean_qlora
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GB = 10**9


def _both(**kw):
    asked = Workload(**({"task": "qlora", "model": "Llama-3.3-70B"} | kw))
    return asked, resolve(asked)[0]


def test_the_lean_recipe_is_unsloth_with_checkpointing():
    asked, w = _both()
    lean = lean_qlora(w, asked)
    assert lean is not None and lean.framework == "unsloth" and lean.gradient_checkpointing is True


@pytest.mark.parametrize("kw", [
    {"framework": "hf"},  # a stated framework is the job's
    {"framework": "torchtune"},
    {"gradient_checkpointing": False},  # "no checkpointing" said
    {"task": "lora"},  # only the 4-bit recipe
])
def test_a_stated_framework_or_no_checkpointing_keeps_its_own_floor(kw):
    asked, w = _both(**kw)
    assert lean_qlora(w, asked) is None


@pytest.mark.parametrize("model", ["Llama-3.3-70B", "Qwen2.5-72B"])
def test_a_70b_qlora_fits_one_48_gb_card_only_as_unsloth_runs_it(model):
    # Hand, Llama-3.3-70B at 2,048 tokens: NF4 (70.55B − 2.10B) × 4.127 / 8 ≈ 35.3 GB + bf16 embeddings and head
    # 2.10B × 2 = 4.2 GB + adapters 0.83 GB ≈ 40.3 GB; + gradients 0.83 + AdamW 1.66 + activations ≈ 0.8 (inputs
    # offloaded) + ≈ 0.6 context → ≈ 44.2 GB ≤ 48.0 GB (L40S usable). HF/PEFT: + 4.2 GB fp32 embeddings, + 2.7 GB layer
    # inputs (8,192 × 2,048 × 2 B × 80), + 2.6 GB fp32 logits and their gradient → ≈ 55.5 GB, over 48 GB.
    asked, w = _both(model=model)
    lean = lean_qlora(w, asked)
    assert lean is not None
    arch = registry.get(model)
    lean_gb = estimate_memory(arch, lean).total / GB
    hf_gb = estimate_memory(arch, w.model_copy(update={"gradient_checkpointing": True})).total / GB
    assert 40 < lean_gb < 47 and hf_gb > 52, (lean_gb, hf_gb)
    one = lean.model_copy(update={"num_gpus": 1})
    for card in ("L40S", "A40", "RTX A6000"):
        assert plan(arch, one, get_gpu(card), headroom=1.0).fits, card
        assert not plan(arch, w.model_copy(update={"num_gpus": 1, "gradient_checkpointing": True}), get_gpu(card),
                        headroom=1.0).fits, card
