"""The words of tools/cheaper_hours.py: the office-hours (or stated-hours) month as a "cheaper?" lever, with what it
gives up."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "cheaper_hours.office_hours": E(
        lambda a: ((f"At the hours you said (≈ {a['hours']:,} h a month) the plan is already priced at ≈ {a['month']} a "
                    f"month; around the clock ({a['clock_hours']:,} h) it would be ≈ {a['clock']}.")
                   if a["said"] else
                   (f"If it is up only in office hours (weekdays 9:00–18:00, ≈ {a['hours']:,} h of {a['clock_hours']:,} a "
                    f"month): ≈ {a['month']} a month instead of ≈ {a['clock']}; it gives up answers outside those hours, "
                    "and the model loads again each morning (a few minutes): start and stop it on a schedule.")),
        lambda a: ((f"按你说的使用时段（每月约 {a['hours']:,} 小时），方案已按每月约 {a['month']} 计价；全天候"
                    f"（{a['clock_hours']:,} 小时）则约 {a['clock']}。")
                   if a["said"] else
                   (f"如只在办公时间开机（工作日 9:00–18:00，每月约 {a['hours']:,} 小时，全月 {a['clock_hours']:,} 小时）："
                    f"每月约 {a['month']}，而不是约 {a['clock']}；代价是下班时间无法使用，且每天早上要重新加载模型"
                    "（几分钟）：按时间表自动开关机。"))),
}
