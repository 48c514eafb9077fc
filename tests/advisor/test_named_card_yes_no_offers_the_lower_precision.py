"""A yes/no on a named card that misses at 16-bit but holds the work at FP8 weights says so first ("not in BF16; yes
with FP8 weights … GB of … GB, test quality"), the nearest plan on the stated card, before more of that card."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# 繁體 with no place or currency said: prices in TWD, and the answer opens with that note (advisor.core.messages.reader_money)
_TWD_NOTE = "> 價格按新臺幣（TWD）顯示（繁體中文提問，沒說地區或幣種）；如在香港，請說“用港幣”\n\n"


@pytest.mark.parametrize(("text", "words"), [
    # Gemma-3-27B (27.4 B): BF16 ≈ 54 GB of weights > one L40S's 48 GB; FP8 ≈ 28 GB + one 64k session's KV
    # (≈ 5.8 GB at 16-bit, a sliding window on most layers) + activations ≈ 36 GB of its ≈ 43 GB pool: fits →
    # "BF16 不夠 …；改用 FP8 權重就夠 … 1 × L40S 裝得下 … ；BF16 則需要 2 × L40S"
    ("Gemma 3 27B 跑 64k 上下文，一張 L40S 夠不夠？", ("BF16 不夠", "改用 FP8 權重就夠", "BF16 則需要 2 × L40S")),
    ("Gemma 3 27B 跑 64k 上下文，一张 L40S 够不够？", ("BF16 不够", "改用 FP8 权重就够", "BF16 则需要 2 × L40S")),
    ("Is one L40S enough for Gemma 3 27B at 64k context?",
     ("not in BF16", "yes with FP8 weights", "of its 48 GB", "in BF16 it would take 2 × L40S")),
])
def test_a_card_that_misses_at_16_bit_is_offered_fp8_first(tmp_path, text, words):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    # the 繁體 question names no place: its TWD note stands between the summary line and the verdict
    assert (_TWD_NOTE in r.text) == ("一張" in text), r.text[:300]
    body = r.text.replace(_TWD_NOTE, "", 1)
    head = body.split("\n\n")[1] if "\n\n" in body else body
    for w in words:
        assert w in head, (w, head[:1500])
    # the FP8 plan is said before the count of 16-bit cards it would otherwise take
    assert head.index(words[1]) < head.index(words[-1]), head[:1500]
