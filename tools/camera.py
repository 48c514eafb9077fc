"""Cameras watched by a vision-language model: a steady stream of frames, each one request.

Why: "300 CCTV cameras, one frame every 10 s, Qwen2.5-VL-7B flags falls and fights" was sized as one chat user (or
misread as a LoRA fine-tune): the frame rate the cameras make was dropped. Each sampled frame is one VLM request whose
prompt is the frame's visual tokens (tools.dataset.vlm_image_tokens: 1280×720 at 28 px → 46 × 26 = 1,196) plus a short
instruction, and whose answer is a short verdict; the load is cameras ÷ the sampling interval requests a second, every
second of the day, so it is prefill-bound (the serving path sizes it at that rate: tools.load). The sampling interval
is the main lever: the cost falls in proportion to it, and a motion or detector gate in front of the VLM calls it only
on the frames that changed.
"""

from __future__ import annotations

# The verdict a camera frame gets ("fall: no; fight: no; leak: no" and a line of reason): 32 tokens. ASSUMED (no
# source measures it; a structured yes/no answer is a few dozen tokens): said in the answer, measure on a pilot.
CAMERA_VERDICT_TOKENS = 32
# The instruction sent with each frame ("Is anyone falling, fighting, or is there water on the floor? Answer …"): 64
# tokens. ASSUMED (a one-to-three-sentence question), said in the answer.
CAMERA_PROMPT_TOKENS = 64
# The sampling interval when the message names cameras but no interval: one frame every 10 s per camera. ASSUMED
# (assumed, measure on a pilot: the slow end of the "every 1–10 s" a VLM-watched camera is usually sampled at, with
# a motion gate in front), said in the answer as assumed with the question that changes it.
CAMERA_ASSUMED_INTERVAL_S = 10.0


def frames_per_s(cameras: int, interval_s: float) -> float:
    """Frames the cameras hand the VLM each second: one frame per camera every `interval_s` seconds (300 cameras
    every 10 s → 30 frames/s; 1,000 every 5 s → 200 frames/s)."""
    return cameras / interval_s if cameras > 0 and interval_s > 0 else 0.0


def frame_prompt_tokens(image_tokens: int, instruction: int = CAMERA_PROMPT_TOKENS) -> int:
    """One frame's prompt: its visual tokens plus the instruction (1,196 + 64 = 1,260 for 1280×720 on Qwen2.5-VL)."""
    return image_tokens + instruction



def interval_from_fps(fps: float) -> float | None:
    """Seconds between a camera's frames at `fps` frames a second (2 fps → 0.5 s); None when not positive."""
    return 1 / fps if fps > 0 else None
