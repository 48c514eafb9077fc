"""Calls transcribed each day and then scored by an LLM (质检 / QA scoring): both stages are sized and the month
summed over them counts the LLM's daily batch as its batches' month (the day's cost × 30.4), never its machine's hour
× 730. Hand check: total = LLM month (said on the headline) + the speech stage's day × 730 / 24."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.parametrize("text", [
    "每天有6000通客服录音，每通4分钟，普通话，转写后用Qwen2.5-7B给每通电话做质检打分。预算每月8000元，国内机房，用什么GPU？",
    "每天有1万通销售电话录音，平均3分钟，粤语，先转成文字，再用Qwen2.5-7B逐通打分。每月预算1.5万元人民币，服务器在国内，租什么卡？",
])
def test_daily_transcripts_scored_by_an_llm_sum_both_months(tmp_path, text):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text + " 详细").text
    llm = re.search(r"每月 ≈ ¥([\d,.]+)", out)
    speech = re.search(r"(?:语音转写环节|語音轉寫環節).*?(?:每天约|每天約) ¥([\d,.]+)", out)
    total = re.search(r"(?:全部环节合计|全部環節合計).*?(?:每月约|每月約) ¥([\d,.]+)", out)
    # at FunASR's batched speed (311× on a V100, 207× on an A10) a day's calls take ≈ 2 h of an A10: the speech stage
    # may run on the LLM's machine (tools.stages.colocation), one bill, so it adds nothing to the month
    colocated = re.search(r"(?:语音转写|語音轉寫)(?:（[^）]*）)?放在(?:大语言模型那台机器|大語言模型那台機器)上", out) is not None
    assert llm and total and (speech or colocated), out[-2500:]
    speech_month = _num(speech.group(1)) * 730 / 24 if speech and not colocated else 0.0
    assert _num(total.group(1)) == pytest.approx(_num(llm.group(1)) + speech_month, rel=0.01)
