"""A yes/no on a named card names a seller's own row for the plan it offers, in English, 简体 and 繁體.

DeepSeek-V3 at 128k on 8 × H100: FP8 needs ≈ 94 GB a card (does not fit 80 GB); INT4 (AWQ) ≈ 55 GB a card holds it.
The INT4 plan was named on Prime Intellect's resale of Latitude's 8 × H100 box (no seller SLA) labelled "H100 PCIe",
though Shadeform's listing of the same box (128 vCPU / 1,536 GB, 14.34/h) names NVLink: the SXM part. Now the box is
labelled SXM, and the plan on the card asked about (H100 PCIe) is RunPod's own 8 × H100 PCIe row (runpod.io/pricing:
H100 PCIe 80 GB $2.89 a GPU-hour × 8 = $23.12/h)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("text", [
    "DeepSeek-V3 with 128k context: are 8 H100s enough?",
    "DeepSeek-V3 128k上下文，8张H100够吗？",
    "DeepSeek-V3 128k 上下文，8 張 H100 夠嗎？",
])
def test_the_int4_plan_on_the_named_card_is_a_sellers_own_row(tmp_path, text):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    # The verdict paragraph: the first after the title that is not a "> " note (the 繁體 question, with no place,
    # now gets the "priced in TWD" note first: RunPod's $23.12/h × 32 TWD/USD = 739.84 TWD/h).
    head = next(p for p in out.split("\n\n")[1:] if not p.startswith(">")) if out.startswith("**DeepSeek") else out
    assert "`runpod 8x_H100_SECURE`" in head, out
    assert "primeintellect latitude__8xH100" not in head
