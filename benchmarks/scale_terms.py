"""The fourteenth pass's training-speed candidates, scored on FITTED rows only, then read once on the held-out ones.

    python benchmarks/scale_terms.py              # each candidate: its best constant and the fitted medians
    python benchmarks/scale_terms.py --held-out   # the same, and the held-out medians (read once, after deciding)
    python benchmarks/scale_terms.py --fitted     # every fitted training row's signed error under each candidate

The rows: every fitted figure of a training run (tokens/s per GPU or GPU-hours; decode rows, whatever their batch, are
left out), all batches (`training_rows`). Each candidate changes one thing in tools.speed for the run (a patch, never
an edit), and for each constant on its grid the engine's own training constants are refitted exactly as
benchmarks/fit_engine.py's fit_training does it (ATTENTION_SPEED on a grid, the A100 and the other cards' utilisation as
the geometric mean of published ÷ estimate in each group), on these fitted rows. The constant with the least squared
log error wins; only then are the v3 held-out medians (`published.v3_summary`) read, once. Nothing here changes
tools/: a candidate is adopted by writing it there, with its source (docs/ENGINE.md, "Fourteenth pass").

Candidates (issue 23's list):
- network loss that saturates: with a fixed batch per GPU (weak scaling), a ring all-reduce moves 2·(n − 1)/n of the
  gradient bytes per GPU at any n (Patarasuk & Yuan 2009; Sergeev & Del Balso 2018, Horovod) and tensor / pipeline
  traffic stays inside fixed groups, so the share of a step lost to the network stops growing past some node count
  instead of growing with log2(nodes) for ever: the cross-node factor 1 / (1 + c · log2(min(nodes, N0))), c the seed's
  0.037, N0 fitted. It never rises with more GPUs (the factor is non-increasing in nodes).
- the RDMA constant refitted: the log form kept, c fitted on these rows instead of seed 002's 0.037.
- GEMM efficiency that grows with width: "larger GEMMs have higher arithmetic intensity and are consequently more
  efficient to execute" (NVIDIA/Megatron-LM README, "Weak Scaling Results", on its MFU rising from 41 % to 47-48 %
  with model size): the executed time × (1 + d0 / hidden), d0 fitted (the third pass's width term, retried with
  batches 3-10's fitted rows).
- Megatron's selective recompute (Korthikanti et al. 2022, arXiv:2205.05198 §5): the attention core's forward
  (QKᵀ, softmax, A·V) run again in backward, + a third of the attention FLOPs at ATTENTION_SPEED, on the rows whose
  source says the run used it (batch 10's Megatron-LM rows); no other row moves.
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import fit_engine
import published

from tools import speed

SEED_RDMA_C = 0.037  # tools.speed.SCALING_C["rdma"] (seed 002)
Patch = Callable[[float], Any]  # constant -> a context manager that patches tools.speed for the while


def training_rows(fitted: bool = True) -> list[published.Case]:
    """Every training figure of the set (tokens/s per GPU or GPU-hours; no decode row, at-load row or static batch)."""
    return [c for c in published.CASES if c.fitted == fitted and c.unit in ("tok/s", "GPU-h")
            and c.framework not in fit_engine.DECODE_FRAMEWORKS and c.framework != "other"
            and "decode" not in c.label and not c.kind]


@contextmanager
def saturating_network(n0: float) -> Iterator[None]:
    """The cross-node factor 1 / (1 + c · log2(min(nodes, n0))) (n0 = inf: the engine as it is)."""
    orig = speed.scaling_efficiency

    def capped(n: int, interconnect: str) -> float:
        if interconnect in ("rdma", "ethernet") and n > n0:
            return orig(int(n0), interconnect)
        return orig(n, interconnect)
    speed.scaling_efficiency = capped  # type: ignore[assignment]
    try:
        yield
    finally:
        speed.scaling_efficiency = orig  # type: ignore[assignment]


@contextmanager
def rdma_constant(c: float) -> Iterator[None]:
    with fit_engine.constants(SCALING_C={**speed.SCALING_C, "rdma": c}):
        yield


MEGATRON_SELECTIVE = "selective recompute (tokens/s/GPU) [batch 10]"


@contextmanager
def megatron_selective(share: float) -> Iterator[None]:
    """`share` × a third of the attention FLOPs re-run on the Megatron selective-recompute rows (share 1: the
    forward of the attention core once more; 0: the engine as it is, which reads those rows as no recompute)."""
    orig = speed.execution_factor

    def with_core(arch: Any, mode: str, model_flops: float, seq_len: int, causal_skip: bool = True, *,
                  early_stop: bool = False) -> float:
        f = orig(arch, mode, model_flops, seq_len, causal_skip, early_stop=early_stop)
        if mode != "none" or not seq_len or arch.name not in MEGATRON_ARCHES:
            return f
        attn = speed.attention_flops_per_token(arch, seq_len, causal_skip=causal_skip)
        return f + share * attn / 3 / speed.ATTENTION_SPEED / model_flops
    speed.execution_factor = with_core  # type: ignore[assignment]
    try:
        yield
    finally:
        speed.execution_factor = orig  # type: ignore[assignment]


@contextmanager
def width(d0: float) -> Iterator[None]:
    """A training step's executed FLOPs × (1 + d0 / hidden): narrow GEMMs reach less of the peak."""
    orig = speed._train_terms

    def wider(arch: Any, w: Any) -> tuple[float, float]:
        per_token, factor = orig(arch, w)
        return per_token, factor * (1 + d0 / arch.hidden)
    speed._train_terms = wider  # type: ignore[assignment]
    try:
        yield
    finally:
        speed._train_terms = orig  # type: ignore[assignment]


MEGATRON_ARCHES = ("GPT-22B", "GPT-175B", "GPT-530B", "GPT-1T")
CANDIDATES: dict[str, tuple[Patch, list[float]]] = {
    "none (the engine's form)": (saturating_network, [math.inf]),
    "network loss saturating at N0 nodes": (saturating_network, [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, math.inf]),
    "RDMA constant refitted (log2 form)": (rdma_constant, [i / 200 for i in range(0, 17)]),
    "GEMM efficiency by width (× (1 + d0/hidden))": (width, [0, 50, 100, 200, 300, 400, 600, 800, 1000, 1500, 2000,
                                                            3000]),
    "Megatron selective recompute (attention core)": (megatron_selective, [0.0, 1.0]),
}


def _refit(cases: list[published.Case], grid: list[float]) -> tuple[float, dict[str, Any]]:
    """fit_engine.fit_training's refit on `cases` under whatever patch is active: (squared log error, constants)."""
    sign = {c.label: (1 if c.unit == "tok/s" else -1) for c in cases}
    group = {c.label: fit_engine._a100(c) for c in cases}
    best: tuple[float, float, dict[bool, float]] | None = None
    for a in grid:
        with fit_engine.constants(ATTENTION_SPEED=a, BASE_UTILISATION=1.0,
                                  ARCH_UTILISATION={k: 1.0 for k in fit_engine.A100_FAMILY}):
            gap = {c.label: sign[c.label] * (math.log(c.published) - math.log(fit_engine._estimate(c)))
                   for c in cases}
        log_u = {g: statistics.mean(v for k, v in gap.items() if group[k] == g) for g in set(group.values())}
        sse = sum((v - log_u[group[k]]) ** 2 for k, v in gap.items())
        if best is None or sse < best[0]:
            best = (sse, a, log_u)
    assert best is not None
    sse, a, log_u = best
    return sse, {"ATTENTION_SPEED": a, "BASE_UTILISATION": math.exp(log_u.get(False, 0.0)),
                 "ARCH_UTILISATION": {k: math.exp(log_u.get(True, 0.0)) for k in fit_engine.A100_FAMILY}}


def evaluate(patch: Patch, grid: list[float], *, refit: bool = True,
             attention_grid: list[float] | None = None) -> dict[str, Any]:
    """The best constant on `grid` by the fitted rows' squared log error (with the training constants refitted on
    them when `refit`, else the engine's kept), then every row's error under it."""
    cases = training_rows()
    best: tuple[float, float, dict[str, Any]] | None = None
    for x in grid:
        with patch(x):
            if refit:
                sse, consts = _refit(cases, attention_grid or [i / 50 for i in range(10, 51)])
            else:
                consts = {}
                sse = sum((math.log(fit_engine._estimate(c)) - math.log(c.published)) ** 2 for c in cases)
        if best is None or sse < best[0]:
            best = (sse, x, consts)
    assert best is not None
    sse, x, consts = best
    with patch(x), fit_engine.constants(**consts):
        rs = published.rows()
    return {"sse": sse, "constant": x, "constants": consts, "rows": rs}


def medians(rs: list[dict], fitted: bool) -> dict[str, float]:
    """The v3 groups' median |error| of one set (published.v3_summary's groups), and the training rows' alone."""
    v3 = {g: m for g, s, _n, m, _x in published.v3_summary(rs) if s == ("fitted" if fitted else "held-out")}
    train = {c.label for c in training_rows(fitted)}
    tr = [abs(r["err"]) for r in rs if r["case"].label in train and r["case"].unit == "tok/s"]
    return {"tokens/s": v3["tokens/s"], "GPU-hours": v3["GPU-hours"], "training tokens/s": statistics.median(tr)}


def main() -> None:
    results = {name: evaluate(*pg) for name, pg in CANDIDATES.items()}
    kept = {name: evaluate(*pg, refit=False) for name, pg in CANDIDATES.items()}
    if "--fitted" in sys.argv:
        labels = [c.label for c in training_rows()]
        print("| fitted row | " + " | ".join(f"{n} ({r['constant']:g})" for n, r in results.items()) + " |")
        print("|---|" + "---|" * len(results))
        for label in labels:
            errs = [next(r["err"] for r in res["rows"] if r["case"].label == label) for res in results.values()]
            print(f"| {label} | " + " | ".join(f"{e:+.1%}" for e in errs) + " |")
        return
    held = "--held-out" in sys.argv
    print("| candidate | refit | constant | fitted Σ log² | fitted: v3 tokens/s / training tokens/s / v3 GPU-hours |"
          + (" held-out: v3 tokens/s / training tokens/s / v3 GPU-hours |" if held else ""))
    print("|---|---|---|---|---|" + ("---|" if held else ""))
    for tag, res in (("training constants refitted", results), ("engine's constants kept", kept)):
        for name, r in res.items():
            f, h = medians(r["rows"], True), medians(r["rows"], False)
            print(f"| {name} | {tag} | {r['constant']:g} | {r['sse']:.3f} "
                  f"| {f['tokens/s']:.1%} / {f['training tokens/s']:.1%} / {f['GPU-hours']:.1%} |"
                  + (f" {h['tokens/s']:.1%} / {h['training tokens/s']:.1%} / {h['GPU-hours']:.1%} |" if held else ""))
    for name, r in results.items():
        print(f"\n{name}: refitted constants {r['constants']}")


if __name__ == "__main__":
    main()
