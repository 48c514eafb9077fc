"""The words of tools/trace_length.py's messages: a reasoning model's thinking length for the task said, with its
source, or the model's own figure said as a planning assumption with its range."""

from __future__ import annotations

from advisor.core.messages.base import E

_TASK = {"short": ("short tasks", "简短任务"), "hard": ("hard tasks (competition maths, code)", "难题（竞赛数学、代码）")}

ENTRIES: dict[str, E] = {
    "trace_length.line_sourced": E(
        lambda a: (f"thinking ≈ {a['tokens']:,} tokens/answer on {_TASK[a['task']][0]} ({a['low']:,}–{a['high']:,}; "
                   f"{a['source']}; say your own length to replace it)"),
        lambda a: (f"每个回答思考约 {a['tokens']:,} token（{_TASK[a['task']][1]}，{a['low']:,}–{a['high']:,}；"
                   f"来源：{a['source']}；可说明你自己的长度来替换）")),
    "trace_length.line_assumed": E(
        lambda a: (f"thinking {a['tokens']:,} tokens/answer on {_TASK[a['task']][0]} (a planning assumption, "
                   f"{a['low']:,}–{a['high']:,}: no published length for this release on such tasks; time it on a pilot "
                   f"or say your own)"),
        lambda a: (f"每个回答思考 {a['tokens']:,} token（{_TASK[a['task']][1]}；规划假设，{a['low']:,}–{a['high']:,}："
                   f"该版本在此类任务上没有公开的长度数据，请先小规模实测或说明你自己的长度）")),
}
