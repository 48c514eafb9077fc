"""Every way of saying "train all the weights" is a full fine-tune, never LoRA: "fully fine-tune", "fine-tune it fully",
"full FT", "not LoRA", 全参微调, 全量微调, 全參數, 不要 LoRA, 唔要 LoRA; "fully" about something else is no such word. A
card family named with a count ("8 x A100", 8卡A100) is sized on the variant the work needs: the 80 GB card where the
40 GB one cannot hold it, named in the plan."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "we want to fully fine-tune Gemma-2-9B on 30k examples",
    "fine-tune Qwen2.5-3B fully on our support tickets",
    "train Llama-3.2-3B fully, not with adapters",
    "full FT of Mistral-7B please",
    "SFT Qwen2.5-7B, not LoRA",
    "全参微调 Qwen2.5-14B，2万条数据",
    "全量微调 Llama-3.1-8B",
    "全參數微調 Qwen2.5-7B",
    "微调 Qwen2.5-7B，不要 LoRA",
    "微調 Qwen2.5-7B，唔要 LoRA",                    # Cantonese
])
def test_full_training_said_any_way_is_a_full_fine_tune(text):
    assert extract(text).patch.task == "full_finetune"


@pytest.mark.parametrize("text", [
    "is it fully supported to fine-tune Gemma-2-9B?",   # "fully" of the support, not of the training
    "LoRA fine-tune Qwen2.5-7B, fully automated pipeline",
])
def test_fully_about_something_else_is_no_full_fine_tune(text):
    assert extract(text).patch.task != "full_finetune"


@pytest.mark.slow
def test_eight_a100s_for_a_full_fine_tune_that_needs_80_gb_name_the_80_gb_card(tmp_path):
    # Qwen2.5-14B full FT in BF16 with Adam: 16 B/param × 14.8 B ≈ 236 GB of weights, grads and states, sharded over
    # 8 cards ≈ 30 GB each, + ~6 GB of activations ≈ 36 GB; with the × 1.2 headroom ≈ 43 GB > the ~42 GB usable on a
    # 40 GB card, so the answer must be the 80 GB A100 and say so; never LoRA
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "8卡A100 全参微调 Qwen2.5-14B，5万条数据，每条1000 token，"
                                                             "2个epoch").text
    head = out.split("\n\n")[1]
    assert "A100 80GB" in head and "LoRA" not in out.split("\n")[0]
