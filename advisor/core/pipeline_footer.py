"""The constraints footer's budget tick as the whole pipeline's verdict: where an answer's other stages were priced
(a voice bot's speech-to-text and speech synthesis: "pipeline.budget" from advisor.core.voice_stages; a batch or RAG
pipeline's stages: "stages.total" from tools.stages.total_line), the stated budget is judged on their total, so the
footer's "✅ honoured: budget", ticked on the LLM stage alone, becomes ❌ when all stages together are over it, and
where they fit it the tick says it is the whole pipeline's (with the total).
Words only: the verdicts are the stages' own (tools.pipeline_budget, tools.stages); nothing is computed here."""

from __future__ import annotations

from typing import Any

from tools.schema import Constraint, Msg


def pipeline_verdict(msgs: list[Msg]) -> tuple[bool, str, str] | None:
    """(fits, the total a month, the budget a month) of the whole pipeline from the stages' lines: the voice pipeline's
    "pipeline.budget" first (every stage), else a stages total said against a budget; None when no stage line judges
    a budget."""
    whole = next((m for m in msgs if m.code == "pipeline.budget"), None)
    if whole is not None:
        return bool(whole.args["ok"]), str(whole.args["total"]), str(whole.args["budget"])
    total = next((m for m in msgs if m.code == "stages.total" and m.args.get("budget")), None)
    if total is not None:
        return bool(total.args["within"]), str(total.args["month"]), str(total.args["budget"])
    return None


def whole_pipeline_budget(rec: Any, msgs: list[Msg]) -> list[Msg]:
    """The stage lines, with the answer's budget constraint set to the whole pipeline's verdict (refused, with the
    total, where all stages together are over it); a partial stages total said beside the voice pipeline's verdict
    keeps its month but no budget verdict of its own (two verdicts on one budget contradicted each other)."""
    got = pipeline_verdict(msgs)
    if got is None:
        return msgs
    ok, total, budget = got
    if any(m.code == "pipeline.budget" for m in msgs):
        msgs = [m.model_copy(update={"args": {**m.args, "budget": ""}}) if m.code == "stages.total" else
                m.model_copy(update={"args": {**m.args, "first_ok": False}}) if m.code == "pipeline.budget" and not ok
                else m for m in msgs]  # the footer no longer ticks the LLM stage alone
    if not ok:
        rec.constraints = [c if c.name != "budget" else Constraint(
            name="budget", stated=c.stated, label=c.label, status="refused",
            message=Msg(code="pipeline.budget_footer", args={"total": total, "budget": budget}))
            for c in rec.constraints]
    else:  # ticked, but as the whole pipeline's verdict, never the LLM stage's alone
        rec.constraints = [c if c.name != "budget" or c.status != "honoured" else c.model_copy(update={
            "label": Msg(code="pipeline.budget_label_ok", args={"label": c.label or c.stated, "total": total})})
            for c in rec.constraints]
    return msgs
