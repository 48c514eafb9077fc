"""A batch of recordings with an LLM step after the transcript (质检, 合規, summaries, compliance scoring) and no LLM
named: the step is sized on the stated default model with its tokens from the audio, and the month of both stages is
one total — in English, 简体 and 繁體.

Hand figures (tools.speech_llm: Mandarin 310.8 characters a minute × 0.6 token = 186.48 tokens a minute; English 150
words a minute × 4/3 = 200 tokens a minute; an answer is a quarter of the input, at most 512 tokens):
- 5,000 calls a day × 6 min: 5,000 requests of 6 × 186.48 = 1,118.9 → 1,119 tokens, 1,119 // 4 = 279 out.
- 300 h a day, no count: 300 × 60 / 10 = 1,800 ten-minute pieces of 10 × 186.48 = 1,865 tokens, 466 out.
- 1,200 h a day of English calls: 72,000 min / 10 = 7,200 pieces of 2,000 tokens, 500 out.
The total a month is the speech stage's month + the LLM stage's month (both a day's cost × 30.4).
"""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


MONEY = r"[^\d\s]{0,4}\s?([\d,]+(?:\.\d+)?)"


@pytest.mark.parametrize("text, said, month_words, total_words", [
    ("我们每天有5000通投诉电话录音，每通6分钟，转写后要做合规质检，预算每月8000元，用什么GPU？",
     ["Qwen3-8B", "5,000 条", "1,119 token", "输出 279"], "每月约", "每月约"),
    ("我們每天有 300 小時的客服錄音，要轉文字再做摘要，用什麼 GPU？",
     ["Qwen3-8B", "1,800 條", "1,865 token", "輸出 466"], "每月約", "每月約"),
    ("we record 1,200 hours of sales calls every day; transcribe them and score each call for compliance. which gpus "
     "and what does it cost a month?",
     ["Qwen3-8B", "7,200 requests", "2,000 tokens in, 500 out"], "≈", "≈"),
])
def test_the_llm_step_is_sized_from_the_transcript_and_summed(ask, text, said, month_words, total_words):
    out = ask(text)
    step = next((x for x in out.splitlines() if "Qwen3-8B" in x), "")
    for s in said:
        assert s in step, step or out[-1500:]
    # the speech stage's month (the recurring line), the LLM stage's month, and their total
    speech = re.search(r"(?:每月约|每月約|≈)\s?" + MONEY + r"\D{0,12}(?:（按\s?|\(| a month \()30\.4", out)
    llm = re.search(r"(?:每月约|每月約|≈)\s?" + MONEY + r"\D{0,10}$", step)
    total = re.search(r"(?:全部环节合计|全部環節合計|All stages together)[^\n]*?(?:每月约|每月約|≈)\s?" + MONEY, out)
    assert speech and llm and total, out[-2000:]
    assert _num(total.group(1)) == pytest.approx(_num(speech.group(1)) + _num(llm.group(1)), abs=2)
