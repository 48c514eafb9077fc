"""A music-generation (ACE-Step), real-time lip-sync (MuseTalk) or portrait-animation (LivePortrait) question is
answered as that family from its published speed — never "no measured speed", never a TTS model or a chat LLM in its
place — in English, 简体 and 繁體 (Cantonese wording too).

Hand figures (tests/tools/test_gen_families.py has the arithmetic):
- 10万首 × 3 分钟 = 5,000 h of audio a day; on the README's RTX 4090 (34.48×) 145.0 GPU-hours, 31 cards at an 8–11 pm
  peak holding half the day (assumed).
- MuseTalk 30 fps on a V100 ÷ 25 fps → 1 stream a card: 30 rooms → 30 cards; 10 rooms → 10 cards.
- LivePortrait 12.8 ms a frame × 3 (assumed pipeline): 20k clips × 10 s → 53.3 GPU-hours a day on an RTX 4090.
"""

import pytest

from advisor.core.gen_family import family_model, hours_a_day, song_seconds, window_said
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, key, named", [
    ("后端用ACE-Step（3.5B那个）", "ace-step", True),
    ("用MuseTalk对口型，话术用大模型生成+TTS", "musetalk", True),
    ("數字人直播要對口型，同時10個直播間", "musetalk", False),
    ("animate a photo with LivePortrait", "liveportrait", True),
    ("用 CosyVoice2 做配音", None, None),
])
def test_the_name_is_read_as_its_family(text, key, named):
    got = family_model(text)
    assert (got[0].key if got else None, got[1] if got else None) == (key, named)


@pytest.mark.parametrize("text, share, window", [
    ("晚上8-11点是高峰", None, 3.0), ("高峰喺夜晚8點到11點，佔六成", 0.6, 3.0), ("peak is 7-10pm, 40% of songs", 0.4, 3.0),
    ("no peak said", None, None),
])
def test_the_peak_window_is_read(text, share, window):
    assert window_said(text) == (share, window)


def test_song_length_and_hours_a_day_are_read():
    assert song_seconds("每首3分钟左右") == 180 and song_seconds("30 s jingles") == 30
    assert hours_a_day("每天播12小时") == 12 and hours_a_day("每日播8個鐘") == 8 and hours_a_day("16 hours a day") == 16


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
def test_ace_step_app_in_china_is_sized_not_refused(ask):
    out = ask("我们做一个AI写歌app，后端用ACE-Step（3.5B那个），预计每天生成10万首，每首3分钟左右，晚上8-11点是高峰，"
              "国内部署，要多少卡，一个月多少钱？")
    assert "没有它的实测生成速度" not in out and "每天生成多少分钟音乐" not in out
    assert "34.48" in out and "5,000.0 小时音频" in out
    assert "145.0 GPU 小时" in out and "高峰要 31 张" in out  # the measured 4090's figures, beside the place's card
    assert "深度合成" in out


@pytest.mark.slow
def test_musetalk_live_rooms_are_lip_sync_not_tts(ask):
    out = ask("做电商数字人直播，用MuseTalk对口型，30个直播间同时开，每天播12小时，话术用大模型生成+TTS，国内，预算一个月3万，"
              "够不够？怎么配")
    assert "CosyVoice2" not in out and "对口型" in out
    assert "30 张卡" in out and "每张卡 1 路" in out and "30 帧" in out
    assert "¥30,000" in out  # the budget judged


@pytest.mark.slow
def test_musetalk_in_cantonese_is_answered_in_traditional(ask):
    out = ask("我哋想用MuseTalk做數字人直播，同時開10個直播間，每日播8個鐘，用咩卡？每月要幾多錢？")
    assert "10 張卡" in out and "每張卡 1 路" in out and "對口型" in out


@pytest.mark.slow
def test_liveportrait_subscription_app_gets_frames_and_the_insightface_licence(ask):
    out = ask("Our consumer app (subscription) animates a user photo into a 10 s talking clip using LivePortrait driven "
              "by a template video. ~20k clips a day, want < 1 min turnaround. Cheapest GPU plan? US.")
    assert "Not sized here" not in out
    assert "InsightFace" in out and "non-commercial" in out
    assert "20,000 clips a day × 10 s" in out and "53.3 GPU-hours a day" in out and "9.6 s" in out


@pytest.mark.slow
def test_hunyuan_image_in_ireland_says_the_territory_and_sizes_an_apache_alternative(ask):
    # FLUX.1-schnell: 2.60 s a 1024² image on an RTX 4090 (tools.media), scaled to the priced card; 5,000 images
    # × ≈ 2.9 s ≈ 4 GPU-hours a day
    out = ask("we're a marketing agency in Dublin. want to self host HunyuanImage 2.1 for client campaign visuals (2K "
              "res), ~5000 images a day. what GPU + cost?")
    assert "Territory excludes the European Union" in out and "Llama" not in out
    assert "FLUX.1-schnell (Apache-2.0" in out and "s a 1024² image" in out
    assert "5,000 images a day →" in out and "GPU-hours a day" in out


@pytest.mark.slow
def test_hunyuan_image_in_london_in_chinese(ask):
    out = ask("我们是伦敦的设计公司，想自己部署HunyuanImage-2.1出海报，每天2000张，用什么卡？")
    assert "英国" in out and "无权使用" in out and "FLUX.1-schnell" in out and "每天 2,000 张" in out


@pytest.mark.slow
def test_sdxl_controlnet_buy_or_rent_in_cantonese_gives_the_time_first(ask):
    # RTX 5090: 6.6 s at 30 steps with ControlNet (assumed +34 %), 4.4 s at 20 steps; 10 designers → 1 card
    out = ask("我哋室內設計公司有10個設計師，想用SDXL加ControlNet（深度/線稿）即時出效果圖，1024x1024，想快過5秒一張。"
              "諗住喺深水埗買張RTX 5090自己砌機，定係租雲好？客戶圖則唔想亂放出去。")
    assert out.index("6.6 秒") < out.index("購買報價")  # the sizing before the quote asked
    assert "20 步約 4.4 秒" in out and "1 張 RTX 5090 就夠" in out
    assert "5090D" in out and "出口" in out


def test_a_time_target_is_no_quote():
    from advisor.core.buy_or_rent import quote_said
    from tools.schema import Workload

    assert quote_said("要5秒以内一张，买一张RTX 4090划算还是租云？", Workload()) is None
    assert quote_said("报价要2万，买一张RTX 4090划算吗", Workload()) is not None


@pytest.mark.slow
def test_a_follow_up_count_resizes_the_music_job(tmp_path):
    # 1万首 × 3 min = 500 h of audio ÷ 34.48 = 14.5 GPU-h a day on the 4090; 5万首 → 2,500 h → 72.5 GPU-h
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", "我们做AI写歌app，用ACE-Step，每天1万首，每首3分钟，国内，要多少卡？").text
    assert "每天 14.5 GPU 小时" in first
    again = eng.handle("t", "改成每天5万首呢").text
    assert "每天 50,000 首" in again and "每天 72.5 GPU 小时" in again
