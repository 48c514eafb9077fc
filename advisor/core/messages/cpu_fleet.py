"""The words of the CPU-fleet verdict (advisor/core/cpu_fleet.py): an LLM on the user's own CPU-only servers, judged
before the GPU rental; every figure from tools/cpu_fleet.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _head(a: Mapping[str, Any], zh: bool) -> str:
    v, box = a["verdict"], f"{a['sockets']} × {a['cpu']}"
    if v == "slow":
        return (f"**不行：一个 {a['cpu']} 插槽上 {a['model']}（{a['quant']}，llama.cpp）每路只有 ≈ {a['tps']:.0f} token/s，"
                f"低于每位用户 {a['floor']:g} token/s 的下限；CPU 服务器撑不起这个负载，见下方 GPU 方案。**" if zh else
                f"**No: one {a['cpu']} socket decodes {a['model']} ({a['quant']}, llama.cpp) at ≈ {a['tps']:.0f} tok/s a "
                f"stream, under the {a['floor']:g} tok/s each user needs; the CPU servers cannot carry this load. "
                "The GPU plan is below.**")
    if v == "unknown":
        return (f"**CPU 服务器（每台 {box}）可以跑 {a['model']}（{a['quant']}，llama.cpp）：{a['users']} 人同时在用需要 "
                f"{a['need']} 台，每人 ≈ {a['tps']:.0f} token/s；但 {a['long']:,} token 的提示要等 ≈ {a['long_s']:.0f} 秒才出"
                "第一个字。说一下你们有几台，我给出够不够。**" if zh else
                f"**CPU servers ({box} each) can run {a['model']} ({a['quant']}, llama.cpp): {a['users']} users at once "
                f"need {a['need']} servers at ≈ {a['tps']:.0f} tok/s each; but a {a['long']:,}-token prompt waits "
                f"≈ {a['long_s']:.0f} s for its first token. Say how many you have for a yes or no.**")
    if v == "yes":
        return (f"**可以，但只适合短对话：你们 {a['stated']} 台 CPU 服务器（每台 {box}）里 {a['need']} 台就够 {a['users']} 人同时"
                f"用 {a['model']}（{a['quant']}，llama.cpp），每人 ≈ {a['tps']:.0f} token/s；但 {a['long']:,} token 的提示"
                f"（系统提示 + 历史或检索内容）要等 ≈ {a['long_s']:.0f} 秒才出第一个字。**" if zh else
                f"**Yes, for short chats: {a['need']} of your {a['stated']} CPU servers ({box} each) serve {a['users']} "
                f"users at once with {a['model']} ({a['quant']}, llama.cpp) at ≈ {a['tps']:.0f} tok/s each; but a "
                f"{a['long']:,}-token prompt (system prompt + history or retrieved text) waits ≈ {a['long_s']:.0f} s "
                "for its first token.**")
    if v == "yes_slow_start":
        return (f"**能跑，但每次回答都起步慢：你们 {a['stated']} 台 CPU 服务器（每台 {box}）里 {a['need']} 台够 "
                f"{a['users']} 人同时用 {a['model']}（{a['quant']}，llama.cpp），每人 ≈ {a['tps']:.0f} token/s；"
                f"但 {a['prompt']:,} token 的短提示也要等 "
                f"≈ {a['first']:.0f} 秒才出第一个字，{a['long']:,} token 的提示 ≈ {a['long_s']:.0f} 秒。**" if zh else
                f"**It runs, but every answer starts slowly: {a['need']} of your {a['stated']} CPU servers ({box} each) "
                f"serve {a['users']} users at once with {a['model']} ({a['quant']}, llama.cpp) at ≈ {a['tps']:.0f} tok/s "
                f"each; but even a {a['prompt']:,}-token prompt waits ≈ {a['first']:.0f} s for its first token, a "
                f"{a['long']:,}-token one ≈ {a['long_s']:.0f} s.**")
    return (f"**不够：你们 {a['stated']} 台 CPU 服务器（每台 {box}）在每人 ≥ {a['floor']:g} token/s 时"
            f"只能同时服务 {a['cap']} 人；"
            f"{a['users']} 人同时在用需要 {a['need']} 台。**" if zh else
            f"**No: your {a['stated']} CPU servers ({box} each) hold {a['cap']} users at once at ≥ {a['floor']:g} tok/s "
            f"each; {a['users']} users at once need {a['need']} servers.**")


def _assumed(a: Mapping[str, Any], zh: bool) -> str:
    src = ("Intel ARK" if a["confirmed"] else "Intel ARK 数据，尚未复核") if zh else \
        ("Intel ARK" if a["confirmed"] else "Intel ARK figures, not yet re-checked")
    return (f"没说 CPU 型号：假设每台 {a['sockets']} × {a['cpu']}（每颗 {a['cores']} 核，{a['ddr']}，{src}）；"
            "告诉我实际型号会改变结果。"
            if zh else f"No CPU model named: assumed {a['sockets']} × {a['cpu']} a server ({a['cores']} cores, {a['ddr']} a "
            f"socket, {src}); name yours to change it.")


def _decode(a: Mapping[str, Any], zh: bool) -> str:
    ram = "" if a["fits_ram"] is None else (
        (f"；每插槽一份权重，共 {a['ram_weights']:.1f} GB，内存放得下" if a["fits_ram"] else
         f"；每插槽一份权重共 {a['ram_weights']:.1f} GB，内存不够") if zh else
        (f"; one copy a socket, {a['ram_weights']:.1f} GB, fits the RAM" if a["fits_ram"] else
         f"; one copy a socket, {a['ram_weights']:.1f} GB, does not fit the RAM"))
    return (f"生成：每个插槽跑一个 llama.cpp 进程（绑定 NUMA），每个 token 读一遍 {a['weights']:.1f} GB 的 {a['quant']} 权重，"
            f"内存 {a['ddr']}（峰值 {a['bw']:.0f} GB/s，实际约 {a['eff']:.0%}）→ 每路 ≈ {a['tps']:.0f} token/s；每台 "
            f"{a['per_server']} 人（每人 ≥ {a['floor']:g} token/s；CPU 上并发批处理帮助不大）{ram}" if zh else
            f"Decode: one llama.cpp process a socket (NUMA-pinned) reads the {a['weights']:.1f} GB {a['quant']} weights "
            f"each token from {a['ddr']} ({a['bw']:.0f} GB/s peak, ≈ {a['eff']:.0%} reached) → ≈ {a['tps']:.0f} tok/s a "
            f"stream; {a['per_server']} users a server at ≥ {a['floor']:g} tok/s each (batching helps little on CPU){ram}")


def _prefill(a: Mapping[str, Any], zh: bool) -> str:
    unit = "AMX" if a["amx"] else "AVX-512" if a["fpc"] >= 64 else "AVX2/AVX-512, 1 FMA"
    return (f"首字延迟：预填充靠 CPU 算力，每插槽 ≈ {a['pp']:.0f} token/s（{a['cores']} 核 × {a['ghz']:g} GHz × "
            f"{a['fpc']} FLOPs/周期 {unit} × 约 {a['eff']:.0%}）→ {a['prompt']:,} token 的提示 ≈ {a['first']:.1f} 秒，"
            f"{a['long']:,} token 的提示 ≈ {a['long_s']:.0f} 秒；同时发来的提示要排队" if zh else
            f"First token: prefill runs on CPU FLOPs, ≈ {a['pp']:.0f} tokens/s a socket ({a['cores']} cores × "
            f"{a['ghz']:g} GHz × {a['fpc']} FLOPs/cycle {unit} × ≈ {a['eff']:.0%}) → a {a['prompt']:,}-token prompt "
            f"≈ {a['first']:.1f} s, a {a['long']:,}-token one ≈ {a['long_s']:.0f} s; prompts sent at once queue")


def _power(a: Mapping[str, Any], zh: bool) -> str:
    label = ("（美国商业电价 2024 年均值，EIA；说出你们的电价会改变结果）" if zh else
             " (US commercial average 2024, EIA; say your price to change it)") if a["labelled"] else ""
    gpu = "" if not a["gpu"] else (
        f"；下方 GPU 方案全天候 ≈ {a['gpu']}/月（{a['plan']}），" + ("CPU 电费更便宜" if a["cheaper"] else "比 CPU 电费还便宜")
        if zh else f"; the GPU plan below, around the clock, ≈ {a['gpu']} a month ({a['plan']}): "
        + ("the CPUs' power is cheaper" if a["cheaper"] else "cheaper than the CPUs' power alone"))
    return (f"电费：{a['servers']} 台 × {a['watts']:.0f} W（{a['sockets']} × {a['tdp']:.0f} W TDP + {a['platform']:.0f} W 内存、"
            f"硬盘、风扇）× {a['hours']} 小时 × {a['rate']}/kWh{label} ≈ {a['power']}/月（满载、未计制冷）{gpu}；"
            "运维人力未计" if zh else
            f"Power: {a['servers']} servers × {a['watts']:.0f} W ({a['sockets']} × {a['tdp']:.0f} W TDP + "
            f"{a['platform']:.0f} W memory, disks, fans) × {a['hours']} h × {a['rate']}/kWh{label} ≈ {a['power']} a month "
            f"(full load, before cooling){gpu}; staff time not counted")


ENTRIES = {"cpu_fleet.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "cpu_fleet.kept": E(
               lambda a: ("Your CPU-only servers" + (f" ({a['servers']:,})" if a.get("servers") else "")
                          + " from earlier in this thread, judged again with this turn's change; say you will rent "
                            "GPUs to drop them"),
               lambda a: ("沿用本对话前面说的无 GPU 服务器" + (f"（{a['servers']:,} 台）" if a.get("servers") else "")
                          + "，按这一轮的改动重新判断；如果改为租 GPU，请直接说")),
           "cpu_fleet.assumed": E(lambda a: _assumed(a, False), lambda a: _assumed(a, True)),
           "cpu_fleet.decode": E(lambda a: _decode(a, False), lambda a: _decode(a, True)),
           "cpu_fleet.prefill": E(lambda a: _prefill(a, False), lambda a: _prefill(a, True)),
           "cpu_fleet.power": E(lambda a: _power(a, False), lambda a: _power(a, True)),
           "cpu_fleet.pilot": E("Planning estimates: time one server with llama-bench (pp512 for prefill, tg128 for "
                                "decode) before deciding.",
                                "以上为估算：决定前用 llama-bench 在一台服务器上实测（pp512 测预填充，tg128 测生成）。")}
