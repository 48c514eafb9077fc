"""A budget stated beside recurring speech with no period of its own ("预算NT$3萬" beside 2,000 h of audio a month) is
compared with one period's cost, and says how many periods it pays for as a total — never "not compared".

By hand (CosyVoice2-0.5B, RTF 0.0891 measured on an L20, priced on an RTX A4000 at $0.15/h, RTF scaled by FP32
TFLOPS 59.35 → 19.2 to 0.275): 500 h of audio a week × 0.275 = 137.5 GPU-hours × $0.15 ≈ $20.6 a week; $400 ÷ $20.6
≈ 19.4 weeks. 1,200 h a month × 0.275 = 330 GPU-hours × $0.15 × 7.2 CNY/USD ≈ ¥357 a month, under ¥5,000.
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home
from tools.generated_media import tts_budget_cost, tts_periods_covered

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_total_budget_pays_for_periods_of_recurring_speech():
    # one month's speech of 2,644 against 30,000 with no period: 30,000 ÷ 2,644 ≈ 11.35 months
    assert tts_budget_cost(2644.0, "month", "total", 4.8) == pytest.approx(2644.0)
    assert tts_periods_covered(30000.0, "total", "month", 2644.0) == pytest.approx(11.346, rel=1e-3)
    # a budget with its own period, a one-off, or no cost: nothing to count
    assert tts_periods_covered(30000.0, "month", "month", 2644.0) is None
    assert tts_periods_covered(30000.0, "total", None, 2644.0) is None
    assert tts_periods_covered(30000.0, "total", "month", None) is None


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_a_budget_beside_weekly_speech_is_compared_in_english():
    out = _ask("we narrate podcasts with cosyvoice2, about 500 hours of audio a week, budget $400, which gpu should we rent")
    assert "not compared" not in out, out
    line = next(x for x in out.splitlines() if "budget $400.00" in x)
    assert line.startswith("- ✅") and "a week" in line and "19.4 weeks" in line, line


@pytest.mark.slow
def test_a_budget_beside_monthly_speech_is_compared_in_simplified_chinese():
    out = _ask("我们用cosyvoice2给课程配音，每月大约1200小时音频，预算5000元，租什么卡")
    assert "未比较" not in out, out
    line = next(x for x in out.splitlines() if "¥5,000.00" in x and x.startswith("- "))
    assert line.startswith("- ✅") and "每月约" in line and "个月" in line, line


@pytest.mark.slow
def test_a_budget_beside_monthly_speech_is_compared_in_traditional_chinese():
    out = _ask("我們想用cosyvoice2做有聲書，每個月大約800小時音檔，預算NT$2萬，該租哪種GPU")
    assert "未比較" not in out, out
    line = next(x for x in out.splitlines() if "20,000.00 TWD" in x and x.startswith("- "))
    assert line.startswith("- ✅") and "每月約" in line and "個月" in line, line
