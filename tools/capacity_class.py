"""Machines a cloud sells only through a reservation, a capacity block or a queued start, never on demand.

GCP's accelerator-optimized machine page lists each series' consumption options: A3 Ultra (a3-ultragpu-8g, H200),
A4 (a4-highgpu-8g, B200) and A4X (a4x-highgpu-4g, GB200) are obtained through reservations (calendar-mode future
reservations), flex-start (Dynamic Workload Scheduler) or Spot, not as plain on-demand VMs
(cloud.google.com/compute/docs/accelerator-optimized-machines, "Consumption options"; read from memory, re-check).
AWS sells p5e.48xlarge and the p6e-gb200 UltraServers through EC2 Capacity Blocks for ML
(docs.aws.amazon.com/AWSEC2/latest/UserGuide/capacity-blocks-launch.html, Requirements: "To use P6e-GB200 UltraServer
Capacity Blocks, you must be opted in to the Dallas Local Zone"; dev.classmethod.jp/articles/ec2-capacity-blocks-for-
ml-instance-cb-vs-ultraserver-cb, 2026-02-08: Instance Capacity Blocks cover the p4d / p4de / p5 / p5e / p6 / trn1 /
trn2 families, UltraServer Capacity Blocks the P6e-GB200; read). That p5e.48xlarge has no on-demand route besides is
not on those pages (from memory, re-check). A list price for such a machine is real, but the machine cannot be started
today at that price the way an on-demand box can: it is marked, and it never leads a ranking when a machine rentable
now is close.
"""

from __future__ import annotations

from typing import TypeVar

# (provider, instance-type prefix): the ways it is sold (the module docstring cites the pages)
RESERVATION_ONLY: dict[tuple[str, str], str] = {
    ("gcp", "a3-ultragpu-"): "reservation / flex-start / Spot only",
    ("gcp", "a4-highgpu-"): "reservation / flex-start / Spot only",
    ("gcp", "a4x-highgpu-"): "reservation only",
    ("aws", "p5e.48xlarge"): "EC2 Capacity Blocks",
    ("aws", "p6e-gb200"): "EC2 Capacity Blocks",
}

# A reservation-only first row gives way to the cheapest machine rentable on demand that costs at most this much
# more by the objective: the same 15 % the ranking lets one machine cost over several
# (tools.ranking.ONE_MACHINE_TOLERANCE), about three times the 5 % price tie. A reservation is booked days ahead and
# billed for the whole block, so a job that fits a box one can start now should not lead with one it cannot.
RENTABLE_LEAD_MARGIN = 0.15


def reservation_only(provider: str, instance_type: str) -> bool:
    """True when the machine is sold only by reservation / capacity block (RESERVATION_ONLY). By hand:
    ("gcp", "a4-highgpu-8g") → True; ("gcp", "g2-standard-48") → False; ("aws", "p5.48xlarge") → False."""
    p, it = (provider or "").lower(), (instance_type or "").lower()
    return any(p == prov and it.startswith(prefix) for prov, prefix in RESERVATION_ONLY)


R = TypeVar("R")


def _reserved(o: object) -> bool:
    row = getattr(o, "row", None)
    return reservation_only(getattr(row, "provider", ""), getattr(row, "instance_type", ""))


def _value(o: object) -> float:
    return float(getattr(o, "rank_value", 0.0) or getattr(o, "work_cost", 0.0))


def prefer_rentable_lead(ordered: list[R], margin: float = RENTABLE_LEAD_MARGIN) -> list[R]:
    """A reservation-only first row gives way to the cheapest plan rentable now (not reservation-only) within
    `margin` of it by the objective; the rest keep their order. 0: off. By hand: 8 × B200 reserved at $410 for the
    job, 4 × L40S on demand at $452 (+10 %) → the L40S first; at $520 (+27 %) the B200 stays first, marked."""
    if not ordered or margin <= 0 or not _reserved(ordered[0]):
        return ordered
    limit = _value(ordered[0]) * (1 + margin)
    pick = next((o for o in ordered[1:] if not _reserved(o) and _value(o) <= limit), None)
    if pick is None:
        return ordered
    return [pick] + [o for o in ordered if o is not pick]
