"""The words of advisor/core/compare.py's refusal of a job `compare` does not size (advisor/core/messages/__init__.py
says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

_KIND_EN = {"speech": "a speech-to-text job", "diffusion": "an image-generation job",
            "embedding": "an encoder job (embeddings, classification)", "vision": "a vision-model job"}
_KIND_ZH = {"speech": "语音转写任务", "diffusion": "图像生成任务", "embedding": "编码器任务（向量、分类）",
            "vision": "视觉模型任务"}

ENTRIES: dict[str, E] = {
    # compare on a Whisper / SDXL / DeBERTa job said "give --model NAME", an option compare lacks
    "compare.not_an_llm": E(
        "compare sizes language models side by side (memory, speed and price of each option); '{option}' is "
        "{kind}, which is not compared here: {how}",
        "compare 只对比大语言模型（每个选项的显存、速度和价格）；“{option}”是{kind}，这里不做对比：{how}"),
    "compare.not_an_llm_thread": E(
        "a comparison sizes language models side by side (memory, speed and price of each option); this thread's job "
        "is {kind}, which is not compared here: {how}",
        "对比只针对大语言模型（每个选项的显存、速度和价格）；本对话的任务是{kind}，这里不做对比：{how}"),
    "compare.kind": pick("modality", _KIND_EN, _KIND_ZH),
    "compare.ask_cli": E(
        "ask answers it with its cheapest machines, one option at a time: gpu-advisor ask \"{option}\"",
        "请用 ask 逐个提问，回答会列出最便宜的机器：gpu-advisor ask \"{option}\""),
    # two servers offered to buy ("經銷商報 8×H20，還是買 H200？"): each sized on a rented row of its card, anywhere
    "compare.bought": E(
        "These are servers to buy: each column is the card sized for your load on a rented machine of it (the price an "
        "hour is that rental's, a reference); my data holds no purchase price, so ask the vendor to quote each.",
        "这是要买的服务器：每列是该卡按你的负载估算的结果，用的是同款卡的租用机器（每小时价格是那台租用机器的，仅作参考）；"
        "我的数据里没有购买价，请让供应商分别报价。"),
    "compare.ask_chat": E(
        "ask each option as its own message and I will size it with its cheapest machines.",
        "请把每个选项单独发一条消息，我会分别估算并列出最便宜的机器。"),
}
