"""The words of advisor/core/extract_llm.py: the language model's reading set aside."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # the user is not refused over figures they never gave: the rule reader's reading answers
    "extract_llm.set_aside": E(
        "the language model's reading of this message did not hold together (its figures contradict each other), so it "
        "is not used: this answer is from the rule reader's reading of your words",
        "语言模型对这条消息的读取前后矛盾（其数字互相冲突），未采用：本回答按规则读取你的原话"),
}
