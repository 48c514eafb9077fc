"""Fit the engine's speed constants on the *fitted* published figures only, reproducibly.

    python benchmarks/fit_engine.py        # prints the fitted constants next to those in tools/speed.py

The held-out figures of benchmarks/published.py never enter here: every function below selects
`Case.fitted` first. The estimators are probed through their module constants (tools/speed.py), so the fit
uses exactly the code that answers users:

- decode: a batch-1 step takes S/e + L_dense·f_dense + L_moe·f_routed + A seconds (S: bytes read at the full
  bandwidth; A: tensor-parallel all-reduces, not fitted here). With e → ∞ and the floors at 0 the estimator gives
  A; e = 1 then gives S, a floor of 1 s the layer counts, so 1/published − A = S·x1 + L_dense·x2 + L_moe·x3 is
  linear in (1/e, f_dense, f_routed): least squares,
  exact with llama.cpp's three fitted logs. Other frameworks keep llama.cpp's e (a property of reading
  memory) and get their own floors from their own fitted logs, when there are any: both floors when the logs
  have dense and MoE models, else llama.cpp's dense/routed pair scaled to fit them.
- prefill floor: the per-layer latency of a prefill pass, by grid search on the fitted serving-at-load rows
  (mean TPOT and mean TTFT at 14–90 users at once), least squared log error, per framework whose fitted rows include
  first-token times (a framework with per-user speeds only keeps SGLang's floor).
- training: tokens/s ∝ utilisation and GPU-hours ∝ 1/utilisation for a fixed ATTENTION_SPEED, so for each
  attention speed on a grid the best utilisation per card group (A100/A800 vs the rest) is the geometric
  mean of published/estimate over the group (least squares in log error), and the attention speed with the
  smallest total squared log error wins.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import published

from tools import speed

DECODE_FRAMEWORKS = ("llama.cpp", "vllm", "sglang", "tgi", "trtllm")
A100_FAMILY = ("A100", "A800")


@contextmanager
def constants(**values: Any) -> Iterator[None]:
    """tools.speed's module constants set to `values` for the duration (restored afterwards)."""
    saved = {k: getattr(speed, k) for k in values}
    try:
        for k, v in values.items():
            setattr(speed, k, v)
        yield
    finally:
        for k, v in saved.items():
            setattr(speed, k, v)


def _estimate(c: published.Case) -> float:
    return c.estimate(c.framework if c.framework in published.FRAMEWORKS else None)


# Batch 3 (issue 23, sixth pass) and batches 4 and 5 (eighth pass) were committed with their splits before any of their
# estimates was computed; their fitted rows stay out of the fit until a pass decides, on the fitted set, whether a refit
# with them is adopted (docs/ENGINE.md, "Batch 3", "Eighth pass"); batches 6-10 likewise (tenth to fourteenth passes).
EXCLUDED_BATCHES: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10)


def _fittable(c: published.Case) -> bool:
    return c.fitted and c.batch not in EXCLUDED_BATCHES


def decode_cases(framework: str) -> list[published.Case]:
    """The fitted batch-1 decode logs of `framework` (the at-load rows have their own fit, fit_prefill_floor)."""
    return [c for c in published.CASES if _fittable(c) and c.unit == "tok/s" and c.framework == framework
            and not c.kind.startswith("at load")]


def load_cases(framework: str) -> list[published.Case]:
    """The fitted serving-at-load rows of `framework` (per-user tokens/s and first token at a stated concurrency)."""
    return [c for c in published.CASES if _fittable(c) and c.framework == framework and c.kind.startswith("at load")]


def training_cases() -> list[published.Case]:
    return [c for c in published.CASES if _fittable(c) and c.framework not in DECODE_FRAMEWORKS
            and c.unit in ("tok/s", "GPU-h")]


KERNELS = tuple(speed.QUANT_KERNEL_EFFICIENCY)  # the dequantising kernel families with a fitted figure (Marlin)
CANDIDATE_KERNELS = ("llama.cpp", "marlin")  # tools.speed.quant_kernel's families, each tried (kernel_structures)


def _decode_terms(c: published.Case, kernels: tuple[str, ...] = KERNELS
                  ) -> tuple[float, dict[str, float], float, float, float]:
    """(plain S, {kernel: quantised S}, dense layers, routed layers, fixed seconds) of one case's step, read off the
    estimator: S = seconds the bytes take at the full bandwidth; the fixed part is what no fitted constant scales (the
    tensor-parallel all-reduces, tools.speed.tp_allreduce_s; a prefill where the figure includes one)."""
    floors = dict(speed.DECODE_LAYER_FLOOR_S)

    def probe(eff: float, floor: tuple[float, float], slow: str | None = None) -> float:
        q = {k: (0.5 if k == slow else 1.0) for k in kernels}
        with constants(DECODE_BANDWIDTH_EFFICIENCY=eff, DECODE_LAYER_FLOOR_S={**floors, c.framework: floor},
                       QUANT_KERNEL_EFFICIENCY=q):
            return 1 / _estimate(c)
    fixed = probe(1e30, (0.0, 0.0))
    total = probe(1.0, (0.0, 0.0))
    quant = {k: probe(1.0, (0.0, 0.0), k) - total for k in kernels}  # q = ½ doubles the quantised part
    return (total - fixed - sum(quant.values()), quant, probe(1e30, (1.0, 0.0)) - fixed,
            probe(1e30, (0.0, 1.0)) - fixed, fixed)


def _solve(rows: list[list[float]], ys: list[float]) -> list[float]:
    """Least squares via the normal equations (Gauss-Jordan; a handful of unknowns)."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] + [sum(r[i] * y for r, y in zip(rows, ys))]
         for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(a[k][i]))
        a[i], a[p] = a[p], a[i]
        for k in range(n):
            if k != i:
                f = a[k][i] / a[i][i]
                a[k] = [x - f * y for x, y in zip(a[k], a[i])]
    return [a[i][n] / a[i][i] for i in range(n)]


def _us(x: float) -> float:
    return round(x * 1e6, 1) * 1e-6


def fit_decode(kernels: tuple[str, ...] | None = None) -> dict[str, Any]:
    """DECODE_BANDWIDTH_EFFICIENCY, QUANT_KERNEL_EFFICIENCY and DECODE_LAYER_FLOOR_S from the fitted batch-1 logs of
    every framework at once. A step takes x·S_plain + Σ y_k·S_k + L_dense·f_dense + L_moe·f_routed + fixed, linear in
    x = 1/e (one memory-read share for all frameworks: a property of the card's memory, which 16-bit rows fix),
    y_k = 1/(e·q_k) per dequantising kernel with fitted rows, and each framework's two floors (frameworks whose
    logs are of one kind only get llama.cpp's dense/routed pair scaled to them, after the joint solve): least squares
    on 1/published."""
    fitted_kernels = KERNELS if kernels is None else kernels
    cases = {fw: decode_cases(fw) for fw in DECODE_FRAMEWORKS}
    terms = {fw: [_decode_terms(c, fitted_kernels) for c in cs] for fw, cs in cases.items()}
    kernels_ = [k for k in fitted_kernels if any(t[1][k] for ts in terms.values() for t in ts)]
    joint = [fw for fw in DECODE_FRAMEWORKS if any(t[2] for t in terms[fw]) and any(t[3] for t in terms[fw])]
    rows, ys = [], []
    for fw in joint:
        for c, (sp, sq, d, m, f) in zip(cases[fw], terms[fw]):
            w = c.published  # each row in relative terms: least squared relative error, the figure the benchmark reports
            rows.append([w * v for v in [sp] + [sq[k] for k in kernels_]
                         + [v for g in joint for v in ((d, m) if g == fw else (0, 0))]])
            ys.append(w * (1 / c.published - f))
    sol = _solve(rows, ys)
    x, ys_k, fl = sol[0], dict(zip(kernels_, sol[1:1 + len(kernels_)])), sol[1 + len(kernels_):]
    eff = round(1 / x, 3)
    quant = {k: (round(x / ys_k[k], 3) if k in ys_k else 1.0) for k in fitted_kernels}
    floors = {fw: (_us(fl[2 * i]), _us(fl[2 * i + 1])) for i, fw in enumerate(joint)}
    ld, lr = floors["llama.cpp"]
    for fw in DECODE_FRAMEWORKS:
        if fw in floors or not cases[fw]:
            continue  # logs of one kind only: llama.cpp's dense/routed pair, scaled to them
        t = terms[fw]
        rest = [1 / c.published - sp / eff - sum(v / (eff * quant[k]) for k, v in sq.items()) - f
                for c, (sp, sq, _d, _m, f) in zip(cases[fw], t)]
        k_ = _solve([[d * ld + m * lr] for _sp, _sq, d, m, _f in t], rest)[0]
        floors[fw] = (_us(k_ * ld), _us(k_ * lr))
    return {"DECODE_BANDWIDTH_EFFICIENCY": eff, "QUANT_KERNEL_EFFICIENCY": quant, "DECODE_LAYER_FLOOR_S": floors}


def kernel_structures() -> list[tuple[tuple[str, ...], float, float]]:
    """Which dequantising-kernel figures the fitted batch-1 logs support: for each subset of CANDIDATE_KERNELS, the joint
    decode fit's squared log error over those logs and its BIC, n·ln(SSE/n) + k·ln(n) (Schwarz 1978; a difference
    under 2 is "not worth more than a bare mention", Kass & Raftery 1995). The subset with the lowest BIC is the one
    tools.speed.QUANT_KERNEL_EFFICIENCY carries (issue 23 fifth pass: Marlin alone)."""
    out = []
    cases = [c for fw in DECODE_FRAMEWORKS for c in decode_cases(fw)]
    for n_k in range(len(CANDIDATE_KERNELS) + 1):
        for ks in combinations(CANDIDATE_KERNELS, n_k):
            fit = fit_decode(ks)
            with constants(**fit):
                sse = sum(math.log(_estimate(c) / c.published) ** 2 for c in cases)
            k = 1 + len(ks) + 2 * len(fit["DECODE_LAYER_FLOOR_S"])
            out.append((ks, sse, len(cases) * math.log(sse / len(cases)) + k * math.log(len(cases))))
    return out


def fit_prefill_floor(grid: Callable[[], list[float]] = lambda: [i * 1e-5 for i in range(0, 501)]
                      ) -> dict[str, Any]:
    """PREFILL_LAYER_FLOOR_S: per framework with fitted at-load rows, the per-layer prefill floor (0 to 5 ms in
    0.01 ms steps) with the smallest squared log error over those rows, first token and per-user speed alike."""
    floors: dict[str, float] = {}
    for fw in DECODE_FRAMEWORKS:
        cases = load_cases(fw)
        if not any(c.kind == "at load: first token" for c in cases):
            continue  # a floor is a first-token latency: per-user speeds alone do not fix it (vLLM's rows: ENGINE.md)
        best: tuple[float, float] | None = None
        for x in grid():
            with constants(PREFILL_LAYER_FLOOR_S={**speed.PREFILL_LAYER_FLOOR_S, fw: x}):
                sse = sum((math.log(_estimate(c)) - math.log(c.published)) ** 2 for c in cases)
            if best is None or sse < best[0] - 1e-12:
                best = (sse, x)
        assert best is not None
        floors[fw] = round(best[1] * 1e5) / 1e5
    return {"PREFILL_LAYER_FLOOR_S": floors}


def _a100(c: published.Case) -> bool:
    """Does the case run on an A100/A800 (its estimate moves with ARCH_UTILISATION)?"""
    with constants(ARCH_UTILISATION={k: 1.0 for k in A100_FAMILY}):
        one = _estimate(c)
    with constants(ARCH_UTILISATION={k: 2.0 for k in A100_FAMILY}):
        return _estimate(c) != one


def fit_training(grid: Callable[[], list[float]] = lambda: [i / 100 for i in range(20, 101)]) -> dict[str, Any]:
    """BASE_UTILISATION, ARCH_UTILISATION (A100 family) and ATTENTION_SPEED from the fitted training figures."""
    cases = training_cases()
    sign = {c.label: (1 if c.unit == "tok/s" else -1) for c in cases}
    group = {c.label: _a100(c) for c in cases}
    best: tuple[float, float, dict[bool, float]] | None = None
    for a in grid():
        with constants(ATTENTION_SPEED=a, BASE_UTILISATION=1.0, ARCH_UTILISATION={k: 1.0 for k in A100_FAMILY}):
            gap = {c.label: sign[c.label] * (math.log(c.published) - math.log(_estimate(c))) for c in cases}
        log_u = {g: sum(v for k, v in gap.items() if group[k] == g) / sum(1 for k in gap if group[k] == g)
                 for g in set(group.values())}
        sse = sum((v - log_u[group[k]]) ** 2 for k, v in gap.items())
        if best is None or sse < best[0]:
            best = (sse, a, log_u)
    assert best is not None
    _sse, a, log_u = best
    a100 = round(math.exp(log_u[True]), 3)
    return {"ATTENTION_SPEED": a, "BASE_UTILISATION": round(math.exp(log_u[False]), 3),
            "ARCH_UTILISATION": {k: a100 for k in A100_FAMILY}}


def fabric_cases() -> list[published.Case]:
    """The fitted rows whose estimate moves with Infinity Fabric's all-reduce latency (AMD cards at TP > 1): batch 3's
    MI300X rows are the only ones; they set that one constant and nothing else (EXCLUDED_BATCHES)."""
    out = []
    for c in (c for c in published.CASES if c.fitted and c.unit == "tok/s"):
        with constants(ALLREDUCE_LATENCY_S={**speed.ALLREDUCE_LATENCY_S, "infinity-fabric": 10e-6}):
            low = _estimate(c)
        with constants(ALLREDUCE_LATENCY_S={**speed.ALLREDUCE_LATENCY_S, "infinity-fabric": 100e-6}):
            if _estimate(c) != low:
                out.append(c)
    return out


def fabric_sse(latency_s: float, rocm_fp8: float | None, cases: list[published.Case] | None = None) -> float:
    """Squared log error of `cases` (fabric_cases()) at Infinity Fabric's `latency_s` and ROCM_FP8_GEMM_EFFICIENCY
    `rocm_fp8` (None: no ROCm GEMM term, the efficiency at 1)."""
    with constants(ALLREDUCE_LATENCY_S={**speed.ALLREDUCE_LATENCY_S, "infinity-fabric": latency_s},
                   ROCM_FP8_GEMM_EFFICIENCY=1.0 if rocm_fp8 is None else rocm_fp8):
        return sum((math.log(_estimate(c)) - math.log(c.published)) ** 2 for c in cases or fabric_cases())


def fit_fabric_latency() -> dict[str, Any]:
    """ALLREDUCE_LATENCY_S["infinity-fabric"] (1 µs grid, 10–80 µs) and ROCM_FP8_GEMM_EFFICIENCY (0.02 grid, 0.5–1.0)
    together, least squared log error on fabric_cases() (the fitted rows either moves)."""
    cases = fabric_cases()
    best: tuple[float, float, float] | None = None
    for us in range(10, 81):
        for q in [x / 100 for x in range(50, 101, 2)]:
            sse = fabric_sse(us * 1e-6, q, cases)
            if best is None or sse < best[0]:
                best = (sse, us * 1e-6, q)
    assert best is not None
    return {"ALLREDUCE_LATENCY_S": {**speed.ALLREDUCE_LATENCY_S, "infinity-fabric": round(best[1], 6)},
            "ROCM_FP8_GEMM_EFFICIENCY": best[2]}


LEGACY_OFF = {"VLLM_V0_HOST_S_PER_SEQ": 0.0, "VLLM_EAGER_ALLREDUCE_SYNC_S": 0.0}


def legacy_vllm_cases(fitted: bool = True) -> list[published.Case]:
    """The rows measured on a vLLM build before v0.6.0 (Case.vllm_build: batch 6's October 2023 column, batch 7's
    December 2023 latency table), of the fitted set (`fitted`) or, for reading only, the held-out one."""
    return [c for c in published.CASES if c.vllm_build and c.fitted == fitted]


def legacy_vllm_sse(per_seq_s: float, sync_s: float, base: dict[str, float], cases: list[published.Case]) -> float:
    """Squared log error of `cases` at the two host constants, each from its estimate without them (`base`, by label)
    through tools.speed.with_host_s and the build's tools.speed.legacy_vllm_host_s."""
    with constants(VLLM_V0_HOST_S_PER_SEQ=per_seq_s, VLLM_EAGER_ALLREDUCE_SYNC_S=sync_s):
        return sum((math.log(speed.with_host_s(base[c.label], c.vllm_build.host_s())) - math.log(c.published)) ** 2
                   for c in cases if c.vllm_build)


def fit_legacy_vllm() -> dict[str, Any]:
    """VLLM_V0_HOST_S_PER_SEQ (5 µs grid, 0–1 ms) and VLLM_EAGER_ALLREDUCE_SYNC_S (2 µs grid, 0–400 µs) together, least
    squared log error on legacy_vllm_cases() (fitted rows only; the held-out ones are never read here)."""
    cases = legacy_vllm_cases()
    with constants(**LEGACY_OFF):
        base = {c.label: _estimate(c) for c in cases}
    best: tuple[float, float, float] | None = None
    for per_seq in range(0, 1001, 5):
        for sync in range(0, 401, 2):
            sse = legacy_vllm_sse(per_seq * 1e-6, sync * 1e-6, base, cases)
            if best is None or sse < best[0]:
                best = (sse, per_seq * 1e-6, sync * 1e-6)
    assert best is not None
    return {"VLLM_V0_HOST_S_PER_SEQ": round(best[1], 7), "VLLM_EAGER_ALLREDUCE_SYNC_S": round(best[2], 7)}


def fit() -> dict[str, Any]:
    return {**fit_decode(), **fit_training(), **fit_prefill_floor(), **fit_fabric_latency(), **fit_legacy_vllm()}


def main() -> None:
    for ks, sse, bic in kernel_structures():
        print(f"dequantising kernels fitted: {', '.join(ks) or 'none'}: squared log error {sse:.5f}, BIC {bic:.2f}")
    for name, value in fit().items():
        print(f"{name}: fitted {value!r}; tools/speed.py has {getattr(speed, name)!r}")
    print("\nfitted on:", ", ".join(c.label for c in training_cases() + [c for f in DECODE_FRAMEWORKS
                                                                          for c in decode_cases(f) + load_cases(f)]))


if __name__ == "__main__":
    main()
