"""Memory and speed terms (checkpointing modes, attention FLOPs, utilisation across nodes, decode floors, KV precision,
serving pools): each term on a fixed case, with the reasoning in a comment."""

import json

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tests.fixtures import resolved
from tools.defaults import WorkloadError, resolve
from tools.memory import (
    checkpointing_mode,
    estimate_memory,
    layer_activation_bytes,
    selective_layer_elems_per_token,
    training_activation_bytes,
)
from tools.schema import Layout, Workload

# nothing here writes to a home (answers, estimates, readings only): one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

L3_8B = registry.get("Llama-3-8B")


def est(*args):
    return CliRunner().invoke(cli, ["estimate", *args])


# --- 1. selective activation checkpointing -----------------------------------------------------------

def test_selective_keeps_torchtitans_saved_ops_per_block():
    # torchtitan's op-SAC keeps the block input, wq's and wv's outputs, the attention output, w1's and
    # w2's outputs: h + q + v + q + i + h = 4096 + 4096 + 1024 + 4096 + 14336 + 4096 for Llama-3-8B
    assert selective_layer_elems_per_token(L3_8B) == 31_744
    tokens, layers = 2048, L3_8B.layers
    none = training_activation_bytes(L3_8B, 2048, 1, checkpointing="none")
    sel = training_activation_bytes(L3_8B, 2048, 1, checkpointing="selective")
    full = training_activation_bytes(L3_8B, 2048, 1, checkpointing="full")
    block = layer_activation_bytes(L3_8B, 2048, 1)
    # none − selective = (L − 1) blocks × (all a block keeps − what op-SAC keeps), exactly
    assert none - sel == (layers - 1) * (block - 31_744 * tokens * 2)
    assert full < sel < none
    assert 0.3 < (sel - (none - block * layers)) / (block * layers) < 0.45  # ≈ 40 % of the blocks' activations


def test_checkpointing_mode_resolution():
    # --gradient-checkpointing is the contract's synonym for full; torchtitan defaults to selective;
    # --no-gradient-checkpointing means none even for torchtitan
    assert checkpointing_mode(resolved(task="lora", gradient_checkpointing=True)) == "full"
    assert checkpointing_mode(resolved(task="lora", framework="torchtitan")) == "selective"
    assert checkpointing_mode(resolved(task="lora", framework="hf")) == "none"
    w, _ = resolve(Workload(task="pretrain", framework="torchtitan", gradient_checkpointing=False))
    assert checkpointing_mode(w) == "none"
    w, _ = resolve(Workload(task="pretrain", checkpointing="selective"))
    assert w.gradient_checkpointing is False and checkpointing_mode(w) == "selective"
    with pytest.raises(WorkloadError, match="contradicts"):
        resolve(Workload(task="pretrain", checkpointing="none", gradient_checkpointing=True))


@pytest.mark.slow
def test_checkpointing_flag_on_estimate_orders_the_peaks():
    peaks = {}
    for mode in ("none", "selective", "full"):
        r = est("--model", "llama-3-8b", "--task", "full_finetune", "--gpus", "8", "--zero", "3",
                "--seq-len", "8192", "--checkpointing", mode, "--json")
        assert r.exit_code == 0, r.output
        peaks[mode] = json.loads(r.output)["per_gpu_bytes"]["activations"]
    assert peaks["full"] < peaks["selective"] < peaks["none"]
    bad = est("--model", "llama-3-8b", "--task", "lora", "--checkpointing", "none", "--gradient-checkpointing")
    assert bad.exit_code == 2 and "contradicts" in bad.output


# --- 7. nf4 wherever QLoRA is ---------------------------------------------------------------------------

@pytest.mark.slow
def test_qlora_accepts_nf4_and_costs_the_same_as_its_default():
    # QLoRA *is* an NF4 base: --precision nf4 must be accepted and give the same memory as the default
    r = est("--model", "llama-3-8b", "--task", "qlora", "--precision", "nf4", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)["per_gpu_bytes"]
    w_default, _ = resolve(Workload(task="qlora"))
    w_nf4, _ = resolve(Workload(task="qlora", precision="nf4"))
    a = estimate_memory(L3_8B, w_default, Layout())
    b = estimate_memory(L3_8B, w_nf4, Layout())
    assert a.weights == b.weights == d["weights"] and a.total == b.total


# --- 2. attention FLOPs in training ----------------------------------------------------------------------

def test_attention_flops_are_12_L_s_d_halved_by_the_causal_kernel():
    from tools.speed import attention_flops_per_token, train_flops_per_token

    # Llama-3-8B at 8,192 tokens: 12 · 32 layers · 8,192 · 4,096 (32 heads × 128) = 1.288e10 FLOPs per token,
    # half of it with flash attention's causal kernel; against 6·N = 4.8e10 that is +13 % of the step
    full = 12 * 32 * 8192 * 4096
    assert attention_flops_per_token(L3_8B, 8192, causal_skip=False) == full
    assert attention_flops_per_token(L3_8B, 8192) == full / 2
    six_n = train_flops_per_token(L3_8B, "pretrain")
    assert train_flops_per_token(L3_8B, "pretrain", seq_len=8192) == six_n + full / 2
    # a sliding window caps the context: Mistral-7B v0.1 attends to 4,096 tokens at most
    mistral = registry.get("Mistral-7B")
    assert attention_flops_per_token(mistral, 32768) == attention_flops_per_token(mistral, 4096)


def test_long_context_training_is_slower_per_token():
    # llm-foundry's MPT-7B: 10,643 tokens/s/GPU at 2,048 tokens, 1,956 at 65,536 (published.py); without the
    # without the attention term both had the same speed
    from catalog.gpus import get_gpu
    from tools.speed import estimate_speed

    h100 = get_gpu("H100-SXM")
    speeds = []
    for seq in (2048, 8192, 32768):
        w, _ = resolve(Workload(task="pretrain", seq_len=seq, checkpointing="none", train_tokens=10**9))
        speeds.append(estimate_speed(L3_8B, w, h100, Layout(num_gpus=8, dp=8, zero_stage=3)).train_tokens_per_s)
    assert speeds[0] > speeds[1] > speeds[2] and speeds[2] < 0.6 * speeds[0]


# --- recomputation is counted once, from what each mode re-runs ----------------------------------------------

def test_recompute_factor_selective_matches_torchtitans_ratio():
    from tools.speed import recompute_factor, train_flops_per_token

    # torchtitan, Llama 2 13B on 64 A100s: no AC 2,162 tokens/s, selective op AC 1,904 (ratio 1.135). The op
    # policy re-runs wk, wo and w3: 40 layers × 5,120 × (5,120 + 5,120 + 13,824) per token, ×2 FLOPs
    l2 = registry.get("Llama-2-13B")
    model = train_flops_per_token(l2, "pretrain", seq_len=4096)
    extra = 2 * 40 * 5120 * (5120 + 5120 + 13824)
    assert recompute_factor(l2, "selective", model, 4096) == pytest.approx((model + extra) / model)
    assert 1.10 < recompute_factor(l2, "selective", model, 4096) < 1.16
    assert recompute_factor(l2, "full", model, 4096) == pytest.approx(4 / 3, abs=0.02)
    assert recompute_factor(l2, "none", model, 4096) == 1.0


def test_full_recompute_reruns_the_blocks_not_the_embedding_or_the_head():
    from tools.arch import count_params
    from tools.speed import full_recompute_params

    # every framework checkpoints block by block: Llama 3 8B's 128,256 × 4,096 embedding and its untied head
    # (2 × 525M) and the final norm are never re-run, so the recompute is 2 × the 6.98B block weights, not 2 × 8.03B
    l3 = registry.get("Llama-3-8B")
    blocks = count_params(l3, active=True) - 2 * 128256 * 4096 - 4096
    assert full_recompute_params(l3) == blocks
    assert 6.9e9 < blocks < 7.0e9


def test_non_reentrant_checkpointing_stops_before_the_down_projection():
    from tools.defaults import resolve
    from tools.speed import early_stop_applies, recompute_factor, train_flops_per_token

    # PyTorch's non-reentrant checkpoint stops once every tensor backward needs exists again; the down
    # projection's input is packed before that matmul runs, so torchtitan's full AC never re-runs it.
    # Llama 3 70B: 80 layers × 8,192 × 28,672 = 18.8B of the 68.4B block weights are not re-run
    l3 = registry.get("Llama-3-70B")
    model = train_flops_per_token(l3, "pretrain", seq_len=8192)
    full = recompute_factor(l3, "full", model, 8192)
    early = recompute_factor(l3, "full", model, 8192, early_stop=True)
    assert (full - early) * model == pytest.approx(2 * 80 * 8192 * 28672)
    assert early == pytest.approx(1.24, abs=0.01) and full == pytest.approx(4 / 3, abs=0.02)

    def applies(task, framework, model_name="Llama-3-70B"):
        w, _ = resolve(Workload(task=task, framework=framework, checkpointing="full"))
        return early_stop_applies(registry.get(model_name), w)
    assert applies("pretrain", "torchtitan") and applies("full_finetune", "torchtune")
    # HF's gradient checkpointing is reentrant by default; with LoRA the adapter's matmul after the frozen down
    # projection saves last; an MoE block's last saves are the router's combine after the experts
    assert not applies("pretrain", "hf") and not applies("lora", "torchtune")
    assert not applies("pretrain", "torchtitan", "Mixtral-8x7B")


def test_torchtitan_full_ac_is_faster_than_hf_by_the_skipped_matmul_only():
    from catalog.gpus import get_gpu
    from tools.defaults import resolve
    from tools.speed import estimate_speed

    # same job, same card, same layout: only the framework's checkpoint implementation differs, so the
    # throughput ratio is the ratio of executed FLOPs (attention at ATTENTION_SPEED included, unchanged)
    l3, a100 = registry.get("Llama-3-70B"), get_gpu("A100-80GB")
    layout = Layout(num_gpus=64, dp=64, zero_stage=3)
    tps = {}
    for fw in ("torchtitan", "hf"):
        w, _ = resolve(Workload(task="pretrain", seq_len=8192, batch_size=1, checkpointing="full", framework=fw))
        tps[fw] = estimate_speed(l3, w, a100, layout).train_tokens_per_s
    assert 1.05 < tps["torchtitan"] / tps["hf"] < 1.08


# --- 3. scaling never rises with more GPUs; the link decides ---------------------------------------------------

def test_utilisation_never_rises_across_a_node_boundary():
    from catalog.gpus import get_gpu
    from tools.speed import training_utilisation

    # once: 8 GPUs in a node at 0.35 × 0.94, 16 across two nodes at 0.40: 16 GPUs were 2.4× faster than 8
    for name in ("H100-SXM", "L4", "A100-80GB"):
        g = get_gpu(name)
        for rdma in (True, False):
            prev = 1.0
            for n in (1, 2, 4, 8, 16, 32, 64, 256, 2048):
                u = training_utilisation(n, max(1, n // 8), g, rdma=rdma)
                assert u <= prev, (name, n)
                prev = u


def test_an_l4_cluster_is_not_costed_like_infiniband():
    from catalog.gpus import get_gpu
    from tools.speed import training_utilisation

    l4, h100 = get_gpu("L4"), get_gpu("H100-SXM")
    # 0.493 of peak on one card (fitted); PCIe inside the node (c = 0.10 vs NVLink 0.02) and, without RDMA,
    # seed 002's Ethernet factor across nodes
    # seed 002's Ethernet factor across nodes
    assert training_utilisation(16, 2, l4) / 0.493 == pytest.approx(1 / (1 + 0.10 * 3) / (1 + 0.037 * 1))
    assert training_utilisation(16, 2, l4) < training_utilisation(16, 2, h100)
    assert training_utilisation(16, 2, l4, rdma=False) == pytest.approx(0.493 / (1 + 0.10 * 3) / (1 + 1.44 * 1))
    # two Ethernet-linked L4 nodes do less work per second than one: never worth renting the second
    assert 16 * training_utilisation(16, 2, l4, rdma=False) < 8 * training_utilisation(8, 1, l4)


# --- 4. per-layer latency floor in decode ------------------------------------------------------------------------

def test_decode_floor_per_layer_larger_for_routed_moe():
    from catalog.gpus import get_gpu
    from tools.speed import decode_layer_floor_s, estimate_speed

    qwen_moe = registry.get("Qwen3-30B-A3B")
    # fitted by benchmarks/fit_engine.py on every framework's fitted batch-1 logs (llama-bench on
    # an RTX PRO 6000 and llama-server on an L4 for llama.cpp): 32.7 µs per dense layer, 55.3 µs per routed layer
    # (v3: 40.8 / 57.8 from the three RTX PRO 6000 logs alone); a routed layer costs more than a dense one
    assert decode_layer_floor_s(L3_8B, "llama.cpp") == pytest.approx(32 * 32.7e-6)
    assert decode_layer_floor_s(qwen_moe, "llama.cpp") == pytest.approx(48 * 55.3e-6)
    # Qwen3-30B-A3B reads ~2 GB a token; on 1,792 GB/s the bandwidth alone allowed ~600 tok/s, the log shows
    # 252: the floor brings the estimate within 10 %
    w, _ = resolve(Workload(task="inference", precision="q4_k_m", seq_len=128, framework="llama.cpp"))
    got = estimate_speed(qwen_moe, w, get_gpu("RTX-PRO-6000")).decode_expected
    assert got == pytest.approx(251.61, rel=0.10)


def test_marlin_dequantisation_costs_awq_bytes_in_vllm_and_nothing_in_16_bit_or_llama_cpp():
    from tools.speed import QUANT_KERNEL_EFFICIENCY, decode_weight_bytes, dequant_extra_bytes, quantised_decode_bytes

    # Qwen2.5-7B (untied): an AWQ step reads every linear layer at 4.156 bits and the 16-bit LM head (152,064 × 3,584 ×
    # 2 B = 1.09 GB); the input table is looked up. The quantised part is everything but the head, and Marlin's fitted
    # 0.709 adds (1/0.709 − 1) ≈ 0.41 of it as bytes read at the plain rate. 16-bit weights and llama.cpp's GGUF types
    # (no fitted kernel figure) add nothing.
    qwen = registry.get("Qwen2.5-7B")
    head = 152_064 * 3_584 * 2
    quant = quantised_decode_bytes(qwen, "awq", 1)
    assert quant == pytest.approx(decode_weight_bytes(qwen, "awq", 1) - head)
    q = QUANT_KERNEL_EFFICIENCY["marlin"]
    assert dequant_extra_bytes(qwen, "awq", 1, "vllm") == pytest.approx(quant * (1 / q - 1))
    assert dequant_extra_bytes(qwen, "awq", 1, "sglang") == dequant_extra_bytes(qwen, "awq", 1, "vllm") > 0
    assert dequant_extra_bytes(qwen, "bf16", 1, "vllm") == 0
    assert dequant_extra_bytes(qwen, "q4_k_m", 1, "llama.cpp") == 0
    assert dequant_extra_bytes(qwen, "fp8", 1, "vllm") == 0  # no fitted FP8 row: the plain rate


# --- 5. KV precision, per-framework pools, the pool fit test ---------------------------------------------------

@pytest.mark.slow
def test_kv_precision_flag_halves_the_kv_cache_whatever_the_weights():
    # Llama-3-8B: 2 · 32 layers · 8 KV heads · 128 · 2 bytes = 131,072 B per token in 16-bit, 65,536 in fp8
    r16 = json.loads(est("--model", "llama-3-8b", "--concurrency", "8", "--seq-len", "8192", "--json").output)
    r8 = json.loads(est("--model", "llama-3-8b", "--concurrency", "8", "--seq-len", "8192", "--kv-precision", "fp8",
                        "--json").output)
    assert r16["kv_cache_bytes_per_token"] == 131_072 and r8["kv_cache_bytes_per_token"] == 65_536
    # 8 chats up to 8,192 tokens: ⌈0.1 × 8⌉ = 1 at 8,192 and 7 at the typical 4,096 (tools.chat_kv): 36,864 tokens
    assert r8["per_gpu_bytes"]["kv_cache"] * 2 == r16["per_gpu_bytes"]["kv_cache"] == 131_072 * (7 * 4096 + 8192)
    assert r8["per_gpu_bytes"]["weights"] == r16["per_gpu_bytes"]["weights"]  # the weights stay bf16
    bad = est("--model", "llama-3-8b", "--task", "lora", "--kv-precision", "fp8")
    assert bad.exit_code == 2 and "KV cache" in bad.output


def test_pool_fractions_by_framework():
    from tools.memory import VLLM_NON_TORCH_BYTES, kv_pool_bytes
    from tools.schema import GiB, MemoryBreakdown

    per = MemoryBreakdown(weights=16 * GiB, activations=2 * GiB)
    cap = 80 * GiB
    held = 18 * GiB + VLLM_NON_TORCH_BYTES
    assert kv_pool_bytes(per, cap, "vllm") == int(0.90 * cap - held)  # gpu_memory_utilization
    assert kv_pool_bytes(per, cap, "sglang") == int(0.88 * cap - held)  # mem_fraction_static
    assert kv_pool_bytes(per, cap, "trtllm") == int(0.90 * (cap - held))  # free_gpu_memory_fraction of what is free
    # TensorRT-LLM with FP8 weights keeps an FP8 KV cache: twice the sequences of a 16-bit one
    w, _ = resolve(Workload(task="inference", precision="fp8", framework="trtllm"))
    assert w.kv_precision == "fp8"


def test_pool_fit_compares_the_pool_with_the_card_not_pool_times_headroom():
    from catalog.gpus import get_gpu
    from tools.memory import kv_pool_bytes
    from tools.parallel import plan

    # Llama-3-8B bf16 on one L40S (48.0 GB usable), 48 users × 4,096: the KV (131,072 B × 4,096 × 48 = 25.8 GB)
    # fits vLLM's pool (0.9 × 48.0 − 16.1 weights − activations − non-torch ≈ 26.4 GB); estimate × 1.2 is 53.6 GB,
    # which a pool × headroom test compared with the card and refused
    l40s = get_gpu("L40S")
    w, _ = resolve(Workload(task="inference", seq_len=4096, concurrency=48, num_gpus=1))
    p = plan(L3_8B, w, l40s)
    pool = kv_pool_bytes(p.per_gpu, l40s.usable_bytes)
    assert p.fits and p.per_gpu.kv_cache <= pool
    assert p.per_gpu.total * 1.2 > l40s.usable_bytes  # pool × headroom would say "does not fit"
    # llama.cpp has no pool either, but it allocates the weights, the KV cache for the whole context and one
    # compute buffer once at start and never grows (a graded answer: a Q4_K_M 70B needing 48.8 GB of an RTX 6000 Ada's
    # 51.5 GB was refused by × 1.2): its estimate is judged against the card, not × 1.2
    w_llama, _ = resolve(Workload(task="inference", seq_len=4096, concurrency=48, num_gpus=1, framework="llama.cpp"))
    p_llama = plan(L3_8B, w_llama, l40s)
    assert p_llama.per_gpu.total <= l40s.usable_bytes < p_llama.per_gpu.total * 1.2 and p_llama.fits
    w_more, _ = resolve(Workload(task="inference", seq_len=4096, concurrency=60, num_gpus=1, framework="llama.cpp"))
    assert not plan(L3_8B, w_more, l40s).fits  # 60 × 4,096 × 128 KiB = 32.2 GB of KV + 16.1 GB weights > 48.0 GB


# --- 6. automatic checkpointing shows both figures -------------------------------------------------------------

@pytest.mark.slow
def test_auto_checkpointing_reports_the_peak_without_it_and_why():
    # Llama-3-8B LoRA at 4,096 tokens on an A10 (24 GB): without checkpointing the peak is ≈ 38 GB, over the card
    # even before the 1.2 headroom; the planner switches full checkpointing on and the answer must say both
    r = est("--model", "llama-3-8b", "--task", "lora", "--gpu", "A10", "--seq-len", "4096", "--json")
    d = json.loads(r.output)
    with_ck, without = d["per_gpu_bytes"]["total"], d["per_gpu_bytes_without_checkpointing"]["total"]
    assert without > 24e9 > with_ck * 1.2
    note = next(a for a in d["assumptions"] if "switched on to fit" in a)
    assert f"{without / 1e9:,.1f} GB" in note and f"{with_ck / 1e9:,.1f} GB" in note and "slower" in note
    # stated explicitly, nothing is switched on behind the user's back: no second figure
    d2 = json.loads(est("--model", "llama-3-8b", "--task", "lora", "--gpu", "A10", "--seq-len", "4096",
                        "--gradient-checkpointing", "--json").output)
    assert "per_gpu_bytes_without_checkpointing" not in d2
    assert not any("switched on to fit" in a for a in d2["assumptions"])


def test_decode_reads_each_tensor_at_its_own_bits_and_not_the_input_table():
    from tools.arch import routed_expert_params, total_params
    from tools.speed import decode_weight_bytes

    # gpt-oss-120b in MXFP4: only the routed experts are 4.25-bit; attention, router, norms and the LM head
    # stay 16-bit, and the 201,088 × 2,880 input table is looked up, one row a token. At batch 1 a step reads
    # the 16-bit dense part (less the input table) plus 4 of 128 experts at 4.25 bits: ≈ 5.0 GB, not the earlier term's
    # 3.2 GB (the whole file scaled by the parameters read, at the file's 4.4-bit average)
    oss = registry.get("gpt-oss-120b")
    routed = routed_expert_params(oss)
    dense16 = (total_params(oss) - routed - 201_088 * 2_880) * 2
    expected = dense16 + routed * (4 / 128) * (4 + 8 / 32) / 8
    assert decode_weight_bytes(oss, "mxfp4", 1) == pytest.approx(expected, rel=1e-9)
    assert 4.8e9 < expected < 5.2e9
    # a dense GGUF file: everything but token_embd (kept in the base type, Q4_K = 4.5 bits) is read per token
    from tools.memory import weight_bytes
    assert decode_weight_bytes(L3_8B, "q4_k_m", 1) == pytest.approx(
        weight_bytes(L3_8B, "q4_k_m") - 128_256 * 4096 * 4.5 / 8, rel=1e-9)
    # a tied table is the LM head as well: read in full
    tied = registry.get("Llama-3.2-3B")
    assert tied.tied_embeddings and decode_weight_bytes(tied, "bf16", 1) == weight_bytes(tied, "bf16")


def test_sglang_has_its_own_decode_floor_and_other_frameworks_say_they_borrow_llama_cpps():
    from catalog.gpus import get_gpu
    from tools.speed import DECODE_LAYER_FLOOR_S, decode_layer_floor_s, estimate_speed

    # SGLang cookbook: Qwen3-235B-A22B on 8 × B200 at TP 8, batch 1, median TPOT 10.12 ms (fitted): beyond the bytes
    # and the two all-reduces, its 94 routed layers cost ≈ 80 µs each there, over llama.cpp's 57.8 µs on one card;
    # the estimate reproduces the log
    qwen = registry.get("Qwen3-235B-A22B")
    w, _ = resolve(Workload(task="inference", precision="bf16", seq_len=2000, concurrency=1, framework="sglang"))
    got = estimate_speed(qwen, w, get_gpu("B200"), Layout(num_gpus=8, tp=8))
    assert got.decode_expected == pytest.approx(1000 / 10.12, rel=0.01)
    assert any("SGLang's" in a.en and "TP 8" in a.en for a in got.assumptions)
    assert decode_layer_floor_s(qwen, "sglang") > decode_layer_floor_s(qwen, "llama.cpp")
    # vLLM has its own fitted batch-1 logs since docs/ENGINE.md "Fifth pass" (ree2raz/inference-bench, one card) and says
    # so; TGI has none: it uses llama.cpp's floor and the answer says so
    assert "vllm" in DECODE_LAYER_FLOOR_S and "tgi" not in DECODE_LAYER_FLOOR_S
    wv, _ = resolve(Workload(task="inference", seq_len=2000, framework="vllm"))
    v = estimate_speed(qwen, wv, get_gpu("B200"), Layout(num_gpus=8, tp=8))
    assert any("vLLM's, fitted on published vLLM" in a.en for a in v.assumptions)
    assert decode_layer_floor_s(qwen, "tgi") == decode_layer_floor_s(qwen, "llama.cpp")
    wt, _ = resolve(Workload(task="inference", seq_len=2000, framework="tgi"))
    t = estimate_speed(qwen, wt, get_gpu("B200"), Layout(num_gpus=8, tp=8))
    assert any("no published tgi batch-1 log" in a.en for a in t.assumptions)


def test_pcie_allreduce_latency_grows_with_the_ring_and_nvlink_stays_flat():
    # NCCL's ring all-reduce takes 2(n − 1) steps; over PCIe each is a hop through the host fabric. Measured 8-byte
    # all_reduce_perf on 8 PCIe cards: 42.14 µs (8 × RTX 4090, NVIDIA/nccl#1530) and 54.18 µs (8 × RTX 3090,
    # NVIDIA/nccl#1439), so the 8-card figure is their mean, 48.16 µs, and a 2-card ring pays NCCL's 6.6 µs base + 2
    # hops of (48.16 − 6.6) ÷ 14 = 2.969 µs ≈ 12.5 µs. NVLink keeps its flat 10 µs (the SGLang floor is fitted beyond it).
    from tools.speed import allreduce_latency_s

    assert allreduce_latency_s("pcie", 8) == pytest.approx(48.16e-6, rel=1e-3)
    assert allreduce_latency_s("pcie", 2) == pytest.approx(12.54e-6, rel=1e-3)
    assert allreduce_latency_s("pcie", 2) < allreduce_latency_s("pcie", 4) < allreduce_latency_s("pcie", 8)
    assert allreduce_latency_s("nvlink", 2) == allreduce_latency_s("nvlink", 8) == 10e-6


def test_deepseek_v3_over_an_8_card_pcie_ring_pays_122_measured_allreduces_a_token():
    # DeepSeek-V3 (61 layers, hidden 7,168) at TP 8 on 8 × H100 NVL: the NVLink bridges join pairs only (max TP 2), so
    # the ring runs over PCIe 5.0, and a ring step waits for its slowest edge (the bridged pairs do not shorten it).
    # One stream: 2 × 61 = 122 all-reduces of 48.16 µs + ⅞ · 2 · 7,168 · 2 B = 25,088 B at 50 GB/s (the ≈ 50 GB/s a
    # PCIe 5.0 x16 link carries) ≈ 0.50 µs → 122 × 48.66 µs ≈ 5.94 ms a token; v3's flat 30 µs gave 3.7 ms.
    from catalog.gpus import get_gpu
    from tools.speed import tp_allreduce_s, tp_link

    v3, nvl = registry.get("DeepSeek-V3"), get_gpu("H100 NVL")
    assert (v3.layers, v3.hidden) == (61, 7168) and tp_link(nvl, 8) == "pcie" and tp_link(nvl, 2) == "nvlink"
    assert tp_allreduce_s(v3, nvl, 8, 1) == pytest.approx(5.94e-3, rel=0.01)


def test_zero3_over_pcie_waits_for_its_gathers():
    # Llama-3-8B (8.03 B parameters, 16.06 GB in bf16) fully fine-tuned with ZeRO-3 on 8 × L40S (PCIe 4.0, no NVLink):
    # each micro-batch of 1 × 2,048 tokens a GPU receives ⅞ of (2 × 16.06 GB of weights gathered for forward and
    # backward + 16.06 GB of bf16 gradients reduce-scattered) = 42.2 GB at ≈ 25 GB/s ≈ 1.69 s, where its compute takes
    # ≈ 0.8 s: the step is bound by the link, 8 × 2,048 ÷ 1.69 s ≈ 9,710 tokens/s in all. A micro-batch of 4 moves the
    # same 42.2 GB for 4 × the tokens (1.69 s of link against ≈ 3.2 s of compute): compute-bound again, > 2 × faster.
    # NVLink cards (A100 SXM), ZeRO-2 (gradients synced at the accumulation boundary) and two machines (the NIC is
    # the link there) are not bounded by this term.
    from catalog.gpus import get_gpu
    from tools.speed import estimate_speed, sharded_pcie_s_per_token

    arch = registry.get("Llama-3-8B")
    w, _ = resolve(Workload(task="full_finetune", seq_len=2048, train_tokens=10**9))
    l40s, eight = get_gpu("L40S"), Layout(num_gpus=8, dp=8, zero_stage=3)
    got = estimate_speed(arch, w, l40s, eight)
    assert got.train_tokens_per_s == pytest.approx(8 * 2048 / (42.2e9 / 25e9), rel=0.01)
    assert any("ZeRO-3/FSDP over PCIe" in a.en for a in got.assumptions)
    w4, _ = resolve(Workload(task="full_finetune", seq_len=2048, batch_size=4, train_tokens=10**9))
    assert estimate_speed(arch, w4, l40s, eight).train_tokens_per_s > 2 * got.train_tokens_per_s
    assert sharded_pcie_s_per_token(arch, w, get_gpu("A100 80GB SXM"), eight) == 0.0
    assert sharded_pcie_s_per_token(arch, w, l40s, Layout(num_gpus=8, dp=8, zero_stage=2)) == 0.0
    assert sharded_pcie_s_per_token(arch, w, l40s, Layout(num_gpus=16, dp=16, zero_stage=3)) == 0.0  # 2 machines


@pytest.mark.parametrize("model, gpu, precision, stream", [
    ("Qwen2.5-32B", "RTX 3090", "awq", 0.913),  # GDDR6X: 921.9 of 1,008 GB/s on an RTX 4090
    ("Llama-3.1-70B", "A100 40GB SXM", "int4", 0.887),  # HBM2e: 1,379.7 of 1,555 GB/s on an A100-40GB
])
def test_decode_never_reads_faster_than_a_streaming_copy_on_that_memory(model, gpu, precision, stream):
    # read "42 tok/s on a 3090 ≈ 94 % of peak". A decode step cannot read its bytes faster than a pure
    # streaming kernel does on the same memory (xytpai/nvbench global_memory_bandwidth: 0.913 of peak on GDDR6X, 0.887 on
    # HBM2e). The engine reads at 0.814 of the datasheet (0.896 before the refit) plus a fixed latency per
    # layer, so its overall share (bytes a token × tokens/s ÷ peak) stays under both.
    from catalog.gpus import get_gpu
    from tools.memory import kv_cache_bytes
    from tools.speed import decode_weight_bytes, estimate_speed

    arch, g = registry.get(model), get_gpu(gpu)
    w, _ = resolve(Workload(task="inference", precision=precision, seq_len=8192, concurrency=1))
    sp = estimate_speed(arch, w, g, Layout(), kv_tokens=4096)
    read = decode_weight_bytes(arch, precision, 1) + kv_cache_bytes(arch, 4096, 1, "bf16")
    share = read * sp.decode_expected / (g.bandwidth_gb_s * 1e9)
    # 4-bit weights in vLLM go through Marlin's dequantising kernels (fitted 0.709 of the 0.814
    # read share), so the share of peak a 4-bit step reaches is ≈ 0.814 × 0.709 ≈ 0.58 less the floor's part (≈ 0.56
    # for the 32B on a 3090), no longer ≈ 0.80: the lower bound is 0.5; the upper bound is unchanged
    assert 0.5 < share < min(stream, 0.896)


def test_an_mi300x_tensor_parallel_step_pays_rccl_latency_not_nvlinks():
    # Llama-3.1-70B (80 layers, hidden 8,192) at TP 8 on 8 × MI300X (Infinity Fabric, 896 GB/s in the catalog's link
    # column): one stream's step makes 2 × 80 = 160 all-reduces of 27 µs (Infinity Fabric's fitted RCCL latency) +
    # ⅞ · 2 · 8,192 · 2 B = 28,672 B at 896 GB/s ≈ 0.03 µs → 160 × 27.03 µs ≈ 4.325 ms. The same group of H100 SXM
    # pays NCCL's 10 µs: 160 × (10 µs + 28,672 B at 900 GB/s ≈ 0.03 µs) ≈ 1.605 ms. More cards never lower the charge.
    from catalog.gpus import get_gpu
    from tools.speed import fabric_allreduce_latency_s, tp_allreduce_s

    m, mi, h = registry.get("Llama-3.1-70B"), get_gpu("MI300X"), get_gpu("H100 SXM")
    assert (m.layers, m.hidden) == (80, 8192)
    assert fabric_allreduce_latency_s(mi, 8) == 27e-6 and fabric_allreduce_latency_s(h, 8) == 10e-6
    assert tp_allreduce_s(m, mi, 8, 1) == pytest.approx(4.325e-3, rel=2e-3)
    assert tp_allreduce_s(m, h, 8, 1) == pytest.approx(1.605e-3, rel=2e-3)
    assert tp_allreduce_s(m, mi, 2, 1) < tp_allreduce_s(m, mi, 4, 1) < tp_allreduce_s(m, mi, 8, 1)


def test_vllm_on_rocm_reads_fp8_weights_slower_beyond_one_stream():
    # vLLM's ROCm FP8 linear runs the skinny wvSplitKQ kernel for up to 4 rows (1 in v0.10.0, whose table was fitted);
    # 8 streams go through hipBLASLt at the fitted 0.68 of the plain rate. Llama-3.1-70B: 70.55 B parameters less the
    # 16-bit input embedding and LM head (2 × 128,256 × 8,192 = 2.10 B) ≈ 68.45 B FP8 bytes, × (1/0.68 − 1) = 0.4706
    # → ≈ 32.2 GB more a step across the TP-8 group (≈ 4.0 GB a card). Up to 4 streams, an NVIDIA card, 16-bit weights
    # or another framework: nothing.
    from catalog.gpus import get_gpu
    from tools.speed import rocm_gemm_extra_bytes

    m, mi, h = registry.get("Llama-3.1-70B"), get_gpu("MI300X"), get_gpu("H100 SXM")
    assert rocm_gemm_extra_bytes(m, mi, "fp8", 8, "vllm") == pytest.approx(32.2e9, rel=5e-3)
    assert rocm_gemm_extra_bytes(m, mi, "fp8", 1, "vllm") == rocm_gemm_extra_bytes(m, mi, "fp8", 4, "vllm") == 0
    assert rocm_gemm_extra_bytes(m, mi, "fp8", 5, "vllm") > 0
    # fitted on TP-8 shards only: a whole layer on one card (or a TP-2/4 shard) is not charged
    assert rocm_gemm_extra_bytes(m, mi, "fp8", 8, "vllm", tp=1) == 0
    assert rocm_gemm_extra_bytes(m, mi, "fp8", 8, "vllm", tp=4) == 0
    assert rocm_gemm_extra_bytes(m, h, "fp8", 8, "vllm") == 0
    assert rocm_gemm_extra_bytes(m, mi, "bf16", 8, "vllm") == 0
    assert rocm_gemm_extra_bytes(m, mi, "fp8", 8, "sglang") == 0
