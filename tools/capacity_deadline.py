"""A short deadline on a scarce 8-GPU machine of a quota-bound cloud: how to get the machine, and the fallback.

Why: "FULL fine-tune of qwen2.5-14b on ~1B tokens by friday, credits only on aws" was answered with p6-b200.48xlarge
(8 × B200, 3.7 h) and no word that such a machine is not simply there to start: on AWS every P instance runs under the
account's "Running On-Demand P instances" vCPU quota (a p5 / p6 .48xlarge takes 192 vCPU of it; new accounts often
hold far less) and 8-GPU P capacity is often sold out in a region, so an expert books an EC2 Capacity Block for ML
(the p4d / p4de / p5 / p5e / p6 families: docs.aws.amazon.com/AWSEC2/latest/UserGuide/capacity-blocks-launch.html and
the sources tools.capacity_class cites) or asks for the quota the same day, and names the fallback before promising
Friday. GCP's A3 / A4 8-GPU VMs need the region's GPU quota (per card model) and are often obtained only by a
calendar-mode reservation or DWS flex-start (cloud.google.com/compute/docs/accelerator-optimized-machines,
"Consumption options"); Azure's ND series needs its VM family's vCPU quota raised by a support request; OCI's
bare-metal GPU shapes a service-limit raise (the quota names from memory, re-check). A quota raise is a support
request answered in hours to days, so within SHORT_DEADLINE_HOURS it is said first, with the fallback.

The scarce machine is tools.offers' 8-GPU flagship box (SCARCE_SPOT_MIN_GPUS, SCARCE_SPOT_CARDS: H100, H200, B200 …);
the fallback the cheapest plan on one machine that also meets the deadline and is not one (an 8 × A100 p4de, a 4-GPU
box; several machines only where no single one does), else none (the capacity block or another region is then the only route)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tools.constants import HOURS_PER_DAY
from tools.offers import SCARCE_SPOT_CARDS, SCARCE_SPOT_MIN_GPUS
from tools.schema import InstanceRow, Msg

# A week: inside it a quota request (hours to days) or a sold-out region eats a large share of the time left; a job
# due in a month has room to ask and wait.
SHORT_DEADLINE_HOURS = 7 * HOURS_PER_DAY

# the clouds whose 8-GPU machines are rented under a quota or limit raised on request: the route each one's line names
QUOTA_CLOUDS = ("aws", "gcp", "azure", "oci")


def scarce_box(row: InstanceRow, gpu_name: str) -> bool:
    """An 8-GPU (or larger) machine of a flagship card (tools.offers.SCARCE_SPOT_CARDS). By hand: p6-b200.48xlarge
    (8 × B200) → True; p4de.24xlarge (8 × A100 80GB) → False; a 4 × H100 box → False."""
    return (row.gpu_count or 0) >= SCARCE_SPOT_MIN_GPUS and bool(SCARCE_SPOT_CARDS.match(gpu_name or ""))


def scarce_deadline(top: Any, offers: Sequence[Any], deadline_hours: float | None) -> Msg | None:
    """The line for a pick (a tools.offers.Offer: row, gpu, train_hours) on a scarce box of a quota-bound cloud with
    the deadline at most SHORT_DEADLINE_HOURS away: the route to the machine (quota, capacity block / reservation) and
    the fallback, the cheapest offer that meets the deadline on a machine that is not scarce; None otherwise.
    By hand: Tuesday → Friday 09:00 (≈ 119 h ≤ 168 h), only AWS, pick p6-b200.48xlarge (8 × B200, 192 vCPU, 3.7 h):
    said, fallback p4de.24xlarge (8 × A100 80GB) if it meets Friday; the same job due in 30 days: None."""
    if top is None or deadline_hours is None or deadline_hours > SHORT_DEADLINE_HOURS:
        return None
    row, name = top.row, top.gpu.name
    cloud = (row.provider or "").lower()
    if cloud not in QUOTA_CLOUDS or not scarce_box(row, name):
        return None
    ok = [o for o in offers if getattr(o, "meets_deadline", True) and not scarce_box(o.row, o.gpu.name)]
    alt = min(ok, key=lambda o: (o.instances > 1, o.work_cost)) if ok else None  # one machine first: no RDMA to find
    return Msg(code="capacity.scarce_deadline", args={
        "cloud": cloud, "provider": row.provider, "instance": row.instance_type, "n": int(row.gpu_count or 0),
        "gpu": name, "vcpu": row.vcpu, "days": deadline_hours / HOURS_PER_DAY,
        "alt": f"{alt.row.provider} {alt.row.instance_type}" if alt is not None else None,
        "alt_n": int(alt.row.gpu_count or 0) * alt.instances if alt is not None else None,
        "alt_gpu": alt.gpu.name if alt is not None else None,
        "alt_hours": alt.train_hours if alt is not None else None})
