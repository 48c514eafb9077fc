"""Frames sampled from videos as the images an embedding or captioning batch runs over: videos × frames sampled a
video ("300万条视频，平均40秒，每2秒抽一帧" is 3 M × 20 = 60 M images, never 3 M), where frames a video are stated, or
the video's length ÷ the sampling interval. Pulling those frames means decoding the videos first: a CPU (or the GPU's
NVDEC) cost beside the GPU's embedding, up to videos × length of footage a period; no decode speed is held here, so it
is said to be timed on a pilot, never priced from a guess."""

from __future__ import annotations

from tools.schema import Msg

# the reader's units (advisor.core.video_frames_read), turned into counts here so advisor/ computes nothing
# (the reader names a Chinese unit by its ASCII key: wan = ten thousand, qianwan = ten million, yi = a hundred million)
_SCALE = {"": 1.0, "k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "wan": 1e4, "qianwan": 1e7, "yi": 1e8}


def video_count(number: str, unit: str) -> float:
    """A stated count with its unit word ("3M", "300万", "500,000") as a number."""
    return float(number.replace(",", "")) * _SCALE.get(unit.strip().lower(), 1.0)


def frames_each(video_s: float, every_s: float) -> float:
    """Frames sampled from one video of `video_s` seconds, one every `every_s` seconds (40 s ÷ 2 s = 20)."""
    return video_s / every_s


def sampled_images(videos: float, per_video: float) -> float:
    """The images a batch embeds: videos × frames sampled a video (500,000 × 12 = 6 M)."""
    return videos * per_video


def decode_line(videos: float, per_video: float, video_s: float | None) -> Msg:
    """The frames said as the batch's images, and the decode before them (footage hours where the length is said)."""
    hours = videos * video_s / 3600 if video_s else None
    return Msg(code="video_frames.decode", args={"videos": videos, "each": per_video,
                                                 "images": sampled_images(videos, per_video), "hours": hours})
