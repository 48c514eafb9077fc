"""The words of advisor/core/said_output_read.py: a batch item's output said with its thinking inside it."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "said_output.with_thinking": E(
        "'{said}' read as each item's whole output, {out:,} tokens as you said, the model's thinking included: no "
        "thinking budget added on top (set max_tokens near it; say the answer's length alone if you meant that)",
        "“{said}”按每条的全部输出理解：按你说的 {out:,} token，已含模型的思考，不另加思考预算（max_tokens 设在这附近；"
        "如果指的只是回答部分，请说明）"),
}
