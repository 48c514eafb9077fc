"""The memory chart (PNG) attached to Slack answers: per spec tier, one stacked bar of the per-GPU
memory (weights, gradients, optimizer, activations, KV cache, overhead) against that tier's card:
its usable capacity as the limit and the headroom line the estimate must stay under.

The numbers come from `tools.chart_data` (fields of the Recommendation); this module only draws,
headless with matplotlib's Agg backend (the `chart` extra, imported on first use). Labels are
Latin only: CJK fonts may be missing on a server.
"""

from __future__ import annotations

import io
from typing import Any

from advisor.core.units import gb_value, gib_value
from tools.chart_data import PARTS, TierBar, memory_chart
from tools.schema import Recommendation

COLORS = dict(zip(PARTS, ("#4C72B0", "#DD8452", "#C44E52", "#55A868", "#8172B3", "#937860")))
NAMES = {"weights": "weights", "gradients": "gradients", "optimizer": "optimizer states", "activations": "activations",
         "kv_cache": "KV cache", "overhead": "overhead"}
HEADROOM_COLOR = "#C44E52"


def _tick(b: TierBar) -> str:
    if b.limit_of == "usable":
        limit = f"usable {gb_value(b.limit_bytes):,.1f} GB"
    else:
        limit = f"{gib_value(b.limit_bytes):,.4g} GiB = {gb_value(b.limit_bytes):,.1f} GB (nominal)"
    if b.headroom > 1:
        limit += f"; × {b.headroom:g} → {gb_value(b.headroom_limit_bytes):,.1f} GB"
    return f"{b.label}\nestimate {gb_value(b.total_bytes):,.1f} GB; {limit}"


def _draw_bar(ax: Any, y: float, b: TierBar, seen: set[str]) -> None:
    def once(key: str, text: str) -> str:
        if key in seen:
            return "_nolegend_"
        seen.add(key)
        return text

    left = 0.0
    for part in PARTS:
        v = gb_value(b.parts.get(part, 0))
        if v > 0:
            ax.barh([y], [v], left=left, height=0.55, color=COLORS[part], label=once(part, NAMES[part]))
            left += v
    if not b.parts:
        ax.barh([y], [gb_value(b.total_bytes)], height=0.55, color="#8C8C8C", label=once("total", "estimate (no breakdown)"))
    if not b.limit_bytes:
        return
    ax.vlines(gb_value(b.limit_bytes), y - 0.4, y + 0.4, colors="black", linewidth=2,
              label=once("limit", "usable capacity (the limit)"))
    if b.headroom > 1:
        ax.vlines(gb_value(b.headroom_limit_bytes), y - 0.4, y + 0.4, colors=HEADROOM_COLOR, linestyles="--", linewidth=1.5,
                  label=once("headroom", "headroom line: estimate × headroom must fit"))


def memory_figure(rec: Recommendation) -> Any:
    """The chart as a matplotlib Figure (tests read its artists; `memory_png` saves it)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    bars = memory_chart(rec)
    fig = Figure(figsize=(8, 1.9 + 0.75 * max(len(bars), 1)), dpi=110)
    ax = fig.add_subplot(111)
    ax.set_title(f"{rec.model}: memory per GPU against each tier's card", fontsize=10)
    if not bars and rec.per_gpu is not None:  # nothing fits: the estimate alone, no card to draw
        d = rec.per_gpu.model_dump()
        bars = [TierBar(tier="estimate", card="no tier fits", count=1, parts={k: int(d[k]) for k in PARTS},
                        total_bytes=rec.per_gpu.total, breakdown_of="recommendation", limit_bytes=0, limit_of="usable",
                        headroom=1.0, headroom_limit_bytes=0)]
    if not bars:
        ax.text(0.5, 0.5, "no estimate", ha="center")
        ax.set_axis_off()
    else:
        seen: set[str] = set()
        ys = list(range(len(bars) - 1, -1, -1))  # minimum on top
        for y, b in zip(ys, bars):
            _draw_bar(ax, y, b, seen)
        ax.set_yticks(ys)
        ax.set_yticklabels([_tick(b) if b.limit_bytes else f"{b.label}\nestimate {gb_value(b.total_bytes):,.1f} GB"
                            for b in bars], fontsize=8)
        widest = max(max(gb_value(b.limit_bytes), gb_value(b.total_bytes)) for b in bars)
        ax.set_xlim(0, widest * 1.15)  # 15 % margin for the labels
        ax.set_ylim(-0.7, len(bars) - 0.3)
        ax.set_xlabel("GB per GPU (10^9 bytes)", fontsize=8)
        ax.tick_params(axis="x", labelsize=8)
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12 - 0.3 / len(bars)), ncol=4, fontsize=7, frameon=False)
        if any(b.breakdown_of != "tier" for b in bars if b.limit_bytes):
            ax.set_xlabel("GB per GPU (10^9 bytes); no per-tier breakdown given: the recommendation's split where "
                          "it is the same estimate, else the total", fontsize=8)
    fig.tight_layout()
    return fig


def memory_png(rec: Recommendation, lang: str = "en") -> bytes:
    """The PNG Slack uploads. `lang` is accepted for the caller's sake; the labels stay Latin."""
    buf = io.BytesIO()
    memory_figure(rec).savefig(buf, format="png", bbox_inches="tight")
    return buf.getvalue()
