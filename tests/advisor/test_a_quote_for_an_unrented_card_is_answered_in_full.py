"""A buy-or-rent with a quoted price for a card no catalog row rents is answered in full — the model's fit on the
quoted box, the hours priced, the purchase side, a reference rent from the nearest priced card (said as a reference)
and the break-even rent a GPU-hour — never the one line "no rental price, cannot compare"; en / 简体 / 繁體."""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

NEVER = ("cannot be priced against the quote", "无法和报价比较", "無法和報價比較", "no machine in the catalog qualifies",
         "cannot satisfy")


@pytest.mark.slow
@pytest.mark.parametrize("text, words", [
    # Qwen2.5-72B BF16 ≈ 145 GB ÷ 8 ≈ 18 GB a card + KV → fits the 8 × 80 GiB A800; no A800 SXM rent is held, so the
    # A100 80GB SXM (same Ampere die) is the reference; 8 × 3 years × 8,760 h = 210,240 GPU-hours
    ("我们想本地部署 Qwen2.5-72B，供应商报价一台8卡A800要95万，高峰20人同时用，16k上下文，买还是租划算",
     ("装得下", "210,240 GPU 小时", "A100 80GB SXM", "参考", "回本租价")),
    # Llama-3.1-405B BF16 ≈ 810 GB ÷ 8 ≈ 101 GB a card on 141 GB H200 NVL → fits; 12 h a day = 50 %:
    # 8 × 3 × 8,760 × 0.5 = 105,120 GPU-hours; reference the H200 SXM
    ("公司想自建，供應商報價一台8卡H200 NVL要港幣180萬，跑 Llama-3.1-405B 給40人同時用，8k上下文，每天用12小時，用3年，"
     "買還是租好？", ("裝得下", "105,120 GPU 小時", "H200 SXM", "回本租價")),
    # Qwen2.5-32B BF16 ≈ 66 GB ÷ 4 ≈ 16 GB a card + KV on 48 GB L20s → fits; 10 h a day for 2 years:
    # 4 × 17,520 × 10/24 = 29,200 GPU-hours; power 3.4 kW × 1.58 × 7,300 h × $0.13 = $5,098 → $100,098 ÷ 29,200 ≈ $3.43
    ("A supplier quoted $95,000 for a 4x L20 box to serve Qwen2.5-32B for 15 people at once with 8k context, 10 hours a "
     "day for 2 years. Buy or rent?", ("it fits", "29,200 GPU-hours", "$100,098", "$3.43 a GPU-hour", "L40",
                                       "a reference, not the L20")),
    # Llama-3.1-405B BF16 ≈ 101 GB a card > 80 GiB A800 → does not fit (said; the comparison still given)
    ("We were quoted $210k for an 8x A800 SXM server to serve Llama-3.1-405B to 10 users at 8k context. Buy or rent?",
     ("does not fit", "210,240 GPU-hours", "Break-even rent")),
])
def test_a_quote_for_an_unrented_card_is_answered_in_full(ask, text, words):
    out = ask(text)
    for w in words:
        assert w in out, (w, out)
    assert not any(n in out for n in NEVER)
    assert out.count("\n- ") >= 4  # fit, hours, buy, rent reference, break-even: never one line


@pytest.mark.parametrize("text, words, never", [
    # bert-base-chinese (102 M) full fine-tune on 8 × H20: no row prices the H20, so nothing is ranked on it; the card
    # is not what fails (≈ 102 M × 16 B ≈ 1.6 GB of training state against 96 GB)
    ("老板让我租8卡H20微调bert-base-chinese做新闻分类，训练数据50万条每条200字，要租多久",
     ("缺价格", "未核对"), ("无法满足", "没有能装下该负载且有价格")),
    ("老闆叫我租8卡H800微調 chinese-macbert-base 做評論情感分類，訓練資料30萬條每條150字，要租多久",
     ("缺價格", "未核對"), ("無法滿足", "沒有能裝下該負載且有價格")),
    ("Our lead wants to rent 8x H20 to fine-tune bert-base-uncased on 400k support tickets of about 120 words each. "
     "How long?", ("a missing price", "not checked"), ("cannot be met", "No priced H20 machine holds")),
])
def test_a_stated_card_with_no_price_is_never_said_to_fail(ask, text, words, never):
    out = ask(text)
    for w in words:
        assert w in out, (w, out)
    assert not any(n in out for n in never), out


@pytest.mark.parametrize("text, words", [
    # no quote, 8 × A800 SXM (no row rents it): Qwen2.5-72B fits (≈ 18 GB weights a card of 80 GiB); the A100 80GB
    # SXM as the reference; 10 h a day: 8 × 730 × 10/24 = 2,433 GPU-hours a month
    ("Should we buy or rent 8x A800 SXM to serve Qwen2.5-72B to 20 users at 16k context, 10 hours a day?",
     ("it fits", "A100 80GB SXM", "a reference, not the A800", "2,433 GPU-hours a month")),
    # 4 × L20, every hour: 4 × 730 = 2,920 GPU-hours a month; Qwen2.5-32B ≈ 16 GB a card of 48 GB → fits; L40 reference
    ("買還是租：4張L20跑 Qwen2.5-32B，15人同時用，8k上下文", ("裝得下", "L40", "2,920 GPU 小時", "參考")),
    ("买还是租：4张L20跑 Qwen2.5-32B，15人同时用，8k上下文", ("装得下", "L40", "2,920 GPU 小时", "参考")),
])
def test_buy_or_rent_without_a_quote_for_an_unrented_card_still_sizes_and_references(ask, text, words):
    out = ask(text)
    for w in words:
        assert w in out, (w, out)


@pytest.mark.parametrize("text, users", [
    # a head count said beside the quote is the load the box is sized at: 300 people ≈ 45 at once (15 % at the office
    # peak, tools.traffic), never one user
    ("供应商报价一台8卡A800要95万，想部署Qwen2.5-32B给300个员工用，16k上下文，买还是租", "45 人同时用"),
    ("We were quoted $160k for an 8x A800 SXM box to serve Qwen2.5-32B to 300 employees with 16k context. Buy or rent?",
     "45 users at once"),
])
def test_the_people_said_beside_a_quote_are_the_load_on_the_box(ask, text, users):
    out = ask(text)
    assert users in out, out
