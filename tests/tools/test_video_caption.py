"""Visual tokens of a video clip for a Qwen2-VL / Qwen2.5-VL model (tools/video_caption.py), worked by hand from
qwen-vl-utils' constants: 2 frames a second, each frame within 768 × 28² pixels, two frames one token grid."""

from __future__ import annotations

import pytest

from tools.video_caption import clip_frames, clip_tokens


@pytest.mark.parametrize("seconds,frames", [(8, 16), (12, 24), (1, 4), (2.4, 4), (30, 60), (900, 768)])
def test_frames_sampled_at_two_a_second_within_four_and_768(seconds, frames):
    # 8 s × 2 = 16; 1 s → 2 → the floor of 4; 2.4 s → 4.8 → 4 (a multiple of 2); 900 s → 1,800 → the cap of 768
    assert clip_frames(seconds) == frames


def test_a_720p_clip_on_qwen25_vl():
    # 10 s at 1280 × 720: 20 frames; 921,600 px > 602,112 (768 × 28²) → scale √(921,600 / 602,112) = 1.237 →
    # 720 / 1.237 = 582 → 20 × 28 = 560; 1280 / 1.237 = 1,034 → 36 × 28 = 1,008 → 36 × 20 = 720 tokens a frame pair;
    # 10 pairs → 7,200 visual tokens
    t = clip_tokens("Qwen2.5-VL-7B", 1280, 720, 10)
    assert t is not None and (t.frames, t.tokens_per_pair, t.tokens) == (20, 720, 7_200)


def test_a_small_clip_keeps_its_own_size():
    # 5 s at 640 × 480 (307,200 px, under the cap): 644 × 476 after rounding to 28 → 23 × 17 = 391 a pair; 5 pairs
    t = clip_tokens("Qwen2-VL-7B", 640, 480, 5)
    assert t is not None and (t.tokens_per_pair, t.tokens) == (391, 1_955)


def test_a_family_with_no_video_rule_is_not_counted():
    assert clip_tokens("InternVL3-78B", 1280, 720, 10) is None


def test_the_lever_samples_one_frame_a_second_at_448_wide():
    # 30 s of 1280 × 720 at the defaults: 60 frames → 30 pairs × 720 = 21,600 visual tokens. The lever: 1 fps → 30
    # frames → 15 pairs; 448 wide keeps 16:9 → 448 × 252 = 112,896 px (over the 100,352 floor) → 16 × 9 = 144 a pair →
    # 15 × 144 = 2,160 tokens, 10× fewer (the expert's ≈ 2.2k)
    from tools.video_caption import lever_tokens

    full, low = clip_tokens("Qwen2.5-VL-7B", 1280, 720, 30), lever_tokens("Qwen2.5-VL-7B", 1280, 720, 30)
    assert full is not None and full.tokens == 21_600
    assert low is not None and (low.frames, low.width, low.height, low.tokens_per_pair, low.tokens) == (30, 448, 252, 144, 2_160)
    # 45 s of 1080p: 1 fps → 45 → 44 frames (a multiple of 2) → 22 pairs × 144 = 3,168
    low45 = lever_tokens("Qwen2.5-VL-32B", 1920, 1080, 45)
    assert low45 is not None and low45.tokens == 3_168


def test_the_decode_before_the_frames_is_footage_hours_and_core_hours():
    # 50,000 clips a day × 30 s = 1.5 M s = 416.7 h of footage; × 0.5 core-second a clip (assumed) = 6.9 core-hours
    from tools.video_caption import decode_hours

    footage, core = decode_hours(50_000, 30)
    assert round(footage, 1) == 416.7 and round(core, 1) == 6.9


def test_a_stated_sampling_rate_and_a_source_frame_rate():
    # "1 fps" → 1; 每2秒抽一帧 → 0.5; "30fps" is the video's own rate, no sampling (None); 30 s at 0.5 fps → 15 → 16
    # frames (a multiple of 2) → 8 pairs × 720 = 5,760 at 720p
    from tools.video_caption import sampling_fps

    assert sampling_fps("1", None) == 1 and sampling_fps(None, "2") == 0.5 and sampling_fps("30", None) is None
    t = clip_tokens("Qwen2.5-VL-7B", 1280, 720, 30, 0.5)
    assert t is not None and (t.frames, t.tokens) == (16, 5_760)


def test_a_frame_scaled_to_a_width_keeps_its_aspect_and_never_grows():
    # 1280 × 720 to 448 wide → 448 × 252 (720 × 448 / 1280 = 252); 1920 × 1080 to 448 → 448 × 252 too; 854 × 480 asked
    # at 1000 wide stays 854 × 480 (never upscaled)
    from tools.video_caption import scaled_frame

    assert scaled_frame(1280, 720, 448) == (448, 252) and scaled_frame(1920, 1080, 448) == (448, 252)
    assert scaled_frame(854, 480, 1000) == (854, 480)


def test_the_lever_prompt_is_its_frames_and_the_instruction_only_when_it_cuts():
    # 30 s 720p: the lever is 2,160 visual + 161 instruction = 2,321 tokens against 21,600 visual at the defaults; a clip
    # already at 1 fps and 448 wide has no lever (the same 2,160)
    from tools.video_caption import lever_prompt, lever_tokens

    full, low = clip_tokens("Qwen2.5-VL-7B", 1280, 720, 30), lever_tokens("Qwen2.5-VL-7B", 1280, 720, 30)
    assert full is not None and lever_prompt(full, low) == (2_321, 2_160)
    at_lever = clip_tokens("Qwen2.5-VL-7B", 448, 252, 30, 1.0)
    assert at_lever is not None and lever_prompt(at_lever, low) is None
