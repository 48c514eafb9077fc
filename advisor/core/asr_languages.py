"""The languages a message names, in the words of tools.asr_families' rows ("3,000 h are Mandarin and Japanese" →
Mandarin, Japanese; 粤语和韩语 → Cantonese, Korean), to check them against a speech model's card."""

from __future__ import annotations

import re

# each language and the words that name it ("Mandarin" covers 普通话, 中文, Chinese)
LANGUAGE_WORDS: tuple[tuple[str, str], ...] = (
    ("Mandarin", r"mandarin|chinese|普通话|普通話|国语|國語|中文|汉语|漢語"),
    ("Cantonese", r"cantonese|粤语|粵語|廣東話|广东话"),
    ("Hokkien", r"hokkien|min nan|minnan|taiwanese hokkien|闽南语|閩南語|闽南话|閩南話|台语|台語|河洛话|河洛話"),
    ("Hakka", r"hakka|客家话|客家話|客语|客語"),
    ("Japanese", r"japanese|日语|日語|日文"),
    ("Korean", r"korean|韩语|韓語|韩文|韓文"),
    ("Arabic", r"arabic|阿拉伯语|阿拉伯語"),
    ("Hindi", r"hindi|印地语|印地語"),
    ("Vietnamese", r"vietnamese|越南语|越南語"),
    ("Thai", r"\bthai\b|泰语|泰語"),
    ("Turkish", r"turkish|土耳其语|土耳其語"),
    ("German", r"german|德语|德語"),
    ("French", r"french|法语|法語"),
    ("Spanish", r"spanish|西班牙语|西班牙語"),
    ("Italian", r"italian|意大利语|意大利語"),
    ("Polish", r"(?-i:Polish)|波兰语|波蘭語"),
    ("Dutch", r"dutch|荷兰语|荷蘭語"),
    ("Portuguese", r"portuguese|葡萄牙语|葡萄牙語|葡语|葡語"),
)


def languages_named(text: str) -> list[str]:
    """The languages a message names, in LANGUAGE_WORDS' order ("3,000 h are Mandarin and Japanese" → Mandarin,
    Japanese; "粤语和韩语" → Cantonese, Korean)."""
    return [name for name, rx in LANGUAGE_WORDS if re.search("(?i)" + rx, text or "")]
