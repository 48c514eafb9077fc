"""The estimator against figures others published and measured (logs, model cards, papers, READMEs).

    python benchmarks/published.py            # markdown tables + per-category summary

Every case names its source and the framework that produced the figure. Each estimate is computed
twice: with that framework's terms (`--framework`), and without (the default framework, which is
what the v1 engine modelled for everything), so the gain from the framework terms is visible.

Sets: "fitted" cases were in view while a term was set (Llama 2 GPU-hours → the multi-node MFU;
Unsloth's VRAM table → the HF k-bit and Unsloth logits terms; the vLLM logs → the serving workspace);
"held-out" cases were not used to set anything; a held-out batch (`Case.batch`, issue 23) was committed before its
estimates were computed, and the summary reports it alone too. Upper-bound claims ("fits in < X") are listed apart
and never enter a median.
"""

from __future__ import annotations

import functools
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from catalog import registry
from catalog.gpus import get_gpu
from tools.arch import derive_arch
from tools.defaults import resolve as _resolve
from tools.memory import (
    VLLM_NON_TORCH_BYTES,
    allocator_peak_bytes,
    estimate_memory,
    kv_pool_bytes,
    vllm_profile_tokens,
    weight_bytes,
)
from tools.schema import GiB, GPUSpec, Layout, ModelArch, Msg, Resolved, Workload
from tools.speed import estimate_speed, legacy_vllm_host_s, train_time, with_host_s

GB = 1e9



def resolve(w: Workload) -> tuple[Resolved, list[Msg]]:
    """tools.defaults.resolve of `w` (the notes are dropped by the cases: no wording needed), once per distinct
    workload: benchmarks/fit_engine.py estimates each case thousands of times with only tools.speed's constants changed,
    and resolving reads none of them (tools.defaults imports nothing of tools.speed). A shallow copy each time, so no
    caller holds another's object."""
    got, notes = _resolved(w.model_dump_json(exclude_unset=True))
    return got.model_copy(), list(notes)


@functools.lru_cache(maxsize=4096)
def _resolved(stated: str) -> tuple[Resolved, list[Msg]]:
    """resolve of the workload whose stated fields (exclude_unset: the same fields set as the caller's) are `stated`."""
    return _resolve(Workload.model_validate_json(stated))


@dataclass(frozen=True)
class VllmBuild:
    """A vLLM build before v0.6.0 a figure was measured on: its step also waits for the host work
    tools.speed.legacy_vllm_host_s prices (per sequence; per all-reduce before CUDA graphs, v0.2.7)."""
    model: str
    tp: int
    sequences: int
    cuda_graphs: bool

    def host_s(self) -> float:
        return legacy_vllm_host_s(registry.get(self.model), self.tp, self.sequences, cuda_graphs=self.cuda_graphs)


def on_build(fn: Callable[[str | None], float], build: VllmBuild) -> Callable[[str | None], float]:
    """`fn`'s per-stream tokens/s on that build (tools.speed.with_host_s) when read with vLLM's terms; the default
    framework's reading (fw None) is left as it was."""
    return lambda fw: with_host_s(fn(fw), build.host_s()) if fw == "vllm" else fn(fw)


@dataclass
class Case:
    label: str
    published: float
    estimate: Callable[[str | None], float]  # framework (None: the default) -> estimate in the same unit
    framework: str
    source: str
    fitted: bool = False
    unit: str = "GB"
    kind: str = ""  # category override
    v3: bool = False  # added for engine v3 (issue 23), from sources v2 did not use
    batch: int = 0  # issue 23 held-out batch it came in (committed before any engine change it could inform)
    vllm_build: VllmBuild | None = None  # a vLLM build before v0.6.0 the figure was measured on (eleventh pass)
    # GPU-hours that are the training steps' time (the source's own throughput or step time × its tokens, or a rate per
    # trillion tokens), not a run's wall clock (GPUs × days, a run's stated total); twelfth pass
    steps_only: bool = False


def peak(model: str, layout: Layout | None = None, *, allocator: bool = False, **kw) -> Callable[[str | None], float]:
    """The estimated peak per GPU. `allocator=True` when the source read PyTorch's allocator counters
    (torchtune logs peak_memory_active / max_memory_allocated): those never see the CUDA context or the
    fragmentation that nvidia-smi shows, so the like-for-like estimate leaves them out."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(**kw, framework=fw))
        m = estimate_memory(registry.get(model), w, layout)
        return (allocator_peak_bytes(m) if allocator else m.total) / GB
    return f


def weights(model: str, precision: str) -> Callable[[str | None], float]:
    return lambda fw: weight_bytes(registry.get(model), precision) / GB


def log_card(total_gib: float) -> GPUSpec:
    """The card in a vLLM log, known only by the total memory it reports (no name: not an A100 exception)."""
    return GPUSpec(name="card in the log", memory_bytes=int(total_gib * GiB))


def vllm_before_kv(model: str, seq: int, total_gib: float, batched_tokens: int | None = None
                   ) -> Callable[[str | None], float]:
    """What vLLM holds before the KV pool: weights + non-torch + activation peak (its profile line);
    `batched_tokens`: the max_num_batched_tokens the log's settings give (tools.memory.vllm_profile_tokens)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", seq_len=seq, concurrency=1, framework=fw))
        m = estimate_memory(registry.get(model), w, gpu=log_card(total_gib), batched_tokens=batched_tokens)
        return (m.weights + m.activations + VLLM_NON_TORCH_BYTES) / GB
    return f


def vllm_pool(model: str, seq: int, total_gib: float) -> Callable[[str | None], float]:
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", seq_len=seq, concurrency=1, framework=fw))
        m = estimate_memory(registry.get(model), w, gpu=log_card(total_gib))
        return kv_pool_bytes(m, int(total_gib * GiB), fw or "vllm") / GB
    return f


def gpu_hours(arch_fn: Callable[[], object], gpu: str, tokens: float, gpus: int, rdma: bool = True,
              task: str = "pretrain") -> Callable[[str | None], float]:
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task=task, train_tokens=int(tokens)))
        return train_time(arch_fn(), w, get_gpu(gpu), gpus, max(1, gpus // 8), rdma)[1]  # type: ignore[arg-type]
    return f


def tokens_per_s(model: str, gpu: str, task: str) -> Callable[[str | None], float]:
    """One GPU, torchtune's README runs (batch 2 × 2,048 packed tokens, activation checkpointing on, as in
    its memory rows)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task=task, seq_len=2048, batch_size=2, gradient_checkpointing=True,  # type: ignore[arg-type]
                                framework=fw))  # type: ignore[arg-type]
        return estimate_speed(registry.get(model), w, get_gpu(gpu)).train_tokens_per_s or 0
    return f


TT = ("torchtune README 'Memory and training speed' (batch 2, packed 2048, compile; PyTorch allocator peak, as its "
      "optimisation table states; pytorch/torchtune README.md)")
TTF = ("torchtune README 'Optimization flags' table, Peak Memory Active (bf16, compile, chunked CE; "
       "pytorch/torchtune README.md)")
US = ("Unsloth README: Llama 3.1 (8B) Instruct 4-bit QLoRA on all linear layers, rank 32, batch 1, "
      "max context per VRAM size (unslothai/unsloth README)")
GG = "bartowski/LLaMA3-iterative-DPO-final-GGUF README (a Llama-3-8B fine-tune; llama.cpp b2854)"
L2 = "Touvron et al. 2023 (Llama 2) Table 2: A100-80GB GPU-hours, 2.0T tokens"
L3 = "Meta Llama 3 model card: H100-80GB GPU-hours, 15T+ tokens"
L31 = "Meta Llama 3.1 model card: H100-80GB GPU-hours, 15T+ tokens"

CASES: list[Case] = [
    # --- weights (file sizes and engine logs) ---
    Case("Llama-2-7B bf16 weights in vLLM", 12.5562 * GiB / GB, weights("Llama-2-7B", "bf16"), "vllm",
         "vLLM log 'Loading model weights took 12.5562 GB' (GiB), vllm-project/vllm PR #6234"),
    Case("Qwen3-4B fp16 weights in vLLM", 7.6785 * GiB / GB, weights("Qwen3-4B", "fp16"), "vllm",
         "vLLM log 'Model loading took 7.6785 GiB', kyuz0/amd-strix-halo-vllm-toolboxes PR #5"),
    Case("Llama-3-8B bf16 weights in vLLM", 14.9888 * GiB / GB, weights("Llama-3-8B", "bf16"), "vllm",
         "vLLM log 'Loading model weights took 14.9888 GB' (GiB), quoted in several public vLLM guides"),
    *[Case(f"Llama-3-8B GGUF {q.upper()} file", gb, weights("Llama-3-8B", q), "llama.cpp", GG)
      for q, gb in (("q8_0", 8.54), ("q6_k", 6.59), ("q5_k_m", 5.73), ("q4_k_m", 4.92), ("q3_k_m", 4.01),
                    ("q2_k", 3.17))],
    # --- training peaks ---
    *[Case(f"Llama-3.1-8B QLoRA r32, {ctx:,} tokens, fills {gb} GB (Unsloth)", gb * GiB / GB,
           peak("Llama-3.1-8B", task="qlora", seq_len=ctx, batch_size=1, lora_rank=32, gradient_checkpointing=True),
           "unsloth", US, fitted=True)
      for gb, ctx in ((8, 2972), (12, 21848), (16, 40724), (24, 78475), (40, 153977), (48, 191728), (80, 342733))],
    *[Case(f"Llama-3.1-8B QLoRA r32, {ctx:,} tokens, fills {gb} GB (HF + FA2)", gb * GiB / GB,
           peak("Llama-3.1-8B", task="qlora", seq_len=ctx, batch_size=1, lora_rank=32, gradient_checkpointing=True),
           "hf", US, fitted=True)
      for gb, ctx in ((12, 932), (16, 2551), (24, 5789), (40, 12264), (48, 15502), (80, 28454))],
    Case("Llama-3.1-8B LoRA, 1 × RTX 4090 (checkpointing)", 16.2 * GiB / GB,
         peak("Llama-3.1-8B", allocator=True, torch_compile=True,
              task="lora", seq_len=2048, batch_size=2, lora_rank=8, gradient_checkpointing=True),
         "torchtune", TT),
    Case("Llama-3.1-8B LoRA, 1 × A6000 (no checkpointing)", 30.3 * GiB / GB,
         peak("Llama-3.1-8B", allocator=True, torch_compile=True,
              task="lora", seq_len=2048, batch_size=2, lora_rank=8, gradient_checkpointing=False),
         "torchtune", TT),
    Case("Llama-3.1-8B QLoRA, 1 × RTX 4090", 7.4 * GiB / GB,
         peak("Llama-3.1-8B", allocator=True, torch_compile=True,
              task="qlora", seq_len=2048, batch_size=2, lora_rank=8, gradient_checkpointing=True),
         "torchtune", TT),
    Case("Llama-3.1-8B full, 1 × A6000 (8-bit AdamW)", 37.4 * GiB / GB,
         peak("Llama-3.1-8B", allocator=True, torch_compile=True,
              task="full_finetune", seq_len=2048, batch_size=2, optimizer="adamw_8bit",
              gradient_checkpointing=True), "torchtune", TT),
    Case("Llama-3.1-70B LoRA, 8 × A100 FSDP, per GPU", 27.6 * GiB / GB,
         peak("Llama-3.1-70B", Layout(num_gpus=8, dp=8, zero_stage=3), allocator=True, torch_compile=True,
              task="lora", seq_len=2048, batch_size=2,
              lora_rank=16, gradient_checkpointing=True), "torchtune", TT),
    Case("Llama-3.1-405B QLoRA, 8 × A100 FSDP, per GPU", 44.8,
         peak("Llama-3.1-405B", Layout(num_gpus=8, dp=8, zero_stage=3), allocator=True, torch_compile=True,
              task="qlora", seq_len=2048, batch_size=2,
              lora_rank=16, gradient_checkpointing=True), "torchtune", TT),
    Case("Llama-3.2-3B full, 1 × A100, checkpointing + optimizer in backward, 2 × 4,096 tokens", 23.1 * GiB / GB,
         peak("Llama-3.2-3B", allocator=True, torch_compile=True,
              task="full_finetune", seq_len=4096, batch_size=2,
              gradient_checkpointing=True), "torchtune", TTF, fitted=True),
    Case("Llama-2-7B LoRA, 8k ctx, ZeRO-2 × 8 A100, per GPU", 25.7,
         peak("Llama-2-7B", Layout(num_gpus=8, dp=8, zero_stage=2), task="lora", seq_len=8192, batch_size=1,
              lora_rank=8, gradient_checkpointing=True), "deepspeed",
         "LongLoRA, arXiv:2309.12307 Table 12 (plain LoRA row; HF + DeepSpeed ZeRO-2)"),
    # --- inference peaks (vLLM's memory profile lines) ---
    Case("Llama-3-8B in vLLM on 80 GB: weights + non-torch + activation peak", (14.99 + 0.12 + 1.19) * GiB / GB,
         vllm_before_kv("Llama-3-8B", 8192, 79.14), "vllm",
         "vLLM log 'model weights take 14.99GiB; non_torch_memory takes 0.12GiB; PyTorch activation peak memory "
         "takes 1.19GiB' (a published vLLM book example, Example 4-3)", fitted=True,
         kind="inference peak"),
    Case("Llama-3-8B in vLLM on 80 GB: KV pool", 54.93 * GiB / GB, vllm_pool("Llama-3-8B", 8192, 79.14), "vllm",
         "same log: 'the rest of the memory reserved for KV Cache is 54.93GiB' (total_gpu_memory 79.14GiB × 0.90)",
         fitted=True),
    Case("Llama-3.1-8B in vLLM on a 22 GiB card, 128k context: weights + non-torch + activation peak",
         (14.99 + 0.05 + 0.22) * GiB / GB, vllm_before_kv("Llama-3.1-8B", 131072, 22.07), "vllm",
         "vLLM issue log 'model weights take 14.99GiB; non_torch_memory takes 0.05GiB; PyTorch activation peak "
         "memory takes 0.22GiB' (total_gpu_memory 22.07GiB)", fitted=True,
         kind="inference peak"),
    Case("Llama-3.1-8B in vLLM on a 22 GiB card: KV pool", 4.60 * GiB / GB, vllm_pool("Llama-3.1-8B", 131072, 22.07),
         "vllm", "same log: 'the rest of the memory reserved for KV Cache is 4.60GiB'", fitted=True),
    # --- speed (single-GPU fine-tuning tokens/s) ---
    Case("Llama-3.1-8B LoRA tokens/s, 1 × RTX 4090", 3083, tokens_per_s("Llama-3.1-8B", "RTX-4090", "lora"),
         "torchtune", TT, unit="tok/s"),
    Case("Llama-3.1-8B QLoRA tokens/s, 1 × RTX 4090", 2413, tokens_per_s("Llama-3.1-8B", "RTX-4090", "qlora"),
         "torchtune", TT, unit="tok/s"),
    Case("Llama-3.1-8B full tokens/s, 1 × RTX 4090", 1650, tokens_per_s("Llama-3.1-8B", "RTX-4090", "full_finetune"),
         "torchtune", TT, unit="tok/s"),
    # --- GPU-hours ---
    Case("Llama 2 7B pretraining", 184_320, gpu_hours(lambda: registry.get("Llama-2-7B"), "A100-80GB", 2e12, 2048),
         "megatron-style (Meta)", L2, fitted=True, unit="GPU-h"),
    Case("Llama 2 13B pretraining", 368_640, gpu_hours(lambda: registry.get("Llama-2-13B"), "A100-80GB", 2e12, 2048),
         "megatron-style (Meta)", L2, fitted=True, unit="GPU-h"),
    Case("Llama 2 70B pretraining", 1_720_320, gpu_hours(lambda: registry.get("Llama-2-70B"), "A100-80GB", 2e12, 2048),
         "megatron-style (Meta)", L2, fitted=True, unit="GPU-h"),
    Case("Llama 3 8B pretraining", 1.3e6, gpu_hours(lambda: registry.get("Llama-3-8B"), "H100-SXM", 15e12, 16384),
         "Meta", L3, unit="GPU-h"),
    Case("Llama 3 70B pretraining", 6.4e6, gpu_hours(lambda: registry.get("Llama-3-70B"), "H100-SXM", 15e12, 16384),
         "Meta", L3, unit="GPU-h"),
    Case("Llama 3.1 8B pretraining", 1.46e6, gpu_hours(lambda: registry.get("Llama-3.1-8B"), "H100-SXM", 15e12, 16384),
         "Meta", L31, unit="GPU-h"),
    Case("Llama 3.1 70B pretraining", 7.0e6, gpu_hours(lambda: registry.get("Llama-3.1-70B"), "H100-SXM", 15e12, 16384),
         "Meta", L31, unit="GPU-h"),
    Case("Llama 3.1 405B pretraining", 30.84e6,
         gpu_hours(lambda: registry.get("Llama-3.1-405B"), "H100-SXM", 15e12, 16384), "Meta", L31, unit="GPU-h"),
    Case("DeepSeek-V3 pre-training (14.8T tokens)", 2.664e6,
         gpu_hours(lambda: registry.get("DeepSeek-V3"), "H800", 14.8e12, 2048), "HAI-LLM (DeepSeek)",
         "DeepSeek-V3 technical report (arXiv:2412.19437) Table 1: 2,664K H800 GPU-hours pre-training; FP8 training "
         "(§1: 'each trillion tokens requires only 180K H800 GPU hours' × 14.8T: a rate)", unit="GPU-h", steps_only=True),
    Case("BLOOM-176B (366B tokens)", 1_082_990,
         gpu_hours(lambda: derive_arch(176_247 * 10**6), "A100-80GB", 366e9, 384), "Megatron-DeepSpeed",
         "BLOOM paper (arXiv:2211.05100) §3.4: 1,082,990 compute hours on 384 A100-80GB, 366B tokens", unit="GPU-h"),
]

# --- v3 (issue 23): figures from sources the engine had not used, split into fitted and held-out before any
# v3 term was fitted (this list was committed first). "fitted" marks the few that set a constant; the rest
# are held out and only reported.

def _arch(name: str, layers: int, hidden: int, params: float, vocab: int = 50368, tied: bool = False) -> ModelArch:
    """A published model known by its layer count, width, vocabulary and parameter count (the figures the speed
    terms use: the embedding and an untied head are outside the blocks a full recompute re-runs); the rest of its
    shape does not enter a training-time or GPU-hours estimate. MPT ties its head to the embedding (llm-foundry
    MPTConfig tie_word_embeddings=True)."""
    heads = hidden // 128
    return ModelArch(name=name, layers=layers, hidden=hidden, heads=heads, kv_heads=heads, head_dim=128,
                     intermediate=4 * hidden, vocab=vocab, published_params=int(params), assumed=True,
                     tied_embeddings=tied, source="published layers/width/params")


MPT = {  # llm-foundry yamls: n_layers, d_model; NumParams from the table (8k+ rows: a larger wpe)
    "760m": (24, 1536), "1b": (24, 2048), "3b": (32, 2560), "7b": (32, 4096), "13b": (40, 5120),
    "30b": (48, 7168), "70b": (80, 8192),
}


def train_tps(arch_fn: Callable[[], ModelArch], gpu: str, gpus: int, seq: int, *, batch: int = 1,
              checkpointing: str = "none", framework: str | None = None, gpus_per_node: int = 8
              ) -> Callable[[str | None], float]:
    """Training tokens/s per GPU on `gpus` GPUs (data parallel / FSDP), as the sources report it."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="pretrain", seq_len=seq, batch_size=batch, checkpointing=checkpointing,  # type: ignore[arg-type]
                                framework=fw))  # type: ignore[arg-type]
        layout = Layout(num_gpus=gpus, dp=gpus, zero_stage=3 if gpus > 1 else 0, gpus_per_node=gpus_per_node)
        sp = estimate_speed(arch_fn(), w, get_gpu(gpu), layout)
        return (sp.train_tokens_per_s or 0) / gpus
    return f


def mpt_tps(size: str, params: float, seq: int, gpus: int, ckpt: bool) -> Callable[[str | None], float]:
    layers, hidden = MPT[size]
    return train_tps(lambda: _arch(f"MPT-{size}", layers, hidden, params, tied=True), "H100-SXM", gpus, seq,
                     checkpointing="full" if ckpt else "none")


def decode_tps(model: str, gpu: str, precision: str) -> Callable[[str | None], float]:
    """llama-bench tg128: one stream generating 128 tokens after an empty prompt (KV at ~64 tokens)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=128, concurrency=1,  # type: ignore[arg-type]
                                framework=fw))  # type: ignore[arg-type]
        return estimate_speed(registry.get(model), w, get_gpu(gpu)).decode_expected or 0
    return f


def decode_tps_tp(model: str, gpu: str, precision: str, tp: int, seq: int, framework: str
                  ) -> Callable[[str | None], float]:
    """One stream's decode tokens/s (1 / TPOT) with the model split over `tp` GPUs by tensor parallelism;
    `seq` = the benchmark's input + output length (the KV cache is read at seq/2 on average)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=seq, concurrency=1,  # type: ignore[arg-type]
                                framework=fw))  # type: ignore[arg-type]
        return estimate_speed(registry.get(model), w, get_gpu(gpu), Layout(num_gpus=tp, tp=tp)).decode_expected or 0
    return f


def at_load(model: str, gpu: str, precision: str, tp: int, users: int, prompt: float, output: float,
            metric: str) -> Callable[[str | None], float]:
    """One replica under a fixed-concurrency load test (sglang.bench_serving --max-concurrency): `users` streams,
    each sending its next request when an answer ends, prompts and answers of the run's mean lengths; the steady
    state of tools.load. `metric` "tpot": per-user decode tokens/s (1000 / mean TPOT ms); "ttft": mean seconds to
    the first token."""
    from tools.load import RequestShape
    from tools.offers import load_point, serving_chunk
    from tools.speed import prefill_floor_s

    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=int(prompt + output),  # type: ignore[arg-type]
                                concurrency=users, framework=fw))  # type: ignore[arg-type]
        shape = RequestShape(prompt=round(prompt), output=round(output))
        g = get_gpu(gpu)
        sp = estimate_speed(registry.get(model), w, g, Layout(num_gpus=tp, tp=tp), prompt=shape.prompt,
                            kv_tokens=shape.decode_kv_tokens)
        lp = load_point(sp, users, shape, serving_chunk(w, g), prefill_floor_s(registry.get(model), fw or "vllm"))
        assert lp is not None
        return lp.per_user_tps if metric == "tpot" else lp.ttft_s
    return f


def hours_v3(arch_fn: Callable[[], ModelArch], gpu: str, tokens: float, gpus: int, seq: int
             ) -> Callable[[str | None], float]:
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="pretrain", train_tokens=int(tokens), seq_len=seq))
        return train_time(arch_fn(), w, get_gpu(gpu), gpus, max(1, gpus // 8), True)[1] or 0
    return f


TTN = ("torchtitan docs/performance.md (Llama 3.1 8B on H100 SXM 96 GB at 500 W, Grand Teton; local batch 2 × 8,192 "
       "tokens unless stated; Memory = max reserved GiB; pytorch/torchtitan)")
TTA = "torchtitan docs/performance.md, FSDP2 on 64 A100-80GB, local batch 1 (Llama 3, 8,192) / 2 (Llama 2, 4,096)"
LF = ("llm-foundry scripts/train/benchmarking/README.md, 'H100 80GB BF16' table, Throughput (T/s/GPU) "
      "(mosaicml/llm-foundry; FSDP FULL_SHARD, Activation Checkpointing column)")
SG = ("SGLang cookbook (sgl-project/sgl-cookbook docs/autoregressive/…), Speed Benchmark, low concurrency "
      "(--max-concurrency 1): Median TPOT, tok/s = 1000 / TPOT ms; sglang.bench_serving, TP 8")
LB = ("llama-bench tg128 on an RTX PRO 6000 Blackwell Workstation, llama.cpp build 233d773d0 (6413), -fa 1, 600 W "
      "(published benchmark notes)")
L1 = "Touvron et al. 2023 (LLaMA, arXiv:2302.13971) Table 15: A100-80GB GPU-hours; 2,048 GPUs; 1.0T / 1.4T tokens"
TL = "TinyLlama README 'Blazingly Fast': A100 GPU hours taken on 300B tokens (jzhang38/TinyLlama)"
L3_8B_LAYERS = (32, 4096)


def _l31_8b() -> ModelArch:
    return registry.get("Llama-3.1-8B")


V3_CASES: list[Case] = [
    # --- training peaks (torchtitan, FSDP2, device-side reserved memory) ---
    Case("Llama-3.1-8B torchtitan FSDP × 8, selective AC, 2 × 8,192", 82.4 * GiB / GB,
         peak("Llama-3.1-8B", Layout(num_gpus=8, dp=8, zero_stage=3), task="pretrain", seq_len=8192, batch_size=2,
              checkpointing="selective"), "torchtitan", TTN + " Table 1", v3=True),
    Case("Llama-3.1-8B torchtitan FSDP × 8 + compile", 77.0 * GiB / GB,
         peak("Llama-3.1-8B", Layout(num_gpus=8, dp=8, zero_stage=3), task="pretrain", seq_len=8192, batch_size=2,
              checkpointing="selective", torch_compile=True), "torchtitan", TTN + " Table 1", fitted=True, v3=True),
    Case("Llama-3.1-8B torchtitan FSDP × 128, selective AC", 67.0 * GiB / GB,
         peak("Llama-3.1-8B", Layout(num_gpus=128, dp=128, zero_stage=3), task="pretrain", seq_len=8192,
              batch_size=2, checkpointing="selective"), "torchtitan", TTN + " Table 3", v3=True),
    Case("Llama-3.1-8B torchtitan FSDP × 128 + compile", 62.0 * GiB / GB,
         peak("Llama-3.1-8B", Layout(num_gpus=128, dp=128, zero_stage=3), task="pretrain", seq_len=8192,
              batch_size=2, checkpointing="selective", torch_compile=True), "torchtitan", TTN + " Table 3",
         fitted=True, v3=True),
    Case("Llama-3.1-8B torchtitan FSDP × 8, 32,768 tokens, full AC (compile + Float8)", 83.9 * GiB / GB,
         peak("Llama-3.1-8B", Layout(num_gpus=8, dp=8, zero_stage=3), task="pretrain", seq_len=32768, batch_size=1,
              checkpointing="full", torch_compile=True), "torchtitan", TTN + " Table 2", v3=True),
    Case("Llama-3.1-70B torchtitan FSDP 32 × TP 8, 16 × 8,192, full AC (compile + Float8)", 71.9 * GiB / GB,
         peak("Llama-3.1-70B", Layout(num_gpus=256, tp=8, dp=32, zero_stage=3), task="pretrain", seq_len=8192,
              batch_size=16, checkpointing="full", torch_compile=True), "torchtitan", TTN + " Table 4", v3=True),
    # --- training tokens/s per GPU ---
    Case("Llama 3 8B torchtitan 64 × A100, selective op AC", 2973,
         train_tps(lambda: registry.get("Llama-3-8B"), "A100-80GB", 64, 8192, checkpointing="selective"),
         "torchtitan", TTA, fitted=True, unit="tok/s", v3=True),
    Case("Llama 3 70B torchtitan 64 × A100, full AC", 331,
         train_tps(lambda: registry.get("Llama-3-70B"), "A100-80GB", 64, 8192, checkpointing="full"),
         "torchtitan", TTA, unit="tok/s", v3=True),
    Case("Llama 2 13B torchtitan 64 × A100, no AC", 2162,
         train_tps(lambda: registry.get("Llama-2-13B"), "A100-80GB", 64, 4096, batch=2, checkpointing="none"),
         "torchtitan", TTA, fitted=True, unit="tok/s", v3=True),
    Case("Llama 2 13B torchtitan 64 × A100, selective op AC", 1904,
         train_tps(lambda: registry.get("Llama-2-13B"), "A100-80GB", 64, 4096, batch=2, checkpointing="selective"),
         "torchtitan", TTA, unit="tok/s", v3=True),
    Case("Llama 2 70B torchtitan 64 × A100, full AC", 353,
         train_tps(lambda: registry.get("Llama-2-70B"), "A100-80GB", 64, 4096, batch=2, checkpointing="full"),
         "torchtitan", TTA, unit="tok/s", v3=True),
    Case("Llama 3.1 8B torchtitan 8 × H100, selective AC", 5762,
         train_tps(_l31_8b, "H100-SXM", 8, 8192, batch=2, checkpointing="selective"), "torchtitan", TTN + " Table 1",
         unit="tok/s", v3=True),
    Case("Llama 3.1 8B torchtitan 128 × H100, selective AC", 5605,
         train_tps(_l31_8b, "H100-SXM", 128, 8192, batch=2, checkpointing="selective"), "torchtitan",
         TTN + " Table 3", unit="tok/s", v3=True),
    *[Case(f"MPT-{size} {seq:,} tokens, {g} × H100{', AC' if ck else ''}", tps, mpt_tps(size, n, seq, g, ck),
           "llm-foundry", LF, fitted=fit, unit="tok/s", v3=True)
      for size, seq, g, ck, tps, n, fit in (
          ("7b", 2048, 8, False, 10643, 6658859008, True),
          ("7b", 65536, 8, True, 1956, 6918905856, True),
          ("30b", 2048, 8, True, 2002, 29975214080, True),
          ("1b", 2048, 8, False, 45455, 1315950592, True),
          ("7b", 8192, 8, True, 6935, 6684024832, False),
          ("7b", 32768, 8, True, 3318, 6784688128, False),
          ("13b", 2048, 8, False, 4792, 12853954560, False),
          ("13b", 2048, 64, False, 4800, 12853954560, False),
          ("13b", 32768, 8, True, 1976, 13011240960, False),
          ("30b", 8192, 8, True, 1384, 30019254272, False),
          ("70b", 2048, 64, True, 1039, 64862437376, False),
          ("3b", 4096, 8, False, 20964, 2657080320, False),
          ("760m", 2048, 16, False, 68551, 760470528, False))],
    Case("TinyLlama 1.1B, 16 × A100-40GB, no AC", 24000,
         train_tps(lambda: _arch("TinyLlama-1.1B", 22, 2048, 1.1e9, 32000), "A100-40GB", 16, 2048),
         "lit-gpt (TinyLlama)", "TinyLlama README: '24k tokens per second per A100-40G GPU ... without activation "
         "checkpointing'", unit="tok/s", v3=True),
    # --- decode at batch 1 (llama.cpp) ---
    Case("Llama-2-7B Q4_0 decode, batch 1", 278.95, decode_tps("Llama-2-7B", "RTX-PRO-6000", "int4"), "llama.cpp",
         LB + " (Q4_0 ≈ the int4 group format: 3.56 GiB file)", fitted=True, unit="tok/s", v3=True),
    Case("Llama-3.3-70B Q4_K_M decode, batch 1", 34.05, decode_tps("Llama-3.3-70B", "RTX-PRO-6000", "q4_k_m"),
         "llama.cpp", LB, fitted=True, unit="tok/s", v3=True),
    Case("Qwen3-30B-A3B Q4_K_M decode, batch 1", 251.61, decode_tps("Qwen3-30B-A3B", "RTX-PRO-6000", "q4_k_m"),
         "llama.cpp", LB, fitted=True, unit="tok/s", v3=True),
    Case("Mistral-Nemo-12B Q4_K_M decode, batch 1", 163.31, decode_tps("Mistral-Nemo-12B", "RTX-PRO-6000", "q4_k_m"),
         "llama.cpp", LB, unit="tok/s", v3=True),
    Case("gpt-oss-120b (MXFP4 experts) decode, batch 1", 193.30, decode_tps("gpt-oss-120b", "RTX-PRO-6000", "mxfp4"),
         "llama.cpp", LB, unit="tok/s", v3=True),
    # --- decode at batch 1 in SGLang, TP 8 (split by a rule fixed before any fit: per framework the 16-bit
    # model on the card the source names exactly is fitted; other formats and the A100 row, whose memory size
    # the source does not give, are held out) ---
    Case("Qwen3-235B-A22B (bf16) decode, batch 1, SGLang TP 8 on 8 × B200", 1000 / 10.12,
         decode_tps_tp("Qwen3-235B-A22B", "B200", "bf16", 8, 2000, "sglang"), "sglang",
         SG + " Qwen/Qwen3.md: Qwen3-235B-A22B-Instruct-2507, sglang 0.5.6, random 1000/1000, Median TPOT 10.12 ms",
         fitted=True, unit="tok/s", v3=True),
    Case("DeepSeek-R1-0528 (FP8) decode, batch 1, SGLang TP 8 on 8 × B200", 1000 / 9.15,
         decode_tps_tp("DeepSeek-R1", "B200", "fp8", 8, 2000, "sglang"), "sglang",
         SG + " DeepSeek/DeepSeek-R1.md: sglang 0.5.6.post1, random 1000/1000, Median TPOT 9.15 ms",
         unit="tok/s", v3=True),
    Case("gpt-oss-120b (MXFP4 experts) decode, batch 1, SGLang TP 8 on 8 × B200", 1000 / 2.31,
         decode_tps_tp("gpt-oss-120b", "B200", "mxfp4", 8, 545, "sglang"), "sglang",
         SG + " OpenAI/GPT-OSS.md: sglang 0.5.6, ShareGPT (332 in / 213 out on average), Median TPOT 2.31 ms",
         unit="tok/s", v3=True),
    Case("Llama-3.1-70B (bf16) decode, batch 1, SGLang TP 8 on 8 × A100", 1000 / 18.63,
         decode_tps_tp("Llama-3.1-70B", "A100-80GB", "bf16", 8, 2000, "sglang"), "sglang",
         SG + " Llama/Llama3.1.md: sglang 0.5.6, random 1000/1000, Median TPOT 18.63 ms (A100 memory size not "
         "stated: the 80 GB SXM assumed)", unit="tok/s", v3=True),
    # --- GPU-hours ---
    *[Case(f"LLaMA {name} pretraining ({tok / 1e12:g}T tokens)", gh,
           hours_v3(lambda n=name, la=la, d=d, p=p: _arch(f"LLaMA-{n}", la, d, p, 32000), "A100-80GB", tok, 2048, 2048),
           "Meta (xformers)", L1 + " (§2.4: '380 tokens/sec/GPU' for 65B; 1.4T ÷ 380 = 1,023,392 h: throughput-derived)",
           unit="GPU-h", v3=True, steps_only=True)
      for name, la, d, p, tok, gh in (("7B", 32, 4096, 6.7e9, 1.0e12, 82_432), ("13B", 40, 5120, 13.0e9, 1.0e12, 135_168),
                                       ("33B", 60, 6656, 32.5e9, 1.4e12, 530_432),
                                       ("65B", 80, 8192, 65.2e9, 1.4e12, 1_022_362))],
    Case("TinyLlama 1.1B on 300B tokens", 3456,
         hours_v3(lambda: _arch("TinyLlama-1.1B", 22, 2048, 1.1e9, 32000), "A100-40GB", 300e9, 16, 2048),
         "lit-gpt (TinyLlama)", TL + " (300B ÷ its '24k tokens per second per A100' = 3,472 h: throughput-derived)",
         unit="GPU-h", v3=True, steps_only=True),
    Case("Pythia-1.0B on 300B tokens", 4830,
         hours_v3(lambda: _arch("Pythia-1B", 16, 2048, 1.01e9), "A100-40GB", 300e9, 32, 2048),
         "GPT-NeoX", TL + " (from the Pythia paper; GPU count not stated there: 32 assumed)", unit="GPU-h", v3=True),
    Case("MPT-1.3B on 300B tokens", 7920,
         hours_v3(lambda: _arch("MPT-1.3B", 24, 2048, 1.3e9, tied=True), "A100-40GB", 300e9, 440, 2048),
         "llm-foundry", TL + " (MPT card: 440 A100-40GB for about half a day on 200B tokens)", unit="GPU-h", v3=True),
    Case("DeepSeek LLM 67B, per trillion tokens", 300_600,
         hours_v3(lambda: _arch("DeepSeek-LLM-67B", 95, 8192, 67e9, 102400), "H800", 1e12, 1024, 4096),
         "HAI-LLM (DeepSeek)", "DeepSeek-V2 paper (arXiv:2405.04434) §3.2.3: DeepSeek 67B needs 300.6K H800 GPU hours "
         "per trillion tokens (GPU count not stated: 1,024 assumed)", unit="GPU-h", v3=True, steps_only=True),
]
CASES += V3_CASES

# --- issue 23, held-out batch 1: decode tokens/s from sources none of the lists above use, chosen and committed
# before the engine's estimate for any of them was computed, and before any engine change. All held out. The rule
# that picked the rows (fixed before reading any estimate): per source, the decode-dominated configuration (the
# shortest input, batch 1; for the load tests the lowest and highest concurrency of one scenario), the 16-bit model of
# each size in the catalog plus the source's 4-bit or 8-bit format where it has one for a catalog model, the
# framework's default settings (vLLM rows marked "Setting 1" run enforce_eager and are left out: the engine models a
# CUDA-graph decode). Speeds that count the prompt count one token of it (input 1): decode.
QW25 = ("Qwen2.5 Speed Benchmark (QwenLM/Qwen2.5 docs/source/benchmark/speed_benchmark.rst): vLLM 0.6.3, one 'NVIDIA "
        "A100 80GB' (form factor not stated: the SXM assumed), batch 1, input 1 token, 2,048 generated, "
        "gpu_memory_utilization 0.9, enforce_eager False")
QW3 = ("Qwen3 Speed Benchmark (QwenLM/Qwen3 docs/source/getting_started/speed_benchmark.md): SGLang 0.4.6.post1 on "
       "NVIDIA H20 96GB, batch 1, input 1 token, 2,048 generated, speed = (prompt + generated) / time, fewest GPUs")
XD = ("XiongjieDai/GPU-Benchmarks-on-LLM-Inference README: llama.cpp (llama-bench) on RunPod, one card, batch 1")
IX = ("SemiAnalysisAI/InferenceX issue #870 'deepseek sglang h200 experimental': DeepSeek-R1-0528 FP8, SGLang v0.5.7, "
      "TP 8, EP 1, 8 × H200, ISL 1024 / OSL 1024, Mean TPOT")
BATCH1_CASES: list[Case] = [
    *[Case(f"{m} ({p}) decode, batch 1, vLLM TP {tp} on {tp} × A100 80GB", tps,
           decode_tps_tp(m, "A100-80GB", p, tp, 2049, "vllm"), "vllm", f"{QW25}: {m}-Instruct {label}, {tp} GPU(s), "
           f"{tps} tokens/s", unit="tok/s", v3=True, batch=1)
      for m, p, label, tp, tps in (("Qwen2.5-7B", "bf16", "BF16", 1, 84.28), ("Qwen2.5-14B", "bf16", "BF16", 1, 46.30),
                                   ("Qwen2.5-14B", "awq", "AWQ", 1, 92.66), ("Qwen2.5-72B", "bf16", "BF16", 4, 31.37),
                                   ("Qwen2.5-72B", "awq", "AWQ", 2, 44.30))],
    *[Case(f"{m} ({p}) decode, batch 1, SGLang TP {tp} on {tp} × H20", tps,
           decode_tps_tp(m, "H20", p, tp, 2049, "sglang"), "sglang", f"{QW3}: {m} {label}, {tp} GPU(s), {tps} tokens/s",
           unit="tok/s", v3=True, batch=1)
      for m, p, label, tp, tps in (("Qwen3-8B", "bf16", "BF16", 1, 81.73), ("Qwen3-32B", "bf16", "BF16", 1, 20.72),
                                   ("Qwen3-30B-A3B", "bf16", "BF16", 1, 137.18),
                                   ("Qwen3-235B-A22B", "fp8", "FP8 (TP=4)", 4, 71.65))],
    *[Case(f"{m} {p.upper()} decode, batch 1, llama.cpp on one {g}", tps,
           decode_tps_tp(m, g, p, 1, seq, "llama.cpp"), "llama.cpp", f"{XD}: {where}, {tps} tokens/s", unit="tok/s",
           v3=True, batch=1)
      for m, g, p, seq, tps, where in (
          ("Llama-3-8B", "RTX-4090", "q4_k_m", 512, 130.58, "LLaMA 3 table (May 2024, CUDA 12.1), 8B Q4_K_M, tg 512"),
          ("Llama-3-8B", "RTX-3090", "q4_k_m", 512, 115.42, "LLaMA 3 table (May 2024, CUDA 12.1), 8B Q4_K_M, tg 512"),
          ("Llama-3-8B", "RTX-4090", "fp16", 512, 54.84, "LLaMA 3 table (May 2024, CUDA 12.1), 8B F16, tg 512"),
          ("Llama-2-70B", "H100-PCIe", "int4", 512, 25.88,
           "LLaMA 2 overview (Dec 2023), average eval speed, 70B_q4_0 (Q4_0 ≈ the int4 group format, as for the "
           "fitted Llama-2-7B row); generated length not stated: 512 assumed"))],
    *[Case(f"DeepSeek-R1 (fp8) 1k/1k, {users} users at once, SGLang TP 8 on 8 × H200 (per-user TPOT)", 1000 / tpot,
           at_load("DeepSeek-R1", "H200", "fp8", 8, users, 1024, 1024, "tpot"), "sglang",
           f"{IX}: conc={users}, Mean TPOT {tpot} ms", unit="tok/s", v3=True, batch=1)
      for users, tpot in ((8, 12.8), (64, 34.6))],
]
CASES += BATCH1_CASES

# --- issue 23, fifth pass: FITTED batch 2 (decode constants per framework and format). The RULE below was written
# and committed before any figure of these sources was transcribed and before any estimate of them was computed;
# every row it picks is FITTED (none held out, none to be moved after its error is seen). Sources none of the lists
# above use:
#  S1 ree2raz/inference-bench @6219100 (results/summary.jsonl, results/v2_a100_*.jsonl; server flags in bench_lib.py
#     and the modal_*.py scripts): every configuration whose server runs the framework's default decode path (CUDA
#     graphs on: configurations started with --disable-cuda-graph or --enforce-eager are left out, as in batch 1's
#     rule), model and card in the catalog: the "short" (or the configuration's only) regime's median TPOT (tpot_p50)
#     at concurrency 1 -> a batch-1 decode row, and at concurrency 16 -> a batched row (per-user tokens/s at 16 users);
#     lengths from the same record (mean output tokens; the prompt from configs/workload_*.yaml).
#  S2 runinfra.ai "vLLM vs SGLang vs TensorRT-LLM" benchmark (June 2026; Llama-3.1-8B-Instruct, one H100 80GB and one
#     L40S 48GB, bf16 and fp8; vLLM 0.23.0, SGLang 0.5.13) and the raw data its harness publishes: for vLLM and SGLang,
#     every precision and card, the per-user decode figure (TPOT / ITL) at the lowest concurrency -> batch-1 row, and
#     at concurrency 16 (else the nearest reported concurrency between 8 and 32) -> batched row.
#  S3 geerlingguy/ai-benchmarks GitHub issues titled "Benchmark Nvidia ...": every llama-bench tg128 row run on the
#     CUDA backend (-ngl 99, one card) for a model and a card in the catalog -> llama.cpp batch-1 row.
# Where a source gives a mean and a median, the median; where only end-to-end figures, (output - 1) / (E2E - TTFT).
# Formats map to the catalog's: FP16/BF16 -> fp16/bf16, AWQ (incl. Marlin kernels) -> awq, GPTQ-Int4 -> gptq,
# FP8 -> fp8, GGUF types by name. Rows the engine cannot estimate (card or model not in the catalog) are listed in
# docs/ENGINE.md as dropped, with the reason, not silently.
# What it gave (docs/ENGINE.md, "Fitted batch 2"): 16 rows from S1; none from S2 (no concurrency-1 figure or harness data
# reachable here) or S3 (the one such issue found is an RTX 2080 Ti, not in the catalog).

RB = ("ree2raz/inference-bench @6219100 (Modal; one card; prompts of the 'short' workload, max_input_tokens 256, "
      "128 generated, temperature 0)")


def e2e_tps(model: str, gpu: str, precision: str, prompt: int, output: int, framework: str
            ) -> Callable[[str | None], float]:
    """Output tokens ÷ a request's whole time at concurrency 1 (prefill at the engine's prefill rate + decode), for a
    source that publishes only that (llama-server's streamed runs in S1 carry no first-token time)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=prompt + output,  # type: ignore[arg-type]
                                concurrency=1, framework=fw))  # type: ignore[arg-type]
        sp = estimate_speed(registry.get(model), w, get_gpu(gpu), prompt=prompt)
        prefill = prompt / sp.prefill_tokens_per_s if sp.prefill_tokens_per_s else 0.0
        return output / (prefill + output / (sp.decode_expected or 1))
    return f


# (model, card, precision, framework, version, source file and configuration, prompt, output at c=1, c=1 TPOT ms,
#  c=16 TPOT ms or None, output at c=16). TPOT = the record's tpot_p50 (median over requests of (E2E - TTFT) / (tokens - 1));
# summary.jsonl's three repeats of a configuration -> their median. Picked by the rule above; nothing dropped after
# an estimate was seen (docs/ENGINE.md lists what the rule left out and why).
FIT2_ROWS = (
    ("Qwen2.5-7B", "A100-40GB", "fp16", "vllm", "v0.20.1", "results/v2_a100_vllm_fp16.jsonl", 256, 128, 12.4, 12.6, 128),
    ("Qwen2.5-7B", "A100-40GB", "awq", "vllm", "v0.20.1 (awq_marlin)", "results/v2_a100_vllm_marlin.jsonl", 256, 128,
     5.5, 6.0, 128),
    ("Qwen2.5-7B", "A100-40GB", "awq", "sglang", ":latest, May 2026 (awq_marlin)",
     "results/v2_a100_sglang_marlin.jsonl", 256, 128, 5.0, 5.7, 128),
    ("Qwen2.5-7B", "L4", "fp16", "vllm", "v0.8.5", "results/summary.jsonl engine 'vllm' short (repeats 9.5 / 58.4 / "
     "58.3 ms at c=1, 8.1 / 62.0 / 61.8 ms at c=16)", 256, 128, 58.4, 61.8, 128),
    ("Qwen3-30B-A3B", "A100-80GB", "bf16", "vllm", "v0.20.1", "results/summary.jsonl engine 'qwen3_moe_bf16' (README: "
     "A100 80GB)", 256, 128, 7.3, None, 128),
    ("Qwen3-30B-A3B", "A100-40GB", "awq", "vllm", "v0.20.1 (awq_marlin)", "results/summary.jsonl engine "
     "'qwen3_moe_awq' (README: A100 40GB)", 256, 128, 5.9, 10.4, 128),
    ("Qwen3-30B-A3B", "A100-40GB", "awq", "vllm", "v0.20.1 (awq_marlin, 16K context)", "results/summary.jsonl engine "
     "'qwen3_moe_awq_long'", 256, 128, 6.1, 10.2, 128),
    ("Qwen3-8B", "L4", "bf16", "vllm", "v0.8.5 (reasoning parser)", "results/summary.jsonl engine 'qwen3_vllm', "
     "reasoning regime (6,936 / 6,560 tokens generated on average at c=1 / c=16)", 256, 6936, 64.6, 81.0, 6560),
)
FIT2_CASES: list[Case] = [
    *[Case(f"{m} ({p}) decode, batch 1, {fw} {ver} on one {g} [fitted batch 2]", 1000 / tpot,
           decode_tps_tp(m, g, p, 1, prompt + out, fw), fw, f"{RB}: {where}, concurrency 1, median TPOT {tpot} ms",
           fitted=True, unit="tok/s", v3=True, batch=2)
      for m, g, p, fw, ver, where, prompt, out, tpot, _c16, _o16 in FIT2_ROWS],
    *[Case(f"{m} ({p}) 16 users at once, {fw} {ver} on one {g} (TPOT) [fitted batch 2]", 1000 / c16,
           at_load(m, g, p, 1, 16, prompt, o16, "tpot"), fw,
           f"{RB}: {where}, concurrency 16, median TPOT {c16} ms", fitted=True, unit="tok/s",
           kind="at load: per-user tokens/s", batch=2)
      for m, g, p, fw, ver, where, prompt, _out, _tpot, c16, o16 in FIT2_ROWS if c16],
    Case("Qwen2.5-7B (q4_k_m) decode, batch 1, llama.cpp b5540 on one L4 [fitted batch 2]", 47.37,
         e2e_tps("Qwen2.5-7B", "L4", "q4_k_m", 256, 128, "llama.cpp"), "llama.cpp",
         f"{RB}: results/summary.jsonl engine 'llamacpp' short, concurrency 1, throughput_per_request 47.85 / 47.34 / "
         "47.37 tok/s over the three repeats (median; output ÷ end-to-end time, the first token included: llama-server "
         "-np 4 -ngl 99 -c 16384, qwen2.5-7b-instruct-q4_k_m.gguf)", fitted=True, unit="tok/s", v3=True, batch=2),
]
CASES += FIT2_CASES

# --- serving at load (issue 19): the same SGLang cookbook pages, their medium- and high-concurrency rows. Each row
# is a closed loop of `--max-concurrency` users; we take the run's mean concurrency, mean input and output lengths
# (total tokens ÷ requests: the random data set draws lengths below the stated maximum) and compare the mean TPOT and
# the mean TTFT. Split by the batch-1 rule above, fixed before any error was computed: per framework the 16-bit model
# on the card the source names exactly is fitted (Qwen3-235B-A22B bf16 on 8 × B200); DeepSeek-R1 (FP8), gpt-oss
# (MXFP4) and the A100 rows are held out. Their own categories ("at load: …"): they enter neither the batch-1
# "speed" rows nor the v3 tokens/s group of issue 23.
SGA = ("SGLang cookbook (sgl-project/sgl-cookbook @7b5bd9c, docs/autoregressive/…), Speed Benchmark, "
       "sglang.bench_serving --max-concurrency N, TP 8")
LOAD_ROWS = (  # model, gpu, precision, page, scenario, mean concurrency, requests, input, output, TPOT ms, TTFT ms, fit
    ("Qwen3-235B-A22B", "B200", "bf16", "Qwen/Qwen3.md", "chat 1k/1k", 13.61, 80, 39668, 40725, 16.36, 215.70, True),
    ("Qwen3-235B-A22B", "B200", "bf16", "Qwen/Qwen3.md", "chat 1k/1k", 90.50, 500, 249831, 252162, 32.94, 260.55, True),
    ("Qwen3-235B-A22B", "B200", "bf16", "Qwen/Qwen3.md", "reasoning 1k/8k", 13.85, 80, 39668, 318226, 14.82, 169.71,
     True),
    ("Qwen3-235B-A22B", "B200", "bf16", "Qwen/Qwen3.md", "reasoning 1k/8k", 56.35, 320, 158939, 1300705, 23.66, 265.03,
     True),
    ("Qwen3-235B-A22B", "B200", "bf16", "Qwen/Qwen3.md", "summarization 8k/1k", 13.90, 80, 300020, 41589, 16.81, 284.29,
     True),
    ("Qwen3-235B-A22B", "B200", "bf16", "Qwen/Qwen3.md", "summarization 8k/1k", 58.63, 320, 1273893, 169680, 32.50,
     238.22, True),
    ("DeepSeek-R1", "B200", "fp8", "DeepSeek/DeepSeek-R1.md", "chat 1k/1k", 13.93, 80, 39668, 40725, 17.56, 273.51,
     False),
    ("DeepSeek-R1", "B200", "fp8", "DeepSeek/DeepSeek-R1.md", "chat 1k/1k", 92.26, 500, 249831, 252162, 40.11, 563.14,
     False),
    ("DeepSeek-R1", "B200", "fp8", "DeepSeek/DeepSeek-R1.md", "reasoning 1k/8k", 14.07, 80, 39668, 318226, 15.42,
     176.02, False),
    ("DeepSeek-R1", "B200", "fp8", "DeepSeek/DeepSeek-R1.md", "reasoning 1k/8k", 57.03, 320, 158939, 1300705, 25.94,
     223.91, False),
    ("DeepSeek-R1", "B200", "fp8", "DeepSeek/DeepSeek-R1.md", "summarization 8k/1k", 14.25, 80, 300020, 41589, 19.06,
     486.80, False),
    ("DeepSeek-R1", "B200", "fp8", "DeepSeek/DeepSeek-R1.md", "summarization 8k/1k", 59.45, 320, 1273893, 169680, 39.93,
     913.93, False),
    ("gpt-oss-120b", "B200", "mxfp4", "OpenAI/GPT-OSS.md", "ShareGPT", 89.23, 1000, 297156, 192432, 14.31, 102.94, False),
    ("Llama-3.1-70B", "A100-80GB", "bf16", "Llama/Llama3.1.md", "chat 1k/1k", 13.47, 80, 39668, 40805, 26.09, 264.84,
     False),
    ("Llama-3.1-70B", "A100-80GB", "bf16", "Llama/Llama3.1.md", "chat 1k/1k", 89.70, 500, 249831, 252662, 47.19, 245.98,
     False),
    ("Llama-3.1-70B", "A100-80GB", "bf16", "Llama/Llama3.1.md", "summarization 8k/1k", 14.18, 80, 300020, 41669, 36.94,
     603.42, False),
    ("Llama-3.1-70B", "A100-80GB", "bf16", "Llama/Llama3.1.md", "summarization 8k/1k", 60.01, 320, 1273893, 170000,
     74.95, 633.32, False),
)
LOAD_CASES: list[Case] = [
    Case(f"{m} {scen}, {round(conc)} users at once, 8 × {g} ({'TPOT' if metric == 'tpot' else 'TTFT'})",
         1000 / tpot if metric == "tpot" else ttft / 1000,
         at_load(m, g, prec, 8, round(conc), inp / n, out / n, metric), "sglang",
         f"{SGA} {page}: {scen}, concurrency {conc:g}, {inp / n:,.0f} in / {out / n:,.0f} out on average, mean TPOT "
         f"{tpot} ms, mean TTFT {ttft} ms", fitted=fit, unit="tok/s" if metric == "tpot" else "s",
         kind="at load: per-user tokens/s" if metric == "tpot" else "at load: first token")
    for m, g, prec, page, scen, conc, n, inp, out, tpot, ttft, fit in LOAD_ROWS for metric in ("tpot", "ttft")]
CASES += LOAD_CASES

# --- issue 23, batch 3 (sixth pass): 26 figures from five sources none of the lists above use, split into FITTED and
# HELD-OUT by the rule below, written and committed together with the rows BEFORE the engine's estimate of any of
# them was computed and before any engine change (docs/ENGINE.md, "Batch 3").
# SELECTION RULE (per source, fixed before any estimate):
#  T1 ROCm/vllm docs/dev-docker/README.md @040de12d ("Latency Measurements", vLLM v0.10.0 in rocm/vllm-dev, ROCm
#     6.4.1, 8 × MI300X 192 GB 750 W, benchmark_latency.py, FP8 weights amd/Llama-3.1-*-Instruct-FP8-KV, TP 8,
#     --dtype float16 and no --kv-cache-dtype in the latency command, so a 16-bit KV cache): every model, both input
#     lengths, batch sizes 1, 8 and 32 (the batch-1 row and two loads short of the compute-bound end); per-user decode
#     tokens/s = output 2,048 ÷ the published latency (which includes the batch's prefill).
#  T2 NVIDIA/TensorRT-LLM docs/source/performance.md @138f96d ("Peak Throughput", gptSessionBenchmark static
#     batches): per card table (H100 FP8 v0.6.1, L40S FP8 v0.5, A100 FP16), the TP-1 "LLaMA 7B" row (Llama2-7b, the
#     page's methodology) with the decode-dominated lengths 128 in / 2,048 out: output tokens/s per GPU at its batch.
#  T3 sgl-project/sglang benchmark/benchmark_vllm_060/README.md @120affb ("Online benchmark results"): the SGLang rows
#     (its launch commands as given; the vLLM rows ran --num-scheduler-steps 10, not vLLM's default, and are left
#     out): per-user decode tokens/s = 1000 ÷ Median TPOT, at the users the open-loop rate keeps busy by Little's law
#     (RPS × Median E2E latency, rounded), ShareGPT answers of 194 tokens (the page's offline table: output token
#     throughput ÷ request throughput) and ShareGPT's mean prompt, 161 tokens (vLLM paper; the page does not say).
#  T4 Microsoft's Phi model cards (huggingface.co/microsoft/<model> README, "Training": GPUs × training time, training
#     tokens): every Phi language model card whose GPUs, days and tokens are all stated and whose width and depth are
#     known: phi-1_5, phi-2, Phi-3-mini-128k-instruct (April 2024 card), Phi-3-medium-4k-instruct, phi-4;
#     GPU-hours = GPUs × days × 24 (wall time, as the cards give it).
#  T5 vLLM memory-profile lines ("model weights take …; non_torch_memory takes …; PyTorch activation peak memory
#     takes …") from public run logs that also name the model, dtype, max_model_len and tensor parallelism in the same
#     log, for a catalog model: weights + non-torch + activation peak per GPU (the figure vllm_before_kv estimates).
# SPLIT RULE (fixed before any estimate): within each source, rows in the order listed below (the order of the
# source's own table), alternately HELD-OUT and FITTED, the first held out: 14 held out, 12 fitted. No row may move
# between sets after its error is seen. Held-out rows are only reported; fitted rows may set constants.
MI = ("ROCm/vllm docs/dev-docker/README.md @040de12d, 'Latency Measurements' (vLLM v0.10.0, rocm/vllm-dev, 8 × MI300X "
      "192 GB 750 W, benchmark_latency.py --dtype float16, FP8-KV checkpoints, 16-bit KV cache, TP 8)")
TR = ("NVIDIA/TensorRT-LLM docs/source/performance.md @138f96d, 'Peak Throughput' (gptSessionBenchmark, static batch, "
      "'LLaMA 7B' = Llama2-7b per the page's methodology; FP8 builds with --enable_fp8 --fp8_kv_cache)")
SV = ("sgl-project/sglang benchmark/benchmark_vllm_060/README.md @120affb, 'Online benchmark results' (SGLang v0.3.0, "
      "sglang.bench_serving --dataset-name sharegpt at a Poisson request rate, --disable-radix-cache)")
PHI = "Microsoft Phi model card (huggingface.co/microsoft/{m}, README 'Training': {g} GPUs, {d} days, {t} tokens)"


def static_batch(model: str, gpu: str, precision: str, tp: int, batch: int, prompt: int, output: int,
                 per: str, kv: str | None = None) -> Callable[[str | None], float]:
    """A static batch (benchmark_latency.py, gptSessionBenchmark): `batch` prompts of `prompt` tokens prefilled, then
    `output` decode steps in lockstep (KV read at prompt + output/2 per stream). per="user": output ÷ the whole time
    (a latency benchmark's per-user speed); per="gpu": batch × output ÷ the whole time ÷ tp (output tokens/s/GPU)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=prompt + output,  # type: ignore[arg-type]
                                concurrency=batch, framework=fw, kv_precision=kv))  # type: ignore[arg-type]
        sp = estimate_speed(registry.get(model), w, get_gpu(gpu), Layout(num_gpus=tp, tp=tp), prompt=prompt,
                            kv_tokens=prompt + output // 2)
        prefill = batch * prompt / sp.prefill_tokens_per_s if sp.prefill_tokens_per_s else 0.0
        t = prefill + output / ((sp.decode_aggregate_expected or 1) / batch)
        return output / t if per == "user" else batch * output / t / tp
    return f


def vllm_before_kv_tp(model: str, seq: int, total_gib: float, tp: int, precision: str = "fp16",
                      batched_tokens: int | None = None) -> Callable[[str | None], float]:
    """vllm_before_kv per GPU of a tensor-parallel group of `tp` cards."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=seq, concurrency=1,  # type: ignore[arg-type]
                                framework=fw))  # type: ignore[arg-type]
        m = estimate_memory(registry.get(model), w, Layout(num_gpus=tp, tp=tp), gpu=log_card(total_gib),
                            batched_tokens=batched_tokens)
        return (m.weights + m.activations + VLLM_NON_TORCH_BYTES) / GB
    return f


def _held_out(i: int) -> bool:
    """The split rule: the 1st, 3rd, 5th … row of each source is held out."""
    return i % 2 == 0


# T1: (model, input, batch, latency s) in the README's order
MI_ROWS = (("Llama-3.1-70B", 128, 1, 17.236), ("Llama-3.1-70B", 128, 8, 19.677), ("Llama-3.1-70B", 128, 32, 24.932),
           ("Llama-3.1-70B", 2048, 1, 17.500), ("Llama-3.1-70B", 2048, 8, 20.161), ("Llama-3.1-70B", 2048, 32, 25.966),
           ("Llama-3.1-405B", 128, 1, 48.453), ("Llama-3.1-405B", 128, 8, 54.226), ("Llama-3.1-405B", 128, 32, 68.901),
           ("Llama-3.1-405B", 2048, 1, 48.362), ("Llama-3.1-405B", 2048, 8, 54.471),
           ("Llama-3.1-405B", 2048, 32, 70.538))
# T2: (card, precision, KV, batch, output tokens/s/GPU, table)
TR_ROWS = (("H100-SXM", "fp8", "fp8", 112, 6818, "H100 GPUs (FP8), v0.6.1"),
           ("L40S", "fp8", "fp8", 64, 1622, "L40S GPUs (FP8), v0.5"),
           ("A100-80GB", "fp16", None, 60, 1928, "A100 GPUs (FP16); memory size not stated, the 80 GB SXM assumed"))
# T3: (model, card, TP, RPS, median E2E ms, median TPOT ms)
SV_ROWS = (("Llama-3.1-8B", "A100-80GB", 1, 4, 1564.17, 13.17), ("Llama-3.1-8B", "A100-80GB", 1, 8, 2175.02, 17.85),
           ("Llama-3.1-70B", "H100-SXM", 4, 4, 3005.24, 25.03), ("Llama-3.1-70B", "H100-SXM", 4, 8, 4064.98, 33.07))
# T4: (card model name, layers, width, params, vocab, tied, catalog name or None, GPU, GPUs, days, tokens, seq)
PHI_ROWS = (("phi-1_5", 24, 2048, 1.42e9, 51200, False, None, "A100-40GB", 32, 8, 150e9, 2048),
            ("phi-2", 32, 2560, 2.78e9, 51200, False, None, "A100-80GB", 96, 14, 1.4e12, 2048),
            ("Phi-3-mini-128k-instruct", 0, 0, 0, 0, False, "Phi-3-mini-128k", "H100-SXM", 512, 7, 3.3e12, 4096),
            ("Phi-3-medium-4k-instruct", 0, 0, 0, 0, False, "Phi-3-medium", "H100-SXM", 512, 42, 4.8e12, 4096),
            ("phi-4", 0, 0, 0, 0, False, "Phi-4", "H100-SXM", 1920, 21, 9.8e12, 4096))


def _phi_arch(name: str, layers: int, hidden: int, params: float, vocab: int, tied: bool, cat: str | None
              ) -> Callable[[], ModelArch]:
    if cat:
        return lambda: registry.get(cat)
    return lambda: _arch(name, layers, hidden, params, vocab, tied)


BATCH3_CASES: list[Case] = [
    *[Case(f"{m} (fp8) {inp:,} in / 2,048 out, batch {b}, vLLM TP 8 on 8 × MI300X (per-user) [batch 3]", 2048 / lat,
           static_batch(m, "MI300X", "fp8", 8, b, inp, 2048, "user", kv="fp16"), "vllm",
           f"{MI}: {m}, batch {b}, input {inp}, output 2048, latency {lat} s", fitted=not _held_out(i), unit="tok/s",
           v3=True, batch=3)
      for i, (m, inp, b, lat) in enumerate(MI_ROWS)],
    *[Case(f"Llama-2-7B ({p}) 128 in / 2,048 out, static batch {b}, TensorRT-LLM on one {g} (tokens/s/GPU) [batch 3]",
           tps, static_batch("Llama-2-7B", g, p, 1, b, 128, 2048, "gpu", kv=kv), "trtllm",
           f"{TR}: {table}, LLaMA 7B, batch {b}, TP 1, 128 / 2048, {tps:,} out tok/s", fitted=not _held_out(i),
           unit="tok/s", v3=True, batch=3)
      for i, (g, p, kv, b, tps, table) in enumerate(TR_ROWS)],
    *[Case(f"{m} (bf16) ShareGPT at {rps} req/s (≈ {round(rps * e2e / 1000)} users), SGLang TP {tp} on {tp} × {g} "
           f"(per-user TPOT) [batch 3]", 1000 / tpot,
           at_load(m, g, "bf16", tp, round(rps * e2e / 1000), 161, 194, "tpot"), "sglang",
           f"{SV}: {m}-Instruct on {tp} × {g}, RPS {rps}, Median E2E {e2e} ms, Median TPOT {tpot} ms",
           fitted=not _held_out(i), unit="tok/s", kind="at load: per-user tokens/s", v3=True, batch=3)
      for i, (m, g, tp, rps, e2e, tpot) in enumerate(SV_ROWS)],
    *[Case(f"{name} pretraining ({tok / 1e9:,.0f}B tokens, {n} × {g}) [batch 3]", n * days * 24,
           hours_v3(_phi_arch(name, la, d, p, v, tied, cat), g, tok, n, seq), "Microsoft (DeepSpeed)",
           PHI.format(m=name, g=f"{n} × {g}", d=days, t=f"{tok / 1e12:g}T"), fitted=not _held_out(i), unit="GPU-h",
           v3=True, batch=3)
      for i, (name, la, d, p, v, tied, cat, g, n, days, tok, seq) in enumerate(PHI_ROWS)],
    Case("Qwen2.5-1.5B in vLLM 0.7.2 on a T4 (14.56 GiB), 32,768 max_model_len: weights + non-torch + activation peak "
         "[batch 3]", (2.89 + 0.01 + 2.02) * GiB / GB, vllm_before_kv(
             "Qwen2.5-1.5B", 32768, 14.56,
             vllm_profile_tokens(log_card(14.56), 32768, chunked_prefill=False)), "vllm",
         "public GRPO run log (vLLM 0.7.2 V0 engine, model='Qwen/Qwen2.5-1.5B-Instruct', dtype=torch.float16, "
         "max_seq_len=32768, tensor_parallel_size=1, chunked_prefill_enabled=False): 'model weights take 2.89GiB; "
         "non_torch_memory takes 0.01GiB; PyTorch activation peak memory takes 2.02GiB' (total_gpu_memory 14.56GiB)",
         kind="inference peak", v3=True, batch=3),
    Case("Qwen3-8B (DeepSeek-R1-0528-Qwen3-8B, fp16) in vLLM 0.8.5, TP 4 on 22 GiB cards, 65,536 max_model_len: "
         "weights + non-torch + activation peak per GPU [batch 3]", (3.85 + 0.20 + 1.45) * GiB / GB,
         vllm_before_kv_tp("Qwen3-8B", 65536, 21.48, 4,
                           batched_tokens=vllm_profile_tokens(log_card(21.48), 65536, stated=8192)), "vllm",
         "deployment note 'DeepSeek-R1-0528-Qwen3-8B部署优化实践' (vllm/vllm-openai:v0.8.5, --tensor-parallel-size 4 "
         "--dtype float16 --max-model-len 65536 --max-num-batched-tokens 8192 --enforce-eager on 4 × RTX 2080 Ti 22 GB): "
         "'model weights take 3.85GiB; non_torch_memory takes 0.20GiB; PyTorch activation peak memory takes 1.45GiB' "
         "(total_gpu_memory 21.48GiB)", fitted=True, kind="inference peak", v3=True, batch=3),
]
CASES += BATCH3_CASES

# --- issue 23, batch 4 (eighth pass): 29 figures, split into FITTED and HELD-OUT by the rule below, written and
# committed together with the rows BEFORE the engine's estimate of any of them was computed and before any engine change
# (docs/ENGINE.md, "Eighth pass"). benchmarks/fit_engine.py keeps the batch out of every fit (EXCLUDED_BATCHES).
# SELECTION RULE (per source, fixed before any estimate):
#  U1 NVIDIA/NeMo docs/source/performance/performance_summary.md @070a0bb (NeMo 24.07 container, FP8, DGX-H100):
#     every pretraining and fine-tuning row whose model is in the catalog or has a published depth, width and
#     parameter count (GPT-3 175B: Brown et al. 2020 Table 2.1, 96 layers × 12,288, 175B; Nemotron-4 340B:
#     arXiv:2406.11704, 96 layers × 18,432, 341B, 256k vocabulary); GPT3-5B, GPT3-20B, Nemotron-8B and Nemotron-22B
#     are left out (their shapes are in NeMo's configs, not on the page). Figure: Tokens / sec / GPU. The page states
#     no activation recompute, so none is assumed; the layout (TP, PP, DP = GPUs ÷ TP·PP) as given; context
#     parallelism is not modelled.
#  U2 NVIDIA/TensorRT-LLM docs/source/performance.md @138f96d, "Peak Throughput" (gptSessionBenchmark static
#     batches): every "LLaMA 7B" (Llama2-7b) and "LLaMA 70B" (Llama2-70b) row the sixth pass did not take (it took the
#     TP-1 128 / 2,048 row per card), where the unit is per GPU without reading: all H100 rows (the header says
#     "out tok/s/GPU") and the TP-1 rows of the L40S and A100 tables ("out tok/s" of one GPU); the A100 TP-2 and TP-4
#     rows are left out (total or per GPU is not said). FP8 builds carry --fp8_kv_cache (an FP8 KV cache).
#  U3 GPU-hours stated for a whole pretraining run of a model with published depth, width, vocabulary and parameters,
#     from sources the lists above do not use (or rows of them the lists do not use): Llama 2 34B (Touvron et al. 2023
#     Table 2: 1,038,336 A100-80GB GPU-hours, 2.0T tokens; the shape of Code Llama 34B, which starts from it: 48 × 8,192,
#     33.7B, 32k vocabulary); MPT-7B (mosaicml/mpt-7b card: 440 A100-40GB for about 9.5 days, 1T tokens, 2,048
#     tokens, 50,432 vocabulary, tied head); StarCoderBase (bigcode/starcoder card: 512 A100 (80 GB, the paper),
#     pre-training 320,256 GPU hours, 1T tokens at 8,192; 40 × 6,144, 15.5B, 49,152 vocabulary).
# SPLIT RULE (fixed before any estimate): within each source, the rows in the order listed below (the source's own
# order), alternately HELD-OUT and FITTED, the first held out: U1 7 / 7, U2 6 / 6, U3 2 / 1 = 15 held out, 14 fitted.
# No row may move between sets after its error is seen; held-out rows are only reported.
NM = ("NVIDIA/NeMo docs/source/performance/performance_summary.md @070a0bb (NeMo 24.07, FP8, DGX-H100; "
      "Tokens / sec / GPU)")


def train_tps_layout(arch_fn: Callable[[], ModelArch], gpu: str, gpus: int, seq: int, tp: int, pp: int, *,
                     task: str = "pretrain", micro_batch: int = 1, precision: str = "fp8",
                     checkpointing: str = "none") -> Callable[[str | None], float]:
    """Training tokens/s per GPU on `gpus` GPUs split TP × PP × DP (Megatron / NeMo), no activation recompute unless
    `checkpointing` says (batch 10's full-recompute row)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task=task, seq_len=seq, batch_size=micro_batch, checkpointing=checkpointing,  # type: ignore[arg-type]
                                precision=precision, framework=fw))  # type: ignore[arg-type]
        layout = Layout(num_gpus=gpus, tp=tp, pp=pp, dp=max(1, gpus // (tp * pp)))
        return (estimate_speed(arch_fn(), w, get_gpu(gpu), layout).train_tokens_per_s or 0) / gpus
    return f


def _catalog(name: str) -> Callable[[], ModelArch]:
    return lambda: registry.get(name)


# U1: (label, arch, task, GPUs, micro batch, seq, TP, PP, tokens/s/GPU) in the page's order
NM_ROWS = (
    ("GPT3-175B pretraining", lambda: _arch("GPT-3-175B", 96, 12288, 175e9, 50257), "pretrain", 128, 1, 2048, 4, 8, 726),
    ("GPT3-175B pretraining", lambda: _arch("GPT-3-175B", 96, 12288, 175e9, 50257), "pretrain", 512, 2, 2048, 4, 8, 782),
    ("LLAMA2-7B pretraining", _catalog("Llama-2-7B"), "pretrain", 8, 1, 4096, 1, 1, 16847),
    ("LLAMA2-13B pretraining", _catalog("Llama-2-13B"), "pretrain", 16, 1, 4096, 1, 4, 8646),
    ("LLAMA2-70B pretraining", _catalog("Llama-2-70B"), "pretrain", 64, 1, 4096, 4, 4, 1707),
    ("Nemotron-340B pretraining", lambda: _arch("Nemotron-4-340B", 96, 18432, 341e9, 256000), "pretrain", 128, 1,
     4096, 8, 8, 322),
    ("LLAMA3-8B pretraining (CP 2)", _catalog("Llama-3-8B"), "pretrain", 8, 1, 8192, 1, 1, 12036),
    ("LLAMA3-70B pretraining (CP 2)", _catalog("Llama-3-70B"), "pretrain", 64, 1, 8192, 4, 4, 1533),
    ("LLAMA2-7B SFT", _catalog("Llama-2-7B"), "full_finetune", 8, 1, 4096, 1, 1, 17120),
    ("LLAMA2-13B SFT", _catalog("Llama-2-13B"), "full_finetune", 8, 1, 4096, 1, 4, 9741),
    ("LLAMA2-70B SFT", _catalog("Llama-2-70B"), "full_finetune", 16, 1, 4096, 4, 4, 1833),
    ("LLAMA2-7B LoRA", _catalog("Llama-2-7B"), "lora", 8, 1, 4096, 1, 1, 25206),
    ("LLAMA2-13B LoRA", _catalog("Llama-2-13B"), "lora", 8, 1, 4096, 1, 1, 14161),
    ("LLAMA2-70B LoRA", _catalog("Llama-2-70B"), "lora", 8, 1, 4096, 2, 4, 2557),
)
# U2: (model, card, precision, KV, TP, batch, input, output, out tokens/s/GPU, table) in the page's order
TR4_ROWS = (
    ("Llama-2-7B", "H100-SXM", "fp8", "fp8", 1, 768, 128, 128, 19694, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-7B", "H100-SXM", "fp8", "fp8", 1, 80, 2048, 128, 2244, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-7B", "H100-SXM", "fp8", "fp8", 1, 48, 2048, 2048, 2740, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-70B", "H100-SXM", "fp8", "fp8", 2, 1024, 128, 128, 2657, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-70B", "H100-SXM", "fp8", "fp8", 4, 480, 128, 2048, 1486, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-70B", "H100-SXM", "fp8", "fp8", 2, 96, 2048, 128, 306, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-70B", "H100-SXM", "fp8", "fp8", 2, 64, 2048, 2048, 547, "H100 GPUs (FP8), v0.6.1"),
    ("Llama-2-7B", "L40S", "fp8", "fp8", 1, 64, 128, 128, 3240, "L40S GPUs (FP8), v0.5"),
    ("Llama-2-7B", "L40S", "fp8", "fp8", 1, 32, 2048, 128, 581, "L40S GPUs (FP8), v0.5"),
    ("Llama-2-7B", "L40S", "fp8", "fp8", 1, 16, 2048, 2048, 531, "L40S GPUs (FP8), v0.5"),
    ("Llama-2-7B", "A100-80GB", "fp16", None, 1, 384, 128, 128, 5586, "A100 GPUs (FP16); the 80 GB SXM assumed"),
    ("Llama-2-7B", "A100-80GB", "fp16", None, 1, 52, 2048, 128, 591, "A100 GPUs (FP16); the 80 GB SXM assumed"),
)
# U3: (label, arch, card, GPUs, tokens, seq, GPU-hours, helper, source)
GH4_ROWS = (
    ("Llama 2 34B pretraining (2.0T tokens)", lambda: _arch("Llama-2-34B", 48, 8192, 33.7e9, 32000), "A100-80GB", 2048,
     2e12, 0, 1_038_336, L2 + " (the 34B row; shape of Code Llama 34B: 48 layers × 8,192, 33.7B)"),
    ("MPT-7B pretraining (1T tokens, 440 × A100-40GB)", lambda: _arch("MPT-7B", 32, 4096, 6658859008, 50432, tied=True),
     "A100-40GB", 440, 1e12, 2048, 440 * 9.5 * 24,
     "mosaicml/mpt-7b model card 'Training Configuration': 'trained on 440 A100-40GBs for about 9.5 days' (1T tokens, "
     "2,048 sequence length, FSDP); GPU-hours = 440 × 9.5 × 24"),
    ("StarCoderBase 15.5B pretraining (1T tokens, 512 × A100)", lambda: _arch("StarCoderBase", 40, 6144, 15.5e9, 49152),
     "A100-80GB", 512, 1e12, 8192, 320_256,
     "bigcode/starcoder model card 'Hardware' (512 Tesla A100, 24 days; 'pre-training required 320,256 GPU hours', "
     "Python fine-tuning 11,208 apart); A100 80 GB per the StarCoder paper (arXiv:2305.06161); 8,192-token context"),
)


def _gh4(arch_fn: Callable[[], ModelArch], gpu: str, gpus: int, tokens: float, seq: int) -> Callable[[str | None], float]:
    # seq 0: the Llama 2 rows' own helper (the default sequence), as for the 7B / 13B / 70B rows of the same table
    return gpu_hours(arch_fn, gpu, tokens, gpus) if not seq else hours_v3(arch_fn, gpu, tokens, gpus, seq)


BATCH4_CASES: list[Case] = [
    *[Case(f"{label}, {n} × H100, TP {tp} PP {pp}, {seq:,} tokens (tokens/s/GPU) [batch 4]", tps,
           train_tps_layout(fn, "H100-SXM", n, seq, tp, pp, task=task, micro_batch=mbs), "NeMo (Megatron-Core)",
           f"{NM}: {label}, {n} GPUs, MBS {mbs}, seq {seq}, TP {tp}, PP {pp}, {tps:,} tokens/s/GPU",
           fitted=not _held_out(i), unit="tok/s", v3=True, batch=4)
      for i, (label, fn, task, n, mbs, seq, tp, pp, tps) in enumerate(NM_ROWS)],
    *[Case(f"{m} ({p}) {inp:,} in / {out:,} out, static batch {b}, TensorRT-LLM TP {tp} on {g} (tokens/s/GPU) "
           f"[batch 4]", tps, static_batch(m, g, p, tp, b, inp, out, "gpu", kv=kv), "trtllm",
           f"{TR}: {table}, LLaMA {'7B' if '7B' in m else '70B'}, batch {b}, TP {tp}, {inp} / {out}, {tps:,} out tok/s",
           fitted=not _held_out(i), unit="tok/s", v3=True, batch=4)
      for i, (m, g, p, kv, tp, b, inp, out, tps, table) in enumerate(TR4_ROWS)],
    *[Case(f"{label} [batch 4]", gh, _gh4(fn, g, n, tok, seq), "pretraining run", src, fitted=not _held_out(i),
           unit="GPU-h", v3=True, batch=4)
      for i, (label, fn, g, n, tok, seq, gh, src) in enumerate(GH4_ROWS)],
]
CASES += BATCH4_CASES

# --- issue 23, batch 5 (eighth pass, second part): 10 decode figures from three sources none of the lists above use,
# split by the rule below and committed BEFORE any of their estimates was computed (docs/ENGINE.md, "Eighth pass").
# SELECTION RULE (per source, fixed before any estimate):
#  V1 NVIDIA NIM benchmarking docs, docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance (.md): every table whose
#     card, precision, TP and lengths the page states under it (Llama-3.3-70b-instruct, NIM 1.8.0, 2 × H100 80G, fp8
#     TP2); its concurrency-1 row: per-user decode tokens/s = 1000 ÷ ITL ms. (The Llama-3.1-8B / 70B tables' headings
#     were not readable here: left out.) NIM 1.x serves Llama on H100 through TensorRT-LLM.
#  V2 vLLM's performance-benchmark CI, buildkite.com/vllm/performance-benchmark/builds/9515, "Latency tests": every row
#     (fixed batch 8, 32 tokens in, 128 out, H200, the models' 16-bit default): per-user tokens/s = 128 ÷ median
#     latency (the batch's prefill included).
#  V3 ggml-org/llama.cpp PR #4766 ("llama : ggml-backend integration"): every llama-bench tg128 row of a catalog card
#     and a catalog format in the thread's published tables: slaren's RTX 4090 run (2024-01-10, codellama-7b = Llama 2
#     7B's shape) and JohannesGaessler's RTX 3090 table ("t/s master" column); Q4_0 read as the int4 group format, as
#     the fitted llama-bench row.
# SPLIT RULE: as batch 4's: within each source, in the source's order, alternately held out and fitted, the first held
# out (V1 1 / 1, V2 2 / 1, V3 3 / 2: 6 held out, 4 fitted).
NIM = ("NVIDIA NIM LLM benchmarking, docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance: Llama-3.3-70b-instruct, "
       "NIM 1.8.0, 2 x H100 80G, fp8 TP2 (TensorRT-LLM), concurrency 1")
VB = ("vLLM performance-benchmark CI, buildkite.com/vllm/performance-benchmark/builds/9515, 'Latency tests' (fixed batch "
      "8, input 32, output 128, H200)")
LC = "ggml-org/llama.cpp PR #4766 ('llama : ggml-backend integration'), llama-bench tg128, -ngl 99"


def decode_at(model: str, gpu: str, precision: str, tp: int, prompt: int, output: int) -> Callable[[str | None], float]:
    """One stream's decode tokens/s after a `prompt`-token prefill (KV read at prompt + output / 2 on average)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="inference", precision=precision, seq_len=prompt + output,  # type: ignore[arg-type]
                                concurrency=1, framework=fw))  # type: ignore[arg-type]
        sp = estimate_speed(registry.get(model), w, get_gpu(gpu), Layout(num_gpus=tp, tp=tp), prompt=prompt,
                            kv_tokens=prompt + output // 2)
        return sp.decode_expected or 0
    return f


# V1: (input, output, ITL ms); V2: (test name, model, TP, median latency ms); V3: (card, format, tg128 t/s, where)
NIM_ROWS = ((5000, 500, 18.58), (500, 2000, 18.91))
VB_ROWS = (("latency_llama70B_tp4", "Llama-3-70B", 4, 2077.56), ("latency_llama8B_tp1", "Llama-3.1-8B", 1, 833.53),
           ("latency_mixtral8x7B_tp2", "Mixtral-8x7B", 2, 1916.58))
LC_ROWS = (("RTX-4090", "fp16", 61.03, "slaren, 2024-01-10, codellama-7b F16"),
           ("RTX-4090", "q8_0", 98.13, "slaren, 2024-01-10, codellama-7b Q8_0"),
           ("RTX-3090", "fp16", 48.52, "JohannesGaessler's table, llama 7B F16, t/s master"),
           ("RTX-3090", "q2_k", 92.69, "JohannesGaessler's table, llama 7B Q2_K, t/s master"),
           ("RTX-3090", "int4", 121.82, "JohannesGaessler's table, llama 7B Q4_0, t/s master"))
BATCH5_CASES: list[Case] = [
    *[Case(f"Llama-3.3-70B (fp8) {inp:,} in / {out:,} out, batch 1, NIM 1.8.0 TP 2 on 2 × H100 [batch 5]", 1000 / itl,
           decode_at("Llama-3.3-70B", "H100-SXM", "fp8", 2, inp, out), "trtllm",
           f"{NIM}, {inp} input / {out} output tokens, ITL {itl} ms", fitted=not _held_out(i), unit="tok/s", v3=True,
           batch=5)
      for i, (inp, out, itl) in enumerate(NIM_ROWS)],
    *[Case(f"{m} (bf16) 32 in / 128 out, static batch 8, vLLM TP {tp} on {tp} × H200 (per-user) [batch 5]",
           128 / (lat / 1000), static_batch(m, "H200", "bf16", tp, 8, 32, 128, "user"), "vllm",
           f"{VB}: {name}, median latency {lat} ms", fitted=not _held_out(i), unit="tok/s", v3=True, batch=5)
      for i, (name, m, tp, lat) in enumerate(VB_ROWS)],
    *[Case(f"Llama-2-7B {p.upper()} decode, batch 1, llama.cpp (Jan 2024) on one {g} [batch 5]", tps,
           decode_tps("Llama-2-7B", g, p), "llama.cpp", f"{LC}: {where}, tg128 {tps} t/s", fitted=not _held_out(i),
           unit="tok/s", v3=True, batch=5)
      for i, (g, p, tps, where) in enumerate(LC_ROWS)],
]
CASES += BATCH5_CASES

# --- issue 23, batch 6 (tenth pass): 9 GPU-hours and 20 decode figures from sources none of the lists above use,
# split by the rule below and committed BEFORE any of their estimates was computed (docs/ENGINE.md, "Tenth pass").
# SELECTION RULE (fixed before any estimate): a whole pre-training run's figure is taken where one page states the
# card, the GPU count (or GPU-hours), the run's length and the tokens, and the model's shape is published (its
# config.json or card); figures that fold in other work are left out (Llama 3.2's 86k GPU-hours of logit generation
# are listed apart by the card and not counted; Phi-4-multimodal's 28 days include speech and image training;
# Llama 4's shape has no official text here; SmolLM-135M's card and config disagree on the GPU count). A decode
# figure is taken where the page states the card, the model, the weight format, one stream and the framework;
# multi-GPU llama.cpp rows (layers split across cards, which the engine does not model) and cards outside the
# catalog (RTX 3090 Ti, 7900 XTX) are left out.
#  G1 meta-llama/llama-models models/llama3_2/MODEL_CARD.md: "Training utilized a cumulative of 916k GPU hours of
#     computation on H100-80GB"; table: Llama 3.2 1B 370k, 3B 460k (logit generation 86k listed apart); "pretrained
#     on up to 9 trillion tokens". GPU count not stated: 1,024 assumed (as for the DeepSeek 67B row).
#  G2 huggingface/smollm text/pretraining/README.md: "The model was trained on 384 H100 GPUs for 24 days"; 11.2T
#     tokens (HuggingFaceTB/SmolLM3-3B-Base card: "pretrained on 11.2T tokens"); shape and 4,096-token sequences from
#     text/pretraining/smollm3/stage1_8T.yaml (36 layers, hidden 2048, 16 heads, 4 KV heads, intermediate 11008,
#     vocab 128256, tied embeddings).
#  G3 microsoft/phi-1 card: "Training tokens: 54B tokens (7B unique tokens) ... GPUs: 8 A100 ... Training time: 6 days"
#     (A100 memory not stated: the 80 GB SXM assumed; the shape of phi-1_5, batch 3's row: same architecture).
#  G4 stabilityai/stablelm-3b-4e1t card: "trained on the Stability AI cluster across 256 NVIDIA A100 40GB GPUs (AWS
#     P4d instances) ... took approximately 30 days"; 1T tokens for 4 epochs; 2,795,443,200 parameters, hidden 2560,
#     32 layers, sequence length 4096, vocabulary 50,257.
#  G5 Falcon: tiiuae/falcon-40b card (as reproduced in the Azure ML catalog, ai.azure.com/catalog/models/tiiuae-falcon-
#     40b): "384 A100 40GB GPUs and took two months", 1,000B tokens; config.json 60 layers, hidden 8192, vocab 65024
#     ("two months" = 2 × 365.25 / 12 days). tiiuae/falcon-7b: 384 A100 40GB GPUs (ai.azure.com/catalog/models/tiiuae-
#     falcon-7b), 1,500B tokens; "we had 384 GPUs unscheduled for two weeks, so 1.5T was a good match" (TII,
#     huggingface.co/tiiuae/falcon-40b/discussions/10); config.json 32 layers, hidden 4544, vocab 65024. 2,048-token
#     sequences (both cards).
#  G6 microsoft/Phi-3-mini-4k-instruct card, June 2024 update: "GPUs: 512 H100-80G; Training time: 10 days; Training
#     data: 4.9T tokens" (a later run than the April one batch 3 uses: 7 days, 3.3T). microsoft/Phi-4-mini-instruct
#     card: "GPUs: 512 A100-80G; Training time: 21 days; Training data: 5T tokens", 3.8B parameters, shared input and
#     output embedding; config.json 32 layers, hidden 3072, vocab 200,064. 4,096-token sequences as batch 3's Phi rows.
#  D1 mlc-ai/llm-perf-bench README @d401356 ("decoding 256 tokens with a prompt 'What is the meaning of life?'";
#     "all numbers are based on PCIe, not NVLink"; llama.cpp Q4_0 GGUF, MLC q4f16_1, vLLM 4-bit GPTQ; commits of
#     October 2023): "Single GPU, 4-bit" RTX 4090 rows (MLC LLM, ExLlamaV2, llama.cpp), and the vLLM column of
#     "Multiple NVIDIA GPUs, FP16" and "Multiple NVIDIA GPUs, 4-bit" for Llama2-70B (A100: PCIe, 80 GB, as 70B fp16
#     on two cards needs). MLC LLM and ExLlamaV2 are not engine frameworks: estimated with the default.
#  D2 turboderp/exllamav2 README @b9c025b "Performance", 4090 column: Llama GPTQ 7B / 13B (group 128, no act-order;
#     LLaMA 7B / 13B have Llama 2's shapes), Llama2 EXL2 4.0 bpw 7B (read as the int4 group format); one stream.
# SPLIT RULE: as batches 4 and 5's, in the order above (GPU-hours G1…G6, then decode D1, D2, each page's order),
# alternately held out and fitted, the first held out: 5 / 4 GPU-hours, 10 / 10 decode.
LL32 = ("meta-llama/llama-models models/llama3_2/MODEL_CARD.md: 'Training utilized a cumulative of 916k GPU hours of "
        "computation on H100-80GB'; 'pretrained on up to 9 trillion tokens' (GPU count not stated: 1,024 assumed)")
PB = ("mlc-ai/llm-perf-bench README @d401356 (one stream, 256 tokens decoded after an 8-token prompt; PCIe; Oct 2023 "
      "commits)")
EX = "turboderp/exllamav2 README @b9c025b 'Performance', RTX 4090 column (one stream)"


def _smollm3() -> ModelArch:
    """SmolLM3-3B as huggingface/smollm text/pretraining/smollm3/stage1_8T.yaml states it."""
    return ModelArch(name="SmolLM3-3B", layers=36, hidden=2048, heads=16, kv_heads=4, head_dim=128, intermediate=11008,
                     vocab=128256, tied_embeddings=True, source="huggingface/smollm stage1_8T.yaml")


# (label, arch, card, GPUs, tokens, seq (0: the Llama 2 rows' helper), published GPU-hours, source)
GH6_ROWS = (
    ("Llama 3.2 1B pretraining (up to 9T tokens, H100)", lambda: registry.get("Llama-3.2-1B"), "H100-SXM", 1024, 9e12,
     0, 370_000, LL32 + ", table: Llama 3.2 1B 370k"),
    ("Llama 3.2 3B pretraining (up to 9T tokens, H100)", lambda: registry.get("Llama-3.2-3B"), "H100-SXM", 1024, 9e12,
     0, 460_000, LL32 + ", table: Llama 3.2 3B 460k"),
    ("SmolLM3-3B pretraining (11.2T tokens, 384 × H100, 24 days)", _smollm3, "H100-SXM", 384, 11.2e12, 4096,
     384 * 24 * 24, "huggingface/smollm text/pretraining/README.md: 'The model was trained on 384 H100 GPUs for 24 "
     "days'; 11.2T tokens (SmolLM3-3B-Base card); shape from smollm3/stage1_8T.yaml"),
    ("phi-1 pretraining (54B tokens, 8 × A100, 6 days)", lambda: _arch("phi-1", 24, 2048, 1.42e9, 51200), "A100-80GB",
     8, 54e9, 2048, 8 * 6 * 24, "microsoft/phi-1 card 'Training': 'Training tokens: 54B tokens (7B unique tokens) ... "
     "GPUs: 8 A100 ... Training time: 6 days' (A100 memory not stated: 80 GB SXM assumed)"),
    ("StableLM-3B-4E1T pretraining (4T tokens, 256 × A100-40GB, 30 days)",
     lambda: _arch("StableLM-3B-4E1T", 32, 2560, 2_795_443_200, 50257), "A100-40GB", 256, 4e12, 4096, 256 * 30 * 24,
     "stabilityai/stablelm-3b-4e1t card 'Training Infrastructure': '256 NVIDIA A100 40GB GPUs (AWS P4d instances) ... "
     "took approximately 30 days'; 1T tokens × 4 epochs; 2,795,443,200 parameters, hidden 2560, 32 layers"),
    ("Falcon-40B pretraining (1T tokens, 384 × A100-40GB, two months)",
     lambda: _arch("Falcon-40B", 60, 8192, 40e9, 65024), "A100-40GB", 384, 1e12, 2048, 384 * 2 * 365.25 / 12 * 24,
     "tiiuae/falcon-40b card (Azure ML catalog copy): '384 A100 40GB GPUs and took two months'; 1,000B tokens; "
     "config.json 60 layers, hidden 8192"),
    ("Falcon-7B pretraining (1.5T tokens, 384 × A100-40GB, two weeks)",
     lambda: _arch("Falcon-7B", 32, 4544, 7e9, 65024), "A100-40GB", 384, 1.5e12, 2048, 384 * 14 * 24,
     "tiiuae/falcon-7b card (Azure ML catalog copy): 384 A100 40GB GPUs, 1,500B tokens; TII in tiiuae/falcon-40b "
     "discussion #10: '384 GPUs unscheduled for two weeks'; config.json 32 layers, hidden 4544"),
    ("Phi-3-mini pretraining, June 2024 update (4.9T tokens, 512 × H100, 10 days)", lambda: registry.get("Phi-3-mini"),
     "H100-SXM", 512, 4.9e12, 4096, 512 * 10 * 24,
     "microsoft/Phi-3-mini-4k-instruct card (June 2024 update): 'GPUs: 512 H100-80G; Training time: 10 days; Training "
     "data: 4.9T tokens'"),
    ("Phi-4-mini pretraining (5T tokens, 512 × A100-80GB, 21 days)",
     lambda: _arch("Phi-4-mini", 32, 3072, 3.8e9, 200064, tied=True), "A100-80GB", 512, 5e12, 4096, 512 * 21 * 24,
     "microsoft/Phi-4-mini-instruct card: 'GPUs: 512 A100-80G; Training time: 21 days; Training data: 5T tokens', "
     "3.8B parameters, shared input and output embedding; config.json 32 layers, hidden 3072, vocab 200,064"),
)
# D1: (model, card, precision, TP, framework (None: not an engine framework), tok/s, where on the page)
PB_ROWS = (
    ("Llama-2-7B", "RTX-4090", "int4", 1, None, 204.8, "Single GPU, 4-bit: Llama2-7B, RTX 4090, MLC LLM"),
    ("Llama-2-7B", "RTX-4090", "gptq", 1, None, 177.46, "Single GPU, 4-bit: Llama2-7B, RTX 4090, Exllama V2"),
    ("Llama-2-7B", "RTX-4090", "int4", 1, "llama.cpp", 151.1, "Single GPU, 4-bit: Llama2-7B, RTX 4090, Llama.cpp"),
    ("Llama-2-13B", "RTX-4090", "int4", 1, None, 113.5, "Single GPU, 4-bit: Llama2-13B, RTX 4090, MLC LLM"),
    ("Llama-2-13B", "RTX-4090", "gptq", 1, None, 105.94, "Single GPU, 4-bit: Llama2-13B, RTX 4090, Exllama V2"),
    ("Llama-2-13B", "RTX-4090", "int4", 1, "llama.cpp", 88.0, "Single GPU, 4-bit: Llama2-13B, RTX 4090, Llama.cpp"),
    ("Llama-2-70B", "A100 80GB PCIe", "fp16", 2, "vllm", 15.27, "Multiple NVIDIA GPUs, FP16: A100 x 2, vLLM"),
    ("Llama-2-70B", "A100 80GB PCIe", "fp16", 4, "vllm", 17.64, "Multiple NVIDIA GPUs, FP16: A100 x 4, vLLM"),
    ("Llama-2-70B", "A100 80GB PCIe", "fp16", 8, "vllm", 14.32, "Multiple NVIDIA GPUs, FP16: A100 x 8, vLLM"),
    ("Llama-2-70B", "A10G", "fp16", 8, "vllm", 13.9, "Multiple NVIDIA GPUs, FP16: A10G x 8, vLLM"),
    ("Llama-2-70B", "A100 80GB PCIe", "gptq", 2, "vllm", 21.4, "Multiple NVIDIA GPUs, 4-bit: A100 x 2, vLLM"),
    ("Llama-2-70B", "A100 80GB PCIe", "gptq", 4, "vllm", 21.36, "Multiple NVIDIA GPUs, 4-bit: A100 x 4, vLLM"),
    ("Llama-2-70B", "A100 80GB PCIe", "gptq", 8, "vllm", 17.6, "Multiple NVIDIA GPUs, 4-bit: A100 x 8, vLLM"),
    ("Llama-2-70B", "A10G", "gptq", 2, "vllm", 12.89, "Multiple NVIDIA GPUs, 4-bit: A10G x 2, vLLM"),
    ("Llama-2-70B", "A10G", "gptq", 4, "vllm", 16.91, "Multiple NVIDIA GPUs, 4-bit: A10G x 4, vLLM"),
    ("Llama-2-70B", "A10G", "gptq", 8, "vllm", 20.79, "Multiple NVIDIA GPUs, 4-bit: A10G x 8, vLLM"),
    ("Llama-2-70B", "RTX-4090", "gptq", 2, "vllm", 23.8, "Multiple NVIDIA GPUs, 4-bit: RTX 4090 x 2, vLLM"),
)
# D2: (model, precision, tok/s, row)
EX_ROWS = (("Llama-2-7B", "gptq", 205, "Llama GPTQ 7B, group 128, no act-order"),
           ("Llama-2-13B", "gptq", 114, "Llama GPTQ 13B, group 128, no act-order"),
           ("Llama-2-7B", "int4", 211, "Llama2 EXL2 4.0 bpw 7B"))
# the vLLM column ran vLLM of October 2023 (before v0.2.7's CUDA graphs): its rows carry that build (VllmBuild)
_DECODE6 = [(f"{m} ({p}) decode, one stream, {fw or ('MLC LLM' if p == 'int4' else 'ExLlamaV2')} TP {tp} on {tp} × "
             f"{g} [batch 6]", tps, decode_at(m, g, p, tp, 8, 256), fw or "other", f"{PB}: {where}, {tps} tok/sec",
             VllmBuild(m, tp, 1, cuda_graphs=False) if fw == "vllm" else None)
            for m, g, p, tp, fw, tps, where in PB_ROWS]
_DECODE6 += [(f"{m} ({p}) decode, one stream, ExLlamaV2 on one RTX 4090 [batch 6]", tps, decode_tps(m, "RTX-4090", p),
              "other", f"{EX}: {row}, {tps} t/s", None) for m, p, tps, row in EX_ROWS]
BATCH6_CASES: list[Case] = [
    *[Case(f"{label} [batch 6]", gh, _gh4(fn, g, n, tok, seq), "pretraining run", src, fitted=not _held_out(i),
           unit="GPU-h", v3=True, batch=6)
      for i, (label, fn, g, n, tok, seq, gh, src) in enumerate(GH6_ROWS)],
    *[Case(label, tps, on_build(fn, b) if b else fn, fw, src, fitted=not _held_out(i), unit="tok/s", v3=True, batch=6,
           vllm_build=b)
      for i, (label, tps, fn, fw, src, b) in enumerate(_DECODE6)],
]
CASES += BATCH6_CASES

# --- issue 23, batch 7 (eleventh pass): 10 decode figures from two sources none of the lists above use, split by the
# rule below and committed BEFORE any of their estimates was computed and before any engine change (docs/ENGINE.md,
# "Eleventh pass"); benchmarks/fit_engine.py keeps the batch out of its fit (EXCLUDED_BATCHES).
# SELECTION RULE (fixed before any estimate): every row of a table that states the card, the model, the tensor-parallel
# size, the batch and the lengths (or the benchmark that fixes them), where the model is in the catalog; both columns
# of a before/after table (two builds of one framework, each a published figure).
#  E1 vllm-project/vllm PR #2192 ("Custom all reduce kernels", hanzhi713, 2023-12-19), "Latency and memory":
#     `python benchmarks/benchmark_latency.py --model NAME -tp TP --input-len 256 --output-len 256 --batch-size BS
#     --num-iters 5`, "L before (s)" / "L after (s)": Llama 70B, A100-80G, TP 4, BS 64: 16.37 / 14.57; Llama 13B, A30
#     (no nvlink), TP 2, BS 32: 10.43 / 9.79; Llama 7B, T4, TP 2, BS 32: 17.90 / 17.51. The Llama 33B row is left out
#     (no LLaMA-33B in the catalog). Readings fixed with the rows: "before" is vLLM main with CUDA graphs (PR #1926,
#     merged before this PR, which the author waited for) and NCCL's all-reduce, "after" the same with the custom
#     all-reduce; fp16 (Llama's config dtype; the T4 has no bf16); A100-80G = the SXM card (the custom all-reduce needs
#     NVLink at TP 4); "Llama 70B" = Llama-2-70B, 13B / 7B = Llama 2's shapes (LLaMA 1's are the same); a static batch
#     (static_batch, per user: 256 output tokens ÷ the latency).
#  E2 ggml-org/llama.cpp PR #6766 ("Introduction of CUDA Graphs to LLama.cpp"), JohannesGaessler's comment of
#     2024-04-19: "Results for LLaMA 2 7b q4_0", `./main tg`, "t/s master" / "t/s PR": 1x RTX 3090 116.31 / 128.27; 1x
#     RTX 4090 138.31 / 146.81. Q4_0 read as the int4 group format (as batches 1, 5 and 6), one stream, the tg128
#     reading (decode_tps; ./main's token count is not stated).
# SPLIT RULE: as batches 4-6's, per source in the page's order (row by row, the before / master column first),
# alternately held out and fitted, the first held out: E1 3 / 3, E2 2 / 2 (5 held out, 5 fitted).
CG = ("vllm-project/vllm PR #2192 'Custom all reduce kernels' (2023-12-19), 'Latency and memory': benchmark_latency.py "
      "--input-len 256 --output-len 256 --batch-size BS --num-iters 5")
LG = ("ggml-org/llama.cpp PR #6766 'Introduction of CUDA Graphs to LLama.cpp', JohannesGaessler 2024-04-19: 'Results "
      "for LLaMA 2 7b q4_0', ./main tg (Q4_0 read as the int4 group format)")
# E1: (model, card, TP, batch, latency s, column, the row as the page prints it)
CG_ROWS = (
    ("Llama-2-70B", "A100-80GB", 4, 64, 16.37, "L before (s)", "Llama 70B | A100-80G | 4 | 64"),
    ("Llama-2-70B", "A100-80GB", 4, 64, 14.57, "L after (s)", "Llama 70B | A100-80G | 4 | 64"),
    ("Llama-2-13B", "A30", 2, 32, 10.43, "L before (s)", "Llama 13B | A30 (no nvlink) | 2 | 32"),
    ("Llama-2-13B", "A30", 2, 32, 9.79, "L after (s)", "Llama 13B | A30 (no nvlink) | 2 | 32"),
    ("Llama-2-7B", "T4", 2, 32, 17.90, "L before (s)", "Llama 7B | T4 | 2 | 32"),
    ("Llama-2-7B", "T4", 2, 32, 17.51, "L after (s)", "Llama 7B | T4 | 2 | 32"),
)
# E2: (card, t/s, column)
LG_ROWS = (("RTX-3090", 116.31, "t/s master"), ("RTX-3090", 128.27, "t/s PR"),
           ("RTX-4090", 138.31, "t/s master"), ("RTX-4090", 146.81, "t/s PR"))
_CG7 = [(f"{m} (fp16) 256 in / 256 out, static batch {bs}, vLLM Dec 2023 ({'NCCL' if 'before' in col else 'custom'} "
         f"all-reduce) TP {tp} on {tp} × {g} (per-user) [batch 7]", 256 / lat,
         static_batch(m, g, "fp16", tp, bs, 256, 256, "user"), "vllm", f"{CG}: {row}, {col} {lat}",
         VllmBuild(m, tp, bs, cuda_graphs=True))
        for m, g, tp, bs, lat, col, row in CG_ROWS]
_LG7 = [(f"Llama-2-7B Q4_0 decode, batch 1, llama.cpp April 2024 ({'master' if col == 't/s master' else 'PR'}: "
         f"{'no CUDA graphs' if col == 't/s master' else 'CUDA graphs'}) on one {g} [batch 7]", tps,
         decode_tps("Llama-2-7B", g, "int4"), "llama.cpp", f"{LG}: {g.replace('-', ' ')}, {col} {tps}", None)
        for g, tps, col in LG_ROWS]
BATCH7_CASES: list[Case] = [
    *[Case(label, pub, on_build(fn, b) if b else fn, fw, src, fitted=not _held_out(i), unit="tok/s", v3=True, batch=7,
           vllm_build=b)
      for rows7 in (_CG7, _LG7) for i, (label, pub, fn, fw, src, b) in enumerate(rows7)],
]
CASES += BATCH7_CASES

# --- issue 23, batch 8 (twelfth pass): 10 training figures (whole runs and per-step times of small models) from four
# sources none of the lists above use, split by the rule below and committed BEFORE any of their estimates was computed
# and before any engine change (docs/ENGINE.md, "Twelfth pass"); benchmarks/fit_engine.py keeps the batch out of its
# fits (EXCLUDED_BATCHES). Every figure is read as GPU-hours for the tokens the source states (GPUs × hours).
# SELECTION RULE (fixed before any estimate): a training run or a per-step time whose source states the card, the GPU
# count, the tokens (or steps × tokens a step), the time and the model's depth and width, from a source no list above
# uses; every such row of the source. Each row says whether its time is a whole run's wall clock ("run") or the training
# steps alone ("steps": a per-step time × steps, or a total that leaves out evaluation).
#  N1 karpathy/llm.c scripts/ @f1e2ace (C/CUDA, bf16 mixed precision, ZeRO-1, cuDNN flash attention, 8 GPUs in one
#     node, -r 0: no recompute; GPT-2's shapes from train_gpt2.cu: d12 768, d24 1024, d36 1280, d48 1600; tied head;
#     vocabulary 50,257; parameters as each script names them), the header comments ("steps"):
#     run_gpt2_124M.sh "18,865 steps of 524,288 tokens/step on 8X A100 80GB SXM ... steps in ~300ms/iter";
#     run_gpt2_350M.sh "60K steps on 524,288 tokens/step ... 8X A100 80GB SXM ... ~820ms/iter";
#     run_gpt2_774M.sh "286,102 steps on 524,288 tokens/step ... 8X A100 80GB SXM ... ~1.7s/iter";
#     run_gpt2_1558M.sh "32,000 steps on ~1M tokens/step (1,048,576 to be precise) on 8X H100 80GB SXM ... steps in
#     2.80s/iter"; run_gpt3_125M.sh "572,204 steps of 524,288 tokens/step => 300B ... 8X A100 80GB SXM ... ~150ms/iter"
#     (-t 2048, -e gpt3:c768: 12 layers × 768, 125M). Sequence length -t: 1,024 (GPT-2), 2,048 (GPT-3).
#  N2 karpathy/nanoGPT README @3adf61e ("run"): "train.py reproduces GPT-2 (124M) on OpenWebText, running on a single
#     8XA100 40GB node in about 4 days of training"; config/train_gpt2.py: 12 × 1,024 tokens × 5 × 8 accumulation =
#     491,520 tokens a step × max_iters 600,000 = 294,912,000,000 tokens (PyTorch DDP, bf16, torch.compile). 4 days ×
#     8 GPUs = 768 GPU-hours (the config's own comment says "wait ~5 days": the README's figure is taken).
#  N3 karpathy/nanochat dev/LEADERBOARD.md @92d63d4, "Run 1" (commit 348fbb3; "steps": "total_training_time ... is
#     the time of the training iterations alone, excluding all the evaluations and logging"): --depth=24 on one 8XH100
#     node, step 16,704, total_training_time 10,949.47 s; total batch 524,288 tokens (base_train.py default), sequence
#     2,048; model_dim 24 × 64 = 1,536, 24 layers, untied head, vocabulary 32,768 (nanochat/gpt.py @348fbb3). Parameters
#     read as the blocks' matrices (24 × 12 × 1,536²) plus the token table and the head (2 × 32,768 × 1,536):
#     780,140,544; the value embeddings are lookups and are left out; the sliding-window layers are read as full causal.
#  N4 Xu, Bosselut, Schlag, "Positional Fragility in LLMs" (NeurIPS 2025), Appendix A.1 Table 4 ("steps": aggregate
#     pretraining throughput across 60 GPUs) with Table 5's shapes: 60 GH200 (15 nodes of 4), data parallel only,
#     micro-batch 3 × 8,192 tokens, Megatron-LM; 83.56B tokens (1.74B Gutenberg + 81.82B FineWeb-Edu, §3); 1B: 16 ×
#     2,048, tied, 2,308,935 tokens/s; 3B: 28 × 3,072, tied, 936,003; 8B: 32 × 4,096, untied, 450,017 (vocabulary
#     128,256: the shapes of Llama 3.2 1B / 3B and Llama 3.1 8B in the catalog). GPU-hours = 60 × tokens ÷ throughput.
# SPLIT RULE (fixed before any estimate): over the batch in the order above (N1's five scripts in the order listed, N2,
# N3, N4's three rows), alternately held out and fitted, the first held out: 5 held out, 5 fitted.
# Recorded after the blind reading (docs/ENGINE.md, "Twelfth pass"): against the rule's "every such row", nanochat's
# Runs 2 onwards and nanoGPT's shakespeare-char run were left out when the rows were chosen; none was added afterwards.
LC2 = "karpathy/llm.c scripts/{s} @f1e2ace header: {n:,} steps × {t:,} tokens on 8 × {g}, {ms} s a step (steps only)"
NG = ("karpathy/nanoGPT README @3adf61e: GPT-2 (124M) on OpenWebText, 'a single 8XA100 40GB node in about 4 days of "
      "training'; config/train_gpt2.py: 491,520 tokens × 600,000 steps (whole run)")
NC = ("karpathy/nanochat dev/LEADERBOARD.md @92d63d4 'Run 1' (d24, 8 × H100): step 16,704 of 524,288 tokens, "
      "total_training_time 10,949.47 s (training iterations alone)")
PF = ("Xu, Bosselut, Schlag, 'Positional Fragility in LLMs' (NeurIPS 2025) App. A.1 Table 4: aggregate pretraining "
      "throughput across 60 GH200 (15 nodes × 4, DP only, Megatron-LM, 3 × 8,192 tokens a GPU); 83.56B tokens")
PF_TOKENS = 83.56e9


def hours_on_nodes(arch_fn: Callable[[], ModelArch], gpu: str, tokens: float, gpus: int, nodes: int, seq: int
                   ) -> Callable[[str | None], float]:
    """hours_v3 with the node count the source states (nodes of fewer than 8 GPUs: GH200 nodes of 4)."""
    def f(fw: str | None) -> float:
        w, _ = resolve(Workload(task="pretrain", train_tokens=int(tokens), seq_len=seq))
        return train_time(arch_fn(), w, get_gpu(gpu), gpus, nodes, True)[1] or 0
    return f


# N1: (script, layers, width, params, seq, steps, tokens a step, card, seconds a step)
LC2_ROWS = (("run_gpt2_124M.sh", 12, 768, 124e6, 1024, 18_865, 524_288, "A100-80GB", 0.300),
            ("run_gpt2_350M.sh", 24, 1024, 350e6, 1024, 60_000, 524_288, "A100-80GB", 0.820),
            ("run_gpt2_774M.sh", 36, 1280, 774e6, 1024, 286_102, 524_288, "A100-80GB", 1.7),
            ("run_gpt2_1558M.sh", 48, 1600, 1558e6, 1024, 32_000, 1_048_576, "H100-SXM", 2.80),
            ("run_gpt3_125M.sh", 12, 768, 125e6, 2048, 572_204, 524_288, "A100-80GB", 0.150))
# N4: (size, catalog model with the same shape, throughput tokens/s across 60 GPUs)
PF_ROWS = (("1B", "Llama-3.2-1B", 2_308_935), ("3B", "Llama-3.2-3B", 936_003), ("8B", "Llama-3.1-8B", 450_017))
_GH8 = [(f"{s.removeprefix('run_').removesuffix('.sh')} in llm.c ({n * t / 1e9:,.1f}B tokens, 8 × {g}, steps) "
         f"[batch 8]", 8 * n * ms / 3600,
         hours_v3(lambda s=s, la=la, d=d, p=p: _arch(s, la, d, p, 50257, tied=True), g, n * t, 8, seq), "llm.c",
         LC2.format(s=s, n=n, t=t, g=g, ms=ms))
        for s, la, d, p, seq, n, t, g, ms in LC2_ROWS]
_GH8 += [("GPT-2 124M in nanoGPT (294.9B tokens, 8 × A100-40GB, about 4 days, run) [batch 8]", 8 * 4 * 24,
          hours_v3(lambda: _arch("GPT-2-124M", 12, 768, 124e6, 50257, tied=True), "A100-40GB", 600_000 * 491_520, 8,
                   1024), "nanoGPT (PyTorch)", NG),
         ("nanochat d24 (8.76B tokens, 8 × H100, steps) [batch 8]", 8 * 10_949.47 / 3600,
          hours_v3(lambda: _arch("nanochat-d24", 24, 1536, 780_140_544, 32768), "H100-SXM", 16_704 * 524_288, 8, 2048),
          "nanochat (PyTorch)", NC)]
_GH8 += [(f"Llama-style {size} on 60 × GH200 ({PF_TOKENS / 1e9:.2f}B tokens, steps) [batch 8]",
          60 * PF_TOKENS / tps / 3600, hours_on_nodes(lambda m=m: registry.get(m), "GH200", PF_TOKENS, 60, 15, 8192),
          "Megatron-LM", f"{PF}: {size} {tps:,} tokens/s ({m}'s shape, Table 5)")
         for size, m, tps in PF_ROWS]
BATCH8_CASES: list[Case] = [
    Case(label, gh, fn, fw, src, fitted=not _held_out(i), unit="GPU-h", v3=True, batch=8, steps_only="steps)" in label)
    for i, (label, gh, fn, fw, src) in enumerate(_GH8)
]
CASES += BATCH8_CASES

# --- issue 23, batch 9 (thirteenth pass): 10 serving figures (output tokens/s per GPU of static batches) from two
# TensorRT-LLM blog posts none of the lists above use, split by the rule below and committed BEFORE any of their
# estimates was computed and before any engine change (docs/ENGINE.md, "Thirteenth pass"); benchmarks/fit_engine.py
# keeps the batch out of its fits (EXCLUDED_BATCHES).
# SELECTION RULE (fixed before any estimate): every row of a table in a TensorRT-LLM blog post under
# NVIDIA/TensorRT-LLM docs/source/blogs/ that states the card, a catalog model, the precision, the tensor-parallel size
# (or one GPU), the batch size, the input and output lengths and the output tokens/s per GPU. Left out: rows whose
# layout is not stated (Falcon180B-H200.md's 8-GPU rows, "max TP/PP/DP config"), models outside the catalog
# (H100vsA100.md's GPT-J 6B), figures shown only as images (the Falcon-180B chart).
#  B1 docs/source/blogs/H200launch.md @1555478, "H200 FP8 Max throughput" (TensorRT-LLM v0.5.0, TensorRT v9.1.0.4,
#     H200, FP8; "Largest batch supported on given TP configuration by power of 2"; Throughput (out tok/s/GPU));
#     llama_13b / llama_70b read as Llama-2-13B / Llama-2-70B (the release's examples/llama), 7 rows.
#  B2 docs/source/blogs/Falcon180B-H200.md @3c44cb9, "Llama-70B on H200 up to 6.7x A100" (TensorRT-LLM v0.7a,
#     Llama2-70B, FP8, "1xH200 = TP1"; "BS: (in order) 960, 960, 192, 560, 96, 640"; "out_tps=output_seqlen*
#     batch_size/total_latency/tp"): the three 1-GPU rows (128 in; 128 / 2,048 / 4,096 out; batches 960, 192, 96).
# The pages do not name the KV cache's format: FP8 builds are read with an FP8 KV cache, as batches 3 and 4's
# TensorRT-LLM rows of the same releases (performance.md @138f96d: --enable_fp8 --fp8_kv_cache); with a 16-bit cache
# llama_13b's batch of 1,024 × 256 tokens alone would hold 215 GB on a 141 GB card.
# SPLIT RULE (fixed before any estimate): within each source, in the page's order, alternately held out and fitted,
# the first held out: B1 4 / 3, B2 2 / 1 (6 held out, 4 fitted). No row may move between sets after its error is seen.
HL = ("NVIDIA/TensorRT-LLM docs/source/blogs/H200launch.md @1555478, 'H200 FP8 Max throughput' (TensorRT-LLM v0.5.0, "
      "TensorRT v9.1.0.4, H200 FP8, batch = the largest power of 2 that fits; out tok/s/GPU)")
FB = ("NVIDIA/TensorRT-LLM docs/source/blogs/Falcon180B-H200.md @3c44cb9, 'Llama-70B on H200 up to 6.7x A100' "
      "(TensorRT-LLM v0.7a, Llama2-70B, FP8, 1xH200 = TP1; out_tps = output_seqlen × batch_size ÷ total_latency ÷ tp)")
# B1 and B2: (model, TP, batch, input, output, out tokens/s/GPU, the row as the page prints it), in the page's order
HL_ROWS = (("Llama-2-13B", 1, 1024, 128, 128, 11819, "llama_13b | 1024 | 1 | 128 | 128"),
           ("Llama-2-13B", 1, 128, 128, 2048, 4750, "llama_13b | 128 | 1 | 128 | 2048"),
           ("Llama-2-13B", 1, 64, 2048, 128, 1349, "llama_13b | 64 | 1 | 2048 | 128"),
           ("Llama-2-70B", 1, 512, 128, 128, 3014, "llama_70b | 512 | 1 | 128 | 128"),
           ("Llama-2-70B", 2, 512, 128, 2048, 1654, "llama_70b | 512 | 2 | 128 | 2048"),
           ("Llama-2-70B", 1, 64, 2048, 128, 341, "llama_70b | 64 | 1 | 2048 | 128"),
           ("Llama-2-70B", 1, 32, 2048, 128, 303, "llama_70b | 32 | 1 | 2048 | 128"))
FB_ROWS = (("Llama-2-70B", 1, 960, 128, 128, 3803, "Llama-70B | 1 | 128 | 128, BS 960"),
           ("Llama-2-70B", 1, 192, 128, 2048, 2941, "1 | (128) | 2048, BS 192"),
           ("Llama-2-70B", 1, 96, 128, 4096, 1946, "1 | (128) | 4096, BS 96"))
BATCH9_CASES: list[Case] = [
    Case(f"{m} (fp8) {inp:,} in / {out:,} out, static batch {b}, TensorRT-LLM {ver} TP {tp} on {tp} × H200 "
         f"(tokens/s/GPU) [batch 9]", tps, static_batch(m, "H200", "fp8", tp, b, inp, out, "gpu", kv="fp8"), "trtllm",
         f"{src}: {row}, {tps:,} out tok/s/GPU", fitted=not _held_out(i), unit="tok/s", v3=True, batch=9)
    for rows9, src, ver in ((HL_ROWS, HL, "v0.5.0"), (FB_ROWS, FB, "v0.7a"))
    for i, (m, tp, b, inp, out, tps, row) in enumerate(rows9)
]
CASES += BATCH9_CASES

# --- issue 23, batch 10 (fourteenth pass): 11 training-speed figures (tokens/s per GPU of Megatron-LM / Meta runs on
# A100 and H100 clusters) from sources none of the lists above use, split by the rule below and committed BEFORE any of
# their estimates was computed and before any engine change (docs/ENGINE.md, "Fourteenth pass").
# SELECTION RULE (fixed before any estimate): every row of a table (or a sentence) that states a training run's
# throughput per GPU (tokens/s, MFU or TFLOP/s) with the model's size, the GPU count and the card (or the cluster that
# fixes it), from a source no list above uses; MFU and TFLOP/s are turned into tokens/s/GPU with the source's own FLOP
# count where it states one, else 6·N + the causal attention term (6·L·s·d, the engine's model FLOPs). Left out: rows
# whose tokens/s would depend on an unstated FLOP count by more than 5 % (Llama 3's 131,072-token CP-16 row: attention
# is two thirds of its FLOPs), figures shown only as images (Megatron-LM's weak- and strong-scaling charts).
#  K1 NVIDIA/Megatron-LM README.md, from commit 2e90a342f5 (2022-05-19) to f2e5db402c^ (2024-07): "The following
#     table shows both model (MFU) and hardware (HFU) FLOPs utilization for select configurations up to 1T parameters
#     … measured using a data parallel size of one": | 22B | 41.5% | 43.7% | / | 175B | 51.4% | 52.8% | / | 530B |
#     56.0% | 57.0% | / | 1T | 56.3% | 57.0% | (A100-80GB, Selene; sequence 2,048, vocabulary 51,200 per the same
#     README). Shapes and layouts as in Korthikanti et al. 2022 (arXiv:2205.05198) Table 3, which the README points to
#     (22B 48 × 6,144 on TP 8 = 8 GPUs; 175B 96 × 12,288, TP 8 × PP 8 = 64; 530B 105 × 20,480, TP 8 × PP 35 = 280; 1T
#     128 × 25,600, TP 8 × PP 64 = 512; GPUs = TP × PP, "data parallel size of one"). Checked after the commit of the
#     split, no row changed: 530B's and 1T's layers, width, TP and PP are those of Megatron-LM's
#     examples/sc21/run_table_1.sh @d4878ef015 (NLS=105 HS=20480 TP=8 PP=35; NLS=128 HS=25600 TP=8 PP=64) and 175B is
#     GPT-3's 96 × 12,288; 22B's shape is the paper's table as recalled, not re-read. The runs use sequence parallelism and
#     Megatron's selective recompute (the attention core only: no weight matmul re-run), read as `checkpointing=none`.
#     tokens/s/GPU = MFU × 312 TFLOPS ÷ the paper's model FLOPs per token, 72·l·h²·(1 + s/6h + V/12lh) ÷ s·B per
#     token = 72·l·h² + 12·l·h·s + 6·V·h (no causal halving).
#  K2 Korthikanti et al. 2022 (arXiv:2205.05198) abstract (huggingface.co/papers/2205.05198, ar5iv.labs.arxiv.org/html/
#     2205.05198): "when training a 530B parameter GPT-3 style model on 2240 NVIDIA A100 GPUs, we achieve a Model Flops
#     Utilization of 54.2%, which is 29% faster than the 42.1% we achieve using recomputation": 530B (as K1) at DP 8;
#     two rows, selective (read as none) and full recompute (`checkpointing=full`), tokens/s as K1.
#  K3 NVIDIA/Megatron-LM examples/llama/README.md @bd32927e7e (2025-12-09), "FP8 Performance": | LLAMA3-8B | 8 | 128 |
#     1 | 8192 | 1 | 1 | 2 | … | 13812 | 800 | / | LLAMA3-70B | 64 | 128 | 1 | 8192 | 4 | 8 | 1 | 5 | … | 1621 | 780 | /
#     | LLAMA3-405B | 1024 | 512 | 1 | 8192 | 8 | 8 | 2 | 8 | … | 315 | 834 | (Tokens/sec/GPU). The table names no card:
#     read as H100 SXM (the section's script is train_llama3_8b_h100_fp8.sh; "follows those defined in NeMo
#     Framework's performance scripts", DGX-H100). CP is read as the NeMo rows of batch 4 read it (not an engine input).
#  K4 Llama 3 (Dubey et al. 2024, arXiv:2407.21783) Table 4, as reproduced at glennklockwood.com/garden/llama-3.1 from
#     Balaji's SC'24 slide: "8,192 | 8 | 1 | 16 | 16M | 430" and "16,384 | 8 | 1 | 16 | 16M | 400" (GPUs, TP, CP, PP,
#     tokens/batch, TFLOPS/GPU); Llama 3 405B (126 × 16,384), 8,192-token sequences, H100 at 700 W, RoCE (§3.3.1), BF16.
#     tokens/s/GPU = TFLOPS ÷ (6 × 405e9 + 6 × 126 × 8,192 × 16,384): the engine's model FLOPs, the paper's own count
#     not stated (its attention share here is 4 %).
# SPLIT RULE (fixed before any estimate): over the batch in the order above (K1's four rows, K2's selective then full,
# K3's three, K4's two), alternately held out and fitted, the first held out: 6 held out, 5 fitted. No row may move
# between sets after its error is seen; fit_engine keeps the batch out of its fits (EXCLUDED_BATCHES).
MR = ("NVIDIA/Megatron-LM README.md @2e90a342f5 (2022-05-19, kept to 2024-07): MFU / HFU table, 'measured using a data "
      "parallel size of one' (A100-80GB, sequence 2,048, vocabulary 51,200); shapes and layouts of Korthikanti et al. "
      "2022 Table 3")
KA = ("Korthikanti et al. 2022 (arXiv:2205.05198) abstract: '530B parameter GPT-3 style model on 2240 NVIDIA A100 "
      "GPUs … Model Flops Utilization of 54.2%, which is 29% faster than the 42.1% we achieve using recomputation'")
ML = ("NVIDIA/Megatron-LM examples/llama/README.md @bd32927e7e, 'FP8 Performance' (Tokens/sec/GPU; H100 read from "
      "the section's train_llama3_8b_h100_fp8.sh)")
LT = ("Dubey et al. 2024 (Llama 3, arXiv:2407.21783) Table 4 as at glennklockwood.com/garden/llama-3.1 (Balaji, SC'24): "
      "405B, H100, BF16, 8,192-token sequences; TFLOPS/GPU ÷ (6 × 405e9 + 6 × 126 × 8,192 × 16,384)")
MEGATRON_V = 51200


def megatron_tps(mfu: float, layers: int, hidden: int, seq: int = 2048, peak: float = 312e12) -> float:
    """tokens/s per GPU from an MFU, with Korthikanti et al. 2022's model FLOPs per token (72·l·h² + 12·l·h·s + 6·V·h)."""
    return mfu * peak / (72 * layers * hidden**2 + 12 * layers * hidden * seq + 6 * MEGATRON_V * hidden)


def _megatron_arch(name: str, layers: int, hidden: int) -> Callable[[], ModelArch]:
    """A Megatron GPT of `layers` × `hidden` (12·l·h² block weights, the 51,200 × h table and 2,048 positions)."""
    return lambda: _arch(name, layers, hidden, 12 * layers * hidden**2 + (MEGATRON_V + 2048) * hidden, MEGATRON_V)


# K1 and K2: (size, layers, hidden, GPUs, TP, PP, MFU, checkpointing, source, the row as printed)
MR_ROWS = (("22B", 48, 6144, 8, 8, 1, 0.415, "none", MR, "| 22B | 41.5% | 43.7% |"),
           ("175B", 96, 12288, 64, 8, 8, 0.514, "none", MR, "| 175B | 51.4% | 52.8% |"),
           ("530B", 105, 20480, 280, 8, 35, 0.560, "none", MR, "| 530B | 56.0% | 57.0% |"),
           ("1T", 128, 25600, 512, 8, 64, 0.563, "none", MR, "| 1T | 56.3% | 57.0% |"),
           ("530B", 105, 20480, 2240, 8, 35, 0.542, "none", KA, "54.2% (selective recompute, sequence parallel)"),
           ("530B", 105, 20480, 2240, 8, 35, 0.421, "full", KA, "42.1% (full recomputation)"))
# K3: (label, catalog model, GPUs, TP, PP, tokens/s/GPU); K4: (GPUs, TP, PP, TFLOPS/GPU)
ML_ROWS = (("LLAMA3-8B", "Llama-3-8B", 8, 1, 1, 13812), ("LLAMA3-70B", "Llama-3-70B", 64, 4, 8, 1621),
           ("LLAMA3-405B", "Llama-3.1-405B", 1024, 8, 8, 315))
LT_ROWS = ((8192, 8, 16, 430), (16384, 8, 16, 400))
_B10 = [(f"GPT {size} Megatron-LM, {n:,} × A100-80GB, TP {tp} PP {pp}, 2,048 tokens, "
         f"{'full recompute' if ck == 'full' else 'selective recompute'} (tokens/s/GPU) [batch 10]",
         megatron_tps(mfu, la, d), train_tps_layout(_megatron_arch(f"GPT-{size}", la, d), "A100-80GB", n, 2048, tp, pp,
                                                    precision="bf16", checkpointing=ck),
         "Megatron-LM", f"{src}: {row}, MFU {mfu:.1%} → {megatron_tps(mfu, la, d):,.0f} tokens/s/GPU")
        for size, la, d, n, tp, pp, mfu, ck, src, row in MR_ROWS]
_B10 += [(f"{label} FP8 Megatron-Core, {n:,} × H100, TP {tp} PP {pp}, 8,192 tokens (tokens/s/GPU) [batch 10]", tps,
          train_tps_layout(_catalog(m), "H100-SXM", n, 8192, tp, pp), "Megatron-LM",
          f"{ML}: {label}, {n} GPUs, TP {tp}, PP {pp}, {tps:,} tokens/s/GPU")
         for label, m, n, tp, pp, tps in ML_ROWS]
_B10 += [(f"Llama 3 405B pretraining, {n:,} × H100, TP {tp} PP {pp}, 8,192 tokens (tokens/s/GPU) [batch 10]",
          tf * 1e12 / (6 * 405e9 + 6 * 126 * 8192 * 16384),
          train_tps_layout(_catalog("Llama-3.1-405B"), "H100-SXM", n, 8192, tp, pp, precision="bf16"),
          "Meta (4D parallelism)", f"{LT}: {n:,} GPUs, TP {tp}, CP 1, PP {pp}, {tf} TFLOPS/GPU")
         for n, tp, pp, tf in LT_ROWS]
BATCH10_CASES: list[Case] = [
    Case(label, tps, fn, fw, src, fitted=not _held_out(i), unit="tok/s", v3=True, batch=10)
    for i, (label, tps, fn, fw, src) in enumerate(_B10)
]
CASES += BATCH10_CASES

UPPER_BOUNDS = [
    ("Llama-2-7B QLoRA single GPU < 10 GB (torchtune)", 10.0,
     peak("Llama-2-7B", task="qlora", seq_len=2048, batch_size=2, lora_rank=8, gradient_checkpointing=True), "torchtune",
     "torchtune QLoRA tutorial: 'finetune a Llama2-7b model in <10 GB of memory'"),
    ("Llama-2-70B (≈65B) QLoRA on one 48 GB GPU", 48.0,
     peak("Llama-2-70B", task="qlora", seq_len=512, batch_size=1, gradient_checkpointing=True), "hf",
     "QLoRA, arXiv:2305.14314 §1: 65B fine-tuned on a single 48 GB GPU"),
]

# the frameworks the engine models (--framework); a case from another stack is estimated with the default
FRAMEWORKS = ("hf", "torchtune", "unsloth", "deepspeed", "vllm", "sglang", "tgi", "llama.cpp", "torchtitan", "trtllm")
CATEGORIES = ("weights", "training peak", "inference peak", "speed", "GPU-hours", "at load: per-user tokens/s",
              "at load: first token")


def _category(c: Case) -> str:
    if c.kind:
        return c.kind
    if c.unit == "GPU-h":
        return "GPU-hours"
    if c.unit == "tok/s":
        return "speed"
    if "vLLM" in c.label and "weights" not in c.label:
        return "inference peak"
    return "weights" if ("weights" in c.label or "GGUF" in c.label) else "training peak"


def _fmt(v: float, unit: str) -> str:
    if unit == "GB":
        return f"{v:.2f} GB"
    if unit == "GPU-h":
        return f"{v:,.0f}"
    if unit == "s":
        return f"{v:.3f} s"
    return f"{v:,.0f}"


def rows() -> list[dict]:
    """One dict per measured case: estimate with and without the framework term, errors, set."""
    out = []
    for c in CASES:
        with_fw = c.estimate(c.framework if c.framework in FRAMEWORKS else None)
        without = c.estimate(None)
        out.append({"case": c, "category": _category(c), "with": with_fw, "without": without,
                    "err": with_fw / c.published - 1, "err_without": without / c.published - 1})
    return out


def summary(rs: list[dict]) -> list[tuple[str, str, int, float, float, float, float]]:
    lines = []
    for cat in CATEGORIES:
        for subset in ("fitted", "held-out"):
            sel = [r for r in rs if r["category"] == cat and r["case"].fitted == (subset == "fitted")]
            if not sel:
                continue
            e = [abs(r["err"]) for r in sel]
            e0 = [abs(r["err_without"]) for r in sel]
            lines.append((cat, subset, len(sel), statistics.median(e), max(e), statistics.median(e0), max(e0)))
    return lines


V3_GROUPS = {"peaks": ("training peak", "inference peak"), "tokens/s": ("speed",), "GPU-hours": ("GPU-hours",)}


def v3_summary(rs: list[dict]) -> list[tuple[str, str, int, float, float]]:
    """The v3 figures alone (issue 23's bar: held-out median |error| ≤ 10 % for each group)."""
    out = []
    for group, cats in V3_GROUPS.items():
        for subset in ("fitted", "held-out"):
            e = [abs(r["err"]) for r in rs if r["case"].v3 and r["category"] in cats
                 and r["case"].fitted == (subset == "fitted")]
            if e:
                out.append((group, subset, len(e), statistics.median(e), max(e)))
    for b in sorted({r["case"].batch for r in rs if r["case"].batch}):
        sel = [r for r in rs if r["case"].batch == b]
        if len({r["case"].fitted for r in sel}) == 1:  # batches 1 and 2: one set, decode rows only
            e = [abs(r["err"]) for r in sel]
            subset = "fitted" if sel[0]["case"].fitted else "held-out"
            out.append((f"tokens/s, batch {b} alone", subset, len(e), statistics.median(e), max(e)))
            continue
        for group, unit_or_cats in (("tokens/s", "tok/s"), ("peaks", V3_GROUPS["peaks"]), ("GPU-hours", "GPU-h")):
            for subset in ("fitted", "held-out"):
                e = [abs(r["err"]) for r in sel if r["case"].fitted == (subset == "fitted")
                     and (r["case"].unit == unit_or_cats if isinstance(unit_or_cats, str)
                          else r["category"] in unit_or_cats)]
                if e:
                    out.append((f"batch {b} alone: {group}", subset, len(e), statistics.median(e), max(e)))
    return out


def main() -> None:
    rs = rows()
    print("| case | category | set | framework | published | estimate | error | without framework term | source |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rs:
        c = r["case"]
        extra = ""
        print(f"| {c.label} | {r['category']} | {'fitted' if c.fitted else 'held-out'} | {c.framework} "
              f"| {_fmt(c.published, c.unit)} | {_fmt(r['with'], c.unit)} | {r['err']:+.1%}{extra} "
              f"| {r['err_without']:+.1%} | {c.source} |")
    print("\nUpper-bound claims (not in any median):\n")
    print("| claim | bound | estimate | holds | source |")
    print("|---|---|---|---|---|")
    for label, bound, fn, fw, src in UPPER_BOUNDS:
        est = fn(fw)
        print(f"| {label} | < {bound:.0f} GB | {est:.2f} GB | {'yes' if est < bound else 'NO'} | {src} |")
    print(f"\nSummary over {len(rs)} measured figures (median |error| / max |error|):\n")
    print("| category | set | n | with framework term | without |")
    print("|---|---|---|---|---|")
    for cat, subset, n, med, mx, med0, mx0 in summary(rs):
        print(f"| {cat} | {subset} | {n} | {med:.1%} / {mx:.1%} | {med0:.1%} / {mx0:.1%} |")
    print("\nThe v3 figures alone (sources v2 did not use; median |error| / max |error|):\n")
    print("| group | set | n | error |")
    print("|---|---|---|---|")
    for group, subset, n, med, mx in v3_summary(rs):
        print(f"| {group} | {subset} | {n} | {med:.1%} / {mx:.1%} |")


if __name__ == "__main__":
    main()
