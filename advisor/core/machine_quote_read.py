"""A price said beside an Apple box the user would buy is that box's price, never a budget.

"買一部Mac Studio M4 Max 128GB（大約HK$2.9萬）", "a Mac Studio M3 Ultra 256GB for about $5,600", "买台Mac mini M4 Pro
64G，大概¥1.3万": the money is the machine's price as the user has it (their configuration, their market), so the buy
side quotes it and pays it back against the rental (tools.machine_price, `machine_price_said`) instead of Apple's base
list price, and no total budget is read from it. A budget word next to the money ("Mac Studio, budget $6k") keeps it
a budget.

Reading only: where the machine is named and whether the money sits right after it.
"""

from __future__ import annotations

import re

# an Apple box by name: Mac Studio / Mac mini / Mac Pro / MacBook Pro, with its chip and memory after it
MAC = re.compile(r"(?i)\bmac\s*(?:studio|mini|pro)\b|\bmacbook\s*pro\b")
# what may stand between the machine's name (chip, memory, a count word) and its price: no sentence end, no budget word
_BETWEEN = re.compile(r"(?i)[^。.!?？！\n;；]{0,48}")
# a budget word beside the money keeps it a budget ("max" is left out: it names a chip, M4 Max)
_BUDGET = re.compile(r"(?i)budget|afford|spend|within|at\s+most|\bunder\b|预算|預算|以内|以內|最多|上限|不超过|不超過")
# a price word or bracket right before the money ("（大約", "for about", "is", "costs", "售价")
_PRICE_LEAD = re.compile(r"(?i)(?:[（(]\s*(?:about|around|approx\.?|roughly|~|约|約|大约|大約|大概|差不多)?"
                         r"|\b(?:for|costs?|priced\s+at|is|at|quoted(?:\s+at)?|about|around|~)"
                         r"|约|約|大约|大約|大概|报价|報價|售价|售價|要|价格|價格|价钱|價錢|賣|卖|~)\s*$")


def mac_price_span(t: str, span: tuple[int, int]) -> bool:
    """True when the money at `span` is said right after an Apple box's name, in the same clause, led by a price
    word or an opening bracket, with no budget word between: the box's price. "Mac Studio M4 Max 128GB（大約HK$2.9萬）"
    → True; "Mac Studio M4 Max, our budget is $6,000" → False (a budget word); "$6k budget, is a Mac mini enough"
    → False (the money is before the machine)."""
    for m in MAC.finditer(t[:span[0]]):
        between = t[m.end():span[0]]
        if _BETWEEN.fullmatch(between) and not _BUDGET.search(between + t[span[1]:span[1] + 12]) \
                and _PRICE_LEAD.search(between):
            return True
    return False


# the cloud refused ("不上云", 唔想用雲, "no cloud", "not in the cloud"): a reason to buy, never a rental said
NO_CLOUD = re.compile(r"(?i)(?:不上|不用|不想用|唔用|唔想用|唔上|不要|不能上|不能用|不可以用)\s*(?:公有)?(?:云|雲)"
                      r"|\bno\s+cloud\b|\bnot\s+(?:in\s+)?(?:the\s+)?cloud\b|\bwithout\s+(?:the\s+)?cloud\b")


def cloud_refusals_blanked(t: str) -> str:
    """`t` with each refusal of the cloud blanked (same length), so a rent word check does not read "不上云" as a
    rental: "不上云。买台Mac mini" → "   。买台Mac mini"."""
    return NO_CLOUD.sub(lambda m: " " * len(m.group(0)), t)
