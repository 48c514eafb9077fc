"""Host sizing around the GPUs (seed 000 "别只看 GPU：CPU、主存、存储与网络怎么配").

≥ 4 vCPU per GPU (2 starve the GPU to 50–70 % utilisation); RAM ≥ the sum of GPU memory; local
NVMe for datasets (1–2 GB/s vs a few hundred MB/s per stream from object storage); multi-node
training wants ≥ 100 Gbps RDMA (InfiniBand / RoCE): 25 Gbps shared NICs are slower than one GPU.
"""

from __future__ import annotations

import math

from tools.schema import Check, GiB, HostSpec, InstanceRow, Msg

VCPU_PER_GPU = 4
MULTI_NODE_GBIT_S = 100


def size_host(gpus_per_node: int, gpu_memory_bytes: int, *, training: bool, nodes: int = 1,
              instance: InstanceRow | None = None, extra_ram_bytes: int = 0) -> HostSpec:
    """The host around `gpus_per_node` GPUs (seed 000 §5): ≥ 4 vCPU per GPU, RAM ≥ their memory, local NVMe
    for training data, RDMA between nodes; checked against the offered instance when one is given. `extra_ram_bytes`:
    what the host keeps besides (a multi-LoRA service's adapters cached in RAM, vLLM --max-cpu-loras: every machine
    holds all of them). By hand: 4 × 80 GiB cards (320 GiB) + 2,000 adapters of 87.3 MB (174.6 GB = 162.6 GiB) →
    ⌈482.6⌉ = 483 GiB."""
    ram_gib = (gpus_per_node * gpu_memory_bytes + extra_ram_bytes) / GiB
    if nodes > 1:
        net = Msg(code="host.gbps_rdma_infiniband_roce", args={"multi_node_gbit_s": MULTI_NODE_GBIT_S, "nodes": nodes})
    else:
        net = Msg(code="host.gbps_inside_the_vpc")
    spec = HostSpec(gpus=gpus_per_node, min_vcpu=VCPU_PER_GPU * gpus_per_node, min_ram_gib=math.ceil(ram_gib),
                    local_nvme=training, network=net, adapters=extra_ram_bytes > 0)
    if instance is not None:
        spec.checks = host_checks(spec, instance, nodes=nodes, training=training)
    return spec


def ram_under_gpu(ram_gib: float | None, gpus: float, gpu_memory_bytes: int) -> float | None:
    """The machine's GPU memory in GiB when its host RAM is below it, else None (a blank RAM cell or GPU size is not
    judged). Why: loading the weights stages them through host RAM, and the serving engine's pinned transfer buffers
    and swap space live there too (seed 000 §5: RAM ≥ the sum of GPU memory, as size_host asks); a host with less
    RAM than its cards hold may fail to load or swap while loading. The table marks such a row (tools.summary.marks),
    not only the --full host check. By hand: AWS g6e.xlarge, 32 GiB of RAM around 1 × L40S of 48 GiB → 48.0 (short);
    g6e.2xlarge, 64 GiB → None."""
    need = gpus * gpu_memory_bytes / GiB
    return need if ram_gib is not None and need > 0 and ram_gib < need else None


def host_checks(spec: HostSpec, inst: InstanceRow, *, nodes: int, training: bool) -> list[Check]:
    out: list[Check] = []
    g = max(1, int(inst.gpu_count or 1))
    if inst.vcpu is not None:
        ok = inst.vcpu >= VCPU_PER_GPU * g
        out.append(Check(level="ok" if ok else "warning", topic="cpu", message=Msg(code="host.vcpu_per_gpu", args={
            "instance_type": inst.instance_type, "vcpu": inst.vcpu, "gpus": g, "per_gpu": inst.vcpu / g,
            "verdict": Msg(code="host.vcpu_per_gpu.fine" if ok else "host.vcpu_per_gpu.starved")})))
    if inst.ram_gib is not None:
        need = spec.min_ram_gib * g / max(1, spec.gpus)
        ok = inst.ram_gib >= need
        out.append(Check(level="ok" if ok else "warning", topic="ram", message=Msg(code="host.gib_ram_vs_gib", args={
            "instance_type": inst.instance_type, "ram_gib": inst.ram_gib, "need": need, "adapters": spec.adapters,
            "part": Msg(code="host.gib_ram_vs_gib.ram_gpu_memory") if ok else Msg(code="host.gib_ram_vs_gib.less_ram_than")})))
    unknown = [Msg(code="host.part", args={"part": w}) for w, v in (("vcpu", inst.vcpu), ("ram", inst.ram_gib)) if v is None]
    if unknown:  # blank in the catalog: not stated, or a placeholder the catalog dropped (docs/CATALOG.md repairs)
        out.append(Check(level="info", topic="host", message=Msg(code="host.host_unknown_the_source", args={
            "instance_type": inst.instance_type, "unknown": unknown})))
    if nodes > 1:
        ok = bool(inst.rdma) and (inst.network_gbit_s or 0) >= MULTI_NODE_GBIT_S
        out.append(Check(level="ok" if ok else "warning", topic="network", message=Msg(code="host.host_checks", args={
            "instance_type": inst.instance_type,
            "part": (Msg(code="host.host_checks.gbps_rdma_between", args={"network_gbit_s": inst.network_gbit_s}) if ok
                else Msg(code="host.host_checks.no_gbps_rdma"))})))
    return out
