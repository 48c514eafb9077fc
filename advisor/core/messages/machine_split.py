"""The words of tools/machine_split.py: a plan of several machines said as replicas or as one model over the network."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "machine_split.replicas": E(
        "the {machines} machines are replicas: each holds the whole model on its own {per} × {gpu}, behind a load "
        "balancer, so no RDMA is needed between them",
        "这 {machines} 台机器是副本：每台用自己的 {per} × {gpu} 装下整个模型，前面放负载均衡，机器之间不需要 RDMA"),
    "machine_split.over_rdma": E(
        "one copy of the model spans machines ({copy} GPUs, {per} a machine), so the machines run as one model over the "
        "network: their RDMA interconnect (InfiniBand / RoCE, listed for these machines) carries it; a shape that fits "
        "one machine avoids the network hop",
        "一份模型要跨机器（{copy} 卡，每台 {per} 卡），多台机器通过网络跑同一个模型：靠这些机器的 RDMA 互联（InfiniBand / "
        "RoCE，目录标明有）；能装进一台机器的配置可以省掉这一跳"),
    "machine_split.no_rdma": E(
        "one copy of the model spans machines ({copy} GPUs, {per} a machine), which needs an RDMA interconnect "
        "(InfiniBand / RoCE) between them, and these machines list none: over plain Ethernet most of the speed is lost; "
        "prefer a shape that fits one machine (smaller weights, or a larger machine)",
        "一份模型要跨机器（{copy} 卡，每台 {per} 卡），机器之间需要 RDMA 互联（InfiniBand / RoCE），而这些机器没有："
        "普通以太网会损失大部分速度；优先选能装进一台机器的配置（更小的权重，或更大的机器）"),
    "machine_split.rdma_unlisted": E(
        "one copy of the model spans machines ({copy} GPUs, {per} a machine), which needs an RDMA interconnect "
        "(InfiniBand / RoCE) between them; the catalog does not say these machines have it, so check with the "
        "provider, or prefer a shape that fits one machine (smaller weights, or a larger machine)",
        "一份模型要跨机器（{copy} 卡，每台 {per} 卡），机器之间需要 RDMA 互联（InfiniBand / RoCE）；目录没写这些机器"
        "是否具备，请向云厂商确认，或优先选能装进一台机器的配置（更小的权重，或更大的机器）"),
    "machine_split.plan": E("{fleet} ({split})", "{fleet}（{split}）"),
}
