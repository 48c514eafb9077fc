"""Training on documents longer than the model's context leads with the lever that keeps the model (cut or pack to
its native context, or its own long-context release) before any swap (tools.train_context); serving keeps its own
line. Each case: the expert's reasoning beside it."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from tools.schema import Msg
from tools.train_context import own_release, train_context_constraint, train_context_lead


def test_own_release_is_the_models_own_longer_name_only():
    # Phi-3-medium (4,096) has Phi-3-medium-128k; Phi-3-mini-128k is another size, never "its" release
    assert own_release("Phi-3-medium", ["Phi-3-mini-128k", "Phi-4", "Phi-3-medium-128k"]) == "Phi-3-medium-128k"
    # Llama-2-13B has no long-context release held: None (Llama-3.1-8B is a swap, not its release)
    assert own_release("Llama-2-13B", ["Llama-3.1-8B", "Mistral-7B"]) is None


def test_the_lead_keeps_the_model_before_the_swap_en_and_zh():
    # Yi-1.5-9B (4,096) at 12,000 tokens: cut to 4,096-token windows (same tokens, same 6 × P × D compute) first,
    # its own 16K release second, another model last
    m = train_context_lead("Yi-1.5-9B", 4096, 12_000, ["Yi-1.5-9B-Chat-16K", "Qwen2.5-7B"],
                           Msg(code="api_replica.in_out", args={"input": "1", "output": "2"}))
    en, zh = m.text("en"), m.text("zh")
    assert en.index("keep Yi-1.5-9B") < en.index("Yi-1.5-9B-Chat-16K") < en.index("Qwen2.5-7B")
    assert "4,096" in en and "12,000" in en
    assert zh.index("保留 Yi-1.5-9B") < zh.index("Qwen2.5-7B")


def test_the_constraint_line_names_the_cut_first():
    # Llama-2-13B at 8,000 (繁體 users read the zh wording converted): refused at 8,000, the cut to 4,096 named first
    c = train_context_constraint("Llama-2-13B", 8000, 4096, ["Llama-3.1-8B"])
    assert c.status == "refused" and c.message.text("en").startswith("Llama-2-13B supports at most 4,096")
    assert c.message.text("en").index("cutting or packing") < c.message.text("en").index("Llama-3.1-8B")


@pytest.mark.slow
@pytest.mark.parametrize("text, keep, swap", [
    # Phi-3-medium (4,096) on 9k-token notes: keep it (4,096 windows), its own 128k release next, a swap last
    ("full fine-tune of Phi-3-medium on 400M tokens of clinical notes, each note about 9k tokens, trained whole, "
     "within 4 days. hardware and cost?", "keep Phi-3-medium by cutting or packing", "Phi-3-medium-128k"),
    # 繁體: Llama-2-13B (4,096) on 8,000-token records: 保留 Llama-2-13B first, then another model
    ("全量微調 Llama-2-13B，6億 token 的病歷，每份約 8000 token，要整份訓練，5天內完成，要租什麼？",
     "保留 Llama-2-13B", "才換模型"),
    # 简体: OLMo-2-13B (4,096) on 6k-token transcripts
    ("全量微调 OLMo-2-13B，20亿 token 的客服记录，每条约 6000 token，要整条训练，4天内完成，租什么？",
     "保留 OLMo-2-13B", "才换模型"),
])
def test_a_full_fine_tune_over_the_context_leads_with_the_cut(engine, text, keep, swap):
    head = engine.handle("t", text).text[:2000]
    assert keep in head and swap in head and head.index(keep) < head.index(swap), head
