"""A user in mainland China (a city said as where they are, no region filter) whose cheapest plan is a card the US
export rules keep out of mainland clouds (MI300X, H100, H200, B200: tools.compat.export_controlled) is led by the first
plan in rank order of a card rentable there (A100, H800, H20, L20 …) when one is priced; the controlled plans stay in
the table below it. An MI300X in Canada led for a Beijing company.

By hand (Qwen3-235B-A22B, ≈ 470 GB in BF16, ≈ 235 GB in FP8): 2 × MI300X (384 GB, FP8) is the cheapest hour, ¥34.42,
but the MI300X is export-controlled. No precision is stated, so the cheaper precision leads (FP8, which Ada's tensor
cores run): 8 × RTX 6000 Ada (8 × 48 = 384 GB ≥ 235 GB of weights + the KV cache), ¥48.38/h, is the cheapest plan of a
card a mainland cloud may rent (not in tools.compat.EXPORT_CONTROLLED), so it leads and the MI300X is second; the 16-bit
plan of a rentable card, 8 × A100 80GB (640 GB) at ¥103.10/h, is said beside it (48.38 / 103.10 = 47 %). A user in
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
    return [line for line in r.output.splitlines() if line.startswith("| 1 |") or line.startswith("| 2 |")
            or line.startswith("**")]


def _led_by_a_rentable_card(lines: list[str]) -> None:
    head = next(line for line in lines if "runpod 8x_RTX6000-Ada_SECURE" in line)  # the headline names the FP8 lead
    rows = [line for line in lines if line.startswith("| ")]
    assert "RTX 6000 Ada" in rows[0] and "MI300X" in rows[1], rows
    assert not any(card in rows[0] for card in ("MI300X", "H100", "H200", "B200")), rows[0]
    assert "A100 80GB" in head and "¥103.10" in head, head  # the 16-bit plan of a rentable card is said beside it


def test_english_beijing_company_is_led_by_an_a100_not_an_mi300x():
    rows = _rows("We are a Beijing company, 80 staff will use Qwen3-235B-A22B internally at 32k context. Which GPUs "
                 "and monthly cost?")
    _led_by_a_rentable_card(rows)


def test_simplified_chinese_beijing_company_is_led_by_an_a100():
    rows = _rows("北京公司 40 人内部用 Qwen3-235B-A22B，上下文 8k，一个月多少钱？")
    _led_by_a_rentable_card(rows)


def test_traditional_chinese_beijing_company_is_led_by_an_a100():
    rows = _rows("北京的公司，50 位員工內部用 Qwen3-235B-A22B，上下文 8k，一個月多少錢？")
    _led_by_a_rentable_card(rows)


def test_a_user_outside_the_mainland_keeps_the_cheapest_card_first():
    rows = _rows("We are a Toronto company, 80 staff will use Qwen3-235B-A22B internally at 32k context. Which GPUs "
                 "and monthly cost?")
    assert "MI300X" in next(line for line in rows if line.startswith("| 1 |"))
