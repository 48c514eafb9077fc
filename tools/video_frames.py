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


# The decode and the read before the frames (each ASSUMED and said so in the answer; time both on a pilot):
# - SHORT_VIDEO_MBIT_S: a short video's average bitrate (H.264 720p–1080p as short-video platforms store it, from
#   memory, re-check with your files' size): 30 s × 1.5 Mbit/s ÷ 8 = 5.6 MB a video → 10 M videos = 56 TB;
# - DECODE_CORE_S_A_VIDEO: CPU core-seconds to pull the sampled frames of one short video by seeking to the keyframe
#   before each sampled time (ffmpeg / PyAV on CPU, from memory, re-check): 10 M × 0.5 = 1,389 core-hours;
# - the read at tools.data_transfer.LINKS_GBIT_S (1 and 10 Gbit/s, labelled): 56 TB → 125 h and 12.5 h.
SHORT_VIDEO_MBIT_S = 1.5
DECODE_CORE_S_A_VIDEO = 0.5


def video_bytes(video_s: float, mbit_s: float = SHORT_VIDEO_MBIT_S) -> float:
    """Bytes of one video: 30 s × 1.5 Mbit/s ÷ 8 = 5.625 MB."""
    return video_s * mbit_s * 1e6 / 8


def decode_io_line(videos: float, video_s: float, window_h: float | None, box: object | None, currency: str,
                   per_unit: float) -> Msg:
    """The read and the decode before the frames: the footage's TB (assumed bitrate), the read hours at each labelled
    link, the decode's core-hours (assumed core-seconds a video) and, with a held CPU box (tools.cpu_rent.CpuBox), the
    boxes for the window and their cost. By hand: 10 M × 30 s → 56.25 TB; 125 h at 1 Gbit/s, 12.5 h at 10; 1,389
    core-hours; in 48 h on 16-core c6i.8xlarge at $1.36: ⌈1,389 ÷ 768⌉ = 2 boxes, 43.4 h, $118."""
    from tools.cpu_rent import CpuBox, batch_rent, box_hour
    from tools.data_transfer import LINKS_GBIT_S, transfer_hours
    from tools.wording import money_text

    gb = videos * video_bytes(video_s) / 1e9
    core_h = videos * DECODE_CORE_S_A_VIDEO / 3600
    args: dict[str, object] = {
        "tb": gb / 1000, "mbit": SHORT_VIDEO_MBIT_S, "links": list(LINKS_GBIT_S),
        "read_h": [transfer_hours(gb, link) for link in LINKS_GBIT_S], "core_s": DECODE_CORE_S_A_VIDEO,
        "core_h": core_h, "window": window_h, "box": None}
    if isinstance(box, CpuBox):
        r = batch_rent(core_h, window_h, box, per_unit)
        args.update({"box": f"{box.provider} {box.instance_type} ({box.region})", "cores_box": box.cores,
                     "boxes": r.boxes, "run_h": r.run_h, "price": money_text(box_hour(box, per_unit), currency),
                     "cost": money_text(r.cost or 0.0, currency, 0), "source": box.source})
    return Msg(code="video_frames.io", args=args)
