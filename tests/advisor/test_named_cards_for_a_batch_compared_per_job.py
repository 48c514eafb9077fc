"""Named cards for one offline batch ("H20、4090、H800哪个最省钱", "A800、L20、H20 哪個最划算", "H800, H20 or L20 —
which is cheapest") are set side by side per job: each card's plan (its GPUs) and the job's GPU-hours, even where no
price is held (the mainland cards have none in the catalog: never invented), with the share of the fewest-hours
card's quote under which each other card is cheaper per job. A 32B summary batch over three named cards was answered
"H20 only", with no comparison and 16 H20s over two machines "needing InfiniBand"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def _answer(text: str, tmp_path: Path) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _hours(out: str, row: str) -> list[int | None]:
    line = next(x for x in out.splitlines() if x.startswith(f"| {row} |"))
    return [int(c.replace(",", "")) if c.strip() != "—" else None for c in line.split("|")[2:-1]]


@pytest.mark.parametrize("text, row, fewest, dearer", [
    # 简体, other cards and model than the review's: Qwen2.5-72B over 200k contracts of 8k 字 (≈ 5.4k tokens): ≈ 1.1 B
    # tokens in, 2 × 72.7 B × 1.1 B ≈ 1.6 × 10²⁰ FLOP of prefill; A800 312 TF vs H20 148 TF dense BF16 → the H20
    # needs ≈ 2× the A800's GPU-hours, so it is cheaper per job only under ≈ half the A800's hourly quote
    ("20万份合同，每份8000字，用 Qwen2.5-72B 抽取条款，五天内跑完；国内租卡，A800、H20 哪个最省钱？", "任务 GPU 卡时",
     "A800", "H20"),
    # 繁體: Qwen3-32B over 500k 合約 of 10k 字; H800 989 TF vs H20 148 TF → H20 ≈ 5× the GPU-hours
    ("50 萬份合約，每份 1 萬字，用 Qwen3-32B 摘要，一週內完成；在大陸租卡，H20、H800 哪個最划算？", "任務 GPU 卡時",
     "H800", "H20"),
    # English: Llama-3.1-70B over 300k × 6k tokens ≈ 2.0 B tokens in ≈ 2.8 × 10²⁰ FLOP: H800 at ~50 % of 989 TF
    # ≈ 150–250 GPU-h, the H20 ≈ 1,000–1,300
    ("We must run in mainland China: summarize 300k filings of 6k tokens each with Llama-3.1-70B within 4 days. "
     "H800, H20 or L20 — which is cheapest?", "GPU-hours for the job", "H800", "H20"),
])
def test_named_cards_for_a_batch_are_each_planned_per_job(text: str, row: str, fewest: str, dearer: str,
                                                          tmp_path: Path) -> None:
    out = _answer(text, tmp_path)
    head = next(x for x in out.splitlines() if x.startswith("|  |"))
    labels = [c.strip() for c in head.split("|")[2:-1]]
    assert fewest in labels and dearer in labels, out[:1500]  # every named card is a column, none "only"
    hours = dict(zip(labels, _hours(out, row)))
    f, d = hours[fewest], hours[dearer]
    assert f and d and d >= 1.8 * f, out[:2000]  # prefill-bound: the cheap-hour card needs several times the hours
    # the break-even share of the quote is said: under f ÷ d of the faster card's hour
    share = round(100 * f / d)
    assert re.search(rf"{dearer}\S*.*{share}%", out), out[:2500]
    assert "InfiniBand" not in out  # independent replicas: no RDMA between machines for a batch


def test_a_batch_past_one_machine_on_one_unpriced_card_is_independent_replicas(tmp_path: Path) -> None:
    # 100k reports × 13.4k tokens of Qwen3-32B within a week on H20 only: prefill ≈ 2 × 32.8e9 × 13,400 × 1e5 ≈ 8.8e19
    # FLOP, at H20's 148 TFLOPS × 0.5 ≈ 330 GPU-hours, plus 53.6 M tokens of decode: ≈ 522 GPU-hours, so 4 cards
    # finish in ≈ 5.4 days inside the week. Each copy fits one card (32B BF16 ≈ 65.5 GB beside KV): one machine, and
    # never a split over machines with InfiniBand (it once planned 16 cards over two machines)
    out = _answer("10万份券商研报，每份大概2万字，要用qwen3-32b每份出一个800字摘要，一周内跑完。只用H20", tmp_path)
    assert "InfiniBand" not in out and "4 × H20" in out and "单机" in out, out[:1500]
    days = float(re.search(r"整个任务约 ([\d.]+) 天", out).group(1))  # type: ignore[union-attr]
    assert 4.5 <= days <= 7, out[:1500]
