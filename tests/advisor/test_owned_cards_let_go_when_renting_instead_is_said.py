"""Owned cards with "otherwise we'll rent" (不行的话租卡, 唔得就租: Workload.rent_instead) are let go where they miss a
stated deadline or do not hold the work: the answer says by how much the owned cards miss, then ranks rentals under
the other constraints. A blind expert review: two owned RTX 3090s, "3天内要训完，不行的话租卡预算1000块",
kept "仅 RTX 3090 · 你自己的卡", cut the stated 8k sequence to 4,096 and answered "需要更大的 RDMA 集群".

By hand (Qwen2.5-14B LoRA, 50,000 examples × 2,000 tokens × 3 epochs = 3e8 tokens): ≈ 4 × 14.8e9 × 3e8 ≈ 1.8e19
FLOPs; two RTX 3090s (71 TFLOPS dense BF16 each at a fraction of peak, the fused loss and checkpointing) take about a
week (the answer: ≈ 6.9 days), past 3 days; one 80 GB+ data-centre card at a few hundred TFLOPS takes hours, well
inside ¥1,000."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "实验室有两张3090（24G），LoRA微调Qwen2.5-14B，3天内要训完，不行的话租卡预算1000块",
    "We own 4 RTX 4090s; LoRA Qwen2.5-7B; need it done in 2 days, if not we can rent",
    "We have 2 RTX 3090s. LoRA Qwen2.5-14B, 8k sequences, 3 days max, otherwise we rent",
    "我哋有4張4090，做LoRA微調Qwen2.5-7B，2日內要完成，唔得就租",
    "我們有兩張4090，QLoRA微調Llama 3 8B，3天內要完成，不然就租卡",
])
def test_renting_instead_beside_owned_cards_is_read(text):
    check(text, {"owned_gpus": True, "rent_instead": True})


@pytest.mark.parametrize("text", [
    "we have 2 A100s, happy to rent more",  # more beside, not instead
    "我们有2张A100，部署 Llama-3.1-70B 给60人用",
])
def test_no_renting_instead_where_none_is_said(text):
    check(text, {}, never=("rent_instead",))


def _answer(*turns: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db"))
    out = ""
    for t in turns:
        out = engine.handle("t0", t).text
    return out


@pytest.mark.slow
def test_two_owned_3090s_past_the_deadline_give_way_to_a_rental_in_budget():
    out = _answer("实验室有两张3090（24G），想用bf16做LoRA微调Qwen2.5-14B，序列长度8k，数据5万条平均2000 token训3轮，能跑吗？",
                  "3天内要训完，不行的话租卡预算1000块")
    head = out.split("\n")[0]
    assert "上下文 8,192" in head and "仅 RTX 3090" not in head and "你自己的卡" not in head, head
    m = re.search(r"你自己的 2 × RTX 3090 不行：约需 ([\d.]+) 天，超出 3 天 ([\d.]+) 天", out)
    assert m is not None, out
    assert float(m.group(1)) > 3 and abs(float(m.group(1)) - 3 - float(m.group(2))) < 0.11, m.groups()
    assert "需要更大的 RDMA 集群" not in out and "✅ 已满足：总共 ¥1,000.00 · 3 天" in out, out
    assert "4,096" not in out, out


@pytest.mark.slow
def test_owned_h20s_too_slow_and_memory_asked_about():
    """16 owned H20s, 7B continued pre-training on 200B tokens in 7 days (≈ 100 days by hand: see
    tests/tools/test_a_stated_length_and_a_missed_deadline_are_kept.py): no 96 GB floor, the deadline ❌ with the
    owned cards' time, never ✅."""
    out = _answer("我们有16张H20，想对一个7B模型做继续预训练，数据2000亿token，H20显存96G应该够吧？希望7天内训完")
    assert "单卡 ≥ 96 GB" not in out and "✅ 已满足：7 天" not in out, out
    m = re.search(r"❌ 7 天（无法满足）：16 × H20 赶不上：约需 ([\d.]+) 天", out)
    assert m is not None and float(m.group(1)) > 7, out


@pytest.mark.slow
def test_a_preferred_cloud_and_a_us_place_in_whole_answers():
    out = _answer("We're a hospital in Sydney. Want Llama 3.1 70B to draft discharge summaries from clinical notes, ~30 "
                  "clinicians using it during the day. Patient data must stay in Australia. AWS preferred but not "
                  "mandatory. What do we rent and monthly cost?")
    assert "only aws" not in out.split("\n")[0] and "AWS · Australia" not in out, out
    assert "its best plan, aws " in out, out
    rows = [r for r in out.split("\n") if re.match(r"\| \d+ \|", r)]
    assert rows and all(re.search(r"\| (ap-southeast-[24]|au-\S+|australia\S*) \|", r) for r in rows), rows
    us = _answer("small law firm, 10 lawyers. want to paste whole contracts (~25-30k tokens) into gemma 2 27b because "
                 "it scored well in our tests. what gpu do i rent, US, under 2k a month")
    rows = [r for r in us.split("\n") if re.match(r"\| \d+ \|", r)]
    assert rows and not any(re.search(r"ca-|canada", r, re.I) for r in rows), rows
