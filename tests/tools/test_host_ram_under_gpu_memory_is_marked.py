"""A shown row whose host RAM is under its GPU memory carries a ⚠ mark in the short table, with both figures and why
(the weights load and the pinned transfer buffers sit in host RAM: seed 000 §5, RAM ≥ the sum of GPU memory), in
English and Chinese — not only in the --full host check (tools.host.ram_under_gpu, tools.summary.marks)."""

from __future__ import annotations

import pytest

from advisor.core.render import _marks_text
from advisor.core.script import to_script
from tools.host import ram_under_gpu
from tools.schema import Candidate, CostLine, CostRow, Layout, Money
from tools.summary import TableRow, marks

GiB = 2**30


@pytest.mark.parametrize(("ram", "gpus", "card_gib", "short"), [
    (32, 1, 48, 48.0),  # AWS g6e.xlarge: 32 GiB around one 48 GiB L40S → short by 16 GiB
    (64, 1, 48, None),  # g6e.2xlarge: 64 GiB ≥ 48 GiB
    (1152, 8, 80, None),  # an 8 × H100 box with 1,152 GiB ≥ 640 GiB
    (512, 8, 80, 640.0),  # 8 × 80 GiB = 640 GiB > 512 GiB → short
    (None, 1, 48, None),  # a blank RAM cell is not judged
    (16, 1, 0, None),  # nor a card with no size held
])
def test_host_ram_under_the_gpu_memory_is_found(ram, gpus, card_gib, short):
    assert ram_under_gpu(ram, gpus, card_gib * GiB) == short


def _row(ram: float, short: float | None) -> TableRow:
    c = Candidate(provider="aws", instance="g6e.xlarge", region="us-east-1", gpu="L40S", gpu_count=1,
                  price_per_hour=Money(amount=1.86, currency="USD"), billing="on_demand", score=1.0,
                  layout=Layout(num_gpus=1), ram_gib=ram, ram_under_gpu_gib=short)
    cost = CostRow(provider="aws", instance="g6e.xlarge", gpu="L40S", gpus=1,
                   cost=CostLine(currency="USD", hourly_on_demand=1.86))
    return TableRow(rank=1, candidate=c, cost=cost, key=1.86, marks=marks(c))


def test_the_short_table_marks_the_row_in_english_and_chinese():
    # 32 GiB of RAM for 48 GiB of GPU memory: marked with both figures and the reason
    row = _row(32, 48.0)
    assert "host_ram_short" in row.marks
    en, zh = _marks_text(row, "en"), _marks_text(row, "zh")
    hant = to_script(_marks_text(row, "zh-Hant"), "zh-Hant")  # the answer's script conversion, as the CLI does
    assert "host RAM 32 GiB < 48 GiB of GPU memory" in en and "pinned" in en and "load" in en
    assert "主机内存 32 GiB 小于显存 48 GiB" in zh and "锁页" in zh
    assert "主機記憶體 32 GiB" in hant and "鎖頁" in hant


def test_a_host_with_enough_ram_is_not_marked():
    assert "host_ram_short" not in _row(64, None).marks
