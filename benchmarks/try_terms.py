"""Candidate training-speed terms, fitted on the fitted published figures only, then read once on the held-out ones.

    python benchmarks/try_terms.py            # the baseline and each candidate: fitted error, held-out medians

A candidate multiplies the training utilisation by a factor with one constant. For each constant on its grid the
engine's own constants are refitted exactly as benchmarks/fit_engine.py does (ATTENTION_SPEED on its grid, the
Hopper and A100 utilisations as the geometric mean of published/estimate over each card group), the constant with
the smallest squared log error over the *fitted* rows wins, and only then are the held-out rows read (issue 23's
groups: v3 tokens/s, all 20 held-out rows, and v3 GPU-hours; the batch-1 decode rows, which no training term
reaches, are in the tokens/s medians as the engine gives them). Nothing here changes tools/speed.py: a candidate
is adopted by writing it there, with its source.

Candidates (docs/ENGINE.md, "Why the held-out tokens/s rows miss"):
- micro-batch: FSDP re-gathers the parameters for every micro-batch (ZeRO-3 / FSDP FULL_SHARD, Zhao et al. 2023,
  arXiv:2304.11277 §3), so the exposed part of that traffic per token falls with the tokens a GPU runs per
  micro-batch T: × 1 / (1 + κ · (dense TFLOPS ÷ NVLink GB/s) · 1000 / T). T per row from its source (llm-foundry's
  MicroBatchSize × SeqLen; torchtitan's local batch; TinyLlama's micro_batch_size 8 × 2,048); none for the GPU-hours
  rows (batch per GPU not published) or single-GPU runs.
- width: a GEMM reaches more of its peak as the model widens, × 1 / (1 + d0 / hidden).
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import fit_engine
import published

H100_RATIO, A100_RATIO = 989.5 / 900, 312 / 600  # dense bf16 TFLOPS ÷ NVLink GB/s (catalog rows)
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
}
Factor = Callable[[tuple[int, int | None, float], float], float]
CANDIDATES: dict[str, tuple[Factor, list[float]]] = {
    "none (the engine as it is)": (lambda row, x: 1.0, [0.0]),
    "micro-batch (FSDP traffic per micro-batch)": (
        lambda row, k: 1 / (1 + k * row[2] * 1000 / row[1]) if row[1] else 1.0,
        [0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.2, 1.5, 2.0, 3.0]),
    "width (GEMM efficiency)": (lambda row, d0: 1 / (1 + d0 / row[0]),
                                [0.0, 50.0, 100.0, 150.0, 200.0, 300.0, 400.0, 600.0, 800.0, 1000.0]),
}


def _row(label: str) -> tuple[int, int | None, float]:
    hits = [v for k, v in ROWS.items() if label.startswith(k)]
    assert len(hits) == 1, label
    return hits[0]


def _training(c: published.Case) -> bool:
    return c.framework not in fit_engine.DECODE_FRAMEWORKS and c.unit in ("tok/s", "GPU-h")


def evaluate(factor: Factor, grid: list[float]) -> dict[str, float]:
    """Refit on the fitted rows for each constant on `grid`, keep the best, read the held-out medians once."""
    cases = [c for c in published.CASES if _training(c)]
    group = {c.label: fit_engine._a100(c) for c in cases}
    raw = {}
    for a in [i / 100 for i in range(20, 101)]:
        with fit_engine.constants(ATTENTION_SPEED=a, BASE_UTILISATION=1.0,
                                  ARCH_UTILISATION={k: 1.0 for k in fit_engine.A100_FAMILY}):
            raw[a] = {c.label: fit_engine._estimate(c) for c in cases}
    best: tuple[float, float, float, dict[bool, float]] | None = None
    for a, x in ((a, x) for a in raw for x in grid):
        gap = {c.label: (1 if c.unit == "tok/s" else -1) * (math.log(c.published) - math.log(raw[a][c.label]))
               - math.log(factor(_row(c.label), x)) for c in cases if c.fitted}
        log_u = {g: statistics.mean(v for k, v in gap.items() if group[k] == g) for g in set(group[k] for k in gap)}
        sse = sum((v - log_u[group[k]]) ** 2 for k, v in gap.items())
        if best is None or sse < best[0]:
            best = (sse, a, x, log_u)
    assert best is not None
    sse, a, x, log_u = best
    err = {}
    for c in cases:
        u = math.exp(log_u[group[c.label]]) * factor(_row(c.label), x)
        err[c.label] = raw[a][c.label] * (u if c.unit == "tok/s" else 1 / u) / c.published - 1
    decode = {fitted: [abs(r["err"]) for r in published.rows() if r["case"].v3 and r["category"] == "speed"
                       and r["case"].fitted == fitted and not _training(r["case"])] for fitted in (True, False)}

    def med(sel: Callable[[published.Case], bool], extra: list[float] | None = None) -> float:
        return statistics.median([abs(err[c.label]) for c in cases if sel(c)] + (extra or []))
    return {"sse": sse, "constant": x, "attention": a,
            "tokens/s fitted": med(lambda c: c.v3 and c.unit == "tok/s" and c.fitted, decode[True]),
            "tokens/s held-out (20)": med(lambda c: c.v3 and c.unit == "tok/s" and not c.fitted, decode[False]),
            "GPU-hours held-out": med(lambda c: c.v3 and c.unit == "GPU-h" and not c.fitted)}


def main() -> None:
    print("| candidate | constant | fitted sq. log error | v3 tokens/s fitted | held-out tokens/s (20) "
          "| held-out GPU-hours |")
    print("|---|---|---|---|---|---|")
    for name, (factor, grid) in CANDIDATES.items():
        r = evaluate(factor, grid)
        print(f"| {name} | {r['constant']:g} | {r['sse']:.4f} | {r['tokens/s fitted']:.1%} "
              f"| {r['tokens/s held-out (20)']:.1%} | {r['GPU-hours held-out']:.1%} |")


if __name__ == "__main__":
    main()
