"""The words of advisor/core/cheaper_family.py: the family's smaller model as a "cheaper?" lever, with what it gives
up."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "cheaper_family.smaller_model": E(
        "the family's smaller model {model} instead of {from} (same load; gives up some answer quality: test it on "
        "your tasks)",
        "改用同系列更小的 {model} 代替 {from}（同样负载；回答质量会有所下降：先在自己的任务上测试）"),
}
