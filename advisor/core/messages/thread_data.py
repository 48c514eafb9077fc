"""The words of advisor/core/thread_data.py: a training follow-up on the data the thread generated."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "thread_data.generated": E(
        "Trained on the data generated above: {n:,} examples × {per:,} tokens (question + answer) × {epochs:g} epoch(s)",
        "训练数据按上面生成的数据计：{n:,} 条 × 每条 {per:,} token（问题 + 回答）× {epochs:g} 轮"),
}
