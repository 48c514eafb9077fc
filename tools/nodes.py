"""Answering "do we need multiple nodes?" (Workload.asks_nodes: "需要多節點嗎", "要唔要多部機") in words before the plan.

An expert answers the question asked first: one machine holds the work (an 8-GPU node joins its cards over NVLink /
the node's own fabric, no network between machines), or it does not and the plan spans N machines joined over RDMA
(InfiniBand or RoCE: NCCL across machines on plain Ethernet loses most of the step time; the catalog's RDMA flag,
tools.host). Several machines that each hold a whole copy (serving replicas, a data job's independent shards) are not
a cluster: no RDMA between them. 8 × H100 for a Llama-3.1-8B continued pretraining was right, but
"需要多節點嗎？" got no word of an answer.
"""

from __future__ import annotations

from tools.schema import Candidate, Msg


def nodes_answer(c: Candidate | None, asked: bool | None) -> Msg | None:
    """The yes/no on more than one machine for the pick `c` (its machines, GPUs per machine, and whether one copy
    spans machines: `Layout.nodes` > 1), or None when not asked or nothing is picked."""
    if not asked or c is None:
        return None
    per = int(c.gpu_count)
    args = {"machines": c.instances, "per": per, "gpu": c.gpu, "n": per * c.instances}
    if c.instances <= 1:
        return Msg(code="nodes.one", args=args)
    if c.layout.nodes <= 1:  # each copy on one machine: independent replicas or shards, no fabric between them
        return Msg(code="nodes.copies", args=args)
    return Msg(code="nodes.many", args=args)
