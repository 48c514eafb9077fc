"""Lower-precision routes on stated hardware: "can 4 × RTX 4090 run a 70B?" is answered in the precision that
fits them, not with a flat "no" in BF16.

A 70B on 4 × 4090 in INT4 (≈ 40 GB of weights, 65 GB with its KV cache, of
96 GB) is the usual way and was called "no"; a Q4_K_M user was offered INT4; an FP8 KV cache that makes one
H100 hold AWQ-72B at 32k × 4 was never computed; FP8 was offered on a T4 (sm_75 has no FP8 kernels).

Routes are tried in order of what they cost in quality (an 8-bit KV cache first, then 8-bit weights, then
4-bit AWQ/GPTQ weights, each with and without the 8-bit cache), and only where:
- the user did not state the precision being lowered (a Q4_K_M, AWQ or FP8 model keeps its weights; only
  an unstated KV cache may go to 8 bits), and the current precision is above the route's;
- the stated card's kernels run the route (tools.compat.kernel_problem: no FP8 weights on a T4);
- the engine has the format: llama.cpp caches q8_0 (`-ctk q8_0 -ctv q8_0`, with `-fa`) and loads GGUF files (Q8_0,
  then Q4_K_M, the tag Ollama pulls by default), vLLM / SGLang fp8 (`--kv-cache-dtype fp8`); AWQ/GPTQ weights are
  vLLM / SGLang / TGI formats.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools import compat
from tools.arch import total_params
from tools.defaults import DEFAULT_MICRO_BATCH, serves
from tools.memory import optimizer_bytes_per_param
from tools.owned_device import answered_on_device
from tools.schema import GGUF_FORMATS, GPUSpec, MemoryBreakdown, ModelArch, Msg, ParallelPlan, Resolved, Workload
from tools.speed import PCIE_GBPS_X16

SIXTEEN_BIT = ("bf16", "fp16", "fp32")
FOUR_BIT = ("int4", "awq", "gptq", "mxfp4", "nf4", *GGUF_FORMATS)


def _kv8(w: Resolved) -> str:
    return "q8_0" if w.framework == "llama.cpp" else "fp8"


def _w8(arch: ModelArch, w: Resolved, gpu: GPUSpec | None) -> str | None:
    """8-bit weights the card runs: FP8 (native, or weight-only Marlin on Ampere for dense vLLM), else W8A8 INT8."""
    for p in ("fp8", "int8"):
        probe = w.model_copy(update={"precision": p})
        if gpu is None or compat.kernel_problem(gpu, p, None, weight_only_fp8=compat.weight_only_fp8(arch, probe)) is None:
            return p
    return None


def route_workloads(arch: ModelArch, asked: Workload, w: Resolved, gpu: GPUSpec | None) -> list[tuple[Msg, Workload]]:
    """The routes worth computing on the stated hardware, least lossy first, each as (label, the user's
    workload with the route's precisions). Empty for training, a stated precision already at 4 bits, an engine
    without the formats, or a machine with no CUDA stack or no vLLM (Apple silicon, a Pascal card: tools.owned_device says its own
    GGUF route, in llama.cpp's terms, never a vLLM pool)."""
    if not serves(w.task) or w.framework in ("trtllm",) or answered_on_device(gpu):
        return []
    fw = w.framework
    kv_free = asked.kv_precision is None and w.kv_precision in SIXTEEN_BIT
    if kv_free and gpu is not None and compat.kernel_problem(gpu, w.precision, _kv8(w)) is not None:
        kv_free = False  # an FP8 cache needs sm_80+ (software conversion before Ada)
    weights_free = asked.precision is None and w.precision not in FOUR_BIT
    out: list[tuple[Msg, Workload]] = []
    kv = _kv8(w)
    kv_label = Msg(code="routes.kv8", args={"kv": kv})
    if kv_free:
        out.append((kv_label, asked.model_copy(update={"kv_precision": kv})))
    if weights_free and fw == "llama.cpp":  # GGUF files: Q8_0, then Q4_K_M (Ollama's default tag)
        for p in ("q8_0", "q4_k_m"):
            label = Msg(code="routes.gguf", args={"p": p})
            out.append((label, asked.model_copy(update={"precision": p})))
            if kv_free:
                out.append((Msg(code="routes.and", args={"label": label, "kv": kv_label}),
                            asked.model_copy(update={"precision": p, "kv_precision": kv})))
        return out
    if weights_free:
        w8 = _w8(arch, w, gpu) if w.precision in SIXTEEN_BIT else None
        # 4-bit weights the card runs: AWQ (sm_75+), else GPTQ (sm_70+: 8 × V100 hold a 70B in GPTQ INT4, ≈ 39 GB)
        w4 = next((p for p in ("awq", "gptq") if gpu is None or compat.kernel_problem(gpu, p, None) is None), None)
        steps: list[tuple[str, Msg]] = []
        if w8:
            steps.append((w8, Msg(code="routes.weights", args={"upper": w8.upper()})))
        if w4 is not None:
            steps.append((w4, Msg(code="routes.int4_weights_an_awq" if w4 == "awq" else "routes.int4_weights_a_gptq")))
        for p, label in steps:
            out.append((label, asked.model_copy(update={"precision": p})))
            if kv_free:
                out.append((Msg(code="routes.and", args={"label": label, "kv": kv_label}),
                            asked.model_copy(update={"precision": p, "kv_precision": kv})))
    return out


def stated_hardware_routes(arch: ModelArch, asked: Workload, w: Resolved,
                           gpu: GPUSpec | None) -> list[tuple[Msg, Workload]]:
    """`route_workloads`, and when a stated precision above 4 bits leaves none, the routes below it, each labelled as
    below what was asked: "能跑FP8吗？不行的话…" asks about FP8, it does not forbid INT4
    (DeepSeek-V3 on the user's 8 × A800 80 GB — FP8 needs 671 GB > 8 × 77 GB, "no lower precision left" was said,
    while AWQ INT4 ≈ 671e9 × 0.5 B ≈ 336 GB + scales fits those same cards with ~200 GB left for the KV cache)."""
    routes = route_workloads(arch, asked, w, gpu)
    one_card = gpu is not None and asked.num_gpus == 1  # "is one L4 enough?": its 4-bit plan is the one to test
    if asked.precision is None or asked.precision in FOUR_BIT or w.framework == "llama.cpp" \
            or (routes and not w.owned_gpus and not w.runs_now and not one_card):
        return routes
    # the asked precision's own routes (an FP8 KV cache) first; then, on cards the user owns or on ONE named rented
    # card (Mistral-Small-3.1-24B FP8 on one L4: ≈ 25 GB of weights alone; AWQ ≈ 14.5 GB fits with 5 users' KV), the
    # weights below it
    # also when such a route exists: FP8 GLM-4.5 (≈ 355 GB) on an owned 4 × H100 (4 × 77 GB pools) was tried with an
    # FP8 KV cache only and refused, while INT4 (≈ 178 GB + scales) leaves ≈ 100 GB of those cards for the KV cache.
    # A rented box the user already runs the work on and that runs out of memory there (runs_now: "Mixtral-8x7B in fp16
    # keeps OOMing on our g5.12xlarge": 46.7e9 × 2 B ≈ 93 GB > 4 × 21.6 GB pools) is fixed on that box first, as owned
    # cards are: AWQ INT4 ≈ 46.7e9 × 0.5 B ≈ 23 GB + scales ≈ 26 GB fits the four A10Gs, before any bigger machine.
    # Rented cards merely named keep the asked precision: one machine of a bigger card holds it as asked (DeepSeek-R1
    # FP8 on 8 × H100 is one 8 × H200 box, never INT4 on the H100s)
    free = asked.model_copy(update={"precision": None})
    return routes + [(Msg(code="routes.below_asked", args={"asked": asked.precision.upper(), "label": label}), wl)
                     for label, wl in route_workloads(arch, free, w, gpu) if wl.precision is not None]


def precision_words(w: Resolved) -> Msg:
    """The weights and KV cache a workload runs, in words ("BF16 weights and a 16-bit KV cache")."""
    kv = w.kv_precision
    return Msg(code="routes.weights_and_a_kv", args={"p": w.precision.upper(),
                                                     "kv": "16-bit" if kv in SIXTEEN_BIT else kv.upper()})


# --- full training on stated hardware: the optimizer routes ---------------------------------------------------------

FULL_TRAINING = ("full_finetune", "pretrain")


def training_routes(asked: Workload, w: Workload, gpu: GPUSpec | None, *, wall: str = "") -> list[tuple[Msg, Workload]]:
    """A full fine-tune (or pretraining) that plain AdamW does not fit on the stated hardware: the optimizer routes
    that keep full training, least change first (full FT of an 8B on one 80 GB card answered a flat "no"
    and pointed at a B200).

    - 8-bit AdamW (bitsandbytes AdamW8bit; PagedAdamW8bit pages the states to host RAM on a spike): moments in 1 byte
      each instead of 4 (2 B/param instead of 8), same engine and layout. Dettmers et al. 2021 (arXiv:2110.02861)
      show 8-bit Adam matches 32-bit Adam's quality on fine-tuning and pretraining benchmarks.
    - torchtune's single-device full fine-tune recipe (recipes/configs/llama3_1/8B_full_single_device.yaml:
      bitsandbytes PagedAdamW8bit, `optimizer_in_bwd: True`, pure bf16): no FP32 master copy and each gradient freed
      once its parameter is updated, ≈ 4 B/param of model states (tools.memory.optimizer_in_backward). One GPU only.

    Only below what the user stated, as the weight routes are ("full fine-tune … with AdamW", "… in HF
    Trainer", "… with DeepSpeed" each got a flat "no" on one H100 although the 8-bit routes hold it): a stated AdamW
    is AdamW with 32-bit moments, and 8-bit AdamW is the same optimizer with 8-bit ones, so it is tried; a stated
    8-bit AdamW keeps its optimizer (torchtune's recipe, which drops the FP32 master copy, is still tried) and SGD
    gets no route. A stated engine other than torchtune gets torchtune's recipe as a change
    of engine, said so (HF with 8-bit AdamW keeps the FP32 master copy: 10 B/param, 80 GB for an 8B). Only on a card
    with BF16 (torchtune trains in pure bf16). `wall`: the largest memory term of the plan on the stated hardware;
    the sharded recipe (distributed_route) is tried first only when it is the activations (the engine's loss and
    layer inputs), where changing the engine is what helps, not when the optimizer states are the wall."""
    if w.task not in FULL_TRAINING or asked.optimizer == "sgd":
        return []
    out = distributed_route(asked, w, gpu) if wall == "activations" else []
    out += [] if asked.optimizer == "adamw_8bit" else [
        (Msg(code="routes.adamw8"), asked.model_copy(update={"optimizer": "adamw_8bit"}))]
    single = (w.num_gpus or 1) == 1
    if single and (gpu is None or gpu.bf16_support):
        recipe = Msg(code="routes.torchtune_single")
        if asked.framework not in (None, "torchtune"):
            recipe = Msg(code="routes.torchtune_instead", args={"recipe": recipe, "engine": asked.framework})
        out.append((recipe, asked.model_copy(update={"optimizer": "adamw_8bit", "framework": "torchtune"})))
    return out


def distributed_route(asked: Workload, w: Workload, gpu: GPUSpec | None) -> list[tuple[Msg, Workload]]:
    """Before any optimizer change, the same optimizer sharded: torchtune's distributed full fine-tune recipe
    (recipes/full_finetune_distributed.py, configs llama3_1/8B_full.yaml: FSDP full shard of weights, gradients and
    AdamW states over the GPUs, activation checkpointing, a chunked cross-entropy that never holds the whole FP32
    logits, pure BF16), where HF Trainer's loss on whole FP32 logits is what does not fit (attack review: 8B × 16 B =
    128 GB of states is 8 GB per GPU over 16 cards, yet the answer went to 8-bit AdamW on 16 GPUs). Only where the
    count is not one GPU, the engine is not torchtune already, and the card has BF16; a stated other engine is named
    as changed."""
    if (w.num_gpus or 0) == 1 or w.framework == "torchtune" or (gpu is not None and not gpu.bf16_support):
        return []
    recipe = Msg(code="routes.torchtune_distributed")
    if asked.framework not in (None, "torchtune"):
        recipe = Msg(code="routes.torchtune_instead", args={"recipe": recipe, "engine": asked.framework})
    return [(recipe, asked.model_copy(update={"framework": "torchtune"}))]


ADAPTER_TRAINING = ("lora", "qlora")
LONG_SEQ = 2048  # below this a shorter sequence is no route (the job's documents would be cut to nothing useful)


def memory_routes(asked: Workload, w: Resolved) -> list[tuple[Msg, Workload]]:
    """LoRA / QLoRA that does not fit the stated cards at the framework's defaults: the settings that shrink
    activations and logits, stacked least change first, each route adding one to the one before
    (QLoRA of a 32B at 8k on 2 × RTX 4090 got "no, rent" while the fused loss alone makes it fit):

    1. a fused, chunked cross-entropy (Unsloth's fused linear + CE; in HF Trainer `use_liger_kernel=True`, Liger
       Kernel, Hsu et al. 2024, arXiv:2410.10989): the full-vocabulary FP32 logits (seq × vocab × 4 B, 5 GB for
       Qwen's 152,064 vocab at 8k) are never materialised; the loss is the same. Computed as Unsloth (its terms
       in tools.memory: no whole logits, layer inputs offloaded to CPU RAM). On several cards the label names HF
       Trainer's FSDP-QLoRA with Liger (Unsloth's open-source build is single-GPU first), whose checkpointed layer
       inputs stay on the GPU: a few GB more than the figure (5.4 GB for Qwen2.5-32B at 8k).
    2. gradient checkpointing (recompute each layer in backward; ≈ 30 % slower, same result);
    3. micro-batch 1 with gradient accumulation to keep the effective batch (same result, slower);
    4. half the sequence length: the only one that changes the job (longer examples are cut), so last and said, and
       only when no length was stated (a stated "序列长度8k" is the job; it was once cut to 4,096 unasked).

    A paged 8-bit optimizer is no route here: an adapter's optimizer states are a few hundred MB at most (full
    training gets it from training_routes). A stated framework other than HF keeps its loss; a stated "no
    checkpointing" is offered back as a route (it changes the step time, not the result)."""
    if w.task not in ADAPTER_TRAINING:
        return []
    steps: list[tuple[Msg, dict[str, object]]] = []
    if w.framework in ("hf", "deepspeed") and asked.framework in (None, "hf"):
        steps.append((Msg(code="routes.fused_loss", args={"multi": (w.num_gpus or 1) > 1}), {"framework": "unsloth"}))
    if w.gradient_checkpointing is False:  # unset: the planner already turns it on where it is needed
        steps.append((Msg(code="routes.checkpointing"), {"gradient_checkpointing": True}))
    b = w.batch_size if w.batch_size is not None else DEFAULT_MICRO_BATCH  # set for training (tools.defaults)
    if b > 1:
        steps.append((Msg(code="routes.micro_batch", args={"accum": b * (w.grad_accum or 1)}),
                      {"batch_size": 1, "grad_accum": b * (w.grad_accum or 1)}))
    if w.seq_len >= LONG_SEQ and asked.seq_len is None:  # a stated length is the job's: never cut unasked
        steps.append((Msg(code="routes.half_sequence", args={"half": w.seq_len // 2}), {"seq_len": w.seq_len // 2}))
    out: list[tuple[Msg, Workload]] = []
    update: dict[str, object] = {}
    label: Msg | None = None
    for step, change in steps:
        update = {**update, **change}
        label = step if label is None else Msg(code="routes.plus", args={"a": label, "b": step})
        out.append((label, asked.model_copy(update=update)))
    return out


def optimizer_words(w: Resolved) -> Msg:
    """The optimizer a full-training workload runs, in words ("AdamW in mixed precision")."""
    return Msg(code="routes.optimizer_now", args={"opt": w.optimizer})


@dataclass(frozen=True)
class Offload:
    """Full training with the optimizer states in host RAM (DeepSpeed ZeRO-Offload): what stays on each GPU, what
    host RAM holds, and what one optimizer step moves over PCIe per GPU."""

    per_gpu: MemoryBreakdown
    host_bytes: int
    step_bytes: int
    step_seconds: float | None  # the PCIe transfer alone at the card's x16 link (None: link unknown)
    pcie_gen: int | None


def offload_figures(arch: ModelArch, w: Resolved, plan: ParallelPlan, gpu: GPUSpec) -> Offload:
    """ZeRO-Offload's split (Ren et al. 2021, arXiv:2101.06840, Fig. 2 and §4.1): the GPU keeps the 16-bit weights
    and runs forward and backward; each 16-bit gradient (2 B/param) goes to the CPU as backward produces it, the CPU
    runs Adam on the FP32 master weights and moments (K = 12 B/param, the ZeRO paper's mixed-precision Adam), and
    the updated 16-bit weights (2 B/param) come back. Per GPU (its ZeRO-2 share): 2 × 2 B/param each step over PCIe,
    timed here at the PCI-SIG x16 rate per direction; the CPU's own Adam step is not modelled (the paper's CPU-Adam is
    what keeps it short). The GPU also holds a reduce bucket (DeepSpeed's default 5e8 elements in 16 bits)."""
    from tools.memory import DEEPSPEED_BUCKET_ELEMS

    n = total_params(arch)
    gpus = max(1, plan.layout.num_gpus)
    k = optimizer_bytes_per_param(w.optimizer, "bf16")
    per = plan.per_gpu
    bucket = min(2 * DEEPSPEED_BUCKET_ELEMS, per.gradients)
    kept = per.model_copy(update={"optimizer": 0, "gradients": bucket})
    step = int(4 * n / gpus)
    bw = PCIE_GBPS_X16.get(gpu.pcie_gen or 0)
    return Offload(per_gpu=kept, host_bytes=int((k + 2) * n), step_bytes=step,
                   step_seconds=step / (bw * 1e9) if bw else None, pcie_gen=gpu.pcie_gen)
