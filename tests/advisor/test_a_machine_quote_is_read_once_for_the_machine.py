"""A price said for the machine (一台 / 每台 / 整机 / "per node" / "per server", or the card with its count after it:
"H200 141GB 8 卡一台", "H100 x8") is the machine's price, read once: the verdict's month and the reader's note both use
it. Read per card, NT$1,200,000 a month for "8 卡一台" was multiplied by 8 (NT$9,600,000, "11.2 倍") while the note
beside it said "按這臺機器每月的價格理解". A per-GPU word beside the money (每卡, "per GPU-hour") still wins."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, amount, gpus", [
    ("廠商報價 H200 141GB 8 卡一台，月租 NT$1,200,000，合約一年，這樣合理嗎？", 1_200_000, 8),
    ("供应商报价 H100 x8 整机每月 ¥600,000，包年，合理吗？", 600_000, 8),
    ("厂商报价H200 141GB 8卡一台，月租NT$1,200,000，合同一年，合理吗", 1_200_000, 8),
    ("A vendor quotes H200 x8 at $40,000 per node per month on a 1-year contract. Fair?", 40_000, 8),
    ("They offer an H100 server at $20/hr for the whole machine, is that fair?", 20, None),
])
def test_a_price_for_the_machine_is_the_machines(text, amount, gpus):
    q = extract(text).patch.quoted_price
    assert q is not None and q.amount == amount and q.scope == "machine" and q.gpus == gpus


@pytest.mark.parametrize("text, gpus", [
    ("A reseller offers 8x H200 in one node at $3.50 per GPU-hour on a 6-month contract. Is that a fair price?", 8),
    ("一台 8 卡 H100，每卡每小时 ¥20，合理吗？", None),
    ("H100 at $2.50/h each, fair?", None),
])
def test_a_per_gpu_word_beside_the_money_keeps_it_per_gpu(text, gpus):
    q = extract(text).patch.quoted_price
    assert q is not None and q.scope == "gpu"
    if gpus is not None:
        assert q.gpus == gpus


def test_the_monthly_note_names_the_scope_it_read():
    # NT$1,200,000 ÷ 730 h = NT$1,643.84 an hour for the machine; per card it would say 每卡
    notes = " ".join(extract("廠商報價 H200 141GB 8 卡一台，月租 NT$1,200,000，合理嗎？").notes)
    assert "1,643.84" in notes and "for the machine" in notes and "per GPU" not in notes
    # 每卡每月 NT$150,000 is a card's month: NT$150,000 ÷ 730 = NT$205.48 an hour per GPU
    notes = " ".join(extract("廠商報價 H200 8 卡，每卡每月 NT$150,000，合理嗎？").notes)
    assert "205.48" in notes and "a month per GPU" in notes


@pytest.mark.parametrize("text", [
    # 8 × H100 for $3/h would be $0.375 a GPU-hour, under half the cheapest listed H100 GPU-hour (≈ $1.14 on spot):
    # no machine price; $3 a GPU-hour is one, so the reading is per GPU, said in a note
    "8x H100 at $3/h, is that fair?",
    "供应商报价 8卡H100 每小时25元，合理吗",  # ¥25 ÷ 8 ≈ ¥3.1 ≈ $0.43 a GPU-hour as a box: per GPU
    "供應商報價 8卡H100 每小時3美元，合理嗎",  # "元" in Taiwan is TWD; in dollars: $0.375 a GPU-hour as a box
])
def test_an_unstated_scope_is_read_the_plausible_way_and_said(text):
    r = extract(text)
    q = r.patch.quoted_price
    assert q is not None and q.scope == "gpu" and q.gpus == 8
    assert any("read per GPU" in n for n in r.notes)


@pytest.mark.parametrize("text", [
    "nebius quoted us $28/hr for 8xH200, fair?",  # $3.50 a GPU-hour as the box's: plausible, kept
    "8x H100 at $3/h for the whole machine, fair?",  # said for the machine: kept whatever its figure
])
def test_a_plausible_or_stated_machine_price_stays_the_machines(text):
    r = extract(text)
    q = r.patch.quoted_price
    assert q is not None and q.scope == "machine" and not any("read per GPU" in n for n in r.notes)
