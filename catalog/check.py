"""`gpu-advisor catalog check`: find catalog rows that must not be ranked, and say why.

Pure functions over instance rows (dicts as in catalog/data/instances.csv, or InstanceRow models).
`catalog refresh` runs `quarantine()`: a suspect row is kept, with `quarantined` set to the reasons,
never silently dropped; the recommender rejects it with that reason and `catalog check` lists it.

Faults (the `kind` of a Finding; a quarantine reason starts with it):

- `spot_not_below_on_demand`: a spot price at or above the on-demand price of the same row
  (the source mixed up columns or zones; the on-demand figure cannot be trusted either);
- `price_outlier`: an on-demand price per GPU-hour outside ×0.5–×2 of that GPU's median across
  providers of the same class (`reference_prices`); a row above ×2 whose host has more than twice
  the usual vCPUs per GPU is not flagged (the host, not the GPU, makes it dear); a row below half of
  its own provider's median for the GPU is flagged too (regional data errors, e.g. GCP H100);
- `regional_fraction`: an on-demand price under ×0.5 (GCP: ×0.6) of the same instance type's list
  price in its other regions (`regional_fraction`); for GCP the list regions are those whose spot price
  is at most 60 % of on-demand, the most GCP's billing catalog of 2026-07-30 charges for a GPU Spot VM;
- `spot_discount`: a spot price above the share of on-demand the provider's spot list reaches (GCP: ≤ 60 %, its
  billing catalog of 2026-07-30, `SPOT_MAX_SHARE`): the pair cannot both be list prices, and the spot figure is the
  one in line with the other regions (the snapshots' GCP a3-ultragpu at 0.57× list, spot 67–70 % of it);
- `unresolved_gpu`: the accelerator is not in catalog/data/gpus.csv, so nothing can be computed;
- `gpu_memory_mismatch`: the source's memory per GPU (`gpu_memory_gib`) is not the resolved GPU's memory
  (±10 %): the row names another variant (80 GB H100 labelled as the 94 GB NVL), so nothing computed
  from the label can be trusted;
- `retired`: the SKU is retired by its provider (`RETIRED`, each entry dated and sourced);
- `capacity_block`: sold only as reserved blocks (AWS p5e); no on-demand or spot list price applies;
- `no_price`: no on-demand, spot or reserved price (listed so users can import a quote);
- `stale_price`: a dated reading of the seller's own price page (catalog/data/price_evidence.csv, `catalog.evidence`)
  contradicts the row's undated on-demand price by more than 10 % and may not replace it (a broker's resale, a
  "from" price, a footnoted or conflicting page), or shows the same snapshot stale for the type in another region;
  or the seller's newer listing dropped the shape and lists the card lower on every shape it keeps (`SUPERSEDED`);
- `undated_ask`: a marketplace ask (one third-party host's price: Vast, Hyperbolic, Akash) with no date: an ask
  from an unknown day is not an offer anyone can rent now (a list price persists, an ask does not); a fetched
  catalog dates its asks (`catalog refresh`), and those rank;
- `unconfirmed_price`: the row's only price source is an undated third-party snapshot (a SkyPilot catalog file) and
  its seller is listed in catalog/data/unconfirmed_sources.csv as having no reachable price list or second listing
  (Azure outside the regions a dated reading covers, Seeweb, SimplePod, brokers' resales of Denvr, Impala, …): nothing
  dated or independent confirms the price, so a buyer cannot trust it (docs/CATALOG_AUDIT.md "Fifth fix round"). A dated
  reading (`as_of`), a fetched dated catalog or a user's quote is not judged;
- `unknown_region`: the region is not an id of the provider's scheme (`region_pattern` in providers.csv: a blank
  Seeweb region, Prime Intellect's `UNSPECIFIED` or a data-centre UUID): nobody can say where the machine is;
- `shape_mismatch`: the GPU count, vCPUs or RAM contradict the shape the instance name spells out (Cudo
  `_1x12v24gb`, Nebius `_1gpu-16vcpu-200gb`, Prime Intellect `__8xH100_80GB__208__1800`, `8x_…` / `…x8`);
- `duplicate_key`: two rows with the same (provider, instance type, region).

A price outlier in a row whose price a dated reading of the seller's page states (`catalog.evidence.confirmed`) is
flagged in its notes, not quarantined: it is a sourced list price (`flag_outliers`).
"""

from __future__ import annotations

import functools
import math
import re
import statistics
from array import array
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from dataclasses import field as _field
from typing import Any, TypeAlias

KINDS = ("spot_not_below_on_demand", "price_outlier", "regional_fraction", "spot_discount", "unresolved_gpu",
         "gpu_memory_mismatch", "retired", "capacity_block", "no_price", "stale_price", "undated_ask",
         "unconfirmed_price", "unknown_region", "shape_mismatch", "duplicate_key")
BAND = (0.5, 2.0)
# A price above the band is the seller's choice (AWS Tokyo, Paperspace list prices), not a data error, and ranks
# low by itself; only a price below the band (a fraction of the GPU's going rate) is quarantined.
HIGH_IS_FINE = True

# (provider, instance-type regex, retirement date, source). Dates are the provider's own notices.
RETIRED: list[tuple[str, str, str, str]] = [
    ("azure", r"^Standard_NC(6|12|24)s_v3$", "2025-09-30",
     "Microsoft Learn 'Migrate your NC6s_v3, NC12s_v3, NC24s_v3 virtual machine sizes by September 30, 2025' "
     "(ncv3-nc6s-nc12s-nc24s-retirement, ms.date 2024-03-19)"),
    ("azure", r"^Standard_NC24rs_v3$", "2025-09-30",
     "Microsoft Learn NCv3 retirement notice (2024-03-19): NC24rs_v3 retires under its own guide "
     "(aka.ms/nc24rsv3migrationguide), the NCv3 family by September 30, 2025"),
    ("azure", r"^Standard_NC(6|12|24|24r)(_Promo)?$", "2023-09-06",
     "Microsoft Learn 'Migrate your NC and NC_Promo series virtual machines by September 6, 2023' "
     "(K80; sizes/migration-guides/nc-series-retirement, ms.date 2022-12-20)"),
    ("azure", r"^Standard_NV(6|12|24)(_Promo)?$", "2023-09-06",
     "Microsoft Learn 'NV series retirement starting September 6, 2023' (M60; "
     "sizes/migration-guides/nv-series-retirement, ms.date 2023-02-27)"),
    ("azure", r"^Standard_NV(12|12h|24|24m|32m|48)s_v3$", "2026-09-30",
     "Microsoft Learn 'Migrate your NVv3-series virtual machines by September 30, 2026' (Tesla M60; "
     "sizes/gpu-accelerated/nvv3-series-retirement, ms.date 2025-06-13)"),
    ("azure", r"^Standard_NV(4|8|16|32)ah?s_v4$", "2026-09-30",
     "Microsoft Learn 'Migrate your NVv4-series virtual machines by September 30, 2026' (AMD Radeon Instinct MI25; "
     "sizes/gpu-accelerated/nvv4-retirement, ms.date 2025-06-13)"),
]
# (provider, instance-type regex, why): a shape the seller's newer listing no longer carries while it lists the same card
# lower on every shape it does carry. The older, undated snapshot is shown stale for that card (as a dated reading
# shows a snapshot stale for a type's other regions, `stale_price`), so its price for the dropped shape is not ranked;
# a dated price (`as_of`: a reading or a user's quote) is not judged.
SUPERSEDED: list[tuple[str, str, str]] = [
    ("runpod", r"^8x_RTXA4500_SECURE$",
     "the seller's newer listing (SkyPilot catalogs/v8/runpod/vms.csv @01acdfd4, undated) carries RTX A4500 pods with "
     "1-4 GPUs only, at 0.25/GPU-h in every data centre; this 8-GPU price is the v7 snapshot's 0.34/GPU-h (+36 %) "
     "and no dated source states it"),
]
CAPACITY_BLOCK = {("aws", "p5e.48xlarge"): "AWS sells p5e.48xlarge through EC2 Capacity Blocks for ML (booked ahead, "
                                             "priced per block); the source has no on-demand price, so its spot figure is not a "
                                             "rentable price"}
# Sellers whose only price is a spot auction: SkyPilot writes the auction figure in both columns, so the
# on-demand column holds a spot price. Mithril: "$12.03 instance/hr: Spot (7-day avg)" for 8 × H100 (mithril.ai/pricing
# as transcribed 2026-09-20, api-evangelist/mithril plans/mithril-plans-pricing.yml); compute "allocated through a
# blind second-price auction from Mithril's spot capacity" (docs.mithril.ai); docs/CATALOG_AUDIT.md E18, row 60.
AUCTION_SELLERS = {"mithril": "Mithril sells through a spot auction (mithril.ai/pricing: 8 × H100 \"$12.03 instance/hr, "
                              "Spot (7-day avg)\"; docs.mithril.ai: a blind second-price auction on spot capacity)"}


# Hyperscalers price the same GPU several times higher than GPU clouds, and marketplaces lower;
# comparing across classes would flag every hyperscaler and every marketplace row.
HYPERSCALERS: frozenset[str] = frozenset()  # read from catalog/data/providers.csv (hyperscaler = yes) by _kind


@dataclass(frozen=True)
class Finding:
    kind: str
    provider: str
    instance_type: str
    region: str
    message: str
    quarantined: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        return self.provider, self.instance_type, self.region


def _get(r: Any, k: str) -> Any:
    if type(r) is dict:  # the common case, without an ABC check (millions of calls on a big file)
        return r.get(k)
    return r.get(k) if isinstance(r, Mapping) else getattr(r, k, None)


def _num(v: Any) -> float | None:
    if v is None or (isinstance(v, str) and not v.strip()):
        return None
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def per_gpu_hour(r: Any) -> float | None:
    """On-demand USD price per GPU-hour of a rankable-shaped row, else None."""
    price, n = _num(_get(r, "price_on_demand")), _num(_get(r, "gpu_count"))
    if price is None or not n or n < 1 or not _get(r, "gpu") or (_get(r, "price_scope") or "instance") != "instance":
        return None
    if (_get(r, "currency") or "USD") != "USD":
        return None
    return price / n


def auction_gpu_hour(r: Any) -> float | None:
    """A spot-auction seller's (AUCTION_SELLERS) price per GPU-hour, or None. It has no on-demand price, so its
    clearing price is the figure the outlier test judges against the GPU's going rate: a momentary low clearing
    price is not a price to plan with (Mithril's 8 × H100 at 8.0/h where its own 7-day average is 12.03,
    docs/CATALOG_AUDIT.md E18)."""
    if _get(r, "provider") not in AUCTION_SELLERS or _num(_get(r, "price_on_demand")) is not None:
        return None
    spot, n = _num(_get(r, "price_spot")), _num(_get(r, "gpu_count"))
    if spot is None or not n or n < 1 or not _get(r, "gpu") or (_get(r, "price_scope") or "instance") != "instance":
        return None
    return spot / n if (_get(r, "currency") or "USD") == "USD" else None


def tier(r: Any) -> str:
    """Price class of a row: marketplace offers, hyperscalers, other GPU clouds."""
    if str(_get(r, "marketplace") or "").lower() in ("yes", "true", "1"):
        return "marketplace"
    return "hyperscaler" if _get(r, "provider") in (HYPERSCALERS or _hyperscalers()) else "gpu-cloud"


@functools.lru_cache(maxsize=1)
def _hyperscalers() -> frozenset[str]:
    """catalog/data/providers.csv's hyperscalers (read once: `tier` asks for every row)."""
    from catalog.places import hyperscalers

    return hyperscalers()


def _vcpu_per_gpu(r: Any) -> float | None:
    v, n = _num(_get(r, "vcpu")), _num(_get(r, "gpu_count"))
    return v / n if v and n else None


Groups: TypeAlias = "dict[tuple[str, str, str, str], tuple[array[float], array[float]]]"


def _priced_groups(rows: Iterable[Any]) -> Groups:
    """(GPU, tier, host CPU architecture, provider) → (on-demand USD per GPU-hour, vCPUs per GPU or NaN) of every
    priced row that is not retired, as two float arrays: one pass, 16 bytes a row, no row kept (`catalog check
    --file` streams a 200,000-row file). Both references below are read from it."""
    out: Groups = {}
    for r in rows:
        if _retired(r) or (p := per_gpu_hour(r)) is None:
            continue
        k = (_get(r, "gpu"), tier(r), _get(r, "cpu_arch") or "x86_64", _get(r, "provider"))
        if k not in out:
            out[k] = (array("d"), array("d"))
        c = _vcpu_per_gpu(r)
        out[k][0].append(p)
        out[k][1].append(math.nan if c is None else c)
    return out


def _standard(prices: array[float], cpus: array[float], m: float | None) -> list[float]:
    """The prices of standard hosts: vCPUs per GPU unknown, no median to compare with, or at most the median."""
    return [p for p, c in zip(prices, cpus) if math.isnan(c) or m is None or c <= m]


def _known(cpus: Iterable[float]) -> list[float]:
    return [c for c in cpus if not math.isnan(c)]


def reference_prices(rows: Iterable[Any], groups: Groups | None = None) -> dict[tuple[str, str], tuple[float, float | None]]:
    """(GPU, tier) → (reference on-demand USD/GPU-hour, median vCPUs per GPU).

    The reference is the median over the tier's providers of each provider's median, so a cloud with
    30 regions counts once. Each provider's median is taken over its standard hosts (at most the
    tier's median vCPUs per GPU) so that 64-vCPU single-GPU shapes do not raise it. A (GPU, tier)
    that fewer than two providers list has no reference and is not judged. A mainland China cloud's list price
    (catalog/data/providers.csv china = yes) is a separate market and sets no reference for the others: Tencent's
    Guangzhou T4 list price would raise the hyperscaler T4 median to $0.96 and put AWS's real g5g.xlarge price
    ($0.42) outside the band."""
    from catalog.places import china_providers

    china = china_providers()
    by: dict[tuple[str, str, str], tuple[array[float], array[float]]] = {}
    for (gpu, t, _arch, prov), (ps, cs) in (_priced_groups(rows) if groups is None else groups).items():
        if prov in china:
            continue
        have = by.setdefault((gpu, t, prov), (array("d"), array("d")))
        have[0].extend(ps)
        have[1].extend(cs)
    cpus: dict[tuple[str, str], list[float]] = defaultdict(list)
    for k, (_ps, cs) in by.items():
        cpus[k[:2]] += _known(cs)
    cpu_med = {k: statistics.median(v) for k, v in cpus.items() if v}
    per_tier: dict[tuple[str, str], list[float]] = defaultdict(list)
    for k, (ps, cs) in by.items():
        per_tier[k[:2]].append(statistics.median(_standard(ps, cs, cpu_med.get(k[:2])) or ps))
    return {k: (statistics.median(meds), cpu_med.get(k)) for k, meds in per_tier.items() if len(meds) >= 2}


def _own_key(r: Any) -> tuple[str, str, str]:
    """Same GPU, price class, provider and host CPU architecture (Graviton hosts are cheaper)."""
    return _get(r, "gpu"), f"{tier(r)}/{_get(r, 'cpu_arch') or 'x86_64'}", _get(r, "provider")


def provider_medians(rows: Iterable[Any], groups: Groups | None = None) -> dict[tuple[str, str, str], float]:
    """(GPU, tier, provider) → that provider's median on-demand USD/GPU-hour over its standard hosts
    (at most the median vCPUs per GPU among its rows of that GPU), where it has at least four such
    rows: a regional price far below the cloud's own usual price is a data error."""
    out: dict[tuple[str, str, str], float] = {}
    for (gpu, t, arch, prov), (ps, cs) in (_priced_groups(rows) if groups is None else groups).items():
        known = _known(cs)
        standard = _standard(ps, cs, statistics.median(known) if known else None)
        if len(standard) >= 4:
            out[(gpu, f"{t}/{arch}", prov)] = statistics.median(standard)
    return out


# GCP: the most a Spot VM costs as a share of the same machine on demand. Google's billing catalog of 2026-07-30
# (Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml @fd66b26, built from the Cloud Billing Catalog API)
# prices the Spot VMs of every GPU machine type in the catalog (A2, A3, G2; 272 machine-region pairs) at 10.5–60.0 %
# of on-demand (median 52 %): GCP's spot prices move (up to 91 % off, "at least 60 %" no longer holds), so the bound is
# that catalog's highest share. A spot price above it means that row's on-demand is not the list price.
SPOT_MAX_SHARE = {"gcp": 0.60}
# The sources round to 5 decimals (g2-standard-16 us-east4 in the v7 snapshot: 0.45735 / 1.14346). Above this it is a fault.
SPOT_SHARE_ROUNDING = 1.025
SPOT_DISCOUNT_WHY = ("SkyPilot's GCP fetcher prices a GPU with the first SKU whose description names it and does not "
                     "exclude Dynamic Workload Scheduler (flex-start / calendar) SKUs (sky/catalog/data_fetchers/"
                     "fetch_gcp.py get_gpu_price), so a region's on-demand can be another SKU's rate")
# A region under this share of the same machine's list price elsewhere is a data error. GCP: ×0.6. Its list
# regions differ by up to ~1.2× (a2-highgpu-1g 3.67–4.33 in the v7 snapshot). a2-highgpu in europe-west4 and asia
# at 0.66–0.72× (their A100 attach price 0.55× us-central1's 2.93391) were kept here as "cheaper regions" with
# spot in line; their spot is 49–61 % of that on-demand, which GCP's published discount rules out: `spot_discount`
# quarantines them. The faults it was built for sit at 0.44–0.59× (a3-ultragpu ~50 vs 86.76, a3-highgpu 5.4 vs 12.1,
# a2-ultragpu-1g us-central1 2.95 vs 5.5), their spot near or above 40 % of that "on-demand". ×0.5 elsewhere,
# as AWS's regions legitimately differ by up to ~1.6× (p4d: eu-north-1 23.72 vs ap-northeast-2 45.39).
REGIONAL_MIN = {"gcp": 0.6}
REGIONAL_MIN_DEFAULT = 0.5
# Between the floor and this share a GCP row is kept only when its own spot price confirms a cheaper region:
# below its on-demand and at most ×1.2 the list regions' median spot (the spot market prices the GPU the same
# there); with no spot price nothing confirms it.
REGIONAL_CONFIRM = {"gcp": 0.75}


def regional_fraction(rows: Iterable[Any]) -> dict[tuple[str, str, str], str]:
    """(provider, instance type, region) → reason, for rows priced at a fraction of the same instance type's
    price in its other regions. The reference is the median on-demand over the type's list regions: for a
    provider with a published spot discount (SPOT_MAX_SHARE), the regions whose spot is within it; else all
    its regions. Needs three regions (two list regions), so a type sold in one or two places is not judged.
    A GCP row between REGIONAL_MIN and REGIONAL_CONFIRM is a cheaper region, kept, when its spot confirms it."""
    by: dict[tuple[str, str], list[Any]] = defaultdict(list)
    for r in rows:
        if _num(_get(r, "price_on_demand")) and (_get(r, "price_scope") or "instance") == "instance":
            by[(_get(r, "provider"), _get(r, "instance_type"))].append(r)
    out: dict[tuple[str, str, str], str] = {}
    for (prov, it), rs in by.items():
        if len(rs) < 3:
            continue
        share = SPOT_MAX_SHARE.get(prov)
        listed = [r for r in rs if share is None or ((s := _num(_get(r, "price_spot"))) is not None
                                                     and s <= share * float(_get(r, "price_on_demand")))]
        if len(listed) < 2:
            continue
        ref = statistics.median(float(_get(r, "price_on_demand")) for r in listed)
        spots = [s for r in listed if (s := _num(_get(r, "price_spot"))) is not None]
        spot_ref = statistics.median(spots) if spots else None
        floor = REGIONAL_MIN.get(prov, REGIONAL_MIN_DEFAULT)
        confirm = REGIONAL_CONFIRM.get(prov, floor)
        for r in rs:
            od = float(_get(r, "price_on_demand"))
            sp = _num(_get(r, "price_spot"))
            confirmed = sp is not None and spot_ref is not None and sp < od and sp <= 1.2 * spot_ref
            if od < floor * ref or (od < confirm * ref and not confirmed):
                why = f"from ×{floor:g}" if od < floor * ref else f"from ×{confirm:g} without a spot price in line"
                out[(prov, it, _get(r, "region") or "")] = (
                    f"on-demand {od:g} is {od / ref:.2f}× this instance type's list price {ref:g} in its other regions "
                    f"(accepted {why})")
    return out


def spot_discount(r: Any) -> str:
    """Why a row's spot and on-demand prices cannot both be list prices, or "": spot above the share of on-demand
    the provider's published spot discount allows (SPOT_MAX_SHARE; instance prices only)."""
    share = SPOT_MAX_SHARE.get(_get(r, "provider") or "")
    od, spot = _num(_get(r, "price_on_demand")), _num(_get(r, "price_spot"))
    if share is None or not od or spot is None or (_get(r, "price_scope") or "instance") != "instance":
        return ""
    if spot <= share * od * SPOT_SHARE_ROUNDING:
        return ""
    return (f"spot {spot:g} is {spot / od:.0%} of on-demand {od:g}, but GCP's billing catalog (2026-07-30) prices no GPU "
            f"machine's Spot VM above {share:.0%} of on-demand: the two cannot both be this machine's list prices, and no "
            f"other region confirms this on-demand price ({SPOT_DISCOUNT_WHY})")


def memory_mismatch(r: Any) -> str:
    """Why the source's per-GPU memory contradicts the row's GPU label, or "". A datasheet size is GB and a
    source states MiB/GiB, so ±10 % is the same part (H100 80 GB = 81,920 MiB = 80 GiB; L4 24 GB = 23,034 MiB);
    the nearest other variants differ by more (H100 80 vs NVL 94: 15 %; A100 40 vs 80; V100 16 vs 32)."""
    mem, gpu = _num(_get(r, "gpu_memory_gib")), _get(r, "gpu")
    if not mem or not gpu:
        return ""
    from catalog.gpus import all_gpus

    spec = all_gpus().get(gpu)
    size = spec.memory_gb if spec else None
    if not size or 0.9 * size <= mem <= 1.1 * size:
        return ""
    return f"the source states {mem:g} GiB per GPU, but {gpu} has {size:g} GB: the label is another variant"


def _superseded(r: Any) -> str:
    """SUPERSEDED's reason for an undated row, or "" (a dated price is the newer one)."""
    prov, it = _get(r, "provider"), _get(r, "instance_type") or ""
    if _get(r, "as_of"):
        return ""
    return next((why for p, pattern, why in SUPERSEDED if p == prov and re.search(pattern, it)), "")


def _retired(r: Any) -> tuple[str, str] | None:
    prov, it = _get(r, "provider"), _get(r, "instance_type") or ""
    for p, pattern, date, source in RETIRED:
        if p == prov and re.search(pattern, it):
            return date, source
    return None


Shapes: TypeAlias = dict[tuple[str, str], frozenset[str]]


def seller_shapes(rows: Iterable[Any]) -> Shapes:
    """(provider, GPU) → the GPU counts that provider lists in its own (direct) rows, quarantined or not: the shapes a
    seller sells, for `unlisted_shape`."""
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for r in rows:
        if not _get(r, "broker") and _get(r, "gpu") and (n := _num(_get(r, "gpu_count"))):
            out[(_get(r, "provider") or "", _get(r, "gpu"))].add(f"{n:g}")
    return {k: frozenset(v) for k, v in out.items()}


def unlisted_shape(r: Any, shapes: Shapes) -> str:
    """Why a broker's resale cannot be traced to its seller's list, or "": the seller is a provider of this catalog
    that lists this card in its own rows, but at no such GPU count (Prime Intellect's `cudocompute__5xV100_16GB__50__200`
    and `…__9xA5000…`, where Cudo lists 1, 2, 4 and 8: docs/CATALOG_AUDIT.md "Re-audit 3"). Judged like
    `unconfirmed_price`: an undated row whose only source is a third-party snapshot; reported under that kind."""
    if not _get(r, "broker") or _get(r, "as_of") or not str(_get(r, "source") or "").startswith("SkyPilot catalog"):
        return ""
    seller, gpu, n = _get(r, "seller") or "", _get(r, "gpu") or "", _num(_get(r, "gpu_count"))
    listed = shapes.get((seller, gpu))
    if not listed or n is None or f"{n:g}" in listed:
        return ""
    counts = ", ".join(sorted(listed, key=float))
    return (f"unlisted_shape: the seller ({seller}) lists {gpu} with {counts} GPU(s) in its own rows and no {n:g}-GPU "
            f"shape, so the broker's price cannot be traced to the seller's list")


def row_findings(r: Any, ref: dict[tuple[str, str], tuple[float, float | None]],
                 own: dict[tuple[str, str, str], float], regional: dict[tuple[str, str, str], str],
                 shapes: Shapes | None = None) -> list[Finding]:
    """The faults of one row, given the references the whole file sets (`reference_prices`,
    `provider_medians`, `regional_fraction`, `seller_shapes`); a repeated key is the caller's to find."""
    key = (_get(r, "provider") or "", _get(r, "instance_type") or "", _get(r, "region") or "")
    q = bool(_get(r, "quarantined"))
    out: list[Finding] = []

    def add(kind: str, msg: str) -> None:
        out.append(Finding(kind, *key, msg, q))

    od, spot = _num(_get(r, "price_on_demand")), _num(_get(r, "price_spot"))
    reserved = _num(_get(r, "price_reserved_month"))
    if od is not None and spot is not None and spot >= od:
        add("spot_not_below_on_demand", f"spot {spot:g} ≥ on-demand {od:g} in the source")
    if not _get(r, "gpu"):
        raw = _get(r, "gpu_raw") or "?"
        add("unresolved_gpu", f"accelerator {raw!r} is not in the GPU catalog (catalog/data/gpus.csv)")
    if mm := memory_mismatch(r):
        add("gpu_memory_mismatch", mm)
    if ret := _retired(r):
        add("retired", f"retired by the provider on {ret[0]} ({ret[1]})")
    if (key[0], key[1]) in CAPACITY_BLOCK:
        add("capacity_block", CAPACITY_BLOCK[(key[0], key[1])])
    if od is None and spot is None and reserved is None:
        add("no_price", "no on-demand, spot or reserved price in the source; import a quote with "
                        "`gpu-advisor catalog import`")
    if (outlier := price_outlier(r, ref, own)) and not _sourced(r):
        add("price_outlier", outlier)  # a price a dated reading states is flagged in its notes instead: flag_outliers
    if frac := regional.get(key):
        add("regional_fraction", frac)
    if (od is None or spot is None or spot < od) and (why := spot_discount(r)):
        add("spot_discount", why)
    if newer := superseded_reading(r):  # any priced column, a spot-only row's too
        add("stale_price", newer)
    elif od is not None and (stale := _stale(r) or _superseded(r)):
        add("stale_price", stale)
    if (od is not None or spot is not None) and str(_get(r, "marketplace") or "").lower() in ("yes", "true", "1") \
            and not _get(r, "as_of"):
        add("undated_ask", "a marketplace ask (one third-party host's price) whose source states no date: an ask from "
                           "an unknown day is not an offer to plan with; `gpu-advisor catalog refresh` fetches dated asks")
    if (od is not None or spot is not None or reserved is not None) and (where := unknown_region(r)):
        add("unknown_region", where)  # an unpriced family (no_price) may be listed without a region
    if shape := shape_mismatch(r):
        add("shape_mismatch", shape)
    if (od is not None or spot is not None or reserved is not None) and \
            (why := unconfirmed_price(r) or unlisted_shape(r, shapes or {})):
        add("unconfirmed_price", why)  # last: a row with a fault says the fault first
    return out


def price_outlier(r: Any, ref: dict[tuple[str, str], tuple[float, float | None]],
                  own: dict[tuple[str, str, str], float]) -> str:
    """Why row `r`'s price per GPU-hour is an outlier, or "": below ×0.5 of the GPU's median in its price class
    (`reference_prices`), or below half its own provider's median for the GPU (`provider_medians`)."""
    pgh = per_gpu_hour(r) or auction_gpu_hour(r)
    if pgh is None:
        return ""
    t = tier(r)
    m, cpu_ref = ref.get((_get(r, "gpu"), t), (None, None))
    if m:
        cpu = _vcpu_per_gpu(r)
        big_host = bool(cpu and cpu_ref and cpu > 2 * cpu_ref)  # dear because of the host, not the GPU
        if pgh < BAND[0] * m or (pgh > BAND[1] * m and not big_host and not HIGH_IS_FINE):
            what = "" if per_gpu_hour(r) is not None else " (its spot-auction price)"
            return (f"${pgh:.2f}/GPU-h{what} is {pgh / m:.2f}× the {t} median ${m:.2f} for {_get(r, 'gpu')} "
                    f"(accepted ×{BAND[0]:g}–×{BAND[1]:g})")
    mine = own.get(_own_key(r))
    if mine and pgh < BAND[0] * mine:
        return (f"${pgh:.2f}/GPU-h is {pgh / mine:.2f}× this provider's own median ${mine:.2f} for {_get(r, 'gpu')} "
                f"(accepted from ×{BAND[0]:g})")
    return ""


def _stale(r: Any) -> str:
    from catalog.evidence import stale_reason

    return stale_reason(r)


def superseded_reading(r: Any) -> str:
    """A dated price that a newer reading of its own source contradicts (`catalog.evidence.superseded`), or "": reported
    as `stale_price` with the words "superseded_reading" (GCP's weekly billing-catalog readings, docs/CATALOG.md)."""
    from catalog.evidence import superseded

    return superseded(r)


def _sourced(r: Any) -> bool:
    from catalog.evidence import confirmed

    return confirmed(r)


UNCONFIRMED_SOURCES = "unconfirmed_sources.csv"  # in catalog/data: seller, regions (all | read_regions), reason


@functools.lru_cache(maxsize=1)
def unconfirmed_sources() -> dict[str, tuple[str, str]]:
    """Seller (or direct provider) → (regions scope, reason) from catalog/data/unconfirmed_sources.csv: the sellers whose
    price no reachable list or second listing confirms (each entry says why; docs/CATALOG.md `unconfirmed_price`)."""
    import csv
    from pathlib import Path

    path = Path(__file__).parent / "data" / UNCONFIRMED_SOURCES
    if not path.exists():
        return {}
    with open(path, newline="", encoding="utf-8") as f:
        return {r["seller"]: (r["regions"], r["reason"]) for r in csv.DictReader(f)}


@functools.lru_cache(maxsize=1)
def _read_regions() -> dict[str, frozenset[str]]:
    """Seller → the regions its dated readings in price_evidence.csv cover ("" = every region)."""
    from catalog.evidence import readings

    out: dict[str, set[str]] = {}
    for e in readings():
        out.setdefault(e.provider, set()).add(e.region)
    return {k: frozenset(v) for k, v in out.items()}


def unconfirmed_price(r: Any) -> str:
    """Why row `r`'s price cannot be trusted, or "": undated (no dated reading confirmed it: `as_of` blank), its only
    source a third-party snapshot (a SkyPilot catalog file, `catalog.refresh.SKYPILOT`; a user's quote or a hand row is
    not judged), and its seller (a broker row's `seller`, else the provider) in UNCONFIRMED_SOURCES, where `read_regions`
    spares the regions a dated reading of that seller covers (the snapshot is checked there)."""
    if _get(r, "as_of") or not str(_get(r, "source") or "").startswith("SkyPilot catalog"):
        return ""
    seller = _get(r, "seller") or _get(r, "provider") or ""
    entry = unconfirmed_sources().get(seller)
    if entry is None:
        return ""
    scope, reason = entry
    read = _read_regions().get(seller, frozenset())
    if scope == "read_regions" and ("" in read or (_get(r, "region") or "") in read):
        return ""
    return (f"only an undated third-party snapshot states this price and no dated reading or second listing confirms "
            f"it: {reason}")


@functools.lru_cache(maxsize=1)
def _region_patterns() -> dict[str, re.Pattern[str]]:
    from catalog.places import providers

    return {p.name: re.compile(p.region_pattern) for p in providers() if p.region_pattern}


def unknown_region(r: Any) -> str:
    """Why row `r`'s region is not one of its provider's region ids, or "" (a provider with no `region_pattern` in
    providers.csv is not judged). A broker row is judged by the broker's scheme: it is the broker's listing."""
    pat = _region_patterns().get(_get(r, "provider") or "")
    region = _get(r, "region") or ""
    if pat is None or pat.fullmatch(region):
        return ""
    shown = repr(region) if region else "blank"
    return (f"region {shown} is not a region id of {_get(r, 'provider')} (providers.csv region_pattern "
            f"{pat.pattern}): the source does not say where the machine is")


# The shape an instance name spells out, by provider: (regex, the groups' fields). Written by the providers:
# Cudo `epyc-genoa-l40s-graphics_1x12v24gb`, Nebius `gpu-l40s-d_1gpu-48vcpu-288gb`, Prime Intellect
# `runpod__6xH100_80GB__144__1506` (GPUs, vCPUs, GB), Hyperbolic `3x-H100-84-812`, RunPod `8x_A40_SECURE`, Lambda
# `gpu_8x_h100_sxm5`, Vast `8x-RTX_4090-…`, SimplePod `gpu_3x_rtx4090_96`, Shadeform `crusoe_H100-sxm5x8-NVLINK`.
NAME_SHAPES: dict[str, tuple[str, tuple[str, ...]]] = {
    "cudo": (r"_(\d+)x(\d+)v(\d+)gb$", ("gpu_count", "vcpu", "ram_gib")),
    "nebius": (r"_(\d+)gpu-(\d+)vcpu-(\d+)gb$", ("gpu_count", "vcpu", "ram_gib")),
    "primeintellect": (r"__(\d+)x[^_]+_[^_]+__(\d+)__(\d+)$", ("gpu_count", "vcpu", "ram_gib")),
    "hyperbolic": (r"^(\d+)x-.+-(\d+)-(\d+)$", ("gpu_count", "vcpu", "ram_gib")),
    "runpod": (r"^(\d+)x_", ("gpu_count",)),
    "lambda": (r"^gpu_(\d+)x_", ("gpu_count",)),
    "vast": (r"^(\d+)x-", ("gpu_count",)),
    "simplepod": (r"^gpu_(\d+)x_", ("gpu_count",)),
    "shadeform": (r"x(\d+)(?:-[A-Za-z]+)*$", ("gpu_count",)),
}


def shape_mismatch(r: Any) -> str:
    """Why row `r`'s GPU count, vCPUs or RAM contradict the shape its instance name spells out (NAME_SHAPES), or "".
    A blank field is not judged: a repair blanked it with the source's figure in the notes (host unknown). RAM is
    allowed 3 % (GB in the name, GiB in the column, and providers round)."""
    spec = NAME_SHAPES.get(_get(r, "provider") or "")
    m = re.search(spec[0], _get(r, "instance_type") or "") if spec else None
    if spec is None or m is None:
        return ""
    bad = []
    for field, want in zip(spec[1], m.groups()):
        have = _num(_get(r, field))
        tol = 0.03 * float(want) if field == "ram_gib" else 0.0
        if have is not None and abs(have - float(want)) > tol:
            bad.append(f"{field} {have:g} (the name says {want})")
    return f"{', '.join(bad)}: the row contradicts its own instance name" if bad else ""


def check_rows(rows: Iterable[Any]) -> list[Finding]:
    """Every fault in `rows`, in row order. A Finding says whether its row is already quarantined."""
    rows = list(rows)
    ref, own, regional = reference_prices(rows), provider_medians(rows), regional_fraction(rows)
    shapes = seller_shapes(rows)
    seen: set[tuple[str, str, str]] = set()
    out: list[Finding] = []
    for r in rows:
        key = (_get(r, "provider") or "", _get(r, "instance_type") or "", _get(r, "region") or "")
        if key in seen:
            out.append(Finding("duplicate_key", *key, f"another row has the same provider, instance type and region {key}",
                               bool(_get(r, "quarantined"))))
        seen.add(key)
        out += row_findings(r, ref, own, regional, shapes)
    return out


def check_stream(rows: Callable[[], Iterable[Any]], by_instance_type: Callable[[], Iterable[Any]]) -> Iterator[Finding]:
    """`check_rows` for rows too many to hold: `rows()` yields them afresh for each pass, `by_instance_type()`
    sorted by (provider, instance type). Kept between passes: 16 bytes a priced row and the flagged keys.
    Repeated keys are not looked for (the import's reader refuses them)."""
    from itertools import groupby

    groups = _priced_groups(rows())
    ref, own = reference_prices((), groups), provider_medians((), groups)
    regional: dict[tuple[str, str, str], str] = {}
    for _k, group in groupby(by_instance_type(), key=lambda r: (_get(r, "provider"), _get(r, "instance_type"))):
        regional |= regional_fraction(list(group))
    shapes = seller_shapes(rows())
    for r in rows():
        yield from row_findings(r, ref, own, regional, shapes)


@dataclass
class FileCheck:
    """`catalog check --file`: rows read, what `catalog import` would refuse (`refusals`: its own lines, the
    first of them; `refused_rows`: how many rows), the faults of the rows it would keep, their quarantined rows."""

    rows: int
    refused_rows: int
    refusals: list[str]
    findings: list[Finding]
    quarantined: list[tuple[str, str, str, str]]
    # rows the import keeps with a warning: an on-demand price far below public prices (catalog.plausible)
    warnings: list[str] = _field(default_factory=list)


def check_file(path: Any, encoding: str | None = None) -> FileCheck:
    """A price sheet checked as `catalog import` reads it (catalog.db.Sheet: the same reader, rules and
    wording), then the rows it would keep as `check_rows` checks the catalog. The kept rows go to a temporary
    SQLite file, not memory: a 200,000-row sheet is read once and checked in passes over that file. A file that
    cannot be read as a sheet raises PriceSheetError."""
    import sqlite3
    import tempfile
    from pathlib import Path

    from catalog.db import COLUMNS, Refusals, Sheet
    from catalog.plausible import low_price_warning

    sheet = Sheet(path, encoding)
    refused, warned = Refusals(), Refusals()
    cols = ", ".join(COLUMNS)
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-check-") as tmp:
        con = sqlite3.connect(Path(tmp) / "rows.db")
        try:
            con.execute(f"CREATE TABLE r ({cols})")
            batch: list[tuple[Any, ...]] = []
            for rec, errs in sheet:
                if errs:
                    refused.add(errs)
                    continue
                if warning := low_price_warning(sheet.rows + 1, rec):  # type: ignore[arg-type]  # set when no errors
                    warned.add([warning])
                batch.append(tuple(rec.get(c) for c in COLUMNS))  # type: ignore[union-attr]  # set when no errors
                if len(batch) == 5000:
                    con.executemany(f"INSERT INTO r VALUES ({', '.join('?' * len(COLUMNS))})", batch)
                    batch.clear()
            con.executemany(f"INSERT INTO r VALUES ({', '.join('?' * len(COLUMNS))})", batch)
            con.execute("CREATE INDEX r_type ON r (provider, instance_type)")
            con.row_factory = lambda _cur, row: dict(zip(COLUMNS, row))
            findings = list(check_stream(lambda: con.execute(f"SELECT {cols} FROM r ORDER BY rowid"),
                                         lambda: con.execute(f"SELECT {cols} FROM r ORDER BY provider, instance_type")))
            con.row_factory = None
            quarantined = con.execute("SELECT provider, instance_type, region, quarantined FROM r "
                                      "WHERE quarantined != '' ORDER BY rowid").fetchall()
        finally:
            con.close()
    return FileCheck(sheet.rows, refused.rows, refused.lines(), findings, quarantined, warned.lines() if warned else [])


# ---- repairs: a bad column is dropped or fixed, the good row kept -----------------------------------

def _note(r: dict[str, str], text: str) -> None:
    if text in r.get("notes", ""):
        return
    r["notes"] = "; ".join(x for x in (r.get("notes", ""), text) if x)


def repair_spot(rows: list[dict[str, str]]) -> int:
    """Spot at or above on-demand in one row. When the two look swapped (the "spot" figure per GPU-hour is
    nearer the GPU's going on-demand rate in its price class than the "on-demand" one is: all of RunPod's
    L40S rows), they are swapped back and the row says so; otherwise the spot figure is dropped and the
    on-demand kept (Azure ND H100 v5 lists spot = on-demand; a few AWS spot markets sit above list; GCP
    rows whose swapped pair would break GCP's published spot discount). Instance prices only.
    Returns the rows changed."""
    ref = reference_prices(rows)
    changed = 0
    for r in rows:
        od, spot = _num(r.get("price_on_demand")), _num(r.get("price_spot"))
        if od is None or spot is None or spot < od:
            continue
        n = _num(r.get("gpu_count")) or 1.0
        hit = ref.get((r.get("gpu", ""), tier(r)))
        m = hit[0] if hit else None
        share = SPOT_MAX_SHARE.get(r.get("provider", ""), 1.0)  # swapped back, the spot must fit a published discount
        if (spot > od and m and (r.get("price_scope") or "instance") == "instance" and od <= share * spot
                and abs(math.log(spot / n / m)) < abs(math.log(od / n / m))):
            r["price_on_demand"], r["price_spot"] = r["price_spot"], r["price_on_demand"]
            _note(r, f"the source lists spot {spot:g} above on-demand {od:g}; read as swapped (on-demand {spot:g}, "
                     f"spot {od:g}): the going on-demand rate for this GPU is {m:.2f}/GPU-h")
        else:
            r["price_spot"] = ""
            _note(r, f"spot price dropped: the source's {spot:g} is not below on-demand {od:g}")
        changed += 1
    return changed


MAX_VCPU_PER_GPU = 96  # AWS g4dn/g5/g6e.16xlarge: 64 vCPU for one GPU, the most a documented 1-GPU shape has
MAX_RAM_GIB_PER_GPU = 1024  # Azure NV36adms_A10_v5: 880 GiB for one A10 (Microsoft Learn NVadsA10 v5)
MAX_VCPU = 512  # 2 × 128-core EPYC with SMT; a row above it is not one machine


def placeholder_shapes(rows: Iterable[Mapping[str, str]]) -> set[str]:
    """Providers whose every row (at least 10, over at least two GPU counts) has one vCPU/RAM shape: a
    placeholder the source fills in, not the host (Vast: 32 vCPU / 64 GiB for 1 to 8 GPUs)."""
    shapes: dict[str, set[tuple[str, str]]] = defaultdict(set)
    counts: dict[str, set[str]] = defaultdict(set)
    n: dict[str, int] = defaultdict(int)
    for r in rows:
        p = r.get("provider", "")
        shapes[p].add((r.get("vcpu", ""), r.get("ram_gib", "")))
        counts[p].add(r.get("gpu_count", ""))
        n[p] += 1
    return {p for p, s in shapes.items() if n[p] >= 10 and len(s) == 1 and s != {("", "")} and len(counts[p]) >= 2}


def repair_host(rows: list[dict[str, str]]) -> int:
    """Host shapes no one rents: more vCPUs or RAM per GPU than a node of that kind has (a 1-GPU row carrying
    a whole node's 224 vCPU / 2,165 GiB; 1,024 vCPU on an 8-GPU row) or a provider-wide placeholder. The
    vCPU and RAM become unknown (blank), the row says what the source gave, and host checks are skipped for
    it; the price and GPU stay rankable. Returns the rows changed."""
    fake = placeholder_shapes(rows)
    changed = 0
    for r in rows:
        v, ram, n = _num(r.get("vcpu")), _num(r.get("ram_gib")), _num(r.get("gpu_count"))
        if v is None and ram is None:
            continue
        why = ""
        if r.get("provider") in fake:
            why = "the same shape on every row of this provider (a placeholder)"
        elif n and n >= 1 and ((v and (v / n > MAX_VCPU_PER_GPU or v > MAX_VCPU)) or (ram and ram / n > MAX_RAM_GIB_PER_GPU)):
            why = (f"more than a node has (limits: {MAX_VCPU_PER_GPU} vCPU and {MAX_RAM_GIB_PER_GPU} GiB per GPU, "
                   f"{MAX_VCPU} vCPU)")
        if why:
            _note(r, f"host unknown: the source's {r.get('vcpu') or '?'} vCPU / {r.get('ram_gib') or '?'} GiB is {why}")
            r["vcpu"] = r["ram_gib"] = ""
            changed += 1
    return changed


def repair_auction(rows: list[dict[str, str]]) -> int:
    """`auction_spot`: a spot-auction seller's price (AUCTION_SELLERS) is a spot price, not on-demand: the figure
    moves to the spot column and on-demand is left blank, so the row ranks only where spot is acceptable.
    Returns the rows changed."""
    changed = 0
    for r in rows:
        why = AUCTION_SELLERS.get(r.get("provider", ""))
        od, spot = _num(r.get("price_on_demand")), _num(r.get("price_spot"))
        if why is None or od is None:
            continue
        r["price_spot"] = r["price_spot"] if spot is not None and spot < od else r["price_on_demand"]
        r["price_on_demand"] = ""
        _note(r, f"auction_spot: {r['price_spot']}/h is a spot-auction price, no on-demand price ({why})")
        changed += 1
    return changed


def _ram_is_gpu_memory(r: Mapping[str, str]) -> bool | None:
    """Whether a row's RAM equals its GPU count × the GPU's memory (gpus.csv), within 0.5 GiB; None when it
    cannot be told (no RAM, GPU or count)."""
    from catalog.gpus import all_gpus

    ram, n = _num(r.get("ram_gib")), _num(r.get("gpu_count"))
    spec = all_gpus().get(r.get("gpu", "")) if r.get("gpu") else None
    if ram is None or not n or n < 1 or spec is None or not spec.memory_gb:
        return None
    return abs(ram - n * spec.memory_gb) <= 0.5


GPU_MEMORY_RAM_SHARE = 0.8  # RunPod v7: 527 of 575 rows; next highest Paperspace 7 of 11, Cudo 31 of 199 (real shapes)


def _snapshot_of(r: Mapping[str, str]) -> str:
    """The snapshot a row's shape came from (a repriced row keeps it after "shape and regions: ", catalog.evidence)."""
    return (r.get("source") or "").rsplit("shape and regions: ", 1)[-1]


def gpu_memory_ram_sources(rows: Iterable[Mapping[str, str]]) -> set[tuple[str, str]]:
    """(provider, snapshot) pairs whose RAM column holds the GPUs' memory, not the host's: on at least
    GPU_MEMORY_RAM_SHARE of at least 10 rows from that snapshot, over at least three GPU kinds, RAM = GPU count × the
    GPU's memory. SkyPilot's v7 RunPod file does this (1x_A100-80GB 80 GiB, 8x_RTXA4000 128, 4x_MI300X 768), where
    RunPod's pods have 117, 280, 1,132 and more (the v8 file's figures for the same types; Prime Intellect's resale of
    RunPod pods; docs/CATALOG_AUDIT.md E17). Judged per snapshot, not per provider: once the v8 file gives half of
    RunPod's rows real hosts, the v7 rows left still hold VRAM. One coincidence (AWS g4dn.xlarge: 16 GiB and a 16 GB
    T4, documented) does not make a snapshot's pattern."""
    hits: dict[tuple[str, str], list[bool]] = defaultdict(list)
    kinds: dict[tuple[str, str], set[str]] = defaultdict(set)
    for r in rows:
        same = _ram_is_gpu_memory(r)
        if same is not None:
            key = (r.get("provider", ""), _snapshot_of(r))
            hits[key].append(same)
            kinds[key].add(r.get("gpu", ""))
    return {k for k, h in hits.items() if len(h) >= 10 and len(kinds[k]) >= 3 and sum(h) >= GPU_MEMORY_RAM_SHARE * len(h)}


def gpu_memory_ram_providers(rows: Iterable[Mapping[str, str]]) -> set[str]:
    """Providers with a snapshot whose RAM column holds the GPUs' memory (`gpu_memory_ram_sources`)."""
    return {p for p, _ in gpu_memory_ram_sources(rows)}


def repair_gpu_memory_ram(rows: list[dict[str, str]]) -> int:
    """`ram_is_gpu_memory`: on a snapshot whose RAM column holds GPU memory (`gpu_memory_ram_sources`), each row
    where RAM = GPU count × GPU memory gets RAM blank (host RAM unknown; the RAM checks are skipped and the answer
    says so) and a note with the source's figure. vCPU is kept: SkyPilot's RunPod fetcher sets it per GPU from
    RunPod's pricing page (skypilot-org/skypilot sky/catalog/data_fetchers/fetch_runpod.py DEFAULT_GPU_INFO).
    Returns the rows changed."""
    placeholder = gpu_memory_ram_sources(rows)
    changed = 0
    for r in rows:
        if (r.get("provider", ""), _snapshot_of(r)) in placeholder and _ram_is_gpu_memory(r):
            _note(r, f"ram_is_gpu_memory: host RAM unknown: the source's {r['ram_gib']} GiB is the GPUs' memory "
                     f"({r['gpu_count']} × {r['gpu']}), not the host's")
            r["ram_gib"] = ""
            changed += 1
    return changed


def repair_spot_share(rows: list[dict[str, str]]) -> int:
    """A spot above the published discount's share of on-demand (`spot_discount`) where the on-demand is confirmed:
    the same instance type lists the same on-demand price (±1 %) in another region whose spot is within the share
    (GCP a2-highgpu-8g us-central1 at 29.38708, as us-east1 and us-west1 with spot 39 %). Then the spot is the odd
    figure: dropped, the row kept and said so. Unconfirmed rows stay for `spot_discount` to quarantine. Returns the
    rows changed."""
    fine: dict[tuple[str, str], list[float]] = defaultdict(list)
    for r in rows:
        share = SPOT_MAX_SHARE.get(r.get("provider", ""))
        od, spot = _num(r.get("price_on_demand")), _num(r.get("price_spot"))
        if share and od and spot is not None and spot <= share * od * SPOT_SHARE_ROUNDING:
            fine[(r["provider"], r.get("instance_type", ""))].append(od)
    changed = 0
    for r in rows:
        if not spot_discount(r):
            continue
        od, spot = float(r["price_on_demand"]), float(r["price_spot"])
        if any(abs(od - x) <= 0.01 * x for x in fine.get((r["provider"], r.get("instance_type", "")), [])):
            r["price_spot"] = ""
            _note(r, f"spot price dropped: the source's {spot:g} is {spot / od:.0%} of on-demand {od:g}, above the "
                     f"{SPOT_MAX_SHARE[r['provider']]:.0%} of on-demand GCP's billing catalog reaches, and the same "
                     "machine lists this on-demand price in a region whose spot is within it")
            changed += 1
    return changed


def quarantine(rows: list[dict[str, str]]) -> list[Finding]:
    """Repair what a column fix can (`repair_auction`, `repair_spot_only`, `repair_spot`, `repair_spot_share`,
    `repair_gpu_memory_ram`, `repair_host`), judge the prices against the dated readings (`catalog.evidence.apply`:
    confirm, reprice), then set `quarantined` on every row with a fault (reasons joined by " | ", each
    'kind: message') drop the spot prices a dated spot list shows stale in the rows left rankable
    (`catalog.evidence.drop_stale_spots`) and flag the dated rows' outliers. Rows are kept, in order."""
    from catalog.evidence import apply, drop_stale_spots

    repair_auction(rows)
    repair_spot_only(rows)
    repair_spot(rows)
    repair_spot_share(rows)
    repair_gpu_memory_ram(rows)
    repair_host(rows)
    apply(rows)
    findings = _quarantine(rows)
    drop_stale_spots(rows)
    flag_outliers(rows)
    link_broker_duplicates(rows)
    return findings


def flag_outliers(rows: list[dict[str, str]]) -> int:
    """A row whose price a dated reading of the seller's page states (`catalog.evidence.confirmed`) and that is an
    outlier keeps its rank and says so in its notes ("flagged price_outlier: …"): it is the seller's sourced list
    price, not a data error. Returns the rows flagged."""
    ref, own = reference_prices(rows), provider_medians(rows)
    flagged = 0
    for r in rows:
        if _sourced(r) and (why := price_outlier(r, ref, own)):
            _note(r, f"flagged price_outlier (kept: a dated, sourced price): {why}")
            flagged += 1
    return flagged


# Machine types sold only as Spot or Flex-start (Dynamic Workload Scheduler), with no on-demand offer: the
# on-demand column of the source is not a rentable price. GCP A3 High with 1, 2 or 4 GPUs: "1g/2g/4g shapes are
# Spot/Flex-start only; on-demand-equivalent list price" (tgarg01/silybench-data derived/csv/gpu_prices.csv, from
# the Cloud Billing catalog, checked 2026-09-26).
SPOT_ONLY: list[tuple[str, str, str]] = [
    ("gcp", r"^a3-highgpu-[124]g$", "GCP sells a3-highgpu-1g/2g/4g as Spot or Flex-start VMs only (tgarg01/"
                                    "silybench-data derived/csv/gpu_prices.csv, Cloud Billing catalog, 2026-09-26)"),
]


def repair_spot_only(rows: list[dict[str, str]]) -> int:
    """`spot_only`: on a machine type with no on-demand offer (SPOT_ONLY) the on-demand figure is dropped and the
    spot kept, so the row ranks only where spot is acceptable. Returns the rows changed."""
    changed = 0
    for r in rows:
        why = next((w for p, pat, w in SPOT_ONLY if p == r.get("provider") and re.search(pat, r.get("instance_type", ""))),
                   None)
        if why is None or not r.get("price_on_demand"):
            continue
        _note(r, f"spot_only: on-demand {r['price_on_demand']} dropped, no on-demand offer ({why})")
        r["price_on_demand"] = ""
        changed += 1
    return changed


def _quarantine(rows: list[dict[str, str]]) -> list[Finding]:
    findings = check_rows([{**r, "quarantined": ""} for r in rows])
    reasons: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for f in findings:
        if f.kind != "duplicate_key":
            reasons[f.key].append(f"{f.kind}: {f.message}")
    for r in rows:
        r["quarantined"] = " | ".join(reasons.get((r["provider"], r["instance_type"], r["region"]), []))
    return findings


def link_broker_duplicates(rows: list[dict[str, str]]) -> int:
    """A broker's row (`broker` set) whose seller sells the same GPU × count directly in this catalog, rankable and
    priced, is the same offer: `same_as` names the direct row (the cheapest such) and the direct row's notes give
    the broker's price beside its own, so an answer shows the offer once, direct first. Returns the rows linked."""
    direct: dict[tuple[str, str, str], dict[str, str]] = {}
    for r in rows:
        if r.get("broker") or r.get("quarantined") or not _num(r.get("price_on_demand")):
            continue
        k = (r["provider"], r.get("gpu", ""), r.get("gpu_count", ""))
        if k not in direct or float(r["price_on_demand"]) < float(direct[k]["price_on_demand"]):
            direct[k] = r
    linked = 0
    for r in rows:
        r["same_as"] = ""
        twin = direct.get((r.get("seller", ""), r.get("gpu", ""), r.get("gpu_count", ""))) if r.get("broker") else None
        if twin is None or not r.get("gpu"):
            continue
        r["same_as"] = f"{twin['provider']} {twin['instance_type']}"
        if r.get("price_on_demand"):
            _note(twin, f"also via {r['broker']} ({r['instance_type']}) at {r['price_on_demand']}/h")
        linked += 1
    return linked + link_broker_resales(rows)


def _seller_product(r: Mapping[str, str]) -> str:
    from catalog.refresh import SELLER_PRODUCT_NOTE

    notes = r.get("notes", "")
    return notes.split(SELLER_PRODUCT_NOTE, 1)[1].split(";", 1)[0].strip() if SELLER_PRODUCT_NOTE in notes else ""


def link_broker_resales(rows: list[dict[str, str]]) -> int:
    """Two brokers' resales of one seller's machine (the same `seller product` from catalog.refresh.SELLER_PRODUCTS, the
    same GPU × count) are the same offer when no direct row is: the other broker's rows name the kept one (the cheapest
    rankable, priced row; then by provider, type and region) in `same_as`, and its notes give their price (Latitude's
    `g3-l40s-large` sold by Prime Intellect and by Shadeform). Rows of the kept row's own broker stay (its other
    regions). Returns the rows linked."""
    keep: dict[tuple[str, str, str], dict[str, str]] = {}
    for r in rows:
        product = _seller_product(r)
        if not product or not r.get("broker") or r.get("quarantined") or r.get("same_as") \
                or not _num(r.get("price_on_demand")):
            continue
        k = (product, r.get("gpu", ""), r.get("gpu_count", ""))
        rank = (float(r["price_on_demand"]), r["provider"], r["instance_type"], r["region"])
        cur = keep.get(k)
        if cur is None or rank < (float(cur["price_on_demand"]), cur["provider"], cur["instance_type"], cur["region"]):
            keep[k] = r
    linked = 0
    for r in rows:
        twin = keep.get((_seller_product(r), r.get("gpu", ""), r.get("gpu_count", "")))
        if twin is None or r.get("same_as") or not r.get("broker") or r.get("broker") == twin.get("broker"):
            continue
        r["same_as"] = f"{twin['provider']} {twin['instance_type']}"
        if r.get("price_on_demand"):
            _note(twin, f"also via {r['broker']} ({r['instance_type']}, {r['region']}) at {r['price_on_demand']}/h")
        linked += 1
    return linked


def summary(findings: list[Finding]) -> dict[str, Any]:
    """Counts by kind, split into quarantined rows (expected) and rankable rows (errors)."""
    errors = [f for f in findings if not f.quarantined]
    by_kind: dict[str, dict[str, int]] = {k: {"quarantined": 0, "rankable": 0} for k in KINDS}
    for f in findings:
        by_kind[f.kind]["quarantined" if f.quarantined else "rankable"] += 1
    return {"ok": not errors, "errors": len(errors), "by_kind": by_kind}
