"""The words of advisor/core/local_card.py: a card to buy for one's own computer (tools.local_card)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _uses(a: Mapping[str, Any], zh: bool) -> str:
    both = a["image"] and a["llm"]
    if zh:
        return "AI 画图加本地 LLM" if both else "AI 画图" if a["image"] else "本地 LLM" if a["llm"] else "AI 画图和本地 LLM"
    return ("AI images and a local LLM" if both else "AI images" if a["image"] else "a local LLM" if a["llm"]
            else "AI images and a local LLM")


def _mark(a: Mapping[str, Any], size: int, zh: bool) -> str:
    ok = a["fit16"] if size == 16 else a["fit24"]
    if not ok:
        return f"❌ {size} GB"
    if size == 16 and a["tight16"]:
        return f"⚠️ {size} GB（偏紧）" if zh else f"⚠️ {size} GB (tight)"
    return f"✅ {size} GB"


def _more(a: Mapping[str, Any], zh: bool) -> str:
    """One 32 GB card and two 24 GB cards for the use (tools.local_card.fits_class); nothing when not weighed."""
    if "fit32" not in a:
        return ""
    big = ("❌ 32 GB" if not a["fit32"] else ("⚠️ 32 GB（偏紧）" if zh else "⚠️ 32 GB (tight)") if a["tight32"]
           else "✅ 32 GB")
    pair = ("✅ " if a["fit2x24"] else "❌ ") + "2 × 24 GB"
    return f"，{big}，{pair}" if zh else f", {big}, {pair}"


ENTRIES: dict[str, E] = {
    "local.head": E(
        lambda a: (f"For {_uses(a, False)} on your own PC, memory decides: a new 16 GB Blackwell card (RTX 5060 Ti 16 GB "
                   "/ RTX 5070 Ti) holds what is ✅ at 16 GB below; "
                   + ("a used 24 GB RTX 3090 is the way to what is ❌ at 16 GB (a 32 B-class LLM at 4-bit)"
                      if a["need_24"] else "a used 24 GB RTX 3090 gives room to grow")),
        lambda a: (f"自己电脑上跑{_uses(a, True)}，关键看显存：全新的 16 GB Blackwell 卡（RTX 5060 Ti 16GB / RTX 5070 Ti）"
                   "装得下下面 16 GB 标 ✅ 的用法；"
                   + ("16 GB 标 ❌ 的（4-bit 的 32B 级 LLM）要靠二手 24 GB 的 RTX 3090" if a["need_24"]
                      else "二手 24 GB 的 RTX 3090 留有余量"))),
    "local.use": E(
        lambda a: f"{a['name']}: ≈ {a['gb']:,.1f} GB on the card → {_mark(a, 16, False)}, {_mark(a, 24, False)}"
                  + _more(a, False),
        lambda a: f"{a['name']}：卡上约 {a['gb']:,.1f} GB → {_mark(a, 16, True)}，{_mark(a, 24, True)}" + _more(a, True)),
    "local.bigger": E(
        lambda a: (f"One RTX 5090 against two used RTX 3090s: the 5090 has {a['gb']:,.0f} GB on one card"
                   + (f", {a['bw']:,.0f} GB/s" if a.get("bw") else "") + (f", {a['tdp']:,.0f} W" if a.get("tdp") else "")
                   + (", and holds SDXL beside a 4-bit 32 B LLM at a 4K context on that one card" if a.get("both")
                      else "") + "; two 3090s have 48 GB for an LLM split by layers "
                     "(llama.cpp, or vLLM tensor parallel) but an image model uses one 24 GB card"
                   + (f", {2 * a['tdp_used']:,.0f} W for the pair" if a.get("tdp_used") else "")
                   + " — a power supply and a board with two x16-length slots spaced for two triple-slot cards"),
        lambda a: (f"一张 RTX 5090 对比两张二手 RTX 3090：5090 单卡 {a['gb']:,.0f} GB"
                   + (f"，带宽 {a['bw']:,.0f} GB/s" if a.get("bw") else "") + (f"，{a['tdp']:,.0f} W" if a.get("tdp") else "")
                   + ("，一张卡上就能同时放下 SDXL 和 4K 上下文的 4-bit 32B LLM" if a.get("both") else "")
                   + "；两张 3090 共 48 GB，LLM 可按层拆到两张卡上（llama.cpp，或 vLLM 张量并行），"
                     "但图像模型只用得上一张 24 GB"
                   + (f"，两张共 {2 * a['tdp_used']:,.0f} W" if a.get("tdp_used") else "")
                   + "——电源和主板（两条间距够放两张三槽卡的 x16 插槽）都要跟上")),
    "local.cards": E(
        lambda a: (f"Used RTX 3090: {a['gb']:,.0f} GB"
                   + (f", {a['bw']:,.0f} GB/s (LLM tokens/s follow the bandwidth)" if a.get("bw") else "")
                   + (f", {a['tdp']:,.0f} W" if a.get("tdp") else "")
                   + "; Ampere has no FP8 tensor cores (FLUX FP8 runs as stored weights, not FP8 math), and a used card "
                     "has no warranty — test it under load. New 16 GB Blackwell: warranty, FP8/FP4 tensor cores, lower "
                     "power, but 16 GB caps a local LLM near 14 B at 4-bit and leaves FLUX.1-dev little room"),
        lambda a: (f"二手 RTX 3090：{a['gb']:,.0f} GB"
                   + (f"，带宽 {a['bw']:,.0f} GB/s（LLM 每秒 token 数随带宽走）" if a.get("bw") else "")
                   + (f"，{a['tdp']:,.0f} W" if a.get("tdp") else "")
                   + "；Ampere 没有 FP8 张量核心（FLUX FP8 只是按 FP8 存权重，不是 FP8 计算），二手卡没有保修——买前满载测试。"
                     "全新 16 GB Blackwell：有保修，支持 FP8/FP4 张量核心，功耗更低，但 16 GB 让本地 LLM 止步于 4-bit 14B 左右，"
                     "FLUX.1-dev 也只剩很少余量")),
    "local.assumed": E(
        lambda a: (f"Assumed: 1024×1024 images, llama.cpp Q4_K_M ({a['bits']:g} bits a weight), a {a['ctx']:,}-token "
                   f"chat context, {a['margin']:g} GB left for the desktop and activations. I hold no shop prices: "
                   + (f"check each class's local price against your {a['budget']}" if a.get("budget")
                      else "check each class's local price against your budget")),
        lambda a: (f"假设：图片 1024×1024，llama.cpp Q4_K_M（每个权重 {a['bits']:g} bit），对话上下文 {a['ctx']:,} token，"
                   f"留 {a['margin']:g} GB 给桌面和激活值。我这里没有零售价："
                   + (f"请按当地价格对照你的预算 {a['budget']}" if a.get("budget") else "请按当地价格对照你的预算"))),
    "local.ask": E(
        "Which matters more to you: the largest local LLM (→ 24 GB, the used 3090) or a new card with warranty and FP8 "
        "(→ 16 GB Blackwell)? And name the models if they differ from these",
        "你更看重哪一点：能跑更大的本地 LLM（→ 24 GB，二手 3090），还是全新有保修、支持 FP8（→ 16 GB Blackwell）？"
        "如果要跑的模型不是上面这些，告诉我名字"),
}
