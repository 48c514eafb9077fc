"""The words of tools/video_frames.py: frames sampled from videos as a batch's images, and the decode before them."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
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
