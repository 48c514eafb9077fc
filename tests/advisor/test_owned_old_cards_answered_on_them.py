"""Old cards the user bought (Pascal: Tesla P40, GTX 1080 Ti) are answered on those cards, whole answer through the
chat: llama.cpp with a GGUF build in the workload line and the verdict, the reason vLLM does not run, the speed from
the card's bandwidth, and the rental only as the alternative below (tools/owned_device.py old_card_serving).

Hand figures (P40: 24 GiB, 346 GB/s; llama.cpp PR #4766 measured 56.79 tokens/s on a 3.56 GiB Q4_0 7B → 217 GB/s):
  Gemma-2-27B, 3 users on 2 × P40: Q8_0 ≈ 27.2 B × 1.0625 B ≈ 29 GB fits 51.5 GB but ≈ 29 GB ÷ 217 GB/s ≈ 0.13 s →
  ≈ 7 tokens/s < 20, so Q4_K_M (≈ 16.6 GB published): ≈ 16 GB + KV ÷ 217 GB/s ≈ 80 ms → ≈ 12 tokens/s: it holds
  it, too slow for 3 at once at the interactive 20.
  Llama-3.1-8B for one user on 1 × P40: Q8_0 ≈ 8.5 GB → ≈ 26 tokens/s ≥ 20: yes, in Q8_0.
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


def test_bought_p40s_hold_a_27b_but_too_slow_for_three(tmp_path):
    out = _answer(tmp_path, "we picked up two Tesla P40s off ebay, want Gemma-2-27B for 3 concurrent users")
    first = out.splitlines()[0]
    assert " · llama.cpp · " in first and "Q4_K_M" in first and "your own cards" in first, first
    head = next(x for x in out.splitlines() if x.startswith("**It holds it, but not for 3 users at once"))
    assert "Not with vLLM" in head and "sm_61" in head and "1/64" in head, head
    tps = [int(x) for x in re.findall(r"≈ (\d+) tokens/s per user", head)]
    assert tps and 10 <= tps[0] <= 14, head  # ≈ 12 by hand
    assert "Renting instead" in out  # the rental only as the alternative


@pytest.mark.parametrize("text, yes", [
    ("I bought a used Tesla P40, can it run Llama-3.1-8B for myself?", "**Yes, your 1 × Tesla P40 run it"),
    ("我买了一张二手P40，想自己跑Llama-3.1-8B", "**够：你的 1 张 Tesla P40就能跑"),
    ("我買了一張二手P40，想自己跑Llama-3.1-8B", "**夠：你的 1 張 Tesla P40就能跑")])
def test_a_small_model_on_one_bought_p40_is_a_yes(tmp_path, text, yes):
    out = _answer(tmp_path, text)
    assert any(x.startswith(yes) for x in out.splitlines()), out
    assert "Q8_0" in out.splitlines()[0] and "vLLM" not in out.splitlines()[0]
