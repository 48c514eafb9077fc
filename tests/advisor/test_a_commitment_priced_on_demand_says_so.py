"""A commitment asked ("we'd commit for a year", 包年, "1-year reserved") where no row that holds the work carries a
committed price: the month is said as the on-demand month, the year as on-demand × 12, and that committed prices are
typically lower (the provider's quote) — never a discount figure, never the on-demand month presented as the
committed price."""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.render import comparison_markdown
from advisor.core.script import to_script
from advisor.core.service import advise
from tools.compare import Comparison, Option, comparison_of
from tools.followup import merge_workload
from tools.schema import Workload


def answer(text: str):
    w = merge_workload(Workload(), extract(text).patch)
    assert w.billing == "reserved"
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


# Llama-3.3-70B for 40 users at 8k in the US: the catalog's US rows that hold it are on-demand only; the pick's hour
# × 730 h is the month, and × 12 the year: the headline's year is exactly twelve of its months.
@pytest.mark.slow
def test_english_commit_for_a_year_says_the_month_is_on_demand_and_the_year_is_twelve_of_them():
    r = answer("self-host Llama-3.3-70B for 40 concurrent users at 8k context in the US, we'd commit for a year. "
               "monthly cost?")
    hourly = r.candidates[0].price_per_hour.amount
    en = r.headline.en
    assert "at the on-demand price" in en and "typically priced lower" in en and "no discount is assumed" in en
    assert f"${hourly * 730 * 12:,.0f} for 12 months on demand" in en
    assert any(c.name == "billing" and c.status == "adjusted" for c in r.constraints)
    # the same answer as a comparison's column: its month and its on-demand year
    col = comparison_of([r, r], ["a", "b"]).options[0]
    assert col.on_demand_for_reserved and round(col.month) == round(hourly * 730)
    assert round(col.year_on_demand) == round(hourly * 730 * 12)


@pytest.mark.slow
@pytest.mark.parametrize("text, lang", [
    ("在美国部署 Llama-3.3-70B，40 人同时用，8k 上下文，签一年合约，每月多少钱？", "zh"),
    ("喺美國部署 Llama-3.3-70B，40 人同時用，8k 上下文，簽一年合約，每月幾錢？", "zh-Hant"),
])
def test_chinese_one_year_commitment_on_on_demand_rows_is_said_as_on_demand(text, lang):
    r = answer(text)
    said = to_script(r.headline.zh, lang)
    assert to_script("这是按量价，按量 × 12 个月共", lang) in said
    assert to_script("包年/承诺一年的价格通常低于按量", lang) in said
    assert to_script("这里不假设任何折扣", lang) in said


def test_a_comparison_with_a_commitment_shows_the_month_and_the_on_demand_year_per_side():
    # 8 × MI300X at $19.12/h: 730 h = $13,958 a month, × 12 = $167,491 at on-demand (no committed price held)
    w = Workload(model="DeepSeek-V3.1")
    sides = [Option(label=lab, workload=w, fits=True, gpus="8 × X", price_per_hour=p, month=p * 730,
                    on_demand_for_reserved=True, year_on_demand=p * 730 * 12)
             for lab, p in (("8x MI300X", 19.12), ("8x H200", 36.72))]
    md = comparison_markdown(Comparison(currency="USD", options=sides, comparable=True), "en")
    assert "| a month | $13,958 | $26,806 |" in md
    assert "| 12 months at on-demand | $167,491 | $321,667 |" in md
    plain = [o.model_copy(update={"on_demand_for_reserved": False, "year_on_demand": None}) for o in sides]
    assert "12 months" not in comparison_markdown(Comparison(currency="USD", options=plain, comparable=True), "en")
