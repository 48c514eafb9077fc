"""The words of advisor/core/thread_measure_read.py: a follow-up that states a measure, read against the thread's plan."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "thread_measure.as_context": E(
        "the document's length read as this plan's context, held whole in one prompt: {tokens:,} tokens (at the "
        "thread model's tokens per character)",
        "文档长度按这个方案的上下文理解，整份放进一个提示：{tokens:,} token（按该模型每个汉字的 token 数）"),
    "thread_measure.as_image": E(
        "the image size read against this plan's {model}, at its processor's default (no resolution cap, as asked): "
        "{vis:,} visual tokens an image, one image a request ({prompt:,} tokens with the text) — say how many images a "
        "request carries if more; context {seq:,} tokens with the answer",
        "图片尺寸按这个方案的 {model} 读取，按其处理器默认设置（按你的要求不压缩分辨率）：每张 {vis:,} 个视觉 token，"
        "按每个请求一张图（连同文字共 {prompt:,} token，加上回答上下文 {seq:,} token）——如每个请求有多张图请说明"),
    "thread_measure.not_read": E(
        "«{said}» is read as a question on the plan above; what it states ({what}) is not "
        "read into the sizing yet, so the plan is unchanged: {plan}. Say it as a field to re-size it, e.g. “context "
        "45k tokens”, “images 3000×2000”, “12,000 pages within 20 hours” or the variant's full model name.",
        "«{said}» 是针对上面方案的追问；其中所说的（{what}）还没有读进估算，方案不变：{plan}。"
        "请按字段说明以便重新估算，例如“上下文 4.5 万 token”“图片 3000×2000”“20 小时内 1.2 万页”或该版本的完整模型名。"),
}
