"""Cards the user owns, said in a LATER chat turn ("Actually we have 2 RTX 4090s, can we just use those?",
用我们自己的两张4090可以吗, 我們自己有兩張4090，可以用嗎): the follow-up is answered on those cards (fits or not, how long)
with no rental price in the headline, in the user's language — never "rent 2 × RTX 4090"."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _headline(out: str, start: str) -> str:
    """The answer's bold headline (the line after the bold summary line with its `·` separators)."""
    return next(line for line in out.splitlines() if line.startswith(start) and "·" not in line)


def _follow_up(tmp_path, first: str, second: str) -> str:
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    return eng.handle("t", second).text


def test_we_have_two_4090s_said_after_the_question_runs_on_them(tmp_path):
    # Hand: Qwen2.5-7B BF16 ≈ 7.6e9 × 2 B ≈ 15.2 GB < 24 GB of one RTX 4090, so the user's own 2 × 4090 hold it;
    # the follow-up names the owned cards, so the headline is "run it on your own 2 × RTX 4090 (no rental …)", with
    # no hourly or job price ($) — the user pays nothing to rent cards they already have.
    out = _follow_up(tmp_path, "Qwen2.5-7B batch inference, 50k documents a day, 2000 tokens in, 300 out",
                     "Actually we have 2 RTX 4090s in the office, can we just use those?")
    head = _headline(out, "**Qwen2.5-7B")
    assert "on your own 2 × RTX 4090" in head and "no rental" in head, head
    assert "$" not in head and "rent " not in head, head
    assert "owned_gpus" not in out, out  # the changed-line names the field in words ("your own cards")


def test_use_our_own_two_4090s_in_simplified_chinese(tmp_path):
    # Hand: 用我们自己的两张4090 = "use our own two 4090s": owner 我们自己的, count 两 = 2, card RTX 4090; 7B BF16
    # ≈ 15 GB fits on a 24 GB card, so the answer runs on the user's 2 × RTX 4090 with 无需租用 (no rental).
    out = _follow_up(tmp_path, "用 Qwen2.5-7B 做批量推理，每天5万条", "用我们自己的两张4090可以吗？")
    head = _headline(out, "**Qwen2.5-7B")
    assert "在你自己的 2 × RTX 4090 上运行" in head and "无需租用" in head, head
    assert "¥" not in head and "CNY" not in head and "$" not in head, head


def test_we_ourselves_have_two_4090s_in_traditional_chinese_for_an_invoice_batch(tmp_path):
    # Hand: 我們自己有兩張4090 = "we ourselves have two 4090s": owned, 2 × RTX 4090. Qwen2.5-VL-7B BF16 ≈ 8.3e9 ×
    # 2 B ≈ 16.6 GB of weights, under 2 × 24 GB, so it runs on the owned pair (TP 2). A daily batch on owned cards
    # has no users to serve afterwards (the owned-serving half is for a fine-tune), so the answer must not break on
    # it; its headline keeps the time and drops the rental's per-day / per-month TWD figures.
    out = _follow_up(tmp_path, "用 Qwen2.5-VL-7B 做發票辨識，每天大概5萬張，預算每月NT$3萬", "我們自己有兩張4090，可以用嗎？")
    head = _headline(out, "**Qwen2.5-VL-7B")
    assert "在你自己的 2 × RTX 4090 上執行" in head and "無需租用" in head, head
    assert "TWD" not in head and "每月" not in head, head
