"""The card to buy for a job a purchase question asks about ("要买什么GPU服务器", "what GPU server should we buy",
想買一台機器): the smallest card with a held purchase price whose memory holds the job's with a margin, its price and
source, and the months that price takes to pay back against renting the same hours — so the answer names what to
BUY first, and the rental stays as the alternative.

card     = of the cards with a sourced purchase price (tools.launch_price), the one of least memory with
           memory × (1 − MEMORY_MARGIN) ≥ the job's memory, the cheaper on a tie: in mainland China, Hong Kong or
           Macau the China-market variants sold there without a US export licence (VARIANT_CNY, its sourced prices
           only), elsewhere NVIDIA's launch prices (LAUNCH_USD) of the cards of the current two GeForce generations
           (BUY_NEW); None when none holds the job (the answer names the rented card and asks for a supplier's quote)
payback  = tools.launch_price.purchase_side at the job's share of the month's hours (GPU-hours a month ÷
           tools.constants.HOURS_PER_MONTH): price ÷ (rent a month − power a month)

By hand, Pangu-Weather (16 GB) bought in mainland China: 16 ÷ (1 − 0.2) = 20 GB → the RTX 4090D (24 GB, ¥12,999);
0.78 GPU-hours a day × 30.42 days = 23.7 h a month against a ¥4.50 GPU-hour rent: rent ¥106.7 a month, power 0.425 kW ×
23.7 h × ¥0.94 = ¥9.5 a month → 12,999 ÷ (106.7 − 9.5) ≈ 134 months: renting is cheaper at that use."""

from __future__ import annotations

from dataclasses import dataclass

from tools.buy_or_rent import HOST_W_PER_GPU
from tools.compat import china_market_part, purchase_licensed
from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH
from tools.host import size_host
from tools.launch_price import LAUNCH_USD, VARIANT_CNY, launch_price, market_variant, purchase_side, variant_price
from tools.schema import GPUSpec

MEMORY_MARGIN = 0.2  # a fifth of the card's memory kept spare: activations, the runtime's own pool, a larger input
# the GeForce cards still sold new that NVIDIA's launch prices are held for: Blackwell (RTX 50, 2025) and Ada (RTX 40,
# 2022); the RTX 3090 (Ampere, 2020) has a held launch price but is two generations old: never named to buy new
BUY_NEW = ("RTX 5070 Ti", "RTX 4090", "RTX 5090")
# a held price marked as not read from a stored page (VARIANT_CNY's RTX 5090D) is never quoted as a price to pay
_UNSOURCED = "from memory"


@dataclass(frozen=True)
class CardToBuy:
    """One card to buy: its name, memory, the price and its currency and source, and its power."""
    gpu: str
    memory_gb: float
    price: float
    currency: str  # "USD" (NVIDIA's launch price) or "CNY" (the China-market variant's launch price)
    source: str
    tdp_w: float


def card_to_buy(need_gb: float, china: bool, specs: dict[str, tuple[float, float]]) -> CardToBuy | None:
    """The card to buy for a job needing `need_gb` of GPU memory (module docstring); `specs`: name → (memory GB, TDP W)
    from the catalog. By hand: 16 GB in China → RTX 4090D (24 GB × 0.8 = 19.2 ≥ 16); 16 GB elsewhere → RTX 4090
    (the 5070 Ti's 16 GB × 0.8 = 12.8 < 16); 30 GB → RTX 5090 (25.6 < 30: None)."""
    prices = ({k: v for k, v in VARIANT_CNY.items() if _UNSOURCED not in v[1]} if china
              else {k: LAUNCH_USD[k] for k in BUY_NEW if k in LAUNCH_USD})
    held = [CardToBuy(k, specs[k][0], p, "CNY" if china else "USD", src, specs[k][1])
            for k, (p, src) in prices.items() if k in specs and holds(specs[k][0], need_gb)]
    return min(held, key=lambda c: (c.memory_gb, c.price), default=None)


def holds(memory_gb: float, need_gb: float) -> bool:
    """Whether a card of `memory_gb` holds a job needing `need_gb` with the margin kept (module docstring's card rule):
    memory × (1 − MEMORY_MARGIN) ≥ need. By hand: a T4 (16 GB), a 12 GB job: 12.8 ≥ 12 holds; an 8 GB card: 6.4 < 12."""
    return memory_gb * (1 - MEMORY_MARGIN) >= need_gb


def buy_payback(price: float, tdp_w: float, gpu_hours_month: float, rent_per_gpu_hour: float,
                per_kwh: float) -> float | None:
    """Months for the card's price to pay back against renting the job's GPU-hours a month (module docstring); None
    when renting costs no more than the power at that use."""
    util = min(gpu_hours_month / HOURS_PER_MONTH, 1.0)
    return purchase_side(price, 1, tdp_w, util, rent_per_gpu_hour, per_kwh).payback_months


def break_even_rent_hours(price: float, tdp_w: float, rent_per_gpu_hour: float, per_kwh: float) -> tuple[float, float] | None:
    """(rented GPU-hours, months busy around the clock) the card's price buys back when the job's size is not said —
    the payback at full use (tools.launch_price.purchase_side, utilisation 1), said in GPU-hours so the user can set
    their own count against it. By hand, the RTX 4090D (¥12,999, 425 W) against a ¥1.80 GPU-hour (an RTX A4000 row)
    at ¥0.94 a kWh: rent ¥1.80 × 730 h = ¥1,314 a month, power 0.425 kW × 730 h × ¥0.94 = ¥291.6 → 12,999 ÷ 1,022.4
    ≈ 12.7 months ≈ 9,282 GPU-hours.
    None when renting costs no more than the power."""
    months = purchase_side(price, 1, tdp_w, 1.0, rent_per_gpu_hour, per_kwh).payback_months
    return (months * HOURS_PER_MONTH, months) if months else None


def month_gpu_hours(gpu_hours: float, daily: bool) -> float:
    """The job's GPU-hours a month: a daily job's day × tools.constants.DAYS_PER_MONTH (0.78 × 30.42 = 23.7 h), a
    one-off job's hours as they are."""
    return gpu_hours * DAYS_PER_MONTH if daily else gpu_hours


def rent_to_compare(options: list[tuple[str, float, str, float]], need_gb: float) -> tuple[str, str, float] | None:
    """The rental the purchase is weighed against: of (card, memory GB, row, price an hour) where the user is, the
    cheapest whose memory holds the job with the same margin as the card to buy; None when none does."""
    ok = [(card, row, price) for card, mem, row, price in options if mem * (1 - MEMORY_MARGIN) >= need_gb and price > 0]
    return min(ok, key=lambda o: o[2], default=None)


@dataclass(frozen=True)
class TimedBox:
    """The box to buy for a named job with no sourced memory need (UNI, CONCH: a small encoder whose need is far under
    any card's): the card its estimate is timed on, the host around it and its power; `price` the card's held launch
    price (its currency and source) or None (a card sold by quote: a supplier's quote is asked)."""
    gpu: str
    memory_gb: float
    cards: int
    cores: int
    ram_gib: int
    watts: float | None
    price: tuple[float, str, str] | None  # (price, currency, source)

    @property
    def kw(self) -> float | None:
        """The box's draw at full load in kW: watts ÷ 1,000 (925 W → 0.925 kW)."""
        return self.watts / 1000 if self.watts else None


def timed_box(card: str, specs: dict[str, tuple[float, float]], china: bool, cards: int = 1) -> TimedBox | None:
    """The box to buy for a job whose estimate is timed on `card` (TimedBox): in mainland China, Hong Kong or Macau the
    China-market part sold without a US export licence in its place (tools.launch_price.market_variant: L40S → L20);
    host per tools.host.size_host (≥ 4 cores a card, RAM ≥ the cards' memory), power = cards × (TDP + the server's
    share a card, tools.buy_or_rent.HOST_W_PER_GPU), the launch price where one is held (GeForce), never a guessed one.
    None when the card is not in `specs` (name → (memory GB, TDP W)). By hand: UNI timed on the L40S in Taiwan →
    1 × L40S (48 GB, 350 W): ≥ 4 cores, RAM ≥ ⌈48 × 10⁹ ÷ 2³⁰⌉ = 45 GiB (size_host), 350 + 575 = 925 W,
    no launch price (quote)."""
    gpu = (market_variant(card) or card) if china else card
    if gpu not in specs:
        return None
    memory_gb, tdp_w = specs[gpu]
    host = size_host(cards, int(memory_gb * 1e9), training=False)
    held = variant_price(gpu) if china else launch_price(gpu)
    price = (held[0], "CNY" if china else "USD", held[1]) if held and _UNSOURCED not in held[1] else None
    return TimedBox(gpu, memory_gb, cards, host.min_vcpu, int(host.min_ram_gib),
                    cards * (tdp_w + HOST_W_PER_GPU) if tdp_w else None, price)


# A box bought new in 2026: no card of an architecture NVIDIA no longer makes for the data centre. The catalog's
# `architecture` column (catalog/data/gpus.csv, each card's datasheet) names the generation; NVIDIA's data-centre
# product pages (nvidia.com/en-us/data-center/products) list Blackwell, Hopper, Ada Lovelace and Ampere parts only,
# so a Kepler (K80), Maxwell (M40), Pascal (P100, P40), Volta (V100) or Turing (T4) card is second-hand stock, rented
# where it already stands but never the card of a new box (48 × V100 SXM2, six 8-GPU servers, was named to buy for a
# 32B service that one box of newer cards holds).
OUT_OF_PRODUCTION = ("Kepler", "Maxwell", "Pascal", "Volta", "Turing")
# Shipped to mainland China, Hong Kong or Macau, the data-centre cards sold there without a US export licence
# (tools.compat.purchase_licensed: no H20 since April 2025, no A800/H800/L40S): the L20 (48 GB, the China-market Ada
# part) and the RTX 4090D (24 GB), in this order (the data-centre part first on a tie); each is sized for the job on
# one 8-card box at a placeholder price (only the card count matters for a box to buy), so the box is named even
# where no mainland row of the card carries a price.
BOX_CARDS_CHINA = ("L20", "RTX 4090D")
BOX_GPUS = 8  # cards in one server (an HGX board, a 4U 8-card PCIe chassis): boxes = ⌈cards ÷ 8⌉


# a card sold only on a baseboard of BOARD_GPUS (NVIDIA HGX: SXM; AMD / Intel UBB: OAM) is bought eight at a time
BOARD_FORMS = ("SXM", "OAM")
# a card no one sells to buy: a cloud's own part (A10G: AWS-only; the TPUs: Cloud only)
RENT_ONLY_FORMS = ("AWS-only", "Cloud only")


def sold_new(gpu: GPUSpec | None, china: bool) -> bool:
    """May a new box be bought with this card (OUT_OF_PRODUCTION, RENT_ONLY_FORMS), and, `china`, shipped to mainland
    China, Hong Kong or Macau without a US export licence (tools.compat.purchase_licensed)? By hand: V100 SXM2 32GB
    (Volta), T4 (Turing), A10G (AWS-only) → False anywhere; H100 SXM → True elsewhere, False in China; L20, RTX 4090D
    → True in China, False elsewhere (China-market parts, tools.compat.CHINA_MARKET_PARTS); A800 → False anywhere."""
    if gpu is None or gpu.architecture in OUT_OF_PRODUCTION or any(f in (gpu.form_factor or "") for f in RENT_ONLY_FORMS):
        return False
    if china:
        return not purchase_licensed(gpu)
    return not china_market_part(gpu.name)  # the A800, H800, H20, L20, RTX 4090D are made for China's market only


def bought_cards(gpu: GPUSpec, cards: int) -> int:
    """The cards a box of `cards` of this card is bought with: a baseboard part (BOARD_FORMS) in whole boards of
    BOX_GPUS (1 × MI300X or 2 × H100 SXM is bought as one 8-card board), a PCIe card as it is. By hand: MI300X (OAM),
    1 → 8; H100 SXM (SXM5), 12 → 16; L20 (PCIe), 4 → 4."""
    board = (gpu.form_factor or "").startswith(BOARD_FORMS)
    return -(-cards // BOX_GPUS) * BOX_GPUS if board else cards


def choose_box_card(plans: list[tuple[str, int]], gpus: dict[str, GPUSpec], china: bool) -> tuple[str, int] | None:
    """The card and count of the box to buy among `plans` ((card, cards) that hold the job, in preference order: the
    ranked rentals first, then BOX_CARDS_CHINA sized): only cards sold_new, bought as bought_cards; the fewest boxes
    (⌈cards ÷ BOX_GPUS⌉), then the fewest cards bought, then the first in order. None when no plan's card is sold
    new. By hand: Qwen2.5-32B for 50 users shipped to China, plans [8 × V100 SXM2 32GB, 4 × V100 SXM2 32GB, 4 × L20,
    8 × RTX 4090D] → the V100s are Volta (out), 4 × L20 and 8 × RTX 4090D are one box each → 4 × L20 (fewer cards);
    [48 × V100 SXM2, 1 × MI300X, 1 × H200 NVL] elsewhere → 1 × H200 NVL (one box of one card, where the MI300X is
    bought as a board of 8 and the V100s filled six)."""
    new = [(i, name, bought_cards(g, n)) for i, (name, n) in enumerate(plans)
           if n > 0 and (g := gpus.get(name)) is not None and sold_new(g, china)]
    best = min(new, key=lambda p: (-(-p[2] // BOX_GPUS), p[2], p[0]), default=None)
    return (best[1], best[2]) if best else None
