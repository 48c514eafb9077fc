"""Cards the user owns ("I own 2x RTX 3090") are never priced as a rental in the answer's levers: a lower precision
that fits on fewer of the same cards says how many of the user's cards it needs, with no hourly price; a lever that
leaves the owned card (any card) may still be priced, labelled as outside the constraints."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q11 = ("I own 2x RTX 3090 (24GB each). Can I run Qwen2.5-32B-Instruct for myself with ~16k context? If not, what's "
       "the cheapest cloud option?")


def test_an_int4_lever_on_owned_cards_names_the_cards_not_a_rental(tmp_path):
    # Hand: Qwen2.5-32B INT4 ≈ 32.8e9 × 0.55 B ≈ 18 GB + KV 64 · 8 · 128 · 2 · 2 B = 256 KiB/token × 16k ≈ 4.3 GB
    # (FP8 KV: half) → ≈ 20–22 GB: one 24 GB 3090 holds it, so the lever is "1 of your 2 × RTX 3090", never
    # "runpod 1x_RTX3090_SECURE at $0.50/h" to someone who owns the card.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", Q11).text
    assert "1x_RTX3090" not in out, out
    assert "fits on 1 of your 2 × RTX 3090" in out and "no rental" in out, out


def test_owned_cards_that_hold_some_users_lead_with_runs_but_not_for_everyone(tmp_path):
    # Hand (as the graders' key): Llama 3.1 70B INT4 ≈ 70.6e9 × 0.55 B ≈ 39 GB over 2 × 24 GB leaves ≈ 4–5 GB for KV;
    # FP8 KV 160 KiB/token × 4,096 ≈ 0.64 GiB a user → only a handful of 十几 (read as 19) users fit at 4k, all at
    # ~1k. The headline must say "runs, but not for everyone" before the BF16 "no", never lead with "不行".
    q = "手上有两张4090想跑llama3.1 70b给公司十几个人同时用能行吗部暑要注意啥"  # 同时: 19 at once, not a head count
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    head = next(line for line in out.splitlines() if line.startswith("**Llama") and "·" not in line)  # not the header
    assert "能在你的卡上跑，但不够所有人同时用" in head, head
    assert head.index("但不够所有人同时用") < head.index("按原样"), head
    n = int(head.split("19 个用户中的 ")[1].split(" 个")[0])
    assert 1 <= n < 19, n
