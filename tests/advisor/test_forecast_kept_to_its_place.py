"""A forecasting batch whose data must stay in a place runs through the same place filter as every other job
(tools/forecast_place.py place_pick, via tools.batch_filters.row_filter; advisor/core/forecast_reply.py).

Hand reasoning (the expert's): a 0.2 B-parameter Chronos-Bolt needs no more than a small inference card for minutes a
night, so the pick is the cheapest priced one-card row inside the stated place, priced per hour and per hour-a-night
over a month (price × 30.4 days), against a monthly budget in its own money; a place with no priced row is said as
such, never answered with an AWS g6/g5 somewhere else. Singapore (en), 北京 (简体), 台灣 / 新加坡 (繁體) are tested
here, other places than the one the fix was found on.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.forecast_reply import forecast_text


def _region_of(text: str) -> list[str]:
    return list(extract(text).patch.regions or [])


@pytest.mark.parametrize("text, lang, place_word", [
    ("Our Singapore grocery chain runs Chronos-Bolt-Small nightly on 80,000 SKUs; the data must stay in Singapore. "
     "Budget S$600/month.", "en", "Singapore"),
    ("我們用 Chronos-Bolt-Mini 每晚預測 5 萬個門市的營收，資料不能離開新加坡", "zh-Hant", "新加坡"),
])
def test_the_pick_is_inside_the_place(text, lang, place_word):
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.constraints import region_ok

    e = extract(text)
    assert e.patch.regions, e.patch
    body = forecast_text(text, e.patch, lang)
    assert body is not None
    assert "g6.xlarge" not in body  # the placeless AWS suggestion is replaced
    line = next(x for x in body.splitlines() if x.startswith("- ") and ("Kept to" in x or "限定在" in x))
    assert place_word in line or "華北" in line or "华北" in line, line
    # the row named is in the place by the shared filter
    rows = [r for r in catalog_rows()[0] if f"{r.provider} {r.instance_type}" in line and r.gpu in all_gpus()]
    assert rows and any(region_ok(r, list(e.patch.regions), gazetteer()) for r in rows), line


def test_beijing_with_no_hourly_price_names_the_clouds_there():
    # 简体, 北京: the catalog's mainland rows there (Alibaba, Huawei, Tencent) carry no hourly price, so no machine in
    # Virginia or Tokyo stands in: the line says none is priced and names the clouds there to ask
    text = "我们用 Chronos-Bolt-Base 每晚预测 30 万个商品的销量，数据不能出北京，预算每月 3000 元"
    body = forecast_text(text, extract(text).patch, "zh")
    assert body is not None and "g6.xlarge" not in body
    line = next(x for x in body.splitlines() if "限定在" in x)
    assert "没有按小时报价" in line and "阿里云" in line, line


def test_a_place_with_no_priced_row_says_so():
    # Macau: no priced GPU row in the catalog, so no row elsewhere stands in (the line says none is priced there)
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.forecast_place import place_pick
    from tools.schema import Workload

    w = Workload(regions=["mo"])
    msg = place_pick(w, all_gpus(), catalog_rows()[0], gazetteer(), "USD", 7.2, {})
    assert msg is not None and msg.code == "forecast_place.none", msg


def test_no_place_keeps_the_provisional_pick():
    text = "Chronos-Bolt-Base nightly on 200,000 series, which GPU?"
    body = forecast_text(text, extract(text).patch, "en")
    assert body is not None and "Kept to" not in body
