"""The words of a budget judged on a whole pipeline's month (tools/pipeline_budget.py, advisor/core/voice_stages.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    if a["ok"]:
        return f"✅ Budget {a['budget']} a month, on the whole pipeline: all stages together ≈ {a['total']} fit it"
    return (f"❌ Budget {a['budget']} a month, on the whole pipeline: all stages together ≈ {a['total']}, "
            f"{a['times']:,.1f}× the budget — not met"
            + ("; the budget ✅ above is the LLM stage alone" if a["first_ok"] else "")
            + "; the stages' levers (a lighter ASR or TTS, fewer hours a day) are the ones that move it")


def _zh(a: Mapping[str, Any]) -> str:
    if a["ok"]:
        return f"✅ 预算每月 {a['budget']}，按整条流水线算：所有环节合计约 {a['total']}，在预算内"
    return (f"❌ 预算每月 {a['budget']}，按整条流水线算：所有环节合计约 {a['total']}，是预算的 {a['times']:,.1f} 倍——不满足"
            + ("；上面预算的 ✅ 只是 LLM 这一环" if a["first_ok"] else "")
            + "；能降下来的是各环节的杠杆（更轻的 ASR 或 TTS、每天少开几个小时）")


ENTRIES: dict[str, E] = {
    "pipeline.budget": E(_en, _zh),
    # the footer's budget line where the whole pipeline is over the budget (advisor.core.pipeline_footer)
    "pipeline.budget_footer": E(
        "all stages together ≈ {total} a month, over the {budget} budget (judged on every stage, not the LLM's alone)",
        "所有环节合计约每月 {total}，超出 {budget} 的预算（按全部环节算，不只 LLM 这一环）"),
    # the footer's budget label where the whole pipeline fits it: the tick is every stage's, said with the total
    "pipeline.budget_label_ok": E("{label} for the whole pipeline (all stages together ≈ {total})",
                                  "{label}（按整条流水线算：所有环节合计约 {total}）"),
}
