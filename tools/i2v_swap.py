"""The open model sized in place of a video model whose licence grants no rights where the user is (its Territory
clause: tools.generated_media.excluded_territory): an image-to-video job gets an image-to-video model, never a
text-to-video one.

Why: a FramePack job (image-to-video on a HunyuanVideo fine-tune, whose Tencent Hunyuan Community License excludes the
EU, UK and South Korea) was sized on Wan2.1-T2V-14B, which cannot take the user's still as its first frame. The swap is
Wan2.1-I2V-14B (Apache-2.0, huggingface.co/Wan-AI/Wan2.1-I2V-14B-720P): LightX2V's measured clip (tools.generated_media
LIGHTX2V_SOURCE: the official Wan2.1 code running Wan2.1-I2V-14B, 40 steps, 974 s a 5 s 720P clip on the H200 SXM) is
this very model, and 40 steps is its default (Wan2.1 generate.py: "40 for image-to-video tasks"), so no step scaling.
By hand: 500 clips × 974 s ÷ 3,600 ≈ 135.3 H200-hours at 720P (the T2V swap said 50/40 × that, ≈ 169 h on an H100-scaled
row, for a model that does not do the job).
"""

from __future__ import annotations

from dataclasses import replace

from tools.generated_media import MEASURED_STEPS, VIDEO_MODELS, VideoModel

I2V_SOURCE = "huggingface.co/Wan-AI/Wan2.1-I2V-14B-720P"



def image_to_video(m: VideoModel, said: bool) -> bool:
    """Is the job image-to-video (the model's name says so, or the user's words did: `said`,
    advisor.core.i2v_read.i2v_said)?"""
    return "image-to-video" in m.name or "I2V" in m.name or said


def territory_alternative(m: VideoModel, said: bool, default: VideoModel) -> VideoModel:
    """Wan2.1-I2V-14B for an image-to-video job (module docstring), else `default` (the open text-to-video model)."""
    if not image_to_video(m, said):
        return default
    return replace(VIDEO_MODELS["wan-14b"], key="wan-i2v-14b", name="Wan2.1-I2V-14B", licence_source=I2V_SOURCE,
                   steps=MEASURED_STEPS)
