"""A user in mainland China (a city said as where they are, no region filter) whose cheapest plan is a card the US
export rules keep out of mainland clouds (MI300X, H100, H200, B200: tools.compat.export_controlled) is led by the first
plan in rank order of a card rentable there (A100, H800, H20, L20 …) when one is priced; the controlled plans stay in
the table below it. An MI300X in Canada led for a Beijing company.

By hand (Qwen3-235B-A22B, ≈ 470 GB in BF16): 4 × MI300X (768 GB) is the cheapest hour, ¥68.83; 8 × A100 80GB (640 GB),
¥103.10, is the cheapest plan of a card a mainland cloud may rent, so it leads and the MI300X is second. A user in
Toronto is not under the mainland rules: the MI300X stays first."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _rows(text: str) -> list[str]:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return [line for line in r.output.splitlines() if line.startswith("| 1 |") or line.startswith("| 2 |")]


def test_english_beijing_company_is_led_by_an_a100_not_an_mi300x():
    rows = _rows("We are a Beijing company, 80 staff will use Qwen3-235B-A22B internally at 32k context. Which GPUs "
                 "and monthly cost?")
    assert "A100 80GB" in rows[0] and "MI300X" in rows[1]


def test_simplified_chinese_beijing_company_is_led_by_an_a100():
    rows = _rows("北京公司 40 人内部用 Qwen3-235B-A22B，上下文 8k，一个月多少钱？")
    assert "A100 80GB" in rows[0] and "MI300X" in rows[1]


def test_traditional_chinese_beijing_company_is_led_by_an_a100():
    rows = _rows("北京的公司，50 位員工內部用 Qwen3-235B-A22B，上下文 8k，一個月多少錢？")
    assert "A100 80GB" in rows[0] and "MI300X" in rows[1]


def test_a_user_outside_the_mainland_keeps_the_cheapest_card_first():
    rows = _rows("We are a Toronto company, 80 staff will use Qwen3-235B-A22B internally at 32k context. Which GPUs "
                 "and monthly cost?")
    assert "MI300X" in rows[0]
