"""Words for advisor.core.asr_language_check: a speech model asked about languages its card does not list."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

ZH_NAMES = {"Mandarin": "普通话", "Cantonese": "粤语", "Japanese": "日语", "Korean": "韩语", "Arabic": "阿拉伯语",
            "Hindi": "印地语", "Vietnamese": "越南语", "Thai": "泰语", "Turkish": "土耳其语", "German": "德语",
            "French": "法语", "Spanish": "西班牙语", "Italian": "意大利语", "Polish": "波兰语", "Dutch": "荷兰语",
            "English": "英语", "Hokkien": "闽南语", "Hakka": "客家话", "Portuguese": "葡萄牙语", "Indonesian": "印尼语",
            "Malay": "马来语", "Filipino": "菲律宾语", "Hebrew": "希伯来语", "Persian": "波斯语", "Swedish": "瑞典语",
            "Finnish": "芬兰语", "Danish": "丹麦语", "Norwegian": "挪威语", "Czech": "捷克语", "Zulu": "祖鲁语",
            "Xhosa": "科萨语", "Afrikaans": "南非荷兰语"}


def _en(a: Mapping[str, Any]) -> str:
    listed = "25 European languages" if a["europe"] else ", ".join(a["listed"])
    return (f"No: {a['name']} does not cover {' or '.join(a['langs'])} (its model card lists {listed}). Use "
            f"{a['alt']} for those hours — route each file by language ID first and keep {a['name']} for the rest; "
            f"those hours are sized below on {a['alt']}")


def _zh(a: Mapping[str, Any]) -> str:
    langs = "、".join(ZH_NAMES.get(x, x) for x in a["langs"])
    listed = "25 种欧洲语言" if a["europe"] else "、".join(ZH_NAMES.get(x, x) for x in a["listed"])
    return (f"不行：{a['name']} 不支持{langs}（模型卡只列出 {listed}）。这部分请改用 {a['alt']}——先按语种识别分流，"
            f"其余仍用 {a['name']}；下面按 {a['alt']} 估算这部分时长")


def _stream_en(a: Mapping[str, Any]) -> str:
    langs = " or ".join(a["langs"])
    alt = (f"{a['alt']} hears {' and '.join(a['alt_langs'])} and streams too, at the same published capacity" if a["alt_streams"]
           else f"{a['alt']} hears them but is no streaming model: live captions on it re-decode chunks "
                "(pseudo-streaming, several times the compute a stream, ≈ 1–2 s latency) — size those streams apart")
    return (f"No: {a['name']} does not hear {langs} (its README lists {' and '.join(a['listed'])} only). {alt}; "
            "route each stream by language ID")


def _stream_zh(a: Mapping[str, Any]) -> str:
    langs = "、".join(ZH_NAMES.get(x, x) for x in a["langs"])
    listed = "、".join(ZH_NAMES.get(x, x) for x in a["listed"])
    alt = (f"{a['alt']} 支持{'、'.join(ZH_NAMES.get(x, x) for x in a['alt_langs'])}，也是流式模型，公开容量相同"
           if a["alt_streams"] else f"{a['alt']} 能识别，但不是流式模型：实时字幕要分块反复重解码（伪流式，每路算力高几倍，"
           "延迟约 1–2 秒）——这部分路数要单独估算")
    return f"不行：{a['name']} 不支持{langs}（README 只列出 {listed}）。{alt}；按语种识别给每路分流"


def _delay_en(a: Mapping[str, Any]) -> str:
    return (f"❌ {a['name']} shows text ≈ {a['delay']:g} s after it is spoken (its delay), over the latency asked; "
            f"{a['alt']} ({a['alt_delay']:g} s delay, English and French) meets it at the same published capacity")


def _delay_zh(a: Mapping[str, Any]) -> str:
    return (f"❌ {a['name']} 说完约 {a['delay']:g} 秒才出字（模型的延迟），超过你要的延迟；"
            f"{a['alt']}（延迟 {a['alt_delay']:g} 秒，英语和法语）能满足，公开容量相同")


ENTRIES: dict[str, E] = {"asr_languages.stream_delay": E(_delay_en, _delay_zh),"asr_languages.not_covered": E(_en, _zh),
                         "asr_languages.stream_not_covered": E(_stream_en, _stream_zh)}
