""""Cheaper?" after an answer whose stated precision fits nowhere in the stated place (its headline priced in FP8
instead): the levers are priced from that FP8 plan (tools.cheaper_base.priced_base), so INT4 weights, an FP8 KV cache
and fewer users at once are each said with their price under the same place, never "nothing cheaper can be priced".
In English, 简体 and 繁體 (Cantonese)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("first, then, said, never", [
    # Llama-3.1-70B in BF16 is ≈ 141 GB of weights: no machine listed in Hong Kong holds it with headroom, so the
    # headline priced FP8 (≈ 71 GB) on A10Gs. AWQ INT4 is ≈ 40 GB (70.6 B × 0.5 B + scales): it fits half the cards,
    # ≈ half the hour, still in Hong Kong, with quality to test — a priced cheaper plan under what was set
    ("We run a clinic group in Hong Kong: Llama-3.1-70B-Instruct for 10 concurrent users, data must stay in Hong Kong.",
     "Too pricey. Cheaper?", ("cheaper plans can be priced under what you set (Hong Kong)", "INT4"),
     "Nothing cheaper can be priced"),
    # Qwen2.5-72B, the same reasoning: BF16 ≈ 145 GB fits nothing in Hong Kong, FP8 ≈ 73 GB is the priced plan, INT4
    # (≈ 41 GB) with an FP8 KV cache needs a third of its hour
    ("我们在香港，想部署 Qwen2.5-72B-Instruct 给 15 个人同时用，数据不能出香港。", "太贵了，便宜点？",
     ("在你设定的条件下（香港）仍有更便宜的方案可报价", "INT4"), "没有能报价的更便宜方案"),
    # Llama-3.3-70B (the same 70.6 B shape) for 10 lawyers in Hong Kong, asked in Cantonese: INT4 on 4 × T4 is priced
    ("我哋係香港一間律師行，想自己部署 Llama-3.3-70B-Instruct，大約 10 個同事同時用，資料一定要留喺香港。租咩好？",
     "貴過預算，有冇平啲？", ("INT4",), "沒有能報價的更便宜方案"),
])
def test_cheaper_prices_the_options_under_the_place(engine, first, then, said, never):
    engine.handle("t", first)
    text = engine.handle("t", then).text
    for s in said:
        assert s in text, (s, text[:2000])
    assert never not in text
