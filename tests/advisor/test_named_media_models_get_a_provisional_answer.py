"""A named video or speech model gets a sized answer with its planning figure said, not a swap and not a bare
question: Wan2.2-TI2V-5B stays Wan2.2-TI2V-5B (it was answered as Wan2.1-T2V-14B), the follow-up to Wan2.2-T2V-A14B is
sized too, and Fish Speech 1.5 for audiobooks is a TTS job with its non-commercial licence, not an LLM fine-tune that
"must know the model". Hand: TI2V-5B 540 s a clip on an RTX 4090 (its model card); A14B 974 s on an H100-class card
(one 14 B expert a step, 40 steps) → 300 × 974 ÷ 3,600 = 81.2 GPU-hours a day; Fish 2,000 h × 1/15 = 133.33
GPU-hours a month."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.fixture(scope="module")
def eng(tmp_path_factory):
    return Engine(store=Store(tmp_path_factory.mktemp("t") / "s.db"))


def test_wan22_is_kept_and_its_follow_up_sized(eng):
    first = eng.handle("w1", "我们做短视频，想用Wan2.2-TI2V-5B每天生成300条5秒720P视频，租什么卡，一个月多少钱？").text
    assert "Wan2.2-TI2V-5B" in first and "Wan2.1-T2V-14B，" not in first
    assert "规划假设" in first and "每月约" in first
    second = eng.handle("w1", "那换成Wan2.2-T2V-A14B呢？").text
    assert second.startswith("**Wan2.2-T2V-A14B") and "每月约" in second
    assert "81.2 GPU 小时" in second


def test_wan22_in_english(eng):
    out = eng.handle("w2", "We want Wan2.2-TI2V-5B to make 300 five-second 720p clips a day; which GPU, monthly cost?").text
    assert out.startswith("**Wan2.2-TI2V-5B") and "planning assumption" in out and "a month" in out


@pytest.mark.parametrize("key, text, want", [
    ("f1", "台灣公司想用 Fish Speech 1.5 做有聲書，每月大概合成2000小時語音，要租什麼GPU、多少錢？",
     ("CC BY-NC-SA 4.0", "133.33")),
    ("f2", "We'll narrate 2000 hours of audiobooks a month with Fish-Speech 1.5. Which GPU and what cost?",
     ("CC BY-NC-SA 4.0", "133.33 GPU-hours")),
    ("f3", "我们想用fish speech每月合成2000小时有声书语音，租什么卡？", ("CC BY-NC-SA 4.0", "133.33")),
])
def test_fish_speech_is_a_tts_job_sized_with_its_licence(eng, key, text, want):
    out = eng.handle(key, text).text
    assert all(w in out for w in want), out
    assert "必須知道" not in out and "必须知道" not in out and "must know" not in out


@pytest.mark.parametrize("key, text, want", [
    ("a1", "每天要用 Whisper medium 转写 300 小时的录音，租什么卡？每月多少钱？",
     ("Whisper large-v3 的实测速度", "**Whisper medium，300 小时音频")),
    ("a2", "We transcribe 500 hours of podcasts a week with Whisper small. Which GPU and what does it cost?",
     ("a ceiling", "**Whisper small, 500 h of audio")),
    ("a3", "用 Paraformer 每天轉寫 200 小時會議錄音，要租什麼卡？多少錢？", ("**Paraformer-large (FunASR)，200 小時音訊",)),
    ("a4", "我们用SenseVoice每天转写1000小时客服录音，租什么GPU，每月多少钱？", ("**SenseVoice-Small (FunASR)，1,000 小时音频",)),
])
def test_named_asr_models_are_sized(eng, key, text, want):
    out = eng.handle(key, text).text
    assert all(w in out for w in want), out
    assert "不做估算" not in out and "Not sized here" not in out and "没有说用哪个模型" not in out
