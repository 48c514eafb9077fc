"""Words for tools.live_dictation: live dictation on a non-streaming model, and the cards to buy on premises."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.asr_languages import ZH_NAMES
from advisor.core.messages.base import E


def _zh_langs(names: list[str]) -> list[str]:
    return [ZH_NAMES.get(x, x) for x in names]


def _alt_en(a: Mapping[str, Any]) -> str:
    if a.get("priced"):
        return "; a streaming model decodes each chunk once: the streaming plan above"
    if a.get("cards") is None:
        return f"; a streaming model such as {a['alt']} decodes each chunk once (no figure held here: time it on a pilot)"
    return (f"; a streaming model decodes each chunk once: {a['alt']} carries ≈ {a['per']:,.0f} live streams a "
            f"{a['gpu']} ({a['alt_source']}), so {a['streams']:,.0f} streams need {a['cards']} × {a['gpu']}, and it "
            f"takes a hot-word list for drug and product names ({a['hotwords']})")


def _alt_zh(a: Mapping[str, Any]) -> str:
    if a.get("priced"):
        return "；流式模型每个分块只解码一次：见上面的流式方案"
    if a.get("cards") is None:
        return f"；流式模型（如 {a['alt']}）每个分块只解码一次（这里没有实测数据，请试点实测）"
    return (f"；流式模型每个分块只解码一次：{a['alt']} 每张 {a['gpu']} 约可带 {a['per']:,.0f} 路实时流（"
            f"{a['alt_source']}），{a['streams']:,.0f} 路只需 {a['cards']} 张 {a['gpu']}，并支持热词表（药名、产品名，"
            f"{a['hotwords']}）")


def _plan_en(a: Mapping[str, Any]) -> str:
    top = (f"{a['fleet']} (≈ {a['top_per']:,.0f} streams a {a['card']}, scaled from the measured card by the "
           "slower of memory bandwidth and FP16 compute)" if a["scaled"] else f"{a['fleet']}")
    also = f"; on the measured card itself: {a['measured']}, ≈ {a['measured_month']} a month" if a.get("measured") else ""
    lang = " — English or French speech assumed (the languages it hears)" if a.get("english") else ""
    return (f"**Streaming plan for live text: {a['alt']}, ≈ {a['per']:,.0f} live streams a {a['gpu']} ({a['source']}, "
            f"planned at 80 %) → {a['streams']:,.0f} streams on {top}, ≈ {a['month']} a month — against ≈ "
            f"{a['asked_month']} a month for {a['asked']} above**{also}{lang}")


def _plan_zh(a: Mapping[str, Any]) -> str:
    top = (f"{a['fleet']}（每张 {a['card']} 约 {a['top_per']:,.0f} 路，"
           "按显存带宽与 FP16 算力中较慢的一项从实测卡换算）" if a["scaled"]
           else f"{a['fleet']}")
    also = f"；在实测卡上：{a['measured']}，每月约 {a['measured_month']}" if a.get("measured") else ""
    lang = "——按英语或法语语音估算（它只识别这两种）" if a.get("english") else ""
    return (f"**实时出字的流式方案：{a['alt']}，每张 {a['gpu']} 约可带 {a['per']:,.0f} 路实时流（{a['source']}，按 80% "
            f"规划）→ {a['streams']:,.0f} 路用 {top}，每月约 {a['month']}——上面 {a['asked']} 的方案每月约 "
            f"{a['asked_month']}**{also}{lang}")


ENTRIES: dict[str, E] = {
    "live_dictation.streaming_plan": E(_plan_en, _plan_zh),
    "live_dictation.not_streaming": E(
        lambda a: (f"**{a['name']} is not a streaming model:** text as you speak means cutting the audio into short "
                   f"chunks and decoding each again as it grows (≈ {a['cost']:.1f} s of batch decoding a second of "
                   f"speech, {a['source']}) — that pseudo-streaming is what the plan above sizes{_alt_en(a)}"),
        lambda a: (f"**{a['name']} 不是流式模型：**要“边说边出字”只能把音频切成短块、随着变长反复重解码（每秒语音约耗 "
                   f"{a['cost']:.1f} 秒的批量解码量，{a['source']}）——上面的方案按这种伪流式估算{_alt_zh(a)}"),
    ),
    # the held streaming model the writer's language would pick, not offered: the users' place speaks a language it
    # does not hear (tools.live_dictation.place_unheard, tools.place_languages)
    # Cantonese speech (dictation_lines.cantonese_said): the Mandarin streaming model is not offered, a Cantonese one named
    "live_dictation.cantonese_unheard": E(
        "Paraformer-zh-streaming (the streaming model held) is not offered: it hears Mandarin only, and the speech is "
        "Cantonese. For Cantonese: SenseVoice-Small (Mandarin, Cantonese, English, Japanese, Korean; "
        "github.com/FunAudioLLM/SenseVoice) on VAD-cut sentences, or Whisper (large-v3 above, or large-v3-turbo: "
        "fewer decoder layers, more streams a card)",
        "不推荐 Paraformer-zh-streaming（手头有数据的流式模型）：它只识别普通话，而这里是粤语。粤语可用 SenseVoice-Small"
        "（普通话、粤语、英语、日语、韩语；github.com/FunAudioLLM/SenseVoice），按 VAD 切句识别；或 Whisper（上面的 large-v3，"
        "或 large-v3-turbo：解码器层更少，每张卡可带更多路）"),
    "live_dictation.place_unheard": E(
        lambda a: (f"{a['name']} (the streaming model held) is not offered: it hears {' and '.join(a['heard'])} only, "
                   f"and your users in {', '.join(a['users'])} speak {' and '.join(a['missing'])}"),
        lambda a: (f"不推荐 {a['name']}（手头有数据的流式模型）：它只识别{'和'.join(_zh_langs(a['heard']))}，"
                   f"而{'、'.join(a['users'])}的用户说{'和'.join(_zh_langs(a['missing']))}")),
    "live_dictation.buy": E(
        lambda a: (f"To buy (the data stays on site): {a['cards']} × {a['gpu']} in {a['servers']} "
                   f"server{'s' if a['servers'] != 1 else ''} of up to {a['per_server']} cards — no purchase price "
                   "is held here: ask an OEM for a quote; the rentals below only size the cards and are a price "
                   "reference, not a place to send the data"),
        lambda a: (f"需要购买（数据不出场地）：{a['cards']} 张 {a['gpu']}，装 {a['servers']} 台服务器（每台最多 "
                   f"{a['per_server']} 张）——这里没有采购价，请向服务器厂商询价；下面的租用方案只用来估算卡数、作价格参考，"
                   "不是把数据送去的地方"),
    ),
}
