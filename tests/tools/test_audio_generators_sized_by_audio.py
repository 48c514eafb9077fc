"""Named audio generators are sized by the audio they make ÷ a sourced real-time factor (or their family's held row,
said as provisional), and a revenue-capped licence is checked against the revenue in the user's currency.

Hand reasoning (the expert's):
- Dia-1.6B: its README benchmarks an RTX 4090 at "realtime factor ×2.1" (bfloat16, torch.compile): RTF = 1 ÷ 2.1
  = 0.476 compute seconds per audio second, ~10 GB of VRAM. 80 h of dialogue a month × 0.476 = 38.1 GPU-hours —
  a part-time card, never a chat LLM in tokens/s rented 24/7.
- Stable Audio Open 1.0: no published speed held; sized on ACE-Step's 34.48× real time at 27 steps, scaled to the
  model card's 100 steps: 34.48 × 27 ÷ 100 = 9.31× real time on the RTX 4090.
- Revenue: NT$80,000,000 ÷ 32 TWD a dollar = US$2.5 M ≥ the Stability AI Community License's US$1 M cap → over;
  ¥5,000,000 ÷ 7.2 = US$694k < US$1 M → under.
"""

import pytest

from advisor.core.revenue_read import revenue_said
from tools.gen_families import MODELS
from tools.generated_media import TTS_MODELS, tts_gpu_hours, tts_model
from tools.revenue_cap import over_cap, revenue_usd


@pytest.mark.parametrize("text", [
    "We want Dia-1.6B to voice our podcast scripts",
    "我们想用 Dia 1.6B 生成英文对话",
    "用nari-labs的Dia做英文廣播劇",
])
def test_dia_is_read_as_a_tts_model_with_its_own_rtf(text):
    m = tts_model(text)
    assert m is not None and m.name == "Dia-1.6B"
    assert m.rtf == pytest.approx(1 / 2.1) and m.rtf_gpu == "RTX 4090" and m.vram_gb == 10.0
    assert m.commercial and m.licence == "Apache-2.0"


def test_dia_month_is_gpu_hours_of_audio_not_a_chat_llm():
    # 80 h × (1 ÷ 2.1) = 38.1 GPU-hours a month on the README's RTX 4090
    assert tts_gpu_hours(80.0, TTS_MODELS["dia"].rtf or 0) == pytest.approx(38.1, abs=0.05)


def test_a_dialogue_word_is_no_dia():
    assert tts_model("a dialog model for support chats") is None


def test_stable_audio_open_is_sized_on_the_held_music_row_scaled_to_its_steps():
    m, ace = MODELS["stable-audio-open"], MODELS["ace-step"]
    assert m.proxy == ace.name and m.family == "music" and m.revenue_cap == 1_000_000.0 and m.steps == 100
    assert m.speeds[0].rate == pytest.approx(34.48 * 27 / 100)  # 9.31× real time on the RTX 4090
    assert "Community" in m.licence


@pytest.mark.parametrize("text, amount, cur", [
    ("我們公司年營收約新台幣8000萬，想用", 80_000_000.0, "TWD"),
    ("我们公司年收入大概500万元", 5_000_000.0, "CNY"),
    ("annual revenue of HK$12 million", 12_000_000.0, "HKD"),
])
def test_revenue_is_read_with_its_currency(text, amount, cur):
    assert revenue_said(text) == (amount, cur)


def test_a_bare_revenue_number_is_not_read():
    assert revenue_said("revenue of 3 million") is None


@pytest.mark.parametrize("amount, cur, over", [(80_000_000.0, "TWD", True), (5_000_000.0, "CNY", False)])
def test_revenue_against_the_cap(amount, cur, over):
    fx = {"TWD": 32.0, "HKD": 7.8}
    assert over_cap(revenue_usd(amount, cur, 7.2, fx), 1_000_000.0) is over


def test_no_revenue_is_no_verdict():
    assert over_cap(None, 1_000_000.0) is None and revenue_usd(1.0, "XYZ", 7.2, {}) is None
