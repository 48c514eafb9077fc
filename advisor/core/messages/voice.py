"""The words of a live voice agent's speech stages (advisor.core.voice_stages, tools.voice): the streaming
speech-to-text stage, the speech-synthesis stage, and the month of all stages with each one's share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_WHY_EN = {"cantonese": " (Cantonese: SenseVoice-Small covers it; Paraformer-zh is Mandarin)",
           "chinese": " (Chinese speech: the streaming FunASR model)", "other": " (no model named: the live default)",
           "named": ""}
_WHY_ZH = {"cantonese": "（粤语：SenseVoice-Small 支持粤语，Paraformer-zh 只做普通话）",
           "chinese": "（中文语音：FunASR 的流式模型）", "other": "（未指明模型：实时默认）", "named": ""}


def _asr_cost_en(a: Mapping[str, Any]) -> str:
    if a["cost"] == 1.0:
        return f"each stream 1 s of the card's measured stream capacity a second ({a['source']})"
    return (f"each stream costs {a['cost']:.1f} s of decoding a second (the measured live-stream cost, "
            f"{a['stream_source']}), at its measured rate ({a['source']})")


def _asr_cost_zh(a: Mapping[str, Any]) -> str:
    if a["cost"] == 1.0:
        return f"每路占该卡实测流容量的 1 秒/秒（{a['source']}）"
    return (f"每路每秒需约 {a['cost']:.1f} 秒的解码量（实测的实时流成本，{a['stream_source']}），按其实测速度（{a['source']}）")


def _tts_rtf_en(a: Mapping[str, Any]) -> str:
    said = (f"{a['name']} has no published RTF held here, so it is sized on {a['sized']}'s (measure yours): "
            if a["measure"] else "")
    return (said + f"RTF {a['rtf']:g} on one {a['ref']} ({a['source']})"
            + (f", {a['on_rtf']:.3f} on the {a['gpu']} (scaled by FP32 TFLOPS)" if a.get("scaled") or (
                a["gpu"] != a["ref"]) else ""))


def _tts_rtf_zh(a: Mapping[str, Any]) -> str:
    said = (f"这里没有 {a['name']} 的公开 RTF，按 {a['sized']} 的估算（请实测）：" if a["measure"] else "")
    return (said + f"RTF {a['rtf']:g}（一张 {a['ref']}，{a['source']}）"
            + (f"，在 {a['gpu']} 上按 FP32 TFLOPS 折算为 {a['on_rtf']:.3f}" if a.get("scaled") or (
                a["gpu"] != a["ref"]) else ""))


def _total_en(a: Mapping[str, Any]) -> str:
    def part(name: str, key: str) -> str:
        if a[f"{key}_missing"]:
            return f"{name} not priced (no machine in the stated place)"
        if a[f"{key}_shared"]:
            return f"{name} 0 (on the LLM's machine)"
        return f"{name} {a[key]} ({a[key + '_pct']:.0f} %)"
    return (f"All stages together ≈ {a['total']} a month: LLM {a['llm']} ({a['llm_pct']:.0f} %), "
            + part("speech-to-text", "asr") + ", " + part("speech synthesis", "tts"))


def _total_zh(a: Mapping[str, Any]) -> str:
    def part(name: str, key: str) -> str:
        if a[f"{key}_missing"]:
            return f"{name}未计价（所述地区没有可用机器）"
        if a[f"{key}_shared"]:
            return f"{name} 0（放在大模型那台机器上）"
        return f"{name} {a[key]}（{a[key + '_pct']:.0f}%）"
    return (f"全部环节合计每月约 {a['total']}：大模型 {a['llm']}（{a['llm_pct']:.0f}%），"
            + part("语音识别", "asr") + "，" + part("语音合成", "tts"))


ENTRIES: dict[str, E] = {
    "voice.asr": E(
        lambda a: (f"Speech-to-text stage — {a['n']} live streams (one a call) on {a['name']}{_WHY_EN[a['why']]}: "
                   + _asr_cost_en(a) + f"; {a['rate']:.0f}× real time on the {a['gpu']}"
                   + (" (scaled by memory bandwidth)" if a["scaled"] else "")
                   + f" → {a['per_card']:.1f} streams a card at ≤ {a['util']:.0%} busy → {a['machines']} × "
                   f"{a['row']} ({a['gpus']} × {a['gpu']} each), {a['hourly']}/h, ≈ {a['month']} a month"),
        lambda a: (f"语音识别环节——{a['n']} 路实时流（每通电话一路），用 {a['name']}{_WHY_ZH[a['why']]}："
                   + _asr_cost_zh(a) + f"；在 {a['gpu']} 上约 {a['rate']:.0f} 倍实时"
                   + ("（按显存带宽折算）" if a["scaled"] else "")
                   + f" → 每卡约 {a['per_card']:.1f} 路（不超过 {a['util']:.0%} 忙）→ {a['machines']} 台 {a['row']}"
                   f"（每台 {a['gpus']} × {a['gpu']}），每小时 {a['hourly']}，每月约 {a['month']}")),
    "voice.asr_colocated": E(
        lambda a: (f"Speech-to-text stage — {a['n']} live streams (one a call) on {a['name']}{_WHY_EN[a['why']]}, "
                   f"on the LLM's machine ({a['cards']} × {a['gpu']}), one bill: it needs ≈ {a['need']:.1f} GB beside "
                   f"the LLM ({a['free']:.1f} GB free a card) and keeps ≈ {a['busy_pct']:.0f} % of its cards busy "
                   f"(≤ 50 %: the colocation rule; {a['rate']:.0f}× real time there, " + _asr_cost_en(a) + ")"),
        lambda a: (f"语音识别环节——{a['n']} 路实时流（每通电话一路），用 {a['name']}{_WHY_ZH[a['why']]}，"
                   f"放在大模型那台机器上（{a['cards']} × {a['gpu']}），一张账单：需约 {a['need']:.1f} GB，与大模型并存"
                   f"（每卡剩 {a['free']:.1f} GB），占其卡约 {a['busy_pct']:.0f}% 的算力（不超过 50%：同机规则；"
                   f"在该卡上约 {a['rate']:.0f} 倍实时，" + _asr_cost_zh(a) + "）")),
    "voice.tts": E(
        lambda a: (f"Speech-synthesis stage — {a['n']} calls, the agent speaking about {a['share']:.0%} of each call "
                   f"(assumed; the caller speaks the rest), on {a['name']}: " + _tts_rtf_en(a)
                   + f" → one call keeps {a['load']:.3f} of a card busy, {a['per_card']:.1f} calls a card at ≤ "
                   f"{a['util']:.0%} busy → {a['machines']} × {a['row']} ({a['gpus']} × {a['gpu']} each), "
                   f"{a['hourly']}/h, ≈ {a['month']} a month"),
        lambda a: (f"语音合成环节——{a['n']} 通电话，假设机器人说话约占每通电话的 {a['share']:.0%}（其余是来电者在说），"
                   f"用 {a['name']}：" + _tts_rtf_zh(a)
                   + f" → 每通电话占一张卡的 {a['load']:.3f}，每卡约 {a['per_card']:.1f} 通（不超过 {a['util']:.0%} 忙）"
                   f"→ {a['machines']} 台 {a['row']}（每台 {a['gpus']} × {a['gpu']}），每小时 {a['hourly']}，"
                   f"每月约 {a['month']}")),
    "voice.tts_colocated": E(
        lambda a: (f"Speech-synthesis stage — {a['n']} calls, the agent speaking about {a['share']:.0%} of each call "
                   f"(assumed), on {a['name']}, on the LLM's machine ({a['cards']} × {a['gpu']}), one bill: "
                   + _tts_rtf_en(a) + f"; it needs ≈ {a['need']:.1f} GB beside the LLM ({a['free']:.1f} GB free a "
                   f"card), and the stages there keep ≈ {a['busy_pct']:.0f} % of its cards busy (≤ 50 %)"),
        lambda a: (f"语音合成环节——{a['n']} 通电话，假设机器人说话约占每通电话的 {a['share']:.0%}，用 {a['name']}，"
                   f"放在大模型那台机器上（{a['cards']} × {a['gpu']}），一张账单：" + _tts_rtf_zh(a)
                   + f"；需约 {a['need']:.1f} GB，与大模型并存（每卡剩 {a['free']:.1f} GB），同机环节共占其卡约 "
                   f"{a['busy_pct']:.0f}% 的算力（不超过 50%）")),
    "voice.unpriced": E(
        lambda a: (("Speech-to-text" if a["stage"] == "asr" else "Speech-synthesis")
                   + f" stage ({a['name']}): no priced machine in the stated place runs it, so its month is not added"),
        lambda a: (("语音识别" if a["stage"] == "asr" else "语音合成")
                   + f"环节（{a['name']}）：所述地区没有能跑它的有价机器，月费未计入")),
    "voice.total": E(_total_en, _total_zh),
}
