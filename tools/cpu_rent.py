"""Rented CPU servers for a job that runs on CPU cores (Tesseract OCR, DeepFilterNet noise suppression, CAM++, PP-OCR
on CPU): the core-hours or cores busy that tools.item_compute gives, turned into a priced CPU instance from
catalog/data/cpu_instances.csv in the provider and region said, its count, and the cost — the job's total for a batch,
the month for a live service. No CPU instance priced where the user is: the answer says so, never a price made up.

Formulas:
- physical cores a box = vCPUs ÷ threads a core (x86 instances count each hyper-thread as a vCPU: 2 threads a core,
  AWS EC2 "CPU options" docs; the row's `threads_a_core`). A per-core speed (Tesseract's 2 core-seconds a page,
  DeepFilterNet's RTF 0.04) is a physical core's: a second hyper-thread adds little to a core already busy
  (planning view, said).
- batch: boxes = ⌈core-hours ÷ (window × cores a box)⌉ (at least 1); run hours = core-hours ÷ (boxes × cores a box);
  job cost = boxes × run hours × the box's hour (= core-hours ÷ cores a box × hour: the boxes only change the wall).
  By hand, Tesseract on 5 M pages at 2 core-s = 2,778 core-hours in 336 h on c6i.8xlarge (32 vCPU = 16 cores,
  $1.36/h us-east-1): ⌈2,778 ÷ (336 × 16)⌉ = 1 box, 2,778 ÷ 16 = 173.6 h (7.2 days), 173.6 × $1.36 = $236.
  Per core-hour: $1.36 ÷ 16 = $0.085.
- live streams: cores busy = streams × core-seconds a second of audio (DeepFilterNet: RTF 0.04 → 500 calls = 20
  cores); a live stream's 10 ms frames must never queue, so cores are planned at LIVE_BUSY of their capacity
  (ASSUMED 0.5: headroom for call spikes and scheduling jitter, said); boxes = ⌈cores ÷ LIVE_BUSY ÷ cores a box⌉;
  month = boxes × hour × HOURS_PER_MONTH (held all month; a business-hours fleet scales down out of hours).
  By hand, 500 calls: 20 ÷ 0.5 = 40 cores ÷ 16 = ⌈2.5⌉ = 3 × c6i.8xlarge × $1.36 × 730 h = $2,978 a month.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.places import Gazetteer

LIVE_BUSY = 0.5  # ASSUMED share of a core a live stream fleet is planned at (module docstring, said in the answer)


@dataclass(frozen=True)
class CpuBox:
    """One priced CPU instance (a catalog/data/cpu_instances.csv row): `price` on-demand an hour in `currency`."""
    provider: str
    instance_type: str
    region: str
    vcpu: int
    ram_gib: float
    threads_a_core: int
    cpu: str
    price: float
    currency: str
    source: str
    as_of: str

    @property
    def cores(self) -> float:
        """Physical cores: vCPUs ÷ threads a core (c6i.8xlarge: 32 ÷ 2 = 16)."""
        return self.vcpu / max(1, self.threads_a_core)


def in_place(box: CpuBox, wanted: list[str], places: Gazetteer | None) -> bool:
    """Does the box lie in one of the stated places: a catalog/data/regions.csv tag by its region pattern ("jp" →
    ap-northeast-1/3, "eu" → eu-central-1 …), else a region id itself or its prefix ("us-east-1", "ap-northeast")?"""
    for token in (places.narrowest(wanted) if places is not None else wanted):
        t = token.strip().lower()
        place = places.place(t) if places is not None else None
        if place is not None and place.pattern is not None:
            if place.pattern.search(box.region):
                return True
        elif box.region == t or box.region.startswith(t + "-"):
            return True
    return False


def box_for(boxes: Sequence[CpuBox], providers: list[str] | None, regions: list[str] | None,
            places: Gazetteer | None = None) -> CpuBox | None:
    """The cheapest of the held CPU boxes `boxes` (catalog.cpus.cpu_boxes, handed in) in the providers and regions
    said (`in_place`); a tie goes to the row listed first (us-east-1 before ap-south-1); None when none is held there
    (the answer says no CPU instance is priced there)."""
    prov = {p.lower() for p in providers or []}
    regs = [r.lower() for r in regions or []]
    rows = [(b.price, i, b) for i, b in enumerate(boxes) if (not prov or b.provider in prov)
            and (not regs or in_place(b, regs, places))]
    return min(rows)[2] if rows else None


@dataclass(frozen=True)
class CpuRent:
    """The rented CPU plan: `boxes` of `box`; `run_h` the hours they run (a batch) or None (live, held all month);
    `cost` the job's total (batch) and `month` the month held (live); `core_hour` the box's hour a physical core."""
    box: CpuBox
    cores_needed: float
    boxes: int
    run_h: float | None
    cost: float | None
    month: float | None
    core_hour: float


def core_hour(box: CpuBox, per_unit: float = 1.0) -> float:
    """A physical core's hour on the box: $1.36 ÷ 16 = $0.085 (c6i.8xlarge us-east-1)."""
    return box.price * per_unit / box.cores


def batch_rent(core_hours: float, window_h: float | None, box: CpuBox, per_unit: float = 1.0) -> CpuRent:
    """A batch of `core_hours` within `window_h` (None: one box): 2,778 core-h in 336 h on 16-core boxes at $1.36 →
    1 box, 173.6 h, $236. `per_unit`: the answer currency's units a USD (prices convert at the shown rate)."""
    boxes = max(1, math.ceil(core_hours / (window_h * box.cores) - 1e-9)) if window_h else 1
    run = core_hours / (boxes * box.cores)
    return CpuRent(box, core_hours / window_h if window_h else box.cores, boxes, run,
                   boxes * run * box.price * per_unit, None, core_hour(box, per_unit))


def live_rent(cores_busy: float, box: CpuBox, per_unit: float = 1.0) -> CpuRent:
    """Live streams keeping `cores_busy` cores busy, planned at LIVE_BUSY: 20 cores → 40 ÷ 16 = 3 boxes × $1.36 ×
    730 h = $2,978 a month."""
    boxes = max(1, math.ceil(cores_busy / LIVE_BUSY / box.cores - 1e-9))
    return CpuRent(box, cores_busy, boxes, None, None, boxes * box.price * per_unit * HOURS_PER_MONTH,
                   core_hour(box, per_unit))


def stream_cores(streams: float, core_s_a_second: float) -> float:
    """Cores busy for `streams` live audio streams at `core_s_a_second` core-seconds a second of audio (a real-time
    factor a core): 500 calls × 0.04 = 20 cores."""
    return streams * core_s_a_second


def box_hour(box: CpuBox, per_unit: float = 1.0) -> float:
    """The box's hour in the answer's currency: $1.36 × 7.2 CNY a USD = ¥9.79."""
    return box.price * per_unit


def per_audio_second(core_s_an_hour: float) -> float:
    """Core-seconds a second of audio from core-seconds an hour of audio: DeepFilterNet 144 ÷ 3,600 = 0.04 (its RTF)."""
    return core_s_an_hour / 3600


BUSINESS_DAY_H = 10.0  # ASSUMED hours of a business day a live fleet runs when "business hours" is said (said)


def business_month(r: CpuRent) -> float | None:
    """The live fleet's month run only in business hours: its month × (10 h × 21.7 business days ÷ 730 h); 3 boxes at
    $1.36: $2,978.4 × 217.25 ÷ 730 = $886.4 (tools.schedule.days_a_month, 5 days a week)."""
    from tools.schedule import days_a_month

    return r.month * BUSINESS_DAY_H * days_a_month(5.0) / HOURS_PER_MONTH if r.month is not None else None
