"""A schedule said with its weekdays ("8-5 weekdays", 工作日早九晚六, 週一到週五 9 點到 6 點) sets a buy-or-rent
utilisation of hours × 21.7 weekdays of the month's 730 h (tools.weekday_use), never the hours ÷ 24 of every day
(the weekdays were dropped on the way to the comparison and 9 h read as 38 %)."""

import pytest

from tools.weekday_use import utilisation_of_schedule


def test_weekday_hours_are_a_share_of_the_month() -> None:
    # 9 h × 21.7 weekdays ≈ 196 h of 730 h ≈ 26.8 %, not 9 ÷ 24 = 37.5 %; 10 h × 6 days × 4.345 ≈ 261 h ≈ 35.7 %
    assert round(utilisation_of_schedule(9, 5), 3) == 0.268
    assert round(utilisation_of_schedule(10, 6), 3) == 0.357
    # no days said: every day, the hours ÷ 24 (8 h → 33.3 %)
    assert round(utilisation_of_schedule(8, None), 3) == 0.333


def _answer(tmp_path, text: str) -> str:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("said", "share"), [
    # 2 × RTX 6000 Ada over 3 years = 2 × 26,280 h = 52,560 GPU-hours × 26.8 % ≈ 14,079 GPU-hours (not 38 % → 19,710)
    ("Accounting firm, 20 accountants. We want Qwen2.5-32B-Instruct on our own infra. Vendor quotes us ~$20k for a "
     "2x RTX 6000 Ada workstation. Used mostly 8-5 weekdays. Buy or rent over 3 years?", "× 27 % = 14,079"),
    # 简体: 早九晚六 on 工作日 = 9 h × 21.7 days → 27 %
    ("会计师事务所 20 人，想在自己机房跑 Qwen2.5-32B-Instruct，厂商报价 15 万元一台 2 卡 RTX 6000 Ada 工作站，工作日早九晚六用，"
     "3 年买还是租？", "× 27% = 14,079"),
    # 繁體: 週一到週五 9 點到 6 點 → 27 %
    ("會計師事務所 20 人，想自建 Qwen2.5-32B-Instruct，廠商報價 NT$65 萬一台 2 卡 RTX 6000 Ada 工作站，週一到週五 9 點到 "
     "6 點用，3 年買還是租？", "× 27% = 14,079"),
])
def test_buy_or_rent_uses_the_weekday_share(tmp_path, said: str, share: str) -> None:
    text = _answer(tmp_path, said)
    assert share in text and "38" not in text.split("\n")[2], text[:900]
