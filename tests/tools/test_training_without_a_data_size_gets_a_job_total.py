"""A training job that states no data size is ranked per training token, and its answer also prices the pick for a
stated, assumed token count (tools.defaults.ASSUMED_TRAIN_TOKENS), so the answer carries a job total and says it
scales with the data — never a bare hourly rate (an expert asked "full fine-tune of an 8B on our data" and got only
$39.20/h)."""

import re

import pytest

from tools.defaults import ASSUMED_TRAIN_EXAMPLES, ASSUMED_TRAIN_TOKENS, DEFAULT_TRAIN_SEQ
from tools.offers import assumed_job
from tools.schema import Msg


def test_the_assumed_data_size_is_the_examples_times_the_default_sequence():
    # Hand: 50,000 examples × 2,048 tokens = 102,400,000 tokens
    assert ASSUMED_TRAIN_EXAMPLES * DEFAULT_TRAIN_SEQ == ASSUMED_TRAIN_TOKENS == 102_400_000


def test_an_assumed_job_is_its_run_hours_plus_start_up_at_the_hourly_price():
    # Hand: 36,000,000 tokens ÷ 10,000 tokens/s = 3,600 s = 1.0 h of run; billed 1.0 + 0.25 h start-up = 1.25 h;
    # × $3.60/h = $4.50
    run, cost = assumed_job(10_000, 3.60, "on_demand", 36_000_000)
    assert run == pytest.approx(1.0)
    assert cost == pytest.approx(4.50)


def test_an_assumed_job_scales_with_the_tokens_apart_from_the_start_up():
    # Hand: twice the tokens → 2.0 h of run, billed 2.25 h × $3.60 = $8.10 (not 2 × $4.50 = $9.00: the
    # quarter-hour start-up is paid once)
    run, cost = assumed_job(10_000, 3.60, "on_demand", 72_000_000)
    assert run == pytest.approx(2.0)
    assert cost == pytest.approx(8.10)


def test_an_assumed_job_on_spot_adds_the_rework_a_spot_job_pays():
    _, od = assumed_job(10_000, 3.60, "on_demand", 36_000_000)
    _, spot = assumed_job(10_000, 3.60, "spot", 36_000_000)
    assert spot > od


def test_the_assumed_job_line_says_the_tokens_the_total_and_asks_for_the_real_size_in_each_language():
    m = Msg(code="recommend.tail.assumed_job", args={
        "tokens": "102M", "seq": 2048, "examples": 50_000, "took": "1.6 h", "cost": "≈ $7.78"})
    en, zh = m.text("en"), m.text("zh")  # zh-Hant is the zh text with its script converted by the renderer
    for t in (en, zh):
        assert all(x in t for x in ("102M", "50,000", "2,048", "≈ $7.78", "1.6 h")), t
    assert "assumed" in en and "linearly" in en and "data size" in en, en
    assert "假设" in zh and "线性" in zh and "数据量" in zh, zh


@pytest.mark.slow
def test_a_full_fine_tune_with_no_data_size_prints_a_job_total_for_the_assumed_tokens():
    import pathlib
    import tempfile

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    with tempfile.TemporaryDirectory() as d:
        e = Engine(store=Store(pathlib.Path(d) / "s.db"))
        out = e.handle("t", "We want to do a full fine-tune of Llama-3.1-8B on our data. What should we rent and "
                            "what will it cost?").text
    head = next(x for x in out.splitlines() if "full fine-tune:" in x)
    # Hand: the job is priced from the pick's own hour and speed (the table's first row):
    # cost = hourly × (102,400,000 ÷ tokens/s ÷ 3,600 + 0.25 h start-up)
    price = float(re.search(r"at \$([\d.]+)/h", head).group(1))
    row = next(x for x in out.splitlines() if x.startswith("| 1 |"))
    tps = float(re.search(r"\| ([\d,]+) tok/s", row).group(1).replace(",", ""))
    job = float(re.search(r"≈ \$([\d,.]+) for the job", head).group(1).replace(",", ""))
    assert job == pytest.approx(price * (102_400_000 / tps / 3600 + 0.25), abs=0.01), head
    assert "102M training tokens" in head and "tell me your data size" in head, head


def test_a_named_plans_assumed_total_says_the_tokens_in_each_language():
    m = Msg(code="recommend.assumed_job_total", args={"tokens": "102M", "cost": "≈ $57.26"})
    assert "≈ $57.26 for an assumed 102M training tokens" in m.text("en") and "scales" in m.text("en"), m.text("en")
    assert "按假设的 102M 训练 token，整个任务 ≈ $57.26" in m.text("zh"), m.text("zh")


@pytest.mark.slow
def test_the_comparison_plan_beside_an_unpriced_cloud_carries_a_job_total(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "在华为云上全参微调 Qwen2.5-7B，用我们自己的数据，租什么？多少钱？").text
    line = next(x for x in out.splitlines() if "最接近的有价方案是" in x)
    # Hand: the comparison names its hour and, with no data size, the cost of the assumed 102.4M tokens on it — the
    # same plan and speed the open question ranks first (1 × B200 at ¥35.28/h, ≈ 20,000–23,000 tokens/s for a 7B full
    # fine-tune: 102.4M ÷ 22,000 ÷ 3,600 ≈ 1.3 h + 0.25 h start-up ≈ 1.5 h × ¥35.28 ≈ ¥53), so tens of yuan
    m = re.search(r"每小时 ¥([\d.]+)（按假设的 102M 训练 token，整个任务 ≈ ¥([\d,.]+)", line)
    assert m, line
    hour, job = float(m.group(1)), float(m.group(2).replace(",", ""))
    assert hour * 0.25 < job < hour * 24, line  # more than the start-up, less than a day of the machine
