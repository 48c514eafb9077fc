"""A named speech-in / speech-out model (Qwen2.5-Omni-7B / -3B, Qwen3-Omni-30B-A3B: tools.omni) serving calls: each
turn's Thinker prompt holds the caller's speech as audio tokens (tools.omni.omni_prompt_tokens), never a 161-token text
prompt, and the note says the Talker's memory and serving caveat and the first audio's parts."""

from __future__ import annotations

import re

from tools.omni import CALLER_SPEECH_S, OMNI_MODELS, OMNI_TEXT_TOKENS, audio_tokens, first_audio_left, omni_prompt_tokens

OMNI_NAMED = (
    (re.compile(r"(?i)qwen\s*3[\s.-]*omni|千[问問]\s*3[\s.-]*omni"), "Qwen3-Omni-30B-A3B"),
    (re.compile(r"(?i)(?:qwen|千[问問])\s*2\.5[\s-]*omni[\s-]*3\s*b"), "Qwen2.5-Omni-3B"),
    (re.compile(r"(?i)(?:qwen|千[问問])\s*2\.5[\s-]*omni"), "Qwen2.5-Omni-7B"),
)
# a voice service: speech in (calls, 语音客服, voice agent); a batch of recordings is no call
VOICE_SERVICE = re.compile(r"(?i)语音|語音|通话|通話|客服|电话|電話|\bvoice\b|\bcalls?\b|\bphone\b|\bspeech\b")

NOTE_EN = ("{name} is a speech-in / speech-out model: a Thinker (the LLM sized here) reads the caller's speech as audio "
           "tokens — {rate:g} a second ({source}) — so a turn's prompt is ≈ {caller:g} s of the caller's speech so far "
           "= {audio:,} audio tokens + ≈ {text} tokens of system prompt and earlier replies = {prompt:,} tokens "
           "(assumed: a mid-call turn; measure on a pilot). Speech out is a second stage: the Talker and the "
           "code-to-waveform step add ≈ {talker:g} GB (the model card; the whole model needs ≈ {card:g} GB in BF16 for "
           "a 15-s video). Stock vLLM serves the Thinker (text out); the Talker ran in HF transformers one stream at a "
           "time at release (vLLM-Omni batches it — check its maturity), so time N calls of speech out on a pilot, or "
           "serve the Thinker and put a streaming TTS (CosyVoice2) beside it. First audio = end-of-turn wait ≈ "
           "{endpoint:g} s (assumed) + the Thinker's first token at this load (below) + the Talker's first packet"
           "{packet}")
NOTE_ZH = ("{name} 是语音进、语音出的模型：Thinker（这里按它估算的大模型）把来电人的语音读成音频 token——每秒 {rate:g} 个"
           "（{source}）——所以每轮的提示 ≈ 到此为止来电人约 {caller:g} 秒的语音 = {audio:,} 个音频 token + 约 {text} "
           "token 的系统提示和之前的回答 = {prompt:,} token（假设值：按通话中段的一轮；请试运行实测）。语音输出是第二段："
           "Talker 和声码（code2wav）另占约 {talker:g} GB（模型卡；整个模型 BF16 处理 15 秒视频约需 {card:g} GB）。"
           "vLLM 原生只跑 Thinker（文字输出）；发布时 Talker 在 HF transformers 里一次一路（vLLM-Omni 可批处理——"
           "请核实其成熟度），所以 N 路语音输出要试运行计时，或者只用 Thinker、旁边配流式 TTS（CosyVoice2）。首包 = "
           "判停等待约 {endpoint:g} 秒（假设值）+ 此负载下 Thinker 的首 token（见下）+ Talker 的首包{packet_zh}")


def omni_named(t: str) -> str | None:
    """The omni model a message names (its registry row's name), or None."""
    return next((name for rx, name in OMNI_NAMED if rx.search(t or "")), None)


def speaks(t: str) -> bool:
    """A named omni model serving speech (a voice service said): its calls are what a "TTS only" follow-up speaks."""
    return omni_named(t) is not None and VOICE_SERVICE.search(t or "") is not None


def _packet(m: object, target: float | None, endpoint: float) -> tuple[str, str]:
    from tools.omni import OmniModel

    assert isinstance(m, OmniModel)
    if m.first_packet_s is None:
        return ("; none is published for it: measure it", "；它没有公开的数字：请实测")
    left = first_audio_left(target, endpoint, m.first_packet_s) if target is not None else None
    en = f" ≈ {m.first_packet_s:g} s (the report's theoretical cold-start figure, one stream)"
    zh = f"约 {m.first_packet_s:g} 秒（技术报告的理论冷启动数字，单路）"
    if left is not None:
        en += f": a {target:g} s target leaves ≈ {left:.2f} s for the Thinker's first token and the network"
        zh += f"：{target:g} 秒的目标留给 Thinker 首 token 和网络约 {left:.2f} 秒"
    return en, zh


def omni_calls(t: str, stated_prompt: bool, target: float | None) -> tuple[dict, tuple[str, str]] | None:
    """The fields (the Thinker's prompt with the caller's audio) and the note (en, zh) of a named omni model serving
    speech; None when none is named, no voice service is said, or a prompt length is stated."""
    from tools.voice import ENDPOINT_S

    name = omni_named(t)
    if name is None or not VOICE_SERVICE.search(t or "") or stated_prompt:
        return None
    m = OMNI_MODELS[name]
    prompt = omni_prompt_tokens(m)
    en, zh = _packet(m, target, ENDPOINT_S)
    args = {"name": name, "rate": m.audio_tokens_per_s, "source": m.source.split(" (")[0], "caller": CALLER_SPEECH_S,
            "audio": audio_tokens(m, CALLER_SPEECH_S), "text": OMNI_TEXT_TOKENS, "prompt": prompt,
            "talker": m.talker_gb or 0.0, "card": m.card_min_gb, "endpoint": ENDPOINT_S, "packet": en, "packet_zh": zh}
    return {"prompt_tokens": prompt}, (NOTE_EN.format(**args), NOTE_ZH.format(**args))
