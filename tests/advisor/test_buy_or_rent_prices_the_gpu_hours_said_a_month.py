"""A buy-or-rent question that states its monthly GPU-hours ("about 150 GPU-hours a month in all", 每月大约400卡时,
每個月大約 120 個 GPU 小時) is priced at those hours: the stated total wins over the default of every hour (100 %),
the answer shows the stated figure and its share of the server's month, and the verdict is said at it — in English,
简体 and 繁體."""

import pytest

from advisor.core.gpu_hours_read import gpu_hours_a_month_said, hours_a_period_said
from tests.conftest import module_ask, module_home
from tools.gpu_hours_month import utilisation_of_gpu_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, hours", [
    ("we burn about 150 GPU-hours a month in all", 150), ("roughly 1,200 GPU-h/month total", 1200),
    ("every month we use around 220 GPU hours", 220), ("我们每月大约400卡时", 400), ("每個月大約 120 個 GPU 小時", 120),
    ("大概 90 GPU小时/月", 90),
    ("8 hours a day", None), ("we rent 4 GPUs a month", None),  # a share of the day, a count of cards: no total
])
def test_the_monthly_gpu_hours_are_read(text, hours):
    assert gpu_hours_a_month_said(text) == hours


@pytest.mark.parametrize("text, said", [
    ("We use about 2,000 GPU-hours a year", (2000, "year", True)),
    ("The cards run about 20 hours a week", (20, "week", False)),  # the server's hours, not GPU-hours
    ("我们每周大概用30个小时", (30, "week", False)), ("每個禮拜用大約 25 個鐘頭", (25, "week", False)),
    ("每季度大约900卡时", (900, "quarter", True)),
    ("for 12 months", None), ("每周跑3次，每次8小时", None),  # a horizon; runs (advisor.core.buy_or_rent's RUNS)
])
def test_hours_a_period_are_read(text, said):
    assert hours_a_period_said(text) == said


def test_the_share_of_the_month():
    # by hand: 150 GPU-h ÷ (4 × 730 h) = 150 ÷ 2,920 = 5.14 %; 9,000 GPU-h on 8 cards is past 5,840 h: every hour
    assert utilisation_of_gpu_hours(150, 4) == pytest.approx(0.05137, abs=1e-4)
    assert utilisation_of_gpu_hours(9000, 8) == 1.0 and utilisation_of_gpu_hours(0, 8) is None
    # 2,000 GPU-h a year on 2 cards = 2,000 ÷ 17,520 = 11.4 %; the server 20 h a week = 20 ÷ 168 = 11.9 %
    assert utilisation_of_gpu_hours(2000, 2, "year") == pytest.approx(0.1142, abs=1e-4)
    assert utilisation_of_gpu_hours(20, 1, "week") == pytest.approx(0.1190, abs=1e-4)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize("text, words, not_words", [
    # by hand: 150 ÷ (4 × 730) = 5.1 %; over the assumed 3 years 150 × 36 months = 5,400 GPU-hours (not 4 × 26,280 =
    # 105,120 at every hour); a $90k box busy 5 % of the time loses to any rent → renting is cheaper
    ("Someone is selling us a used 4x H100 80GB server for $90k. We fine-tune Mistral-7B a few times a month, about "
     "150 GPU-hours a month in all. Buy it or keep renting?",
     ("150 GPU-hours a month", "5.1 %", "5,400 GPU-hours", "renting is cheaper"), ("105,120", "no utilisation said")),
    # by hand: 400 ÷ (8 × 730) = 400 ÷ 5,840 = 6.8 %; 400 × 36 = 14,400 GPU 小时
    ("有人转让一台二手8卡A100 80GB服务器，报价30万元。我们每月大约400卡时，主要做Qwen2.5-14B的LoRA微调，买还是继续租？",
     ("每月 400 GPU 小时", "6.8%", "14,400 GPU 小时"), ("没有说利用率",)),
    # by hand: 120 ÷ (2 × 730) = 120 ÷ 1,460 = 8.2 %; the rent a month is those 120 GPU-hours, not 2 × 730 = 1,460
    ("我哋每個月大約 120 個 GPU 小時，想買部 2 張 L40S 嘅機定繼續租好？",
     ("每月 120 GPU 小時", "8.2%"), ("1,460",)),
    # by hand: 2,000 ÷ (2 × 8,760) = 11.4 %; over 3 years 6,000 GPU-hours (not 2 × 26,280 = 52,560)
    ("Buy a used 2x A100 80GB workstation for $25k or rent? We use about 2,000 GPU-hours a year.",
     ("2,000 GPU-hours a year", "11.4 %", "6,000 GPU-hours"), ("52,560",)),
    # by hand: 30 h a week ÷ 168 h = 17.9 % of the box's hours
    ("二手4卡RTX 4090主机报价6万元，我们每周大概用30个小时，买还是租？", ("每周用 30 小时", "17.9%"), ("没有说利用率",)),
])
def test_a_buy_or_rent_answer_is_priced_at_the_hours_said(ask, text, words, not_words):
    out = ask(text)
    for w in words:
        assert w in out, w
    for w in not_words:
        assert w not in out, w
