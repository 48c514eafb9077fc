"""What each FITTED decode figure leaves unexplained, per step: the reading behind docs/ENGINE.md's "Ninth pass".

    python benchmarks/fitted_residuals.py

For every fitted tokens/s figure of a serving framework (benchmarks/published.py, `Case.fitted`; held-out rows are
never read here) it prints the published step time (1 ÷ tokens/s per stream), the engine's, their difference in ms
and in µs per layer, and the share of the datasheet bandwidth the row implies once the engine's fitted floors, the
all-reduces and any prefill are taken off: S ÷ (published step − floors − fixed), S = the step's bytes at the full
bandwidth (quantised bytes ÷ their kernel's QUANT_KERNEL_EFFICIENCY). A per-card read share (published
microbenchmarks) would show as a spread of that share across cards at one framework; a per-step host overhead as a
residual of one sign, the same in ms across models; a per-layer one as the same sign in µs per layer. Rows of
batches left out of the fit (fit_engine.EXCLUDED_BATCHES) are marked: their residuals are what no constant was set on.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import fit_engine
import published

from tools import speed

SERVING = ("llama.cpp", "vllm", "sglang", "tgi", "trtllm")


def decode_rows() -> list[published.Case]:
    """The fitted per-stream tokens/s figures of the serving frameworks (serving at load excluded: tools.load has its
    own fit; per-GPU static-batch throughputs excluded: 1 ÷ their figure is no step time)."""
    return [c for c in published.CASES if c.fitted and c.unit == "tok/s" and c.framework in SERVING
            and not c.kind.startswith("at load") and "tokens/s/GPU" not in c.label]


def residual(c: published.Case) -> dict[str, float]:
    """One fitted row's step, published and estimated (seconds), the layers it spans and the read share it implies."""
    # a framework without fitted floors borrows llama.cpp's (tools.speed.decode_layer_floor_s); the probe gives it its
    # own entry for the while, so floor_basis needs a code for it
    with fit_engine.constants(FLOOR_SOURCE={**speed.FLOOR_SOURCE, c.framework: "speed.floor_borrowed"}):
        plain, quant, dense, routed, fixed = fit_engine._decode_terms(c)
    bytes_s = plain + sum(v / speed.QUANT_KERNEL_EFFICIENCY.get(k, 1.0) for k, v in quant.items())
    floor_d, floor_r = speed.DECODE_LAYER_FLOOR_S.get(c.framework, speed.DECODE_LAYER_FLOOR_S["llama.cpp"])
    published_s, estimate_s = 1 / c.published, 1 / fit_engine._estimate(c)
    left = published_s - dense * floor_d - routed * floor_r - fixed
    return {"published_s": published_s, "estimate_s": estimate_s, "layers": dense + routed,
            "share": bytes_s / left if left > 0 else float("nan")}


def main() -> None:
    print("| row | batch (in fit?) | published ms | engine ms | residual ms | µs / layer | implied read share |")
    print("|---|---|---|---|---|---|---|")
    for c in decode_rows():
        r = residual(c)
        d = r["published_s"] - r["estimate_s"]
        fit = "no" if c.batch in fit_engine.EXCLUDED_BATCHES else "yes"
        print(f"| {c.label} | {c.batch} ({fit}) | {r['published_s'] * 1e3:.2f} | {r['estimate_s'] * 1e3:.2f} "
              f"| {d * 1e3:+.2f} | {d / r['layers'] * 1e6:+.1f} | {r['share']:.3f} |")
    print(f"\nThe engine's read share: {speed.DECODE_BANDWIDTH_EFFICIENCY}")


if __name__ == "__main__":
    main()
