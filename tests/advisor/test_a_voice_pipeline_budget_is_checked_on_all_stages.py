"""A voice bot's budget (ASR + LLM + TTS) is checked on all stages together: a total several times the budget says ❌
with how many times, and that the ✅ on the budget above is the LLM stage alone. Before, only "✅ honoured" on the LLM
stage was said, under a total many times the budget."""

import re

import pytest

pytestmark = pytest.mark.slow


def _money(s: str) -> float:
    return float(re.sub(r"[^\d.]", "", s))


@pytest.mark.parametrize("text, over", [
    # Whisper large-v3 + Llama-3.1-8B + CosyVoice2, 40 calls 24/7 in Frankfurt: ASR ≈ 40 streams × 8.4 s a second of
    # decoding on many cards, TTS ≈ 40 × 0.5 talk share at RTF ≈ 0.1–0.2 → several cards each; the LLM alone ≈ €1.3k,
    # all stages ≈ €12k → ❌ against €2,000 (≈ 6×)
    ("Voice agent in Frankfurt: Whisper large-v3 ASR, Llama-3.1-8B-Instruct, CosyVoice2 TTS, 40 concurrent calls, 24/7, "
     "budget €2,000 per month", True),
    # 60 calls on Alibaba Shanghai, SenseVoice + Qwen2.5-7B + CosyVoice2: TTS alone needs many cards (60 × 0.5 talk
    # share at RTF ≈ 0.1–0.2) ≈ ¥50k a month → all stages ≈ ¥80k, ❌ against ¥10,000
    ("做一个电话语音客服机器人，部署在阿里云上海，SenseVoice 做语音识别，Qwen2.5-7B-Instruct 回答，CosyVoice2 合成语音，"
     "同时60路通话，全天运行，预算每月1万元", True),
    # 30 calls in Hong Kong, the same stages ≈ HK$80k a month: inside HK$150,000 → ✅ on the whole pipeline
    ("香港電話語音客服：SenseVoice 識別、Qwen2.5-7B-Instruct 回答、CosyVoice2 合成語音，同時30通電話，全日運行，"
     "每月預算 HK$150,000", False),
])
def test_the_budget_line_judges_the_whole_pipeline(tmp_path, text, over):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    line = next((x for x in out.splitlines() if re.search(r"(?:Budget|预算|預算).*(?:pipeline|流水线|流水線)", x)), None)
    assert line is not None, out
    m = re.search(r"(?:together|合计约|合計約) ≈? ?([^\s,，]+(?: [A-Z]{3})?)", line)
    assert m, line
    assert line.lstrip("> ").startswith("❌" if over else "✅"), line
    if over:  # the times said is the total over the budget, > 1
        times = re.search(r"([\d.]+)(?:× the budget| 倍)", line)
        assert times and float(times.group(1)) > 1, line
    assert _money(m.group(1)) > 0
