"""The language users type their image-search queries in ("用户会用中文文字搜图", "shoppers search by typing Japanese",
"用繁體中文搜尋圖片"): read from the words, for tools.clip_text_language. A text-to-image search asked in Chinese words
(以文搜图, 文字搜图) with no language named is read as Chinese queries; image-to-image (以图搜图) is none."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.schema import Msg

_LANGS_EN = {"chinese": "zh", "mandarin": "zh", "japanese": "ja", "korean": "ko", "spanish": "es", "french": "fr",
             "german": "de", "portuguese": "pt", "russian": "ru", "arabic": "ar", "vietnamese": "vi", "thai": "th",
             "indonesian": "id"}
_LANGS_ZH = {"中文": "zh", "汉语": "zh", "漢語": "zh", "简体": "zh", "簡體": "zh", "繁体": "zh", "繁體": "zh", "日文": "ja",
             "日语": "ja", "日語": "ja", "韩文": "ko", "韓文": "ko", "韩语": "ko", "韓語": "ko", "西班牙文": "es",
             "西班牙语": "es", "西班牙語": "es", "法文": "fr", "法语": "fr", "法語": "fr", "德文": "de", "德语": "de",
             "德語": "de", "越南文": "vi", "越南语": "vi", "越南語": "vi", "泰文": "th", "泰语": "th", "泰語": "th"}
_EN_WORD = "|".join(_LANGS_EN)
_ZH_WORD = "|".join(sorted(_LANGS_ZH, key=len, reverse=True))
_SEARCH_EN = r"(?:search(?:es|ed|ing)?|quer(?:y|ies)|typ(?:e|es|ing)|look\s+up|find)"
_SEARCH_ZH = r"(?:搜|查|检索|檢索|找|输入|輸入|打字|描述)"
# "search … in Japanese", "Japanese text queries", "typing Korean", 用中文文字搜图, 中文搜圖, 輸入日文查詢
QUERY_LANGUAGE = re.compile(
    rf"(?i){_SEARCH_EN}[^.;\n]{{0,40}}?\b(?:in|using|with)\s+({_EN_WORD})\b"
    rf"|\b({_EN_WORD})\s+(?:text\s+|language\s+|keyword\s+)?(?:quer(?:y|ies)|search(?:es)?|keywords?|prompts?)\b"
    rf"|{_SEARCH_EN}\s+(?:by\s+)?(?:typing\s+)?(?:in\s+)?({_EN_WORD})\b"
    rf"|(?:用|以|拿|输入|輸入|打)\s*({_ZH_WORD})(?:中文)?[^，。,.;；\n]{{0,8}}?{_SEARCH_ZH}"
    rf"|({_ZH_WORD})(?:文字|关键词|關鍵詞|关键字|關鍵字|描述|查询|查詢)?(?:来|來)?{_SEARCH_ZH}")
# a text-to-image search said in Chinese with no language named: 以文搜图, 文字搜图, 文本搜图
TEXT_TO_IMAGE_ZH = re.compile(r"以文搜[图圖]|文字搜[图圖]|文本搜[图圖]|用文字(?:来|來)?(?:搜|找|检索|檢索)")


def query_language(text: str) -> str | None:
    """The ISO 639-1 code of the language the queries are typed in; None when none is said. "用户会用中文文字搜图" → zh,
    "buyers will search by typing Korean" → ko, "以文搜图" alone → zh, "以图搜图" → None."""
    m = QUERY_LANGUAGE.search(text)
    if m is not None:
        word = next(g for g in m.groups() if g)
        return _LANGS_EN.get(word.lower()) or _LANGS_ZH.get(word)
    return "zh" if TEXT_TO_IMAGE_ZH.search(text) else None


def query_language_warning(job_key: str, name: str, text: str) -> Msg | None:
    """The ⚠️ of tools.clip_text_language for the query language read here (query_language); None when no language is
    said or the model's text tower reads it."""
    from tools.clip_text_language import text_tower_warning

    return text_tower_warning(job_key, name, query_language(text))
