"""catalog/data/api_prices.csv: every row a hosted API's list price per 1M tokens with its pricing page and date; the
providers people compare with are there; a malformed file is refused with its row named."""

from __future__ import annotations

import pytest

from catalog.api_prices import ApiPriceError, api_prices, providers


def test_every_row_has_a_page_a_date_and_sane_prices():
    rows = api_prices()
    assert len(rows) >= 10
    for r in rows:
        assert r.source.startswith("https://") and r.as_of[:2] == "20" and r.names
        assert 0 < r.input_per_m <= r.output_per_m * 5 and r.currency in ("USD", "CNY")
        assert r.cached_input_per_m is None or r.cached_input_per_m < r.input_per_m
    assert {"deepseek", "openai", "anthropic", "google", "alibaba"} <= providers()


def test_deepseek_chat_is_its_list_price():
    # DeepSeek's V3.x chat: $0.28 a 1M input on a cache miss, $0.028 on a hit, $0.42 output
    r = next(r for r in api_prices() if r.model.startswith("deepseek-chat"))
    assert (r.input_per_m, r.cached_input_per_m, r.output_per_m) == (0.28, 0.028, 0.42)


def test_a_row_without_its_page_or_with_a_bad_price_is_refused(tmp_path):
    head = "provider,model,names,input_per_m,cached_input_per_m,output_per_m,currency,source,as_of,note\n"
    bad = tmp_path / "a.csv"
    bad.write_text(head + "x,m,m,0.1,,0.2,USD,,2026-01,\n", encoding="utf-8")
    with pytest.raises(ApiPriceError, match="pricing page"):
        api_prices(str(bad))
    bad.write_text(head + "x,m,m,nan,,0.2,USD,https://x,2026-01,\n", encoding="utf-8")
    with pytest.raises(ApiPriceError, match="price"):
        api_prices(str(bad))
