"""Named real-time detectors of the DETR family (RT-DETRv2, D-FINE, RF-DETR) sized from their publishers' tables: a
camera fleet's frame rate → cards at the per-frame time, with the video decode said; a fine-tune's images × epochs ×
training FLOPs an image (tools.vision_train). A variant with no published figure is sized on its family's held row
nearest in parameters, said as an assumption ("time it on a pilot"), never a bare "which model?".

Why: "RF-DETR 2XL on 50k defect images" was refused ("DETR, not an LLM") and asked the input size; "200 cameras at
5 fps with RF-DETR" was asked "how many images a second" though 200 × 5 = 1,000 frames/s was given.

Rows (batch 1, TensorRT FP16 on one T4, the publishers' own measure):
- RT-DETRv2 S / M* / M / L / X = R18 / R34 / R50-m / R50 / R101: 20 / 31 / 36 / 42 / 76 M params, 217 / 161 / 145 /
  108 / 74 FPS at 640 px (github.com/lyuwenyu/RT-DETR README, RT-DETRv2 model zoo); forward GFLOPs 60 / 92 / 100 / 136 /
  259 (Lv et al. 2023, arXiv:2304.08069 Table 2, the same backbones). Apache-2.0 (the repository's LICENSE).
- D-FINE S / M / L / X: 10 / 19 / 31 / 62 M params, 287 / 180 / 129 / 81 FPS, 25 / 57 / 91 / 202 GFLOPs at 640 px
  (github.com/Peterande/D-FINE README, Model Zoo: "FPS is evaluated on a single T4 GPU with batch_size = 1, fp16, and
  TensorRT==10.4.0"). Apache-2.0 (the repository's LICENSE).
- RF-DETR N / S / M: 30.5 / 32.1 / 33.7 M params at 384 / 512 / 576 px, 2.32 / 3.52 / 4.52 ms (github.com/roboflow/
  rf-detr README, results table: "Latency … on an NVIDIA T4 with TensorRT in FP16 at batch size 1"). No GFLOPs are
  published: a fine-tune is sized on the nearest held row in parameters (D-FINE-L, 31 M, 91 GFLOPs) and said.
  Code and COCO weights Apache-2.0 (the README's License section).
- RF-DETR XL / 2XL: 126.4 / 126.9 M params (the RF-DETR docs' "Pretrained models" detection table, read
  2026-12-05; the roboflow/model-leaderboard RF-DETR-XXL row: param_count 126,903,202), no latency held:
  sized on the nearest held row in parameters (RT-DETRv2-X, 76 M) and said. Their code and weights are under Roboflow's
  "Platform Model License 1.0" (PML-1.0: "use, modification, and distribution of code and checkpoints require an active
  Roboflow platform plan or agreement", github.com/roboflow/rf-detr_plus file headers), not Apache-2.0: a closed
  commercial product reads it or stays on N–L.

Video decode (a camera sends H.264/H.265 at its own rate; the decoder reads every frame of the stream unless the NVR
serves a sub-stream at the sampled rate or only keyframes are decoded): one T4 decodes ≈ 38 1080p30 streams = 1,140
1080p frames/s on its NVDEC engines (NVIDIA's T4 product text, "decodes up to 38 full-HD video streams", as reproduced in
Japanese at archive-lib.hpctech.co.jp/gpuproduct/tesla-t4.html, read 2026-12-05; 30 fps a stream ASSUMED).
`CAMERA_NATIVE_FPS` = 25 frames a second a camera sends when none is said (ASSUMED: PAL-region CCTV default; said).
`COUNTING_FPS` = 5 frames a second detected on each camera when the cameras are said but no rate (ASSUMED: counting
and heat maps need ≈ 5–10; said): 120 cameras × 5 = 600 frames/s, YOLO11m at 5.13 ms → 195 × 1.5 = 292 a T4 → 3 T4.

Batched frames (a fleet's frames from many streams are batched, DeepStream / Triton dynamic batching, so a card runs
at batch 8–32, not 1): a card's detector rate = the row's T4 batch-1 FPS × `BATCH_GAIN` × (the card's dense FP16
Tensor TFLOPS ÷ the T4's, catalog/data/gpus.csv: T4 65, L4 121, H100 SXM 989.5). `BATCH_GAIN` = 1.5 is ASSUMED (said):
TensorRT FP16 batch 32 over batch 1 runs 4× on a T4 for ResNet-18 (github.com/libingwei/AI-Infer-Acc v0.1.0 release
notes: 994 → 3,987 FPS) and 10× on a V100 for ResNet-50 (gist 1duo "TensorRT Performance on NVIDIA Volta V100": 481 →
4,856 img/s), but a 640-px detector fills far more of the card at batch 1 (RT-DETR-R50 at 108 FPS × 136 GFLOPs =
14.7 TFLOPS, 23 % of the T4's 65), so its gain is far smaller; the TFLOPS ratio across cards is a scaling assumption
too (said). By hand, RT-DETR-R50 (108 FPS, arXiv:2304.08069 Table 2): T4 108 × 1.5 = 162 frames/s, L4 162 × 121 ÷
65 = 302, H100 SXM 162 × 989.5 ÷ 65 = 2,466; 800 cameras × 10 fps = 8,000 frames/s → 50 T4 or 27 L4 or 4 H100.

NVDEC per card = the card's NVDEC engines (`VIDEO_ENGINES`: NVIDIA's Video Encode and Decode GPU Support Matrix, read
2026-12-05: T4 2, L4 4, H100 7) × `NVDEC_ENGINE_FPS` = 1,140 ÷ 2 = 570 1080p H.264 frames/s an engine (the T4's figure
over its two engines; another chip's engine ASSUMED the same, said): T4 1,140, L4 2,280, H100 3,990. 800 × 25 fps =
20,000 frames/s to decode → 18 T4, 9 L4, 6 H100. A card count is the larger of detection and decode.

Person re-identification and people counting with no detector named ("400個鏡頭做行人re-id同人流統計"): the person
detector is `PEOPLE_DETECTOR` = D-FINE-S (the smallest timed Apache-2.0 row, 287 FPS on a T4: said as assumed), and
re-ID adds an embedding of each person box on each detected frame. The re-ID net is OSNet x1.0: 2.2 M parameters,
978.9 M mult-adds at 256 × 128 (Zhou et al., "Omni-Scale Feature Learning for Person Re-Identification", ICCV 2019,
arXiv:1905.00953 Table 1; MIT licence, github.com/KaiyangZhou/deep-person-reid) = 1.96 GFLOPs a crop. `REID_PERSONS`
= 10 people in a frame ASSUMED (a busy mall view; said). No T4 TensorRT time of OSNet is held, so its time is the
crops' FLOPs at the detector row's own T4 rate (GFLOPs × FPS: D-FINE-S 25 × 287 = 7.2 TFLOPS achieved), an
assumption said: 10 × 1.96 = 19.6 GFLOPs ÷ 7,175 GFLOP/s = 2.73 ms, so a frame costs 3.48 + 2.73 = 6.22 ms at batch 1.
By hand, 400 cameras × 5 fps = 2,000 frames/s: T4 1000 ÷ 6.22 × 1.5 = 241 → 9 T4; L4 241 × 121 ÷ 65 = 449 → 5 L4;
decode 400 × 25 = 10,000 → 9 T4 / 5 L4: 5 L4 (an H100 does 3,744 and decodes 3,990: one would do, at many times the
L4s' hour).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from tools.schema import Msg

if TYPE_CHECKING:
    from tools.vision_train import VisionModel

T4_DECODE_FPS = 38 * 30  # 1080p frames/s one T4 decodes (module docstring: NVIDIA's 38 full-HD streams × 30)
# (NVENC, NVDEC) engines a chip, NVIDIA's Video Encode and Decode GPU Support Matrix (tools.footage_detect docstring);
# the catalog's names of the chips (every A100 / H100 form factor the same chip)
VIDEO_ENGINES: dict[str, tuple[int, int]] = {
    "T4": (1, 2), "A10G": (1, 2), "A10": (1, 2), "L4": (2, 4), "L40S": (3, 3), "A100": (0, 5), "H100": (0, 7)}
NVDEC_ENGINE_FPS = T4_DECODE_FPS / VIDEO_ENGINES["T4"][1]  # 570 1080p frames/s an engine; other chips ASSUMED alike
BATCH_GAIN = 1.5  # ASSUMED batch 8–32 over batch-1 frames/s on one card, TensorRT FP16 (module docstring)
CAMERA_NATIVE_FPS = 25.0  # ASSUMED when no stream rate is said (module docstring)
# frames a second each camera is detected on when a fleet says its cameras but no rate: people counting, dwell and heat
# maps track walkers at ≈ 5–10 fps (a person crosses a 1080p view in seconds); the low end, ASSUMED and said
COUNTING_FPS = 5.0
T4 = "T4"
PEOPLE_DETECTOR = "dfine-s"  # the person detector when re-ID / counting is asked with none named (module docstring)
REID_NAME = "OSNet x1.0"
REID_GFLOPS = 2 * 0.9789  # a 256×128 crop: 978.9 M mult-adds (arXiv:1905.00953 Table 1) × 2 FLOPs a mult-add
REID_SOURCE = "Zhou et al. ICCV 2019, arXiv:1905.00953 Table 1 (OSNet: 2.2 M params, 978.9 M mult-adds); MIT licence"
REID_PERSONS = 10  # ASSUMED people in a frame whose boxes are embedded (a busy mall view; said)
_LV = "github.com/lyuwenyu/RT-DETR README (RT-DETRv2 zoo: T4 TensorRT FP16 FPS); arXiv:2304.08069 (GFLOPs)"
_DF = "github.com/Peterande/D-FINE README (Model Zoo: T4, batch 1, fp16, TensorRT 10.4)"
_RF = "github.com/roboflow/rf-detr README (T4 TensorRT FP16 batch 1 latency)"
_RFX = "RF-DETR docs, Pretrained models, detection table (read 2026-12-05)"
PML = "Platform Model License 1.0 (Roboflow)"


@dataclass(frozen=True)
class DetectorRow:
    key: str
    name: str
    family: str  # rtdetrv2 | dfine | rfdetr
    params_m: float
    size: int  # the publisher's input side, px
    t4_ms: float | None  # T4 TensorRT FP16 batch-1 latency; None: not published
    gflops: float | None  # forward GFLOPs at `size`; None: not published
    licence: str
    source: str


def _fps(fps: float) -> float:
    return 1000 / fps


DETECTORS: tuple[DetectorRow, ...] = (
    *(DetectorRow(f"rtdetrv2-{s}", f"RT-DETRv2-{s.upper()}", "rtdetrv2", p, 640, _fps(f), g, "Apache-2.0", _LV)
      for s, p, f, g in (("s", 20, 217, 60), ("m*", 31, 161, 92), ("m", 36, 145, 100), ("l", 42, 108, 136),
                         ("x", 76, 74, 259))),
    *(DetectorRow(f"dfine-{s}", f"D-FINE-{s.upper()}", "dfine", p, 640, _fps(f), g, "Apache-2.0", _DF)
      for s, p, f, g in (("s", 10, 287, 25), ("m", 19, 180, 57), ("l", 31, 129, 91), ("x", 62, 81, 202))),
    *(DetectorRow(f"rfdetr-{s}", f"RF-DETR-{s.upper()}", "rfdetr", p, z, ms, None, "Apache-2.0", _RF)
      for s, p, z, ms in (("n", 30.5, 384, 2.32), ("s", 32.1, 512, 3.52), ("m", 33.7, 576, 4.52))),
    *(DetectorRow(f"rfdetr-{s}", f"RF-DETR-{s.upper()}", "rfdetr", p, 704, None, None, PML, _RFX)
      for s, p in (("xl", 126.4), ("2xl", 126.9))),
)
# YOLO11 on cameras (the training path is tools.vision_train's): Roboflow's own T4 TensorRT FP16 batch-1 measure of
# YOLO11 N / S / M / L / X, 2.49 / 3.16 / 5.13 / 6.65 / 11.92 ms (github.com/roboflow/rf-detr README results table);
# 2.6 / 9.4 / 20.1 / 25.3 / 56.9 M params, 6.5 / 21.5 / 68.0 / 86.9 / 194.9 GFLOPs at 640 (docs.ultralytics.com/models/
# yolo11). AGPL-3.0 (github.com/ultralytics/ultralytics LICENSE). A YOLOv8 size is timed on YOLO11's of the same letter.
YOLO_ON_CAMERAS: tuple[DetectorRow, ...] = tuple(
    DetectorRow(f"yolo11{s}", f"YOLO11{s}", "yolo11", p, 640, ms, g, "AGPL-3.0", _RF + "; docs.ultralytics.com/models/yolo11")
    for s, p, ms, g in (("n", 2.6, 2.49, 6.5), ("s", 9.4, 3.16, 21.5), ("m", 20.1, 5.13, 68.0), ("l", 25.3, 6.65, 86.9),
                        ("x", 56.9, 11.92, 194.9)))
# YOLOv8 (docs.ultralytics.com/models/yolov8: 3.2 / 11.2 / 25.9 / 43.7 / 68.2 M, 8.7 / 28.6 / 78.9 / 165.2 / 257.8
# GFLOPs at 640): no T4 TensorRT time held, so timed on the YOLO11 row nearest in parameters (said)
YOLOV8_ON_CAMERAS: tuple[DetectorRow, ...] = tuple(
    DetectorRow(f"yolov8{s}", f"YOLOv8{s}", "yolov8", p, 640, None, g, "AGPL-3.0", "docs.ultralytics.com/models/yolov8")
    for s, p, g in (("n", 3.2, 8.7), ("s", 11.2, 28.6), ("m", 25.9, 78.9), ("l", 43.7, 165.2), ("x", 68.2, 257.8)))
_KIN = {"yolov8": "yolo11"}  # the family a row is timed on when its own publishes no time
BY_KEY = {d.key: d for d in DETECTORS + YOLO_ON_CAMERAS + YOLOV8_ON_CAMERAS}


def detector(key: str) -> DetectorRow | None:
    """The row of a key ("dfine-l" → D-FINE-L), None for another."""
    return BY_KEY.get(key)


def nearest_with(row: DetectorRow, field: str) -> DetectorRow:
    """The row itself when it publishes `field` ("t4_ms" or "gflops"); else the held row that does, nearest in
    parameters, the same family first (RF-DETR-XL, 126.4 M, no latency → RT-DETRv2-X, 76 M; RF-DETR-M, 33.7 M, no
    GFLOPs → D-FINE-L, 31 M)."""
    if getattr(row, field) is not None:
        return row
    timed = [d for d in BY_KEY.values() if getattr(d, field) is not None]
    same = [d for d in timed if d.family in (row.family, _KIN.get(row.family))]
    return min(same or timed, key=lambda d: abs(d.params_m - row.params_m))


def reid_ms(row: DetectorRow, persons: int = REID_PERSONS) -> float:
    """The re-ID embeddings of one frame's person boxes on a T4 at batch 1, ms: persons × REID_GFLOPS at the detector
    row's own achieved T4 rate (its GFLOPs × its FPS; module docstring): D-FINE-S, 10 people → 19.58 GFLOPs ÷ 7,175
    GFLOP/s = 2.73 ms. A row publishing no time or FLOPs (RF-DETR-M) is rated at PEOPLE_DETECTOR's."""
    if not row.t4_ms or not row.gflops:  # a row publishing no time or FLOPs: the person detector's achieved rate
        row = BY_KEY[PEOPLE_DETECTOR]
    achieved = (row.gflops or 0.0) * 1000 / (row.t4_ms or 1.0)  # GFLOP/s the detector reaches on a T4 at batch 1
    return persons * REID_GFLOPS / achieved * 1000


def reid_line(row: DetectorRow, persons: int = REID_PERSONS) -> Msg:
    """The re-ID stage said: OSNet on each person box, its FLOPs, the ms it adds to a frame and the frame's total."""
    ms = reid_ms(row, persons)
    return Msg(code="det.reid", args={"name": REID_NAME, "persons": persons, "gflops": REID_GFLOPS,
                                      "total_gflops": persons * REID_GFLOPS, "det": row.name, "ms": ms,
                                      "det_ms": row.t4_ms or 0.0, "frame_ms": (row.t4_ms or 0.0) + ms,
                                      "source": REID_SOURCE})


def stream_frames(cameras: float, fps: float) -> float:
    """Frames a second the detector sees: cameras × frames each a second (150 cameras × 8 fps = 1,200 frames/s)."""
    return cameras * fps


def cards_at(frames_s: float, ms_each: float) -> int:
    """Cards whose batch-1 frame time keeps up with the stream, at least one: 1,200 frames/s × 7.75 ms (D-FINE-L on a
    T4) = 9.3 card-seconds a second → 10 T4s (batching raises a card's rate: a pilot measures it)."""
    return max(1, math.ceil(frames_s * ms_each / 1000 - 1e-9))


def decode_cards(cameras: float, native_fps: float, decode_fps: float = T4_DECODE_FPS) -> tuple[float, int]:
    """(1080p frames a second to decode, T4s whose NVDEC keeps up): every frame of each camera's full stream is
    decoded, not only the sampled ones: 150 × 25 = 3,750 frames/s ÷ 1,140 → 4 T4s (a sub-stream at the sampled rate
    or keyframe-only decode cuts it to the detector's rate)."""
    frames = cameras * native_fps
    return frames, max(1, math.ceil(frames / decode_fps - 1e-9))


def vision_model_of(row: DetectorRow) -> VisionModel:
    """The row as tools.vision_train sizes a fine-tune: its own forward GFLOPs at its input size, or the nearest held
    row's (its GFLOPs at its size) when none is published; the DETR family's 72-epoch ("6x") schedule when none is
    said (RT-DETR's model zoo, tools.vision_train)."""
    from tools.vision_train import VisionModel

    ref = nearest_with(row, "gflops")
    return VisionModel(row.key, row.name, "detection", ref.gflops or 0.0, ref.size, row.params_m * 1e6, 72,
                       ref.source)


def train_lines(key: str) -> list[Msg]:
    """Beside a fine-tune of a row here: the held row it is sized on when its own FLOPs are not published (said, time
    it on a pilot), and its licence (RF-DETR XL / 2XL: PML-1.0, not Apache-2.0). [] for another key (YOLO's too)."""
    row = next((d for d in DETECTORS if d.key == key), None)  # YOLO's training answer has its own licence lead
    if row is None:
        return []
    ref = nearest_with(row, "gflops")
    out = [Msg(code="det.nearest", args={"name": row.name, "ref": ref.name, "params": row.params_m,
                                         "ref_params": ref.params_m, "gflops": ref.gflops, "size": ref.size})] \
        if ref is not row else []
    return out + [licence_line(row)]


def licence_line(row: DetectorRow) -> Msg:
    """The row's licence with its source: PML-1.0 for RF-DETR XL / 2XL (with the Apache-2.0 sizes to fall back on)."""
    return Msg(code="det.licence", args={"name": row.name, "pml": row.licence == PML, "licence": row.licence,
                                         "agpl": row.licence == "AGPL-3.0",
                                         "source": "github.com/roboflow/rf-detr_plus (PML-1.0 headers)"
                                         if row.licence == PML else row.source.split(" (")[0]})


class CardOffer(NamedTuple):
    gpu: str  # the catalog's chip ("L4", "H100 SXM")
    fp16: float  # its dense FP16 Tensor TFLOPS (catalog/data/gpus.csv)
    price: tuple[str, float] | None  # its cheapest one-card row and hourly price; None: not priced here


class CardFit(NamedTuple):
    gpu: str
    det_fps: float  # batched detector frames/s one card runs
    det_cards: int
    dec_fps: float  # 1080p frames/s one card's NVDEC decodes (0: the chip's engines not held)
    dec_cards: int
    cards: int  # the larger of the two


def nvdec_engines(gpu: str) -> int:
    """NVDEC engines of a catalog chip ("H100 SXM" → 7, VIDEO_ENGINES); 0 when not held."""
    v = VIDEO_ENGINES.get(gpu) or next((e for k, e in VIDEO_ENGINES.items() if gpu.startswith(k + " ")), None)
    return v[1] if v else 0


def batched_fps(ms_t4: float, fp16: float, t4_fp16: float) -> float:
    """Frames/s one card runs the detector with frames of many streams batched (module docstring): 1000 ÷ the T4
    batch-1 ms × BATCH_GAIN × the card's FP16 TFLOPS ÷ the T4's (RT-DETR-R50 9.26 ms: T4 162, L4 302, H100 SXM 2,466)."""
    return 1000 / ms_t4 * BATCH_GAIN * fp16 / t4_fp16


def card_fit(ms_t4: float, offer: CardOffer, t4_fp16: float, frames: float, dec_frames: float) -> CardFit:
    """Cards of `offer` for `frames` detected and `dec_frames` decoded a second, the larger of the two (8,000 and
    20,000 on L4: ⌈8,000 ÷ 302⌉ = 27 detector, ⌈20,000 ÷ (4 × 570)⌉ = 9 decode → 27)."""
    det = batched_fps(ms_t4, offer.fp16, t4_fp16)
    dec = nvdec_engines(offer.gpu) * NVDEC_ENGINE_FPS
    det_cards = max(1, math.ceil(frames / det - 1e-9))
    dec_cards = max(1, math.ceil(dec_frames / dec - 1e-9)) if dec else 0
    return CardFit(offer.gpu, det, det_cards, dec, dec_cards, max(det_cards, dec_cards))


def camera_lines(row: DetectorRow, cameras: float, fps: float, native_fps: float | None, offers: list[CardOffer],
                 t4_fp16: float, cur: str, proposal: tuple[int, CardOffer] | None = None,
                 fps_said: bool = True, extra_ms: float = 0.0) -> list[Msg]:
    """A camera fleet on a detector: frames a second = cameras × fps; per card (`offers`, T4 first) the batched
    detector rate and the NVDEC decode of the full streams, the cards the larger of the two; the plan the cheapest
    month of the priced offers held all the time; the user's own proposal (`proposal`: count and card) set against
    both limits in one line; the ingest and the licence. `extra_ms`: a second stage's T4 ms a frame (re-ID: reid_ms)
    added to the detector's."""
    from tools.domain_jobs import always_on_month
    from tools.wording import money_text

    ref = nearest_with(row, "t4_ms")
    frames = stream_frames(cameras, fps)
    ms = (ref.t4_ms or 0.0) + extra_ms
    native = native_fps or CAMERA_NATIVE_FPS
    dec_frames = cameras * native
    fits = [card_fit(ms, o, t4_fp16, frames, dec_frames) for o in offers]
    half = [card_fit(ms, o, t4_fp16, frames / 2, dec_frames) for o in offers]  # every 2nd frame, a tracker between
    sub = [card_fit(ms, o, t4_fp16, frames, frames) for o in offers]  # a sub-stream at the sampled rate
    months = [(always_on_month(f.cards, o.price[1]), i) for i, (f, o) in enumerate(zip(fits, offers)) if o.price]
    best = min(months)[1] if months else 0
    plan, off = fits[best], offers[best]

    def month(f: CardFit, o: CardOffer) -> str | None:
        return money_text(always_on_month(f.cards, o.price[1]), cur) if o.price else None

    out = [Msg(code="det.camera", args={
        "name": row.name, "cameras": cameras, "fps": fps, "fps_said": fps_said, "frames": frames, "ms": ms, "ref": ref.name,
        "stage": REID_NAME if extra_ms else None,
        "nearest": ref is not row, "source": ref.source, "b1": 1000 / ms if ms else 0.0, "gain": BATCH_GAIN,
        "t4_fp16": t4_fp16, "cards": fits[0].det_cards,
        "gpus": [f.gpu for f in fits], "det_fps": [f.det_fps for f in fits], "det_cards": [f.det_cards for f in fits],
        "tflops": [o.fp16 for o in offers]}),
        Msg(code="det.decode", args={"cameras": cameras, "native": native, "native_said": native_fps is not None,
                                     "frames": dec_frames, "per_t4": T4_DECODE_FPS, "per_engine": NVDEC_ENGINE_FPS,
                                     "cards": fits[0].dec_cards, "sub_cards": sub[0].dec_cards, "fps": fps,
                                     "gpus": [f.gpu for f in fits], "engines": [nvdec_engines(f.gpu) for f in fits],
                                     "dec_cards": [f.dec_cards for f in fits], "sub": [x.dec_cards for x in sub]}),
        Msg(code="det.month", args={"cards": plan.cards, "gpu": plan.gpu, "det": plan.det_cards, "dec": plan.dec_cards,
                                    "row": off.price[0] if off.price else None,
                                    "price": money_text(off.price[1], cur) if off.price else None,
                                    "month": month(plan, off),
                                    "other": next((Msg(code="det.other", args={"gpu": f.gpu, "cards": f.cards,
                                                                               "month": month(f, o)})
                                                   for i, (f, o) in enumerate(zip(fits, offers))
                                                   if i != best and o.price), None),
                                    "half_fps": fps / 2,
                                    "half_cards": half[best].cards if half[best].cards < plan.cards else None})]
    if proposal is not None:
        n, o = proposal
        f = card_fit(ms, o, t4_fp16, frames, dec_frames)
        n = n or f.cards  # "幾張H100" / "a few H100s": no count said, so the count that does the job is set against the plan
        out.append(Msg(code="det.proposal", args={
            "n": n, "gpu": o.gpu, "det_fps": f.det_fps, "det_total": n * f.det_fps, "frames": frames,
            "engines": nvdec_engines(o.gpu), "dec_total": n * f.dec_fps, "dec_frames": dec_frames,
            "det_ok": n >= f.det_cards, "dec_ok": n >= f.dec_cards, "cards": f.cards, "det_cards": f.det_cards,
            "dec_cards": f.dec_cards, "spare": n > f.cards,
            "month": money_text(always_on_month(f.cards, o.price[1]), cur) if o.price else None}))
    return out + [ingest_line(cameras), *([] if row.licence == "AGPL-3.0" else [licence_line(row)])]


# a 1080p H.264 camera stream's bitrate, Mbit/s: ASSUMED (typical CCTV main-stream settings; read yours off the NVR)
STREAM_MBPS = (2.0, 6.0)


def ingest_line(cameras: float) -> Msg:
    """The streams' ingest into the cloud: cameras × STREAM_MBPS (800 × 2–6 Mbit/s = 1.6–4.8 Gbit/s), sustained all
    month — a network link and an ingest bill beside the cards."""
    return Msg(code="det.ingest", args={"cameras": cameras, "low": STREAM_MBPS[0], "high": STREAM_MBPS[1],
                                        "gbps_low": cameras * STREAM_MBPS[0] / 1000,
                                        "gbps_high": cameras * STREAM_MBPS[1] / 1000})
