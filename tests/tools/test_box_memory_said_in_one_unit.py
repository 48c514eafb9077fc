"""A quoted box's memory is said in one unit (docs DESIGN "Units": GB = 10⁹ bytes, a card by its marketing size, fits
on the usable memory nvidia-smi reports): "8 × 80 GB cards, ≈ 684 GB usable = 8 × 79.65 GiB", never "8 × 80 GB ≈
687 GB" — 687 is 8 × 80 GiB said as GB, a figure no fit check uses."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from catalog.gpus import all_gpus
from catalog.registry import get
from tools.cost import convert_amount
from tools.defaults import resolve
from tools.quoted_price import fair_quote, fair_quote_msg
from tools.schema import InstanceRow, QuotedPrice, Workload


def _row(gpu: str, n: int, price: float) -> InstanceRow:
    return InstanceRow(provider="lambda", instance_type=f"box_{n}x", region="us", gpu=gpu, gpu_count=n,
                       price_on_demand=price, source="test sheet", as_of="2026-11-01")


def _said(gpu: str, n: int, lang: str) -> tuple[str, dict]:
    q = QuotedPrice(amount=2.49 * n, per="hour", said=f"${2.49 * n:.2f}/h", gpus=n)
    w = resolve(Workload(model="Llama-3.1-70B", gpu_preference=gpu, precision="bf16", seq_len=4096, concurrency=50,
                         quoted_price=q))[0]
    f = fair_quote(w, get("Llama-3.1-70B"), [_row(gpu, n, 2.0 * n)], all_gpus(),
                   lambda a, c: convert_amount(a, c, "USD", 7.2, None))
    assert f is not None
    msg = fair_quote_msg(f, q, "Llama-3.1-70B", 50, 4096)
    return to_script(msg.text(lang), lang), msg.args


@pytest.mark.parametrize(("gpu", "n", "lang", "said", "box_gb"), [
    # H100 SXM: 79.65 GiB usable (nvidia-smi) × 1.0737 = 85.5 GB a card; × 8 = 684 GB (not 8 × 80 GiB = 687)
    ("H100 SXM", 8, "en", "8 × 80 GB cards, ≈ 684 GB usable = 8 × 79.65 GiB", 684),
    ("H100 SXM", 8, "zh", "8 张 80 GB 的卡，可用约 684 GB = 8 × 79.65 GiB", 684),
    ("H100 SXM", 8, "zh-Hant", "8 張 80 GB 的卡，可用約 684 GB = 8 × 79.65 GiB", 684),
    # 4 × H100 SXM: 4 × 85.5 = 342 GB
    ("H100 SXM", 4, "en", "4 × 80 GB cards, ≈ 342 GB usable = 4 × 79.65 GiB", 342),
])
def test_box_memory_is_the_usable_total_in_gb(gpu, n, lang, said, box_gb):
    text, args = _said(gpu, n, lang)
    assert said in text, text
    assert args["box_gb"] == box_gb
    assert "≈ 687 GB" not in text and "≈ 344 GB" not in text  # 8 / 4 × 80 GiB said as GB
