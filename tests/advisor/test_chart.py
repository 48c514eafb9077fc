"""The memory chart: one stacked bar per spec tier against that tier's card (nominal name, usable
capacity as the limit, the headroom line), from hand-built Recommendations."""

import pytest

from tests.conftest import module_home
from tools.chart_data import card_label, headroom_limit, memory_chart
from tools.schema import GB, GiB, MemoryBreakdown, Recommendation, SpecTier, Workload

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

H100_USABLE = int(79.6 * GiB)  # nvidia-smi on an H100 80 GB (DESIGN.md "Units")
L4_USABLE = int(22.35 * GiB)


def rec(tiers, per_gpu=None):
    return Recommendation(model="Llama-3-8B", params=8 * 10**9, active_params=8 * 10**9, workload=Workload(task="lora"),
                          usd_cny=7.2, per_gpu=per_gpu, spec_range=tiers)


def priced_tiers():
    lora = MemoryBreakdown(weights=16 * GB, gradients=GB // 10, optimizer=GB // 2, activations=4 * GB, overhead=GB)
    no_ckpt = lora.model_copy(update={"activations": 20 * GB})
    return [
        SpecTier(tier="minimum", gpu="L4", gpu_memory_gb=24, count=1, usable_bytes=L4_USABLE, headroom=1.0,
                 breakdown=lora, per_gpu_bytes=lora.total),
        SpecTier(tier="recommended", gpu="H100", gpu_memory_gb=80, count=1, usable_bytes=H100_USABLE, headroom=1.2,
                 breakdown=lora, per_gpu_bytes=lora.total),
        SpecTier(tier="comfortable", gpu="A100 80GB SXM", gpu_memory_gb=80, count=2, usable_bytes=int(79.15 * GiB),
                 headroom=1.3, breakdown=no_ckpt, per_gpu_bytes=no_ckpt.total),
    ]


def test_one_bar_per_tier_labelled_by_nominal_size_against_usable_capacity():
    bars = memory_chart(rec(priced_tiers()))
    assert [b.tier for b in bars] == ["minimum", "recommended", "comfortable"]
    assert [b.card for b in bars] == ["L4 24 GB", "H100 80 GB", "A100 SXM 80 GB"]
    assert bars[1].label == "recommended: 1 × H100 80 GB" and bars[2].label == "comfortable: 2 × A100 SXM 80 GB"
    assert [b.limit_bytes for b in bars] == [L4_USABLE, H100_USABLE, int(79.15 * GiB)]
    assert all(b.limit_of == "usable" and b.breakdown_of == "tier" for b in bars)
    assert bars[1].parts["activations"] == 4 * GB and bars[2].parts["activations"] == 20 * GB
    assert bars[1].total_bytes == sum(bars[1].parts.values())
    # the headroom line: the most an estimate may be so that estimate × headroom ≤ usable capacity
    assert bars[1].headroom_limit_bytes == pytest.approx(H100_USABLE / 1.2, abs=1)
    assert bars[0].headroom_limit_bytes == L4_USABLE  # minimum tier: no headroom


def test_headroom_limit_is_the_fit_boundary():
    limit = headroom_limit(H100_USABLE, 1.2)
    assert limit * 1.2 <= H100_USABLE < (limit + 2) * 1.2


@pytest.mark.parametrize("name, gb, label", [
    ("H100", 80, "H100 80 GB"), ("H100 SXM", 80, "H100 SXM 80 GB"), ("A100 80GB SXM", 80, "A100 SXM 80 GB"),
    ("V100 SXM2 16GB", 16, "V100 SXM2 16 GB"), ("GH200 (96GB HBM3)", 96, "GH200 96 GB"), ("H200 SXM", 141, "H200 SXM 141 GB"),
])
def test_card_label_shows_the_size_once(name, gb, label):
    assert card_label(name, gb) == label


def test_fallbacks_without_breakdown_or_usable_capacity():
    per = MemoryBreakdown(weights=14 * GB, kv_cache=2 * GB, overhead=GB)
    old_style = SpecTier(tier="recommended", gpu_memory_gb=24, count=1, examples=["A10", "A10G"], per_gpu_bytes=per.total,
                         headroom=1.2)
    (b,) = memory_chart(rec([old_style], per_gpu=per))
    assert b.card == "A10 24 GB"
    assert b.breakdown_of == "recommendation" and b.parts["kv_cache"] == 2 * GB
    assert b.limit_of == "nominal" and b.limit_bytes == 24 * GiB  # an "24 GB" card holds 24 GiB
    (bare,) = memory_chart(rec([old_style]))
    assert bare.parts == {} and bare.total_bytes == per.total and bare.breakdown_of == "total"
    # a tier sized for another configuration never borrows the recommendation's split
    other = old_style.model_copy(update={"per_gpu_bytes": per.total + 3 * GB})
    (b2,) = memory_chart(rec([other], per_gpu=per))
    assert b2.breakdown_of == "total" and b2.parts == {} and b2.total_bytes == per.total + 3 * GB


def test_png_draws_each_tier_against_its_limit_and_headroom_line():
    pytest.importorskip("matplotlib")
    from matplotlib.collections import LineCollection

    from advisor.core.chart import memory_figure, memory_png

    r = rec(priced_tiers())
    png = memory_png(r)
    assert png.startswith(b"\x89PNG") and len(png) > 5000
    ax = memory_figure(r).axes[0]
    ticks = [t.get_text() for t in sorted(ax.get_yticklabels(), key=lambda t: -t.get_position()[1])]  # top first
    assert ticks[0].startswith("minimum: 1 × L4 24 GB") and ticks[2].startswith("comfortable: 2 × A100 SXM 80 GB")
    assert "86" not in ticks[1]  # the old chart labelled an H100 "86 GB"
    lines = sorted(round(seg[0][0], 2) for c in ax.collections if isinstance(c, LineCollection) for seg in c.get_segments())
    limits = [b.limit_bytes / 1e9 for b in memory_chart(r)]
    headroom = [b.headroom_limit_bytes / 1e9 for b in memory_chart(r) if b.headroom > 1]
    assert lines == sorted(round(x, 2) for x in limits + headroom)
    stacked = [p for p in ax.patches if p.get_height() > 0]
    assert len(stacked) == 3 * 5  # three tiers × five non-zero parts (no KV cache in training)


def test_png_when_nothing_fits_or_nothing_is_known():
    pytest.importorskip("matplotlib")
    from advisor.core.chart import memory_png

    assert memory_png(rec([], per_gpu=MemoryBreakdown(weights=140 * GB, overhead=GB))).startswith(b"\x89PNG")
    assert memory_png(rec([])).startswith(b"\x89PNG")


def test_each_bar_carries_its_price_and_the_card_sizes_that_matter_are_drawn():
    pytest.importorskip("matplotlib")
    from matplotlib.lines import Line2D

    from advisor.core.chart import memory_figure
    from tools.chart_data import card_lines
    from tools.schema import Money

    tiers = priced_tiers()
    tiers[1] = tiers[1].model_copy(update={"price_per_hour": Money(amount=3.29), "job_cost": Money(amount=41.2)})
    r = rec(tiers)
    ax = memory_figure(r).axes[0]
    texts = [t.get_text() for t in ax.texts]
    assert r"\$3.29/h · job \$41" in texts  # "$" escaped: matplotlib would read "$…$" as mathtext
    # the largest estimate (the comfortable tier's 41.6 GB) fits a 48 GB card first, so 24, 48 and 80 GB are drawn
    cards = card_lines(memory_chart(r))
    assert [c.memory_gb for c in cards] == [24, 48, 80] and [c.fits for c in cards] == [False, True, True]
    dotted = [line for line in ax.lines if isinstance(line, Line2D) and line.get_linestyle() == ":"]
    assert sorted(round(line.get_xdata()[0], 1) for line in dotted) == [round(c.capacity_bytes / 1e9, 1) for c in cards]
    assert {"24 GB", "48 GB", "80 GB"} <= set(texts)


def test_chinese_chart_has_chinese_labels_with_a_cjk_font_and_says_so_without_one(monkeypatch):
    pytest.importorskip("matplotlib")
    from advisor.core import chart

    r = rec(priced_tiers())
    monkeypatch.setattr(chart, "cjk_font", lambda: None)  # a server with no CJK font: English, and a note
    fig = chart.memory_figure(r, "zh")
    labels = [t.get_text() for t in fig.axes[0].get_yticklabels()]
    assert labels[0].startswith("minimum: ") and not any("最低" in x for x in labels)
    assert any("no Chinese font found" in t.get_text() for t in fig.texts)
    monkeypatch.undo()
    if chart.cjk_font() is None:
        pytest.skip("no CJK font on this machine (apt-get install fonts-noto-cjk to run this half)")
    fig = chart.memory_figure(r, "zh")
    ticks = [t.get_text() for t in fig.axes[0].get_yticklabels()]
    assert ticks[0].startswith("最低：1 × L4 24 GB") and "推荐" in ticks[1] and not fig.texts
    assert "推薦" in [t.get_text() for t in chart.memory_figure(r, "zh-Hant").axes[0].get_yticklabels()][1]
