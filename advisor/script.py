"""Answer in the user's script: Chinese text is written once (Simplified) and converted to Traditional
with OpenCC at output time, once per rendered answer (markdown, terminal, Slack blocks, JSON strings).

Taiwan character forms (s2tw) by default; Hong Kong forms (s2hk) when the question
used them (`advisor.extract_rules.hk_forms`). OpenCC is imported only when a Traditional answer is
rendered, so `ask` and `estimate` start without it.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

log = logging.getLogger("gpu_advisor.script")


def is_zh(lang: str | None) -> bool:
    return bool(lang) and str(lang).startswith("zh")


@lru_cache(maxsize=2)
def _converter(config: str) -> Any:
    try:
        import opencc
    except ImportError:  # a broken install answers in Simplified rather than not at all
        log.warning("opencc is not installed: answering in Simplified script")
        return None
    return opencc.OpenCC(config)


def to_script(text: str, lang: str | None, hk: bool = False) -> str:
    """`text` in the script of `lang` ("zh-Hant" → Traditional; anything else unchanged)."""
    if lang != "zh-Hant" or not text:
        return text
    # s2tw converts characters only: s2twp's phrase table turns 参数/显存/实例/签 into Taiwan *software* terms
    # (引數, 視訊記憶體, 例項, 籤) that are wrong in a GPU answer.
    conv = _converter("s2hk.json" if hk else "s2tw.json")  # ".json" names work in opencc 1.1 and 1.4
    return conv.convert(text) if conv is not None else text


def convert_tree(obj: Any, lang: str | None, hk: bool = False) -> Any:
    """Every string in a JSON-like tree (Slack blocks, the JSON answer), converted once."""
    if lang != "zh-Hant":
        return obj
    if isinstance(obj, str):
        return to_script(obj, lang, hk)
    if isinstance(obj, list):
        return [convert_tree(x, lang, hk) for x in obj]
    if isinstance(obj, dict):
        return {k: (v if k in ("action_id", "block_id", "value", "type", "url") else convert_tree(v, lang, hk))
                for k, v in obj.items()}
    return obj
