"""A lip-sync model no speed row holds (SadTalker, EchoMimic, Wav2Lip …), or 数字人 / 口播 / talking-head videos with
none named, said as videos a day with their length, is the lip-sync batch: videos × seconds ÷ MuseTalk's published
rate (30 fps on a V100 = 1.2 s of 25 fps video a second) → GPU-hours (Wav2Lip on its own FLOPs a frame); a paid
use of Wav2Lip's research-only weights leads with the licence warning."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, said", [
    # 简体: SadTalker, 1,500 videos × 60 s = 90,000 s = 25.0 h of video ÷ 1.2 = 20.8 V100-hours a day
    ("用 SadTalker 做口播视频，每天 1500 条，每条1分钟，租什么卡？", ("SadTalker", "MuseTalk", "25.0 小时视频", "20.8 GPU 小时")),
    # 繁體: EchoMimic, 800 × 120 s (兩分鐘左右) = 96,000 s = 26.7 h ÷ 1.2 = 22.2 V100-hours a day
    ("我哋用 EchoMimic 做數字人口播，每日 800 條，每條兩分鐘左右，要咩 GPU？",
     ("EchoMimic", "MuseTalk", "26.7 小時影片", "22.2 GPU 小時")),
    # English, no model named: 120 × 180 s = 21,600 s = 6.0 h ÷ 1.2 = 5.0 V100-hours a day, on MuseTalk said
    ("Talking-head avatars for our course site: 120 three-minute talking-head videos a day. GPUs?",
     ("MuseTalk", "6.0 h of video", "5.0 GPU-hours a day")),
])
def test_named_or_said_lipsync_videos_are_a_batch(ask, text: str, said: tuple[str, ...]) -> None:
    out = ask(text)
    assert all(s in out for s in said), out
    assert "不在我的表里" not in out and "先试跑计时" not in out and "how many streams" not in out


@pytest.mark.parametrize("text, first, said", [
    # Wav2Lip is sized on its own 7.93 GFLOPs a frame at 5 % of dense FP16 peak ÷ 3 end to end (tools.lipsync_names),
    # no longer on MuseTalk's V100 rate: the cheapest card per second of video is an RTX A4000 (76.7 TFLOPS: 76.7 ×
    # 10¹² × 0.05 ÷ 7.93 × 10⁹ ÷ 25 ÷ 3 = 6.45 s of video a second).
    # English: 250 × 120 s = 30,000 s = 8.3 h ÷ 6.45 = 1.3 GPU-hours a day; a commercial product: the warning first
    ("We run Wav2Lip for a commercial e-learning product: 250 videos a day, 2 minutes each. GPUs and monthly cost?",
     "**⚠️ Licence: Wav2Lip", ("8.3 h of video", "1.3 GPU-hours a day")),
    # 简体: 500 × 120 s = 60,000 s = 16.7 h ÷ 6.45 = 2.6 GPU-hours a day; 商用: the warning first
    ("Wav2Lip 商用，给客户做数字人视频，每天 500 条两分钟左右的视频，要什么卡？", "**⚠️ 许可：Wav2Lip",
     ("16.7 小时视频", "2.6 GPU 小时")),
])
def test_a_paid_use_of_wav2lip_leads_with_its_licence(ask, text: str, first: str, said: tuple[str, ...]) -> None:
    out = ask(text)
    assert out.startswith(first), out[:200]
    assert "sync.so" in out and all(s in out for s in said), out


def test_research_use_gets_no_warning_first(ask) -> None:
    out = ask("Wav2Lip for a university research project, 60 one-minute videos a day")
    assert not out.startswith("**⚠️") and "Wav2Lip" in out
