"""Owned cards that can do the job, "cheapest" without spot, and follow-ups that add a constraint the plan meets.

Each question goes through the CLI (`gpu-advisor ask` / `chat`), the same reader, engine and renderer users get; the
hand reasoning an expert does is in each test's comment, and the assertion is the class of answer it allows.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


def _headline(out: str) -> str:
    """The bold line after the header: the answer's headline."""
    bold = [ln for ln in out.splitlines() if ln.startswith("**")]
    assert len(bold) >= 2, out[:600]
    return bold[1]


# --- owned cards that can do the job: the headline runs on them ---------------------------------------------------

@pytest.mark.parametrize("text, own", [
    ("我們公司有 4 張 A6000(48GB),想跑 Mixtral 8x22B 做推論可以嗎?", "你自己的 4 × RTX A6000"),
    ("Our company has 4 A6000 (48GB) cards, can we run Mixtral 8x22B for inference?", "your own 4 × RTX A6000"),
])
def test_a_company_that_owns_the_cards_is_told_to_run_on_them(text, own):
    # Hand: Mixtral 8x22B is 141B params → BF16 282 GB > 4 × 48 GB = 192 GB; INT8 ≈ 141 GB → ≈ 35 GB/card + a small
    # KV cache at 1 user × 4k, under 0.9 × 48 GiB ≈ 45.7 GB: it runs on the cards the company has. "我們公司有" /
    # "our company has" is an owner, so the headline names their cards, says no rental, and carries no hourly price.
    head = _headline(_ask(text))
    assert own in head, head
    assert "租 " not in head and "TWD" not in head and "/h" not in head and " rent " not in head


def test_a_smaller_model_on_owned_cards_is_not_priced_as_a_rental():
    # Hand: 2 × RTX 4090 (2 × 24 GiB) cannot hold Llama-3.1-70B in BF16 (141 GB); Llama-3.1-8B (16 GB of BF16
    # weights, ≈ 8 GB per card on TP 2, plus 10 users' KV) fits on the user's own two cards. Their own cards cost
    # nothing per hour, so the line names "your 2 × RTX 4090" and no provider or hourly rental price.
    out = _ask("手上有两张4090想跑llama3.1 70b给公司十几个人用能行吗部暑要注意啥")
    line = next(ln for ln in out.splitlines() if "同系列更小的模型" in ln)
    assert "你的 2 × RTX 4090" in line and "无需租用" in line, line
    assert "租用每小时" not in line and "¥" not in line and "runpod" not in line
