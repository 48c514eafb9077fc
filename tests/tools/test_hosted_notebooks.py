"""A hosted notebook service asked about gets one line: what it gives, and whether it meets the stated constraints
(tools.hosted_notebooks; the facts in catalog/data/hosted_notebooks.csv, each with its source and as_of)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from catalog.hosted import hosted_notebook
from tools.hosted_notebooks import hosted_line, sessions_needed

DATA = Path(__file__).resolve().parents[2] / "catalog" / "data" / "hosted_notebooks.csv"


def test_every_row_carries_its_source_and_date_and_no_price():
    with DATA.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert {r["id"] for r in rows} >= {"colab", "colab_pro", "kaggle", "sagemaker_studio_lab", "paperspace_gradient"}
    for r in rows:
        assert r["source"].strip() and r["as_of"].startswith("20"), r["id"]
        assert r["region_choice"] in ("none", "not_documented", "yes"), r["id"]
        assert not any("price" in k for k in r), "no price is kept for a notebook service"


@pytest.mark.parametrize("job, session, n", [(7.5, 24, 1), (24, 24, 1), (10.6, 4, 3), (12.1, 12, 2), (0.2, 6, 1)])
def test_sessions_a_job_needs(job, session, n):
    # ⌈job hours ÷ session hours⌉: 10.6 h in 4 h sessions is 3 (4 + 4 + 2.6); a full 24 h is still one
    assert sessions_needed(job, session) == n


def test_colab_pro_cannot_keep_data_in_hong_kong():
    # 1 × T4 QLoRA, ≈ 7.5 h, data must stay in Hong Kong → no (no region to choose), the 7.5 h fits one
    # 24 h Pro session
    m = hosted_line(hosted_notebook("colab_pro"), ["hk"], True, 7.5, False, None, "T4")
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("Colab Pro: no for this work.") and "no region to choose" in en and "hk" in en
    assert "24 h" in en and "7.5 h" in en and "fits one session" in en
    assert "这个任务不行" in zh and "不能选择区域" in zh and "24 小时" in zh
    assert "$" not in en and "¥" not in zh  # never a price


def test_without_a_residency_rule_the_verdict_is_limits_and_a_long_job_splits():
    # Studio Lab's GPU sessions last 4 h: a 10.6 h job (its card unnamed by the service) is 3 sessions
    m = hosted_line(hosted_notebook("sagemaker_studio_lab"), [], False, 10.6, False, None, "A10")
    assert "possible, with limits" in m.text("en") and "needs 3 sessions" in m.text("en")
    assert "要分 3 次会话跑" in m.text("zh")


def test_another_card_than_the_pick_is_never_given_the_picks_hours():
    # Kaggle assigns a P100 or 2 × T4; a GH200's 4.1 h says nothing of a T4's (≈ 15× less BF16 compute)
    m = hosted_line(hosted_notebook("kaggle"), [], False, 4.1, False, None, "GH200 (96GB HBM3)")
    assert "fits one session" not in m.text("en") and "time one epoch there" in m.text("en")
    # a T4 pick is one of Kaggle's cards: its hours stand
    assert "fits one session" in hosted_line(hosted_notebook("kaggle"), [], False, 6.1, False, None, "T4").text("en")


def test_a_service_kept_up_and_a_deadline():
    serving = hosted_line(hosted_notebook("colab"), [], False, None, True, None).text("en")
    assert serving.startswith("Colab (free): no for this work.") and "a service kept up cannot run there" in serving
    late = hosted_line(hosted_notebook("paperspace_gradient"), [], False, 3.0, False, 48, "P5000").text("en")
    assert "deadline of 48 h" in late and "6 h" in late
