"""The words of tools/schedule.py: a service switched on each day (its start-up and its machine's availability)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _minutes(a: Mapping[str, Any]) -> str:
    m = a["minutes"]
    return f"{m:,.0f}" if m >= 1 else "< 1"


ENTRIES: dict[str, E] = {
    # tools.schedule.daily_start: one line, beside a service priced at some hours a day
    "schedule.daily_start": E(
        lambda a: (f"Switched on each day: loading the {a['weights_gb']:,.0f} GB of weights takes ≥ {_minutes(a)} min "
                   f"(at {a['gbps']:g} GB/s from a fast disk; slower from object storage), billed, before the first "
                   f"answer, so start it before people arrive; an on-demand {a['gpus']} × {a['gpu']} machine is not "
                   "guaranteed free each morning (a reservation is, but is billed for the whole month)"),
        lambda a: (f"每天开机：加载 {a['weights_gb']:,.0f} GB 权重至少 {_minutes(a)} 分钟（高速盘 {a['gbps']:g} GB/s，"
                   f"对象存储更慢），计费且在第一个回答之前，请在上班前开机；按量的 {a['gpus']} × {a['gpu']} 不保证每天早上"
                   "都有空闲（预留实例有保证，但按整月计费）")),
    # tools.serverless.serverless_said: a service asked for as serverless / scale-to-zero
    "serverless.said": E(
        lambda a: (f"Scale-to-zero: a cold worker reads the {a['weights_gb']:,.0f} GB of weights and starts the engine "
                   f"before its first token, ≈ {a['cold_lo']:.1f}–{a['cold_hi']:.1f} min; at {a['requests']:,.0f} "
                   f"requests a day with a {a['timeout_min']:g}-min idle timeout "
                   + (f"≈ {a['cold']:,} of them meet that wait (keep one worker warm in working hours if they cannot)"
                      if a['cold'] else "almost none meet it (a warm worker is nearly always up)")
                   + ". Billed by the second: "
                   + (f"≈ {a['h_hi']:.1f} GPU-hours a day, {a['month_hi']} a month at " if a['one'] else
                      f"≈ {a['h_lo']:.1f}–{a['h_hi']:.1f} GPU-hours a day, {a['month_lo']}–{a['month_hi']} a month at ")
                   + f"this row's hourly rate (a serverless per-second rate is often higher: read the provider's), "
                   f"against {a['kept']} for the machine kept up its {a['kept_hours']:,.0f} h a month with no cold "
                   "starts; "
                   + (f"the two bills meet near {a['even']:,} requests a day: above it, keep the machine up instead"
                      if a['even'] else "kept up is dearer at any load")),
        lambda a: (f"缩容到零：冷启动的实例要先读 {a['weights_gb']:,.0f} GB 权重并启动引擎，首个 token 前约 "
                   f"{a['cold_lo']:.1f}–{a['cold_hi']:.1f} 分钟；每天 {a['requests']:,.0f} 个请求、空闲 "
                   f"{a['timeout_min']:g} 分钟后缩容时，"
                   + (f"约 {a['cold']:,} 个请求要等这一次冷启动（等不了就在上班时间保留一个热实例）" if a['cold'] else
                      "几乎没有请求要等冷启动（热实例几乎一直在）")
                   + "。按秒计费："
                   + (f"每天约 {a['h_hi']:.1f} GPU 小时，按这一行的小时价每月 {a['month_hi']}" if a['one'] else
                      f"每天约 {a['h_lo']:.1f}–{a['h_hi']:.1f} GPU 小时，按这一行的小时价每月 {a['month_lo']}–{a['month_hi']}")
                   + f"（serverless 的按秒价常更高，以服务商报价为准），对比整机按每月 "
                   f"{a['kept_hours']:,.0f} 小时开着、没有冷启动的 {a['kept']}；"
                   + (f"两种账单在每天约 {a['even']:,} 个请求时持平：超过就改为常开机器"
                      if a['even'] else "任何负载下常开都更贵"))),
}
