"""Counts no workload has, said before a people noun, a screen's items or served adapters ("-60 equity analysts", "1.5
equity analysts", "NaN doctors", 40.5 位律師, "-10,000 structures", "0 structures", "-500 LoRA adapters"): each is said
not read by the shared sign rule (extract_rules.drop_impossible_counts) and never used without its sign, as a
fraction's whole part or as a fine-tune. Before, "-60 equity analysts" sized 9 of 60 people, "1.5" one user, "-10,000
structures" a 10,000-complex screen, and "1e300 LoRA adapters, 10 active at once" a LoRA fine-tune, all unsaid."""

from __future__ import annotations

import pytest

from advisor.core.conversation import scope_questions
from advisor.core.extract_rules import extract
from tools.schema import Workload


@pytest.mark.parametrize(("text", "said"), [
    ("serve Llama-3-70B for -60 equity analysts", "-60 equity analysts"),
    ("serve MedGemma-27B for -100 doctors", "-100 doctors"),
    ("serve Llama-3-70B for 1.5 equity analysts", "1.5 equity analysts"),
    ("serve medgemma for NaN doctors", "NaN doctors"),
])
def test_a_head_count_no_team_has_is_said_not_read(text, said):
    e = extract(text)
    assert e.patch.head_count is None and not e.patch.concurrency, e.patch
    assert any(said in n and "not read" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["40.5 位律師用Llama-3-70B", "-60个分析师用Llama-3-70B", "40.5个医生用Qwen2.5-72B问诊"])
def test_a_head_count_no_team_has_is_said_not_read_in_chinese(text):
    e = extract(text)
    assert e.patch.head_count is None and not e.patch.concurrency, e.patch
    assert any("未读取" in z for z in e.zh_notes.values()), e.zh_notes


def test_a_whole_head_count_is_still_read():
    # 60 analysts, ≈ 15 % at the office peak → 9 at once (unchanged)
    assert extract("serve Llama-3-70B for 60 equity analysts").patch.head_count == 60
    assert extract("40 位律師用Llama-3-70B").patch.head_count == 40


@pytest.mark.parametrize(("text", "said"), [
    ("Boltz-2 screen of -10,000 structures", "-10,000 structures"),
    ("Boltz-2 screen of 0 structures", "0 structures"),
    ("用Boltz-2筛-5000个配体", "-5000个"),
])
def test_a_screen_count_no_screen_has_is_said_not_read_and_not_used(text, said):
    e = extract(text)
    assert any(said in n and "not read" in n for n in e.notes), e.notes
    qs = " ".join(scope_questions(Workload(task="inference", modality="science"), "en", text))
    # the GPU-hours formula keeps the word "complexes", never 10,000 / 5,000 read without the sign
    assert "complexes × those seconds" in qs, qs


def test_a_screen_count_of_1e300_is_no_300():
    qs = " ".join(scope_questions(Workload(task="inference", modality="science"), "en",
                                  "Boltz-2 screen of 1e300 structures"))
    assert "300 ×" not in qs and "complexes × those seconds" in qs, qs


@pytest.mark.parametrize("text", ["serve Llama-3-8B with -500 LoRA adapters for 100 users",
                                  "部署Llama-3-8B，挂-500个LoRA适配器，给100人用"])
def test_a_signed_adapter_count_is_said_not_read(text):
    e = extract(text)
    assert not e.patch.lora_host_bytes, e.patch     # no 500 adapters sized
    assert any("-500" in n for n in e.notes), e.notes


def test_adapters_whose_count_is_refused_are_still_served_not_trained():
    e = extract("serve Llama-3-8B with 1e300 LoRA adapters, 10 active at once")
    assert e.patch.task == "inference" and e.patch.concurrency == 10, e.patch
    assert any("1e300" in n and "not read" in n for n in e.notes), e.notes
