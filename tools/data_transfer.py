"""Data that sits in one cloud's object store (S3, GCS, Azure Blob, Alibaba OSS, Tencent COS, Huawei OBS, Volcano TOS)
and a job rented elsewhere: the hours the copy takes and its egress, said before the job starts.

Transfer time = bytes × 8 ÷ the link's bits a second. The links are LABELLED ASSUMPTIONS, not measurements: 1 Gbps
sustained (a typical public-internet pull from one object store into one rented machine) and 10 Gbps (many parallel
streams into a well-connected region); measure yours with a 1 % copy. By hand: 10 TB at 1 Gbps = 1e13 × 8 ÷ 1e9 =
80,000 s ≈ 22.2 h; at 10 Gbps ≈ 2.2 h.

Egress is priced only from a sourced table: AWS's internet Data Transfer Out tiers (tools.vision_batch.egress_usd,
aws.amazon.com/ec2/pricing/on-demand); every other store's egress is said "not priced here". Inside one cloud's
region, compute reads its own object store over the internal network without internet egress (AWS: EC2 ↔ S3 in one
region is free, same source); so the store's own cloud is the place to run, and a pick elsewhere carries the copy.
"""

from __future__ import annotations

from tools.schema import Msg

# the assumed sustained links (Gbit/s) a copy is said at, labelled in the answer
LINKS_GBIT_S: tuple[float, ...] = (1.0, 10.0)


def transfer_hours(gb: float, gbit_s: float) -> float:
    """Hours to copy `gb` (10⁹ bytes) over a link of `gbit_s`: 10,000 GB at 1 Gbps → 22.2 h."""
    return gb * 8 / gbit_s / 3600


def transfer_line(items: float, item_bytes: float | None, cloud: str | None, pick_provider: str,
                  job_hours: float | None = None, deadline_hours: float | None = None) -> Msg | None:
    """The copy out of the store's cloud when the pick is rented elsewhere: the data's size, the hours at each labelled
    link (LINKS_GBIT_S), the egress (AWS's sourced tiers; None = not priced here), and whether the copy at the slowest
    link plus the job overruns the deadline. None when no store or no item size is said, or the pick is in that cloud.
    By hand: 50 M images × 200 KB = 10 TB out of Alibaba OSS to a US host: ≈ 22 h at 1 Gbps, 2.2 h at 10 Gbps; with
    a 48 h weekend and a 30 h job, 22 + 30 > 48 overruns."""
    if not cloud or not item_bytes or pick_provider.lower() == cloud:
        return None
    from tools.vision_batch import EGRESS_SOURCE, egress_usd

    gb = items * item_bytes / 1e9
    hours = [transfer_hours(gb, link) for link in LINKS_GBIT_S]
    over = deadline_hours is not None and job_hours is not None and hours[0] + job_hours > deadline_hours
    return Msg(code="data_transfer.copy_out", args={
        "tb": gb / 1e3, "cloud": cloud, "pick": pick_provider, "links": list(LINKS_GBIT_S), "hours": hours,
        "usd": egress_usd(gb) if cloud == "aws" else None, "source": EGRESS_SOURCE if cloud == "aws" else None,
        "over": over, "deadline": deadline_hours})


# a stated size of data in a store, in GB (10⁹ bytes) a unit: "30 TB" → 30,000 GB; "2 PB" → 2,000,000; "500G" → 500
_STORED_GB = {"gb": 1.0, "g": 1.0, "tb": 1e3, "t": 1e3, "pb": 1e6, "p": 1e6}


def stored_gb(n: float, unit: str) -> float:
    """A stated size in GB: 30 TB → 30,000; 2 PB → 2,000,000; 500 GB → 500."""
    return n * _STORED_GB[unit.lower()]


def store_copy_line(gb: float | None, cloud: str, pick_provider: str,
                    deadline_hours: float | None = None) -> Msg | None:
    """The copy out of the store's cloud for a model job or service rented on another provider (the data said to sit
    in S3, GCS, Azure Blob, OSS, COS, OBS or TOS): with its size, transfer_line's figures (hours at each labelled link,
    AWS's sourced egress tiers, else "not priced here"); with no size, the same a terabyte (1 TB ≈ 2.2 h at 1 Gbps,
    $90 of AWS egress: 1,000 GB × $0.09, all in the first 10 TB tier). None when the pick is in that cloud.
    By hand: 30 TB of FASTQ in S3, pick elsewhere: 3e13 × 8 ÷ 1e9 = 240,000 s ≈ 66.7 h at 1 Gbps, 6.7 h at 10 Gbps;
    egress 10,000 × 0.09 + 20,000 × 0.085 = $2,600."""
    if not cloud or pick_provider.lower() == cloud:
        return None
    if gb:
        return transfer_line(1, gb * 1e9, cloud, pick_provider, None, deadline_hours)
    from tools.vision_batch import EGRESS_SOURCE, egress_usd

    per_tb = 1e3
    return Msg(code="data_transfer.copy_out_unsized", args={
        "cloud": cloud, "pick": pick_provider, "links": list(LINKS_GBIT_S),
        "hours": [transfer_hours(per_tb, link) for link in LINKS_GBIT_S],
        "usd": egress_usd(per_tb) if cloud == "aws" else None, "source": EGRESS_SOURCE if cloud == "aws" else None})
