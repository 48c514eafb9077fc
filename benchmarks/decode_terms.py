"""Candidate serving-speed terms (issue 23, thirteenth pass), each fitted on the fitted published rows only.

    python benchmarks/decode_terms.py         # per candidate and constant: the fitted medians and squared log error

Every candidate wraps the engine from outside (tools/ is unchanged: none was adopted, docs/ENGINE.md "Thirteenth pass"):

- kv apart: a decode step runs the attention kernels after the GEMMs, so the KV read cannot hide under GEMMs that are
  compute-bound; step = max(weights ÷ (bw·e), FLOPs ÷ (peak·0.35)) + KV ÷ (bw·e·a) instead of the engine's
  max((weights + KV) ÷ (bw·e), FLOPs ÷ (peak·0.35)); a = 1 is the separation alone, a < 1 a KV read below the weights'
  share (paged attention reads one block of one head at a time).
- host per step: a fixed host time h every decode step (scheduling, sampling, the launch of the step's graph).
- decode compute share: DECODE_EFFICIENCY, the share of the prefill rate a compute-bound decode step reaches (0.7).
- H200 read share: the H200's bandwidth × s (its HBM3e reaching less of its datasheet than the cards the read share
  was fitted on).

For each candidate the score of each constant is the squared log error over the fitted tokens/s rows (the speed and
at-load per-user categories, fitted rows only); the fitted medians printed beside it are the pass's decision rule (a
term is adopted only if it lowers the fitted v3 tokens/s median). No held-out row is read here.
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import fit_engine
import published

from tools import speed
from tools.arch import matmul_params
from tools.defaults import DEFAULT_CONCURRENCY, kv_precision_of
from tools.memory import kv_cache_bytes
from tools.schema import GPUSpec, Layout, ModelArch, Resolved, SpeedEstimate

FITTED_CATEGORIES = ("speed", "at load: per-user tokens/s")


def step_parts_s(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout, kv_tokens: int | None
                 ) -> tuple[float, float, float]:
    """(weights, KV, compute) seconds of one decode step at w.concurrency streams, as tools.speed._serving_speed
    prices them before its read share and compute share are applied: bytes ÷ bandwidth, FLOPs ÷ (peak × PREFILL_MFU)."""
    c = w.concurrency or DEFAULT_CONCURRENCY
    shard = layout.tp * layout.pp
    bw = (gpu.bandwidth_gb_s or 0) * 1e9
    kv = kv_cache_bytes(arch, kv_tokens or max(1, w.seq_len // 2), 1, kv_precision_of(w)) / shard
    weights = (speed.decode_weight_bytes(arch, w.precision, c)
               + speed.dequant_extra_bytes(arch, w.precision, c, w.framework)
               + speed.rocm_gemm_extra_bytes(arch, gpu, w.precision, c, w.framework, layout.tp)) / shard
    try:
        peak = speed.peak_tflops(gpu, w.precision) * 1e12 * layout.tp
    except speed.SpeedUnknown:
        peak = 0.0
    compute = 2 * matmul_params(arch) * c / (peak * speed.PREFILL_MFU) if peak else 0.0
    return weights / bw, c * kv / bw, compute


def kv_apart_extra_s(weights: float, kv: float, compute: float, share: float) -> float:
    """The seconds a step gains when the KV read runs after the GEMMs at `share` of the weights' read share."""
    e, d = speed.DECODE_BANDWIDTH_EFFICIENCY, speed.DECODE_EFFICIENCY
    return max(weights / e, compute / d) + kv / (e * share) - max((weights + kv) / e, compute / d)


def slower(sp: SpeedEstimate, streams: int, extra_s: float) -> SpeedEstimate:
    """`sp` with `extra_s` more per decode step (the aggregate at `streams` streams)."""
    if sp.decode_aggregate_expected:
        sp.decode_aggregate_expected = streams / (streams / sp.decode_aggregate_expected + extra_s)
    return sp


@contextmanager
def wrapped(extra: Callable[[ModelArch, Resolved, GPUSpec, Layout, int | None], tuple[float, float]]) -> Iterator[None]:
    """tools.speed's serving estimate with extra step time: `extra` gives (seconds at one stream, at the concurrency)."""
    orig = speed._serving_speed

    def f(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout, prompt: int | None,
          kv_tokens: int | None) -> SpeedEstimate:
        sp = orig(arch, w, gpu, layout, prompt, kv_tokens)
        one, many = extra(arch, w, gpu, layout, kv_tokens)
        if sp.decode_expected:
            sp.decode_expected = 1 / (1 / sp.decode_expected + one)
        return slower(sp, w.concurrency or DEFAULT_CONCURRENCY, many)

    speed._serving_speed = f  # type: ignore[assignment]
    try:
        yield
    finally:
        speed._serving_speed = orig  # type: ignore[assignment]


def kv_apart(share: float) -> Callable[[ModelArch, Resolved, GPUSpec, Layout, int | None], tuple[float, float]]:
    def extra(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout, kv_tokens: int | None) -> tuple[float, float]:
        wt, kv, comp = step_parts_s(arch, w, gpu, layout, kv_tokens)
        one = kv / (w.concurrency or DEFAULT_CONCURRENCY)  # one stream: memory-bound, only the share acts
        return (kv_apart_extra_s(wt, one, 0.0, share) * layout.pp,
                kv_apart_extra_s(wt, kv, comp, share) * layout.pp)
    return extra


@contextmanager
def h200_share(s: float) -> Iterator[None]:
    orig = published.get_gpu

    def g(name: str) -> GPUSpec:
        spec = orig(name)
        return spec.model_copy(update={"bandwidth_gb_s": (spec.bandwidth_gb_s or 0) * s}) if name == "H200" else spec

    published.get_gpu = g  # type: ignore[assignment]
    try:
        yield
    finally:
        published.get_gpu = orig  # type: ignore[assignment]


CANDIDATES: dict[str, tuple[tuple[float, ...], Callable[[float], object]]] = {
    "kv apart (a)": ((1.0, 0.8, 0.6, 0.4), lambda a: wrapped(kv_apart(a))),
    "host per step (µs)": ((0.0, 50.0, 100.0, 300.0, 1000.0),
                           lambda h: wrapped(lambda *_: (h * 1e-6, h * 1e-6))),
    "decode compute share": ((0.5, 0.6, 0.7, 0.8, 1.0), lambda d: fit_engine.constants(DECODE_EFFICIENCY=d)),
    "H200 read share (s)": ((1.0, 0.9, 0.8, 0.7), h200_share),
}


def fitted_score(rs: list[dict]) -> tuple[float, float, float, int]:
    """(median |error| of the fitted v3 speed rows, of the fitted at-load per-user rows, Σ squared log error over both,
    rows read); fitted rows only."""
    f = [r for r in rs if r["case"].fitted and r["case"].unit == "tok/s" and r["category"] in FITTED_CATEGORIES]
    v3 = [abs(r["err"]) for r in f if r["case"].v3 and r["category"] == "speed"]
    load = [abs(r["err"]) for r in f if r["category"] == "at load: per-user tokens/s"]
    return statistics.median(v3), statistics.median(load), sum(math.log1p(r["err"]) ** 2 for r in f), len(f)


def main() -> None:
    base = fitted_score(published.rows())
    print(f"today: fitted v3 tokens/s {base[0]:.2%}, fitted at-load {base[1]:.2%}, squared log error {base[2]:.3f} "
          f"({base[3]} fitted rows)\n")
    print("| candidate | constant | fitted v3 tokens/s median | fitted at-load median | squared log error |")
    print("|---|---|---|---|---|")
    for name, (grid, ctx) in CANDIDATES.items():
        for k in grid:
            with ctx(k):  # type: ignore[attr-defined]
                s = fitted_score(published.rows())
            print(f"| {name} | {k:g} | {s[0]:.2%} | {s[1]:.2%} | {s[2]:.3f} |")


if __name__ == "__main__":
    main()
