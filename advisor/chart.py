"""The memory-breakdown chart (PNG) attached to Slack answers: one stacked bar per spec tier's plan,
drawn headless with matplotlib's Agg backend from the numbers tools/ computed."""

from __future__ import annotations

import io

from tools.schema import Recommendation

PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
COLORS = ("#4C72B0", "#DD8452", "#C44E52", "#55A868", "#8172B3", "#937860")


def memory_png(rec: Recommendation, lang: str = "en") -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    per = rec.per_gpu
    fig = Figure(figsize=(7, 3.2), dpi=110)
    ax = fig.add_subplot(111)
    if per is None:
        ax.text(0.5, 0.5, "no estimate", ha="center")
    else:
        d = per.as_dict()
        left = 0.0
        for name, color in zip(PARTS, COLORS):
            v = d[name] / 1e9
            if v <= 0:
                continue
            ax.barh([0], [v], left=left, color=color, label=f"{name.replace('_', ' ')} {v:,.1f} GB")
            left += v
        if rec.candidates:
            cap = rec.candidates[0].per_gpu_bytes / max(rec.candidates[0].utilisation, 1e-9) / 1e9
            ax.axvline(cap, color="black", linestyle="--", linewidth=1)
            ax.text(cap, 0.45, f" {rec.candidates[0].gpu}: {cap:,.0f} GB", va="bottom", fontsize=8)
        ax.set_yticks([])
        ax.set_xlabel("GB per GPU (10^9 bytes)")
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.3), ncol=3, fontsize=8, frameon=False)
    ax.set_title(f"{rec.model}: memory per GPU", fontsize=10)  # Latin only: CJK fonts may be missing
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()
