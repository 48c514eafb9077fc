"""A video or TTS answer's words: the "what changes it" line says the 480P time on the card the answer picked (scaled
by the head's own rule), "cheaper?" / 便宜点 / 平啲 of the plan prices the cheaper plans or says none is, and a clip's
length written in words ("a five-second clip", 半分钟) is read. Hand figures in each test (dense BF16 TFLOPS: H100/H200
989.5, A100 312; Wan2.1-14B 480P 366 s × 50/40 = 457.5 s on the H200; 720P 974 × 50/40 = 1,217.5 s)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.generated_media import clip_length_said, render, tts_lines, video_lines
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tools.generated_media import TTS_MODELS, VIDEO_MODELS
from tools.schema import InstanceRow, Workload

GPUS = all_gpus()
WAN = VIDEO_MODELS["wan-14b"]


def row(gpu: str, price: float, spot: float | None = None) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-1x", region="us-east-1", gpu=gpu, gpu_count=1,
                       vcpu=8, ram_gib=64, price_on_demand=price, price_spot=spot)


def _video(text: str, rows: list[InstanceRow], lang: str, cheaper: bool = False) -> str:
    return render(video_lines(WAN, text, Workload(), GPUS, rows, "USD", 7.2, {}, None, cheaper=cheaper), lang)


@pytest.mark.parametrize("lang, text, said", [
    # only A100 rows: the pick is the A100; 480P there is 457.5 × 989.5/312 = 1,450.9 s = 24.2 min, never the
    # H200's 7.6; 50 clips a day → 50 × 1,450.9 ÷ 3,600 = 20.2 GPU-hours a day
    ("en", "Wan2.1 14B, 50 clips a day at 720P", "480P takes ≈ 24.2 min a clip on the A100 80GB SXM (≈ 20.2 GPU-hours"),
    ("zh", "Wan2.1 每天生成 50 条 720P 视频", "480P 在 A100 80GB SXM 上每条约 24.2 分钟（每天约 20.2 GPU 小时"),
])
def test_the_480p_lever_is_said_at_the_picked_cards_scaled_time(lang, text, said):
    out = _video(text, [row("A100 80GB SXM", 1.50)], lang)
    assert said in out and "7.6" not in out


@pytest.mark.parametrize("lang, said", [
    # 20 clips a day, 720P, only A100 rows at $1.00/h (spot $0.40). A100 720P: 1,217.5 × 989.5/312 = 3,861.3 s;
    # plan: 20 × 3,861.3 ÷ 3,600 × 1.00 = $21.45 a day. 480P: 457.5 × 989.5/312 = 1,450.9 s = 24.2 min →
    # 20 × 1,450.9 ÷ 3,600 = $8.06; spot: $21.45 × 0.40 = $8.58; 40 steps: 974 × 989.5/312 = 3,089.0 s = 51.5 min →
    # 20 × 3,089.0 ÷ 3,600 = $17.16. Cheapest first: 480P, spot, 40 steps.
    ("en", ["this plan ≈ $21.45 a day", "1) 480P: ≈ 24.2 min a clip on the A100 80GB SXM, ≈ $8.06 a day",
            "2) spot / interruptible A100 80GB SXM at $0.40/GPU-h, ≈ $8.58 a day", "3) 40 steps",
            "≈ 51.5 min a clip", "≈ $17.16 a day", "Cheapest: 1)"]),
    ("zh", ["现方案每天约 $21.45", "1) 480P：A100 80GB SXM 上每条约 24.2 分钟，每天约 $8.06",
            "2) 竞价 / 可中断实例 A100 80GB SXM（$0.40/卡时），每天约 $8.58", "3) 40 步", "每条约 51.5 分钟，每天约 $17.16",
            "最便宜：1)"]),
])
def test_cheaper_of_a_video_plan_prices_each_cheaper_plan_on_its_card(lang, said):
    out = _video("Wan2.1 20 clips a day at 720P", [row("A100 80GB SXM", 1.00, spot=0.40)], lang, cheaper=True)
    for s in said:
        assert s in out


def test_cheaper_of_a_plan_with_nothing_cheaper_says_so_plainly():
    # Wan2.1-1.3B: its one figure is 480P at its default 50 steps (no lower resolution, no fewer measured steps), and
    # no spot price is held → nothing cheaper to price
    lines = video_lines(VIDEO_MODELS["wan-1.3b"], "Wan2.1 1.3B 100 clips a day at 480P", Workload(), GPUS,
                        [row("RTX 4090", 0.40)], "USD", 7.2, {}, None, cheaper=True)
    assert "already the cheapest sensible plan" in render(lines, "en")
    assert "这已经是最便宜的合理方案" in render(lines, "zh")


@pytest.mark.parametrize("lang, said", [
    # F5-TTS, 20 videos × 6 min = 2.0 h a week, only A10 rows ($0.40/h, no spot). A10: 0.1467 × 59.35/31.2 = 0.2791
    # → 2 × 0.2791 × 0.40 = $0.22 a week; TensorRT-LLM 0.0402 × 59.35/31.2 = 0.0765 → 2 × 0.0765 × 0.40 = $0.06
    ("en", ["this plan ≈ $0.22 a week", "1) a TensorRT-LLM build (measured RTF 0.0402, scaled to the A10", "≈ $0.06 a week"]),
    ("zh", ["现方案每周约 $0.22", "1) TensorRT-LLM 部署（实测 RTF 0.0402，在 A10 上按同样规则换算），每周约 $0.06"]),
])
def test_cheaper_of_a_tts_plan_prices_the_faster_runtime_on_the_same_card(lang, said):
    said_in_thread = ["cheaper?", "F5-TTS voice-over for 20 videos a week, 6 minutes each"]  # newest first
    lines = tts_lines(TTS_MODELS["f5"], said_in_thread, GPUS, [row("A10", 0.40)],
                      "USD", 7.2, {}, cheaper=True)
    out = render(lines, lang)
    for s in said:
        assert s in out


def test_a_tts_model_sized_on_another_models_rtf_is_never_offered_that_models_faster_runtime():
    # MeloTTS has no RTF held; the order of its cost is F5-TTS's, but F5-TTS's TensorRT-LLM figure is not its own
    lines = tts_lines(TTS_MODELS["melo"], ["便宜点", "用MeloTTS配音，每周20支、每支6分钟"], GPUS,
                      [row("A10", 0.40, spot=0.10)], "USD", 7.2, {}, cheaper=True)
    out = render(lines, "zh")
    assert "TensorRT" not in out and "竞价" in out


@pytest.mark.parametrize("text, seconds", [
    ("we need 200 five-second clips a day", 5.0),
    ("thirty second product videos, 40 a day", 30.0),
    ("a half-minute clip for every listing", 30.0),
    ("two-minute videos, 10 a week", 120.0),
    ("每天生成100条十五秒的视频", 15.0),
    ("每條影片半分鐘，每天 50 支", 30.0),
    ("想做一分钟的短片，每周 30 条", 60.0),
    ("每天 80 条 10 秒视频", 10.0),
])
def test_a_clip_length_is_read_in_digits_or_words(text, seconds):
    assert clip_length_said(text) == seconds


@pytest.mark.parametrize("text", ["生成一条视频要10分钟吗", "we run it 10 minutes a day", "budget 5k a month"])
def test_minutes_that_are_not_a_clip_length_are_not_read_as_one(text):
    assert clip_length_said(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("first, again, said", [
    ("Wan2.1 14B, 120 clips a week at 720P, what should we rent?", "cheaper?", "Cheaper plans"),
    ("用Wan2.1每周生成120条720P视频，租什么卡？", "能不能便宜点", "更便宜的方案"),
    ("我哋想用 Wan2.1 每星期整 120 條 720P 片，租咩卡？", "平啲呢", "更便宜的方案"),
])
def test_cheaper_said_of_a_video_answer_changes_the_answer(tmp_path, first, again, said):
    eng = Engine(store=Store(tmp_path / "s.db"))
    one = eng.handle("t", first).text
    two = eng.handle("t", again).text
    assert said not in one and said in two


@pytest.mark.slow
def test_a_five_second_clip_in_words_is_the_measured_length_and_half_a_minute_is_six_times_it(tmp_path):
    # five seconds = Wan2.1's measured 81 frames: no length line; 半分钟 = 30 s = 30/5 = 6.0× the frames
    eng = Engine(store=Store(tmp_path / "a.db"))
    assert "Sized per 5-second clip" not in eng.handle("t", "Wan2.1, 100 five-second clips a day at 480P").text
    out = Engine(store=Store(tmp_path / "b.db")).handle("t", "用Wan2.1每天生成100条半分钟的480P视频").text
    assert "每条 30 秒帧数是 6.0 倍" in out


@pytest.mark.parametrize("text, clips", [
    # the version glued to the model's name is no count: "Wan2.1 20 clips" is 20 clips, "wan 2.1 14B, 35 videos" 35
    ("Wan2.1 20 clips a day at 720P", 20.0),
    ("wan 2.1 14B, 35 videos a week", 35.0),
    ("用Wan2.1每天生成60条视频", 60.0),
])
def test_a_model_version_before_the_count_is_not_the_count(text, clips):
    from advisor.core.generated_media import clips_said
    assert clips_said(text) == clips
