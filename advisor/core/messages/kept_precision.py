"""The words of advisor/core/kept_precision.py: a follow-up keeps the precision a "cheaper?" answer moved to."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "kept_precision.kept": E(
        lambda a: (f"Kept from the previous answer: {str(a['precision']).upper()} weights"
                   + (f" and an {str(a['kv']).upper()} KV cache" if a['kv'] else "")
                   + f" (an earlier answer chose them, not you: you named no precision and this turn did not change it); "
                   f"say \"{str(a['asked']).lower()}\" to size it in {str(a['asked']).upper()} instead."),
        lambda a: (f"沿用上一个答案的精度：{str(a['precision']).upper()} 权重"
                   + (f"和 {str(a['kv']).upper()} KV 缓存" if a['kv'] else "")
                   + f"（这是前面的答案选的，不是你指定的：你没有指定精度，这一轮也没有改）；"
                   f"如要按 {str(a['asked']).upper()} 估算，请说“{str(a['asked']).lower()}”。")),
}
