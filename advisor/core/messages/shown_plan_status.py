"""The words of tools/shown_plan_status.py: the budget and place lines said from the plan the headline shows
(advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "shown_plan_status.budget_met_by_change": E(
        lambda a: (f"Over {a['budget']} {a['per']} as asked; the plan shown above, {a['fleet']} with the change it "
                   f"names, costs {a['money']}/h{a.get('month') or ''}, within it."),
        lambda a: (f"按所问超出{a['per']} {a['budget']} 的预算；上面给出的方案（{a['fleet']}，按它说明的改动）"
                   f"每小时 {a['money']}{a.get('month') or ''}，在预算之内。")),
    "shown_plan_status.place_held_by_shown": E(
        lambda a: f"the plan shown above ({a['fleet']}) is {a['where']}{a.get('covers') or ''}.",
        lambda a: f"上面给出的方案（{a['fleet']}）就在{a['where']}{a.get('covers') or ''}。"),
    "shown_plan_status.headline_within_by_change": E(
        lambda a: (f"{a['model']}: over your budget as asked"
                   + (". " if a.get("below") else ", within it with a change. ") + f"{a['first']}{a.get('plan') or ''}"),
        lambda a: (f"{a['model']}：按所问超出预算" + ("。" if a.get("below") else "，改动后在预算之内。")
                   + f"{a['first']}{a.get('plan') or ''}")),
    "shown_plan_status.headline_nearest_within": E(
        lambda a: (f"No plan in {', '.join(map(str, a['regions']))} is within your budget; "
                   + ("only if the data could leave it (it must not, as you said), " if a.get("residency") else "")
                   + f"the nearest within it (outside the place you named): {'; '.join(map(str, a['plans']))}."),
        lambda a: (f"{'、'.join(map(str, a['regions']))}没有预算之内的方案；"
                   + ("只有在数据可以离开那里时（你说过不可以），" if a.get("residency") else "")
                   + f"最近的、在预算之内的方案（超出你指定的地点）：{'；'.join(map(str, a['plans']))}。")),
    "shown_plan_status.budget_only_outside": E(
        lambda a: (f"no plan in {', '.join(map(str, a['regions']))} is within it; the nearest plan within it is "
                   "outside that place"
                   + (", which your data rule forbids" if a.get("residency") else "") + " (see the first line)."),
        lambda a: (f"{'、'.join(map(str, a['regions']))}没有预算之内的方案；预算之内最近的方案在该地点之外"
                   + ("，而你的数据规定不允许" if a.get("residency") else "") + "（见第一行）。")),
    "shown_plan_status.card_holds_with_setting": E(
        "Yes with {label}: {v} (as the headline says; at the engine's defaults it would not fit).",
        "改用{label}可以：{v}（见开头；按引擎默认设置放不下）。"),
    "shown_plan_status.card_holds_see_above": E("Yes, with that setting: see the line above.", "可以，按上一行的设置。"),
}
