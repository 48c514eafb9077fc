"""Video clips captioned, described or tagged by a named vision-language model are a VLM batch over the clips (one
request a clip, the clip's sampled frames as visual tokens: advisor/core/video_caption_read.py, tools/video_caption.py),
never a video-generation job and never one chat user."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,clips,visual", [
    # 250,000 clips of 10 s at 720p on Qwen2.5-VL-32B: 20 frames, 720 tokens a frame pair → 7,200 visual tokens a clip
    ("We need short descriptions for 250k product videos, ~10 seconds each, 720p, using Qwen2.5-VL-32B. Within a week.",
     250_000, 7_200),
    # 简体: 8万段 6 秒 1080p 的视频 → 12 frames, the 1080p frame also capped to 1008 × 560 → 720 a pair × 6 = 4,320
    ("我们有8万段短视频，每段6秒，1080p，想用Qwen2.5-VL-7B给每段打标签，五天内，多少钱？", 80_000, 4_320),
    # 繁體: 3萬條 20 秒影片 → 40 frames → 20 pairs × 720 = 14,400 (no size said: 720p assumed, said)
    ("我們有3萬條影片，每條約20秒，想用 Qwen2-VL-7B 幫每條寫一段描述，兩週內要完成", 30_000, 14_400),
])
def test_clips_a_vlm_describes_are_a_batch_of_clip_prompts(text, clips, visual):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == clips
    assert p.image_tokens == visual and p.prompt_tokens == visual + 161  # the frames and a ShareGPT-mean instruction


def test_clips_with_no_vlm_named_are_not_read_here():
    assert extract("Caption 100k clips of 8 seconds each").patch.image_tokens is None


@pytest.mark.slow
def test_a_text_to_video_set_captioned_by_a_named_vlm_is_sized_on_that_vlm(tmp_path):
    # 400,000 clips of 6 s at 1080p for a text-to-video training set, captioned by Qwen2.5-VL-7B: a batch of 400,000
    # prompts of 4,320 + 161 tokens on Qwen2.5-VL-7B, never video generation on Wan2.1 (the named VLM ignored)
    eng = Engine(store=Store(tmp_path / "s.db"))
    text = eng.handle("t", "We are building a text-to-video training set: 400,000 clips, ~6 seconds each, 1080p. Want a dense "
              "caption per clip from Qwen2.5-VL-7B. Ten days, spot is fine. What do we rent and total?").text
    assert "Qwen2.5-VL-7B" in text and "Wan2" not in text
    assert "400,000" in text and "4,481" in text


@pytest.mark.parametrize("text,clips,visual", [
    # 简体, the length between the count and the word for videos ("5万条30秒左右的视频"): 30 s of 720p →
    # 60 frames → 30 pairs × 720 = 21,600 visual tokens (the answer had priced each video as 4,076 text tokens)
    ("短视频平台，每天新增5万条30秒左右的视频（720p），想用Qwen2.5-VL-7B自动打内容标签（输出几十个字）。国内租卡，每月预算1万以内，够吗？",
     50_000, 21_600),
    # 粵語: 5萬條約30秒嘅短片, no size said (720p assumed) → the same 21,600
    ("每日有5萬條約30秒嘅短片，想用Qwen2-VL-7B幫佢哋打標籤，要租咩卡？", 50_000, 21_600),
    # English with the length as an adjective: "50k 30-second videos" → 21,600
    ("We get about 50k 30-second videos a day (720p) and want Qwen2.5-VL-7B to tag each one.", 50_000, 21_600),
    # 繁體: 2萬支約45秒的影片, 1080p → 90 frames → 45 pairs × 720 (the 1080p frame capped to 1008 × 560) = 32,400
    ("我們每天有2萬支約45秒的影片（1080p），想用 Qwen2.5-VL-32B 自動打標籤", 20_000, 32_400),
])
def test_a_clip_length_said_between_the_count_and_the_videos(text, clips, visual):
    p = extract(text).patch
    assert p.batch_requests == clips and p.image_tokens == visual


def test_the_note_names_the_sampling_the_lever_and_the_cpu_decode():
    # the note says the default sampling it priced (2 frames a second, 720p), the lever (1 fps at 448 × 252: 2,160 a
    # 30 s clip, 10× fewer) and the CPU decode (50,000 × 30 s = 417 h of footage; 50,000 × 0.5 core-s = 6.9 core-hours)
    from advisor.core.extract_rules import VLM_NAMED
    from advisor.core.video_caption_read import video_captions

    got = video_captions("每天新增5万条30秒左右的视频（720p），想用Qwen2.5-VL-7B自动打内容标签", VLM_NAMED)
    assert got is not None
    en, zh = got[2].en, got[2].zh
    assert "每秒 2 帧" in zh and "2,160" in zh and "448×252" in zh and "6.9 核·小时" in zh and "417 小时" in zh
    assert "2 a second" in en and "2,160 visual tokens a clip instead of 21,600" in en and "6.9 core-hours" in en


@pytest.mark.slow
def test_daily_short_videos_are_priced_at_their_frames_not_as_text(tmp_path):
    # 50,000 clips a day of 30 s 720p on Qwen2.5-VL-7B were priced as 4,076 text tokens each; at the
    # default sampling each is 21,600 visual + 161 = 21,761 tokens in, the lever (1 fps, 448 wide) 2,160 said beside
    eng = Engine(store=Store(tmp_path / "s.db"))
    text = eng.handle("t", "短视频平台，每天新增5万条30秒左右的视频（720p），想用Qwen2.5-VL-7B自动打内容标签（输出几十个字）。"
                      "国内租卡，每月预算1万以内，够吗？需要几张什么卡").text
    assert "4,076" not in text and "21,761" in text and "2,160" in text and "核·小时" in text


@pytest.mark.parametrize("text,visual", [
    # 30 s at 1 fps, 720p: 30 frames → 15 pairs × 720 = 10,800
    ("每天5万条30秒的视频（720p），每秒抽1帧，用Qwen2.5-VL-7B打标签", 10_800),
    # 繁體, one frame every 2 s: 0.5 fps → 15 → 16 frames → 8 × 720 = 5,760
    ("每天5萬條30秒的影片，每2秒抽一幀，用Qwen2.5-VL-7B打標籤", 5_760),
    # English at 1 fps, and "30fps" as the source's own rate read as no sampling: the default 2 a second → 21,600
    ("tag 50k 30-second videos a day with Qwen2.5-VL-7B, sampled at 1 fps", 10_800),
    ("tag 50k 30-second 720p 30fps videos a day with Qwen2.5-VL-7B", 21_600),
])
def test_a_stated_sampling_rate_sets_the_frames(text, visual):
    assert extract(text).patch.image_tokens == visual


@pytest.mark.parametrize("text,visual", [
    # 简体 "缩到448宽" at 1 fps: 30 s 720p → 448 × 252, 30 frames → 15 pairs × 144 = 2,160 (not the 21,600 default)
    ("每天新增5万条30秒左右的视频（720p），每秒抽1帧、缩到448宽，想用Qwen2.5-VL-7B自动打内容标签", 2_160),
    # 繁體 "縮到448寬", 45 s 1080p at 1 fps → 448 × 252, 44 frames → 22 × 144 = 3,168
    ("每天有2萬支約45秒的影片（1080p），每秒抽1幀、縮到448寬，想用Qwen2.5-VL-32B打標籤", 3_168),
    # English "448 wide" at the default 2 fps: 20 s → 40 frames → 20 pairs × 144 = 2,880
    ("We get 50k 20-second videos a day (1080p), frames scaled to 448 wide, and want Qwen2.5-VL-7B to tag each one.",
     2_880),
])
def test_a_stated_frame_width_scales_the_frames(text, visual):
    assert extract(text).patch.image_tokens == visual


@pytest.mark.slow
@pytest.mark.parametrize("text,said", [
    # 简体, daily short videos on ¥1万 in the mainland: at the default 21,600 tokens a clip the mainland plan is
    # unpriced ("取决于报价"); at the lever 50,000 × 2,321 = 1.16e8 prompt tokens a day → 1 × A10 (Alibaba
    # cn-shanghai, ¥9.53/h) ≈ 11 h a day → ≈ ¥105 a day ≈ ¥3,186 a month, within ¥10,000 (the expert's 1 card,
    # ¥1.4–3.8 k)
    ("短视频平台，每天新增5万条30秒左右的视频（720p），想用Qwen2.5-VL-7B自动打内容标签（输出几十个字）。国内租卡，"
     "每月预算1万以内，够吗？需要几张什么卡", ["按杠杆定价", "每段 2,160 个视觉 token，而不是 21,600", "1 × A10",
                                               "这样在每月 ¥10,000.00之内"]),
    # 繁體, 10萬支 60 s 1080p on TWD 20,000: at the defaults over budget; the lever 4,320 a clip, within it
    ("每天有10萬支約60秒的影片（1080p），想用Qwen2.5-VL-7B自動打標籤，每月預算新台幣2萬以內，夠嗎？要幾張什麼卡",
     ["按槓桿定價", "每段 4,320 個視覺 token，而不是 43,200", "這樣在每月 20,000.00 TWD之內"]),
    # English, 100k 20 s clips on $400 a month: over at 14,400 a clip; the lever 1,440 a clip ≈ $150 a month, within
    ("We get 100k 20-second clips a day (720p) and want Qwen2.5-VL-7B to tag each one. Budget $400 a month. Enough? "
     "Which GPUs?", ["Priced at the lever", "1,440 visual tokens a clip instead of 14,400", "within the budget"]),
])
def test_the_sampling_lever_is_priced_when_the_default_plan_misses_the_budget(tmp_path, text, said):
    eng = Engine(store=Store(tmp_path / "s.db"))
    out = eng.handle("t", text).text
    for s in said:
        assert s in out, s


@pytest.mark.slow
def test_no_lever_is_priced_when_the_default_plan_fits(tmp_path):
    # 100k 20 s clips on $1,500 a month: the default plan (≈ $1,351 a month) fits, so no second plan is priced
    eng = Engine(store=Store(tmp_path / "s.db"))
    out = eng.handle("t", "We get 100k 20-second clips a day (720p) and want Qwen2.5-VL-7B to tag each one. Budget "
                          "$1,500 a month. Enough? Which GPUs?").text
    assert "Priced at the lever" not in out
