"""A logit distillation's teacher pass is priced beside the student's training, on the pick's machine when it holds
the teacher in FP8, and summed with the student's cost: never left as node-hours alone."""

from __future__ import annotations

import pytest

from advisor.core.messages import word
from advisor.core.script import to_script
from tools.distill import teacher_pass_hours

T = 70_553_706_496  # Llama-3.3-70B parameters (config.json / registry)


def test_the_teacher_pass_on_eight_h100s_in_fp8() -> None:
    # 2 × 70.55 B × 2 B = 2.822e20 FLOPs ÷ (8 × 1,979e12 × 0.5) = 35,650 s = 9.90 h
    got = teacher_pass_hours(T, 2_000_000_000, 8, 1_979, 989.5, 85.0)
    assert got is not None and got[1] == "FP8" and got[0] == pytest.approx(9.90, abs=0.01)


def test_a_card_without_fp8_runs_it_in_bf16() -> None:
    # 8 × A100 80 GB, 312 TF BF16: 2.822e20 ÷ (8 × 312e12 × 0.5) = 62.8 h; 141 GB of BF16 weights × 1.2 fit 640 GB
    got = teacher_pass_hours(T, 2_000_000_000, 8, None, 312, 85.0)
    assert got is not None and got[1] == "BF16" and got[0] == pytest.approx(62.8, abs=0.1)


def test_a_machine_that_cannot_hold_the_teacher_is_not_priced() -> None:
    # one 24 GB card: 70.6 GB of FP8 weights × 1.2 = 84.7 GB > 24 GB
    assert teacher_pass_hours(T, 2_000_000_000, 1, 330, 165, 24.0) is None


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("Plan: run Llama-3.3-70B over our 2B-token corpus, save the teacher logits to S3, then train Llama-3.2-3B "
     "(full FT) on KL loss. How much GPU + storage + $ and how long?", "Teacher pass priced on the pick's machine"),
    ("先用Llama-3.3-70B对20亿token语料跑一遍，把教师logits存到S3，再用KL损失全参微调Llama-3.2-3B，要多少GPU、存储和钱？",
     "教师前向按首选机器计价"),
    ("先用Llama-3.3-70B對20億token語料跑一遍，把教師logits存到S3，再用KL損失全參微調Llama-3.2-3B，要多少GPU、儲存和錢？",
     "教師前向按首選機器計價"),
])
def test_the_answer_prices_the_teacher_beside_the_student(tmp_path, text: str, said: str) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out, out
    assert "70.6" in out, out


def test_the_priced_line_reads_in_each_script() -> None:
    from tools.schema import Msg

    # 9.90 h + 15 min start-up = 10.15 h × $14.34 = $145.60; + the student's $51.01 = $196.61
    msg = Msg(code="distill.teacher_priced", args={
        "teacher_b": 70.554, "gpus": 8, "gpu": "H100 SXM", "student": "≈ $51.01", "hours": 10.15, "precision": "FP8",
        "hourly": "$14.34", "cost": "≈ $145.60", "total": "≈ $196.61"})
    en = word(msg, "en")
    assert "70.6 B teacher in FP8" in en and "≈ 10.2 h" in en and "≈ $196.61 for both jobs" in en, en
    hans = word(msg, "zh")
    assert "两个任务合计 ≈ $196.61" in hans, hans
    assert "兩個任務合計 ≈ $196.61" in to_script(hans, "zh-Hant")
