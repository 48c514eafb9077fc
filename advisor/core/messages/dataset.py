"""The words of tools/dataset.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

UNIT_EN = {"examples": "examples", "images": "images", "tokens": "tokens", "audio_hours": "hours of audio"}
UNIT_ZH = {"examples": "条样本", "images": "张图片", "tokens": "token", "audio_hours": "小时音频"}

ENTRIES: dict[str, E] = {
    "dataset.unit": pick("unit", UNIT_EN, UNIT_ZH),
    "dataset.epochs": E(lambda a: f" × {a['epochs']:g} epoch{'s' if a['epochs'] != 1 else ''}{a['assumed'] or ''}",
                        " × {epochs:g} 轮{assumed}"),
    "dataset.epochs.assumed": E(" (1 pass assumed)", "（按 1 轮）"),
    "dataset.tokens_each": E(" × {per:,.0f} tokens each (stated)", " × 每条 {per:,.0f} token（已说明）"),
    "dataset.at_most_a_sequence": E(
        " × at most {seq_len:,} tokens each (assumed: an example's length, not the context; say the real length to "
        "tighten)",
        " × 每条最多 {seq_len:,} token（假设值：样本自身长度，不是上下文；告诉我实际长度可更准）"),
    "dataset.image_a_sequence": E(
        " × at most {seq_len:,} tokens each (assumed: one image with its text is one training sample; a 1024 × 1024 "
        "image is ≈ 1,300 visual tokens in Qwen2.5-VL; say the image size or tokens per image to tighten)",
        " × 每张最多 {seq_len:,} token（假设值：一张图连同文字是一条训练样本；Qwen2.5-VL 中 1024 × 1024 的图约 1,300 个视觉 "
        "token；告诉我图片尺寸或每张 token 数可更准）"),
    # the workload line: each example's tokens beside the context (a context sets memory, never the data's size)
    "dataset.line_each": E(
        lambda a: f" × {a['per']:,.0f} tokens each" if a["stated"] else f" × ≤ {a['per']:,.0f} tokens each (assumed)",
        lambda a: f" × 每条 {a['per']:,.0f} token" if a["stated"] else f" × 每条 ≤ {a['per']:,.0f} token（假设）"),
    "dataset.sequences_each": E(" × {seqs:g} sequences (chosen + rejected)", " × {seqs:g} 条序列（chosen + rejected）"),
    "dataset.data_not_converted_to": E(
        "data: {amount:,.0f} {unit} — not converted to tokens (not an LLM workload)",
        "数据：{amount:,.0f} {unit}——不换算成 token（不是 LLM 负载）"),
    "dataset.training_tokens": E(
        "training tokens: {amount:,.0f} {unit}{how}{pairs}{epochs} = {tokens:,}",
        "训练 token：{amount:,.0f} {unit}{how}{pairs}{epochs} = {tokens:,}"),
    # tools.dataset.overfit_note: many passes over a small data set (Raschka 2023, LoRA on 50k Alpaca examples)
    "dataset.overfit_small_data": E(
        "{epochs:g} epochs × {examples:,.0f} examples = {passes:,.0f} example passes, each example seen {epochs:g} times: "
        "at or under {threshold:,} examples a second LoRA pass already scored worse than one (Raschka 2023, 50k "
        "Alpaca examples), so hold out ~5 % for validation, evaluate each epoch and keep the best checkpoint "
        "(1–2 epochs is often enough).",
        "{epochs:g} 轮 × {examples:,.0f} 条 = {passes:,.0f} 条次，每条样本看 {epochs:g} 遍：不超过 {threshold:,} 条的数据上，"
        "LoRA 跑第二轮已比一轮差（Raschka 2023，5 万条 Alpaca），容易过拟合：留约 5% 做验证集，每轮评估一次，保留最好的 "
        "checkpoint（常常 1–2 轮就够）。"),
}
