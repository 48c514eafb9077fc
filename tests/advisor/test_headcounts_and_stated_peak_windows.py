"""Head counts, peak windows and shares in a window, as people state them for an LLM service, are read and used.

- A company's people counted by their job, with an assistant set up for them in the next clause ("我们公司1000个销售，想在
  企业微信里接一个销售助手"), are a head count, not the speaker's own team (it was read as no load: 1 user at once).
- A share of the day said in a window of hours ("晚上7点到9点交的占60%", "60% of them between 7 and 9 pm") sets the peak:
  share × 24 ÷ window hours times the day's average (tools.busy_period.busy_factor), not the assumed 10 % in one hour.
- A window said as the busiest time, or with its share, is the peak of a service used all day: never the only hours
  it is up (a 3-hour month was priced from "晚上8到11点人最多"), nor a night's batch run (晚上 read as overnight).
"""

import pytest

from advisor.core.busy_period_read import window_peak, without_arrival_window
from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("q", "people"), [
    ("我们公司600个销售，想在钉钉里接一个销售助手，用Qwen3-14B，预算一个月3万", 600),  # 简体
    ("我們公司600位業務員，想在企業微信接一個助理，用Llama-3.1-8B", 600),  # 繁體
    ("我哋公司有800個銷售，想喺釘釘度整個銷售助手，用Qwen3-14B，每日朝早開完會最多人用", 800),  # Cantonese
    ("We have 600 salespeople and want to add an assistant in Slack, Qwen3-32B", 600),
])
def test_people_by_their_job_with_an_assistant_for_them_are_a_head_count(q: str, people: int) -> None:
    # sized later as 15 % at the office peak (tools.traffic.peak_share_of_people: 600 → 90 at once), never 1
    p = extract(q).patch
    assert p.head_count == people and p.concurrency is None


def test_a_team_that_builds_a_customer_bot_is_not_its_users() -> None:
    # 8 people building a customer-service bot: the customers are its load, not the 8 (TEAM_ASSISTANT_NEXT names only
    # an assistant, copilot or knowledge base for them, or the company's own chat)
    p = extract("我们团队8个人，想做一个客服机器人，用Qwen3-8B").patch
    assert p.head_count is None and p.concurrency is None


@pytest.mark.parametrize(("q", "factor", "rate"), [
    # 200,000 a day: 60 % in 2 h → 0.6 × 24 ÷ 2 = 7.2× → 200,000 ÷ 86,400 × 7.2 = 16.7 → 17 requests/s (the flat 10 %
    # busiest hour gave 5.6)
    ("Chatbot on Llama-3.1-8B, 200,000 messages a day, 60% of them between 7 and 9 pm", 7.2, 17.0),
    # 300,000 a day, 七成 in 8–11 pm: 0.7 × 24 ÷ 3 = 5.6× → 300,000 ÷ 86,400 × 5.6 = 19.4 → 19/s
    ("AI算命小程序，每天30萬次提問，晚上8點到11點佔七成，用Qwen3-8B", 5.6, 19.0),
    # 100,000 a day, half in 8–10 pm: 0.5 × 24 ÷ 2 = 6× → 6.94 → 6.9/s; 晚上 here is when messages come, not a batch run
    ("客服机器人，Qwen3-8B，每天10万条消息，晚上8点到10点占一半，每秒20个字", 6.0, 6.9),
])
def test_a_share_said_in_a_window_sets_the_peak_rate(q: str, factor: float, rate: float) -> None:
    e = extract(q)
    p = e.patch
    assert p.peak_to_average == pytest.approx(factor) and p.target_requests_per_s == rate
    assert p.batch_requests is None and p.usage_hours_per_day is None  # a live service up all day, peak in the window
    assert any(f"{factor:.1f}" in n for n in e.notes)  # the note says the share, the window and the multiple


def test_a_busiest_window_is_the_peak_not_the_hours_up() -> None:
    # "晚上8到11点人最多" (200,000 a day × 3 each): the service runs all day; its peak is the evening (was priced 3 h a day)
    q = ("我们做了个AI算命小程序日活20万左右每人平均问3次每次回答500字左右晚上8到11点人最多想用Qwen3-8B自己部署"
         "一个月预算5万块够不够要租什么卡几张")
    p = extract(q).patch
    assert p.usage_hours_per_day is None and p.daily_users == 200000
    assert extract("Support bot on Llama-3.1-8B, 20k users a day, 7-10 pm is the busiest").patch.usage_hours_per_day is None
    # Cantonese, a busiest evening beside a day's messages: a live rate, 50,000 ÷ 86,400 × 2.4 = 1.39 → 1.4/s
    p = extract("客服機械人，每日5萬條訊息，夜晚7點到10點最多人用，Qwen3-8B").patch
    assert p.target_requests_per_s == 1.4 and p.batch_requests is None and p.usage_hours_per_day is None


def test_stated_hours_up_and_a_nightly_batch_stay_as_they_were() -> None:
    # controls: office hours said as when the team uses it stay 9 h a day; a night's batch stays a batch
    p = extract("Internal assistant on Qwen3-8B for 40 people, 9am-6pm, weekdays").patch
    assert p.usage_hours_per_day == 9.0 and p.head_count == 40
    p = extract("每天晚上跑批，10万条消息做摘要，Qwen3-8B").patch
    assert p.batch_requests == 100000 and p.target_requests_per_s is None


def test_window_peak_reads_only_a_stated_share() -> None:
    assert window_peak("晚上7点到9点交的占60%") == pytest.approx((7.2, 0.6, 2.0))
    assert window_peak("most traffic 8-12 pm") is None  # an assumed share is not "as you said"
    # the evening of an arrival window is blanked for the night-run reader; a night's run is left alone
    assert "晚上" not in without_arrival_window("每天200万条录音，晚上7点到9点交的占60%")
    assert without_arrival_window("每天晚上跑批") == "每天晚上跑批"


@pytest.mark.parametrize("q", [
    # "half" said of the prompt in another sentence is no share of the day's traffic: 50 M push texts in 0–6 点 are a
    # nightly batch with a 6 h deadline (no peak factor; the share reader once took 其中一半 as 50 % of the day in 6 h)
    "每天凌晨0点到6点要给5000万用户每人生成一条个性化推送文案，用Qwen3-8B，prompt大概600 token。其中一半是固定的指令。",
    "每日凌晨1點到5點要幫300萬個會員每人寫一段推介，用Qwen3-8B，prompt約800 token。當中一半係固定嘅指示。",
    "Every night between 1 and 5 am we write one email for each of 2 million customers with Llama-3.1-8B. Half of the "
    "700-token prompt is a fixed instruction.",
])
def test_a_share_said_of_something_else_is_no_peak_share(q: str) -> None:
    assert window_peak(q) is None
