"""The words of tools/credits.py's messages: what free or prepaid credits on a provider cover of the pick."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "credits.label": E("credits on {provider!p}", "{provider!p}的代金券 / 额度"),
    "credits.elsewhere": E(
        "nothing on {provider!p} fits this work as stated, so the pick is on {pick!p} and your credits pay none of "
        "it; say a smaller plan to use them",
        "{provider!p} 上没有按所述条件能跑这个任务的卡，所以首选在 {pick!p}，你的代金券付不了它；换个更小的方案才能用上"),
    "credits.no_plan": E("no plan is priced to hold your {provider!p} credits against",
                         "没有可计价的方案，无法核对你在{provider!p}的代金券"),
    "credits.no_amount": E(
        "priced on {provider!p}, where your credits are; say how much they are for the hours they cover",
        "按{provider!p}计价（你的代金券在那里）；告诉我额度多少，即可算出能用多少小时"),
    "credits.cover": E(
        lambda a: (f"{a['amount']} of credits cover ≈ {a['hours']:,.0f} h ({a['days']:,.1f} days) of this pick at "
                   f"{a['hourly']}/h"
                   + (f" — {a['jobs']:,.1f}× this job's {a['job']}" if a.get("job") and not a.get("rest") else "")
                   + (f" — this job costs {a['job']}, so {a['rest']} is billed past them" if a.get("rest") else "")
                   + (f"; past them it is billed at {a['hourly']}/h (≈ {a['month']} a month)" if not a.get("job")
                      else "")),
        lambda a: (f"{a['amount']} 的额度够这个方案用约 {a['hours']:,.0f} 小时（{a['days']:,.1f} 天），每小时 {a['hourly']}"
                   + (f"——相当于这个任务（{a['job']}）的 {a['jobs']:,.1f} 倍" if a.get("job") and not a.get("rest")
                      else "")
                   + (f"——这个任务要 {a['job']}，超出的 {a['rest']} 需要付费" if a.get("rest") else "")
                   + (f"；用完后按每小时 {a['hourly']} 计费（每月约 {a['month']}）" if not a.get("job") else ""))),
}
