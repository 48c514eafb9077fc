"""Candidate GPU-hours term (issue 23, twelfth pass): the share of a pre-training run's wall clock that is training steps.

    python benchmarks/run_share.py            # the fitted share, fitted errors, then the held-out medians, per variant

The engine's training utilisation is fitted on throughput tables (steps), while most published GPU-hours are a run's
wall clock (GPUs × days, a run's stated total), which also holds evaluation, checkpoint writes, restarts after
interruptions and data-pipeline stalls (Llama 3, arXiv:2407.21783 §3.3.4: "higher than 90 %" effective training time on
16,384 H100). Candidate: a run's GPU-hours = the steps' ÷ s. Rows whose figure is the steps' time (`Case.steps_only`:
the source's throughput or step time × its tokens, or a rate per trillion tokens) read without it.

s is fitted on the fitted whole-run rows only (run_share_cases: least squared log error, the closed form
exp(mean log(estimate ÷ published)) on a 0.001 grid). Variant A keeps the engine's constants; variant B refits the
training utilisation and ATTENTION_SPEED exactly as benchmarks/fit_engine.py does, with its whole-run rows (Llama 2's
three) read through s, alternating with the fit of s three times. Only then are the held-out rows read. Nothing here
changes tools/speed.py (docs/ENGINE.md, "Twelfth pass": not adopted).
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import fit_engine
import published

Estimate = Callable[[published.Case], float]


def is_run(c: published.Case) -> bool:
    """A GPU-hours figure that is a run's wall clock (the candidate applies), not the steps' time."""
    return c.unit == "GPU-h" and not c.steps_only


def run_share_cases() -> list[published.Case]:
    """The fitted whole-run rows, every batch: Llama 2 × 3, phi-2, Phi-3-medium, MPT-7B, Llama 3.2 3B, phi-1,
    Falcon-40B, Phi-3-mini, nanoGPT's GPT-2 124M. Held-out rows are never read here."""
    return [c for c in published.CASES if c.fitted and is_run(c)]


def fit_share(pairs: Iterable[tuple[float, float]]) -> float:
    """s minimising Σ (log published − log(estimate ÷ s))² over (published, step estimate) pairs, on a 0.001 grid in
    0.300–1.000: the grid point nearest exp(mean log(estimate ÷ published))."""
    logs = [math.log(pub / est) for pub, est in pairs]
    return min(range(300, 1001), key=lambda k: sum((x + math.log(k / 1000)) ** 2 for x in logs)) / 1000


def with_share(share: float, est: Estimate = fit_engine._estimate) -> Estimate:
    """`est` with a whole run's GPU-hours divided by `share`."""
    return lambda c: est(c) / share if is_run(c) else est(c)


def _refit(share: float) -> dict[str, Any]:
    """fit_engine.fit_training with the whole-run rows among its fitted rows read through `share`."""
    saved = fit_engine._estimate
    fit_engine._estimate = with_share(share, saved)  # type: ignore[assignment]
    try:
        return fit_engine.fit_training()
    finally:
        fit_engine._estimate = saved  # type: ignore[assignment]


def variants() -> dict[str, tuple[float, dict[str, Any]]]:
    """{variant: (s, the engine constants it reads with)}; fitted rows only."""
    cases = run_share_cases()
    share_a = fit_share((c.published, fit_engine._estimate(c)) for c in cases)
    share_b, consts = share_a, {}
    for _ in range(3):
        consts = _refit(share_b)
        with fit_engine.constants(**consts):
            share_b = fit_share((c.published, fit_engine._estimate(c)) for c in cases)
    return {"A (constants kept)": (share_a, {}), "B (utilisation refitted)": (share_b, consts)}


GROUPS: dict[str, Callable[[published.Case], bool]] = {
    "v3 GPU-hours": lambda c: c.v3 and c.unit == "GPU-h",
    "v3 GPU-hours before batch 3": lambda c: c.v3 and c.unit == "GPU-h" and not c.batch,
    **{f"batch {b} GPU-hours": (lambda c, b=b: c.batch == b and c.unit == "GPU-h") for b in (3, 4, 6, 8)},
    "all GPU-hours": lambda c: c.unit == "GPU-h",
    "v3 tokens/s": lambda c: c.v3 and c.unit == "tok/s" and published._category(c) == "speed",
}


def medians(est: Estimate, fitted: bool) -> dict[str, tuple[int, float]]:
    """Median |error| per group over the fitted or the held-out rows."""
    out = {}
    for name, sel in GROUPS.items():
        e = [abs(est(c) / c.published - 1) for c in published.CASES if c.fitted == fitted and sel(c)]
        if e:
            out[name] = (len(e), statistics.median(e))
    return out


def main() -> None:
    runs = variants()  # every fit done before any held-out row is read
    print("baseline (engine as is)")
    for fitted in (True, False):
        for name, (n, med) in medians(fit_engine._estimate, fitted).items():
            print(f"  {'fitted' if fitted else 'held-out'} {name}: {med:.1%} (n = {n})")
    for label, (share, consts) in runs.items():
        print(f"variant {label}: s = {share:.3f} {consts}")
        with fit_engine.constants(**consts):
            for fitted in (True, False):
                for name, (n, med) in medians(with_share(share), fitted).items():
                    print(f"  {'fitted' if fitted else 'held-out'} {name}: {med:.1%} (n = {n})")


if __name__ == "__main__":
    main()
