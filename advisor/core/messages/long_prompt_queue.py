"""Long prompts that arrive together queue for their first tokens (tools.long_prompt_queue)."""

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _wait_en(a: Mapping[str, Any]) -> str:
    return f"{a['mins']:,.1f} min" if a.get("mins") else f"{a['s']:,.0f} s"


def _wait_zh(a: Mapping[str, Any]) -> str:
    return f"{a['mins']:,.1f} 分钟" if a.get("mins") else f"{a['s']:,.0f} 秒"


ENTRIES = {
    "long_prompt_queue.last": E(
        lambda a: (f"; if {a['users']:,} users send such a {a['prompt']:,}-token prompt at once, they queue: prefill is "
                   f"compute-bound, so the last waits ≈ {_wait_en(a)} ({a['users']:,} × one alone)"),
        lambda a: (f"；若 {a['users']:,} 个用户同时发送这样的 {a['prompt']:,} token 提示，会排队：预填充受算力限制，"
                   f"最后一个约需 {_wait_zh(a)}（单个的 {a['users']:,} 倍）")),
}
