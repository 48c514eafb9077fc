"""A video model barred by its licence's Territory clause is swapped for an image-to-video model when the job animates
stills (tools/i2v_swap.py, advisor/core/generated_media.video_lines).

Hand reasoning (the expert's): FramePack is image-to-video on HunyuanVideo, whose Tencent Hunyuan Community License
grants nothing in the EU, UK or South Korea. A Lyon brand animating its packshots needs a model that takes the still as
the first frame: Wan2.1-I2V-14B (Apache-2.0), whose 720P clip is LightX2V's very measurement (974 s, 40 steps, its
default: no 50/40 step scaling). A text-to-video model (Wan2.1-T2V-14B) cannot do the job. 120 clips × 974 s ÷ 3,600
≈ 32.5 H200-hours at 720P; on an H100 (same dense BF16) the same. The licence line names the licence, so no line after
it may say the licence is "not held here".
"""

from __future__ import annotations

import pytest

from advisor.core.i2v_read import i2v_said
from tools.generated_media import VIDEO_MODELS
from tools.i2v_swap import image_to_video, territory_alternative


def test_framepack_swaps_to_an_image_to_video_model():
    alt = territory_alternative(VIDEO_MODELS["framepack"], i2v_said("animate 120 packshots"), VIDEO_MODELS["wan-14b"])
    assert alt.name == "Wan2.1-I2V-14B" and alt.steps == 40 and alt.licence == "Apache-2.0"
    assert alt.figures and alt.figures[0].seconds == 974.0


def test_a_text_to_video_job_keeps_the_text_to_video_default():
    hy = VIDEO_MODELS["hunyuan"]
    assert territory_alternative(hy, i2v_said("generate 50 ads from prompts"), VIDEO_MODELS["wan-14b"]).name == "Wan2.1-T2V-14B"
    assert territory_alternative(hy, i2v_said("图生视频，把 50 张海报做成短片"), VIDEO_MODELS["wan-14b"]).name == "Wan2.1-I2V-14B"
    assert image_to_video(hy, i2v_said("讓照片動起來")) and not image_to_video(hy, i2v_said("從文字生成廣告片"))


@pytest.mark.slow
@pytest.mark.parametrize("text, lang", [
    ("Our cosmetics brand in Lyon, France wants to animate 120 packshots into 5-second clips with FramePack, "
     "commercial use.", "en"),
    ("我们在米兰，想用 FramePack 把 80 张商品图做成 5 秒短视频，商用", "zh"),
    ("我哋喺倫敦，想用 FramePack 將 60 張產品相片變成 5 秒短片，商用", "zh-Hant"),
])
def test_the_barred_framepack_answer_is_sized_on_an_i2v_model(tmp_path, text, lang):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert "Wan2.1-I2V-14B" in r.text, r.text
    assert "T2V-14B" not in r.text.split("\n\n")[0], r.text  # the swap named in the licence line is no T2V model
    assert "not held here" not in r.text and "not in my tables" not in r.text, r.text
