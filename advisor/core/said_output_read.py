"""A batch item's length said as its OUTPUT on a reasoning model ("每条输出约2000 token", 每條輸出大約1500 token, "2,000
output tokens each", "output about 1.5k tokens"): everything the model emits for it, its thinking included, so the plan
decodes that length and adds no thinking on top (tools.defaults.thinking_before_reply, `output_with_thinking`).
Before, any length under 2,048 was read as the visible reply and the model's 8,192-token thinking budget was added:
"每条输出约2000 token" on DeepSeek-R1-Distill-Qwen-7B was sized at 10,192 tokens an item, five times the output said.
A length said of the answer or the reply ("answers ~300 tokens", 回答约300 token) is still the visible reply.

Reading only: the words, and the field that says the length holds the thinking.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.extract_words import NUM

Read = tuple[dict, list[tuple[int, int]]]

_ABOUT = r"(?:(?:约|約|大约|大約|大概|差不多|左右|在|~|≈|about|around|roughly|approx\.?)\s*)*"
_MULT = r"\s*(?:k|K|千|万|萬)?"
SAID_OUTPUT = re.compile(
    r"(?:输出|輸出|产出|產出)\s*(?:长度|長度)?\s*" + _ABOUT + NUM + _MULT + r"\s*(?:个|個)?\s*(?:token|tok|词元|詞元)"
    r"|(?i:" + NUM + r"\s*(?:k)?[\s-]*(?:output\s+tokens?|tokens?\s+(?:of\s+)?output|tokens?\s+out\b)"
    r"|\boutputs?\s+(?:(?:of|is|are|=|:)\s*)?" + _ABOUT + NUM + r"\s*(?:k)?\s*tokens?\b)")


def read_output_with_thinking(t: str, ctx: Any) -> Read:
    """`output_with_thinking` for a batch whose stated item length is said as its output (SAID_OUTPUT) on a model
    that thinks by default, with the note that says it; nothing otherwise (no batch, no length, a length said as the
    thinking's own, or a model that does not think). By hand: 1,000,000 items × 2,000 tokens said = 2e9 tokens out,
    never 1e6 × (2,000 + 8,192) ≈ 1.02e10."""
    from advisor.core.extract_stated import thinking_tokens_of
    from tools.schema import Msg

    f = ctx.fields
    model = f.get("model")
    if not f.get("batch_requests") or not f.get("output_tokens") or f.get("thinking") is not None or not model:
        return {}, []
    m = SAID_OUTPUT.search(t or "")
    if m is None or thinking_tokens_of(model) <= 0:
        return {}, []
    msg = Msg(code="said_output.with_thinking", args={"said": m.group(0).strip(), "out": f["output_tokens"]})
    ctx.out.note(msg.en, msg.zh)
    return {"output_with_thinking": True}, []
