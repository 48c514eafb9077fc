"""The memory and cost chart (PNG) of an answer: per spec tier, one stacked bar of the per-GPU memory
(weights, gradients, optimizer, activations, KV cache, overhead) against that tier's card, with its
usable capacity as the limit, the headroom line the estimate must stay under, and the tier's price
written at the end of the bar; dotted lines mark the common card sizes that matter (24 / 48 / 80 GB …),
so the pick is seen against the cards one size down and up.

The numbers come from `tools.chart_data` (fields of the Recommendation); this module only draws,
headless with matplotlib's Agg backend (the `chart` extra, imported on first use).

Chinese answers get Chinese labels when a font that covers CJK is found (matplotlib's font manager,
then the system's font files: Noto Sans CJK, Source Han Sans, WenQuanYi, Microsoft YaHei, PingFang …).
With none, the labels stay English and the chart says so: never boxes for missing glyphs
(`apt-get install fonts-noto-cjk` adds one on Debian/Ubuntu).
"""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Any

from advisor.core.messages import word
from advisor.core.script import to_script
from advisor.core.units import gb_value, gib_value, money
from tools.chart_data import PARTS, CardLine, TierBar, card_lines, memory_chart
from tools.schema import Msg, Recommendation

COLORS = dict(zip(PARTS, ("#4C72B0", "#DD8452", "#C44E52", "#55A868", "#8172B3", "#937860")))
HEADROOM_COLOR = "#C44E52"
CJK_FAMILIES = ("Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans SC", "Source Han Sans SC", "Source Han Sans CN",
                "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "Microsoft YaHei", "PingFang SC", "Heiti SC", "SimHei",
                "Noto Serif CJK SC", "AR PL UMing CN")
CJK_FILES = ("notosanscjk", "notoserifcjk", "sourcehansans", "wqy", "msyh", "pingfang", "simhei", "uming", "ukai")


@lru_cache(maxsize=1)
def cjk_font() -> str | None:
    """A font family that covers CJK, or None: the families matplotlib knows first, then the system's
    font files by name (a font installed after matplotlib built its cache is added here)."""
    from matplotlib import font_manager

    known = {f.name for f in font_manager.fontManager.ttflist}
    for name in CJK_FAMILIES:
        if name in known:
            return name
    for path in sorted(font_manager.findSystemFonts(), key=lambda p: ("sans" not in p.lower(), "regular" not in p.lower(), p)):
        if any(k in path.lower().replace("-", "").replace("_", "") for k in CJK_FILES):
            try:
                font_manager.fontManager.addfont(path)
                return str(font_manager.FontProperties(fname=path).get_name())
            except (OSError, RuntimeError, ValueError):
                continue
    return None


def _s(key: str, zh: bool) -> str:
    """The chart's word for `key` (advisor/core/messages/chart.py) in the answer's language."""
    return word(Msg(code="chart.text", args={"key": key}), "zh" if zh else "en")


def part_name(part: str, zh: bool) -> str:
    """A memory part's name in the legend (weights, KV cache …)."""
    return word(Msg(code="chart.part", args={"part": part}), "zh" if zh else "en")


def _label(b: TierBar, zh: bool) -> str:
    if b.tier in ("minimum", "recommended", "comfortable"):
        tier = Msg(code="chart.text", args={"key": b.tier})
        return word(Msg(code="chart.tier", args={"tier": tier, "count": b.count, "card": b.card}), "zh" if zh else "en")
    return b.label


def _tick(b: TierBar, zh: bool) -> str:
    est = f"{_s('estimate', zh)} {gb_value(b.total_bytes):,.1f} GB"
    if not b.limit_bytes:
        return f"{_label(b, zh)}\n{est}"
    if b.limit_of == "usable":
        limit = f"{_s('usable', zh)} {gb_value(b.limit_bytes):,.1f} GB"
    else:
        limit = f"{gib_value(b.limit_bytes):,.4g} GiB = {gb_value(b.limit_bytes):,.1f} GB ({_s('nominal', zh)})"
    if b.headroom > 1:
        limit += f"; × {b.headroom:g} → {gb_value(b.headroom_limit_bytes):,.1f} GB"
    return f"{_label(b, zh)}\n{est}; {limit}"


def cost_text(b: TierBar, zh: bool) -> str:
    """"$1.29/h · job $41" for the bar's end; "" when the tier is not priced."""
    if b.price_per_hour is None:
        return ""
    s = money(b.price_per_hour, b.currency) + _s("per_h", zh)
    if b.job_cost is not None:
        s += f" · {_s('job', zh)} {money(b.job_cost, b.currency, 0)}"
    return s


def _draw_bar(ax: Any, y: float, b: TierBar, seen: set[str], zh: bool) -> None:
    def once(key: str, text: str) -> str:
        if key in seen:
            return "_nolegend_"
        seen.add(key)
        return text

    left = 0.0
    for part in PARTS:
        v = gb_value(b.parts.get(part, 0))
        if v > 0:
            ax.barh([y], [v], left=left, height=0.55, color=COLORS[part], label=once(part, part_name(part, zh)))
            left += v
    if not b.parts:
        ax.barh([y], [gb_value(b.total_bytes)], height=0.55, color="#8C8C8C", label=once("total", _s("total", zh)))
    if not b.limit_bytes:
        return
    ax.vlines(gb_value(b.limit_bytes), y - 0.4, y + 0.4, colors="black", linewidth=2, label=once("limit", _s("limit", zh)))
    if b.headroom > 1:
        ax.vlines(gb_value(b.headroom_limit_bytes), y - 0.4, y + 0.4, colors=HEADROOM_COLOR, linestyles="--", linewidth=1.5,
                  label=once("headroom", _s("headroom", zh)))
    cost = cost_text(b, zh)
    if cost:
        x = max(gb_value(b.total_bytes), gb_value(b.limit_bytes))
        ax.text(x, y + 0.32, cost.replace("$", r"\$"), fontsize=7, va="bottom", ha="right", color="#333333")


def _draw_cards(ax: Any, cards: list[CardLine]) -> None:
    for c in cards:
        x = gb_value(c.capacity_bytes)
        ax.axvline(x, color="#9E9E9E", linestyle=":", linewidth=1, zorder=0)
        ax.text(x, 1.0, f"{c.memory_gb} GB", transform=ax.get_xaxis_transform(), fontsize=7, ha="center", va="bottom",
                color="#2E7D32" if c.fits else "#9E9E9E")


def memory_figure(rec: Recommendation, lang: str = "en") -> Any:
    """The chart as a matplotlib Figure (tests read its artists; `memory_png` saves it)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    font = cjk_font() if lang.startswith("zh") else None
    zh = font is not None
    bars = memory_chart(rec)
    fig = Figure(figsize=(8, 2.1 + 0.75 * max(len(bars), 1)), dpi=110)
    if font:
        with matplotlib.rc_context({"font.family": [font, "DejaVu Sans"]}):
            _fill(fig, rec, bars, zh, lang)
    else:
        _fill(fig, rec, bars, zh, lang)
    if lang.startswith("zh") and not zh:
        fig.text(0.01, 0.005, word(Msg(code="chart.no_font", args={}), "en"), fontsize=6, color="#757575")
    if zh and lang == "zh-Hant":
        from matplotlib.text import Text

        for text in fig.findobj(Text):
            text.set_text(to_script(text.get_text(), lang))
    fig.tight_layout()
    return fig


def _fill(fig: Any, rec: Recommendation, bars: list[TierBar], zh: bool, lang: str) -> None:
    ax = fig.add_subplot(111)
    ax.set_title(word(Msg(code="chart.title", args={"model": rec.model}), "zh" if zh else "en"), fontsize=10, pad=14)
    if not bars and rec.per_gpu is not None:  # nothing fits: the estimate alone, no card to draw
        d = rec.per_gpu.model_dump()
        bars = [TierBar(tier="estimate", card=_s("no_tier", zh), count=1, parts={k: int(d[k]) for k in PARTS},
                        total_bytes=rec.per_gpu.total, breakdown_of="recommendation", limit_bytes=0, limit_of="usable",
                        headroom=1.0, headroom_limit_bytes=0)]
    if not bars:
        ax.text(0.5, 0.5, _s("none", zh), ha="center")
        ax.set_axis_off()
        return
    seen: set[str] = set()
    ys = list(range(len(bars) - 1, -1, -1))  # minimum on top
    for y, b in zip(ys, bars):
        _draw_bar(ax, y, b, seen, zh)
    cards = card_lines(bars)
    _draw_cards(ax, cards)
    ax.set_yticks(ys)
    ax.set_yticklabels([to_script(_tick(b, zh), lang) if zh else _tick(b, zh) for b in bars], fontsize=8)
    widest = max([max(gb_value(b.limit_bytes), gb_value(b.total_bytes)) for b in bars]
                 + [gb_value(c.capacity_bytes) for c in cards])
    ax.set_xlim(0, widest * 1.15)  # 15 % margin for the labels
    ax.set_ylim(-0.7, len(bars) - 0.3)
    ax.set_xlabel(_s("axis", zh), fontsize=8)
    ax.tick_params(axis="x", labelsize=8)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12 - 0.3 / len(bars)), ncol=4, fontsize=7, frameon=False)


def memory_png(rec: Recommendation, lang: str = "en") -> bytes:
    """The PNG Slack uploads and `ask --chart FILE` writes; Chinese labels for a Chinese answer when a
    CJK font is found."""
    buf = io.BytesIO()
    memory_figure(rec, lang).savefig(buf, format="png", bbox_inches="tight")
    return buf.getvalue()
