"""The words of advisor/core/second_model_lines.py: a second model named in the first message, not sized with it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _unsized(a: Mapping[str, Any], zh: bool) -> str:
    first, second = a["first"], a["second"]
    if a["kind"] == "later":
        return (f"假设：先按 {first} 规划；你说之后可能换成 {second}，这里没有按它计算（它的显存和速度可能不同），"
                f"决定换时再问一次即可" if zh else
                f"Assumed: planned for {first} as you start; {second}, said as a possible later switch, is not sized "
                f"here (its memory and speed may differ): ask again for it once you decide")
    return (f"你还提到 {second} 要一起跑：这里只按 {first} 规划，{second} 没法在同一方案里一起估算；"
            f"单独问一次 {second} 可得到它的显存和卡数" if zh else
            f"You also named {second} to run beside it: this plan sizes {first} only, {second} could not be sized on "
            f"the same cards here; ask for {second} on its own for its memory and cards")


ENTRIES = {
    "second_model.unsized": E(lambda a: _unsized(a, False), lambda a: _unsized(a, True)),
}
