"""The words of tools/own_card.py: the largest model a user's own consumer card (a laptop's, a gaming PC's) holds in
4-bit when the one asked does not fit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    bigger = (f"; {a['bigger']} Q4_K_M needs ≈ {a['bigger_gb']:,.1f} GB, more than the card has, so it runs only with "
              "part of its layers in system RAM (llama.cpp --n-gpu-layers): several times slower, measure it"
              if a["bigger"] else "")
    return (f"Not on your own {a['gpu']}: {a['asked']} needs ≈ {a['asked_gb']:,.1f} GB even as a 4-bit Q4_K_M GGUF, "
            f"against ≈ {a['room']:,.1f} GB usable ({a['memory']:,.1f} GB less ≈ {a['margin']:g} GB for the desktop, "
            f"the CUDA context and activations). The largest that fits: {a['model']} Q4_K_M ≈ {a['gb']:,.1f} GB at "
            f"{a['ctx']:,} tokens, ≈ {a['tps']:,.0f} tokens/s for one user (decode from the card's {a['bw']:,.0f} GB/s) "
            f"with llama.cpp, Ollama or LM Studio — no rental{bigger}. A smaller model than {a['asked']}: check its "
            "output on your own tasks first")


def _zh(a: Mapping[str, Any]) -> str:
    bigger = (f"；{a['bigger']} 的 Q4_K_M 需约 {a['bigger_gb']:,.1f} GB，超过这张卡，只能把部分层放到内存里跑"
              "（llama.cpp --n-gpu-layers），会慢好几倍，请实测" if a["bigger"] else "")
    return (f"你自己的 {a['gpu']} 跑不了 {a['asked']}：即使用 4-bit Q4_K_M GGUF 也需约 {a['asked_gb']:,.1f} GB，"
            f"这张卡可用约 {a['room']:,.1f} GB（{a['memory']:,.1f} GB 减去桌面、CUDA 上下文和激活值约 {a['margin']:g} GB）。"
            f"装得下的最大模型：{a['model']} Q4_K_M，{a['ctx']:,} token 时约 {a['gb']:,.1f} GB，单人约 {a['tps']:,.0f} "
            f"tokens/s（按这张卡 {a['bw']:,.0f} GB/s 带宽估算解码），用 llama.cpp、Ollama 或 LM Studio 跑，不用租{bigger}。"
            f"比 {a['asked']} 小的模型：先在自己的任务上检查输出质量")


def _fits_en(a: Mapping[str, Any]) -> str:
    return (f"Yes, on your own {a['gpu']} as a 4-bit build: {a['asked']} Q4_K_M GGUF ≈ {a['gb']:,.1f} GB at "
            f"{a['ctx']:,} tokens against ≈ {a['room']:,.1f} GB usable ({a['memory']:,.1f} GB less ≈ {a['margin']:g} GB "
            f"for the desktop, the CUDA context and activations), ≈ {a['tps']:,.0f} tokens/s for one user (decode from "
            f"the card's {a['bw']:,.0f} GB/s) with llama.cpp, Ollama or LM Studio — no rental; its 16-bit weights do "
            "not fit. 4-bit costs a little quality: check it on your own tasks")


def _fits_zh(a: Mapping[str, Any]) -> str:
    return (f"可以，用你自己的 {a['gpu']} 跑 4-bit 版：{a['asked']} Q4_K_M GGUF 在 {a['ctx']:,} token 时约 "
            f"{a['gb']:,.1f} GB，这张卡可用约 {a['room']:,.1f} GB（{a['memory']:,.1f} GB 减去桌面、CUDA 上下文和激活值约 "
            f"{a['margin']:g} GB），单人约 {a['tps']:,.0f} tokens/s（按这张卡 {a['bw']:,.0f} GB/s 带宽估算解码），"
            "用 llama.cpp、Ollama 或 LM Studio 跑，不用租；16 位权重放不下。4-bit 会损失一点质量：先在自己的任务上检查")


def _class_en(a: Mapping[str, Any]) -> str:
    rows = "; ".join(a["rows"])
    return (f"On your own machine (no cloud): {a['asked']} as a 4-bit Q4_K_M GGUF needs ≈ {a['asked_gb']:,.1f} GB of "
            f"GPU memory for one user at {a['ctx']:,} tokens. What a card of each size holds in Q4_K_M, keeping "
            f"≈ {a['margin']:g} GB for the desktop and the CUDA context: {rows} (llama.cpp, Ollama or LM Studio; "
            "smaller than the model asked: check its output on your tasks). Which GPU and how much memory does your "
            "machine have? I size it on that card")


def _class_zh(a: Mapping[str, Any]) -> str:
    rows = "；".join(a["rows"])
    return (f"用你自己的机器（不上云）：{a['asked']} 用 4-bit Q4_K_M GGUF，单人 {a['ctx']:,} token 需约 "
            f"{a['asked_gb']:,.1f} GB 显存。各种显存的卡用 Q4_K_M 能装下的（留约 {a['margin']:g} GB 给桌面和 CUDA 上下文）："
            f"{rows}（用 llama.cpp、Ollama 或 LM Studio；比所问模型小的，先在自己的任务上检查输出）。你的机器是哪张显卡、"
            "多少显存？告诉我就按那张卡算")


def _off_en(a: Mapping[str, Any]) -> str:
    budget = (f", or cap it at ≈ {a['budget']:,} tokens an answer (≈ {a['budget_gb']:,.1f} GB at "
              f"{a['ctx'] + a['budget']:,} tokens, still fits)" if a["budget"] else "")
    return (f"Yes, on your own {a['gpu']} with thinking off: {a['asked']} Q4_K_M GGUF ≈ {a['gb']:,.1f} GB at "
            f"{a['ctx']:,} tokens against ≈ {a['room']:,.1f} GB usable ({a['memory']:,.1f} GB less ≈ {a['margin']:g} GB "
            f"for the desktop, the CUDA context and activations), ≈ {a['tps']:,.0f} tokens/s for one user (decode from "
            f"the card's {a['bw']:,.0f} GB/s) with llama.cpp, Ollama or LM Studio — no rental. What does not fit: "
            f"the model's default {a['think']:,} thinking tokens an answer (assumed, you did not ask for them) make "
            f"{a['full_ctx']:,} tokens ≈ {a['full_gb']:,.1f} GB; switch thinking off ({a['switch']}){budget}. Say "
            "\"with thinking\" to size it with the full thinking")


def _off_zh(a: Mapping[str, Any]) -> str:
    budget = (f"，或把每个回答的思考限制在约 {a['budget']:,} token（{a['ctx'] + a['budget']:,} token 时约 "
              f"{a['budget_gb']:,.1f} GB，仍装得下）" if a["budget"] else "")
    return (f"可以，关闭思考后用你自己的 {a['gpu']} 就能跑：{a['asked']} Q4_K_M GGUF 在 {a['ctx']:,} token 时约 "
            f"{a['gb']:,.1f} GB，这张卡可用约 {a['room']:,.1f} GB（{a['memory']:,.1f} GB 减去桌面、CUDA 上下文和激活值约 "
            f"{a['margin']:g} GB），单人约 {a['tps']:,.0f} tokens/s（按这张卡 {a['bw']:,.0f} GB/s 带宽估算解码），"
            f"用 llama.cpp、Ollama 或 LM Studio 跑，不用租。装不下的是：模型默认每个回答思考 {a['think']:,} token"
            f"（这是假设，你没有要求），合计 {a['full_ctx']:,} token 约 {a['full_gb']:,.1f} GB；关闭思考（{a['switch']}）"
            f"{budget}。说“开启思考”即按完整思考估算")


ENTRIES = {
    "own_card.fits_thinking_off": E(_off_en, _off_zh),
    "own_card.by_class": E(_class_en, _class_zh),
    "own_card.class_row": E("{card_gb} GB: {model} (≈ {gb:,.1f} GB)", "{card_gb} GB：{model}（约 {gb:,.1f} GB）"),
    "own_card.fits_in_4bit": E(_fits_en, _fits_zh),
    "own_card.ladder": E(_en, _zh),
    "own_card.headline": E("{way}", "{way}"),
}
