"""Follow-ups that ask about the plan already on the table — "would it make sense to just buy a server for this
instead?", 要不要干脆自己买一台服务器？, 改買伺服器會唔會好啲？, 领导问租云是不是更省, and a time window
("啲單據夜晚6點先齊，可唔可以朝早9點前做晒？") — are read as that question about the job in the conversation, not as a
new job (once: "training all weights in int4 is not supported") nor as outside the scope ("這超出了我的範圍").
Readings are checked in English, 简体, 繁體 and Cantonese; the chats run through the Engine."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.buy_or_rent import job_gpu_hours, jobs_to_break_even, purchase_step

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# ---- reading --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "would it make sense to just buy a server for this instead?",
    "should we buy our own machine instead?",
    "what about buying the GPUs instead?",
    "要不要干脆自己买一台服务器？",
    "不如直接買部機？",
    "改買伺服器會唔會好啲",
    "领导问租云是不是更省",
    "租雲會唔會平啲？",
])
def test_buying_instead_or_renting_cheaper_is_a_buy_or_rent_follow_up(text):
    assert "buy_vs_rent" in extract(text).intents
    assert "off_topic" not in extract(text).intents


@pytest.mark.parametrize("text", [
    "we want to buy an RTX 4090 to run Llama-3.1-8B",  # a card to buy for a job: a question of its own
    "serve Llama-3.1-8B for 20 users, cheaper please",
    "我们租了四张卡",
    # which rental is cheapest is no "renting beats buying?" question: the owned cards answer first, rentals after
    "實驗室有兩張3090，想用QLoRA微調llama 3.3 70b，來得及嗎？不行的話租什麼比較省",
    "跑不了的话租哪个最便宜",
])
def test_a_purchase_or_a_rent_alone_is_no_buy_or_rent_follow_up(text):
    assert "buy_vs_rent" not in extract(text).intents


@pytest.mark.parametrize("text", [
    "啲單據夜晚6點先齊，可唔可以朝早9點前做晒？",  # Cantonese: "only complete at 6 pm … all done before 9 am"
    "單據晚上6點才到齊，能不能早上9點前跑完？",
    "单据晚上6点才到齐，能不能早上9点前跑完？",
    "the invoices only arrive at 6pm, can it be done by 9am?",
])
def test_an_arrival_clock_and_an_end_clock_are_the_jobs_window(text):
    # 18:00 → 09:00 the next morning = 6 h to midnight + 9 h = 15 h
    assert extract(text).patch.deadline_hours == pytest.approx(15.0)


# ---- the break-even a job is said with -------------------------------------------------------------------------------

def test_jobs_to_break_even_per_price_step():
    # a $46.06 rented fine-tune: each $10,000 of purchase price is 10,000 ÷ 46.06 ≈ 217 such jobs
    assert purchase_step("USD") == 10_000
    assert jobs_to_break_even(purchase_step("USD"), 46.06) == pytest.approx(217.1, abs=0.1)
    assert purchase_step("CNY") == 100_000 and jobs_to_break_even(100_000, 0) is None


def test_a_jobs_gpu_hours_are_its_hours_times_its_gpus():
    # 3.21 h on one 8 × H100 node = 25.7 GPU-hours
    assert job_gpu_hours(3.21, 8) == pytest.approx(25.68)
    assert job_gpu_hours(None, 8) is None


# ---- in a chat --------------------------------------------------------------------------------------------------------

def _chat(tmp_path, *turns, key: str = "t"):
    eng = Engine(Store(tmp_path / f"{key}.db"))
    return [eng.handle(key, text) for text in turns]


def _figure(text: str, pattern: str) -> float:
    m = re.search(pattern, text)
    assert m, text
    return float(m.group(1).replace(",", ""))


@pytest.mark.slow
def test_buy_a_server_instead_after_a_fine_tune_is_answered_on_that_job(tmp_path):
    first, buy = _chat(tmp_path, "full fine-tune of mistral-nemo-12b, NOT lora, on ~500M tokens, budget about $1.5k",
                       "would it make sense to just buy a server for this instead?")
    job = first.recommendation.cost_table[0].cost.job_on_demand
    # Mistral-Nemo 12.2B full fine-tune of 500M tokens: 6 × 12.2e9 × 5e8 ≈ 3.7e19 FLOP → ≈ 3.2 h on 8 × H100
    # (≈ 26 GPU-hours) for ≈ $46; buying an 8-GPU server pays off only after (price ÷ $46) jobs: 217 per $10,000
    assert buy.kind == "explain" and "int4" not in buy.text and "can't size" not in buy.text
    assert buy.text.startswith("No — for this job, rent.")
    assert _figure(buy.text, r"([\d,]+) jobs for every \$10,000") == pytest.approx(10_000 / job, abs=1)
    assert 10 < _figure(buy.text, r"\(([\d,.]+) GPU-hours\)") < 60
    assert "I don't guess a purchase price" in buy.text


@pytest.mark.slow
def test_buy_a_server_instead_in_simplified_and_traditional_keeps_the_training_job(tmp_path):
    # Qwen2.5-7B full fine-tune of 200M tokens: ≈ 6 × 7.6e9 × 2e8 ≈ 9e18 FLOP, a few GPU-hours, under ¥200 rented;
    # "一台服务器" is the machine asked about, not a chat model to serve (it was re-read as inference on one RTX 3090)
    cn = _chat(tmp_path, "全参数微调 Qwen2.5-7B，2亿 token，预算1万元", "要不要干脆自己买一台服务器？", key="cn")[-1]
    assert cn.text.startswith("不买，这个任务租更划算。") and "推理" not in cn.text and "GPU 小时" in cn.text
    assert "我不猜购机价" in cn.text
    tw = _chat(tmp_path, "全參數微調 Qwen2.5-7B，2億 token", "改買伺服器會唔會好啲？", key="tw")[-1]
    assert tw.text.startswith("不買，這個任務租更划算。") and "購機價" in tw.text


@pytest.mark.slow
def test_a_daily_batch_is_given_no_rent_verdict(tmp_path):
    # a batch every day recurs: at a few hundred HK$ a night a purchase can pay off within a year, so the answer gives
    # the jobs to break even and no "rent" verdict
    buy = _chat(tmp_path, "每日5萬張單據用Qwen2.5-VL-7B抽取，資料要留喺香港", "不如直接買部機？", key="hk")[-1]
    assert "購機價" in buy.text and not buy.text.startswith("不買")


@pytest.mark.slow
def test_a_window_follow_up_in_cantonese_is_checked_against_the_plan(tmp_path):
    # turn 1: 50,000 pages a day on Qwen2.5-VL-7B in Hong Kong → 4 × T4, ≈ 7.6 h; turn 2: the pages are in at 18:00 and
    # must be done by 09:00 = 15 h ≥ 7.6 h → fits with ≈ 7.4 h to spare (was "這超出了我的範圍")
    first, window = _chat(tmp_path, "每日5萬張單據用Qwen2.5-VL-7B抽取，資料要留喺香港",
                          "啲單據夜晚6點先齊，可唔可以朝早9點前做晒？", key="win")
    assert "超出" not in window.text and window.recommendation is not None
    assert window.recommendation.workload.deadline_hours == pytest.approx(15.0)
    assert "✅" in window.text and "15 小時" in window.text


# ---- rent instead of a purchase, when the data stays on site -----------------------------------------------------------

def test_the_rent_a_cards_price_buys_back_when_no_count_is_said():
    # RTX 4090D ¥12,999, 425 W, against a ¥1.80 GPU-hour at ¥0.94 a kWh: rent ¥1,314 a month, power 0.425 × 730 × 0.94
    # = ¥291.6 → 12,999 ÷ 1,022.4 = 12.7 months around the clock = 9,282 GPU-hours
    from tools.buy_lead import break_even_rent_hours

    hours, months = break_even_rent_hours(12_999, 425, 1.80, 0.94)
    assert months == pytest.approx(12.71, abs=0.02) and hours == pytest.approx(9_282, abs=10)
    assert break_even_rent_hours(12_999, 425, 0.10, 0.94) is None  # rent below the power: never pays back


@pytest.mark.slow
@pytest.mark.parametrize("first, ask, lead, figure", [
    ("医院用nnU-Net做CT分割，数据不能出院", "领导问租云是不是更省", "先看合规", "GPU 小时的租金才回本"),
    ("醫院用nnU-Net做CT分割，資料不能出院", "老闆問租雲會唔會平啲？", "先看合規", "GPU 小時的租金才回本"),
    ("hospital nnU-Net CT segmentation, the data may not leave the site", "would renting cloud be cheaper than buying?",
     "Compliance first", "GPU-hours of rent"),
])
def test_rent_cheaper_of_an_on_site_plan_answers_compliance_then_both_figures(tmp_path, first, ask, lead, figure):
    # the plan buys one card (RTX 4090D ¥12,999 / RTX 5070 Ti $749); asked whether cloud is cheaper: compliance first
    # (the data may not leave), then the price beside the rented GPU-hours it buys back — no count was said, so the
    # break-even is in GPU-hours (was the first answer again, with no cloud figure)
    reply = _chat(tmp_path, first, ask, key="onsite")[-1]
    assert reply.text.lstrip("*").startswith(lead), reply.text
    assert figure in reply.text
