"""A named speech-LLM TTS (Orpheus-3B: Llama-3.2-3B writing SNAC codec tokens) is read as TTS, never "No TTS model
named" with another model sized in its place: the answer says its Llama 3.2 terms and the decode rate one real-time
stream needs, and never sizes it on another model's real-time factor.

Hand figures: SNAC 24 kHz, 7 tokens a 2,048-sample frame: 24,000 / 2,048 × 7 = 82.03 tokens per second of speech;
300 streams × 82.03 = 24,609 tokens/s.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.generated_media import ORPHEUS_TOKEN_RATE, llm_tts_decode_rate, tts_model

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q_EN = ("We're launching an audio-story app in the US. Orpheus 3B for TTS. Expect 300 simultaneous streams at peak, "
        "first audio under 300 ms, has to stay real-time. How many GPUs, which ones, and monthly cost? 5-person "
        "startup so don't go crazy.")
Q_ZH = "我们做有声故事App，用 Orpheus-3B 做语音合成，高峰300路同时实时播放，首包300毫秒内，要几张GPU、每月多少钱？"


def test_orpheus_token_rate_is_snac_frames_times_seven():
    assert pytest.approx(82.03, abs=0.01) == ORPHEUS_TOKEN_RATE
    assert llm_tts_decode_rate(300, ORPHEUS_TOKEN_RATE) == pytest.approx(24_609, abs=1)


@pytest.mark.parametrize("text", ["Orpheus 3B for TTS", "canopylabs/orpheus-3b-0.1-ft", "用 Orpheus-TTS 合成",
                                  "我們用orpheus做有聲書"])
def test_orpheus_named_is_a_tts_model(text):
    m = tts_model(text)
    assert m is not None and m.name == "Orpheus-3B"


@pytest.mark.slow
@pytest.mark.parametrize(("text", "needles"), [
    (Q_EN, ("Llama 3.2 Community License", "≈ 82 audio tokens per second", "300 streams ≈ 24,609 tokens/s")),
    (Q_ZH, ("Llama 3.2 Community License", "约生成 82 个音频 token", "300 路合计约 24,609 token/s")),
])
def test_orpheus_live_streams_said_as_decode_rate_not_another_models_rtf(tmp_path, text, needles):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "No TTS model named" not in out and "没有指定" not in out and "CosyVoice2" not in out, out[:800]
    assert "F5-TTS" not in out, out[:800]
    for n in needles:
        assert n in out, out[:1500]
