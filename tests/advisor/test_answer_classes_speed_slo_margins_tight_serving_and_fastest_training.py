"""Answer classes an expert found wrong: a thin per-user margin over a wide PCIe TP group not flagged, a tight memory
fit ranked first for production serving, an FP8 plan as fast for much less buried under "fastest", and a "fastest"
full fine-tune priced on fully replicated optimizer states with gradient checkpointing (plus logits-bound training
priced on giant nodes while a fused loss holds it on one card). Asked in EN / 简体 / 繁體 where the class has words.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.recommend import PER_USER_ERROR, TIGHT_POOL_SHARE
from tools.schema import Msg

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def chat(tmp_path, *turns: str):
    engine = Engine(store=Store(tmp_path / "s.db"))
    return [engine.handle("t", t) for t in turns][-1]


def codes(m: object) -> set[str]:
    """Every message code inside `m` (a Msg, its nested arguments, lists of them)."""
    if isinstance(m, Msg):
        out = {m.code}
        for v in m.args.values():
            out |= codes(v)
        return out
    if isinstance(m, list | tuple):
        return set().union(*(codes(x) for x in m)) if m else set()
    return set()


def first_agrees(rec) -> None:
    """The headline, the recommended tier and the first row name the same machine."""
    top = rec.candidates[0]
    rec_tier = next(t for t in rec.spec_range if t.tier == "recommended")
    assert (rec_tier.instance, rec_tier.gpu) == (top.instance, top.gpu)
    assert top.instance in str(rec.headline.args) or top.instance in repr(rec.headline)


# --- a thin per-user margin against the user's own target, over a wide PCIe TP group -----------------------------

@pytest.mark.parametrize("text,words", [
    ("想喺香港租GPU行Mistral Small 24B，大約20個人同時用，每人每秒要有30 token", "餘量偏小"),
    ("serve Mistral Small 24B in Hong Kong for 20 concurrent users, each needs 30 tokens/s", "Thin margin"),
    ("在香港部署Mistral Small 24B，20个人同时用，每人每秒30个token", "余量偏小"),
])
def test_a_stated_speed_met_only_inside_the_error_on_pcie_tp_is_flagged(tmp_path, text, words):
    # Hand: Mistral-Small-24B BF16 = 23.6 B × 2 B = 47.1 GB; KV 2·40 layers·8 kv-heads·128·2 B = 164 KB/token ×
    # 20 users × 4,096 = 13.4 GB. Hong Kong lists only AWS g5.12xlarge (4 × A10G 24 GB, PCIe) that holds it: TP 4,
    # 11.8 GB of weights + 3.4 GB of KV per card read each decode step at 600 GB/s ≈ 25 ms ideal → ≈ 35 tok/s at
    # best, before any all-reduce. 35 against a stated 30 is +17 %, inside the at-load model's ±37 % error, and a TP 4
    # over PCIe loses 30–60 % of a step to all-reduce (35 × 0.7 ≈ 25 < 30). So the short answer must say the margin
    # is thin (and that the quoted figure is before the PCIe loss), never a bare ✅.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.per_user_tokens_per_s is not None and top.per_user_tokens_per_s < 30 * (1 + PER_USER_ERROR)
    # the thin pick that leads says its margin in the headline (a promoted margin plan says it beneath)
    head = rec.headline.find("recommend.headline_thin_margin") if rec.headline is not None else None
    beside = [m for m in rec.beside_pick if m.code.startswith("recommend.serving_thin")]
    assert head is not None or beside, r.text[:1500]
    assert words in r.text, r.text[:1500]
    thin = head if head is not None else beside[0]
    if top.gpu == "A10G" and top.layout.tp >= 4:
        # no published A10G TFLOPS, so no load point: the quoted figure is before the PCIe loss, and the line gives
        # the figure after the warned 30 % low end, below the quoted one
        assert thin.args["pcie_tps"] is not None and thin.args["pcie_tps"] < top.per_user_tokens_per_s
    first_agrees(rec)


# --- a tight memory fit is not the first row for production serving ---------------------------------------------

@pytest.mark.parametrize("text", [
    "serve gpt-oss-120b in Tokyo for about 20 users, 32k context for legal document analysis",
    "在东京部署gpt-oss-120b，大约20个用户，32k上下文，做合同审查",
])
def test_a_serving_pick_at_the_edge_of_its_pool_gives_way_to_a_roomy_plan(tmp_path, text):
    # Hand: gpt-oss-120b MXFP4 ≈ 63 GB of weights; KV only on its 18 full-attention layers, 2·18·8·64·2 B = 36.9 KB per
    # token × 20 users × 32,768 = 24 GB → ≈ 90 GB: 99 % of one GH200's ≈ 93 GB vLLM pool — inside the memory
    # estimate's own error (a few GB), a fit to test, not a production plan. A plan with room (4 × RTX A6000 as two
    # TP-2 replicas at ≈ 40 GB per card of 48, or a B200) is what an expert rents; the GH200 is the cheaper lever.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    rec_tier = next(t for t in rec.spec_range if t.tier == "recommended")
    assert rec_tier.breakdown is not None
    assert "recommend.tight_lead" not in codes(rec.headline), r.text[:900]
    beside = codes(rec.beside_pick)
    assert "recommend.tight_lever" in beside, r.text[:1500]
    lever = next(m for m in rec.beside_pick if m.code == "recommend.tight_lever")
    assert lever.args["share"] > TIGHT_POOL_SHARE
    assert "GH200" in str(lever.args["thin_machine"])
    # the tight plan is cheaper, and the roomy pick costs at most TIGHT_GIVES_WAY × it (or the tight one had < 5 % spare)
    assert 0 < lever.args["less"] < 1
    assert top.gpu != "GH200 (96GB HBM3)"
    first_agrees(rec)


def test_int4_serving_in_a_chat_does_not_lead_with_a_tight_fit(tmp_path):
    # Hand: Llama-3.3-70B INT4 ≈ 70.6 B × 0.5 B ≈ 38 GB (+ BF16 embeddings) and KV 2·80·8·128·2 B = 327 KB/token ×
    # 32 users × 4,096 = 42.9 GB → ≈ 85 GB: 92 % of one GH200's pool. A roomy plan at a similar price leads; the
    # GH200 is named as the cheaper, tight lever.
    r = chat(tmp_path, "部署llama3.3-70b推理，32并发", "用INT4呢")
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    tier = next(t for t in rec.spec_range if t.tier == "recommended")
    assert tier.breakdown is not None and tier.usable_bytes
    assert "recommend.tight_lead" not in codes(rec.headline), r.text[:900]
    assert top.gpu != "GH200 (96GB HBM3)", r.text[:900]
    first_agrees(rec)


@pytest.mark.parametrize("text,words", [
    ("部署Qwen3-235B-A22B MoE模型，128k上下文，10个并发，做合同审查，最快的方案", "首选约"),
    ("fastest way to serve Qwen3-235B-A22B with 128k context for 10 concurrent users for legal document analysis",
     "the pick (≈"),
])
def test_under_fastest_an_fp8_plan_as_fast_for_much_less_is_in_the_headline(tmp_path, text, words):
    # Hand: Qwen3-235B-A22B BF16 = 235 B × 2 B = 470 GB; KV 2·94·4·128·2 B = 192.5 KB/token × 131,072 ≈ 25 GB a user.
    # Per-user decode is bound by the ≈ 22 B active parameters read per step: 44 GB in BF16, 22 GB in FP8 — so FP8 on
    # H200s (4.8 TB/s) decodes as fast as BF16 on twice the H100s (3.35 TB/s), for about half to three quarters of the
    # price. Under "fastest" that is the same speed for much less, so it belongs in the headline, not a lever line,
    # with both speeds compared by the numbers (faster / slower beyond the 5 % tie: never "as fast" for 59 against 65).
    # Since "fastest" leads with a plan within a fifth of the top's per-user speed at a fraction of its price
    # (tools.recommend.within_band), the FP8 plan on 8 × B200 (≈ 59 tok/s, ≈ ¥385/h) is the pick itself, not a line
    # beside five 8 × H100 nodes (≈ 65 tok/s, ≈ ¥1,149/h: 9 % faster for 3× the price): either way in the headline.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    led = "fastest_precision.route" in codes(rec.headline)
    assert led or "recommend.headline_fp8" in codes(rec.headline), r.text[:1200]
    assert led or words in r.text.split("\n\n")[1] or words in r.text[:3000], r.text[:1500]
    first_agrees(rec)


# --- "fastest" full fine-tune: ZeRO-sharded states and no activation checkpointing where memory allows -----------

@pytest.mark.parametrize("text,words", [
    ("fastest box to full fine-tune Mistral-7B-v0.3 on 2B tokens, 8k seq, only in Europe", "no gradient checkpointing"),
    ("最快的方案：全参微调Mistral-7B，20亿token，序列8k，只要欧洲", "不开梯度检查点"),
])
def test_fastest_full_fine_tune_shards_states_and_drops_checkpointing(tmp_path, text, words):
    # Hand: 7.25 B params × 16 B (BF16 weights + grads, FP32 master + two Adam moments) = 116 GB: replicated on every
    # GPU that alone is 116 GB, which forced checkpointing on a 180 GB B200. Over 8 GPUs ZeRO-1 keeps 7.25 B × (2 + 2 +
    # 12/8) B ≈ 40 GB per GPU; 8k-token activations without checkpointing (≈ 34·s·h bytes a layer with flash attention:
    # 34 × 8,192 × 4,096 ≈ 1.1 GB × 32 layers ≈ 37 GB, plus logits) → ≈ 80–95 GB per GPU: fits, so the one extra
    # forward (~+33 % compute) is not paid. Time: 6 × 7.25e9 × 2e9 ≈ 8.7e19 FLOPs (+ attention at 8k) ÷ (8 × 2.25 PF ×
    # ~45 %) ≈ 3–4 h, not the 4.8 h a checkpointed plan takes.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.gradient_checkpointing is False, r.text[:900]
    assert top.layout.num_gpus > 1 and top.layout.zero_stage >= 1, r.text[:900]
    assert top.per_gpu_bytes < 7.25e9 * 16, r.text[:900]  # never the fully replicated 116 GB of states
    assert words in r.text, r.text[:900]
    first_agrees(rec)


@pytest.mark.parametrize("text", [
    "QLoRA Gemma-2-27B with 32k context",
    "用QLoRA微调Gemma-2-27B，上下文32k",
])
def test_logits_bound_training_is_planned_with_the_fused_loss(tmp_path, text):
    # Hand: Gemma-2's 256,000-token vocabulary makes the full FP32 logits of one 32,768-token sequence
    # 32,768 × 256,000 × 4 B = 33.5 GB, twice with their gradient, on top of checkpointed activations: that is what
    # filled 8 × B300 under the HF default loss, and data parallelism does not shard it. A fused, chunked cross-entropy
    # (Unsloth; HF's use_liger_kernel=True) never holds the whole logits: NF4 27 B ≈ 15 GB + activations → one 48 GB
    # card. The plan is that one card, with the default loss's machine named beside it.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.gpu_count * top.instances == 1, r.text[:900]
    assert "recommend.fused_loss_route" in codes(rec.headline), r.text[:900]
    assert "use_liger_kernel=True" in r.text
    route = next(m for m in [rec.headline] if m.code == "recommend.fused_loss_route")
    assert route.args["need"] > top.per_gpu_bytes / 1e9  # the default loss needs more per GPU than the fused plan
    first_agrees(rec)
