"""The words of advisor/core/vla_train_read.py's answer: a π₀ (openpi) fine-tune against the user's card, the hours
and the rental for the full fine-tune; figures from tools/vla_train.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _head(a: Mapping[str, Any], zh: bool) -> str:
    card, gb = a["card"], a["gb"]
    if zh:
        s = (f"π₀（openpi，约 3.3B 的视觉-语言-动作模型：PaliGemma 3B + 约 300M 动作专家）微调：按 openpi 官方显存表，"
             f"全量微调要 > {a['full_gb']:g} GB（A100 80GB / H100），LoRA 要 > {a['lora_gb']:g} GB")
        if card is None:
            return s + "；没说你的卡：24 GB 卡能做 LoRA，全量要 80 GB 卡"
        full = "放得下" if a["full"] else "放不下"
        lora = "放得下" if a["lora"] else "放不下"
        s += f"。你的 {card}（{gb:g} GB）：全量微调{full}，LoRA {lora}"
        if a["lora_h"]:
            s += f"（LoRA 在这张卡上按默认 30,000 步约 {a['lora_h']:,.0f} 小时，只有电费）"
        if a["full_h"]:
            s += f"；全量在这张卡上约 {a['full_h']:,.0f} 小时"
        return s
    s = (f"π₀ (openpi, a ≈ 3.3 B vision-language-action model: PaliGemma 3B + a ≈ 300 M action expert) fine-tune: "
         f"openpi's own memory table says full fine-tuning needs > {a['full_gb']:g} GB (A100 80GB / H100) and LoRA "
         f"> {a['lora_gb']:g} GB")
    if card is None:
        return s + "; no card said: a 24 GB card does LoRA, the full fine-tune needs an 80 GB card"
    full = "fits" if a["full"] else "does NOT fit"
    lora = "fits" if a["lora"] else "does not fit"
    s += f". Your {card} ({gb:g} GB): the full fine-tune {full}; LoRA {lora}"
    if a["lora_h"]:
        s += f" (LoRA at the default 30,000 steps ≈ {a['lora_h']:,.0f} h on it, power only)"
    if a["full_h"]:
        s += f"; the full fine-tune ≈ {a['full_h']:,.0f} h on it"
    return s


def _rent(a: Mapping[str, Any], zh: bool) -> str:
    if a["card"] is None:
        return ("全量微调：这里没有收录你所在地 70 GB 以上单卡的租用价（缺的数字：一张 80 GB 卡的时价），不编价格" if zh
                else "Full fine-tune: no single card over 70 GB is priced here for your place (the figure missing: an "
                     "80 GB card's hourly price) — none is invented")
    where = ("（你所在地以外）" if zh else " (outside your place)") if a["elsewhere"] else ""
    fast = ""
    if a["fast_card"]:
        fast = (f"；最快是 {a['fast_card']}，约 {a['fast_hours']:,.0f} 小时、{a['fast_cost']}" if zh
                else f"; fastest: a {a['fast_card']}, ≈ {a['fast_hours']:,.0f} h, {a['fast_cost']}")
    if zh:
        return (f"全量微调去租一张卡：最便宜的是 {a['card']}（{a['row']}{where}，{a['price']}/小时），约 {a['hours']:,.0f} 小时，"
                f"整次约 {a['cost']}{fast}。openpi 不支持多机训练：要更快就在一台机器里用多卡"
                f"（fsdp_devices），不要多节点集群")
    return (f"Full fine-tune, rent one card: the cheapest is a {a['card']} ({a['row']}{where}, {a['price']}/h), ≈ "
            f"{a['hours']:,.0f} h, ≈ {a['cost']} for the run{fast}. openpi does not train across "
            f"machines: to go faster use several cards in one machine (fsdp_devices), never a multi-node cluster")


def _math(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"算法：openpi 默认 {a['steps']:,} 步 × 批量 {a['batch']}（假设；按步数算，episode 数只决定"
                f"看几遍），每个样本约 {a['tokens']} token（3 路相机 × 256 + 提示 48 + 动作 50，估算），"
                f"6 × 3.3B × token × 样本 ≈ {a['flops']:.2g} FLOP；按卡的 BF16 峰值 × 24% 利用率（假设，先跑 100 步计时）；"
                f"数据先转成 LeRobot 格式（CPU / 磁盘活）；微调后在真机上评估（来源：{a['source']}）")
    return (f"How: openpi's default {a['steps']:,} steps × batch {a['batch']} (ASSUMED; steps, not episodes — the "
            f"episodes only set how many passes), ≈ {a['tokens']} tokens a sample (3 cameras × 256 + a 48-token prompt "
            f"+ 50 action steps, an estimate), 6 × 3.3 B × tokens × samples ≈ {a['flops']:.2g} FLOP, at 24 % of the "
            f"card's BF16 peak (assumed; time the first 100 steps); convert the episodes to LeRobot format first (CPU "
            f"and disk work) and evaluate on the robot (source: {a['source']})")


ENTRIES = {"vla.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "vla.rent": E(lambda a: _rent(a, False), lambda a: _rent(a, True)),
           "vla.math": E(lambda a: _math(a, False), lambda a: _math(a, True))}
