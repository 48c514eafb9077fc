"""The words of the science and vision tools experts name for batch jobs (tools.nonllm_jobs rows: Uni-Mol molecule
scoring, Prithvi-EO-2.0 satellite tiles, OpenPose body pose, BirdNET bird calls), merged into
advisor/core/messages/nonllm_jobs.py's tables: where the work runs (a CPU stage first where it dominates), what to
time on a pilot, and the note an engineer adds. Figures come from tools/, never from here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

TASK_EN = {"molprop": "molecular property scoring (RDKit 3D conformers on CPU, then a small 3D transformer per "
                      "conformer on one GPU)",
           "eo": "satellite image segmentation (a ViT encoder per tile of multispectral imagery, fine-tuned once, "
                 "then run over the area each pass)",
           "pose": "human pose estimation (keypoints per person in each camera frame)",
           "bioacoustic": "bird-call detection in audio recordings (a small CNN over 3-second windows)"}
TASK_ZH = {"molprop": "分子性质打分（先在 CPU 上用 RDKit 生成 3D 构象，再用一张 GPU 跑小型 3D Transformer）",
           "eo": "卫星影像分割（ViT 编码器逐 tile 处理多光谱影像；先微调一次，之后每期跑一遍全区）",
           "pose": "人体姿态估计（每帧画面逐人输出关键点）",
           "bioacoustic": "录音鸟鸣识别（小型 CNN 逐 3 秒窗口扫过音频）"}
UNIT_EN = {"molecule": "molecules", "tile": "tiles"}
UNIT_ZH = {"molecule": "个分子", "tile": "个 tile"}
ONE_EN = {"molecule": "molecule", "tile": "tile"}
ONE_ZH = {"molecule": "个分子", "tile": "个 tile"}
TASK_UNIT = {"molprop": "molecule", "eo": "tile", "pose": "person", "bioacoustic": "hour"}
MEASURE_EN = {
    "molprop": "Measure on a pilot: RDKit conformer generation (ETKDG + MMFF) core-seconds per molecule on 10,000 of "
               "your molecules, and the model's molecules a second on one card — the CPU conformer stage is "
               "usually the larger cost; a CPU pool for it plus one GPU, not a rack of A100s",
    "eo": "Measure on a pilot: tiles a second on one card at your tile size and time steps, and the download, cloud "
          "mask and reprojection of one pass on CPU — at a country's scale one pass is minutes of GPU, the data "
          "preparation is the long part",
    "pose": "Measure on a pilot: frames a second on one card with decode counted; first try the pose model on the "
            "phone (MediaPipe Pose / RTMPose run on-device) — then the cloud receives keypoints, not video",
    "bioacoustic": "Measure on a pilot: hours of audio a CPU core analyses per hour (real-time factor) on a day of "
                   "your recordings; a GPU is optional for this small model"}
MEASURE_ZH = {
    "molprop": "试跑要测：用你们 1 万个分子测 RDKit 生成构象（ETKDG + MMFF）每个分子几核·秒，再测模型在一张卡上每秒几个分子——"
               "CPU 生成构象通常是大头；配一个 CPU 池加一张 GPU，而不是一排 A100",
    "eo": "试跑要测：一张卡上按你们的 tile 尺寸和时相数每秒几个 tile，以及一期影像的下载、云掩膜、重投影在 CPU 上要多久——"
          "全省/全国一期推理只是几分钟 GPU，数据准备才是长的部分",
    "pose": "试跑要测：一张卡上连解码在内每秒几帧；先试把姿态模型放在手机上跑（MediaPipe Pose / RTMPose 可端侧实时）——"
            "那样云端只收关键点，不收视频",
    "bioacoustic": "试跑要测：拿一天的录音测一个 CPU 核每小时能分析几小时音频（实时倍数）；这个小模型 GPU 可有可无"}
NOTE_EN = {"molprop": "Store the conformers (SDF) on local disk or object storage: hundreds of bytes to kilobytes each, "
                      "hundreds of GB for 100 million molecules",
           "eo": "Stage the imagery next to the card: HLS / Sentinel-2 scenes are large downloads; keep the tiles in "
                 "cloud-optimised GeoTIFF",
           "pose": "Every user streaming video to the cloud is also bandwidth and privacy: on-device inference "
                   "removes both",
           "bioacoustic": "Storage is the real cost: uncompressed 48 kHz audio is hundreds of MB an hour per recorder; "
                          "keep FLAC and archive cold"}
NOTE_ZH = {"molprop": "构象文件（SDF）放本地盘或对象存储：每个几百字节到几 KB，1 亿个分子要几百 GB",
           "eo": "影像放在卡旁边：HLS / Sentinel-2 原始影像下载量大；tile 存成云优化 GeoTIFF",
           "pose": "每个用户都把视频传到云端，还有带宽和隐私问题：放在手机端推理两者都省掉",
           "bioacoustic": "真正的成本是存储：48 kHz 未压缩音频每台录音机每小时几百 MB；存 FLAC，旧数据转冷存储"}


def _pose(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        phone = (f"手机端就够：{a['chip']} 上 RTMPose-s 每秒 {a['phone_fps']:g} 帧以上，高于每人需要的 {a['fps']:g} 帧——"
                 f"姿态放在手机上跑，云端只收关键点，GPU 服务器≈0" if a["phone_ok"] else
                 f"每人 {a['fps']:g} 帧/秒超过手机端公开的 {a['phone_fps']:g} 帧/秒，需要云端推理")
        return (f"负载：{a['users']:,.0f} 人同时 × 每秒 {a['fps']:g} 帧 = 每秒 {a['frames']:,.0f} 帧。{phone}。"
                f"如果坚持上云：按作者公布的 batch 1 速度（RTMPose-m 在 {a['gpu']} 上每秒 {a['gpu_fps']:g} 帧，"
                f"不含人体检测和视频解码）要 {a['cards']} 张那一级的卡——这是上限，新卡加批处理会少几倍，先试跑"
                f"（来源：{a['source']}，作者数据）")
    phone = (f"the phone is enough: RTMPose-s runs 70+ frames a second on a {a['chip']}, above the {a['fps']:g} each "
             f"user needs — run pose on the phone and send keypoints; cloud GPUs ≈ 0" if a["phone_ok"] else
             f"{a['fps']:g} frames a second per user is above the phone's published {a['phone_fps']:g}: cloud inference")
    return (f"The load: {a['users']:,.0f} concurrent users × {a['fps']:g} frames a second = {a['frames']:,.0f} frames a "
            f"second; {phone}. If it must run in the cloud: at the authors' batch-1 figure (RTMPose-m {a['gpu_fps']:g} "
            f"frames a second on a {a['gpu']}, person detection and video decode not counted) that is {a['cards']} cards "
            f"of that class — a ceiling, batching on a newer card needs several times fewer: pilot it (source: "
            f"{a['source']}, the authors' claim)")


def _store(a: Mapping[str, Any], zh: bool) -> str:
    tb = a["tb"]
    if zh:
        per = "每月 " if a["monthly"] else ""
        return (f"存储：{per}{a['hours']:,.0f} 小时音频按 48 kHz 16-bit 单声道 WAV ≈ {a['gb']:,.0f} GB（≈ {tb:,.1f} TB）"
                f"{'/月' if a['monthly'] else ''}；FLAC 约一半——这比算力贵，先规划 NAS 或冷存储")
    per = " a month" if a["monthly"] else ""
    return (f"Storage: {a['hours']:,.0f} h of audio{per} as 48 kHz 16-bit mono WAV ≈ {a['gb']:,.0f} GB (≈ {tb:,.1f} TB)"
            f"{per}; FLAC about half — this costs more than the compute: plan a NAS or cold storage first")


ENTRIES = {
    "sci.pose_stream": E(lambda a: _pose(a, False), lambda a: _pose(a, True)),
    "sci.audio_store": E(lambda a: _store(a, False), lambda a: _store(a, True)),
}
