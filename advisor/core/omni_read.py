"""A named speech-in / speech-out model (Qwen2.5-Omni-7B / -3B, Qwen3-Omni-30B-A3B: tools.omni) serving calls: each
turn's Thinker prompt holds the caller's speech as audio tokens (tools.omni.omni_prompt_tokens), never a 161-token text
prompt, and the note says the Talker's memory and serving caveat and the first audio's parts."""

from __future__ import annotations

import re

from advisor.core.messages import word
from tools.omni import CALLER_SPEECH_S, OMNI_MODELS, OMNI_TEXT_TOKENS, audio_tokens, first_audio_left, omni_prompt_tokens
from tools.schema import Msg

OMNI_NAMED = (
    (re.compile(r"(?i)qwen\s*3[\s.-]*omni|千[问問]\s*3[\s.-]*omni"), "Qwen3-Omni-30B-A3B"),
    (re.compile(r"(?i)(?:qwen|千[问問])\s*2\.5[\s-]*omni[\s-]*3\s*b"), "Qwen2.5-Omni-3B"),
    (re.compile(r"(?i)(?:qwen|千[问問])\s*2\.5[\s-]*omni"), "Qwen2.5-Omni-7B"),
)
# a voice service: speech in (calls, 语音客服, voice agent); a batch of recordings is no call
VOICE_SERVICE = re.compile(r"(?i)语音|語音|通话|通話|客服|电话|電話|\bvoice\b|\bcalls?\b|\bphone\b|\bspeech\b")

def omni_named(t: str) -> str | None:
    """The omni model a message names (its registry row's name), or None."""
    return next((name for rx, name in OMNI_NAMED if rx.search(t or "")), None)


def speaks(t: str) -> bool:
    """A named omni model serving speech (a voice service said): its calls are what a "TTS only" follow-up speaks."""
    return omni_named(t) is not None and VOICE_SERVICE.search(t or "") is not None


def _packet(m: object, target: float | None, endpoint: float) -> Msg:
    from tools.omni import OmniModel

    assert isinstance(m, OmniModel)
    if m.first_packet_s is None:
        return Msg(code="omni_read.packet_unpublished", args={})
    left = first_audio_left(target, endpoint, m.first_packet_s) if target is not None else None
    return Msg(code="omni_read.packet", args={"first": m.first_packet_s, "left": None if left is None else Msg(
        code="omni_read.packet_left", args={"target": target, "left": left})})


def omni_calls(t: str, stated_prompt: bool, target: float | None) -> tuple[dict, tuple[str, str]] | None:
    """The fields (the Thinker's prompt with the caller's audio) and the note (en, zh) of a named omni model serving
    speech; None when none is named, no voice service is said, or a prompt length is stated."""
    from tools.voice import ENDPOINT_S

    name = omni_named(t)
    if name is None or not VOICE_SERVICE.search(t or "") or stated_prompt:
        return None
    m = OMNI_MODELS[name]
    prompt = omni_prompt_tokens(m)
    msg = Msg(code="omni_read.calls", args={
        "name": name, "rate": m.audio_tokens_per_s, "source": m.source.split(" (")[0], "caller": CALLER_SPEECH_S,
        "audio": audio_tokens(m, CALLER_SPEECH_S), "text": OMNI_TEXT_TOKENS, "prompt": prompt,
        "talker": m.talker_gb or 0.0, "card": m.card_min_gb, "endpoint": ENDPOINT_S,
        "packet": _packet(m, target, ENDPOINT_S)})
    return {"prompt_tokens": prompt}, (word(msg, "en"), word(msg, "zh"))
