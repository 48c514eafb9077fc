"""Answer classes from docs/expert_review17_grades.md (B, Q, I), each with other questions than the grader's.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same engine the CLI and Slack use.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import resolve
from tools.routes import memory_routes
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


# --- B. own cards: the setting that makes it fit leads, never "no, rent" ----------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "I have 2x 4090 at home. can I QLoRA Qwen2.5-32B with 8k context on them or should I rent?",
    "我有两张4090，想用QLoRA微调Qwen2.5-32B，上下文8k，能跑吗还是要租？",
])
def test_owned_cards_fit_with_a_fused_loss_before_any_no(tmp_path, text):
    # Qwen2.5-32B NF4 ≈ 32.8e9 × 0.5 B ≈ 16.4 GB (+ quant constants, ≈ 19 GB) sharded over 2 cards ≈ 9.5 GB each;
    # checkpointed layer inputs 64 × 8,192 × 5,120 × 2 B ≈ 5.4 GB; HF's loss adds 8,192 × 152,064 vocab × (2 + 4 + 4
    # + 4) B ≈ 17.4 GB of logits and their fp32 copies/gradients → over 24 GB. A fused cross-entropy never makes
    # the logits whole: ≈ 9.5 + 5.4 (less with Unsloth's offload) + a layer's recompute < 24 GB. So the own cards
    # run it, the answer names the fused loss and the HF setting, and nothing says rent first.
    rec = chat(tmp_path, text)[0].recommendation
    assert rec is not None and rec.candidates and rec.headline is not None
    top = rec.candidates[0]
    assert top.gpu == "RTX 4090" and int(top.gpu_count) * top.instances == 2
    assert rec.per_gpu.total < 24e9
    assert "use_liger_kernel=True" in rec.headline.en
    assert not [c for c in rec.constraints if c.status == "refused"]


@pytest.mark.slow
def test_a_lora_that_fits_with_a_fused_loss_keeps_lora(tmp_path):
    # LoRA Llama-3.1-8B BF16 at 8k on one 24 GB card: 16.1 GB of weights + 8,192 × 128,256 × 14 B ≈ 14.7 GB of HF
    # logits terms → over 24 GB; without the whole logits ≈ 16 GB + checkpointed inputs (32 × 8,192 × 4,096 × 2 B ≈
    # 2.1 GB) + a layer's recompute < 24 GB. The fused loss keeps the user's LoRA (no switch to QLoRA's 4-bit base).
    rec = chat(tmp_path, "I have one RTX 4090. LoRA Llama-3.1-8B at 8k context")[0].recommendation
    assert rec is not None and rec.candidates
    assert rec.workload.task == "lora" and rec.workload.precision == "bf16"
    assert rec.candidates[0].gpu == "RTX 4090"


def test_memory_routes_stack_least_change_first_and_cut_the_sequence_last():
    # HF QLoRA at 16k, micro-batch 4, checkpointing stated off: fused loss (same loss), then checkpointing (same
    # result, slower), then micro-batch 1 with accumulation 4 × 1 = 4 (same effective batch), then, only where no
    # length was stated, 16,384 / 2 = 8,192 tokens (the only one that changes the job), each adding to the one before.
    asked = Workload(task="qlora", model="qwen2.5-14b", seq_len=16384, batch_size=4, gradient_checkpointing=False)
    w, _ = resolve(asked)
    routes = [r for _, r in memory_routes(asked, w)]
    assert [r.framework for r in routes] == ["unsloth"] * 3
    assert [r.gradient_checkpointing for r in routes] == [False, True, True]
    assert [(r.batch_size, r.grad_accum) for r in routes] == [(4, None), (4, None), (1, 4)]
    assert [r.seq_len for r in routes] == [16384, 16384, 16384]  # the stated 16k is the job: never cut
    unsaid = asked.model_copy(update={"seq_len": None})  # the same 16k filled in, not stated: cut last
    assert [r.seq_len for _, r in memory_routes(unsaid, w)] == [None, None, None, 8192]
    # a stated framework other than HF keeps its loss; full training has its own (optimizer) routes
    stated = asked.model_copy(update={"framework": "torchtune"})
    assert all(r.framework == "torchtune" for _, r in memory_routes(stated, resolve(stated)[0]))
    full = Workload(task="full_finetune", model="llama-3.1-8b")
    assert memory_routes(full, resolve(full)[0]) == []


# --- Q. logits-bound training: the fused-loss card said in the headline; a context over the maximum leads -----------

def _find(msg, code):
    """The first Msg with `code` inside a headline's nested args (depth first)."""
    if getattr(msg, "code", None) == code:
        return msg
    for v in (getattr(msg, "args", None) or {}).values():
        for x in v if isinstance(v, list) else [v]:
            got = _find(x, code)
            if got is not None:
                return got
    return None


@pytest.mark.slow
@pytest.mark.parametrize("text, over", [
    # Gemma-2-27B: 256,000 vocab; at 32k HF's fp32 logits are 32,768 × 256,000 × 4 B = 33.5 GB, twice with their
    # gradient, plus the 16-bit logits 16.8 GB → ≈ 84 GB of loss terms beside ≈ 15 GB of NF4 weights: over one 80 GB
    # card with headroom, so the pick is a big card or a node. A fused loss never builds them: ≈ 15 GB + checkpointed
    # inputs 46 × 32,768 × 4,608 × 2 B ≈ 13.9 GB (offloaded by Unsloth) → one 48 GB card at a few % of that hour.
    # And Gemma-2 supports 8,192 tokens only (max_position_embeddings): that refusal leads the headline.
    ("微調 Gemma-2-27B 用 QLoRA，上下文 32k", True),
    # Qwen2.5-7B at 32k (its maximum, 32,768): 32,768 × 152,064 × (2 + 4 + 4 + 4) B ≈ 70 GB of HF loss terms vs
    # ≈ 5 GB of NF4 weights: logits-bound; fused → a 24 GB card. No context refusal.
    ("QLoRA Qwen2.5-7B at 32k context", False),
])
def test_logits_bound_training_says_the_fused_loss_card_in_the_headline(tmp_path, text, over):
    rec = chat(tmp_path, text)[0].recommendation
    assert rec is not None and rec.candidates and rec.headline is not None
    # the fused loss is what makes the small card fit, so the answer is planned with it (tools.recommend
    # fused_loss_route): the first row is that one card, and the HF default's machine and per-GPU need are named
    route = _find(rec.headline, "recommend.fused_loss_route")
    assert route is not None, rec.headline.en
    top = rec.candidates[0]
    assert top.gpu_count * top.instances == 1
    assert route.args["need"] * 1e9 > top.per_gpu_bytes
    assert "use_liger_kernel=True" in rec.headline.en
    lead = rec.headline.en.startswith("Gemma-2-27B supports at most 8,192 tokens")
    assert lead is over


@pytest.mark.slow
def test_a_serving_context_over_the_maximum_leads_with_the_refusal(tmp_path):
    # Gemma-2-27B, max_position_embeddings 8,192: serving asked at 32,768 is sized at the model's 8,192 (the longest
    # it runs, tools.recommend.at_model_context), said first with the catalog models that hold 32k.
    rec = chat(tmp_path, "serve Gemma-2-27B for 10 users at 32k context")[0].recommendation
    assert rec is not None and rec.headline is not None
    assert rec.headline.en.startswith("Gemma-2-27B supports at most 8,192 tokens")
    assert "so this is sized at 8,192 (for 32,768 tokens use Gemma-3-27B" in rec.headline.en


@pytest.mark.slow
def test_a_context_within_the_maximum_has_no_refusal_lead(tmp_path):
    # Llama-3.1-8B supports 131,072 tokens: 32k is within it, so no refusal lead.
    rec = chat(tmp_path, "serve Llama-3.1-8B for 10 users at 32k context")[0].recommendation
    assert rec is not None and rec.headline is not None
    assert "supports at most" not in rec.headline.en


# --- I. a mainland-China refusal states the job's size to ask a quote against --------------------------------------

def _family_sizes(rec):
    """The training family sizes named in a no-price answer (recommend.family.training, in the families' list)."""
    out = []

    def walk(m):
        if getattr(m, "code", None) == "recommend.family.training":
            out.append(m.args)
        for v in (getattr(m, "args", None) or {}).values():
            for x in v if isinstance(v, list) else [v]:
                walk(x)
    walk(rec.headline)
    for m in rec.nothing_fits:  # the headline now plans on the first family; the families' list follows it
        walk(m)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("text, tokens, params", [
    ("华北租卡微调Qwen3-8B全参数，数据大概10亿token，最便宜的方案", 1e9, 8.2e9),
    ("full fine-tune Llama-3.1-8B at 8k on 2B tokens, only in North China", 2e9, 8.0e9),
])
def test_a_china_refusal_gives_gpu_hours_and_memory_per_gpu(tmp_path, text, tokens, params):
    # Qwen3-8B full FT: 6 × 8.2e9 × 1e9 = 4.9e19 FLOPs; at 40 % of an H800's ≈ 989 TFLOPS dense BF16 ≈ 400 TFLOPS,
    # 4.9e19 / 4e14 ≈ 1.2e5 s ≈ 34 GPU-hours (more with attention at long context, less at a higher MFU): a quote is
    # asked against ≈ 20–150 GPU-hours on H800-class cards, and 131 GB of model states over ≥ 2 × 80 GB cards.
    rec = chat(tmp_path, text)[-1].recommendation
    assert rec is not None and not rec.candidates and rec.headline is not None
    sizes = _family_sizes(rec)
    assert sizes, rec.headline.en
    h800 = next(a for a in sizes if a["gpu"].startswith("H800"))
    flops_hours = 6 * params * tokens / 4e14 / 3600  # GPU-hours at 400 TFLOPS achieved
    assert 0.5 * flops_hours <= h800["gpu_hours"] <= 4 * flops_hours
    assert 2 <= h800["n"] <= 8 and 20e0 < h800["gb"] <= 80
    # 16 bytes a parameter (131 GB for Qwen3-8B) do not fit a 24 GB A10 without a dozen of them: never a quote
    # beside a family that holds it on 2–4 cards (SENSIBLE_FAMILY)
    assert not any(a["gpu"] == "A10" for a in sizes)
