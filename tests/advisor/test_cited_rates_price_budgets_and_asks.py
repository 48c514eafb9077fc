"""A budget or an ask in a currency catalog/data/fx.csv holds a cited rate for (AUD, CAD, CHF, KRW, INR, MYR, THB, SGD,
MOP, BRL) is read in it and prices the answer in it, with the rate and its date said; a currency whose row has no rate
is still refused openly.

Hand figures (each row's source in fx.csv):
- INR: ECB reference rates of 2026-06-11 as transcribed by calconi.com: INR 127.9787 per GBP ÷ USD 1.3364 per GBP
  = 95.76 INR per USD;
- AUD: same table, AUD 1.9098 per GBP ÷ USD 1.3364 per GBP = 1.429 AUD per USD (the table's US$0.6998 per AUD gives
  1 ÷ 0.6998 = 1.429 too);
- SGD: ECB reference rates of 2025-02-28 as transcribed by eurodripusa.net: SGD 1.4037 per EUR ÷ USD 1.0411 per EUR
  = 1.348 SGD per USD;
- MOP: the AMCM peg HKD 1 = MOP 1.03 × fx.csv's HKD 7.8 per USD = 8.034 MOP per USD.
"""

from __future__ import annotations

import csv

import pytest

from advisor.core.extract_rules import extract
from catalog.places import DATA, fx_rate
from tools.cost import to_priced_currency
from tools.schema import Budget, Workload


@pytest.mark.parametrize("code, per_usd", [("INR", 95.76), ("AUD", 1.429), ("SGD", 1.348), ("CAD", 1.398),
                                           ("BRL", 5.160), ("KRW", 1460), ("MOP", 8.034)])
def test_the_cited_rates_are_the_hand_figures(code, per_usd):
    r = fx_rate(code)
    assert r is not None and r.per_usd == pytest.approx(per_usd, rel=1e-3), (code, r)
    assert r.as_of and r.source


def test_every_ecb_row_cites_its_transcription_and_date():
    with open(DATA / "fx.csv", encoding="utf-8", newline="") as f:
        rows = {r["currency"]: r for r in csv.DictReader(f)}
    for code in ("AUD", "BRL", "CAD", "CHF", "INR", "KRW", "MYR", "SGD", "THB"):
        src = rows[code]["source"]
        assert "third-party transcription of the ECB reference rate" in src and "https://" in src, code
        assert rows[code]["as_of"] in src, code  # the ECB day the rate is of, said in the source too
    assert "AMCM" in rows["MOP"]["source"] and "1.03" in rows["MOP"]["source"]


def test_an_aud_budget_converts_to_usd_at_the_cited_rate():
    # A$3,000 a month ÷ 1.429 AUD per USD = US$2,099.37 a month
    w = Workload(model="Llama-3.1-8B", task="inference", budget=Budget(amount=3000, currency="AUD", per="month"))
    r = fx_rate("AUD")
    assert r is not None
    got, msg = to_priced_currency(w, r.per_usd, r.as_of, r.source)
    assert got.budget is not None and got.budget.currency == "USD"
    assert got.budget.amount == pytest.approx(2099.37, abs=0.01)
    assert msg is not None and msg.code == "cost.budget_converted_at" and "2026-06-11" in msg.args["rate"]


@pytest.mark.parametrize("text, want", [
    # en: A$3,000 a month and A$5k/month are Australian dollars, never US$
    ("serve Llama-3.1-8B for 20 users, budget A$3,000 a month", {"amount": 3000, "currency": "AUD", "per": "month"}),
    ("serve Llama-3.1-8B for 20 users, budget A$5k/month", {"amount": 5000, "currency": "AUD", "per": "month"}),
    # en: 2 lakh rupees = 2 × 100,000 = ₹200,000 a month
    ("serve llama 3.1 8b for 20 users, under 2 lakh rupees a month", {"amount": 200_000, "currency": "INR", "per": "month"}),
    ("serve llama 3.1 8b for 20 users, budget R$20,000 a month", {"amount": 20_000, "currency": "BRL", "per": "month"}),
    # en: RM is the ringgit's sign before the amount (RM 5,000 ÷ 4.462 = US$1,120.57), never a bare US$5,000
    ("serve llama 3.1 8b for 20 users, budget RM 5000 a month", {"amount": 5000, "currency": "MYR", "per": "month"}),
    # 简体: 每月预算 5000 澳元 — 5,000 AUD a month (÷ 1.429 = US$3,498.95), not 5,000 yuan
    ("部署 Qwen2.5-7B 给 20 人同时用，每月预算 5000 澳元", {"amount": 5000, "currency": "AUD", "per": "month"}),
    # 繁體: 每月預算 8000 新加坡幣 — 8,000 SGD a month (÷ 1.348 = US$5,934.72), not a Singapore region
    ("部署 Qwen2.5-7B 給 20 人同時用，每月預算 8000 新加坡幣", {"amount": 8000, "currency": "SGD", "per": "month"}),
])
def test_a_budget_in_a_cited_currency_is_read_in_it(text, want):
    e = extract(text)
    assert e.patch.budget is not None and e.patch.budget.model_dump(exclude_none=True) == want, (text, e.patch.budget)
    assert not any("rate" in n for n in e.notes), e.notes
    assert e.patch.regions is None


@pytest.mark.parametrize("text, code", [
    ("serve Llama 3 8B for 20 users, which instance and monthly cost in rupees?", "INR"),
    ("serve llama 3.1 8b for 20 users, in CAD", "CAD"),
    ("serve llama 3.1 8b for 20 users, price in reais", "BRL"),
    ("部署 Qwen2.5-7B，用韩元报价", "KRW"),  # 简体
    ("部署 Qwen2.5-7B，用新加坡幣報價", "SGD"),  # 繁體
])
def test_an_ask_in_a_cited_currency_is_read(text, code):
    e = extract(text)
    assert e.currency == code, (text, e.currency, e.notes)


def test_real_time_is_no_currency_ask():
    # "real" is no name of the real in fx.csv: "in real time" would otherwise ask for BRL
    assert extract("serve llama 3.1 8b in real time for 20 users").currency is None


@pytest.fixture
def fx_without_sgd(tmp_path, monkeypatch):
    """fx.csv with the SGD rate emptied: a currency with no citable rate."""
    src = (DATA / "fx.csv").read_text(encoding="utf-8").splitlines()
    lines = [("SGD,," + ln.split(",", 2)[2]) if ln.startswith("SGD,") else ln for ln in src]
    path = tmp_path / "fx.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.setenv("GPU_ADVISOR_FX_CSV", str(path))


def test_a_currency_without_a_citable_rate_is_still_refused(fx_without_sgd):
    e = extract("serve Llama-3.1-8B, budget S$5000 a month")
    assert e.patch.budget is None and e.currency is None
    assert any("no SGD rate" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_an_answer_asked_in_rupees_is_in_rupees_with_the_dated_rate():
    # RunPod 1 × A40 at US$0.44/h × 95.76 = ₹42.13/h; × 730 h = ₹30,755 a month
    from tests.advisor.test_reading_classes_region_ids_own_cards_and_currencies import ask

    out = ask("serve Llama 3 8B for 20 users, which instance and monthly cost in rupees?")
    head = out.split("\n")[4]
    assert "INR/h" in head and "$" not in head, out[:900]
    assert "1 USD = 95.76 INR, ECB reference of 2026-06-11" in out and "no INR rate" not in out
    assert "no exchange rate for INR" not in out


@pytest.mark.slow
def test_a_zh_hant_sgd_budget_answer_is_in_sgd_with_the_dated_rate():
    # 繁體: 每月預算 8000 新加坡幣 — Cudo 1 × RTX A5000 at about US$0.41/h × 1.348 = S$0.55/h, well inside S$8,000 a month
    from tests.advisor.test_reading_classes_region_ids_own_cards_and_currencies import ask

    out = ask("部署 Qwen2.5-7B 給 20 人同時用，每月預算 8000 新加坡幣")
    assert "8,000 SGD" in out.split("\n")[0] and "SGD" in out.split("\n")[4], out[:900]
    assert "1 美元 = 1.348 SGD（歐洲央行參考匯率，2025-02-28）" in out, out
