""""Fastest" in a stated place whose stock caps it: AWS eu-west-3 (Paris) prices only T4 and L4 (g4dn, g6), so the
place's fastest plan is an L4 box; the answer says that place's cards are the ceiling there and names the nearest
place with a faster plan for the same provider (eu-west-3 is in the EU: eu-north-1 Stockholm has p5/p5en), never
calls the L4 box the fastest without a word.

By hand: an L4 reads 300 GB/s; a 14–27 B model in FP8 (≈ 15–27 GB) over 8 × L4 (TP 8) decodes at ≈ 35–45 tokens/s
per user at 9–15 users; an H200 reads 4.8 TB/s, so an 8 × H200 box is several times faster per user (≈ 180–230).
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


def _line(out: str, start: str) -> str:
    return next(line for line in out.splitlines() if line.startswith(start))


def test_fastest_in_paris_says_the_l4_is_the_ceiling_and_names_a_faster_eu_region():
    out = _ask("fastest setup for mistral-small-24b serving 80 support agents, must stay in aws eu-west-3 (paris). "
               "which instance?")
    line = _line(out, "- ⚠️ fastest (adjusted)")
    assert "the fastest plan in eu-west-3 is the one above (L4" in line and "ceiling" in line, line
    assert "eu-north-1" in line or "eu-central-1" in line, line
    assert "✅ honoured: AWS · eu-west-3 · fastest" not in out


def test_fastest_in_paris_says_the_ceiling_in_simplified_chinese():
    out = _ask("只能用AWS巴黎区域eu-west-3，部署qwen2.5-14b给100个客服用，要最快的配置")
    line = _line(out, "- ⚠️ 最快（已调整）")
    assert "eu-west-3最快的方案就是上面这个（L4" in line and "上限" in line and "欧盟" in line, line


def test_fastest_in_paris_says_the_ceiling_in_traditional_chinese():
    out = _ask("只能用AWS巴黎區域eu-west-3，部署gemma-2-27b給60個客服用，要最快的配置")
    line = _line(out, "- ⚠️ 最快（已調整）")
    assert "L4" in line and "上限" in line and "歐盟" in line, line
