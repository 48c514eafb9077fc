"""Host sizing around the GPUs (seed 000 "别只看 GPU：CPU、主存、存储与网络怎么配").

≥ 4 vCPU per GPU (2 starve the GPU to 50–70 % utilisation); RAM ≥ the sum of GPU memory; local
NVMe for datasets (1–2 GB/s vs a few hundred MB/s per stream from object storage); multi-node
training wants ≥ 100 Gbps RDMA (InfiniBand / RoCE): 25 Gbps shared NICs are slower than one GPU.
"""

from __future__ import annotations

import math

from tools.schema import Check, GiB, HostSpec, InstanceRow, Msg
from tools.wording import plural

VCPU_PER_GPU = 4
MULTI_NODE_GBIT_S = 100


def size_host(gpus_per_node: int, gpu_memory_bytes: int, *, training: bool, nodes: int = 1,
              instance: InstanceRow | None = None) -> HostSpec:
    """The host around `gpus_per_node` GPUs (seed 000 §5): ≥ 4 vCPU per GPU, RAM ≥ their memory, local NVMe
    for training data, RDMA between nodes; checked against the offered instance when one is given."""
    ram_gib = gpus_per_node * gpu_memory_bytes / GiB
    if nodes > 1:
        net = Msg(en=f"≥ {MULTI_NODE_GBIT_S} Gbps RDMA (InfiniBand/RoCE) between the {nodes} nodes",
                  zh=f"{nodes} 台机器之间需 ≥ {MULTI_NODE_GBIT_S} Gbps RDMA（InfiniBand/RoCE）")
    else:
        net = Msg(en="≥ 10 Gbps inside the VPC (one node)", zh="单机内网 ≥ 10 Gbps")
    spec = HostSpec(gpus=gpus_per_node, min_vcpu=VCPU_PER_GPU * gpus_per_node, min_ram_gib=math.ceil(ram_gib),
                    local_nvme=training, network=net)
    if instance is not None:
        spec.checks = host_checks(spec, instance, nodes=nodes, training=training)
    return spec


def host_checks(spec: HostSpec, inst: InstanceRow, *, nodes: int, training: bool) -> list[Check]:
    out: list[Check] = []
    g = max(1, int(inst.gpu_count or 1))
    if inst.vcpu is not None:
        ok = inst.vcpu >= VCPU_PER_GPU * g
        out.append(Check(level="ok" if ok else "warning", topic="cpu", message=Msg(
            en=f"{inst.instance_type}: {inst.vcpu:g} vCPU for {plural(g, 'GPU')} = {inst.vcpu / g:.1f} per GPU "
               + ("(≥ 4: fine)" if ok else "(< 4: data loading may starve the GPUs to 50–70 %)"),
            zh=f"{inst.instance_type}：{inst.vcpu:g} vCPU / {g} 张卡 = 每卡 {inst.vcpu / g:.1f} "
               + ("（≥ 4，足够）" if ok else "（< 4，数据加载可能让 GPU 利用率掉到 50–70%）"))))
    if inst.ram_gib is not None:
        need = spec.min_ram_gib * g / max(1, spec.gpus)
        ok = inst.ram_gib >= need
        out.append(Check(level="ok" if ok else "warning", topic="ram", message=Msg(
            en=f"{inst.instance_type}: {inst.ram_gib:g} GiB RAM vs {need:g} GiB of GPU memory "
               + ("(RAM ≥ GPU memory: fine)" if ok else "(less RAM than GPU memory: pinned copies and loading suffer)"),
            zh=f"{inst.instance_type}：内存 {inst.ram_gib:g} GiB，显存合计 {need:g} GiB"
               + ("（主存 ≥ 显存，足够）" if ok else "（主存小于显存之和，pinned memory 与数据加载会受影响）"))))
    unknown = [w for w, v in (("vCPU", inst.vcpu), ("RAM", inst.ram_gib)) if v is None]
    if unknown:  # blank in the catalog: not stated, or a placeholder the catalog dropped (docs/CATALOG.md repairs)
        en, zh = " and ".join(unknown), "和".join("内存" if w == "RAM" else w for w in unknown)
        out.append(Check(level="info", topic="host", message=Msg(
            en=f"{inst.instance_type}: host {en} unknown (the source gives none we can trust): that check is skipped; "
               "confirm with the provider",
            zh=f"{inst.instance_type}：主机{zh}未知（来源没有可信数据），该项检查已跳过；请向服务商确认")))
    if nodes > 1:
        ok = bool(inst.rdma) and (inst.network_gbit_s or 0) >= MULTI_NODE_GBIT_S
        out.append(Check(level="ok" if ok else "warning", topic="network", message=Msg(
            en=f"{inst.instance_type}: " + (f"{inst.network_gbit_s:g} Gbps RDMA between nodes" if ok else
                                          "no ≥ 100 Gbps RDMA listed: gradient sync across nodes may be slower than one GPU"),
            zh=f"{inst.instance_type}：" + (f"节点间 {inst.network_gbit_s:g} Gbps RDMA" if ok else
                                         "未列出 ≥ 100 Gbps RDMA：跨机梯度同步可能比单卡还慢"))))
    return out
