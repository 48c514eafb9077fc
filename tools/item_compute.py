"""Per-item time ESTIMATES for named non-generative non-LLM models (tools.nonllm_jobs rows that hold no published
seconds a unit): a sourced compute figure per item (FLOPs at the model's input size, or a published time per item),
turned into seconds on a card or CPU core-seconds, then the plan: items × seconds → GPU-hours (or core-hours), the
cards (or cores) for the stated window, the cost, and the hardware someone proposed judged against it. Every figure
here is an estimate from compute: the answer says "time it on a pilot".

Compute per item (FLOPs count two per multiply-add), each from its source:
- OWLv2 (Minderer et al. 2023, "Scaling Open-Vocabulary Object Detection", arXiv:2306.09683): a ViT image encoder
  over the whole image, the detection heads small beside it. A ViT forward = 2 × params × tokens (the matmuls) +
  4 × layers × tokens² × width (attention scores and their weighted sum). base/16 at 960 × 960 (HF
  google/owlv2-base-patch16-ensemble config.json: image_size 960, patch 16, 12 layers, width 768; ViT-B ≈ 86 M
  parameters): 3,600 tokens → 2 × 86e6 × 3,600 + 4 × 12 × 3,600² × 768 = 1,097 GFLOP. large/14 at 1008 × 1008
  (google/owlv2-large-patch14-ensemble: 24 layers, width 1,024, ViT-L ≈ 303 M): 5,184 tokens → 3,141 + 2,642 =
  5,783 GFLOP. Configs read: huggingface.co/google/owlv2-large-patch14-ensemble config.json @ d97c394 (vision_config
  image_size 1008, patch_size 14, num_hidden_layers 24, hidden_size 1024); huggingface.co/google/owlv2-base-patch16
  config.json (vision_config image_size 960, patch_size 16; width 768 and 12 layers are transformers'
  Owlv2VisionConfig defaults, models/owlv2/configuration_owlv2.py, which that config leaves unset). Unqualified
  "OWLv2" is sized on large (the larger figure), base said.
- UNI (MahmoodLab, ViT-L/16 at 224 × 224, huggingface.co/MahmoodLab/UNI): 197 tokens → 2 × 303e6 × 197 + 4 × 24 ×
  197² × 1,024 = 123 GFLOP a tile (ViT-L/16's published 61.6 G multiply-adds, Dosovitskiy et al. 2021, counted as
  two FLOPs each). Tiles per slide follow tissue area and magnification: the answer sizes per 1,000 tiles.
- LayoutLMv3-base: 133 M parameters (Huang et al. 2022, arXiv:2204.08387, Table 1; model card) over 512 text tokens
  + 197 image patch tokens (224 / 16 = 14², + CLS) = 709 tokens a page: inference 2 · N · T = 189 GFLOP a page,
  training 6 · N · T = 566 GFLOP a page an epoch (the transformer rule, tools.speed).
- PP-OCRv5 (PaddleOCR docs, "PP-OCRv5 … Reference Data for Inference Performance", docs/version3.x/algorithm/
  PP-OCRv5/PP-OCRv5.en.md, read 2026-12-05): on one Tesla V100, one stream, images read from disk, server models
  0.74 s an image at 34.39 % average GPU utilisation; mobile models 0.62 s at 17.42 %. The GPU-seconds an image is
  the wall time × the GPU's busy share (0.254 s server, 0.108 s mobile): several streams share a card until it is
  full. On CPU (Xeon Gold 6271C): server 4.34 s at 990 % CPU (≈ 9.9 cores busy) = 43 core-seconds an image; mobile
  1.75 s at 966 % = 16.9 core-seconds.
- CAM++ (Wang et al. 2023, arXiv:2303.00332, Table: 7.18 M parameters, 1.72 GFLOPs, real-time factor 0.013 on one
  CPU thread; from memory, re-check): CPU core-seconds a call = seconds of audio × 0.013.
- Evo 2 (Arc Institute, StripedHyena 2, one token a nucleotide): scoring a variant = the log-likelihood of the
  reference and of the alternative window, two forward passes; a forward ≈ 2 × params × tokens (the transformer rule,
  tools.speed; its Hyena convolutions are a small share at 8 k, an ESTIMATE). 40 B and 7 B by the checkpoints' names
  (huggingface.co/arcinstitute/evo2_40b_base model card: 40B 50 layers, 7B 32 layers, 8,192 context, read
  2026-12-05): 40 B × 8,192 × 2 × 2 = 1.31 PFLOP a variant; 7 B: 0.229 PFLOP. The window is the base checkpoints'
  8,192 (a longer window costs in proportion).
- BiRefNet: its author's measured 5.05 images/s on one A100 at 1024 × 1024, batch 1 (tools.media MEASURED,
  github.com/ZhengPeng7/BiRefNet issue #11).

A measured time moves to another card by the dense FP16 peak ratio and never below the measured card's time
(tools.media.card_rate's rule: a small model on a bigger card is held back by its pre- and post-processing).

Headroom (`cards_with_headroom`): a backlog planned at its exact card count leaves one card busy ~100 % of the
window (707 A10-hours in 720 h: 98 %); restarts, re-runs of failed pages and a slow first week eat that. Cards are
planned so none is busy more than MAX_BUSY = 0.8 of the window (ASSUMED, a planning rule): 707 ÷ (720 × 0.8) → 2.

Rendering scanned PDFs (`raster_core_hours`): OCR reads images, so each PDF page is rendered (pdftoppm / PyMuPDF) at
the stated dpi first, on CPU: RASTER_CORE_S = 0.2–0.5 core-seconds an A4 page at 300 dpi (ASSUMED, not measured
here: a 2,480 × 3,508 render and its PNG / array hand-off; time it on 1,000 of your pages). 10 M pages × 0.2–0.5 s =
556–1,389 core-hours: 0.8–1.9 cores busy on average over 720 h, more at the GPUs' pace, beside the OCR pipeline's own
pre- and post-processing on CPU.

SMALL_BATCH_UTIL: the share of the dense FP16 peak a vision transformer keeps on whole images at a small batch —
ASSUMED 0.4 (not measured here; tools.vision_batch holds 0.5 for large batches of CLIP tiles): time it on a pilot.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.kind_reference import KIND_REFERENCE_ITEMS, diffusion_item, ocr_item
from tools.media_models import MEDIA_ITEMS

SMALL_BATCH_UTIL = 0.4  # ASSUMED (module docstring): measure on a pilot
MAX_BUSY = 0.8  # ASSUMED planning rule: no card busy more than this share of the window (module docstring)
RASTER_CORE_S = (0.2, 0.5)  # ASSUMED core-seconds to render a scanned A4 page at 300 dpi (module docstring)
READ_ON = "2026-12-05"


def vit_gflops(params: float, tokens: float, layers: int, width: int) -> float:
    """A ViT forward in GFLOP: 2 × params × tokens + 4 × layers × tokens² × width. OWLv2 base/16 at 960:
    2 × 86e6 × 3,600 + 4 × 12 × 3,600² × 768 = 1,097 GFLOP."""
    return (2 * params * tokens + 4 * layers * tokens * tokens * width) / 1e9


@dataclass(frozen=True)
class ItemCompute:
    """One family's compute an item: `gflops` at `input` (None where a measured time is held instead);
    `measured_s` GPU-seconds an item on `measured_on` (a catalog card); `cpu_core_s` CPU core-seconds an item
    (`per_audio_s`: per second of audio, CAM++'s real-time factor); `train_gflops` an item an epoch."""
    key: str
    name: str
    input: str
    source: str
    gflops: float | None = None
    measured_s: float | None = None
    measured_on: str = ""
    cpu_core_s: float | None = None
    per_audio_s: bool = False
    per_audio_h: bool = False  # counted in hours of audio (DeepFilterNet: core-seconds an hour)
    train_gflops: float | None = None
    alt_name: str = ""  # the lighter variant said beside an unqualified name (OWLv2 large → base/16)
    alt_ratio: float | None = None  # how many times less compute the lighter variant takes
    read_gb: float | None = None  # GB read from memory an item beyond the compute (an OCR VLM's batched decode)
    series: bool = False  # counted in time series (Prophet: core-seconds a series), not images


OWL_BASE = vit_gflops(86e6, 3600, 12, 768)
OWL_LARGE = vit_gflops(303e6, 5184, 24, 1024)
LAYOUTLMV3_PARAMS, LAYOUTLMV3_TOKENS = 133e6, 709
EVO2_WINDOW = 8192  # nucleotides = tokens, the base checkpoints' context (module docstring)
EVO2_SRC = ("2 × params × 8,192 tokens × 2 passes (reference and alternative), params by the checkpoint's name "
            "(huggingface.co/arcinstitute/evo2_40b_base, read 2026-12-05)")
OCR_SRC = "PaddleOCR docs, PP-OCRv5 inference performance (Tesla V100 / Xeon Gold 6271C)"

COMPUTE: dict[str, ItemCompute] = {
    "owlv2": ItemCompute("owlv2", "OWLv2 large/14", "1008 × 1008", "Minderer et al. 2023 (arXiv:2306.09683); ViT "
                         "FLOPs from the config (google/owlv2-large-patch14-ensemble config.json)", gflops=OWL_LARGE,
                         alt_name="OWLv2 base/16", alt_ratio=OWL_LARGE / OWL_BASE),
    "owlv2-base": ItemCompute("owlv2-base", "OWLv2 base/16", "960 × 960", "Minderer et al. 2023 (arXiv:2306.09683); "
                              "ViT FLOPs from the config (google/owlv2-base-patch16 config.json)", gflops=OWL_BASE),
    "uni": ItemCompute("uni", "UNI (ViT-L/16)", "224 × 224 tile", "ViT-L/16, Dosovitskiy et al. 2021",
                       gflops=vit_gflops(303e6, 197, 24, 1024)),
    "layoutlmv3": ItemCompute("layoutlmv3", "LayoutLMv3-base", "512 words + 197 patches a page",
                              "133 M parameters, arXiv:2204.08387",
                              gflops=2 * LAYOUTLMV3_PARAMS * LAYOUTLMV3_TOKENS / 1e9,
                              train_gflops=6 * LAYOUTLMV3_PARAMS * LAYOUTLMV3_TOKENS / 1e9),
    "ppocr": ItemCompute("ppocr", "PP-OCRv5 server", "a scanned page", OCR_SRC, measured_s=0.74 * 0.3439,
                         measured_on="V100 SXM2 32GB", cpu_core_s=4.34 * 9.9024),
    "ppocr-mobile": ItemCompute("ppocr-mobile", "PP-OCRv5 mobile", "a scanned page", OCR_SRC,
                                measured_s=0.62 * 0.1742, measured_on="V100 SXM2 32GB", cpu_core_s=1.75 * 9.6589),
    "campp": ItemCompute("campp", "CAM++", "a second of audio", "arXiv:2303.00332 (RTF 0.013 on one CPU thread; from "
                         "memory, re-check)", cpu_core_s=0.013, per_audio_s=True),
    "evo2": ItemCompute("evo2", "Evo 2 40B", "an 8,192-nucleotide window, reference and alternative", EVO2_SRC,
                        gflops=2 * 40e9 * EVO2_WINDOW * 2 / 1e9, alt_name="Evo 2 7B", alt_ratio=40 / 7),
    "evo2-7b": ItemCompute("evo2-7b", "Evo 2 7B", "an 8,192-nucleotide window, reference and alternative", EVO2_SRC,
                           gflops=2 * 7e9 * EVO2_WINDOW * 2 / 1e9),
    # 500 series in 12.53 min in one process (tools.solver_jobs docstring): 12.53 × 60 ÷ 500 = 1.5 core-s a series
    "prophet": ItemCompute("prophet", "Prophet", "one series fitted and forecast (a year of daily points, 90 days "
                           "ahead)", "Aravena Gamboa 2018, medium.com/spikelab \"Forecasting multiple time-series "
                           "using Prophet in parallel\": 500 series in 12.53 min, one process", cpu_core_s=12.53 * 60 / 500,
                           series=True),
    "birefnet": ItemCompute("birefnet", "BiRefNet (Swin-L)", "1024 × 1024", "github.com/ZhengPeng7/BiRefNet issue #11",
                            measured_s=1 / 5.05, measured_on="A100 80GB SXM"),
}
COMPUTE.update({k: ItemCompute(k, **v) for k, v in MEDIA_ITEMS.items()})  # detectors, Tesseract (tools.media_models)
COMPUTE.update({k: ItemCompute(k, **v) for k, v in KIND_REFERENCE_ITEMS.items()})  # unheld kinds (tools.kind_reference)


def compute_for(key: str, text: str = "") -> ItemCompute | None:
    """The compute row of a tools.nonllm_jobs family key, the variant the text names: OWLv2 "base" → base/16 (else
    large/14); PP-OCR "mobile" → the mobile models (else server)."""
    low = (text or "").lower()
    if key == "owlv2" and "base" in low:
        return COMPUTE["owlv2-base"]
    if key == "ppocr" and "mobile" in low:
        return COMPUTE["ppocr-mobile"]
    if key == "rife" and "720" in low:  # RIFE's published figure is at 720p (else sized at 1080p)
        return COMPUTE["rife-720p"]
    return COMPUTE.get(key)


def diffusion_compute(key: str, name: str, steps: int, ensemble: int, size: tuple[int, int]) -> ItemCompute:
    """A diffusion image model's row at the steps, ensemble and processing size the job runs (tools.kind_reference):
    Marigold at 4 × 1 on a 768 × 432 frame = 0.178 s on the A100."""
    return ItemCompute(key, **diffusion_item(name, steps, ensemble, *size))


def ocr_compute(key: str, name: str, tokens: int, scale: float = 1.0) -> ItemCompute:
    """An OCR VLM's row at the tokens a page the job writes (tools.kind_reference): GOT-OCR2.0 at 800 = 931 GFLOP and
    67.7 GB read a page."""
    return ItemCompute(key, **ocr_item(name, scale, tokens))


def seconds_on_card(c: ItemCompute, fp16_tflops: float, ref_tflops: float | None = None, *, train: bool = False,
                    bandwidth_gb_s: float | None = None) -> float | None:
    """GPU-seconds an item on a card of `fp16_tflops` dense FP16 peak: FLOPs ÷ (peak × SMALL_BATCH_UTIL), + the GB an
    item reads ÷ the card's bandwidth where the row holds them (None without the bandwidth); a measured time × (the
    measured card's peak ÷ this card's), never below the measured time. OWLv2 large on an RTX 4090 (165.2): 5,783e9 ÷
    (165.2e12 × 0.4) = 87.5 ms; PP-OCRv5 server on an L4 (121) from the V100 (125): 0.254 × 125 ÷ 121 = 0.263 s; on an
    H100: 0.254 s (no faster); GOT-OCR2.0 on an L4 (121, 300 GB/s): 931e9 ÷ (121e12 × 0.4) + 67.7 ÷ 300 = 0.245 s."""
    f = c.train_gflops if train else c.gflops
    if fp16_tflops <= 0:
        return None
    if f is not None:
        secs = f * 1e9 / (fp16_tflops * 1e12 * SMALL_BATCH_UTIL)
        if c.read_gb is None:
            return secs
        return secs + c.read_gb / bandwidth_gb_s if bandwidth_gb_s else None
    if c.measured_s is None or not ref_tflops:
        return None
    return c.measured_s * max(1.0, ref_tflops / fp16_tflops)


def cpu_core_seconds(c: ItemCompute, audio_s: float | None = None) -> float | None:
    """CPU core-seconds an item: the published figure, × the seconds of audio for a per-second rate (CAM++: 10 s ×
    0.013 = 0.13 core-s a call)."""
    if c.cpu_core_s is None:
        return None
    if c.per_audio_s:
        return c.cpu_core_s * audio_s if audio_s else None
    return c.cpu_core_s


@dataclass(frozen=True)
class ItemPlan:
    """`items` × `seconds_each` = `hours` (GPU- or core-hours); `units` cards or cores to finish in `window_h`;
    `cost` of the hours at `price` an hour (a day's when `daily`), `month` a month of such days."""
    items: float
    seconds_each: float
    hours: float
    window_h: float | None
    units: int | None
    cost: float | None
    month: float | None


def item_plan(items: float, seconds_each: float, window_h: float | None, price: float | None = None,
              daily: bool = False) -> ItemPlan:
    """The work: 2,000,000 images × 87.5 ms ÷ 3,600 = 48.6 GPU-h; in 48 h → 2 cards; at $0.40 an hour $19.4. A daily
    load's window is 24 h and its month DAYS_PER_MONTH of its days."""
    from tools.constants import DAYS_PER_MONTH

    hours = items * seconds_each / 3600
    window = 24.0 if daily else window_h
    units = max(1, math.ceil(hours / window - 1e-9)) if window else None
    cost = hours * price if price is not None else None
    return ItemPlan(items, seconds_each, hours, window, units, cost,
                    cost * DAYS_PER_MONTH if cost is not None and daily else None)


def monthly_plan(items: float, seconds_each: float, price: float | None = None) -> ItemPlan:
    """A flow said a month (500,000 pages a month): GPU-hours a month, the cards that carry it (⌈hours ÷ 730⌉), the
    cost of those hours alone, and `month` the cards held all month (tools.constants.HOURS_PER_MONTH): 500,000 × 0.245 s
    ÷ 3,600 = 34 GPU-hours → 1 card; at $0.49 an hour $16.7 of hours, $357.70 held all month."""
    from tools.constants import HOURS_PER_MONTH

    hours = items * seconds_each / 3600
    units = max(1, math.ceil(hours / HOURS_PER_MONTH - 1e-9))
    cost = hours * price if price is not None else None
    return ItemPlan(items, seconds_each, hours, float(HOURS_PER_MONTH), units, cost,
                    units * price * HOURS_PER_MONTH if price is not None else None)


def oversize(proposed: int, window_h: float, hours_on_proposed: float) -> float | None:
    """How many times the job the proposed cards' hours in the window are: 8 A800s over 48 h against 25.7 A800-hours
    of work = 384 ÷ 25.7 = 14.9×; None without work or window."""
    if hours_on_proposed <= 0 or window_h <= 0 or proposed <= 0:
        return None
    return proposed * window_h / hours_on_proposed


def cores_for(core_hours: float, window_h: float) -> float:
    """CPU cores busy through the window: 0.72 core-hours a day ÷ 24 h = 0.03 cores (any server's spare capacity)."""
    return core_hours / window_h if window_h > 0 else 0.0


def days_hours(days: float) -> float:
    """A window of `days` in hours: a weekend's 2 days = 48 h, a week 168 h."""
    return days * 24.0


def epoch_items(items: float, epochs: int) -> float:
    """The items a fine-tune passes: 20,000 labelled pages × 10 epochs = 200,000."""
    return items * epochs


def speedup(seconds_here: float, seconds_there: float) -> float | None:
    """How many times faster a card is per item than another: 0.263 s on an L4 against 0.254 s on an H100 = 1.03×."""
    return seconds_here / seconds_there if seconds_there > 0 else None


def busy_share(hours: float, cards: int, window_h: float) -> float | None:
    """The share of the proposed cards' hours the job fills: 0.19 h on one card in 24 h = 0.8 %."""
    return 100.0 * hours / (cards * window_h) if cards > 0 and window_h > 0 else None


def per_thousand_hours(seconds_each: float) -> float:
    """GPU-hours a thousand items take: 1,000 tiles × 1.86 ms ÷ 3,600 = 0.52 GPU-minutes → 0.0005 h."""
    return 1000 * seconds_each / 3600


def same_class(memory_gb: float, asked_gb: float) -> bool:
    """A rented card in the asked card's class for a reference rent: at least half its memory (an RTX 5090's 32 GB:
    an RTX 4090's 24 GB yes, a T4's 16 GB yes, an 8 GB card no)."""
    return memory_gb >= asked_gb / 2


def cards_with_headroom(hours: float, window_h: float) -> int:
    """Cards so none is busy over MAX_BUSY of the window (module docstring): 707 h in 720 h → ⌈707 ÷ 576⌉ = 2."""
    return max(1, math.ceil(hours / (window_h * MAX_BUSY) - 1e-9)) if window_h > 0 else 0


def raster_core_hours(pages: float, window_h: float | None) -> tuple[float, float, float | None, float | None]:
    """(core-hours low, high, cores busy low, high over the window) to render scanned PDF pages at 300 dpi (module
    docstring): 10 M pages → 556–1,389 core-hours, 0.77–1.93 cores over 720 h."""
    lo, hi = (pages * s / 3600 for s in RASTER_CORE_S)
    return lo, hi, (lo / window_h if window_h else None), (hi / window_h if window_h else None)
