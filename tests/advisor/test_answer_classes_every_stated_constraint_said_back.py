"""Answer class from an expert review (docs/expert_review18_grades.md, class 17): every constraint the user states is
said back in the answer's ✅/❌/❔ lines, in the user's language, on every path (LLM serving, training, encoder and
media batches, work that is not sized). The lines come from one declaration (tools.constraints.STATED_CONSTRAINTS)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def constraint_lines(out: str) -> str:
    """The answer's constraint lines: the '✅ honoured: …' line and each '- ✅/❌/❔/⚠️ …' line."""
    return "\n".join(ln for ln in out.splitlines() if any(i in ln for i in ("✅", "❌", "❔", "⚠️ ")))


# Each case: a question on one path stating constraints, and the words each constraint must be said back with.
# Hand reading of each: the user's words map to one Workload field each (one node → max_nodes 1; no spot → billing
# on_demand; not LoRA / 全参 → task full_finetune; 国内 → region cn; 台灣或日本 → regions tw, jp; only AWS → providers;
# $2k a month → budget; H100 → the card), and each field must show up as a line whatever the path.
CASES = [
    # LLM serving: one node, said back; the worst case must not break it
    ("run DeepSeek-V3 for our team of 10 with 64k context, must stay on one node", ["one node"]),
    ("部署DeepSeek-V3给10个人用，64k上下文，必须单机", ["单台机器"]),
    ("部署DeepSeek-V3給10個人用，64k上下文，必須單機", ["單臺機器"]),
    # LLM training: not LoRA and no spot, said back
    ("DPO on Llama-3.1-8B-Instruct, 60k preference pairs, 4k context, not LoRA, no spot",
     ["full fine-tune (not LoRA)", "on-demand only (no spot)"]),
    ("微调qwen2.5-7b，不要lora，全参数，8k上下文，不要竞价", ["全参训练（不用 LoRA）", "只用按需实例（不用竞价）"]),
    ("微調qwen2.5-7b，不要lora，全參數，8k上下文，不要競價", ["全參訓練（不用 LoRA）", "只用按需執行個體（不用競價）"]),
    # LLM serving with providers, card and budget
    ("serve Llama-3.1-8B for 20 users on H100, only AWS, budget $5000 a month", ["H100", "AWS", "$5,000"]),
    # encoder batch: the places
    ("幫我估一下用 e5-large 做 embedding，每日 5 千萬筆，台灣或日本的機房", ["臺灣、日本"]),
    ("embed 300M short docs with bge-large-en-v1.5, only AWS, no spot", ["AWS", "on-demand"]),
    # media batch: places and billing (its budget has a line of its own: test_a_media_budget_has_its_own_line)
    ("用whisper-large-v3转写2万小时音频，只要国内的云，不要竞价，预算每月5000元", ["中国大陆", "按需实例"]),
    # an image model's training, now sized (tools/media_train.py): 国内 refused (no mainland row holds it), 不要竞价 honoured
    ("训练SDXL的LoRA，500张图，只要国内的云，不要竞价实例", ["中国大陆", "按需实例"]),
]


@pytest.mark.slow
@pytest.mark.parametrize("text, said", CASES, ids=[c[0][:40] for c in CASES])
def test_every_stated_constraint_is_said_back(tmp_path, text, said):
    lines = constraint_lines(answer(tmp_path, text))
    for words in said:
        assert words in lines, (words, lines)


@pytest.mark.slow
def test_a_media_budget_has_its_own_line(tmp_path):
    # $500 a month against the job's cost (tools.batch_filters.budget_msg): the amount said once, in its own line;
    # where no row is priced (国内 below) it is said back as not checked instead
    out = answer(tmp_path, "transcribe 2,000 hours of audio with whisper-large-v3, only AWS, budget $500 a month")
    assert out.count("$500.00") == 1 and "budget" in constraint_lines(out) + out, out[:800]
    out = answer(tmp_path, "用whisper-large-v3转写2万小时音频，只要国内的云，不要竞价，预算每月5000元")
    assert "5,000" in constraint_lines(out), out[:800]


@pytest.mark.slow
def test_one_node_keeps_every_plan_on_one_machine(tmp_path):
    # DeepSeek-V3 FP8 ≈ 685 GB + MLA KV 70 KB/token × 655k tokens ≈ 46 GB: one 8 × MI300X (1.5 TB) or 8 × H200
    # (1.13 TB) box holds it. With "one node" stated, no plan named (ranked rows, the worst case) may span machines.
    out = answer(tmp_path, "run DeepSeek-V3 for our team of 10 with 64k context, must stay on one node")
    assert "nodes over InfiniBand" not in out and "machines" not in out.split("Full answer")[0].replace("one machine", "")


# The declaration: every field a user can state as a constraint is said back when it is the only thing stated.
DECLARED = {
    "providers": (["aws"], "AWS"), "regions": (["jp"], "Japan"), "budget": ({"amount": 2000, "currency": "USD",
                                                                              "per": "month"}, "$2,000"),
    "budget_per_hour": ({"amount": 5, "currency": "USD"}, "$5.00"), "deadline_hours": (72, "3 days"),
    "gpu_preference": ("H100", "H100"), "num_gpus": (4, "4 GPUs"), "min_gpu_memory_gib": (80, "≥ 80 GB per GPU"),
    "max_gpu_memory_gib": (24, "≤ 24 GB per GPU"), "billing": ("on_demand", "on-demand only (no spot)"),
    "task": ("full_finetune", "full fine-tune (not LoRA)"), "exclude_marketplace": (True, "no marketplace offers"),
    "max_nodes": (1, "one node"), "excluded_providers": (["aws", "gcp"], "not AWS, GCP"),
}


def test_the_declaration_covers_every_field_in_the_test():
    from tools.constraints import STATED_CONSTRAINTS

    assert set(DECLARED) == set(STATED_CONSTRAINTS)


@pytest.mark.parametrize("field", sorted(DECLARED))
@pytest.mark.parametrize("ranked", [True, False])
def test_each_declared_field_is_said_back_when_stated(field, ranked):
    # with no line of the path's own, the echo adds one: ✅ where the path filters by it and ranked a plan, else ❔
    from tools.constraints import echoed
    from tools.schema import Workload

    value, words = DECLARED[field]
    w = Workload(**{field: value})
    out = echoed([], w, {field}, ranked)
    assert len(out) == 1
    c = out[0]
    assert words in (c.label.text("en") if c.label else c.stated)
    # a stated method (full training) is what the answer sizes, not a filter: held even when nothing ranked
    # (a 用 H20 呢 follow-up with no H20 price still sizes full training); everything else is ❔ unranked
    assert c.status == ("honoured" if ranked or field == "task" else "unchecked")
    assert echoed([], w, set(), ranked) == []  # not stated: nothing said
    assert c.label is None or c.label.text("zh")  # worded in Chinese too (the catalog has every language)


def test_a_field_the_path_already_says_is_not_said_twice():
    from tools.constraints import echoed, filter_constraint
    from tools.schema import Workload

    own = filter_constraint("provider", ["aws"], True)
    w = Workload(providers=["aws"], billing="on_demand")
    out = echoed([own], w, {"providers", "billing"}, True)
    assert [c.name for c in out] == ["provider", "billing"]
