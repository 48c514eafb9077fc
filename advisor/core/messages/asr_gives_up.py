"""Words for tools.asr_gives_up: the languages asked that a cheaper speech model's card does not list, said on its line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.asr_languages import ZH_NAMES
from advisor.core.messages.base import E


def lacks_en(a: Mapping[str, Any]) -> str:
    """The clause ("; it gives up Hokkien: its model card does not list it, so Whisper large-v3 stays the plan …");
    empty when nothing asked is missing from the cheaper model's card."""
    lacks = a.get("lacks") or []
    if not lacks:
        return ""
    return (f"; it gives up {' and '.join(lacks)}: its model card does not list {'it' if len(lacks) == 1 else 'them'}, "
            f"so {a.get('kept') or 'the plan above'} stays the plan for those recordings")


def lacks_zh(a: Mapping[str, Any]) -> str:
    lacks = a.get("lacks") or []
    if not lacks:
        return ""
    return f"；但它的模型卡没有列出{'、'.join(ZH_NAMES.get(x, x) for x in lacks)}，这部分录音仍用 {a.get('kept') or '上面的方案'}"


# the clauses above are joined into media.other_model's line; no entry of their own
ENTRIES: dict[str, E] = {}
