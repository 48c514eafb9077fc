"""A quote on a card the catalog prices nowhere ("火山引擎报价 H20 96G 每卡每小时 8.5 元，划算吗？"): no listed price of
that card exists to compare, and none is invented. What the answer can still say comes from the card's held specs
(catalog/data/gpus.csv, with its source): its memory, bandwidth and BF16 dense TFLOPS, what work that balance suits,
and the quote's price per unit of the figure that matters for the work — per TB/s of memory bandwidth for
decode-heavy serving (a decode step reads the weights and KV once per token: time ∝ bytes ÷ bandwidth), per 100
TFLOPS for training (time ∝ FLOPs ÷ TFLOPS) — against the same figure at the cheapest listed GPU-hour of the nearest
priced cards (same maker and architecture, datacenter parts). It is an indirect comparison and is said so: the
figure is a ceiling the engine reaches only in part, and the same share on both cards is assumed.

Hand (H20 from gpus.csv: 96 GB, 4.0 TB/s, 148 TFLOPS BF16 dense; quote ¥8.5 a GPU-hour): ¥8.5 ÷ 4.0 = ¥2.13 per TB/s
an hour; the cheapest Hopper per TB/s is a GH200 listed at $2.29/h = ¥16.49 (7.2 CNY a USD) ÷ 4.0 TB/s = ¥4.12 →
the quote is 0.52× per bandwidth (cheap for decode). Per 100 TFLOPS: ¥8.5 ÷ 1.48 = ¥5.74 against an H100 SXM at
$2.17/h = ¥15.62 ÷ 9.895 = ¥1.58 → 3.6× (dear for training and long prefills). The H20's 148 TFLOPS against
4.0 TB/s is 37 FLOP a byte, under COMPUTE_LIGHT_RIDGE: a card for memory-bound decode, not for training.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tools.schema import GPUSpec, InstanceRow

# FLOP per byte of bandwidth (TFLOPS ÷ TB/s, the roofline's ridge point) under which a card is compute-light: its
# decode (≈ 2 FLOP a weight byte a sequence) turns compute-bound only past ≈ ridge ÷ 2 sequences, while training and
# long prefills, which run far above any ridge, go at its TFLOPS. 100: the H100 SXM is 295 (989.5 ÷ 3.35), the
# A100 80GB 153 (312 ÷ 2.04), the H20 37 (148 ÷ 4.0) — a part cut for inference under export limits.
COMPUTE_LIGHT_RIDGE = 100.0


@dataclass(frozen=True)
class UnitPrice:
    """One figure's comparison: the quote's price per unit against a listed card's."""

    figure: str  # "bandwidth" (per TB/s) or "compute" (per 100 TFLOPS BF16 dense)
    quote_unit: float  # the quote's GPU-hour ÷ the quoted card's figure, in the quote's currency
    card: str  # the listed card compared
    row: InstanceRow  # its cheapest listed row (fewest GPUs)
    hour: float  # that row's GPU-hour in the quote's currency
    unit: float  # its GPU-hour ÷ its figure

    @property
    def ratio(self) -> float:
        return self.quote_unit / self.unit if self.unit else 0.0


@dataclass(frozen=True)
class IndirectQuote:
    """The quoted card as its specs say, and the quote per figure against the nearest priced cards."""

    card: str
    memory_gb: float
    tb_s: float
    tflops: float
    source: str
    compute_light: bool
    work: str | None  # "serving", "training", or None (not said: both figures given)
    units: tuple[UnitPrice, ...]


def _figure(g: GPUSpec, figure: str) -> float:
    """The card's figure in the unit compared: TB/s, or hundreds of BF16 dense TFLOPS; 0 when not held."""
    if figure == "bandwidth":
        return (g.bandwidth_gb_s or 0.0) / 1000
    return (g.bf16_tflops or 0.0) / 100


def nearest_priced(card: GPUSpec, gpus: dict[str, GPUSpec]) -> list[GPUSpec]:
    """The cards an unpriced one is compared with: the same maker's datacenter parts of its architecture (H20 → H100,
    H200, H800, GH200), else of any architecture, each with bandwidth and BF16 TFLOPS held."""
    pool = [g for g in gpus.values() if g.name != card.name and g.vendor == card.vendor
            and g.segment == "datacenter" and g.bandwidth_gb_s and g.bf16_tflops]
    same = [g for g in pool if g.architecture == card.architecture]
    return same or pool


def _best_unit(figure: str, quote_hour: float, card: GPUSpec, near: list[GPUSpec],
               hour_of: Callable[[str], tuple[float, InstanceRow] | None]) -> UnitPrice | None:
    """The listed card with the lowest price per unit of `figure` among `near`: the market's best deal on what the
    work buys, the fair bar for the quote."""
    best: UnitPrice | None = None
    own = _figure(card, figure)
    if own <= 0:
        return None
    for g in near:
        got, fig = hour_of(g.name), _figure(g, figure)
        if got is None or fig <= 0:
            continue
        u = UnitPrice(figure, quote_hour / own, g.name, got[1], got[0], got[0] / fig)
        if best is None or u.unit < best.unit:
            best = u
    return best


def indirect_quote(card: GPUSpec, work: str | None, quote_hour: float, gpus: dict[str, GPUSpec],
                   hour_of: Callable[[str], tuple[float, InstanceRow] | None]) -> IndirectQuote | None:
    """The indirect comparison for a quote on an unpriced card (module docstring): `quote_hour` is the quote per
    GPU-hour, `hour_of` a card's cheapest listed GPU-hour (in the quote's currency) and its row. Serving compares per
    TB/s, training per 100 TFLOPS, an unsaid work both. None when the card's specs are not held or nothing near is
    priced."""
    if not card.bandwidth_gb_s or not card.bf16_tflops or quote_hour <= 0:
        return None
    figures = ("bandwidth",) if work == "serving" else ("compute",) if work == "training" else ("bandwidth", "compute")
    near = nearest_priced(card, gpus)
    units = tuple(u for f in figures if (u := _best_unit(f, quote_hour, card, near, hour_of)) is not None)
    if not units:
        return None
    ridge = card.bf16_tflops / (card.bandwidth_gb_s / 1000)
    return IndirectQuote(card=card.name, memory_gb=float(card.memory_gb or 0), tb_s=card.bandwidth_gb_s / 1000,
                         tflops=card.bf16_tflops, source=card.source, compute_light=ridge < COMPUTE_LIGHT_RIDGE,
                         work=work, units=units)
