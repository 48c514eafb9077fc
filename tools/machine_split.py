"""Whether a plan on several machines runs one copy of the model on each (replicas behind a load balancer: nothing
between the machines but requests) or one copy over the network (tensor / pipeline parallel across machines, which
needs an RDMA interconnect, InfiniBand or RoCE: NCCL over plain Ethernet loses most of the speed; the catalog's rdma
flag, catalog/data instance rows). Said unasked beside any plan of more than one machine: "2 × g2-standard-96 (8 × L4
each)" alone could be read either way, and the second needs a fabric the rows may not have. tools.nodes answers the
same when it is asked ("do we need multiple nodes?")."""

from __future__ import annotations

from typing import Any

from tools.schema import Candidate, Msg
from tools.wording import spans_machines


def one_copy_spans_machines(plan: Any) -> bool:
    """Does one copy of the model need more GPUs than one of the plan's machines has (its layout over its machine's
    GPU count)? A plan of replicas keeps each copy on one machine. The one place every answer asks it: a ranked
    `Candidate` (its gpu_count, else its layout's GPUs a node) or a sized `tools.offers.Offer` (its catalog row's GPU
    count, 1 where the row has none); the comparison itself is tools.wording.spans_machines."""
    row = getattr(plan, "row", None)
    per = float(row.gpu_count or 1) if row is not None else float(plan.gpu_count or plan.layout.gpus_per_node)
    return spans_machines(plan, per)


def split_words(c: Candidate | None) -> Msg | None:
    """The words for a plan of several machines: replicas (each holds the model), or one model over the network with
    its RDMA need and whether the machines have it (the row's rdma flag; None: not listed); None for one machine."""
    if c is None or c.instances <= 1:
        return None
    args = {"machines": c.instances, "per": int(c.gpu_count or c.layout.gpus_per_node), "gpu": c.gpu,
            "copy": c.layout.num_gpus}
    if not one_copy_spans_machines(c):
        return Msg(code="machine_split.replicas", args=args)
    code = "machine_split.rdma_unlisted" if c.rdma is None else "machine_split.over_rdma" if c.rdma \
        else "machine_split.no_rdma"
    return Msg(code=code, args=args)


def split_fleet(fleet: str | Msg, c: Candidate) -> str | Msg:
    """The plan's machines as written (tools.recommend.plan_machines: `fleet`), with the split words after them when
    the plan has more than one machine."""
    split = split_words(c)
    return fleet if split is None else Msg(code="machine_split.plan", args={"fleet": fleet, "split": split})
