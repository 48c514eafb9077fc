"""The reader's note on live interpretation (advisor/core/extract_rules.read_interpretation): rooms of live speech
through speech-to-text and an LLM's translation, with speech synthesis when spoken. Moved from the reader's
`INTERPRETATION_NOTE` / `_ZH` pair."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.interpretation": E(
        "live interpretation: {rooms} rooms, each one live stream through speech-to-text → translation by an "
        "LLM{voice}; the LLM translating {mt} streams at once (one clause in flight a stream) is sized here, as a "
        "service around the clock; the other stages, the cards for all of them and the latency of each hop are under "
        "the answer",
        "同传：{rooms} 个会议室，每个一路实时流，经过语音识别 → 大模型翻译{voice}；这里按同时 {mt} 路翻译"
        "（每路同一时刻一句在译）估算大模型（全天候服务）；其余环节、全部卡数和每一跳的延迟在答案下方"),
    # the spoken stage, and whether it was assumed
    "reader.interpretation_voice": E(" → speech synthesis{assumed}", " → 语音合成{assumed}"),
    "reader.interpretation_voice_assumed": E(" (assumed: interpretation is spoken; say 'captions only' to drop it)",
                                             "（假设：口译要出声；只要字幕请说明）"),
}
