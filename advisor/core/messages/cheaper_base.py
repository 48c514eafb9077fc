"""The words of tools/cheaper_base.py: "cheaper?" answered with the plans priced under what the user set when the
answer priced nothing at the stated precision (never "nothing cheaper" beside them)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "cheaper_base.priced_under_what_was_set": E(
        lambda a: ("Yes: cheaper plans can be priced under what you set"
                   + (f" ({', '.join(a['held'])})" if a['held'] else "")
                   + f". The biggest saving that keeps the same load: {a['label']}, {a['cut']:.0%} less than the plan "
                   "below; each option is listed with its price and what it gives up (quality to test, fewer users at "
                   "once); say which one to take."),
        lambda a: ("可以：在你设定的条件下" + (f"（{'、'.join(a['held'])}）" if a['held'] else "")
                   + f"仍有更便宜的方案可报价。保持同样负载、省得最多的是：{a['label']}，比下面的方案便宜 {a['cut']:.0%}；"
                   "每个选项都列出价格和代价（需测试的质量、更少的同时在线用户）；告诉我选哪个。")),
}
