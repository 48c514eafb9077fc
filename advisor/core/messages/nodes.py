"""The words of tools/nodes.py: "do we need multiple nodes?" answered before the plan."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "nodes.one": E(
        "Multiple nodes? No: one machine ({per} × {gpu}) holds it, its cards linked inside the node; more machines "
        "would only shorten the run, and then need InfiniBand or RoCE between them.",
        "需要多节点吗？不需要：一台机器（{per} × {gpu}）就装得下，卡之间走机内互联；多台机器只会缩短用时，"
        "而且机器之间要有 InfiniBand 或 RoCE。"),
    "nodes.copies": E(
        "Multiple nodes? Not as one cluster: each of the {machines} machines ({per} × {gpu}) runs its own copy, so "
        "they need no InfiniBand or RoCE between them, only a load balancer or a split of the input.",
        "需要多节点吗？不需要组成集群：{machines} 台机器（每台 {per} × {gpu}）各跑一份，机器之间不需要 InfiniBand "
        "或 RoCE，只需负载均衡或把输入分片。"),
    "nodes.many": E(
        "Multiple nodes? Yes: one machine does not hold or finish it, so {machines} machines × {per} {gpu} "
        "({n} GPUs) run as one job, joined by InfiniBand or RoCE (RDMA); plain Ethernet between them loses most of "
        "the speed.",
        "需要多节点吗？需要：一台机器装不下或来不及，所以用 {machines} 台 × {per} 张 {gpu}（共 {n} 卡）跑同一个任务，"
        "机器之间要 InfiniBand 或 RoCE（RDMA）；普通以太网会损失大部分速度。"),
}
