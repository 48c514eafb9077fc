"""The message catalog: every sentence the calculators state, worded in English and Chinese, in one place.

tools/ returns facts: a `tools.schema.Msg` is a code and its arguments (numbers already computed in tools/, ids,
names, nested Msgs). Each module here holds the entries (`ENTRIES`) for the codes one part of tools/ states
(`recommend.py` for tools/recommend.py, …; `common.py` for units and names shared by several); `CATALOG` is their
union, and `word(msg, lang)` words one Msg. Importing this package installs `word` in tools.schema, so every
`Msg.text(lang)`, `.en` and `.zh` reads the catalog (tools/ never imports advisor/: docs/ARCHITECTURE.md).

A template is a str.format string over the args; format specs format the numbers (",.0f", "g", ".0%"). Besides:
- a nested Msg is worded in the same language ("{lever}");
- a list is worded item by item and joined by its format spec ("{names:、}", "{levers:; }"; run together when none);
- None reads as nothing (an optional part left out);
- "{n:plural:GPU}" or "{n:plural:copy:copies}" writes the count and the English noun ("1 GPU", "2 GPUs");
- "{fmt!u}" writes an id in capitals ("bf16" → "BF16");
- "{names!p:、}" writes provider ids as the language names them ("alibaba" → "阿里云", "Alibaba Cloud").
An entry may instead be a function of the args (nested Msgs and lists already worded) where a choice of words
needs logic. No arithmetic here: the catalog formats the numbers it is handed (test_no_arithmetic_in_advisor).
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.schema import Msg, install_wording
from tools.wording import plural


def _load() -> dict[str, E]:
    out: dict[str, E] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name == "base":
            continue
        entries: dict[str, E] = importlib.import_module(f"{__name__}.{info.name}").ENTRIES
        twice = set(out) & set(entries)
        if twice:
            raise ValueError(f"message codes defined twice (advisor/core/messages/{info.name}.py): {sorted(twice)}")
        out.update(entries)
    return out


CATALOG: dict[str, E] = _load()


def _lang(lang: str | None) -> str:
    return "zh" if lang and str(lang).startswith("zh") else "en"


class _Formatter(string.Formatter):
    """str.format with the catalog's conventions for nested Msgs, lists, None and plurals."""

    def __init__(self, lang: str):
        self.lang = lang

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "u":  # an id in capitals ("bf16" → "BF16")
            return str(value).upper()
        if conversion == "p":  # provider ids as the answer's language names them (alibaba → 阿里云 / Alibaba Cloud)
            from catalog.places import display_name

            if isinstance(value, list | tuple):
                return [display_name(str(v), self.lang == "zh") for v in value]
            return display_name(str(value), self.lang == "zh")
        return super().convert_field(value, conversion)

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Msg):
            return format(word(value, self.lang), format_spec)
        if isinstance(value, list | tuple):
            return format_spec.join(self.format_field(v, "") for v in value)
        if value is None:
            return ""
        if format_spec.startswith("plural:"):
            return plural(value, *format_spec.split(":")[1:])
        return format(value, format_spec)


_FORMATTERS = {"en": _Formatter("en"), "zh": _Formatter("zh")}


def worded_args(args: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The args a function entry sees: nested Msgs worded, lists worded item by item, scalars as they are."""
    def one(v: Any) -> Any:
        if isinstance(v, Msg):
            return word(v, lang)
        if isinstance(v, list | tuple):
            return [one(x) for x in v]
        return v

    return {k: one(v) for k, v in args.items()}


def word(msg: Msg, lang: str | None = "en") -> str:
    """The text of `msg` in `lang` ("en", or Chinese for "zh" and "zh-Hant": the script is converted later)."""
    entry = CATALOG.get(msg.code)
    if entry is None:
        raise KeyError(f"no message {msg.code!r} in the catalog (advisor/core/messages)")
    lang = _lang(lang)
    template = entry.of(lang)
    if callable(template):
        return template(worded_args(msg.args, lang))
    return _FORMATTERS[lang].vformat(template, (), msg.args)


def fields(template: str) -> set[str]:
    """The placeholders of a template, nested format specs included ("{x:,.{d}f}" → {x, d})."""
    out: set[str] = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            out.add(name)
            out |= fields(spec or "")
    return out


install_wording(word, CATALOG.__contains__)

__all__ = ["CATALOG", "E", "fields", "word", "worded_args"]
