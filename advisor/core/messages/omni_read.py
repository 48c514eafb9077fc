"""The words of advisor/core/omni_read.py: a named speech-in / speech-out model serving calls, its Thinker's prompt of
the caller's audio and the Talker's first audio packet."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "omni_read.calls": E(
        "{name} is a speech-in / speech-out model: a Thinker (the LLM sized here) reads the caller's speech as audio "
        "tokens — {rate:g} a second ({source}) — so a turn's prompt is ≈ {caller:g} s of the caller's speech so far "
        "= {audio:,} audio tokens + ≈ {text} tokens of system prompt and earlier replies = {prompt:,} tokens "
        "(assumed: a mid-call turn; measure on a pilot). Speech out is a second stage: the Talker and the "
        "code-to-waveform step add ≈ {talker:g} GB (the model card; the whole model needs ≈ {card:g} GB in BF16 for "
        "a 15-s video). Stock vLLM serves the Thinker (text out); the Talker ran in HF transformers one stream at a "
        "time at release (vLLM-Omni batches it — check its maturity), so time N calls of speech out on a pilot, or "
        "serve the Thinker and put a streaming TTS (CosyVoice2) beside it. First audio = end-of-turn wait ≈ "
        "{endpoint:g} s (assumed) + the Thinker's first token at this load (below) + the Talker's first packet"
        "{packet}",
        "{name} 是语音进、语音出的模型：Thinker（这里按它估算的大模型）把来电人的语音读成音频 token——每秒 {rate:g} 个"
        "（{source}）——所以每轮的提示 ≈ 到此为止来电人约 {caller:g} 秒的语音 = {audio:,} 个音频 token + 约 {text} "
        "token 的系统提示和之前的回答 = {prompt:,} token（假设值：按通话中段的一轮；请试运行实测）。语音输出是第二段："
        "Talker 和声码（code2wav）另占约 {talker:g} GB（模型卡；整个模型 BF16 处理 15 秒视频约需 {card:g} GB）。"
        "vLLM 原生只跑 Thinker（文字输出）；发布时 Talker 在 HF transformers 里一次一路（vLLM-Omni 可批处理——"
        "请核实其成熟度），所以 N 路语音输出要试运行计时，或者只用 Thinker、旁边配流式 TTS（CosyVoice2）。首包 = "
        "判停等待约 {endpoint:g} 秒（假设值）+ 此负载下 Thinker 的首 token（见下）+ Talker 的首包{packet}"),
    # the Talker's first packet: none published for the model
    "omni_read.packet_unpublished": E("; none is published for it: measure it", "；它没有公开的数字：请实测"),
    # the report's cold-start figure, and what a first-audio target leaves the Thinker (None: no target said)
    "omni_read.packet": E(
        " ≈ {first:g} s (the report's theoretical cold-start figure, one stream){left}",
        "约 {first:g} 秒（技术报告的理论冷启动数字，单路）{left}"),
    "omni_read.packet_left": E(
        ": a {target:g} s target leaves ≈ {left:.2f} s for the Thinker's first token and the network",
        "：{target:g} 秒的目标留给 Thinker 首 token 和网络约 {left:.2f} 秒"),
}
