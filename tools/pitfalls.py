"""The eight common mistakes (seed 000 "选型避坑：最常踩的 8 个坑"), each checked against the workload
and the top candidate. `triggered` means this request falls into it (or is exposed to it); `why`
says what in the request or the plan decided that, with the numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.defaults import kind_of, serves
from tools.host import MULTI_NODE_GBIT_S
from tools.schema import Candidate, GPUSpec, Msg, Pitfall, WorkKind, Workload
from tools.wording import duration

TITLES = [
    Msg(en="TFLOPS without memory", zh="只看 TFLOPS 不看显存"),
    Msg(en="Consumer cards in production", zh="默认消费级卡能扛生产"),
    Msg(en="Forgetting the KV cache", zh="忘了算 KV cache"),
    Msg(en="Card count without topology", zh="多卡只写卡数不看拓扑"),
    Msg(en="Mixing GPU generations", zh="混装不同代际的卡"),
    Msg(en="Spot instances for online inference", zh="用竞价实例跑线上推理"),
    Msg(en="A long contract before a measured trial", zh="一上来就签订长期合约"),
    Msg(en="No checkpoint or backup", zh="忘记 checkpoint 与数据备份"),
]


@dataclass
class Context:
    """What the pitfalls look at besides the workload."""

    workload: Workload
    stated: set[str]  # fields the user stated (not defaulted)
    top: Candidate | None
    top_gpu: GPUSpec | None
    per_replica_bytes: int  # memory one copy of the model needs (all GPUs of one replica)
    kv_bytes: int  # KV cache per GPU in the plan
    per_gpu_total: int
    preferred_gpu: GPUSpec | None = None
    preferred_fits: bool | None = None
    preferred_count: int | None = None
    job_hours: float | None = None
    mixed_generations: bool = False
    replica_gpus: int = 1  # GPUs one copy of the model spans (the plan's layout, not the data-parallel spread)
    emptied_by: Msg | None = None  # the stated constraint that left nothing to rank (budget, provider, …), if not memory
    preferred_need: Msg | None = None  # the stated card's need against its budget at the stated count (tools.fit)
    memory_gpus: int | None = None  # training: GPUs the memory alone needs on the pick's card (the smallest layout)


def _gb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB"


def evaluate(c: Context) -> list[Pitfall]:
    """The eight pitfalls in order, each its own check."""
    return [p for check in CHECKS for p in check(c)]


def _p1(c: Context) -> list[Pitfall]:
    """1: TFLOPS without memory."""
    out: list[Pitfall] = []
    if c.preferred_gpu is not None and c.preferred_fits is False:
        g = c.preferred_gpu
        need = c.preferred_need or Msg(en=f"≈ {_gb(c.per_gpu_total)} per GPU", zh=f"每卡约 {_gb(c.per_gpu_total)}")
        why = Msg(en=f"You asked for {g.name}: at the count you set, {need.en}; memory, not TFLOPS, is the wall.",
                  zh=f"你指定了 {g.name}：在你给的卡数下，{need.zh}；瓶颈是显存，不是算力。")
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=why))
    elif c.top is not None and c.memory_gpus and int(c.top.gpu_count) * c.top.instances > c.memory_gpus:
        n = int(c.top.gpu_count) * c.top.instances
        why = Msg(en=f"One copy needs {_gb(c.per_replica_bytes)}, which {c.memory_gpus} × {c.top.gpu} hold; the {n} GPUs "
                     "are for time (the deadline or the job's hours), not memory.",
                  zh=f"一份模型需要 {_gb(c.per_replica_bytes)}，{c.memory_gpus} × {c.top.gpu} 就装得下；用 {n} 张卡是为了时间"
                     "（期限或任务时长），不是显存。")
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=why))
    elif c.top is not None and c.replica_gpus > 1:
        reps = f", × {c.top.replicas} replicas for the load" if c.top.replicas > 1 else ""
        why = Msg(en=f"One copy needs {_gb(c.per_replica_bytes)}: memory sets the card count "
                     f"({c.replica_gpus} × {c.top.gpu}{reps}), so compare cards by memory first.",
                  zh=f"一份模型需要 {_gb(c.per_replica_bytes)}：卡数由显存决定（{c.replica_gpus} × {c.top.gpu}），"
                     "先比显存再比算力。")
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=why))
    elif c.top is None and c.emptied_by is not None:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=Msg(
            en=f"Nothing is ranked because of {c.emptied_by.en}, not because no card holds {_gb(c.per_replica_bytes)}.",
            zh=f"没有排名是因为{c.emptied_by.zh}，而不是没有卡能装下 {_gb(c.per_replica_bytes)}。")))
    elif c.top is None:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=True, why=Msg(
            en=f"No listed machine holds {_gb(c.per_replica_bytes)} with headroom under these constraints: memory, "
               "not TFLOPS, is the wall.",
            zh=f"在这些条件下，目录中没有机器能装下 {_gb(c.per_replica_bytes)}（含余量）：瓶颈是显存，不是算力。")))
    elif c.top.replicas > 1:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=Msg(
            en=f"One copy fits one GPU ({_gb(c.per_gpu_total)} per GPU with its share of the KV cache); the load is "
               f"spread over {c.top.replicas} replicas, sized by memory before speed.",
            zh=f"一份模型单卡可装下（每卡 {_gb(c.per_gpu_total)}，含分到的 KV cache）；负载分到 {c.top.replicas} 个副本上，"
               "先按显存定规模再看速度。")))
    else:
        out.append(Pitfall(id=1, title=TITLES[0], triggered=False, why=Msg(
            en=f"Fits one card with headroom ({_gb(c.per_gpu_total)} per GPU); memory was checked before speed.",
            zh=f"单卡即可装下（每卡 {_gb(c.per_gpu_total)}，含余量检查）；已先核对显存再看速度。")))
    return out


def _p2(c: Context) -> list[Pitfall]:
    """2: consumer cards in production."""
    inference = serves(c.workload.task)
    out: list[Pitfall] = []
    top_gpu = c.top_gpu
    consumer = top_gpu is not None and (top_gpu.segment == "consumer" or top_gpu.ecc is False)
    long_job = (c.job_hours or 0) > 24
    if top_gpu is not None and consumer and (inference or long_job):
        g = top_gpu
        out.append(Pitfall(id=2, title=TITLES[1], triggered=True, why=Msg(
            en=f"{g.name} is a consumer card: no ECC, no MIG, and data-centre use may need extra licensing; "
               + ("an online service" if inference else "a long training run") + " risks silent errors.",
            zh=f"{g.name} 是消费级卡：无 ECC、无 MIG，商用可能需额外授权；" + ("线上服务" if inference else "长时间训练")
               + "有静默错误风险。")))
    else:
        out.append(Pitfall(id=2, title=TITLES[1], triggered=False, why=Msg(
            en=(f"{top_gpu.name} has ECC memory." if top_gpu is not None and top_gpu.ecc
                else "No consumer card in the top choice.")
            if not consumer else "Consumer card, but a short experiment: acceptable.",
            zh=(f"{top_gpu.name} 带 ECC 显存。" if top_gpu is not None and top_gpu.ecc else "首选方案不是消费级卡。")
            if not consumer else "消费级卡，但只是短实验：可以接受。")))
    return out


def _p3(c: Context) -> list[Pitfall]:
    """3: forgetting the KV cache."""
    w = c.workload
    inference = serves(c.workload.task)
    out: list[Pitfall] = []
    if inference:
        # a batch job has no users: the engine fills its batch (max_num_seqs) from the stated prompt and output lengths
        asked_for = ("seq_len",) if w.batch_requests else ("seq_len", "concurrency")
        unstated = [f for f in asked_for if f not in c.stated]
        share = c.kv_bytes / c.per_gpu_total if c.per_gpu_total else 0
        if unstated:
            names_en = " and ".join({"seq_len": "context length", "concurrency": "concurrency"}[f] for f in unstated)
            names_zh = "和".join({"seq_len": "上下文长度", "concurrency": "并发数"}[f] for f in unstated)
            out.append(Pitfall(id=3, title=TITLES[2], triggered=True, why=Msg(
                en=f"You did not state {names_en}; the KV cache ({_gb(c.kv_bytes)} per GPU) is sized on the defaults "
                   f"({w.seq_len:,} tokens × {w.concurrency}). Production traffic with longer contexts fills it.",
                zh=f"你没有说明{names_zh}；KV cache（每卡 {_gb(c.kv_bytes)}）按默认值估算"
                   f"（{w.seq_len:,} token × {w.concurrency} 路），上线后长上下文会把它撑满。")))
        else:
            out.append(Pitfall(id=3, title=TITLES[2], triggered=share > 0.5, why=Msg(
                en=f"KV cache sized: {_gb(c.kv_bytes)} per GPU for {w.seq_len:,} tokens × {w.concurrency} = {share:.0%} of memory"
                   + (" — it dominates; GQA models or an FP8 KV cache raise concurrency." if share > 0.5 else "."),
                zh=f"已计入 KV cache：每卡 {_gb(c.kv_bytes)}（{w.seq_len:,} token × {w.concurrency} 路），占显存 {share:.0%}"
                   + ("，是主要开销；GQA 模型或 FP8 KV cache 可提高并发。" if share > 0.5 else "。"))))
    else:
        out.append(Pitfall(id=3, title=TITLES[2], triggered=False, why=Msg(
            en="Training keeps no KV cache; activations are sized instead.",
            zh="训练不保留 KV cache；已改为估算激活值。")))
    return out


def _p4(c: Context) -> list[Pitfall]:
    """4: card count without topology."""
    inference = serves(c.workload.task)
    out: list[Pitfall] = []
    top = c.top
    if top is not None and top.layout.num_gpus > 1:
        pcie_tp = top.layout.tp > (2 if top.interconnect == "nvlink-bridge" else 1) and top.interconnect != "nvlink"
        spans = top.layout.num_gpus > top.gpu_count  # one replica or job across machines (replicas alone don't talk)
        weak_net = spans and not (top.rdma and (top.network_gbit_s or 0) >= MULTI_NODE_GBIT_S)
        pcie_train = not inference and top.interconnect == "pcie"
        trig = pcie_tp or weak_net or pcie_train
        if trig:
            en = ("tensor parallel over PCIe" if pcie_tp else "multi-node without ≥ 100 Gbps RDMA" if weak_net
                  else "multi-GPU training over PCIe (no NVLink)")
            zh = ("张量并行走 PCIe" if pcie_tp else "多机但没有 ≥ 100 Gbps RDMA" if weak_net else "多卡训练走 PCIe（无 NVLink）")
            out.append(Pitfall(id=4, title=TITLES[3], triggered=True, why=Msg(
                en=f"{top.instance}: {en}; communication can eat 30–60 % of step time. Check `nvidia-smi topo -m` (NV# vs PIX).",
                zh=f"{top.instance}：{zh}，通信可能吃掉 30%–60% 的单步时间。用 `nvidia-smi topo -m` 看是 NV# 还是 PIX。")))
        else:
            out.append(Pitfall(id=4, title=TITLES[3], triggered=False, why=Msg(
                en=f"{top.layout.num_gpus} GPUs over {top.interconnect or 'NVLink'} "
                   + (f"across {top.instances} nodes with RDMA" if spans else "inside one node")
                   + "; still run `nvidia-smi topo -m`.",
                zh=f"{top.layout.num_gpus} 张卡经 {top.interconnect or 'NVLink'} 互联，"
                   + (f"{top.instances} 台机器间有 RDMA" if spans else "单机内") + "；仍建议跑 `nvidia-smi topo -m` 确认。")))
    elif top is None:
        out.append(Pitfall(id=4, title=TITLES[3], triggered=False, why=Msg(
            en="No plan is ranked, so there is no topology to check yet.", zh="没有可排名的方案，暂无拓扑可检查。")))
    else:
        out.append(Pitfall(id=4, title=TITLES[3], triggered=False, why=Msg(
            en="One GPU per copy: topology does not matter.", zh="每份模型一张卡：拓扑无关。")))
    return out


def _p5(c: Context) -> list[Pitfall]:
    """5: mixing generations."""
    out: list[Pitfall] = []
    out.append(Pitfall(id=5, title=TITLES[4], triggered=c.mixed_generations, why=Msg(
        en="You mention GPUs of different generations: the slowest card sets every collective's speed."
        if c.mixed_generations else "Every candidate uses one GPU type per instance.",
        zh="你提到混用不同代际的卡：最慢的那张决定所有集合通信速度。" if c.mixed_generations
        else "每个候选方案单机内只用一种卡。")))
    return out


def _p6(c: Context) -> list[Pitfall]:
    """6: spot for online inference."""
    w = c.workload
    inference = kind_of(w) is WorkKind.SERVING  # a batch job resumes from its finished shards: spot is fine
    out: list[Pitfall] = []
    spot = w.billing == "spot"
    out.append(Pitfall(id=6, title=TITLES[5], triggered=spot and inference, why=Msg(
        en="Spot was chosen for an online service: a reclaim takes the service down with no graceful shutdown window. "
           "Use on-demand (or reserved after a trial) for serving." if spot and inference else
        ("Spot is used for restartable work only (training or a batch job that resumes)." if spot
         else "No spot capacity in the plan for serving."
         if inference else "Training may use spot with checkpoints ≤ 15 min apart."),
        zh="线上推理选了竞价实例：回收时服务直接中断，没有优雅下线窗口。推理请用按量（试跑后再转包年包月）。"
        if spot and inference else
        ("竞价实例只用于可重入的任务（训练或可续跑的批量任务）。" if spot else "推理方案中不使用竞价实例。" if inference
         else "训练可用竞价实例，但 checkpoint 间隔 ≤ 15 分钟。"))))
    return out


def _p7(c: Context) -> list[Pitfall]:
    """7: long contract before a trial."""
    w = c.workload
    out: list[Pitfall] = []
    reserved = w.billing == "reserved"
    out.append(Pitfall(id=7, title=TITLES[6], triggered=reserved, why=Msg(
        en="Monthly/yearly reservation chosen before a measured trial: run the real workload on-demand for a few hours, "
           "record step time or tokens/s, then commit." if reserved else
        "Start on-demand; the 24-hour plan below measures before any contract.",
        zh="还没实测就选了包年包月：先按小时跑通真实负载，拿到单步时间或 tokens/s 再签订长期合约。" if reserved else
        "先按量计费；下面的 24 小时验证计划会在签约前拿到实测数据。")))
    return out


def _p8(c: Context) -> list[Pitfall]:
    """8: no checkpoint / backup."""
    inference = serves(c.workload.task)
    spot = c.workload.billing == "spot"
    long_job = (c.job_hours or 0) > 24
    out: list[Pitfall] = []
    if kind_of(c.workload) is WorkKind.BATCH:  # a batch is not stateless serving: its finished shards are the state
        on_spot = c.top is not None and c.top.billing == "spot"
        out.append(Pitfall(id=8, title=TITLES[7], triggered=on_spot or long_job, why=Msg(
            en="A batch job: write each finished shard of outputs to object storage and skip finished shards on restart, "
               "so a reclaim" + (" (this plan is on spot)" if on_spot else "") + " costs only the shard in flight.",
            zh="批量任务：每完成一个分片就把输出写到对象存储，重启时跳过已完成的分片，这样回收"
               + ("（本方案用竞价实例）" if on_spot else "") + "只损失正在跑的那一片。")))
    elif not inference and c.top is None:
        out.append(Pitfall(id=8, title=TITLES[7], triggered=False, why=Msg(
            en="No plan is ranked; whatever you rent, keep checkpoints ≤ 15 min apart in object storage.",
            zh="没有可排名的方案；无论租什么，checkpoint 都应 ≤ 15 分钟一次并写入对象存储。")))
    elif not inference and (spot or long_job):
        took = duration(c.job_hours) if c.job_hours else Msg(en="multi-hour", zh="数小时")
        out.append(Pitfall(id=8, title=TITLES[7], triggered=True, why=Msg(
            en=f"A {took.en} run" + (" on spot" if spot else "") + ": save checkpoints every ≤ 15 min to object storage "
               "(not the instance disk) so a reclaim or failure costs minutes, not the night.",
            zh=f"{took.zh}的训练" + ("（竞价实例）" if spot else "")
               + "：每 ≤ 15 分钟把 checkpoint 写回对象存储（不要只放实例本地盘），回收或故障时只损失几分钟。")))
    else:
        out.append(Pitfall(id=8, title=TITLES[7], triggered=False, why=Msg(
            en="Stateless serving: keep model files and configs in object storage." if inference else
            "Short job on-demand; still keep checkpoints and data off the instance disk.",
            zh="无状态推理服务：模型文件与配置放对象存储。" if inference
            else "短任务、按量计费；checkpoint 与数据仍不要只放实例本地盘。")))
    return out


CHECKS = (_p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8)
