"""A currency the user wrote (HK$, NT$, US$, €, ¥, RMB, 港幣 …) decides an encoder or media answer's money; the
script only decides it when none is stated (繁體 "預算每月 HK$3,000" without Cantonese words was priced in TWD)."""

import pytest

from advisor.core.conversation import Engine, stated_money
from advisor.core.store import Store
from tools.schema import Budget, Workload


def _w(cur: str | None) -> Workload:
    return Workload(model="bge-m3", budget=Budget(amount=3000, currency=cur, per="month") if cur else None)


def test_the_budget_currency_wins_over_the_home_money():
    # Hand: 繁體 without Hong Kong forms is TWD at home, 简体 CNY, English USD (None); a written HKD / USD / EUR budget
    # is what the answer is priced in, in every script.
    assert stated_money(_w("HKD"), "zh-Hant", "預算每月 HK$3,000") == "HKD"
    assert stated_money(_w("USD"), "zh-Hans", "预算每月 US$3,000") == "USD"
    assert stated_money(_w("EUR"), "en", "budget €3,000 a month") == "EUR"
    assert stated_money(_w(None), "zh-Hant", "每天用 bge-m3") == "TWD"
    assert stated_money(_w(None), "zh-Hans", "每天用 bge-m3") == "CNY"
    assert stated_money(_w(None), "en", "bge-m3 daily") is None
    assert stated_money(_w("HKD"), "zh-Hant", "x", "EUR") == "EUR"  # asked for in so many words: that one


@pytest.mark.slow
@pytest.mark.parametrize(("text", "code"), [
    ("每天用 bge-m3 嵌入 100 萬條文件，每條 500 token，預算每月 HK$3,000", "HKD"),
    ("每天用 bge-m3 嵌入 100 万条文档，每条 500 token，预算每月 NT$20,000", "TWD"),
    ("embed 1M documents a day with bge-m3, 500 tokens each, budget 300 € a month", "EUR"),
])
def test_an_embedding_answer_is_priced_in_the_currency_written(tmp_path, text, code):
    # Hand: the headline's hourly price and total carry the written currency's code, and no other script default
    # (TWD for 繁體, ¥ for 简体, $ for English) appears in the headline.
    head = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text.split("\n")[0]
    assert code in head, head
    others = {"HKD", "TWD", "EUR", "USD", "CNY"} - {code}
    assert not any(o in head for o in others) and "¥" not in head and "$" not in head, head
