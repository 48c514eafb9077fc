"""A provider's quote is a contract with that provider, so it is judged against a row whose seller's SLA reaches the
buyer (tools.seller_sla.resold: no broker resale, no marketplace offer); a cheaper resale is named beside it as a
resale listing with no SLA, and is the comparator only when no seller lists the card (tools.quoted_price.fair_quote)."""

from __future__ import annotations

from advisor.core.script import to_script
from tools.cost import convert_amount
from tools.defaults import resolve
from tools.quoted_price import fair_quote, fair_quote_msg
from tools.schema import GPUSpec, InstanceRow, QuotedPrice, Workload

GiB = 2**30
GPUS = {"L40S": GPUSpec(name="L40S", memory_gb=48, memory_bytes=48 * GiB),
        "H100 SXM": GPUSpec(name="H100 SXM", memory_gb=80, memory_bytes=80 * GiB)}


def _row(provider: str, gpu: str, price: float, **kw) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{provider}_1x", region="us", gpu=gpu, gpu_count=1,
                       vcpus=16, ram_gb=128, price_on_demand=price, source="test sheet", as_of="2026-11-01", **kw)


ROWS = [_row("primeintellect", "L40S", 0.99, broker="primeintellect"), _row("cudo", "L40S", 1.05),
        _row("vast", "L40S", 0.60, marketplace=True), _row("shadeform", "H100 SXM", 2.10, broker="shadeform")]


def render(msg, lang: str) -> str:
    return to_script(msg.text(lang), lang)


def _usd(amount: float, cur: str) -> float | None:
    return convert_amount(amount, cur, "USD", 7.2, None)


def _fair(card: str, amount: float, said: str):
    q = QuotedPrice(amount=amount, per="hour", scope="gpu", said=said)
    w = resolve(Workload(gpu_preference=card, quoted_price=q))[0]
    return fair_quote(w, None, ROWS, GPUS, _usd), q


def test_the_sellers_own_row_is_the_comparator_and_the_cheaper_resale_is_named_beside():
    # $1.49/h per L40S: the broker's $0.99 and the marketplace's $0.60 are resold (no seller SLA); the seller's own
    # row is cudo's $1.05, so the quote is 1.49 ÷ 1.05 = 1.42× (not 1.49 ÷ 0.60 = 2.5×); the $0.60 offer is said beside
    f, q = _fair("L40S", 1.49, "$1.49/hr")
    assert f is not None and f.listed is not None and f.listed.provider == "cudo" and not f.listed_resold
    assert f.resale is not None and f.resale.provider == "vast"
    a = fair_quote_msg(f, q, None, 1, 4096).args
    assert a["times"] == 1.4 and a["resale_hour"] == "$0.60"
    en, zh = render(fair_quote_msg(f, q, None, 1, 4096), "en"), render(fair_quote_msg(f, q, None, 1, 4096), "zh")
    assert "cudo cudo_1x" in en and "a resale listing, no seller SLA" in en and "vast vast_1x" in en
    assert "转售挂单" in zh and "无卖方 SLA" in zh


def test_a_resale_is_the_comparator_only_when_no_seller_lists_the_card_and_is_said_so():
    # H100: only shadeform's resale lists one ($2.10/h); a $3/h quote is 3 ÷ 2.10 = 1.43×, said against a resale
    f, q = _fair("H100 SXM", 3.0, "$3/h")
    assert f is not None and f.listed is not None and f.listed.provider == "shadeform" and f.listed_resold
    assert f.resale is None
    assert "a resale listing, no seller SLA" in render(fair_quote_msg(f, q, None, 1, 4096), "en")
    assert "轉售掛單、無賣方 SLA" in render(fair_quote_msg(f, q, None, 1, 4096), "zh-Hant")
