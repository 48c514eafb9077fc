"""One catalog entry: how a code reads in English and in Chinese (Simplified; Traditional comes at output time
through advisor.core.script). Each language is a str.format template over the Msg's args, or a function of the
args for a choice of words a template cannot make (advisor/core/messages/__init__.py says how args are worded)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

Template = str | Callable[[Mapping[str, Any]], str]


@dataclass(frozen=True)
class E:
    """An entry: the English and the Chinese wording of one code."""

    en: Template
    zh: Template

    def of(self, lang: str) -> Template:
        return self.zh if lang == "zh" else self.en
