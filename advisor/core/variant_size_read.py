"""A family word, a variant's words and a size written without its B ("qwen 2.5 coder 14", "deepseek r1 distill
llama 8", "千问2.5 math 7 给 …"): the registry row of that variant and that size (catalog/data/models.json names),
never the family's default member or a question between the variant's sizes. The number is read as a size only before
words that end a model name (never "qwen coder 7 users"), and only when the registry holds a row whose name has every
word said and ends in that size: no row, no reading."""

from __future__ import annotations

import re

# the family words, with the Chinese names of Qwen (千问 / 千問) read as "qwen"
_FAMILY = r"(llama|qwen|千问|千問|mistral|mixtral|gemma|phi|yi|glm|internlm|baichuan|deepseek|falcon|olmo|granite)"
_WORD = r"[a-z][a-z0-9.]*|\d+(?:\.\d+)?"
VARIANT_SIZE = re.compile(r"(?i)(?<![a-z0-9])" + _FAMILY + r"((?:[\s\-_]*(?:" + _WORD + r")){1,4}?)[\s\-_]+(\d{1,3}(?:\.\d)?)"
                          r"(?![\d.]|[a-z%])"
                          r"(?=\s*(?:$|[,;:!?)，。；：！？、]|\.(?!\d)|(?:for|on|with|in|at|to|model|instruct|chat|and|or)\b"
                          r"|模型|给|給|在|用|部署|跑|做|微调|微調|推理|推論|的|嘅|吗|嗎|呢|看|識|识|讀|读))")
_CHINESE_FAMILY = {"千问": "qwen", "千問": "qwen"}


def variant_row(family: str, words: str, size: str) -> str | None:
    """The registry row whose name starts with the family, holds every word said between the family and the size, in
    that order, and ends in "-<size>B"; of several, the shortest (no sub-family word the user did not say)."""
    from catalog import registry

    fam = _CHINESE_FAMILY.get(family, family.lower())
    need = [w.lower() for w in re.findall(r"[A-Za-z]+\d*|\d+(?:\.\d+)?", words)]
    rows = []
    for name in registry.names():
        low = name.lower()
        if not (low.startswith(fam) and low.endswith(f"-{size}b")):
            continue
        middle, at = low[len(fam):-len(size) - 2], 0
        for w in need:
            at = middle.find(w, at)
            if at < 0:
                break
            at += len(w)
        else:
            rows.append(name)
    return min(rows, key=len) if rows else None


def read_variant_size(t: str) -> tuple[str, tuple[int, int], str] | None:
    """(the words said, their span, the registry row) for a family, a variant and a bare size; None otherwise."""
    for m in VARIANT_SIZE.finditer(t):
        if not re.search(r"[A-Za-z]", m.group(2)):
            continue  # "qwen2.5 72": a version and a size only, read by the size-without-B reader
        row = variant_row(m.group(1), m.group(2), m.group(3))
        if row is not None:
            return m.group(0).strip(), m.span(), row
    return None


_FAMILY_BEFORE = re.compile(r"(?i)(?<![a-z0-9])" + _FAMILY + r"[\s\-_]?$")


def after_family_word(t: str, start: int) -> bool:
    """Whether a family word ends just before `start` ("qwen 2.5 coder": 2.5 is the family's version, not a count)."""
    return _FAMILY_BEFORE.search(t, 0, start) is not None
