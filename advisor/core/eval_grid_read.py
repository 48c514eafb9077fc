"""Reading an evaluation grid's size groups ("20 open models (10 × 7–8B, 6 × 14–32B, 4 × 70–72B)", 10个7-8B，6个14-32B，
4个70-72B, "8 7B models and 4 70B models") and its items' lengths: the headline sizes the group of the largest models
(its share of the items), the other groups are sized beside it (advisor/core/eval_grid_lines.py, tools/eval_grid.py),
and a benchmark item's prompt and answer take the lengths of tools/eval_lengths.py when none is said."""

from __future__ import annotations

import re
from typing import Any

from tools.eval_grid import SizeGroup, groups_match, largest

_SIZE = r"(\d+(?:\.\d+)?)\s*(?:[-–~〜至到]\s*(\d+(?:\.\d+)?))?\s*[bB](?![a-zA-Z])"
# count before size: "10 × 7–8B", "10x 7B", "10个7-8B", "6 個 14-32B 模型", "4 70B models", "four of 70B"
GROUP = re.compile(r"(?i)(?<![\d.\-–])(\d{1,3})\s*(?:[×x*]|个|個|款|of)?\s*(?:models?\s+(?:of|at)\s+)?" + _SIZE
                   + r"(?:\s*(?:models?|llms?|模型))?")


def size_groups(t: str) -> list[SizeGroup]:
    """The size groups said in the message, in order (GROUP); [] when none."""
    out = []
    for m in GROUP.finditer(t):
        low = float(m.group(2))
        high = float(m.group(3) or m.group(2))
        out.append(SizeGroup(models=int(m.group(1)), low_b=min(low, high), high_b=max(low, high)))
    return out


def grid_groups(t: str, models: int | None) -> list[SizeGroup] | None:
    """The grid's size groups when they are the grid's (tools.eval_grid.groups_match), else None."""
    groups = size_groups(t)
    return groups if groups_match(groups, models) else None


def grid_fields(t: str, ctx: Any, models: int, benches: int, items: int) -> dict:
    """Fields an evaluation grid adds to the reader's: the largest group as the headline (its size and its share of the
    items) when the models come in stated size groups and no model is named; the benchmark lengths when none is said.
    Each is said in a note."""
    from advisor.core.messages import word
    from tools.dataset import eval_grid_requests
    from tools.eval_lengths import eval_item_lengths
    from tools.schema import Msg

    out: dict = {}
    groups = grid_groups(t, models) if not ctx.fields.get("model") else None
    if groups is not None:
        top = largest(groups)
        out = {"params_b": top.high_b, "batch_requests": eval_grid_requests(top.models, benches, items)}
        sizes = [f"{g.models} × {g.low_b:g}–{g.high_b:g}B" if g.low_b != g.high_b else f"{g.models} × {g.high_b:g}B"
                 for g in groups]
        msg = Msg(code="eval_grid.groups", args={"groups": sizes, "models": top.models, "size": top.high_b,
                                                 "n": out["batch_requests"]})
        ctx.out.note(word(msg, "en"), word(msg, "zh"))
    if not ctx.fields.get("seq_len") and ctx.example_len is None and not ctx.fields.get("output_tokens"):
        prompt, answer = eval_item_lengths()
        out.update({"seq_len": prompt + answer, "output_tokens": answer})
        msg = Msg(code="eval_grid.lengths", args={"prompt": prompt, "answer": answer})
        ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return out
