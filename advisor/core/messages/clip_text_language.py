"""The words of tools/clip_text_language.py: an English-only text tower asked to read another language's queries."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_LANG_EN = {"zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "fr": "French", "de": "German",
            "pt": "Portuguese", "ru": "Russian", "ar": "Arabic", "vi": "Vietnamese", "th": "Thai", "id": "Indonesian"}
_LANG_ZH = {"zh": "中文", "ja": "日文", "ko": "韩文", "es": "西班牙文", "fr": "法文", "de": "德文", "pt": "葡萄牙文",
            "ru": "俄文", "ar": "阿拉伯文", "vi": "越南文", "th": "泰文", "id": "印尼文"}


def _en(a: Mapping[str, Any]) -> str:
    lang = _LANG_EN.get(a["lang"], a["lang"])
    return (f"⚠️ {a['name']}'s text tower was trained on English captions only: {lang} text queries will not find the "
            f"right images. Use a model whose text tower reads {lang}: {'; '.join(a['models'])} — and embed the images "
            "with the same model (name it to size that job)")


def _zh(a: Mapping[str, Any]) -> str:
    lang = _LANG_ZH.get(a["lang"], a["lang"])
    return (f"⚠️ {a['name']} 的文本塔只用英文图文对训练：用{lang}文字搜图搜不准。请换成文本塔读得懂{lang}的模型："
            f"{'；'.join(a['models'])}——图片也要用同一个模型抽向量（说出模型名即可重新估算）")


ENTRIES: dict[str, E] = {
    "clip_text_language.english_only": E(_en, _zh),
}
