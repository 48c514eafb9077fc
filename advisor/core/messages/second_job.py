"""The words of advisor/core/second_job.py: a second job in one message, not read."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "second_job.unread": E(
        "'{said}' is not read: it is a second job ({second}) — one job is sized a message, this answer is the first "
        "({first}); ask for the other in its own message",
        "“{said}”未读取：这是第二个任务（{second}）——每条消息只估算一个任务，下面是第一个（{first}）；另一个请单独发一条消息"),
}
