"""A live interpretation's lines under its stages (advisor.core.voice_stages): the cards of all stages for the rooms at
once, and the latency of each hop of one clause against a human interpreter's lag or the stated target
(tools.interpretation)."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg


def asr_latency_s(name: str) -> float | None:
    """The measured delay until a chunk's text shows for the streaming model sized: Paraformer-zh-streaming's chunk +
    p99 compute (tools.media.PARAFORMER_STREAM_LATENCY_S), whisper_streaming's average for Whisper
    (tools.media.STREAM_LATENCY_S); None for a model with no streaming latency figure (SenseVoice on VAD cuts)."""
    from tools.media import PARAFORMER_STREAM_LATENCY_S, STREAM_LATENCY_S

    low = name.lower()
    if "paraformer" in low:
        return PARAFORMER_STREAM_LATENCY_S
    return STREAM_LATENCY_S if "whisper" in low else None


def stage_cards(args: dict[str, Any]) -> int:
    """The cards a speech stage adds: its machines × cards a machine, 0 when it runs on the LLM's machine."""
    if "machines" not in args:
        return 0
    return int(args["machines"]) * int(args["gpus"])


def interp_lines(interp: Any, top: Any, asr_lines: list[Msg], tts_lines: list[Msg], text: str) -> list[Msg]:
    """The cards for the rooms at once (the LLM pick's cards + each speech stage's own) and the hop-by-hop budget."""
    from advisor.core.extract_stated import voice_latency
    from tools.interpretation import EVS_SOURCE, SEGMENT_TOKENS, SEGMENT_WAIT_S, interp_budget

    asr = asr_lines[0].args if asr_lines else {}
    tts = tts_lines[0].args if tts_lines else {}
    name = str(asr.get("name", ""))
    rtf = tts.get("on_rtf")
    b = interp_budget(asr_latency_s(name), top.ttft_s, top.per_user_tokens_per_s,
                      float(rtf) if isinstance(rtf, (int, float)) else None, voice_latency(text))
    llm_cards = int(top.gpu_count)
    asr_cards, tts_cards = stage_cards(dict(asr)), stage_cards(dict(tts))
    cards = Msg(code="voice.interp_cards", args={
        "rooms": interp.rooms, "langs": interp.languages, "mt": interp.rooms * interp.languages,
        "llm": llm_cards, "llm_gpu": top.gpu, "asr": asr_cards, "asr_gpu": asr.get("gpu", ""),
        "tts": tts_cards, "tts_gpu": tts.get("gpu", ""), "voice": interp.voice,
        "asr_shared": asr_lines[0].code.endswith("_colocated") if asr_lines else False,
        "tts_shared": tts_lines[0].code.endswith("_colocated") if tts_lines else False,
        "total": llm_cards + asr_cards + tts_cards})
    budget = Msg(code="voice.interp_budget", args={
        "target": b.target_s, "said": voice_latency(text) is not None, "evs": EVS_SOURCE, "asr": b.asr_s,
        "asr_name": name, "wait": SEGMENT_WAIT_S, "mt": b.mt_s, "ttft": top.ttft_s,
        "n_tokens": SEGMENT_TOKENS, "tps": top.per_user_tokens_per_s, "tts": b.tts_s, "tts_name": tts.get("name"),
        "total": b.total_s, "ok": b.ok})
    return [cards, budget]
