"""An owned box's electricity, with no price per kWh said, is priced at the published commercial price of the place
the chat names (tools.power_tariff), said with its source; a place with no figure on file stays on the US EIA
average and says so. English, 简体, 繁體 and Cantonese.

Hand figures, 2 × RTX 4090 at 450 W, cards only (the owned-cards line) = 0.90 kW × 730 h = 657 kWh a month:
  Hong Kong: CLP non-residential 107.4 ¢ + 46.3 ¢ fuel cost adjustment = HK$1.537 → 657 × 1.537 ≈ HK$1,010
  Taipei:    Taipower industrial average NT$4.27                            → 657 × 4.27  ≈ NT$2,805
  Munich:    Eurostat non-household €0.233 = $0.2533 at 0.92 EUR a USD      → 657 × 0.2533 ≈ $166
  Shenzhen:  no mainland figure on file: the US $0.13 × ¥7.2 = ¥0.936       → 657 × 0.936 ≈ ¥615
  (before: every place at $0.13 — HK$666 in Hong Kong, a third too low; NT$2,733 in Taipei at 32 TWD a USD)
Buy or rent, HK$40,000 for 2 × RTX 4090 over 3 years, full time: (450 + 575 W host) × 2 = 2.05 kW × PUE 1.58 ×
26,280 h × HK$1.537 ≈ HK$130,831 of power."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


def _power(answer: str) -> str:
    return next(ln for ln in answer.splitlines() if ln.startswith(("- Power on your own cards", "- 自有卡的")))


@pytest.mark.parametrize("q, month, said", [
    ("I have 2 RTX 4090s in my office in Hong Kong. I want to serve Qwen2.5-7B to 5 colleagues. What will power cost "
     "a month?", "1,010 HKD", ("commercial price in Hong Kong: CLP", "2025-01", "tell me your tariff")),
    ("我哋公司喺香港，自己有兩張4090，想俾5個同事用Qwen2.5-7B，電費一個月幾多？", "1,010 HKD",
     ("香港商業電價：CLP", "請告訴我你的電價")),
    ("我們公司在台北，自己有兩張RTX 4090，要給5位同事跑Qwen2.5-7B，電費一個月多少？", "2,805 TWD",
     ("灣商業電價：Taipower", "2025")),
    ("We have 2 RTX 4090s in our Munich office for Qwen2.5-7B serving 5 colleagues; what is the monthly power cost?",
     "$166", ("commercial price in Germany, 0.233 EUR/kWh", "Eurostat", "2024")),
    ("我们公司在深圳，自己有两张4090，想给5个同事跑Qwen2.5-7B，电费一个月多少？", "¥615",
     ("美国商业用电均价", "中国大陆暂无本地电价数据")),
])
def test_an_owned_box_is_powered_at_the_local_tariff(tmp_path_factory, q, month, said):
    line = _power(_ask(tmp_path_factory, q))
    assert month in line, line
    for s in said:
        assert s in line, (s, line)


def test_no_place_named_stays_on_the_us_figure_said_as_such(tmp_path_factory):
    # 0.90 kW × 730 h × $0.13 = $85.4; no place to say is missing
    line = _power(_ask(tmp_path_factory, "I own 2 RTX 4090s and serve Qwen2.5-7B to 5 colleagues; power cost a month?"))
    assert "$85 a month" in line and "US commercial average, EIA 2024; tell me your tariff" in line
    assert "no local figure" not in line


def test_a_hong_kong_buy_or_rent_is_powered_at_the_clp_tariff(tmp_path_factory):
    a = _ask(tmp_path_factory, "We are in Hong Kong. A vendor quotes HK$40,000 for 2 × RTX 4090. Buy or rent over 3 "
                               "years?")
    buy = next(ln for ln in a.splitlines() if ln.startswith("- Buy:"))
    assert "× 1.54 HKD/kWh = 130,831 HKD" in buy and "commercial price in Hong Kong" in buy and "CLP" in buy, buy


def test_a_cantonese_buy_or_rent_with_no_quote_is_powered_at_the_clp_tariff(tmp_path_factory):
    # 8 h a day = 243 h a month: the buy side's cards 0.90 kW × 243.3 h × HK$1.537 ≈ HK$337; the break-even's
    # (450 + 575) W × 2 × PUE 1.58 = 3.239 kW × 3 years at 8 h a day (8,760 h) × HK$1.537 ≈ HK$43,610
    a = _ask(tmp_path_factory, "我在香港，想買兩張RTX 4090自己跑Qwen2.5-14B，定係租好？每日用8個鐘。")
    assert "每度 1.54 HKD = 43,610 HKD" in a and "≈ 每月 337 HKD" in a, a
    assert "香港商業電價：CLP" in a and "美國商業用電均價" not in a
