"""The words of advisor/core/reserved_machine_read.py: a machine already reserved or paid for is answered as the
user's own cards, its fee a cost already spent."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reserved_machine.read": E(
        "a machine you have already reserved or paid for is answered as your own cards: its fee is already spent "
        "(what you pay now, not a new bill), so the question is whether it runs this work",
        "已预留或已付费的机器按你自己的卡来回答：这笔费用已经花出去（是你现在就在付的钱，不是新的账单），"
        "所以要看的是它能不能跑这项工作"),
}
