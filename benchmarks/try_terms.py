"""Candidate training-speed terms, fitted on the fitted published figures only, then read once on the held-out ones.

    python benchmarks/try_terms.py            # the baseline and each candidate: fitted error, held-out medians
    python benchmarks/try_terms.py --rows     # every v3 training row's signed error under each candidate

A candidate multiplies the training utilisation by a factor with one constant. For each constant on its grid the
engine's own constants are refitted exactly as benchmarks/fit_engine.py does (ATTENTION_SPEED on its grid, the
Hopper and A100 utilisations as the geometric mean of published/estimate over each card group), the constant with
the smallest squared log error over the *fitted* rows wins, and only then are the held-out rows read (issue 23's
groups: v3 tokens/s, every held-out row (20 until held-out batch 1 added 15), and v3 GPU-hours; the batch-1
decode rows, which no training term reaches, are in the tokens/s medians as the engine gives them). Nothing here
changes tools/speed.py: a candidate is adopted by writing it there, with its source.

Candidates (docs/ENGINE.md, "Why the held-out tokens/s rows miss"):
- micro-batch: FSDP re-gathers the parameters for every micro-batch (ZeRO-3 / FSDP FULL_SHARD, Zhao et al. 2023,
  arXiv:2304.11277 §3), so the exposed part of that traffic per token falls with the tokens a GPU runs per
  micro-batch T: × 1 / (1 + κ · (dense TFLOPS ÷ NVLink GB/s) · 1000 / T). T per row from its source (llm-foundry's
  MicroBatchSize × SeqLen; torchtitan's local batch; TinyLlama's micro_batch_size 8 × 2,048); none for the GPU-hours
  rows (batch per GPU not published) or single-GPU runs.
- width: a GEMM reaches more of its peak as the model widens, × 1 / (1 + d0 / hidden).
- elementwise: the memory-bound pointwise kernels beside the matmuls (norms, residual adds, rotary, the MLP
  activation, and their backward) move ≈ 100·d bytes per token per layer while the matmuls do ≈ 72·d² FLOPs, so their
  time ÷ the matmuls' is κ · (dense TFLOPS ÷ HBM TB/s) ÷ hidden: × 1 / (1 + κ · balance / hidden), balance = the card's
  FLOPs per byte (catalog rows: H100/H800 295, A100-80GB 153, A100-40GB 201, RTX 4090 164). The card-dependent
  form of the width term (Williams et al. 2009, the roofline's machine balance; TinyLlama's README credits its 56 %
  MFU at 1.1B to fusing exactly these kernels: "fused layernorm, fused swiglu, fused cross entropy loss, fused rotary
  positional embedding").
- FSDP weak scaling: the benchmark tables run a fixed micro-batch per GPU, and FSDP's ring all-gathers and
  reduce-scatters move (n − 1)/n of the same bytes per GPU at any n (Zhao et al. 2023, arXiv:2304.11277), so their
  multi-node rows lose nothing across nodes (llm-foundry's MPT-13b: 4,792 / 4,767 / 4,811 / 4,800 tokens/s/GPU on
  8 / 16 / 32 / 64 H100): × (1 + c_rdma · log2 nodes)^x on the FSDP tokens/s rows, x = 1 removing the network factor.
  Whole-run GPU-hours keep it (their batch per GPU and parallelism are not published).
- launch floor: eager FSDP pays a fixed latency per layer and pass (hooks, launches) every micro-batch, against compute
  ∝ 12·d²·T per layer: × 1 / (1 + κ · TFLOPS / (d² · T)). Tried alone and beside the elementwise term (its κ held at
  the fitted 1.3), as is the micro-batch term.
"""

from __future__ import annotations

import math
import re
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import fit_engine
import published

from catalog.gpus import get_gpu
from tools.schema import GPUSpec

H100_RATIO, A100_RATIO = 989.5 / 900, 312 / 600  # dense bf16 TFLOPS ÷ NVLink GB/s (catalog rows)
RDMA_C = 0.037  # tools.speed.SCALING_C["rdma"] (seed 002)
# label prefix → the catalog card the row runs on (benchmarks/published.py); its FLOPs per byte of HBM bandwidth
CARDS: dict[str, str] = {
    "Llama 3 8B torchtitan 64": "A100-80GB", "Llama 2 13B torchtitan 64": "A100-80GB",
    "Llama 3 70B torchtitan": "A100-80GB", "Llama 2 70B torchtitan": "A100-80GB", "Llama 3.1 8B torchtitan": "H100-SXM",
    "MPT-": "H100-SXM", "TinyLlama 1.1B, 16": "A100-40GB", "Llama-3.1-8B": "RTX-4090", "Llama 2 7B": "A100-80GB",
    "Llama 2 13B pre": "A100-80GB", "Llama 2 70B pre": "A100-80GB", "Llama 3 8B pre": "H100-SXM",
    "Llama 3 70B pre": "H100-SXM", "Llama 3.1 8B pre": "H100-SXM", "Llama 3.1 70B pre": "H100-SXM",
    "Llama 3.1 405B": "H100-SXM", "DeepSeek-V3": "H800", "BLOOM": "A100-80GB", "LLaMA ": "A100-80GB",
    "TinyLlama 1.1B on": "A100-40GB", "Pythia": "A100-40GB", "MPT-1.3B": "A100-40GB", "DeepSeek LLM": "H800",
    # batch 4: the NeMo rows on H100; the model cards' own clusters
    "GPT3-175B pretraining": "H100-SXM", "LLAMA2-": "H100-SXM", "LLAMA3-": "H100-SXM", "Nemotron-340B": "H100-SXM",
    "Llama 2 34B pre": "A100-80GB", "MPT-7B pre": "A100-40GB", "StarCoderBase 15.5B": "A100-80GB",
}


def card(label: str) -> GPUSpec:
    """The catalog card a row runs on (the longest matching prefix: "MPT-1.3B" is more precise than "MPT-")."""
    return get_gpu(CARDS[max((k for k in CARDS if label.startswith(k)), key=len)])


def balance(label: str) -> float:
    """The row's card: dense bf16 FLOPs per byte of HBM bandwidth (the roofline's machine balance)."""
    g = card(label)
    return (g.bf16_tflops or 0) * 1e12 / ((g.bandwidth_gb_s or 1) * 1e9)


def _elementwise(row: Row, k: float) -> float:
    return 1 / (1 + k * row[3] / row[0])


ELEMENTWISE_FIT = 1.3  # the elementwise candidate's fitted κ, held while a second term is fitted beside it
# label prefix → (hidden, tokens per micro-batch per GPU under FSDP or None, TFLOPS ÷ NVLink GB/s)
ROWS: dict[str, tuple[int, int | None, float]] = {
    "Llama 3 8B torchtitan 64": (4096, 8192, A100_RATIO), "Llama 2 13B torchtitan 64": (5120, 8192, A100_RATIO),
    "Llama 3 70B torchtitan": (8192, 8192, A100_RATIO), "Llama 2 70B torchtitan": (8192, 8192, A100_RATIO),
    "Llama 3.1 8B torchtitan": (4096, 16384, H100_RATIO), "MPT-7b 2,048": (4096, 12288, H100_RATIO),
    "MPT-7b 65,536": (4096, 65536, H100_RATIO), "MPT-7b 8,192": (4096, 65536, H100_RATIO),
    "MPT-7b 32,768": (4096, 65536, H100_RATIO), "MPT-30b 2,048": (7168, 6144, H100_RATIO),
    "MPT-30b 8,192": (7168, 8192, H100_RATIO), "MPT-1b 2,048": (2048, 28672, H100_RATIO),
    "MPT-13b 2,048": (5120, 4096, H100_RATIO), "MPT-13b 32,768": (5120, 32768, H100_RATIO),
    "MPT-70b": (8192, 16384, H100_RATIO), "MPT-3b": (2560, 20480, H100_RATIO),
    "MPT-760m": (1536, 49152, H100_RATIO), "TinyLlama 1.1B, 16": (2048, 16384, A100_RATIO),
    "Llama-3.1-8B": (4096, None, 0), "Llama 2 7B": (4096, None, 0), "Llama 2 13B pre": (5120, None, 0),
    "Llama 2 70B pre": (8192, None, 0), "Llama 3 8B pre": (4096, None, 0), "Llama 3 70B pre": (8192, None, 0),
    "Llama 3.1 8B pre": (4096, None, 0), "Llama 3.1 70B pre": (8192, None, 0), "Llama 3.1 405B": (16384, None, 0),
    "DeepSeek-V3": (7168, None, 0), "BLOOM": (14336, None, 0), "LLaMA 7B": (4096, None, 0),
    "LLaMA 13B": (5120, None, 0), "LLaMA 33B": (6656, None, 0), "LLaMA 65B": (8192, None, 0),
    "TinyLlama 1.1B on": (2048, None, 0), "Pythia": (2048, None, 0), "MPT-1.3B": (2048, None, 0),
    "DeepSeek LLM": (8192, None, 0),
    # batch 4 (NeMo/Megatron rows: TP/PP, no FSDP micro-batch; hidden sizes from each model's config)
    "GPT3-175B pretraining": (12288, None, 0), "LLAMA2-7B ": (4096, None, 0), "LLAMA2-13B ": (5120, None, 0),
    "LLAMA2-70B ": (8192, None, 0), "Nemotron-340B": (18432, None, 0), "LLAMA3-8B ": (4096, None, 0),
    "LLAMA3-70B ": (8192, None, 0), "Llama 2 34B pre": (8192, None, 0), "MPT-7B pre": (4096, None, 0),
    "StarCoderBase 15.5B": (6144, None, 0),
}
# hidden, tokens per micro-batch, TFLOPS ÷ NVLink, balance (FLOPs per HBM byte), nodes, dense bf16 TFLOPS
Row = tuple[int, int | None, float, float, int, float]
Factor = Callable[[Row, float], float]
CANDIDATES: dict[str, tuple[Factor, list[float]]] = {
    "none (the engine as it is)": (lambda row, x: 1.0, [0.0]),
    "micro-batch (FSDP traffic per micro-batch)": (
        lambda row, k: 1 / (1 + k * row[2] * 1000 / row[1]) if row[1] else 1.0,
        [0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.2, 1.5, 2.0, 3.0]),
    "width (GEMM efficiency)": (lambda row, d0: 1 / (1 + d0 / row[0]),
                                [0.0, 50.0, 100.0, 150.0, 200.0, 300.0, 400.0, 600.0, 800.0, 1000.0]),
    "elementwise (pointwise bytes ∝ card FLOPs ÷ HBM bandwidth ÷ hidden)": (_elementwise, [i / 20 for i in range(0, 61)]),
    "launch floor (per layer and micro-batch, × 1/(1 + κ·1e-7·TFLOPS/(d²·T)))": (
        lambda row, k: 1 / (1 + k * 1e-7 * row[5] * 1e12 / (row[0] ** 2 * row[1])) if row[1] else 1.0,
        [0.0, 0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 10.0, 15.0, 20.0, 30.0, 50.0]),
    "micro-batch beside elementwise (κ_elem held at 1.3)": (
        lambda row, k: _elementwise(row, ELEMENTWISE_FIT) * (1 / (1 + k * row[2] * 1000 / row[1]) if row[1] else 1.0),
        [0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.2, 1.5, 2.0, 3.0]),
    "launch floor beside elementwise (κ_elem held at 1.3)": (
        lambda row, k: _elementwise(row, ELEMENTWISE_FIT)
        / (1 + k * 1e-7 * row[5] * 1e12 / (row[0] ** 2 * row[1]) if row[1] else 1.0),
        [0.0, 0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 10.0, 15.0, 20.0, 30.0, 50.0]),
    "FSDP weak scaling (no network loss on the FSDP benchmark rows)": (
        lambda row, x: (1 + RDMA_C * math.log2(row[4])) ** x if row[1] and row[4] > 1 else 1.0, [0.0, 0.25, 0.5, 0.75, 1.0]),
}


def _row(label: str) -> Row:
    """The row's shape (ROWS), its card's machine balance and its node count (8 GPUs a node, from "N × card")."""
    hits = [v for k, v in ROWS.items() if label.startswith(k)]
    assert len(hits) == 1, label
    gpus = re.search(r"(\d+) × ", label)
    return (*hits[0], balance(label), max(1, int(gpus.group(1)) // 8) if gpus else 1, card(label).bf16_tflops or 0.0)


def _training(c: published.Case) -> bool:
    """The training rows the second and third passes' candidates were read on (batches 3, 6, 8 and 10, the sixth,
    tenth, twelfth and fourteenth passes, came later and are reported by benchmarks/published.py, batch 8's candidate
    by benchmarks/run_share.py, batch 10's candidates by benchmarks/scale_terms.py; batch 6's decode rows of frameworks
    the engine does not model would otherwise pass for training rows)."""
    return (c.framework not in fit_engine.DECODE_FRAMEWORKS and c.unit in ("tok/s", "GPU-h")
            and c.batch not in (3, 6, 8, 10))


def evaluate(factor: Factor, grid: list[float]) -> dict[str, Any]:
    """Refit on the fitted rows for each constant on `grid`, keep the best, read the held-out medians once (and each
    training row's signed error, "errors")."""
    cases = [c for c in published.CASES if _training(c)]
    group = {c.label: fit_engine._a100(c) for c in cases}
    raw = {}
    for a in [i / 100 for i in range(20, 101)]:
        with fit_engine.constants(ATTENTION_SPEED=a, BASE_UTILISATION=1.0,
                                  ARCH_UTILISATION={k: 1.0 for k in fit_engine.A100_FAMILY}):
            raw[a] = {c.label: fit_engine._estimate(c) for c in cases}
    shape = {c.label: _row(c.label) for c in cases}  # read once: the grid below tries ~5,000 (a, x) pairs on each
    best: tuple[float, float, float, dict[bool, float]] | None = None
    for a, x in ((a, x) for a in raw for x in grid):
        gap = {c.label: (1 if c.unit == "tok/s" else -1) * (math.log(c.published) - math.log(raw[a][c.label]))
               - math.log(factor(shape[c.label], x)) for c in cases if c.fitted}
        log_u = {g: statistics.mean(v for k, v in gap.items() if group[k] == g) for g in set(group[k] for k in gap)}
        sse = sum((v - log_u[group[k]]) ** 2 for k, v in gap.items())
        if best is None or sse < best[0]:
            best = (sse, a, x, log_u)
    assert best is not None
    sse, a, x, log_u = best
    err = {}
    for c in cases:
        u = math.exp(log_u[group[c.label]]) * factor(shape[c.label], x)
        err[c.label] = raw[a][c.label] * (u if c.unit == "tok/s" else 1 / u) / c.published - 1
    decode = {fitted: [abs(r["err"]) for r in published.rows() if r["case"].v3 and r["category"] == "speed"
                       and r["case"].fitted == fitted and not _training(r["case"])] for fitted in (True, False)}

    def med(sel: Callable[[published.Case], bool], extra: list[float] | None = None) -> float:
        return statistics.median([abs(err[c.label]) for c in cases if sel(c)] + (extra or []))
    return {"sse": sse, "constant": x, "attention": a,
            "tokens/s fitted": med(lambda c: c.v3 and c.unit == "tok/s" and c.fitted, decode[True]),
            "tokens/s held-out": med(lambda c: c.v3 and c.unit == "tok/s" and not c.fitted, decode[False]),
            "GPU-hours held-out": med(lambda c: c.v3 and c.unit == "GPU-h" and not c.fitted), "errors": err}


def print_rows() -> None:
    """Every v3 training row's signed error, the engine as it is against each candidate at its fitted constant."""
    results = {name: evaluate(*fg) for name, fg in CANDIDATES.items()}
    base = results.pop("none (the engine as it is)")["errors"]
    cases = {c.label: c for c in published.CASES}
    print("| row | set | engine | " + " | ".join(f"{n.split(' (')[0]} ({r['constant']:g})" for n, r in results.items())
          + " |")
    print("|---|---|---|" + "---|" * len(results))
    for label in sorted(base, key=lambda k: (cases[k].fitted, cases[k].unit, -abs(base[k]))):
        if cases[label].v3:
            print(f"| {label} | {'fitted' if cases[label].fitted else 'held-out'} | {base[label]:+.1%} | "
                  + " | ".join(f"{r['errors'][label]:+.1%}" for r in results.values()) + " |")


def embedding_lookup() -> dict[str, Any]:
    """The input-embedding candidate (issue 23, held-out batch 1 pass): the input embedding is a lookup, not a matmul,
    so an untied model's training FLOPs per token lose 6·V·d (4·V·d for LoRA); a tied table stays (it is the LM
    head). Kaplan et al. 2020 (arXiv:2001.08361 §2.1) count N without embeddings; torchtitan's FLOP count leaves them
    out; Narayanan et al. 2021 eq. 3 counts the LM head (6·V·h) only. Not a utilisation factor, so it is tried by
    swapping tools.speed.train_flops_per_token for the run, then refitted and read like the others."""
    from tools import speed

    orig = speed.train_flops_per_token

    def without_lookup(arch: Any, task: str, checkpointing: bool = False, *, seq_len: int = 0,
                       causal_skip: bool = True) -> float:
        f = orig(arch, task, checkpointing, seq_len=seq_len, causal_skip=causal_skip)
        return f if arch.tied_embeddings else f - (4 if task in ("lora", "qlora") else 6) * arch.vocab * arch.hidden
    speed.train_flops_per_token = without_lookup
    try:
        return evaluate(*CANDIDATES["none (the engine as it is)"])
    finally:
        speed.train_flops_per_token = orig


def main() -> None:
    if "--rows" in sys.argv:
        print_rows()
        return
    print("| candidate | constant | fitted sq. log error | v3 tokens/s fitted | held-out tokens/s "
          "| held-out GPU-hours |")
    print("|---|---|---|---|---|---|")
    for name, (factor, grid) in CANDIDATES.items():
        r = evaluate(factor, grid)
        print(f"| {name} | {r['constant']:g} | {r['sse']:.4f} | {r['tokens/s fitted']:.1%} "
              f"| {r['tokens/s held-out']:.1%} | {r['GPU-hours held-out']:.1%} |")
    r = embedding_lookup()
    print(f"| input embedding as a lookup (no 6·V·d for an untied table) | on | {r['sse']:.4f} "
          f"| {r['tokens/s fitted']:.1%} | {r['tokens/s held-out']:.1%} | {r['GPU-hours held-out']:.1%} |")


if __name__ == "__main__":
    main()
