"""A quote asked about on a card the catalog prices nowhere (H20): the answer says what the card is from its held
specs (96 GB, 4 TB/s, ≈ 148 TFLOPS BF16 dense, with the source), the work it suits (decode-heavy serving: 37 FLOP a
byte), and the quote per TB/s and per 100 TFLOPS against the nearest priced cards, labelled indirect — never a made-up
H20 price, and never only "cannot be judged".

Hand: ¥8.5 a GPU-hour ÷ 4.0 TB/s ≈ ¥2.12 per TB/s; ÷ 1.48 (hundreds of TFLOPS) ≈ ¥5.74 per 100 TFLOPS. An H100 SXM
at ≈ ¥15.6 a GPU-hour is ≈ ¥1.58 per 100 TFLOPS → the quote is ≈ 3.6× it by compute (dear for training).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, marks", [
    ("火山引擎报价 H20 96G 每卡每小时 8.5 元，包年，划算吗？",
     ("间接比较", "96 GB", "4 TB/s", "148 TFLOPS", "按带宽", "按算力", "¥2.12", "¥5.74", "你没说用途")),
    ("Volcano Engine quoted us H20 96GB at 8.5 CNY per GPU-hour on a 1-year term, is that a good deal?",
     ("indirect comparison", "96 GB", "4 TB/s", "148 TFLOPS", "By bandwidth", "by compute", "¥2.12", "¥5.74",
      "did not say the work")),
    ("全量微调 Llama 3.1 8B，云厂商报价 H20 每卡每小时 8.5 元，8 卡，划算吗？",
     ("间接比较", "按算力", "¥5.74", "做训练（按算力）偏贵")),
])
def test_the_quote_is_compared_by_the_cards_specs(tmp_path, text, marks):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    first = next(line for line in r.text.split("\n") if "报价是否合理" in line or "Is the quote fair" in line)
    for m in marks:
        assert m in first, (m, first)
    assert "无法判断" not in first and "is not checked" not in first, first
