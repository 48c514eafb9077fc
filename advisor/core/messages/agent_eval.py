"""The words of an agent evaluation run read as a batch of episodes (advisor/core/agent_eval_read.py,
tools/agent_eval.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    head = (f"Read as an agent evaluation run, a batch of episodes (not one chat user): {a['traj']:,} trajectories × "
            f"{a['turns']:,} turns = {a['steps']:,} model steps, each priced below as one batch request (spot allowed). "
            f"Each turn re-sends its trajectory's history, served from the prefix cache (keep a trajectory's turns on "
            f"one replica: the answer's \"shared instruction\" is that cached history), so it prefills only ≈ "
            f"{a['new']:,} new tokens (tool output) and writes ≈ {a['out']:,} (both assumed, measure on a pilot): ≈ "
            f"{a['prefill_m']:,.0f} M new prompt tokens and ≈ {a['output_m']:,.0f} M output tokens in all, the average "
            f"turn reading {a['avg']:,} of the {a['cap']:,}-token cap.")
    if a["in_flight"] is None:
        loop = (f" No deadline read: each trajectory takes ≈ {a['traj_min']:.0f} min ({a['turns']:,} turns × "
                f"{a['turn_s']:.0f} s of model step and sandbox, assumed), so say by when to size how many run at once.")
    else:
        loop = (f" The agent loop sets the wall clock: each turn waits for the model and the sandbox (≈ "
                f"{a['turn_s']:.0f} s assumed; All Hands AI report ≈ 10 min for one SWE-bench Lite instance), so a "
                f"trajectory takes ≈ {a['traj_min']:.0f} min; the trajectories in flight are below.")
    tail = (" The sandboxes (one container per trajectory in flight, with CPU, RAM and disk for the repositories' "
            "Docker images) run on a CPU fleet outside this GPU bill. Spot suits it: write each finished trajectory "
            "out and have the harness skip finished ones on restart, so a reclaim loses only those in flight.")
    return head + loop + tail


def _zh(a: Mapping[str, Any]) -> str:
    head = (f"按智能体评测任务理解，是一批回合（episode）的批处理，不是一个聊天用户：{a['traj']:,} 条轨迹 × {a['turns']:,} 轮 = "
            f"{a['steps']:,} 次模型调用，下面每次调用按一个批处理请求计价（可用竞价实例）。每轮会重发该轨迹的历史，由前缀缓存命中"
            f"（同一轨迹的各轮固定在同一副本上：答案里的“共用指令”就是这段缓存的历史），所以每轮只预填约 {a['new']:,} 个新 token"
            f"（工具输出）、生成约 {a['out']:,} 个（均为假设，请先小规模实测）：合计约 {a['prefill_m']:,.0f} M 新提示 token、约 "
            f"{a['output_m']:,.0f} M 输出 token，平均每轮读 {a['avg']:,} token（上限 {a['cap']:,}）。")
    if a["in_flight"] is None:
        loop = (f"未读到期限：每条轨迹约 {a['traj_min']:.0f} 分钟（{a['turns']:,} 轮 × 每轮模型加沙箱约 {a['turn_s']:.0f} 秒，"
                f"假设），请说明何时要跑完，才能算出要同时跑多少条。")
    else:
        loop = (f"总耗时由智能体循环决定：每轮要等模型和沙箱（假设约 {a['turn_s']:.0f} 秒；All Hands AI 报告 SWE-bench Lite "
                f"单题约 10 分钟），每条轨迹约 {a['traj_min']:.0f} 分钟；同时在跑的轨迹数见下文。")
    tail = ("沙箱（每条在跑的轨迹一个容器，需 CPU、内存和放各仓库 Docker 镜像的磁盘）跑在 CPU 机群上，不在这份 GPU 账单里。"
            "适合用竞价实例：每条轨迹跑完就写出结果，重启时跳过已完成的，回收只损失正在跑的那些。")
    return head + loop + tail


def _loop_en(a: Mapping[str, Any]) -> str:
    kv = "" if a["kv_all"] is None else (f", whose KV cache at the average context is ≈ {a['kv_each']:.1f} GiB each, "
                                         f"≈ {a['kv_all']:,.0f} GiB in all")
    return (f"Agent loop: to finish {a['traj']:,} trajectories (≈ {a['traj_min']:.0f} min each at ≈ {a['turn_s']:.0f} s "
            f"a turn, assumed) within {a['deadline']:g} h with {a['spare']:.0%} of it spare, run ≈ {a['in_flight']:,} "
            f"trajectories in flight{kv}, and as many sandboxes. The machine is held for the loop, not only its "
            f"compute: the table's time and cost are max(GPU compute, {a['traj']:,} ÷ {a['in_flight']:,} × "
            f"{a['traj_min']:.0f} min ≈ {a['loop_h']:,.1f} h), so a later deadline needs fewer in flight on fewer, "
            f"cheaper cards held longer.")


def _loop_zh(a: Mapping[str, Any]) -> str:
    kv = "" if a["kv_all"] is None else (f"，按平均上下文每条 KV 缓存约 {a['kv_each']:.1f} GiB，合计约 {a['kv_all']:,.0f} GiB")
    return (f"智能体循环：要在 {a['deadline']:g} 小时内（留 {a['spare']:.0%} 余量）跑完 {a['traj']:,} 条轨迹（每轮假设约 "
            f"{a['turn_s']:.0f} 秒，每条约 {a['traj_min']:.0f} 分钟），需同时跑约 {a['in_flight']:,} 条轨迹{kv}，"
            f"沙箱也要这么多个。"
            f"机器在整个循环期间都被占用，不只是计算时间：表中时间和费用取 max(GPU 计算时间, {a['traj']:,} ÷ "
            f"{a['in_flight']:,} × {a['traj_min']:.0f} 分钟 ≈ {a['loop_h']:,.1f} 小时)，所以期限越晚，同时跑的越少，"
            f"用更少、更便宜的卡跑更久。")


ENTRIES: dict[str, E] = {
    "agent_eval.loop": E(_loop_en, _loop_zh),
    "agent_eval.read": E(_en, _zh),
}
