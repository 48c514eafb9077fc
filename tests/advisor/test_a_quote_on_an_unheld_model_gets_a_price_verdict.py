"""A quoted price asked about beside a model no table holds ("quoted $2.50/hr per H100 for 8 GPUs to run
Zephyrix-Turbo. Is that fair?") is judged on the price alone, as a quote with no model is: the price verdict first, the
model said as not held, its size asked as optional — never the "tool my tables do not hold" batch path (which read
"8 GPUs" as 8 items), nor a held model sized in its place. English, 简体, 繁體, other cards and names."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.core.unknown_tool import PRICE_VERDICT, tool_named
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

QUOTES = [
    "We were quoted $2.50/hr per H100 for 8 GPUs to run Zephyrix-Turbo. Is that fair?",
    "供应商报价每张H100每小时18元，8卡，用来跑Zephyrix-Turbo，贵不贵？",
    "廠商報價每張H100每小時2.5美元，8張卡，用來跑Zephyrix-Turbo，這價格合理嗎？",
    "Someone offered us 4x A100 at $1.80/hr each to run Quibble-X, is that a good deal?",
]


@pytest.mark.parametrize("text", QUOTES)
def test_a_price_to_judge_is_no_unknown_tool(text: str) -> None:
    assert PRICE_VERDICT.search(text)
    assert tool_named(text, "Zephyrix-Turbo" if "Zephyrix" in text else "Quibble-X") is None


@pytest.mark.parametrize("text", [
    "We plan to run OptaPlanner-GPU every morning for 800 technicians",  # no price: still a tool of unknown kind
    "We run Zephyrix-Turbo on 8 GPUs; is that fair to our other teams?",  # "fair" with no price: no verdict asked
])
def test_no_price_keeps_the_unknown_tool(text: str) -> None:
    assert PRICE_VERDICT.search(text) is None


def _ask(text: str) -> str:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
@pytest.mark.parametrize("text, verdict, not_held, optional", [
    # $2.50 × 8 = $20/h ≈ $14,600 a month against the cheapest listed 8 × H100 at $14.34/h ≈ $10,468: 1.4× over
    (QUOTES[0], "Is the quote fair?", "Zephyrix-Turbo is not in my catalog", "Optional: that model is not in my catalog"),
    (QUOTES[1], "报价是否合理", "Zephyrix-Turbo 不在我的模型库里", "（可选）这个模型不在我的模型库里"),
    (QUOTES[2], "報價是否合理", "Zephyrix-Turbo 不在我的模型庫裡", "（可選）這個模型不在我的模型庫裡"),
])
def test_the_quote_is_judged_and_the_model_said_not_held(text, verdict, not_held, optional):
    out = _ask(text)
    assert verdict in out and not_held in out and optional in out, out
    assert "tool my tables do not hold" not in out and "8 items" not in out, out
    assert "Llama" not in out, out  # no held model sized in its place


@pytest.mark.parametrize("text, scope, gpus", [
    # "$1.80/hr each" after "4x A100" is each card's hour: 4 × $1.80 = $7.20/h against 4 × A100 listed at $4.80/h
    # (1.5× over); read as the box's hour it was $1.80 for all four, "0.4×, a good price"
    ("Someone offered us 4x A100 at $1.80/hr each to run Quibble-X, is that a good deal?", "gpu", 4),
    ("We got 8x H100 for $2.50/hr apiece. Fair?", "gpu", 8),
    ("8x H100 for $20/hr, fair?", "machine", 8),             # no per-card word: the machine's hour
    ("8x H100 at $20/hr each month, fair?", "machine", 8),   # "each month" is the period, never each card
    ("two 8x H100 nodes at $20/hr each, fair?", "machine", 8),  # each node's hour: machines counted before the price
])
def test_each_after_a_quote_is_each_cards(text: str, scope: str, gpus: int) -> None:
    from advisor.core.extract_rules import extract

    q = extract(text).patch.quoted_price
    assert q is not None and (q.scope, q.gpus) == (scope, gpus)
