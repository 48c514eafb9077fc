"""Words for tools.thinking_alternative: "no thinking" said of a model that always thinks and has no non-thinking
release in the registry, with the nearest model of its kind that answers without thinking."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _alt_en(a: Mapping[str, Any]) -> str:
    if not a["alt"] and not a.get("held", True):  # a name the registry does not hold: no size or kind to match
        return "name a model of its kind that answers without thinking (an Instruct or chat release) to size it instead"
    if not a["alt"]:
        return "I hold no model of its kind and size that answers without thinking; name one to size it instead"
    how = f" with its thinking switched off ({a['switch']})" if a["switch"] else ""
    return f"the nearest model of its kind that answers without thinking is {a['alt']}{how}: name it to size it instead"


def _alt_zh(a: Mapping[str, Any]) -> str:
    if not a["alt"] and not a.get("held", True):
        return "请点名一个同类、不思考就直接回答的模型（Instruct 或 chat 版本），我按它重新估算"
    if not a["alt"]:
        return "模型库里没有同类、同等规模且不思考就回答的模型；请点名一个，我按它重新估算"
    how = f"（关闭思考：{a['switch']}）" if a["switch"] else ""
    return f"同类里最接近、不思考就直接回答的模型是 {a['alt']}{how}：点名它即可按它重新估算"


ENTRIES: dict[str, E] = {
    "thinking_alternative.always_thinks": E(
        lambda a: (f"{a['model']} cannot switch its thinking off (its model card: it always thinks before it answers, "
                   f"with no switch), and I hold no non-thinking release of it: thinking cannot be turned off on this "
                   f"model, so each "
                   f"answer is still sized with {a['tokens']:,} thinking tokens; {_alt_en(a)}"),
        lambda a: (f"{a['model']} 无法关闭思考（模型卡：每次回答前都会思考，没有开关），模型库里也没有它的非思考版本："
                   f"这个模型关不掉思考，所以每个回答仍按 {a['tokens']:,} 个思考 token 估算；{_alt_zh(a)}")),
}
