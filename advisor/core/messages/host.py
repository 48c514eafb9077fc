"""The words of tools/host.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    "host.gbps_rdma_infiniband_roce": E(
        "≥ {multi_node_gbit_s} Gbps RDMA (InfiniBand/RoCE) between the {nodes} nodes",
        "{nodes} 台机器之间需 ≥ {multi_node_gbit_s} Gbps RDMA（InfiniBand/RoCE）"),
    "host.gbps_inside_the_vpc": E("≥ 10 Gbps inside the VPC (one node)", "单机内网 ≥ 10 Gbps"),
    "host.gib_ram_vs_gib.ram_gpu_memory": E("(RAM ≥ GPU memory: fine)", "（主存 ≥ 显存，足够）"),
    # under the rule of thumb but above what the plan loads through the host (tools.host._ram_check)
    "host.gib_ram_vs_gib.holds_the_plan": E(
        "(under the RAM ≥ GPU memory rule of thumb, but above the {plan:g} GiB this plan loads through host RAM: "
        "fine for this plan)",
        "（低于“主存 ≥ 显存”的经验值，但高于本方案经主机内存加载所需的 {plan:g} GiB：对本方案足够）"),
    "host.gib_ram_vs_gib.less_ram_than": E(
        "(less RAM than GPU memory: pinned copies and loading suffer)",
        "（主存小于显存之和，pinned memory 与数据加载会受影响）"),
    "host.gib_ram_vs_gib": E(
        lambda a: (f"{a['instance_type']}: {a['ram_gib']:g} GiB RAM vs {a['need']:g} GiB of GPU memory"
                   + (" and cached LoRA adapters" if a.get("adapters") else "") + f" {a['part']}"),
        lambda a: (f"{a['instance_type']}：内存 {a['ram_gib']:g} GiB，显存合计"
                   + ("加缓存的 LoRA 适配器" if a.get("adapters") else "") + f" {a['need']:g} GiB{a['part']}")),
    "host.host_unknown_the_source": E(
        "{instance_type}: host {unknown: and } unknown (the source gives none we can trust): that check is skipped; "
        "confirm with the provider",
        "{instance_type}：主机{unknown:和}未知（来源没有可信数据），该项检查已跳过；请向服务商确认"),
    "host.part": pick("part", {"vcpu": "vCPU", "ram": "RAM"}, {"vcpu": "vCPU", "ram": "内存"}),
    "host.vcpu_per_gpu": E(
        "{instance_type}: {vcpu:g} vCPU for {gpus:plural:GPU} = {per_gpu:.1f} per GPU {verdict}",
        "{instance_type}：{vcpu:g} vCPU / {gpus} 张卡 = 每卡 {per_gpu:.1f} {verdict}"),
    "host.vcpu_per_gpu.fine": E("(≥ 4: fine)", "（≥ 4，足够）"),
    "host.vcpu_per_gpu.starved": E(
        "(< 4: data loading may starve the GPUs to 50–70 %)",
        "（< 4，数据加载可能让 GPU 利用率掉到 50–70%）"),
    "host.host_checks.gbps_rdma_between": E(
        "{network_gbit_s:g} Gbps RDMA between nodes",
        "节点间 {network_gbit_s:g} Gbps RDMA"),
    "host.host_checks.no_gbps_rdma": E(
        "no ≥ 100 Gbps RDMA listed: gradient sync across nodes may be slower than one GPU",
        "未列出 ≥ 100 Gbps RDMA：跨机梯度同步可能比单卡还慢"),
    "host.host_checks": E("{instance_type}: {part}", "{instance_type}：{part}"),
}
