"""A video model sized provisionally at 720P whose README publishes a smaller size with less memory (HunyuanVideo:
544×960 at 45 GB against 60 GB at 720P) offers that size as the cheaper plan, timed by the same provisional rule and
never faster than the pixels allow (tools.generated_media.smaller_published_size); the head that says "N cards running
24 h" also says what keeping those cards costs against the busy GPU-hours it bills (tools.generated_media.kept_cost);
and a licence note held in English is said in Chinese in a Chinese answer (advisor.core.messages.generated_media)."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from tools.generated_media import (
    VIDEO_MODELS,
    ClipLoad,
    ClipOption,
    batch_cost,
    figure_for,
    kept_cost,
    provisional_figure,
    smaller_published_size,
)
from tools.schema import Msg

HUNYUAN = VIDEO_MODELS["hunyuan"]
WAN = VIDEO_MODELS["wan-14b"]


def test_hunyuan_offers_its_published_smaller_size_with_its_own_memory():
    # Hand: Wan2.1-T2V-14B 480P (832 × 480) 366 s at 40 steps on the H200 → × 50/40 = 457.5 s → × 13/14 B = 424.8 s;
    # HunyuanVideo's smallest size 960 × 544 has 522,240 pixels against 399,360 (× 1.3077) → 555.5 s at least.
    # Memory: its README's 45 GB at 544×960 (60 GB at 720P), so a 48 GB card holds it.
    f720 = provisional_figure(HUNYUAN, "720p")
    assert f720 is not None and f720.peak_gb == 60.0
    low = smaller_published_size(HUNYUAN, f720)
    assert low is not None and low.resolution == "480p" and low.peak_gb == 45.0
    assert low.seconds == pytest.approx(366 * 50 / 40 * 13 / 14 * (960 * 544) / (832 * 480), rel=1e-6)
    assert low.seconds == pytest.approx(555.5, abs=0.1)
    assert low.seconds < f720.seconds  # 1,130.9 s at 720P


@pytest.mark.parametrize("key", ["wan-14b", "cogvideox-5b", "wan22-5b"])
def test_a_model_with_its_own_figures_gets_no_provisional_smaller_size(key):
    # measured models have their own 480P lever (gen.video.levers) or no published smaller size: nothing invented
    m = VIDEO_MODELS[key]
    assert smaller_published_size(m, m.figures[0]) is None


def test_the_whole_cards_rented_are_billed_beside_the_busy_hours():
    # Hand: 500 clips a day at 1,130.9 s on the H100 SXM (no slower than the H200 here: 18.8 min) = 157.1 GPU-hours
    # → ⌈157.1 / 24⌉ = 7 cards; kept all day 7 × 24 = 168 GPU-hours × 16.90 HKD = 2,839.2 HKD, against
    # 157.1 × 16.90 ≈ 2,654 HKD on the busy hours only.
    o = ClipOption(gpu="H100 SXM", seconds=1130.9, scaled=False, holds=True, memory_gb=80.0, gpu_hour=16.90)
    load = ClipLoad(500, 24)
    assert kept_cost(load, o) == pytest.approx(7 * 24 * 16.90)
    assert batch_cost(load, o) == pytest.approx(500 * 1130.9 / 3600 * 16.90)
    assert kept_cost(load, o) > batch_cost(load, o)  # type: ignore[operator]
    assert kept_cost(load, ClipOption(gpu="x", seconds=1.0, scaled=False, holds=True, memory_gb=1.0)) is None


@pytest.mark.parametrize("lang, script, words", [
    ("zh", "zh", "腾讯混元社区许可；适用地域不含欧盟、英国、韩国"),
    ("zh-Hant", "zh-Hant", "騰訊混元社區許可；適用地域不含歐盟、英國、韓國"),
])
def test_the_licence_note_is_said_in_the_answers_language(lang, script, words):
    f = provisional_figure(HUNYUAN, "720p")
    assert f is not None
    msg = Msg(code="gen.video.source", args={
        "measured": f.seconds, "res": "720P", "steps": f.steps, "gpu": f.gpu, "source": f.source, "as_of": "2026-12-03",
        "name": HUNYUAN.name, "default_steps": 50, "licence": HUNYUAN.licence,
        "licence_source": HUNYUAN.licence_source, "claim": True, "clip": 5.0})
    text = to_script(msg.text(lang), script) if script == "zh-Hant" else msg.text(lang)
    assert words in text and "not the EU" not in text
    assert "not the EU, UK, South Korea" in msg.text("en")  # the English answer keeps it as held


def test_wan_480p_figure_is_unchanged():
    assert figure_for(WAN, "480p") is not None and smaller_published_size(WAN, figure_for(WAN, "720p")) is None
