"""The words the rule readers share from advisor/core/extract_words.py: the lead of a note that reads a document
whole in one prompt (the length's own reading follows it)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "extract_words.doc_one_prompt": E("one document read whole in one prompt, so the context holds it: ",
                                      "整份文档一次放进一个提示，上下文按它估算："),
}
