"""Full training whose memory is its activations is planned with a fused, chunked loss before it is called over budget.

HF Trainer's default loss materialises the whole FP32 logits: at 65,536 tokens × Llama-3.1's 128,256-token vocabulary
× 4 B = 33.6 GB per sequence, and its gradient again, on every GPU (data parallelism does not shard them). With that
loss a 64k full fine-tune of Llama-3.1-8B needs ≈ 173 GB per A100 80GB on 8 cards, and the answer was "nothing fits
$1,000; 8 × B300 at $2,319". torchtune's full fine-tune recipe (FSDP, activation checkpointing, a chunked cross-entropy,
pure BF16) holds it in ≈ 68 GB per A100 80GB: the same loss, so the same result, and the job of 20,000 × 40,960 × 3 ≈
2.46e9 tokens is about 265 H100-hours, ≈ $470 on 8 × H100 at ≈ $14/h: within the budget.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.defaults import resolve
from tools.memory import estimate_memory
from tools.recommend import fused_loss_engine
from tools.schema import Layout, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ASK = ("we need a long-context full finetune (not LoRA) of Llama-3.1-8B: 20k samples, avg ~40k tokens, max 64k, "
       "3 epochs. budget $1k. what setup?")


def test_the_fused_loss_engine_is_torchtunes_recipe_for_full_training_and_unsloth_for_adapters():
    assert fused_loss_engine("full_finetune") == "torchtune" and fused_loss_engine("pretrain") == "torchtune"
    assert fused_loss_engine("lora") == "unsloth" and fused_loss_engine("qlora") == "unsloth"


def test_the_chunked_loss_drops_the_whole_fp32_logits_at_64k():
    # per GPU on 8 cards, ZeRO-3 with checkpointing: HF keeps 2 × 33.6 GB of FP32 logits and their gradient, torchtune
    # never holds them whole; the difference is at least one copy of the logits
    arch = registry.get("Llama-3.1-8B")
    lay = Layout(num_gpus=8, zero_stage=3)
    per = {}
    for fw in ("hf", "torchtune"):
        w, _ = resolve(Workload(model="Llama-3.1-8B", task="full_finetune", seq_len=65_536, framework=fw,
                                gradient_checkpointing=True))
        per[fw] = estimate_memory(arch, w, lay).activations
    logits = 65_536 * 128_256 * 4
    assert per["hf"] - per["torchtune"] >= logits


@pytest.mark.slow
def test_a_64k_full_fine_tune_over_budget_is_answered_with_the_fused_loss_plan_within_it():
    out = CliRunner().invoke(cli, ["ask", ASK])
    assert out.exit_code == 0, out.output
    head = out.output.split("\n|")[0]
    assert "torchtune" in head and "the same result" in head  # the lever named, no quality caveat for the same loss
    assert "test quality" not in head
    assert "✅ honoured: $1,000.00 in total" in out.output


@pytest.mark.slow
def test_the_plan_without_a_refused_stated_card_names_the_engine_it_was_computed_with():
    # 8 × A100 80GB refused under HF's loss (≈ 173 GB per GPU); the plan without that card is computed with torchtune's
    # recipe, and says so: run with HF's default loss it would not fit the H100s it names either
    out = CliRunner().invoke(cli, ["ask", ASK + " on 8xA100 80GB"])
    assert out.exit_code == 0, out.output
    head = out.output.split("\n|")[0]
    assert "without that constraint, with torchtune" in head, head
