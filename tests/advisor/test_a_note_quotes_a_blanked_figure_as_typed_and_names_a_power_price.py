"""A reading note quotes what the user typed, never a span with a hole where a refused figure was blanked:
"purchase budget $1e300 for a server …" was noted as "'purchase budget $  for a server' read as a server you buy".
And a power price that is no amount (电费每度NaN元, 電費每度NaN元, "power costs HK$NaN/kWh") is said not read as a POWER
PRICE in the user's language, never as a budget ("预算须是有限的金额")."""

from __future__ import annotations

import pytest

from advisor.core.extract_figures import as_typed, quotes_as_typed
from advisor.core.extract_rules import extract


def _notes(text: str) -> list[str]:
    e = extract(text)
    return e.notes + [e.zh_notes.get(n, n) for n in e.notes]


@pytest.mark.parametrize("text, quoted", [
    ("purchase budget $1e300 for a server to run Qwen2.5-72B for 50 users", "purchase budget $1e300 for a server"),
    ("purchase budget $1e-300 for a server to run Qwen2.5-72B for 50 users", "purchase budget $1e-300 for a server"),
    ("采购预算$1e300买一台服务器跑Qwen2.5-72B，50人用", "采购预算$1e300买一台服务器"),
    ("採購預算$1e-300買一台伺服器跑Qwen2.5-72B，50人用", "採購預算$1e-300買一台伺服器"),
])
def test_the_purchase_note_quotes_the_figure_as_typed(text, quoted):
    notes = _notes(text)
    assert any(quoted in n and ("server you buy" in n or "理解为买一台" in n) for n in notes), notes
    assert not any("$  " in n or "$ 买" in n or "$ 買" in n for n in notes), notes  # no hole in any quote


def test_a_quote_with_a_hole_is_filled_from_the_message_or_says_the_gap():
    msg = "purchase budget $1e300 for a server"
    assert as_typed("purchase budget $  for a server", msg) == msg
    assert as_typed("budget $  for a box", "something else entirely") == "budget $ … for a box"
    # a quote with no hole, or one typed as it stands, is kept
    assert quotes_as_typed("'50 users' read as 50 users", "for 50 users") == "'50 users' read as 50 users"


@pytest.mark.parametrize("text, said, words", [
    ("在深圳自建机房跑Qwen2.5-72B 推理，50人用，电费每度NaN元", "电费每度NaN元", "电价须是每度（kWh）有限的金额"),
    ("在深圳自建機房跑Qwen2.5-72B 推理，50人用，電費每度NaN元", "電費每度NaN元", "电价须是每度（kWh）有限的金额"),
    ("在台北自建機房跑Qwen2.5-72B，50人用，電價NT$NaN一度", "電價NT$NaN一度", "电价须是每度（kWh）有限的金额"),
    ("we self-host Qwen2.5-72B in Hong Kong for 50 users, power costs HK$NaN/kWh", "power costs HK$NaN/kWh",
     "a power price is a finite amount of money per kWh"),
    ("we self-host Qwen2.5-72B for 50 users, electricity is $inf per kWh", "electricity is $inf per kWh",
     "a power price is a finite amount of money per kWh"),
])
def test_a_power_price_that_is_no_amount_is_said_as_a_power_price(text, said, words):
    e = extract(text)
    assert e.patch.power_price is None and e.patch.budget is None and e.patch.budget_per_hour is None
    notes = _notes(text)
    assert any(said in n and words in n for n in notes), notes
    assert not any("预算须是有限的金额" in n or "to keep to a budget" in n for n in notes), notes


def test_a_budget_that_is_no_amount_keeps_its_own_note():
    notes = _notes("we self-host Qwen2.5-72B for 50 users, power costs HK$1.2/kWh, budget $NaN")
    assert any("'$NaN' is not read" in n and "budget" in n for n in notes), notes
    assert extract("power costs HK$1.2/kWh, serve Qwen2.5-72B for 50 users").patch.power_price is not None
