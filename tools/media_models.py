"""Named detectors and a CPU OCR engine the job tables did not hold: open-set and closed-set object detectors
(Grounding DINO, YOLO-World, RTMDet, DETR) and Tesseract OCR. Such a model named beside a stated count ("3 M frames",
"800,000 scanned invoices") was answered "not in my tables / no count said"; each row here is a
tools.nonllm_jobs.JobFamily (unit, GPU need, pilot card, licence with its source), and `MEDIA_ITEMS` holds each one's
published time an item (tools.item_compute.ItemCompute fields), so the plan evaluates items × seconds ÷ 3,600 = GPU-hours
(or CPU core-hours), the cards for the window and the cost.

Per-item figures, each with its source (every answer says to time it on a pilot; a figure no stored source confirmed
keeps "(from memory, re-check)"):
- Grounding DINO (Swin-T): 8.37 FPS (Liu et al. 2023, "Grounding DINO", arXiv:2303.05499, Appendix I; the card taken
  as an A100, from memory, re-check; github.com/IDEA-Research/GroundingDINO issue #50 quotes the 8.37): 0.119 s an image
  at ≈ 800 × 1333. Swin-B is larger and slower: the pilot measures it.
- YOLO-World-L: 52.0 FPS on one V100 without TensorRT (Cheng et al. 2024, "YOLO-World", arXiv:2401.17270, abstract:
  "YOLO-World achieves 35.4 AP with 52.0 FPS on V100", LVIS zero-shot; the same sentence in github.com/AILab-CVC/
  YOLO-World README, read 2026-12-05): 19.2 ms an image at 640 × 640.
- RTMDet-x: "300+ FPS on an NVIDIA 3090 GPU" at 52.8 % COCO AP (Lyu et al. 2022, "RTMDet", arXiv:2212.07784,
  abstract: "achieves 52.8% AP on COCO with 300+ FPS on an NVIDIA 3090 GPU", read 2026-12-05; TensorRT FP16, batch 1,
  NMS excluded): 3.3 ms a 640 × 640 frame. Video decode and
  NMS run beside it: the pilot measures the whole pipeline.
- DETR (ResNet-50): 28 FPS on one V100 at 800 px (Carion et al. 2020, arXiv:2005.12872, Table 1; 86 GFLOPs; the
  repository README's Model Zoo gives R50 inf_time 0.036 s an image = 27.8 FPS, read; its card not said there):
  35.7 ms an image.
- Tesseract: no GPU path (LSTM recognition on CPU; github.com/tesseract-ocr/tesseract): a GPU does not speed it.
  About 2 core-seconds a 300-dpi typed page (from memory, re-check; one process per core, OMP_THREAD_LIMIT=1):
  core-hours = pages × 2 ÷ 3,600.

- RIFE (frame interpolation): "30+ FPS for 2X 720p interpolation on a 2080Ti GPU" (Huang et al. 2022, "Real-Time
  Intermediate Flow Estimation for Video Frame Interpolation", ECCV, arXiv:2011.06294, abstract; the same "30+ FPS
  for 2X 720p interpolation on a 2080Ti" in github.com/hzwer/ECCV2022-RIFE README, read 2026-12-05): 33 ms a 720p
  frame; a 1080p frame has 2.25× the pixels → 2.25 ÷ 30 = 75 ms (ASSUMED linear in pixels).
  Doubling 30 → 60 fps makes one new frame per source frame: frames = episodes × minutes × 60 × fps (`frames_of`).
  Decode and NVENC encode run beside it: the pilot measures the whole pipeline.
- RobustVideoMatting (RVM, MobileNetV3): the README's Speed table, RTX 3090 FP16, HD (1920x1080, downsample_ratio
  0.25) 172 FPS, RTX 2060 Super 134, GTX 1080 Ti FP32 104 (github.com/PeterL1n/RobustVideoMatting README, read
  2026-12-06; "We only measure tensor throughput … the provided video conversion script … does not utilize hardware
  video encoding/decoding"): 1 ÷ 172 = 5.8 ms a 1080p frame on an RTX 3090, taken as no slower on the RTX 4090 pilot.
  Video with no frame rate said is read at VIDEO_FPS_ASSUMED = 30 fps (said): 10,000 one-minute videos a day × 60 × 30
  = 1.8e7 frames ÷ 172 = 104,651 s = 29.1 GPU-hours a day → 2 cards through 24 h. Decode (NVDEC)
  and the composite's encode (NVENC) run beside it: H100 / H800 / A100 have no NVENC (NVIDIA's Video Encode and Decode
  GPU Support Matrix; tools.detector_rows.VIDEO_ENGINES), so a data-centre flagship is the wrong card for it.
- DeepFilterNet (speech enhancement): real-time factor 0.04 on a notebook Core-i5 CPU (Schröter et al. 2022,
  "DeepFilterNet2", arXiv:2205.05474, abstract: "reducing the real-time factor to 0.04 on a notebook Core-i5 CPU",
  read 2026-12-05; taken as one core, ASSUMED): 0.04 × 3,600 = 144 core-seconds an hour of audio. It was designed
  for one CPU core: a GPU (an A100) is not needed.

A measured time moves to another card by the dense FP16 peak ratio and never below the measured card's
(tools.item_compute.seconds_on_card).

Licences (each from its repository's LICENSE or README License section, read 2026-12-05): Grounding DINO Apache-2.0
(github.com/IDEA-Research/GroundingDINO), YOLO-World GPL-3.0 (github.com/AILab-CVC/YOLO-World), RTMDet Apache-2.0
(github.com/open-mmlab/mmdetection), DETR Apache-2.0 (github.com/facebookresearch/detr), Tesseract Apache-2.0
(github.com/tesseract-ocr/tesseract), RIFE MIT (github.com/hzwer/ECCV2022-RIFE), DeepFilterNet MIT or Apache-2.0
(github.com/Rikorose/DeepFilterNet). Stable Video Diffusion (SVD, SVD-XT 1.1): the Stability AI Community License,
free for organisations under US$1M annual revenue, an Enterprise licence above (Stability AI Community License
Agreement, last updated July 5, 2024, I. Introduction; huggingface.co/stabilityai/stable-video-diffusion-img2vid-xt,
License: stable-video-diffusion-community);
Wan2.1 / Wan2.2 image-to-video (Apache-2.0) is the permissive route. No per-clip time is held for it: the plan gives
the clips and the formula, and a priced pilot.
"""

from __future__ import annotations

from typing import Any

from tools.nonllm_jobs import JobFamily

READ_ON = "2026-12-05"
READ_NOTE = f", read {READ_ON}"  # a licence confirmed from the file it names
GDINO_FPS, GDINO_CARD = 8.37, "A100 80GB SXM"
YOLO_WORLD_FPS, RTMDET_FPS, DETR_FPS = 52.0, 300.0, 28.0
RIFE_FPS_720P, PIXELS_1080_OVER_720 = 30.0, 2.25  # 1920 × 1080 ÷ (1280 × 720)
DFN_RTF = 0.04
RVM_HD_FPS = 172.0  # RobustVideoMatting README, Speed: RTX 3090 FP16 HD (1920x1080) 172 FPS (module docstring)
RVM_SOURCE = ("github.com/PeterL1n/RobustVideoMatting README, Speed table: RTX 3090 FP16 HD (1920x1080) 172 FPS, "
              "batch 1, tensor throughput only (no video decode / encode), read 2026-12-06")
# frames a second of a video when a batch says its videos and their length but no rate (ASSUMED, said): short-video
# platforms' usual 30 fps
VIDEO_FPS_ASSUMED = 30.0
TESSERACT_CORE_S = 2.0  # core-seconds a 300-dpi typed page (module docstring; from memory, re-check)

MEDIA_JOBS: tuple[JobFamily, ...] = (
    JobFamily("grounding-dino", "Grounding DINO", r"(?i)grounding[\s_-]?dino|grounded[\s_-]?sam", "detection", "image",
              "yes", "RTX 4090", "Apache-2.0", "github.com/IDEA-Research/GroundingDINO LICENSE" + READ_NOTE, True),
    JobFamily("yolo-world", "YOLO-World", r"(?i)yolo[\s_-]?world", "detection", "image", "yes", "RTX 4090",
              "GPL-3.0 (copyleft: shipping modified code means publishing it)",
              "github.com/AILab-CVC/YOLO-World LICENSE" + READ_NOTE, True),
    JobFamily("rtmdet", "RTMDet", r"(?i)rtm[\s_-]?det", "boxes", "image", "optional", "RTX 4090", "Apache-2.0",
              "github.com/open-mmlab/mmdetection LICENSE" + READ_NOTE, True),
    JobFamily("detr", "DETR", r"(?<![A-Za-z0-9-])DETR(?![A-Za-z0-9])(?![\s_-]*v?\d)", "boxes", "image", "yes",
              "RTX 4090", "Apache-2.0", "github.com/facebookresearch/detr README, License" + READ_NOTE, True),
    JobFamily("tesseract", "Tesseract OCR", r"(?i)tesseract", "ocr", "image", "no", None, "Apache-2.0",
              "github.com/tesseract-ocr/tesseract LICENSE" + READ_NOTE, True),
    # Stability AI Community License: free only under US$1M annual revenue (stability.ai/community-license-agreement)
    JobFamily("svd", "Stable Video Diffusion (SVD / SVD-XT)",
              r"(?i)stable[\s_-]?video[\s_-]?diffusion|(?<![a-z])svd[\s_-]?xt(?![a-z])|img2vid", "video", "clip", "yes",
              "A100 80GB SXM", "Stability AI Community License", "Stability AI Community License Agreement (July 5, 2024), I. "
              "Introduction: under US $1,000,000 annual revenue; huggingface.co/stabilityai/stable-video-diffusion-img2vid-xt "
              "(License: stable-video-diffusion-community)" + READ_NOTE, False,
              "Wan2.1 / Wan2.2 image-to-video", "Apache-2.0", revenue_cap_usd=1e6),
    JobFamily("rife", "RIFE", r"(?i)(?<![a-z])rife(?![a-z])", "interpolate", "frame", "yes", "RTX 4090", "MIT",
              "github.com/hzwer/ECCV2022-RIFE LICENSE" + READ_NOTE, True),
    # RobustVideoMatting: HD 172 FPS on an RTX 3090 in FP16 (module docstring); GPL-3.0 (its README's News)
    JobFamily("rvm", "RobustVideoMatting (RVM, MobileNetV3)", r"(?i)robust[\s_-]?video[\s_-]?matting|(?<![a-z])rvm(?![a-z])",
              "vmatting", "frame", "yes", "RTX 4090",
              "GPL-3.0 (copyleft: shipping modified code means publishing it)",
              "github.com/PeterL1n/RobustVideoMatting README, News: \"Code is re-released under GPL-3.0 license\"",
              True, seconds_each=1 / RVM_HD_FPS, measured_on="RTX 3090", figure_source=RVM_SOURCE),
    JobFamily("deepfilternet", "DeepFilterNet", r"(?i)deep[\s_-]?filter[\s_-]?net", "enhance", "hour", "no", None,
              "MIT or Apache-2.0", "github.com/Rikorose/DeepFilterNet README, License" + READ_NOTE, True),
)

_DET = "(from memory, re-check)"  # only where no stored source confirmed the figure
_READ = f"(read {READ_ON})"
MEDIA_ITEMS: dict[str, dict[str, Any]] = {
    "grounding-dino": {"name": "Grounding DINO (Swin-T)", "input": "≈ 800 × 1333",
                       "source": f"arXiv:2303.05499, Appendix I: {GDINO_FPS} FPS {_DET}",
                       "measured_s": 1 / GDINO_FPS, "measured_on": GDINO_CARD},
    "yolo-world": {"name": "YOLO-World-L", "input": "640 × 640",
                   "source": f"arXiv:2401.17270, abstract: {YOLO_WORLD_FPS} FPS on a V100 {_READ}",
                   "measured_s": 1 / YOLO_WORLD_FPS, "measured_on": "V100 SXM2 32GB"},
    "rtmdet": {"name": "RTMDet-x", "input": "640 × 640",
               "source": f"arXiv:2212.07784, abstract: {RTMDET_FPS:.0f}+ FPS on an RTX 3090, TensorRT FP16 {_READ}",
               "measured_s": 1 / RTMDET_FPS, "measured_on": "RTX 3090"},
    "detr": {"name": "DETR (ResNet-50)", "input": "800 px",
             "source": f"arXiv:2005.12872, Table 1: {DETR_FPS:.0f} FPS; github.com/facebookresearch/detr README, "
                       f"Model Zoo: R50 inf_time 0.036 s {_READ}; the card, a V100 {_DET}",
             "measured_s": 1 / DETR_FPS, "measured_on": "V100 SXM2 32GB"},
    "tesseract": {"name": "Tesseract OCR", "input": "a 300-dpi typed page",
                  "source": f"CPU only, ≈ {TESSERACT_CORE_S:g} core-seconds a page {_DET}",
                  "cpu_core_s": TESSERACT_CORE_S},
    "rife": {"name": "RIFE", "input": "a 1080p frame (the 720p figure × 2.25 pixels)",
             "source": f"arXiv:2011.06294, abstract: {RIFE_FPS_720P:.0f}+ FPS at 720p on an RTX 2080 Ti {_READ}",
             "measured_s": PIXELS_1080_OVER_720 / RIFE_FPS_720P, "measured_on": "RTX 2080 Ti"},
    "rife-720p": {"name": "RIFE", "input": "a 720p frame",
                  "source": f"arXiv:2011.06294, abstract: {RIFE_FPS_720P:.0f}+ FPS at 720p on an RTX 2080 Ti {_READ}",
                  "measured_s": 1 / RIFE_FPS_720P, "measured_on": "RTX 2080 Ti"},
    "deepfilternet": {"name": "DeepFilterNet", "input": "an hour of audio",
                      "source": f"arXiv:2205.05474, abstract: real-time factor {DFN_RTF} on a notebook Core-i5 CPU {_READ}",
                      "cpu_core_s": DFN_RTF * 3600, "per_audio_h": True},
}


def media_job(key: str) -> JobFamily | None:
    """The row of a key here ("rtmdet" → RTMDet), None for another table's key."""
    return next((j for j in MEDIA_JOBS if j.key == key), None)


def frames_of(hours: float, fps: float, per_frame: float = 1.0) -> float:
    """The items of a video batch: hours × 3,600 × frames a second × items a frame (40 h of 30 fps video = 4,320,000
    frames; × 11 crops a frame = 47,520,000 crops)."""
    return hours * 3600 * fps * per_frame


def video_minutes(minutes: float | None, seconds: float | None) -> float:
    """A video's length in minutes, said in minutes or in seconds (30 s = 0.5 min); 0 when neither is said."""
    return minutes if minutes is not None else seconds / 60 if seconds is not None else 0.0


def interpolated_frames(source_frames: float, source_fps: float, target_fps: float) -> tuple[float, float, float]:
    """(new frames, output frames, output ÷ source) of interpolating to a target frame rate: output = source frames ×
    target ÷ source fps, new = output − source (each new frame is one model pass). 200 episodes × 2 min × 60 × 24 fps =
    576,000 source frames a day → 60 fps: × 2.5 = 1,440,000 output frames, 864,000 of them new (1.5 a source frame);
    a plain 2× doubling is the no-target case (one new frame a source frame)."""
    ratio = target_fps / source_fps
    output = source_frames * ratio
    return output - source_frames, output, ratio


def episode_frames(episodes: float, minutes_each: float, fps: float) -> float:
    """Source frames of a batch of videos: 400 videos × 4 min × 60 × 24 fps = 2,304,000 frames (a 2× interpolation
    makes one new frame for each)."""
    return frames_of(episodes * minutes_each / 60, fps)
