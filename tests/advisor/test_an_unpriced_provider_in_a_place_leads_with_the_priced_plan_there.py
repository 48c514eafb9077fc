"""A provider asked in a place where my catalog has no price for it: the cheapest priced plan that keeps the data in
that place leads, with its month (and how far over a stated budget), and the unpriced plan follows as the quote to
ask for, with the per-GPU-hour price that fits the budget (tools.recommend._place_lead). And a region row the
complete listing does not offer never leads (catalog.check `unlisted_region`).

The expert's cases: "阿里雲香港得唔得？預算每月3萬港紙" answered with an unpriced 8 × H800 bare metal and "≤ HK$5.14 per
GPU-hour", no monthly figure (U4); "only AWS, data stays in Canada" answered with p4d.24xlarge in ca-central-1, which
AWS does not sell there (the complete SkyPilot v7 listing offers p4d in six other regions).

By hand (catalog/data/instances.csv; HK$ at 7.8 to the US$, catalog/data/fx.csv; a month is 730 h):
* Hong Kong's priced GPUs are AWS ap-east-1 T4s (g4dn; the g5 A10G rows there are `unlisted_region`). g4dn.metal
  (8 × T4) $12.048/h × 7.8 = HK$93.97/h; × 730 = HK$68,601 a month. A HK$30,000 month is HK$41.10/h, so one machine
  is 93.97 ÷ 41.10 = 2.3× the budget, two (documents of 24k tokens) HK$187.95/h = HK$137,203 a month, 4.6×.
* The unpriced quote: 8 × H800 bare metal (ebmgn8v) is 8 × 730 = 5,840 GPU-hours a month → HK$30,000 ÷ 5,840 =
  HK$5.14 a GPU-hour to fit; 2 × H20 is 1,460 GPU-hours → HK$20.55.
* Singapore: GCP a2-ultragpu-1g (1 × A100 80GB) in asia-southeast1 with INT4 weights, $6.25/h ≈ $4,561 a month,
  inside a $30,000 budget (no "×" said).
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _head(text: str) -> str:
    """The bold headline after the workload line."""
    paras = [p for p in text.split("\n\n") if p.startswith("**")]
    return paras[1] if len(paras) > 1 else paras[0]


def _ask(tmp_path, *turns: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in turns]


def test_cantonese_alibaba_hong_kong_leads_with_the_priced_hong_kong_plan_and_its_month(tmp_path):
    t1, t2 = _ask(tmp_path,
                  "我哋係中環一間律師行，想用qwen2.5-72b幫20個律師睇合約，一份合約大概40頁，資料唔可以出香港，"
                  "應該租咩機？每個月幾錢？",
                  "如果用阿里雲香港得唔得？預算大概每個月3萬港紙")
    head = _head(t2)
    assert head.startswith("**Qwen2.5-72B：我的目錄裏阿里雲在你指定的地區沒有可引用的公開價格"), head
    priced, quote = head.index("g4dn.metal"), head.index("可以詢價的方案")
    assert priced < quote, head  # the priced plan first, the unpriced one as the quote to ask for
    assert "每月約 137,203 HKD" in head and "4.6 倍" in head and "ap-east-1" in head, head
    assert "ebmgn8v" in head[quote:] and "5.14 HKD" in head[quote:], head  # the break-even kept
    for t in (t1, t2):
        assert "g5.12xlarge" not in t and "（CA）" not in _head(t)


def test_english_alibaba_hong_kong_budget_gets_the_month_and_how_far_over(tmp_path):
    head = _head(_ask(tmp_path, "Our law firm wants Qwen2.5-72B for 20 lawyers reviewing 40-page contracts. Data must "
                                "stay in Hong Kong and we can only use Alibaba Cloud. Budget HK$30,000 a month. "
                                "What do we rent?")[0])
    assert "Alibaba Cloud has no public price in my catalog where you asked" in head, head
    assert head.index("aws g4dn.metal") < head.index("To ask for a quote"), head
    assert "68,601 HKD a month" in head and "2.3× your budget" in head, head
    assert re.search(r"up to [\d.]+ HKD per GPU-hour", head[head.index("To ask for a quote"):]), head


def test_simplified_tencent_hong_kong_unpriced_card_follows_the_priced_plan(tmp_path):
    head = _head(_ask(tmp_path, "想用 Qwen2.5-72B 给 20 个律师看合同，数据不能出香港，只用腾讯云，预算每月 3 万港币，"
                                "租什么机器？")[0])
    assert "腾讯云在你指定的地区没有可引用的公开价格" in head, head
    assert head.index("g4dn.metal") < head.index("可以询价的方案：2 × H20"), head
    assert "每月约 68,601 HKD" in head and "2.3 倍" in head and "20.55 HKD" in head, head


def test_traditional_tencent_singapore_leads_with_a_singapore_plan_inside_the_budget(tmp_path):
    head = _head(_ask(tmp_path, "我們在新加坡，想用 Qwen2.5-72B 給 20 位律師審合約，資料不能離開新加坡，只能用騰訊雲，"
                                "預算每月 3 萬美元，要租什麼？")[0])
    assert "騰訊雲在你指定的地區沒有可引用的公開價格" in head, head
    assert head.index("asia-southeast1") < head.index("可以詢價的方案"), head
    assert "每月約 $4,561" in head and "倍" not in head, head  # within the budget: no "× over"


@pytest.mark.parametrize("turns", [
    # the review's chat: 8k → 32k context → only AWS
    ("we run a support desk in toronto, 50 agents. want llama 3.3 70b as an internal assistant (drafting replies, 8k "
     "context is fine). customer data can't leave canada. what do i rent and what's the monthly bill?",
     "some tickets have long email threads, can we do 32k context instead?",
     "legal says we can only use aws. redo it"),
    # 简体, one turn, another model
    ("我们在温哥华，40 个客服，想部署 Qwen2.5-72B，32k 上下文，数据不能出加拿大，只能用 AWS，每月多少钱？",),
])
def test_aws_canada_never_offers_p4d_there(tmp_path, turns):
    # ca-central-1 sells p5.48xlarge, g5 and g6 (complete v7 listing), not p4d/p4de: p4d.24xlarge at $25.25/h was the
    # lead once. Now p5.48xlarge ($63.30/h ≈ $46,206 a month) or an 8 × A10G / 8 × L4 box leads, all in ca-central-1.
    last = _ask(tmp_path, *turns)[-1]
    assert "p4d" not in last and "p4de" not in last, _head(last)
    assert "aws p5.48xlarge" in _head(last) and "| ca-central-1 |" in last, last  # the table says the region


@pytest.mark.parametrize(("text", "unpriced", "where", "month", "even"), [
    # English, Germany: Tencent's eu-frankfurt has no price here. Lambda europe-central-1 (Frankfurt) 1 × GH200 in FP8
    # (Llama-3.1-70B ≈ 71 GB of 96 GB), 2.11 EUR/h × 730 ≈ 1,538 EUR a month, inside 8,000 EUR. The quote: 2 × H20 =
    # 1,460 GPU-hours → 8,000 ÷ 1,460 = 5.48 EUR a GPU-hour.
    ("We run Llama 3.1 70B for 15 analysts in Frankfurt; data must stay in Germany and we can only use Tencent Cloud. "
     "Budget 8,000 EUR a month. What do we rent?",
     "Tencent Cloud has no public price", "europe-central-1", "1,538 EUR a month", "5.48 EUR"),
    # 简体, Japan: Lambda asia-northeast-1 1 × RTX A6000 with INT4 Qwen2.5-32B (≈ 19 GB of 48 GB), 163.50 JPY/h × 730
    # ≈ 119,355 JPY a month, inside ¥1,000,000. The quote: 1 × H20 = 730 GPU-hours → 1,000,000 ÷ 730 = 1,369.86 JPY.
    ("数据不能出日本，只能用腾讯云，部署 Qwen2.5-32B 给 10 个人用，预算每月 100 万日元，租什么？",
     "腾讯云在你指定的地区没有可引用的公开价格", "asia-northeast-1", "每月约 119,355 JPY", "1,369.86 JPY"),
])
def test_other_places_lead_with_their_own_priced_plan(tmp_path, text, unpriced, where, month, even):
    head = _head(_ask(tmp_path, text)[0])
    assert unpriced in head and where in head and month in head, head
    quote = head.index("To ask for a quote" if "To ask" in head else "可以询价的方案")
    assert head.index(where) < quote and even in head[quote:], head
    assert "× your budget" not in head and "倍" not in head, head  # within the budget: no "× over" said
