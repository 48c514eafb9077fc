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


def pick(arg: str, en: Mapping[str, str], zh: Mapping[str, str], *, fallback: str | None = None) -> E:
    """An entry naming one of a fixed set by the id in `arg` (a task, a billing, a unit): the id itself when a
    language's table lacks it, or `fallback`'s text ("en") when given."""
    def chooser(table: Mapping[str, str], other: Mapping[str, str] | None) -> Callable[[Mapping[str, Any]], str]:
        def choose(a: Mapping[str, Any]) -> str:
            key = str(a[arg])
            return table.get(key) or (other.get(key) if other is not None else None) or key
        return choose

    return E(chooser(en, None), chooser(zh, en if fallback == "en" else None))
