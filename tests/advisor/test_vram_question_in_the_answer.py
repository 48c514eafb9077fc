"""A VRAM question's whole answer shows the KV cache and the BF16 and FP8 totals, and names no single card under the
total of the precision it would run.

Hand-worked (Qwen2.5-32B, 8 users at the default 4,096 tokens): KV 262,144 B a token × 4,096 × 8 = 8.6 GB; weights
65.5 GB in BF16, 34.3 GB in FP8 (tools/vram.py's figures). A single card named anywhere in the answer ("1 × X") must
hold at least the FP8 total within vLLM's 0.9 pool: its memory × 0.9 ≥ the smaller total.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("text", ["How much VRAM do I need to serve Qwen2.5-32B for 8 users?",
                                  "部署 Qwen2.5-32B 给 8 个用户同时用，需要多少显存？"])
def test_vram_question_shows_kv_and_both_totals(tmp_path, text):
    from catalog.gpus import all_gpus

    got = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    line = next(x for x in got.splitlines() if "KV cache 8.6 GB" in x)
    assert "BF16" in line and "FP8" in line and "65.5 GB" in line and "34.3 GB" in line, line
    totals = [float(t.replace(",", "")) for t in re.findall(r"= ([\d,.]+) GB(?:,|，)", line)]
    assert len(totals) == 2 and totals[1] < totals[0]
    gpus = all_gpus()
    for name in re.findall(r"\(1 × ([^)]+)\)", got):
        g = gpus.get(name.strip())
        if g is not None:
            assert g.memory_bytes * 0.9 / 1e9 >= totals[1], (name, totals)
