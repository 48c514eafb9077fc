"""A deadline judged on the slow end of the job time's own stated range (tools/constraints.py deadline_constraint,
tools/recommend.py moe_hf_slow).

A routed MoE fine-tuned in plain HF transformers/PEFT runs 3–10× the dense estimate (tools.recommend.MOE_HF_SLOWDOWN,
said in the answer as "plan for a–b"); a ✅ on the estimate alone would rest on the optimistic end of that range. So a
deadline the slow end misses is ⚠️ "met only with MoE-aware kernels", and one the slow end still meets keeps its ✅.
"""

from __future__ import annotations

from advisor.core.script import to_script
from tools.constraints import deadline_constraint
from tools.recommend import MOE_HF_SLOWDOWN


def test_slow_end_past_the_deadline_is_met_only_if():
    # Mixtral LoRA estimated at 2 h; × 10 (plain HF) = 20 h > a 16 h window → ⚠️, never ✅
    c = deadline_constraint(16, 2.0, True, True, slow_hours=2.0 * MOE_HF_SLOWDOWN[1])
    assert c.status == "adjusted"
    en, zh = c.message.en, c.message.zh
    assert "met only with MoE-aware" in en and "20.0 h" in en and "16 h" in en
    assert "只有用 MoE 专用训练内核" in zh and "20.0 小时" in zh
    assert "專用" in to_script(zh, "zh-Hant")


def test_slow_end_inside_the_deadline_keeps_the_tick_and_margin():
    # 0.8 h estimated, 8 h at the slow end, 10 h asked → ✅ with the margin on the estimate: 9.2 h (92 %) to spare
    c = deadline_constraint(10, 0.8, True, True, slow_hours=8.0)
    assert c.status == "honoured"
    assert c.label is not None and "92 %" in c.label.en


def test_no_range_no_change():
    # a dense model (no slow end given): 9 h of 12 is ✅ as before; 13 h of 12 is missed (❌)
    assert deadline_constraint(12, 9.0, True, True).status == "honoured"
    assert deadline_constraint(12, 13.0, False, True).status == "refused"


def test_a_missed_deadline_stays_missed_whatever_the_range():
    # not met at the estimate: ❌, the slow end does not soften it into ⚠️
    assert deadline_constraint(12, 14.0, False, True, slow_hours=140.0).status == "refused"
