"""Buy or rent for a sized training job run now and then ("a full fine-tune every quarter"): the cards are busy the
job's own hours (tools.buy_or_rent.job_run_hours from the training-time model, runs a year from the period said),
never every hour. A quarterly full fine-tune of a 32B model (≈ 40 h a run, ≈ 2 % of the year) was priced as if the
bought server worked 100 % of the time, which made buying look 50× better than it is."""

from __future__ import annotations

import re

import pytest

from advisor.core.buy_or_rent import again_said, job_again
from catalog.gpus import all_gpus
from tests.conftest import module_engine, module_home
from tools.buy_or_rent import job_hours_a_year, runs_over
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_quarter_is_four_runs_a_year():
    # by hand: once a quarter over 3 years = 12 runs; 50 h once a quarter = 200 h = 2.3 % of 8,760
    assert runs_over(1, "quarter", 3) == 12
    year_h, pct = job_hours_a_year(50.0, "quarter")  # type: ignore[misc]
    assert year_h == 200 and abs(pct - 200 / 8760 * 100) < 1e-9
    assert job_hours_a_year(50.0, None) is None
    assert again_said("what if we do 6 runs a quarter?").per == "quarter"  # type: ignore[union-attr]


def test_the_job_sets_the_runs_and_their_hours():
    # Mistral-7B full fine-tune on 1 B tokens on 8 × A100 80GB: 6 × 7.2e9 × 1e9 ≈ 4.3e19 FLOPs ÷ (8 × 312 TFLOPS ×
    # ≈ 0.35-0.45) ≈ 10-12 h a run; monthly → 12 runs a year ≈ 120-150 h ≈ 1.5 % of the year
    w = Workload(task="full_finetune", model="Mistral-7B-Instruct-v0.3", train_tokens=1_000_000_000, num_gpus=8,
                 gpu_preference="A100")
    got = job_again("we retrain it every month", w, all_gpus()["A100 80GB SXM"], 8)
    assert got is not None
    again, line = got
    assert again.per == "month" and again.runs == 1 and again.run_hours is not None and 4 < again.run_hours < 30
    assert line.args["util"] < 5
    # not a training job (serving, or no token count): nothing
    assert job_again("every month", w.model_copy(update={"train_tokens": None}), all_gpus()["A100 80GB SXM"], 8) is None


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def _util(out: str) -> float:
    m = re.search(r"≈ ([\d.]+) ?%\)|[约約] ([\d.]+)%）", out)
    assert m, out
    return float(m.group(1) or m.group(2))


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    # a full fine-tune of Qwen2.5-14B on 3 B tokens each quarter on 8 × H100:
    # 6 × 14.7e9 × 3e9 ≈ 2.6e20 ÷ (8 × 989e12 × ≈ 0.4) ≈ 23 h a run → ≈ 90 h a year ≈ 1 %: renting wins by far
    "We full fine-tune Qwen2.5-14B on 3B tokens every quarter. Buy an 8xH100 server or rent, which is cheaper over "
    "3 years?",
    # 简体: Llama-3.1-8B full fine-tune on 0.5 B tokens monthly on 4 × A100: ≈ 9 h a run → ≈ 110 h a year ≈ 1.3 %
    "我们实验室每个月用 Llama-3.1-8B 做一次全参微调，大概 5 亿 token，想买一台 4 卡 A100 服务器，还是租划算？按三年算",
    # 繁體: Qwen2.5-7B full fine-tune on 1 B tokens each quarter on 8 × H100: ≈ 4-6 h a run → ≈ 20 h a year
    "我們每季用 Qwen2.5-7B 做一次全參數微調，約 10 億 token，要買一台 8 卡 H100 伺服器還是租？用三年",
])
def test_the_rent_is_priced_at_the_jobs_hours(engine, question):
    out = engine.handle(f"bj-{len(question)}", question).text
    # the job's hours are said and set the use: a few % of the year, never "every hour assumed" / 100 %
    assert ("The work: one full fine-tune" in out) or ("这项工作" in out) or ("這項工作" in out), out
    assert _util(out) < 5, out
    assert "every hour assumed" not in out and "按每小时都在用）" not in out and "按每小時都在用）" not in out, out
