"""The H20 comes with 96 GB (HBM3) and 141 GB (HBM3e): a size word after the card ("H20-141", "H20 141G", "8×H20
141GB") picks the 141 GB row (catalog/data/gpus.csv "H20 141GB", with its source), a bare "H20" or "H20 96G" the 96 GB
row. An owned or quoted 8 × H20-141 box was sized on 96 GB cards and declared unable to hold the model."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, card", [
    ("we have 8x H20 141GB in our own rack, serve Llama-3.1-405B FP8", "H20 141GB"),
    ("供应商报价：8卡H20-141服务器，想跑 Kimi-K2 FP8，20个并发", "H20 141GB"),
    ("我們有一台8卡H20 141G，跑GLM-4.5 FP8，10個併發", "H20 141GB"),
    ("我們有一台8卡H20 96G，跑Qwen3-235B-A22B FP8", "H20"),
    ("租4张H20跑Qwen3-32B", "H20")])
def test_the_size_word_picks_the_card_row(text, card):
    p = extract(text).patch
    assert p.gpu_preference == card
    assert all_gpus()[card].memory_gb == (141 if card.endswith("141GB") else 96)


def test_the_141gb_row_cites_its_source_and_is_a_china_market_part():
    from tools.compat import china_market_part

    g = all_gpus()["H20 141GB"]
    assert "141GB HBM3e" in g.source and g.as_of
    assert china_market_part(g.name)


# Hand check. DeepSeek-R1 (671 B) in FP8: ≈ 671 GB of weights; MLA KV ≈ 61 layers × (512 + 64) × 2 B ≈ 70 KB a token,
# × 8,192 × 30 chats ≈ 17 GB; with activations and buffers ≈ 95–98 GB a card over 8 cards. 8 × H20-96 (≈ 92.8 GB
# vLLM pool a card) does not hold it; 8 × H20-141 (141 GB a card, ≈ 1,128 GB in all) does, with room to spare.
@pytest.mark.slow
def test_owned_8_h20_141_holds_what_8_h20_96_cannot(ask):
    big = ask("我們公司機房有一台8卡H20 141G，跑 DeepSeek-R1 FP8，30個併發，8k上下文，夠不夠？")
    small = ask("我們公司機房有一台8卡H20 96G，跑 DeepSeek-R1 FP8，30個併發，8k上下文，夠不夠？")
    # The verdict paragraph: the first after the title that is not a "> " note (a 繁體 question with no place now
    # gets the "priced in TWD" note before it).
    def verdict(out: str) -> str:
        return next(p for p in out.split("\n\n")[1:] if not p.startswith(">"))
    assert "H20 141GB" in big and "做不了" not in verdict(big)
    assert "做不了" in verdict(small)
