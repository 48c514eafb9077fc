"""Cards the user owns that no cloud rents, said with their count and their total memory, are answered on those cards
first, whole answer: the total is no per-card floor (no "≥ 64 GB a card" rental), the verdict is on the owned cards
(fit, the engine that runs there, each user's speed), and a rental only after it (tools/owned_device.py,
tools/owned_route_speed.py).

Hand figures:
  2 × MI60 (gfx906, 32 GiB, 1,024 GB/s), Qwen2.5-32B for 5 of 10 people: vLLM does not target gfx906, llama.cpp does;
  Q8_0 ≈ 34.8 GB + 5.4 GB KV ≈ 40 GB of 68.7 GB; decode ≈ 37.5 GB a step ÷ 834 GB/s ≈ 22 tokens/s per user.
  4 × RTX 4060 Ti 16GB (288 GB/s each), Qwen2.5-72B in BF16: ≈ 145 GB of weights > 4 × 17.2 GB: no; INT4 ≈ 9.6 GB a
  card over TP 4 + KV: fits 15.5 GB pools; 9.6 GB ÷ 234 GB/s ≈ 41 ms + floor and PCIe all-reduces → ≈ 12–17 tokens/s.
  3 × TITAN RTX (24 GB, 672 GB/s), Llama-3.1-70B in FP16: 141 GB > 3 × 24 GB: no; INT4 ≈ 40 GB fits (≈ 16 GB a card);
  3 does not divide its 64 heads, so the cards run their layers in turn: ≈ 40 GB a step ÷ (672 × 0.814 = 547 GB/s)
  ≈ 73 ms → at most ≈ 14 tokens/s, ≈ 10 with the layer floor and 4 users' KV.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


@pytest.mark.parametrize("text, yes", [
    ("闲鱼收了2张MI60 32G（总共64G显存），想用vLLM跑Qwen2.5-32B给10个人用", "**够：你的 2 张 MI60就能跑"),
    ("閒魚收了2張MI60 32G（總共64G顯存），想用vLLM跑Qwen2.5-32B俾10個人用", "**夠：你的 2 張 MI60就能跑")])
def test_two_owned_mi60s_run_a_32b_through_llama_cpp(tmp_path, text, yes):
    out = _answer(tmp_path, text)
    first = out.splitlines()[0]
    assert "llama.cpp" in first and "≥" not in first, first  # no "单卡 ≥ 64 GB" floor
    head = next(x for x in out.splitlines() if x.startswith(yes))
    assert "gfx906" in head and "vLLM" in head, head
    tps = [int(x) for x in re.findall(r"每人[约約] (\d+) tokens/s", head)]
    assert tps and 19 <= tps[0] <= 24, head  # ≈ 22 by hand


def test_owned_4060_tis_say_no_then_int4_with_a_speed(tmp_path):
    out = _answer(tmp_path, "we allready own 4x rtx 4060 ti 16gb in one box (64gb total). can we run qwen2.5-72b "
                            "in bf16 for 6 people?")
    assert "your own cards" in out.splitlines()[0] and "≥" not in out.splitlines()[0]
    head = next(x for x in out.splitlines() if x.startswith("**Qwen2.5-72B: No, 4 × RTX 4060 Ti 16GB"))
    assert "On your own cards instead, with INT4" in head, head
    tps = [int(x) for x in re.findall(r"≈ (\d+) tokens/s per user", head)]
    assert tps and 10 <= tps[0] <= 19, head  # ≈ 12–17 by hand


def test_owned_titan_rtxs_answer_on_the_cards_before_a_rental(tmp_path):
    out = _answer(tmp_path, "We already have 3x Titan RTX (72GB total). Can we run Llama-3.1-70B in fp16 for 4 people?")
    lines = out.splitlines()
    assert "Titan RTX" in lines[0] and "your own cards" in lines[0] and "≥" not in lines[0], lines[0]
    head = next(x for x in lines if x.startswith("**Llama-3.1-70B: No, 3 × Titan RTX"))
    assert "On your own cards instead, with INT4" in head and "rent" not in head, head
    tps = [int(x) for x in re.findall(r"≈ (\d+) tokens/s per user", head)]
    assert tps and 7 <= tps[0] <= 14, head  # ≈ 10 by hand
