"""The constraints footer's budget tick is the whole pipeline's verdict (advisor.core.pipeline_footer): a voice bot's
ASR + LLM + TTS total ("pipeline.budget") or a batch pipeline's stages total ("stages.total") over the budget turns the
footer's "✅ honoured: budget", ticked on the LLM stage alone, into ❌ with the total."""

import re
from types import SimpleNamespace

import pytest

from advisor.core.pipeline_footer import pipeline_verdict, whole_pipeline_budget
from tools.schema import Constraint, Msg


def _rec() -> SimpleNamespace:
    return SimpleNamespace(constraints=[
        Constraint(name="budget", stated="$800/month", status="honoured", message=Msg(code="constraints.budget_buys",
                                                                                      args={})),
        Constraint(name="region", stated="EU", status="honoured", message=Msg(code="constraints.budget_buys", args={}))])


def test_a_voice_pipeline_over_its_budget_refuses_the_footers_budget():
    # by hand: LLM 600 + ASR 1,900 + TTS 1,300 = 3,800 a month against 800 → ❌ (4.75×) although the LLM's 600 fits
    rec = _rec()
    msgs = [Msg(code="pipeline.budget", args={"ok": False, "budget": "$800", "total": "$3,800", "times": 4.75,
                                              "first_ok": True}),
            Msg(code="stages.total", args={"month": "$950", "budget": "$800", "within": False, "job": "", "rag": False,
                                           "queries": False, "speech": True})]
    out = whole_pipeline_budget(rec, msgs)
    budget = next(c for c in rec.constraints if c.name == "budget")
    assert budget.status == "refused" and "$3,800" in budget.message.text("en")
    assert next(c for c in rec.constraints if c.name == "region").status == "honoured"
    assert out[0].args["first_ok"] is False  # no "✅ above is the LLM alone": the footer no longer ticks it
    assert out[1].args["budget"] == ""  # one verdict on the budget, the whole pipeline's


def test_a_batch_pipelines_stages_total_is_the_verdict():
    # by hand: a daily transcription 45 a day × 30.4 = 1,368 + the LLM's batches 400 = 1,768 a month against 1,500 → ❌
    rec = _rec()
    whole_pipeline_budget(rec, [Msg(code="stages.total", args={
        "month": "¥1,768", "budget": "¥1,500", "within": False, "job": "", "rag": False, "queries": False,
        "speech": True})])
    budget = next(c for c in rec.constraints if c.name == "budget")
    assert budget.status == "refused" and "¥1,768" in budget.message.text("zh")


def test_a_pipeline_inside_its_budget_keeps_the_tick_and_no_budget_no_verdict():
    # by hand: 300 + 250 = 550 a month against 800 → ✅
    rec = _rec()
    whole_pipeline_budget(rec, [Msg(code="pipeline.budget", args={"ok": True, "budget": "$800", "total": "$550",
                                                                  "times": 0.69, "first_ok": True})])
    assert rec.constraints[0].status == "honoured"
    assert pipeline_verdict([Msg(code="stages.total", args={"month": "$550", "budget": "", "within": True})]) is None


def _footer(out: str) -> str:
    return "\n".join(x for x in out.splitlines() if re.match(r"- (✅|❌)", x))


@pytest.mark.slow
@pytest.mark.parametrize("text, total", [
    # a daily Whisper stage (≈ $2.7 a day × 30.4 ≈ $81) beside Llama-3.1-8B's batches: the sum over $220 → ❌
    ("Every day we transcribe 300 hours of meeting recordings with Whisper large-v3, then Llama-3.1-8B writes a summary "
     "of each of the 600 meetings (3,000 tokens in, 300 out), budget $220 a month, US", True),
    # a voice agent: Whisper + Llama-3.1-8B + CosyVoice2 for 80 calls 16 h a day: its three stages ≫ $1,500 a month,
    # while the LLM's single card alone fits it
    ("Phone agent: Whisper large-v3 transcribes, Llama-3.1-8B answers, CosyVoice2 speaks, 80 concurrent calls, 16 hours "
     "a day, budget $1,500 a month, US", True),
    # 300 h a day × Whisper ≈ ¥19 a day × 30.4 + the LLM's batches ≈ ¥1,900 a month, over ¥1,500 → ❌
    ("每天用Whisper large-v3转写300小时会议录音，再用Llama-3.1-8B给600场会议各写摘要（每场输入3000 token，输出300），"
     "预算每月1500元，美国租卡", True),
    # the same in HKD: ≈ HK$2,050 a month over HK$1,500 → ❌
    ("每日用Whisper large-v3轉寫300小時會議錄音，再用Llama-3.1-8B為600場會議各寫摘要（每場輸入3000 token，輸出300），"
     "預算每月1500港元，美國租卡", True),
])
def test_the_footer_says_the_whole_pipelines_verdict(tmp_path, text, total):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    foot = _footer(out)
    assert re.search(r"❌ .*(all stages together|所有环节合计|所有環節合計)", foot), out
    assert not re.search(r"✅ [^\n]*(\$220|1,500)", foot), out  # the budget is no longer ticked for one stage
