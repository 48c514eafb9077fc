"""The words of a batch job's length said with no "within" (advisor/core/bare_deadline_read.py, tools/bare_deadline.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "bare_deadline.read_audio": E(
        "'{said}' read as the batch job's deadline: {hours:,.0f} h to transcribe the {n:,} hours of audio (a day is 24 h "
        "of running); say if it is not",
        "“{said}”按这个批量任务的期限理解：{n:,} 小时音频在 {hours:,.0f} 小时内转写完（一天按 24 小时运行算）；如不是请说明"),
    "bare_deadline.read": E(
        "'{said}' read as the batch job's deadline: {hours:,.0f} h to finish the {n:,} requests (a day is 24 h of "
        "running); say if it is not",
        "“{said}”按这个批量任务的期限理解：{n:,} 条请求在 {hours:,.0f} 小时内跑完（一天按 24 小时运行算）；如不是请说明"),
}
