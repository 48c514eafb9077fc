"""Whole answers for image and speech loads given as counts, steps and an average rate (an expert review's 0-graded
questions: SenseVoice-Small refused with 1M × 60 s messages a day given, SDXL-Lightning sized at 30 steps, FLUX.1-schnell
refused with 800 banners a day given), held out with other counts, models, sizes and scripts. Hand figures in comments."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# 繁體 with no place or currency said: prices in TWD, and the answer opens with that note (advisor.core.messages.reader_money)
_TWD_NOTE = "> 價格按新臺幣（TWD）顯示（繁體中文提問，沒說地區或幣種）；如在香港，請說“用港幣”\n\n"


@pytest.mark.parametrize(("ask", "want"), [
    # 1,000,000 × 60 s = 16,667 h of audio a day; at FunASR's batched 311× (a floor for SenseVoice-Small) 53.5 V100-h
    ("社交App每天大概100万条语音消息，平均60秒，想用SenseVoice-Small转文字+情绪标签，要租什么卡？几张？国内一个月多少钱",
     "**SenseVoice-Small (FunASR)，16,667 小时音频"),
    # 50,000 × 30 s = 416.7 h a day (繁體)
    ("我們每天約 5 萬段語音，平均 30 秒，用 SenseVoice 轉文字，租什麼卡？每月多少錢",
     "**SenseVoice-Small (FunASR)，417 小時音訊"),
    # 800 × 2048×1024 (2 MP: 2 × the 2.60 s 4090 time) a day, Cantonese
    ("我哋設計公司想用FLUX.1-schnell每日出大約800張2048x1024嘅banner，預算HK$2000一個月。租咩卡好？",
     "**FLUX.1-schnell，800 張 2048×1024 圖片"),
    ("We make about 2,000 banners a week with FLUX.1-schnell at 2048x1024, which GPU and what a month?",
     "**FLUX.1-schnell, 2,000 images at 2048×1024"),
])
def test_a_count_times_length_or_a_period_s_images_is_sized(tmp_path, ask, want):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", ask)
    # only the 繁體 question with no place (not the Cantonese one priced in HK$) opens with the TWD note
    assert r.text.startswith(_TWD_NOTE) == ("每月多少錢" in ask), r.text[:300]
    assert r.text.removeprefix(_TWD_NOTE).startswith(want), r.text[:300]
    assert "不做估算" not in r.text and "Not sized" not in r.text, r.text[:300]


def test_sdxl_lightning_is_sized_at_four_steps_and_the_average_is_priced(tmp_path):
    # 4 steps: 0.56 + 2.75 × 4/30 = 0.93 s on the A100 (scaled to other cards by TFLOPS), so ≈ 3.6× the cards of 30-step
    # SDXL (827 A10s before): ≈ 232 A10s at 50 % busy; the average's 24 A10s + the peak's extra 2–3 h a day priced
    e = Engine(store=Store(tmp_path / "s.db"))
    r = e.handle("t", "我们做AI头像小程序，用SDXL-Lightning 4步出1024x1024，活动高峰每秒要出50张图，"
                      "国内要租多少张卡？一个月多少钱")
    assert r.text.startswith("**SDXL-Lightning，高峰每分钟 3,000 张"), r.text[:300]
    assert "4 步（实测为 30 步）" in r.text and "827" not in r.text.split("\n")[0], r.text[:600]
    r = e.handle("t", "其实平均每秒只有5张左右，高峰就晚上两三个小时，能不能省点")
    assert "平均每秒 5 张、高峰每秒 50 张" in r.text and "每天 2–3 小时" in r.text, r.text[:800]
    assert "没有可用来重新估算的新数据" not in r.text and "告诉我平均出图速度" not in r.text, r.text[:800]


def test_an_english_average_beside_the_peak_is_priced(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "SDXL-Turbo serving, peak 20 images per second, on average 3 images a second, the peak lasts 3 hours")
    assert r.text.startswith("**SDXL-Turbo"), r.text[:300]
    assert "Your average is 3 images/s against the 20/s peak" in r.text and "× 3 h a day" in r.text, r.text[:900]
