"""The words of tools/video_frames.py: frames sampled from videos as a batch's images, and the decode before them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _io(a: Mapping[str, Any], zh: bool) -> str:
    reads = [f"{h:,.1f}" for h in a["read_h"]]
    links = " / ".join(f"{g:g}" for g in a["links"])
    if zh:
        s = (f"GPU 之前的读取和解码（常比 GPU 本身更久）：视频约 {a['tb']:,.1f} TB（按平均 {a['mbit']:g} Mbit/s 码率估，假设，"
             f"用你的文件大小核对），按 {links} Gbit/s 持续读取约 {' / '.join(reads)} 小时（假设的链路，先拷 1% 实测）；"
             f"CPU 解码抽帧按每条约 {a['core_s']:g} 核秒（跳到抽帧点前的关键帧，凭记忆的规划值）= "
             f"{a['core_h']:,.0f} 核时")
        if a["box"]:
            within = f"，{a['window']:,.0f} 小时内" if a["window"] else ""
            s += (f"{within}要 {a['boxes']} 台 {a['box']}（每台 {a['cores_box']:g} 个物理核，每小时 {a['price']}；"
                  f"{a['source']}），各跑约 {a['run_h']:,.0f} 小时，约 {a['cost']}")
        else:
            s += "；目录里没有数据所在云的 CPU 实例报价，不编价格"
        return s + "；也可以用 GPU 的 NVDEC 解码（L4 有 4 个），在和数据同一地域的机器上跑，省掉跨云流量"
    s = (f"The read and the decode before the GPU (often longer than the GPU work): ≈ {a['tb']:,.1f} TB of video "
         f"(at {a['mbit']:g} Mbit/s on average, assumed: check against your files' size), read in ≈ "
         f"{' / '.join(reads)} h at a sustained "
         f"{links} Gbit/s (assumed links: time a 1 % copy); pulling the frames on CPU at ≈ {a['core_s']:g} "
         f"core-seconds a video (seeking to the keyframe before each sampled time; a planning figure from memory) = "
         f"{a['core_h']:,.0f} core-hours")
    if a["box"]:
        within = f" within {a['window']:,.0f} h" if a["window"] else ""
        s += (f"{within}: {a['boxes']} × {a['box']} ({a['cores_box']:g} physical cores, {a['price']} an hour; "
              f"{a['source']}), ≈ {a['run_h']:,.0f} h each, ≈ {a['cost']}")
    else:
        s += "; no CPU instance is priced in the data's cloud in the catalog, so no price is made up"
    return s + ". NVDEC on the GPU (an L4 has 4) also decodes; run next to the data, in its region, to avoid egress"

ENTRIES: dict[str, E] = {
    "video_frames.io": E(lambda a: _io(a, False), lambda a: _io(a, True)),
    "video_frames.decode": E(
        lambda a: (f"Images: {a['videos']:,.0f} videos × {a['each']:,.0f} frames sampled each = {a['images']:,.0f} "
                   "images, the count sized below (not one image a video). Decoding the videos to pull those frames is "
                   "a CPU / NVDEC cost beside the GPU's embedding"
                   + (f" (up to {a['hours']:,.0f} hours of footage to decode)" if a.get("hours") else "")
                   + ": seek to the sampled frames, or decode on the GPU's NVDEC (NVIDIA DALI / PyNvVideoCodec), and "
                   "time the decode on a pilot before sizing the CPUs"),
        lambda a: (f"图片数：{a['videos']:,.0f} 条视频 × 每条抽 {a['each']:,.0f} 帧 = {a['images']:,.0f} 张，下面按这个数估算"
                   "（不是每条视频一张）。抽帧前要先解码视频，这是 GPU 算向量之外的 CPU / NVDEC 开销"
                   + (f"（最多约 {a['hours']:,.0f} 小时的视频要解码）" if a.get("hours") else "")
                   + "：按抽帧时间点跳读，或用 GPU 的 NVDEC 解码（NVIDIA DALI / PyNvVideoCodec），先试跑测解码速度再定 CPU 数")),
}
