"""The words of tools.price_age: the short answer's note on a lead price older than a year."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # the lead plan's price was read over a year ago (tools.price_age.stale_lead): its date, and that it may have moved
    "price_age.stale_lead": E(
        "⚠ the lead plan's price ({provider}) was read on {as_of}, {days:,} days ago: it may have moved "
        "since, so check {provider}'s current price before you buy",
        "⚠ 首选方案的价格（{provider}）读取于 {as_of}，距今 {days:,} 天：GPU 价格此后可能已变动，下单前请到{provider}"
        "核对当前价格"),
}
