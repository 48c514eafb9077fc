"""Wording for tools/forecast.py: a named time-series forecasting model (Chronos, Chronos-Bolt)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.units import duration_text


def _compute_en(a: Mapping[str, Any]) -> str:
    fit = ("" if a.get("window") is None else
           f" — inside your {a['window']:g} h window on one card" if a.get("cards") == 1 else
           f" — {a['cards']} such cards at once to finish inside your {a['window']:g} h window")
    hist = f"{a['steps']:,.0f} steps of history" if a["said"] else f"its {a['steps']:,.0f}-step context (no history said)"
    return (f"Compute (an estimate): {a['series']:,.0f} series × ≈ {a['gflop']:.1f} GFLOP each ({hist} → {a['patches']} "
            f"patches of 16 + one decoder step; 2 × parameters × tokens) = {a['total']:.2g} FLOP → ≈ {duration_text(a['hours'])} "
            f"on one L4 at an assumed {a['util']:.0%} of its {a['tflops']:g} BF16 TFLOPS{fit}. The utilisation is an "
            "assumption: time 10,000 series at batch 256–1,024 on the card before the first night")


def _compute_zh(a: Mapping[str, Any]) -> str:
    fit = ("" if a.get("window") is None else
           f"——一张卡就能在你的 {a['window']:g} 小时窗口内跑完" if a.get("cards") == 1 else
           f"——要在 {a['window']:g} 小时窗口内跑完需同时用 {a['cards']} 张这样的卡")
    hist = f"{a['steps']:,.0f} 步历史" if a["said"] else f"按其 {a['steps']:,.0f} 步上下文（没说历史长度）"
    return (f"算力（估算）：{a['series']:,.0f} 条序列 × 每条约 {a['gflop']:.1f} GFLOP（{hist} → {a['patches']} 个 16 步"
            f"的 patch + 一步解码；2 × 参数 × token）= {a['total']:.2g} FLOP → 一张 L4 按假设的 {a['util']:.0%} "
            f"利用率（BF16 {a['tflops']:g} TFLOPS）约 {duration_text(a['hours'], 'zh')}{fit}。利用率是假设：第一晚前先在卡上用 "
            "256–1,024 的批量跑 1 万条计时")


ENTRIES: dict[str, E] = {
    "forecast.what": E(
        lambda a: (f"{a['name']} is a time-series forecasting model (Amazon Chronos, {a['params_m']:,.0f} M parameters, "
                   "Apache-2.0), not a chat LLM: a nightly forecast is a batch of inference, "
                   + ("one forward pass a series for the whole horizon" if a["bolt"] else "sampled step by step")
                   + f" — no fine-tune, no LoRA. Its weights are ≈ {a['gb']:.2f} GB in BF16: memory binds on no card, "
                   "and it runs on a CPU too"),
        lambda a: (f"{a['name']} 是时间序列预测模型（Amazon Chronos，{a['params_m']:,.0f} M 参数，Apache-2.0），不是对话大模型："
                   "每晚预测是一批推理，"
                   + ("每条序列一次前向得出整个预测期" if a["bolt"] else "逐步采样生成")
                   + f"——不需要微调，也不是 LoRA。权重 BF16 约 {a['gb']:.2f} GB：任何卡的显存都不是瓶颈，CPU 也能跑")),
    "forecast.compute": E(_compute_en, _compute_zh),
    "forecast.autoregressive": E(
        "{name} samples the horizon step by step (autoregressive), so its time is not estimated here: Chronos-Bolt "
        "does the same job in one pass (its card: up to 250× faster than the original Chronos of the same size) — "
        "time either on one card",
        "{name} 逐步自回归采样预测期，这里不估算它的时间：Chronos-Bolt 一次前向完成同样的任务（其模型卡：比同尺寸的原版 "
        "Chronos 快至多 250 倍）——在一张卡上实测"),
    "forecast.pick": E(
        lambda a: ("Provisional pick: one small inference GPU (an NVIDIA L4 or A10G; on AWS g6.xlarge is one L4, "
                   "g5.xlarge one A10G) rented for the batch each night, or a many-core CPU instance — timed on a pilot"
                   + (" (say how many series and how much history to size the hours)" if a["series"] else "")),
        lambda a: ("暂定方案：每晚按批次租一张小推理卡（NVIDIA L4 或 A10G；AWS 上 g6.xlarge 是一张 L4，g5.xlarge 是一张 "
                   "A10G），或一台多核 CPU 实例——先试跑计时"
                   + ("（告诉我序列条数和历史长度即可估算时长）" if a["series"] else ""))),
    "forecast.proposal": E(
        "The proposed {n} × {gpu} ({mem:,.0f} GB of GPU memory) would hold the {gb:.2f} GB model ≈ {times:,.0f} times "
        "over and sit idle nearly all night: not needed for this job — ask what it guards against (a much larger model, "
        "far more series, training); one card timed on a pilot is the safe start",
        "提议的 {n} × {gpu}（共 {mem:,.0f} GB 显存）能装下这个 {gb:.2f} GB 的模型约 {times:,.0f} 次，整晚几乎闲置："
        "这项任务用不上——先问清楚它要防的是什么（大得多的模型、多得多的序列、还是训练）；一张卡试跑计时才是稳妥的起点"),
}
