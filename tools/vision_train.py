"""Training a vision model (detection, classification, 3D medical segmentation) sized from its published FLOPs or its
published epoch times: the card class, the job's GPU-hours, the cheapest machine and its cost, the host that keeps the
card fed, and the on-site option — a provisional answer with its assumptions said, never "not sized here".

Why: "fine tune YOLO11m on ~60k labelled images at 640px for 150 epochs, what gpu and how much?" got "Not sized here"
and a question about the input size it was told; "用 nnU-Net 訓練肝臟腫瘤 CT 分割，800 例，5-fold" was read as a 70B LLM's
inference. An expert answers "one 24 GB card, ≈ 6–17 GPU-h, $2–60" and "5 folds × 12–48 h, a 1–2 card workstation".

Detection and classification (images × epochs × training FLOPs an image ÷ the card's achieved FLOP/s):
- Forward FLOPs an image at the publisher's input size (`MODELS`, FLOPs = 2 × multiply-adds):
  YOLO11 n/s/m/l/x 6.5 / 21.5 / 68.0 / 86.9 / 194.9 GFLOPs at 640 px, 2.6 / 9.4 / 20.1 / 25.3 / 56.9 M parameters
  (docs.ultralytics.com/models/yolo11, detection table); YOLOv8 n/s/m/l/x 8.7 / 28.6 / 78.9 / 165.2 / 257.8 GFLOPs,
  3.2 / 11.2 / 25.9 / 43.7 / 68.2 M (docs.ultralytics.com/models/yolov8). Ultralytics' GFLOPs are thop's
  multiply-adds × 2 (ultralytics/utils/torch_utils.py get_flops). RT-DETR R18/R34/R50/R101 60 / 92 / 136 / 259 GFLOPs
  at 640, 20 / 31 / 42 / 76 M (Lv et al. 2023, arXiv:2304.08069; github.com/lyuwenyu/RT-DETR rtdetr_paddle README,
  model zoo on COCO, as published). ResNet-50 4.09 G
  multiply-adds at 224 px = 8.18 GFLOPs, 25.6 M (pytorch.org/vision model table, ResNet50_Weights.IMAGENET1K_V1).
- Another input size scales the FLOPs by (size ÷ the table's size)² (a convolutional network's work is per pixel).
- Training ≈ 3 × the forward pass (the backward pass ≈ 2 × the forward: Kaplan et al. 2020, arXiv:2001.08361 §2.1,
  2 FLOP a parameter forward and 4 backward).
- Achieved throughput `UTILISATION` = 0.20 of the card's dense FP16 tensor peak (tools.speed.peak_tflops): assumed,
  measure on a pilot (one epoch's time in the training log). Small convolutions, mosaic augmentation on the CPU and
  the loss's assignment keep detection training far below an LLM's MFU. At 0.20, YOLO11m at 640 px runs ≈ 162
  images/s on an RTX 4090 (165.2 TFLOPS) and ≈ 306 on an A100 (312).
- Where a detector family publishes a training time, its measured speed replaces the flat 20 % (`MEASURED_TRAIN`,
  `measured_util`): the seconds an image-iteration takes on the stated card, as the share of that card's dense FP16
  peak it keeps (3 × forward FLOPs ÷ seconds ÷ peak), carried to the other cards by their peaks as before.
  - YOLO (YOLO11 / YOLOv8 sized on the YOLOv5 row nearest in forward GFLOPs): "Training times for YOLOv5n/s/m/l/x are
    1/2/4/6/8 days on a V100 GPU … Batch sizes shown for V100-16GB", 300 epochs of COCO train2017 (118,287 images;
    github.com/ultralytics/yolov5 README, "Training"; FLOPs@640 4.5 / 16.5 / 49.0 / 109.1 / 205.7 B, its checkpoint
    table). A V100 SXM2 16 GB (AWS p3) is 125 TFLOPS dense FP16. An image-iteration: days × 86,400 ÷ (118,287 × 300) =
    2.43 / 4.87 / 9.74 / 14.61 / 19.48 ms → 3 × 49.0e9 ÷ 9.74 ms = 15.1 TFLOP/s = 12.1 % of the V100 for the m
    (n 4.4 %, s 8.1 %, l 17.9 %, x 25.3 %): small models are held by the data loader, not the tensor cores.
  - DETR family (RT-DETR / RT-DETRv2, D-FINE, RF-DETR): the DEIM maintainers (2025-06-13, in
    github.com/Intellindust-AI-Lab/DEIM issue #100): an L-size RT-DETR-architecture detector (D-FINE-L, 91.0 GFLOPs at
    640) trains one COCO epoch in about an hour on one RTX 4090 → 3,600 s ÷ 118,287 = 30.4 ms an image-iteration =
    3 × 91.0e9 ÷ 30.4 ms = 9.0 TFLOP/s = 5.4 % of the 4090's 165.2 TFLOPS: the Hungarian matching, deformable
    attention and the per-query losses are far from matmul-bound.
  By hand (an expert's figure: 21.6 M image-iterations of D-FINE-L on an L40S, 362 TFLOPS): 21.6e6 × 273e9 ÷ (362e12 ×
  0.054) ≈ 300,000 s ≈ 83 h, inside the expert's 40–100 GPU-h (the flat 20 % said ≈ 23 h); YOLO11m, 60,000 × 150 on
  an RTX 4090 at YOLOv5m's 12.1 %: 1.836e18 ÷ (165.2e12 × 0.121) ≈ 25.5 h (the flat 20 % said 15.4).
- Default epochs when none said: Ultralytics 100 (docs.ultralytics.com/modes/train, `epochs`); RT-DETR 72 (the
  model zoo's "6x" schedule, 6 × 12 epochs); ResNet-50 90 (torchvision's classification reference recipe).
- Memory: Ultralytics' default batch 16 at 640 px (docs.ultralytics.com/modes/train, `batch`; `batch=-1` AutoBatch
  fits it to 60 % of the card): `DETECT_CARD_GB` = 16 GB is assumed enough for the defaults (a 24 GB card has room);
  host: `workers` = 8 dataloader processes a GPU (the same page), and `cache=ram` needs images × size² × 3 bytes.
- A machine of n cards runs one job data parallel (Ultralytics DDP, `device=0,1,…`), credited linearly (assumed).

nnU-Net (its own fixed schedule, from its published epoch times):
- Every configuration trains `NNUNET_EPOCHS` = 1,000 epochs of 250 iterations whatever the number of cases
  (nnunetv2/training/nnUNetTrainer/nnUNetTrainer.py: num_epochs 1000, num_iterations_per_epoch 250), so the case
  count changes preprocessing and disk, not the training time.
- Epoch seconds measured by its authors on the Medical Segmentation Decathlon's Task003_Liver (CT liver and tumour),
  PyTorch 1.7.1, cuDNN 8.1 (MIC-DKFZ/nnUNet documentation/expected_epoch_times.md): 3d_fullres 44.48 s on an A100
  40 GB (DGX A100), 87.19 on a V100 PCIe 32 GB, 85.18 on a Quadro RTX 6000, 106.76 on an RTX 2080 Ti; 2d 39.71 /
  69.65 / 72.29 / 92.54. A card not measured is credited the time of the fastest measured card whose dense FP16 peak
  is no higher than its own (a lower bound: never faster than a measured card it outruns on paper), below the slowest
  measured card scaled by the FP16 peak ratio. A 3d_fullres fold on an A100 is 44.48 × 1,000 s = 12.4 h.
- Folds are independent runs, one a card: n cards run n folds at once (no interconnect needed). `DEFAULT_FOLDS` = 5,
  nnU-Net's cross-validation (documentation/how_to_use_nnunet.md: train all five folds to pick the configuration).
- Memory: the default plans target a ≥ 10 GB card (documentation/installation_instructions.md: "at least 10 GB",
  RTX 2080 Ti and up): `NNUNET_CARD_GB` = 10.
- Host: "at least 32 GB of RAM, 6 CPU cores (12 threads) … scale linearly with the number of GPUs", 12 augmentation
  processes by default, 32 recommended for an A100 (`nnUNet_n_proc_DA`, expected_epoch_times.md): augmentation is
  on the CPU, and a starved GPU idles.

Vision Transformers (DINOv2, DINOv3: a classifier fine-tuned on the backbone, every weight trained when a full
fine-tune is asked, "全部微調 / 全参"): a ViT's work is its parameters over its patch tokens, 2 × params × tokens a
forward pass (Kaplan et al. 2020 §2.1; the attention over ≈ 200–260 tokens is small beside it and left out):
- DINOv2 (github.com/facebookresearch/dinov2 README, pretrained backbones table): ViT-S/14 21 M, ViT-B/14 86 M, ViT-L/14
  300 M, ViT-g/14 1,100 M, patch 14 → at 224 px 16 × 16 = 256 patches + 1 class token = 257 tokens (DINOv3's model
  card: "1 + 4 + 256 = 261 tokens" with the 4 registers of the -reg variants). ViT-L/14: 2 × 300e6 × 257 = 154 GFLOP,
  beside OpenCLIP's profiled 162 GFLOP for its ViT-L/14 image tower (tools.vision_batch). Apache-2.0.
- DINOv3 (github.com/facebookresearch/dinov3 README, model table; MODEL_CARD.md): ViT-S/16 21 M, ViT-S+/16 29 M, ViT-B/16
  86 M, ViT-L/16 300 M, ViT-H+/16 840 M, ViT-7B/16 6,716 M, patch 16 → at 224 px "1 class token + 4 register tokens + 196
  patch tokens = 201 tokens" (MODEL_CARD.md). ViT-7B: 2 × 6.716e9 × 201 = 2.70 TFLOP a forward pass. Its weights are
  under Meta's own DINOv3 License (the repo's LICENSE.md), not Apache-2.0: the answer says to read it.
- Achieved throughput `VIT_UTILISATION` = 0.40 of the dense FP16 peak (a ViT at a large batch is matmul-bound, as an
  LLM's training MFU): assumed, measure one epoch on a pilot.
- Memory of a full fine-tune: AdamW in mixed precision keeps 16 bytes a parameter (ZeRO, arXiv:1910.02054 §3.1,
  tools.embedding.TRAIN_BYTES_PER_PARAM), sharded over one machine's cards (FSDP / ZeRO-3) when one card cannot hold
  them; the states may fill `VIT_STATES_SHARE` = 0.6 of a card, the rest left to activations (assumed, with activation
  checkpointing at a large batch): ViT-7B's 107 GB of states need ≥ 3 × 80 GB cards, never one.
- Named ViT backbones of a domain (`NAMED_VITS`, one row each, a row not a code branch): RETFound (Zhou et al., Nature
  2023; github.com/rmaphoh/RETFound_MAE models_vit.py `vit_large_patch16`: patch 16, width 1,024, depth 24, 16 heads)
  is a ViT-Large/16 pre-trained with MAE on 1.6 M retinal images: 307 M parameters (Dosovitskiy et al. 2021,
  arXiv:2010.11929 Table 1, ViT-Large), at 224 px 14 × 14 = 196 patches + 1 class token = 197 tokens → 2 × 307e6 ×
  197 = 121 GFLOP a forward pass (≈ 61 G multiply-adds). Its weights are CC BY-NC 4.0 (the licence table,
  catalog/data/licences.json, job "retfound"): the answer says it. By hand, 50,000 fundus photos × 30 epochs × 3 ×
  121 GFLOP = 5.4e17 FLOP; an RTX 5090 (209.5 TFLOPS dense FP16) at 40 % → 6,500 s ≈ 1.8 h; an H100 SXM (989.4) →
  0.4 h; the states 307 M × 16 B = 4.9 GB fit either card.
- Two cards named to choose between ("buy an H100 server or one RTX 5090?"): `card_choice` gives the job's hours on
  each and, where each holds the model states on one card, the smaller card (the lower dense FP16 peak) as enough
  when it finishes within `ENOUGH_HOURS` (a working day, or the deadline said): the bigger card buys only hours.

Two-tower CLIPs fine-tuned contrastively on image-text pairs (`CLIPS`: every weight of both towers trained, a
"ViT" row with its text tower beside it): a pair's forward pass is 2 × (image params × image tokens + text params ×
text tokens), training 3 × that (6 × params × tokens, Kaplan et al. 2020 §2.1), at `VIT_UTILISATION`.
- Chinese-CLIP (github.com/OFA-Sys/Chinese-CLIP README, model card): ViT-B/16 86 M + RoBERTa-wwm-Base 102 M; ViT-L/14
  304 M + 102 M (406 M); ViT-L/14@336px the same towers at 336 px (24 × 24 + 1 = 577 image tokens); ViT-H/14 632 M +
  RoBERTa-wwm-Large 326 M (958 M); text context 52 tokens (its fine-tune scripts' context-length). MIT.
- OpenAI CLIP (Radford et al. 2021, arXiv:2103.00020, Tables 19–20): ViT-B/32 88 M + 63 M text (50 image tokens),
  ViT-B/16 86 M + 63 M, ViT-L/14 304 M + 123 M; text context 77.
- By hand, Chinese-CLIP ViT-L/14 on 10 M pairs × 3 epochs at 224 px: 2 × (304e6 × 257 + 102e6 × 52) = 166.9 GFLOP a
  pair forward, × 3 = 500.6 GFLOP trained, × 3e7 pairs = 1.50e19 FLOP; an A800 / A100 (312 TFLOPS) at 40 % = 124.8
  TFLOP/s → 1.2e5 s ≈ 33 card-hours, ≈ 4.2 h on 8 cards: tens of card-hours, never a month of 8 cards (5,840).
- Data loading (`clip_loader`): each card consumes ≈ 250 pairs/s (A800), each a JPEG decoded, cropped and resized on
  the CPU at `DECODE_PER_CORE` = 100 a core a second (assumed: Pillow on a ≈ 800 px product photo; measure the
  dataloader alone) → ≈ 3 cores a GPU, ≈ 20 for 8 cards, else DALI's GPU decode; the images on local NVMe at
  `JPEG_KB` = 150 KB each (assumed): 10 M → 1.5 TB.

On site (the data must stay in the building or the country): the job on `BUY_CARDS` × `BUY_CARD` (RTX 5090, 32 GB,
the current consumer card with the most memory; two cards run two folds at once) with the host above; no purchase
price is held here (tools.buy_or_rent: never a guessed street price), so the budget said is the bound.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from math import ceil

from tools.batch_filters import ICONS, STATUS_CODES, Load, budget_msg, constraint_msgs, row_filter
from tools.constants import JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.embedding import EmbeddingRow, _row, _usable
from tools.licence import job_licence
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload
from tools.speed import SpeedUnknown, peak_tflops
from tools.wording import duration

UTILISATION = 0.20
VIT_UTILISATION = 0.40  # a ViT fine-tune's share of the dense FP16 peak: assumed (module docstring)
VIT_STATES_SHARE = 0.6  # the share of a card a full fine-tune's sharded model states may fill: assumed
TRAIN_BYTES_PER_PARAM = 16  # AdamW mixed precision (ZeRO, arXiv:1910.02054 §3.1)
TRAIN_PER_FORWARD = 3.0
DETECT_CARD_GB = 16.0
NNUNET_CARD_GB = 10.0
NNUNET_EPOCHS = 1000
DEFAULT_FOLDS = 5
ULTRALYTICS_WORKERS = 8
ULTRALYTICS_BATCH = 16
NNUNET_THREADS = 12  # augmentation processes a GPU (nnUNet_n_proc_DA default)
NNUNET_THREADS_FAST = 32  # recommended for an A100
NNUNET_RAM_GB = 32.0  # a GPU's host memory, at least
BUY_CARD = "RTX 5090"
BUY_CARDS = 2
TOP_ROWS = 3
ULTRA = "docs.ultralytics.com (model table; modes/train)"
NNUNET_SOURCE = "github.com/MIC-DKFZ/nnUNet documentation/expected_epoch_times.md (Task003_Liver)"
# epoch seconds (3d_fullres, 2d) on Task003_Liver (module docstring), catalog names of the measured cards
NNUNET_EPOCH_S: dict[str, dict[str, float]] = {
    "3d_fullres": {"A100 40GB SXM": 44.48, "V100 PCIe 32GB": 87.19, "Quadro RTX 6000": 85.18, "RTX 2080 Ti": 106.76},
    "2d": {"A100 40GB SXM": 39.71, "V100 PCIe 32GB": 69.65, "Quadro RTX 6000": 72.29, "RTX 2080 Ti": 92.54},
}


@dataclass(frozen=True)
class VisionModel:
    key: str
    name: str
    kind: str  # detection | classification | segmentation3d
    gflops: float  # forward FLOPs an image at `size` px (0 for nnU-Net: sized from epoch times)
    size: int
    params: float
    epochs: int  # the publisher's default schedule
    source: str
    licence: str = ""  # "agpl": Ultralytics' AGPL-3.0 (the licence lead says it); "dinov3": Meta's DINOv3 License
    util: float = UTILISATION  # the share of the dense FP16 peak its training keeps (assumed)
    tokens: int = 0  # a ViT's tokens at `size` (patches + class and register tokens); 0 for a CNN
    samples: float = 0.0  # the publisher's schedule as iterations × batch (tools.seg_train); 0: `epochs` is it
    text_params: float = 0.0  # a two-tower CLIP's text tower (its image tower is `params` − this); 0 for one tower
    text_tokens: int = 0  # the text tower's context length a pair


def clip_gflops(image_params: float, image_tokens: int, text_params: float, text_tokens: int) -> float:
    """A two-tower CLIP's forward GFLOPs an image-text pair: 2 × (image params × image tokens + text params × text
    tokens) (module docstring). Chinese-CLIP ViT-L/14: 2 × (304e6 × 257 + 102e6 × 52) = 166.9 GFLOP."""
    return 2 * (image_params * image_tokens + text_params * text_tokens) / 1e9


def vit_gflops(params: float, tokens: int) -> float:
    """A ViT's forward GFLOPs: 2 × params × tokens (module docstring). DINOv2 ViT-L/14 at 224 px: 2 × 300e6 × 257 =
    154.2 GFLOP; DINOv3 ViT-7B/16: 2 × 6.716e9 × 201 = 2,699.8 GFLOP."""
    return 2 * params * tokens / 1e9


RETFOUND_SOURCE = ("github.com/rmaphoh/RETFound_MAE models_vit.py (vit_large_patch16); ViT-Large 307 M params, "
                   "arXiv:2010.11929 Table 1; patch 16: 197 tokens at 224 px")
ENOUGH_HOURS = 8.0  # a working day: a card that finishes the job within it is enough (assumed; the deadline replaces it)
DINOV2_SOURCE = "github.com/facebookresearch/dinov2 README (backbones table; patch 14: 257 tokens at 224 px)"
DINOV3_SOURCE = ("github.com/facebookresearch/dinov3 README (model table) and MODEL_CARD.md (patch 16: 1 + 4 registers + "
                 "196 = 201 tokens at 224 px)")


def _vit(key: str, name: str, params_m: float, tokens: int, src: str, lic: str = "") -> VisionModel:
    return VisionModel(key, name, "vit", vit_gflops(params_m * 1e6, tokens), 224, params_m * 1e6, 30, src, lic,
                       VIT_UTILISATION, tokens)


def _family(prefix: str, name: str, table: dict[str, tuple[float, float]], epochs: int, src: str,
            lic: str = "") -> dict[str, VisionModel]:
    return {f"{prefix}{s}": VisionModel(f"{prefix}{s}", f"{name}{s.upper() if s[0] == 'r' else s}", "detection", fl,
                                        640, p * 1e6, epochs, src, lic)
            for s, (p, fl) in table.items()}


CN_CLIP_SOURCE = ("github.com/OFA-Sys/Chinese-CLIP README (model card: image / text tower parameters; context-length 52 in "
                  "its fine-tune scripts)")
OPENAI_CLIP_SOURCE = "Radford et al. 2021, arXiv:2103.00020 (Table 19/20: tower widths and depths; text context 77)"
CN_CLIP_TEXT_TOKENS = 52
OPENAI_CLIP_TEXT_TOKENS = 77


def _clip(key: str, name: str, image_m: float, patch: int, size: int, text_m: float, text_tokens: int,
          src: str) -> VisionModel:
    tokens = (size // patch) ** 2 + 1  # patches + the class token (ViT-L/14 at 224: 16 × 16 + 1 = 257)
    return VisionModel(key, name, "vit", clip_gflops(image_m * 1e6, tokens, text_m * 1e6, text_tokens), size,
                       (image_m + text_m) * 1e6, 3, src, "", VIT_UTILISATION, tokens, 0.0, text_m * 1e6, text_tokens)


# two-tower CLIPs fine-tuned contrastively on image-text pairs (module docstring): key → row
CLIPS: dict[str, VisionModel] = {
    "cn-clip-b16": _clip("cn-clip-b16", "Chinese-CLIP ViT-B/16", 86, 16, 224, 102, CN_CLIP_TEXT_TOKENS, CN_CLIP_SOURCE),
    "cn-clip-l14": _clip("cn-clip-l14", "Chinese-CLIP ViT-L/14", 304, 14, 224, 102, CN_CLIP_TEXT_TOKENS, CN_CLIP_SOURCE),
    "cn-clip-l14-336": _clip("cn-clip-l14-336", "Chinese-CLIP ViT-L/14@336px", 304, 14, 336, 102, CN_CLIP_TEXT_TOKENS,
                             CN_CLIP_SOURCE),
    "cn-clip-h14": _clip("cn-clip-h14", "Chinese-CLIP ViT-H/14", 632, 14, 224, 326, CN_CLIP_TEXT_TOKENS, CN_CLIP_SOURCE),
    "clip-b32": _clip("clip-b32", "CLIP ViT-B/32", 88, 32, 224, 63, OPENAI_CLIP_TEXT_TOKENS, OPENAI_CLIP_SOURCE),
    "clip-b16": _clip("clip-b16", "CLIP ViT-B/16", 86, 16, 224, 63, OPENAI_CLIP_TEXT_TOKENS, OPENAI_CLIP_SOURCE),
    "clip-l14": _clip("clip-l14", "CLIP ViT-L/14", 304, 14, 224, 123, OPENAI_CLIP_TEXT_TOKENS, OPENAI_CLIP_SOURCE),
}

# named domain ViT backbones (module docstring): key → row; the licence is the licence table's row of that key
NAMED_VITS: dict[str, VisionModel] = {
    "retfound": _vit("retfound", "RETFound (ViT-L/16, MAE)", 307, 197, RETFOUND_SOURCE, "table"),
}

# Plain ViTs (Dosovitskiy et al. 2021, arXiv:2010.11929 Table 1: ViT-Base 86 M, ViT-Large 307 M, ViT-Huge 632 M; B and L
# at patch 16 → 196 + 1 = 197 tokens at 224 px, H at patch 14 → 256 + 1 = 257): a supervised fine-tune of the named size.
VIT_SOURCE = "Dosovitskiy et al. 2021, arXiv:2010.11929 Table 1 (ViT-B 86 M, ViT-L 307 M, ViT-H 632 M)"
PLAIN_VITS: dict[str, VisionModel] = {
    f"vit-{s}": _vit(f"vit-{s}", f"ViT-{s.upper()}/{patch}", p, tokens, VIT_SOURCE)
    for s, p, patch, tokens in (("b", 86, 16, 197), ("l", 307, 16, 197), ("h", 632, 14, 257))}
# MAE pre-training (He et al. 2022, "Masked Autoencoders Are Scalable Vision Learners", arXiv:2111.06377): the encoder
# sees only the visible quarter of the patches (mask ratio 75 %, the paper's default) and a light decoder (8 blocks of
# width 512, its default) all of them: 8 × 12 × 512² = 25.2 M decoder parameters. A forward pass is 2 × (encoder params
# × visible tokens + decoder params × all tokens): ViT-L/16 at 224 px, 49 visible + 1 class = 50 and 197 tokens →
# 2 × (307e6 × 50 + 25.2e6 × 197) = 40.6 GFLOP, a quarter of a plain ViT-L's 121. Its schedule: 800 epochs, the
# paper's ablation default (1,600 its longest).
MAE_MASK_KEEP = 0.25
MAE_DECODER_PARAMS = 8 * 12 * 512 ** 2
MAE_EPOCHS = 800
MAE_SOURCE = ("He et al. 2022, arXiv:2111.06377 (MAE: mask ratio 75 %, decoder 8 blocks × 512, 800 epochs); ViT sizes "
              "from arXiv:2010.11929 Table 1")


def mae_args(m: VisionModel) -> dict[str, float]:
    """An MAE row's figures for the answer's "How" line (encoder and decoder parameters, visible and all tokens); empty
    for any other row."""
    if not m.key.startswith("mae-"):
        return {}
    enc = m.params - MAE_DECODER_PARAMS
    patches = m.tokens - 1
    return {"mae_enc": enc / 1e6, "mae_dec": MAE_DECODER_PARAMS / 1e6, "mae_visible": round(patches * MAE_MASK_KEEP) + 1}


def mae_gflops(params: float, patches: int) -> float:
    """An MAE pre-training step's forward GFLOPs an image: the encoder over the visible patches and the class token,
    the decoder over every patch and the class token (comment above). ViT-L/16: 40.6 GFLOP."""
    visible = round(patches * MAE_MASK_KEEP) + 1
    return 2 * (params * visible + MAE_DECODER_PARAMS * (patches + 1)) / 1e9


MAE_VITS: dict[str, VisionModel] = {
    f"mae-vit-{s}": replace(_vit(f"mae-vit-{s}", f"MAE ViT-{s.upper()}/{patch} pre-training", p, patches + 1,
                                 MAE_SOURCE), gflops=mae_gflops(p * 1e6, patches),
                            params=p * 1e6 + MAE_DECODER_PARAMS, epochs=MAE_EPOCHS)
    for s, p, patch, patches in (("b", 86, 16, 196), ("l", 307, 16, 196), ("h", 632, 14, 256))}

MODELS: dict[str, VisionModel] = {
    **_family("yolo11", "YOLO11", {"n": (2.6, 6.5), "s": (9.4, 21.5), "m": (20.1, 68.0), "l": (25.3, 86.9),
                                   "x": (56.9, 194.9)}, 100, ULTRA, "agpl"),
    **_family("yolov8", "YOLOv8", {"n": (3.2, 8.7), "s": (11.2, 28.6), "m": (25.9, 78.9), "l": (43.7, 165.2),
                                   "x": (68.2, 257.8)}, 100, ULTRA, "agpl"),
    **_family("rtdetr-", "RT-DETR-", {"r18": (20, 60), "r34": (31, 92), "r50": (42, 136), "r101": (76, 259)}, 72,
              "Lv et al. 2023, arXiv:2304.08069; lyuwenyu/RT-DETR model zoo"),
    "resnet50": VisionModel("resnet50", "ResNet-50", "classification", 2 * 4.09, 224, 25.6e6, 90,
                            "pytorch.org/vision model table (4.09 G multiply-adds at 224 px)"),
    "nnunet": VisionModel("nnunet", "nnU-Net", "segmentation3d", 0.0, 0, 0.0, NNUNET_EPOCHS, NNUNET_SOURCE),
    **{f"dinov2-{s}": _vit(f"dinov2-{s}", f"DINOv2 ViT-{s.upper() if s != 'g' else 'g'}/14", p, 257, DINOV2_SOURCE)
       for s, p in (("s", 21), ("b", 86), ("l", 300), ("g", 1100))},
    **{f"dinov3-{s}": _vit(f"dinov3-{s}", f"DINOv3 ViT-{s.upper() if s != '7b' else '7B'}/16", p, 201, DINOV3_SOURCE,
                           "dinov3")
       for s, p in (("s", 21), ("s+", 29), ("b", 86), ("l", 300), ("h+", 840), ("7b", 6716))},
    **NAMED_VITS,
    **CLIPS,
    **PLAIN_VITS,
    **MAE_VITS,
}


COCO_TRAIN_IMAGES = 118_287  # COCO train2017, the schedules the measured training times are for
COCO_YOLO_EPOCHS = 300  # YOLOv5's published schedule (README "Training")
# forward GFLOPs at 640 px, days for 300 COCO epochs on one V100-16GB (github.com/ultralytics/yolov5 README)
YOLOV5_V100_DAYS: dict[str, tuple[float, float]] = {
    "n": (4.5, 1), "s": (16.5, 2), "m": (49.0, 4), "l": (109.1, 6), "x": (205.7, 8)}
YOLOV5_CARD = "V100 SXM2 16GB"
# an L-size DETR (D-FINE-L, 91.0 GFLOPs at 640): one COCO epoch ≈ 1 h on one RTX 4090 (module docstring)
DETR_MEASURE = (91.0, 3600.0 / COCO_TRAIN_IMAGES, "RTX 4090")
DETR_PREFIXES = ("rtdetr", "dfine", "rfdetr")
MEASURED_TRAIN = {"yolo": "github.com/ultralytics/yolov5 README (YOLOv5n/s/m/l/x 1/2/4/6/8 days, 300 COCO epochs, one "
                          "V100)",
                  "detr": "github.com/Intellindust-AI-Lab/DEIM issue #100 (L-size RT-DETR-architecture detector: one "
                          "COCO epoch ≈ 1 h on one RTX 4090)"}


def measured_util(m: VisionModel, gpus: dict[str, GPUSpec]) -> tuple[float, str, float, str] | None:
    """(share of the dense FP16 peak, MEASURED_TRAIN key, ms an image-iteration on the measured card, the card) from a
    published training time (module docstring); None for a model no measurement covers (ResNet, ViT, nnU-Net) or a
    measured card the catalog lacks. YOLO11m → YOLOv5m (49.0 GFLOPs, 4 days): 9.74 ms, 12.1 % of a V100's 125."""
    if m.key.startswith(("yolo11", "yolov8")):
        gfl, days = min(YOLOV5_V100_DAYS.values(), key=lambda r: abs(r[0] - m.gflops))
        key, card, sec = "yolo", YOLOV5_CARD, days * 86_400 / (COCO_TRAIN_IMAGES * COCO_YOLO_EPOCHS)
    elif m.key.startswith(DETR_PREFIXES):
        gfl, sec, card = DETR_MEASURE
        key = "detr"
    else:
        return None
    g = gpus.get(card)
    peak = _peak(g) if g is not None else None
    if not peak:
        return None
    return TRAIN_PER_FORWARD * gfl * 1e9 / sec / (peak * 1e12), key, sec * 1000, card


@dataclass(frozen=True)
class VisionJob:
    """What the message asks trained: the model, images (or cases), epochs, input size, folds, and which were said."""
    model: VisionModel
    images: float | None = None
    epochs: float | None = None
    size: int | None = None
    folds: int | None = None
    config: str = "3d_fullres"
    stand_in: bool = False  # no model named: sized on the kind's stand-in, said


@dataclass(frozen=True)
class VisionPlan:
    job: VisionJob
    epochs: float
    size: int
    folds: int
    flops: float  # detection/classification: the whole job's; nnU-Net: 0
    ref_hours: float  # one run (a fold for nnU-Net) on the reference card, start-up excluded
    ref_card: str
    rows: list[EmbeddingRow]
    currency: str
    filters: tuple[Msg, ...] = ()
    met: bool = True  # the first row meets the stated deadline (or none was stated)
    onsite: Msg | None = None
    unhurried: Msg | None = None  # the deadline passed over a cheaper, slower machine: it, said for a later date
    asked: Msg | None = None  # the provider asked about ("cheapest GPU on AWS?"): its own cheapest row
    deadline: float | None = None
    parallel: float | None = None  # nnU-Net: the folds on as many machines as the pick's at once, wall hours
    spot: bool = False  # spot allowed and held: the rows are priced at spot (a checkpointed training resumes)


def image_flops(m: VisionModel, size: int) -> float:
    """Training FLOPs an image: 3 × the forward GFLOPs × (size ÷ table size)² × 1e9 (YOLO11m at 640: 204 GFLOP)."""
    return TRAIN_PER_FORWARD * m.gflops * 1e9 * (size / m.size) ** 2


def job_flops(m: VisionModel, images: float, epochs: float, size: int) -> float:
    """images × epochs × training FLOPs an image (YOLO11m, 60,000 × 150 at 640: 9e6 × 2.04e11 = 1.836e18)."""
    return images * epochs * image_flops(m, size)


def _peak(g: GPUSpec) -> float | None:
    if g.vendor != "NVIDIA":
        return None
    try:
        return peak_tflops(g, "fp16", training=True) or None
    except SpeedUnknown:
        return None


def detect_hours(flops: float, g: GPUSpec, util: float = UTILISATION) -> float | None:
    """Hours on one card at `util` (UTILISATION; a ViT's VIT_UTILISATION) of its dense FP16 peak; None below
    DETECT_CARD_GB or without a peak."""
    peak = _peak(g)
    if peak is None or (g.memory_gb or 0) < DETECT_CARD_GB:
        return None
    return flops / (peak * 1e12 * util) / 3600


def states_gb(m: VisionModel) -> float:
    """A full fine-tune's model states in GB: 16 bytes a parameter (DINOv3 ViT-7B: 6.716e9 × 16 = 107.5 GB)."""
    return TRAIN_BYTES_PER_PARAM * m.params / 1e9


def cards_for_states(m: VisionModel, card_gb: float | None) -> int:
    """The cards one machine needs to hold a ViT's full fine-tune, its states sharded (FSDP / ZeRO-3) to at most
    VIT_STATES_SHARE of each card: ViT-7B on 80 GB cards: 107.5 ÷ (0.6 × 80 = 48) → 3; ViT-L: 4.8 GB → 1. A detector
    or nnU-Net: 1 (its floor is DETECT_CARD_GB / NNUNET_CARD_GB)."""
    if m.kind != "vit" or not card_gb:
        return 1
    return max(1, ceil(states_gb(m) / (VIT_STATES_SHARE * card_gb)))


def epoch_seconds(g: GPUSpec, gpus: dict[str, GPUSpec], config: str = "3d_fullres") -> tuple[float, bool] | None:
    """nnU-Net's epoch seconds on the card and whether it is credited from another card (module docstring)."""
    table = NNUNET_EPOCH_S.get(config, NNUNET_EPOCH_S["3d_fullres"])
    if g.name in table:
        return table[g.name], False
    peak = _peak(g)
    if peak is None or (g.memory_gb or 0) < NNUNET_CARD_GB:
        return None
    measured = [(p, s) for name, s in table.items() if name in gpus and (p := _peak(gpus[name]))]
    below = [s for p, s in measured if p <= peak]
    if below:
        return min(below), True
    slowest = min(measured, default=None)
    return (slowest[1] * slowest[0] / peak, True) if slowest else None


def fold_hours(g: GPUSpec, gpus: dict[str, GPUSpec], config: str = "3d_fullres") -> float | None:
    """One fold: NNUNET_EPOCHS × the epoch seconds (A100: 1,000 × 44.48 s = 12.4 h)."""
    got = epoch_seconds(g, gpus, config)
    return NNUNET_EPOCHS * got[0] / 3600 if got else None


def run_hours(p_job: VisionJob, flops: float, folds: int, g: GPUSpec, gpus: dict[str, GPUSpec], n: int
              ) -> float | None:
    """A machine of n cards: nnU-Net runs the folds n at a time (ceil(folds ÷ n) rounds of a fold), a detector one
    data-parallel job (one card's hours ÷ n); start-up excluded."""
    if p_job.model.kind == "segmentation3d":
        one = fold_hours(g, gpus, p_job.config)
        return ceil(folds / n) * one if one else None
    if n < cards_for_states(p_job.model, g.memory_gb):  # a ViT's full fine-tune must fit its sharded states
        return None
    one = detect_hours(flops, g, p_job.model.util)
    return one / n if one else None


def _ranked(job: VisionJob, flops: float, folds: int, w: Workload, gpus: dict[str, GPUSpec],
            rows: list[InstanceRow], currency: str, usd_cny: float, fx: dict[str, float],
            places: Gazetteer | None, billing: str = "on_demand") -> list[EmbeddingRow]:
    """The cheapest machine of each card type for the job (its wall hours + start-up × its hourly price at
    `billing`: on demand, or spot where the row holds a spot price)."""
    filt = row_filter(w, gpus, 2 * job.model.params, places)
    best: dict[str, EmbeddingRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        n = int(row.gpu_count or 1)
        if row.vcpu is not None and row.vcpu < host_threads(job) * n:  # a starved GPU idles (module docstring)
            continue
        hours = run_hours(job, flops, folds, g, gpus, n) if g is not None else None
        decode = decode_hours(job, epochs_of(job), row.vcpu)  # the CPUs' JPEG decode can bind before the cards
        hours = max(hours, decode) if hours and decode else hours
        price = convert_amount(price_of(row, billing), row.currency, currency, usd_cny, fx) if hours else None
        if g is None or hours is None or not price:
            continue
        wall = hours + JOB_SETUP_HOURS
        cand = EmbeddingRow(row.provider, row.instance_type, g.name, n, 1, price, wall, price * wall, g.vendor,
                            vcpus=int(row.vcpu) if row.vcpu is not None else None)
        seen = best.get(g.name)
        if seen is None or (cand.cost, n) < (seen.cost, seen.gpus):
            best[g.name] = cand
    return sorted(best.values(), key=lambda r: (r.cost, r.gpus))


# An image classifier's input pipeline (module docstring, "Data loading of a classifier"): JPEG decode +
# random-resized crop + flip on the CPU, a vCPU a second for an ImageNet-sized JPEG (≈ 500 × 375 px, ≈ 110 KB):
# assumed 300–600 with Pillow / Pillow-SIMD in torchvision's DataLoader, the middle taken; measure the loader alone.
DECODE_IMAGENET_PER_CORE = 400.0
IMAGENET_JPEG_KB = 110.0  # an ImageNet training JPEG on disk, on average: assumed (1.28 M ≈ 141 GB)
TORCHVISION_BATCH = 32  # torchvision references/classification train.py --batch-size: images a GPU (8 × 32 = 256)


def epochs_of(job: VisionJob) -> float:
    """The epochs said, else the model's published schedule."""
    return job.epochs or job.model.epochs


def decode_hours(job: VisionJob, epochs: float, vcpus: float | None) -> float | None:
    """A classifier's hours when the machine's vCPUs decode every image every epoch at DECODE_IMAGENET_PER_CORE:
    images × epochs ÷ (vCPUs × 400) ÷ 3,600. By hand, ImageNet-1k 1,281,167 × 90 on 8 vCPUs: 1.153e8 ÷ 3,200 =
    36,000 s ≈ 10.0 h; on 24: 3.3 h. None for another kind (a detector's measured speed holds its loader already),
    no image count, or no vCPU count held."""
    if job.model.kind != "classification" or not job.images or not vcpus:
        return None
    return job.images * epochs / (vcpus * DECODE_IMAGENET_PER_CORE) / 3600


def host_threads(job: VisionJob) -> int:
    """CPU threads a GPU needs to stay fed: nnU-Net's augmentation processes, or Ultralytics' dataloader workers."""
    return NNUNET_THREADS if job.model.kind == "segmentation3d" else ULTRALYTICS_WORKERS


# A box bought for nnU-Net's cross-validation runs its folds in at most this many rounds, one fold a card at once: the
# fewest cards that do so (ceil(folds ÷ 2): 3 for 5 folds) — inside the "2–4 cards of ≥ 24 GB" the quoted-box line
# calls the right size. One card runs 5 rounds (≈ 5 × 23.7 h on an RTX 4090, about 5 days); 2 rounds finish in ≈ 2 days
# and every card trains a fold in each but the last; one round needs a card a fold for one more day saved.
FOLD_ROUNDS = 2


@dataclass(frozen=True)
class BoxNeed:
    """What a bought box needs for a vision training beyond its rented row: its cards, the CPU threads and host RAM
    (GB) each card needs fed, and the wall hours on those cards."""

    cards: int
    threads: int
    ram_gb: float
    hours: float | None


def box_need(p: VisionPlan, gpu: str, cards: int, gpus: dict[str, GPUSpec]) -> BoxNeed:
    """The box to buy for a vision training on `cards` × `gpu` (the rented row with the fewest cards): nnU-Net's
    folds at most FOLD_ROUNDS rounds (fold_cards), each card with NNUNET_THREADS CPU threads and NNUNET_RAM_GB of
    RAM (its own documentation, module docstring); a detector's cards with ULTRALYTICS_WORKERS threads each.
    By hand (5 folds, RTX 4090 at 23.7 h a fold): 3 cards, 2 rounds ≈ 47.4 h; host ≥ 3 × 12 = 36 threads,
    ≥ 3 × 32 = 96 GB RAM."""
    seg = p.job.model.kind == "segmentation3d"
    n = max(cards, fold_cards(p.folds)) if seg else cards
    g = gpus.get(gpu)
    hours = run_hours(p.job, p.flops, p.folds, g, gpus, n) if g is not None else None
    return BoxNeed(n, host_threads(p.job), NNUNET_RAM_GB if seg else 0.0, hours)


def fold_cards(folds: int) -> int:
    """The fewest cards that run `folds` in at most FOLD_ROUNDS rounds: ceil(5 ÷ 2) = 3."""
    return max(1, ceil(folds / FOLD_ROUNDS))


def in_time(rows: list[EmbeddingRow], deadline: float | None) -> tuple[list[EmbeddingRow], bool]:
    """Rows that finish by the deadline (all when none is said); when none does, the fastest first."""
    if deadline is None:
        return rows, True
    ok = [r for r in rows if (r.hours or 0) <= deadline]
    return (ok, True) if ok else (sorted(rows, key=lambda r: (r.hours or 0, r.cost)), False)


def reference(job: VisionJob, flops: float, gpus: dict[str, GPUSpec]) -> tuple[str, float]:
    """One run on the reference card: an A100 40 GB (nnU-Net's measured card), an H100 for a ViT (its GPU-hours,
    however many cards hold it), an RTX 4090 for the rest."""
    card = {"segmentation3d": "A100 40GB SXM", "vit": "H100 SXM"}.get(job.model.kind, "RTX 4090")
    g = gpus.get(card)
    hours = (fold_hours(g, gpus, job.config) if job.model.kind == "segmentation3d"
             else detect_hours(flops, g, job.model.util)) if g is not None else None
    return card, hours or 0.0


def vision_train_plan(job: VisionJob, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                      currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None,
                      onsite: bool = False) -> VisionPlan:
    """The job's GPU-hours and the cheapest machines that meet the stated deadline, TOP_ROWS card types."""
    measured = measured_util(job.model, gpus)
    if measured is not None:  # a published training time, not the flat UTILISATION (module docstring)
        job = replace(job, model=replace(job.model, util=measured[0]))
    m = job.model
    images = job.images or 0.0
    # a schedule in iterations × batch (SegFormer's 160k × 8) is so many epochs of the user's images
    epochs = job.epochs or (round(m.samples / images, 1) if m.samples and images else m.epochs)
    size = job.size or m.size
    folds = job.folds or DEFAULT_FOLDS
    flops = job_flops(m, images, epochs, size) if m.kind != "segmentation3d" else 0.0
    # spot allowed ("spot is fine", 可以用竞价实例): a training that checkpoints each epoch resumes after a reclaim, so
    # it is priced at spot where rows hold a spot price (else on demand, said)
    spot = _ranked(job, flops, folds, w, gpus, rows, currency, usd_cny, fx, places, "spot") if w.billing == "spot" else []
    ranked = spot or _ranked(job, flops, folds, w, gpus, rows, currency, usd_cny, fx, places)
    shown, met = in_time(ranked, w.deadline_hours)
    card, ref = reference(job, flops, gpus)
    filters = constraint_msgs(w, bool(ranked), judged=("deadline_hours", "budget"), places=places, rows=rows)
    if spot:
        filters = spot_training(filters)
    budget = budget_msg(w, shown[:1], Load("images", units=images, deadline=w.deadline_hours), currency, usd_cny, fx)
    plan = VisionPlan(job, epochs, size, folds, flops, ref, card, shown[:TOP_ROWS], currency,
                      tuple(filters + ([budget] if budget is not None else [])), met,
                      deadline=w.deadline_hours, parallel=_parallel(job, shown[0], folds, gpus) if shown else None,
                      unhurried=Msg(code="vision_train.unhurried", args={"row": _row(ranked[0], currency)})
                      if shown and ranked[0] is not shown[0] else None, spot=bool(spot))
    if w.checked_provider and not w.providers:
        on = w.model_copy(update={"providers": [w.checked_provider]})
        mine = in_time(_ranked(job, flops, folds, on, gpus, rows, currency, usd_cny, fx, places), w.deadline_hours)[0]
        plan = replace(plan, asked=Msg(code="vision_train.on_provider", args={
            "provider": w.checked_provider, "row": _row(mine[0], currency) if mine else None}))
    return plan if not onsite else replace(plan, onsite=onsite_line(plan, gpus, w))


CARDS_A_MACHINE = 8  # the largest one-machine build a cloud rents (HGX: 8 cards over NVLink)


def window_cards(p: VisionPlan) -> Msg | None:
    """A ViT run that one machine cannot end within the stated deadline, or the default week (tools.batch_wall,
    assumed) when none is said: its GPU-hours on the reference card ÷ the window's hours less start-up = the cards,
    in machines of CARDS_A_MACHINE (multi-node data parallel). None for another kind or a run one machine ends in time.
    By hand, MAE ViT-L on 100 M images × 800 epochs: 9.75e21 FLOP ÷ (989.4e12 × 0.40) = 6,841 H100 GPU-hours; a week
    of 168 h less 0.25 h start-up → ⌈6,841 ÷ 167.75⌉ = 41 cards = 6 machines of 8."""
    from tools.batch_wall import batch_wall

    if p.job.model.kind != "vit" or not p.job.images or p.ref_hours <= 0:
        return None
    wall = batch_wall(p.deadline, None, True)
    hours = (wall.hours or 0.0) - JOB_SETUP_HOURS
    if hours <= 0 or p.ref_hours / CARDS_A_MACHINE <= hours:
        return None
    cards = ceil(p.ref_hours / hours - 1e-9)
    return Msg(code="vision_train.window_cards", args={
        "gpuh": p.ref_hours, "card": p.ref_card, "hours": wall.hours, "assumed": wall.assumed, "cards": cards,
        "machines": ceil(cards / CARDS_A_MACHINE), "per": CARDS_A_MACHINE})


def spot_training(filters: list[Msg]) -> list[Msg]:
    """The stated filters once a training was priced at spot: the spot filter said ✅ with how a training survives a
    reclaim (checkpoint each epoch to object storage, resume; AWS gives two minutes' notice, EC2 User Guide "Spot
    Instance interruptions"), in place of "priced on-demand"."""
    out = []
    for f in filters:
        inner = f.args.get("message") if f.code == "batch.constraint" else None
        if isinstance(inner, Msg) and inner.code == "batch.spot_priced_on_demand":
            f = Msg(code=f.code, args={**f.args, "icon": ICONS["honoured"], "status": Msg(code=STATUS_CODES["honoured"]),
                                      "message": Msg(code="batch.spot_priced_training")})
        out.append(f)
    return out


def _parallel(job: VisionJob, r: EmbeddingRow, folds: int, gpus: dict[str, GPUSpec]) -> float | None:
    """nnU-Net's folds each on its own card at once (ceil(folds ÷ the pick's cards) machines): one fold's wall
    hours, the same card-hours and cost; None for a detector (one job) or when the pick already runs them at once."""
    g = gpus.get(r.gpu)
    if job.model.kind != "segmentation3d" or g is None or r.gpus >= folds:
        return None
    one = fold_hours(g, gpus, job.config)
    return one + JOB_SETUP_HOURS if one else None


def onsite_line(p: VisionPlan, gpus: dict[str, GPUSpec], w: Workload) -> Msg | None:
    """The job on BUY_CARDS × BUY_CARD of one's own: its wall time, the host, and the budget as the price bound."""
    g = gpus.get(BUY_CARD)
    if g is None:
        return None
    seg = p.job.model.kind == "segmentation3d"
    n = BUY_CARDS if seg else 1
    hours = run_hours(p.job, p.flops, p.folds, g, gpus, n)
    b = w.budget
    return Msg(code="vision_train.onsite", args={
        "card": g.name, "gb": g.memory_gb, "n": n, "time": duration(hours) if hours else None, "seg": seg,
        "folds": p.folds, "threads": NNUNET_THREADS * n if seg else ULTRALYTICS_WORKERS * n,
        "ram": NNUNET_RAM_GB * n if seg else cache_gb(p),
        "budget": f"{b.amount:,.0f} {b.currency}" if b is not None else None})


def batch_at(p: VisionPlan) -> int:
    """The batch that fits where the default batch 16 fits at the table's size: activations grow with the pixels,
    so 16 × (table size ÷ size)² at a larger size (1280 px: 4), never above 16; the FLOPs do not change with it."""
    m = p.job.model
    return max(1, min(ULTRALYTICS_BATCH, int(ULTRALYTICS_BATCH * (m.size / p.size) ** 2))) if m.size else 1


def cache_gb(p: VisionPlan) -> float:
    """GB of host memory for Ultralytics' cache=ram: images × size² × 3 bytes (60,000 × 640² × 3 = 73.7 GB)."""
    return (p.job.images or 0) * p.size * p.size * 3 / 1e9


def vision_train_answer(p: VisionPlan) -> list[Msg]:
    """The headline (work, GPU-hours on the reference card, the pick or why none), the filters, the other rows, the
    memory and host, the on-site option, and the assumptions."""
    m, seg = p.job.model, p.job.model.kind == "segmentation3d"
    row = _row(p.rows[0], p.currency) if p.rows else None
    out = [Msg(code="vision_train.head", args={
        "name": m.name, "seg": seg, "images": p.job.images, "epochs": p.epochs, "size": p.size, "folds": p.folds,
        "config": p.job.config, "flops": p.flops, "ref": duration(p.ref_hours), "card": p.ref_card,
        "all_ref": duration(p.ref_hours * (p.folds if seg else 1)), "row": row, "met": p.met,
        "stand_in": p.job.stand_in, "deadline": duration(p.deadline) if p.deadline else None,
        "parallel": duration(p.parallel) if p.parallel else None,
        "machines": ceil(p.folds / p.rows[0].gpus) if p.rows else None, "vit": m.kind == "vit",
        "ref_h": p.ref_hours, "pick_gpus": p.rows[0].gpus if p.rows else None, "clip": bool(m.text_params),
        "mae": m.key.startswith("mae-")}),
           *p.filters]
    out += [p.onsite] if p.onsite is not None else []  # the data may not leave: the on-site plan comes first
    out += [Msg(code="vision_train.also", args={"row": _row(r, p.currency)}) for r in p.rows[1:]]
    out += [m for m in (p.unhurried, p.asked, window_cards(p)) if m is not None]
    out += vit_lines(p)
    loader = image_loader(p)
    out += [loader] if loader is not None else []
    out += [] if m.kind in ("vit", "segmentation", "classification") else [Msg(code="vision_train.memory", args={
        "seg": seg, "gb": NNUNET_CARD_GB if seg else DETECT_CARD_GB, "batch": batch_at(p), "size": p.size,
        "workers": ULTRALYTICS_WORKERS, "cache_gb": cache_gb(p), "threads": NNUNET_THREADS,
        "threads_fast": NNUNET_THREADS_FAST, "ram": NNUNET_RAM_GB})]
    out.append(Msg(code="vision_train.math", args={
        "seg": seg, "gflops": m.gflops, "table_size": m.size, "size": p.size, "util": m.util, "tokens": m.tokens,
        "params": m.params / 1e6, "measured": _measured_args(p), "text_params": m.text_params / 1e6,
        "text_tokens": m.text_tokens, **mae_args(m),
        "source": m.source, "epochs": NNUNET_EPOCHS, "a100_s": NNUNET_EPOCH_S["3d_fullres"]["A100 40GB SXM"]}))
    out.append(Msg(code="vision_train.assumptions", args={
        "seg": seg, "epochs_said": p.job.epochs is not None, "epochs": p.epochs, "folds_said": p.job.folds is not None,
        "folds": p.folds, "setup_min": JOB_SETUP_HOURS * 60, "spot": p.spot, "size_said": p.job.size is not None, "size": p.size,
        "vit": m.kind == "vit"}))
    return out


def _measured_args(p: VisionPlan) -> str | None:
    """The published training time the utilisation came from, for the answer's "How" line; None when assumed."""
    m = p.job.model
    if m.util == UTILISATION or m.kind != "detection":
        return None
    key = "yolo" if m.key.startswith(("yolo11", "yolov8")) else "detr" if m.key.startswith(DETR_PREFIXES) else None
    return MEASURED_TRAIN[key] if key else None


def vit_lines(p: VisionPlan) -> list[Msg]:
    """A ViT's full fine-tune: its model states (states_gb) and the cards one machine needs to hold them sharded
    (cards_for_states on an 80 GB card), the frozen-backbone lever (one forward pass over the images instead of 3 ×
    epochs of them), and Meta's DINOv3 License where the model has it. Empty for a detector or nnU-Net."""
    m = p.job.model
    if m.kind != "vit":
        return []
    # a frozen backbone is a fine-tune's lever; a pre-training (MAE) makes the backbone, so it has none
    frozen = (p.job.images or 0) * m.gflops * 1e9 * (p.size / m.size) ** 2 \
        if not m.text_params and not m.key.startswith("mae-") else 0.0
    out = [Msg(code="vision_train.vit_states", args={
        "name": m.name, "params": m.params / 1e9, "gb": states_gb(m), "cards80": cards_for_states(m, 80.0),
        "share": VIT_STATES_SHARE, "frozen": frozen or None, "mae": m.key.startswith("mae-"),
        "frozen_ratio": TRAIN_PER_FORWARD * p.epochs if frozen else None})]
    loader = clip_loader(p)
    if loader is not None:
        out.append(loader)
    if m.licence == "dinov3":
        out.append(Msg(code="vision_train.dinov3_licence", args={}))
    lic = job_licence(m.key) if m.licence == "table" else None
    if lic is not None:
        out.append(Msg(code="vision_train.weights_licence", args={
            "name": m.name, "licence": lic.licence, "source": lic.source, "commercial": lic.commercial,
            "alternative": lic.alternative, "alternative_licence": lic.alternative_licence}))
    return out


def proposed_run(p: VisionPlan, g: GPUSpec, gpus: dict[str, GPUSpec], n: int) -> Msg | None:
    """The job on the machine the user proposed (n × g): its run hours (run_hours: one data-parallel job, or the
    folds n at a time), so the proposed span reads against the hours the job takes. By hand, Chinese-CLIP ViT-L/14,
    1.50e19 FLOP on 8 × A800 (312 TFLOPS at 40 %): 1.2e5 s ÷ 8 ≈ 4.2 h. None when the card has no peak held."""
    hours = run_hours(p.job, p.flops, p.folds, g, gpus, n)
    if not hours:
        return None
    return Msg(code="vision_train.on_proposed", args={"n": n, "card": g.name, "time": duration(hours),
                                                      "card_hours": hours * n})


def quoted_box(p: VisionPlan, g: GPUSpec, gpus: dict[str, GPUSpec], n: int) -> Msg | None:
    """nnU-Net on a box the user was quoted (n × g): the folds n at a time (run_hours), the cards with no fold to train
    (n − folds: a fold runs on one card), against the pick's own wall. By hand, 8 × H100 SXM for 5 folds: one round
    of a fold at the A100's 44.48 s an epoch (the fastest measured card at or under its peak) = 12.4 h, 3 cards idle;
    the box bought instead (box_need: 3 × RTX 4090) runs the 5 folds in 2 rounds ≈ 2 × 23.7 h. None for a detector
    or a card with no time held."""
    if p.job.model.kind != "segmentation3d":
        return None
    hours = run_hours(p.job, p.flops, p.folds, g, gpus, n)
    if not hours:
        return None
    r = p.rows[0] if p.rows else None
    # the box the answer buys (tools.onprem_box: the row with the fewest cards, at FOLD_ROUNDS rounds), not the rented row
    best = min(p.rows, key=lambda x: (x.machines * x.gpus, x.cost)) if p.rows else None
    box = box_need(p, best.gpu, best.machines * best.gpus, gpus) if best is not None else None
    return Msg(code="vision_train.quoted_box", args={
        "n": n, "card": g.name, "time": duration(hours), "folds": p.folds, "idle": max(0, n - p.folds),
        "right": fold_cards(p.folds), "rounds": ceil(p.folds / fold_cards(p.folds)), "threads": NNUNET_THREADS,
        "pick": f"{box.cards} × {best.gpu}" if box is not None and best is not None else None,
        "pick_time": duration(box.hours) if box is not None and box.hours else
        duration(r.hours) if r is not None and r.hours else None})


DECODE_PER_CORE = 100.0  # JPEG decodes + random-resized-crop a second on one CPU core: assumed (module docstring)
JPEG_KB = 150.0  # a product photo's JPEG on disk: assumed


def clip_loader(p: VisionPlan) -> Msg | None:
    """A CLIP fine-tune's data loading on the pick: the pairs a second each card consumes (images × epochs ÷ the
    pick's run hours ÷ its cards), the CPU cores a GPU needs to decode and crop them at DECODE_PER_CORE, and the
    images on local NVMe at JPEG_KB each. By hand, Chinese-CLIP ViT-L/14 on an A800 (312 TFLOPS at 40 %): 124.8e12 ÷
    (3 × 166.9e9) ≈ 249 pairs/s → ≈ 3 cores a GPU, 8 cards ≈ 2,000 pairs/s ≈ 20 cores; 10 M × 150 KB = 1.5 TB.
    None for a one-tower model or no priced pick."""
    m = p.job.model
    if not m.text_params or not p.rows or not p.job.images:
        return None
    r = p.rows[0]
    run = (r.hours or 0) - JOB_SETUP_HOURS
    if run <= 0:
        return None
    per_card = p.job.images * p.epochs / (run * 3600) / r.gpus
    return Msg(code="vision_train.clip_loader", args={
        "per_card": per_card, "gpu": r.gpu, "gpus": r.gpus, "cores": ceil(per_card / DECODE_PER_CORE),
        "all_cores": ceil(per_card * r.gpus / DECODE_PER_CORE), "per_core": DECODE_PER_CORE,
        "tb": p.job.images * JPEG_KB / 1e9, "kb": JPEG_KB})


def image_loader(p: VisionPlan) -> Msg | None:
    """A classifier's input pipeline on the pick: the images a second each card consumes (images × epochs ÷ the
    pick's run hours ÷ its cards), the vCPUs a card needs to decode them at DECODE_IMAGENET_PER_CORE, the pick's
    vCPUs, whether they bind (decode_hours ≥ the cards' hours: the pick's hours are then the decoder's), and the
    dataset on local NVMe at IMAGENET_JPEG_KB. By hand, ResNet-50 on ImageNet-1k × 90 (2.83e18 FLOP) on an H100 SXM
    at 20 % of 989.4 TFLOPS: 197.9e12 ÷ 24.5e9 ≈ 8,070 images/s → ≈ 21 vCPUs at 400 each (8 vCPUs decode 3,200: the
    card idles 60 %); 8 × H100 ≈ 64,600 images/s ≈ 162 vCPUs, else DALI (GPU decode) or FFCV. None for another kind."""
    m = p.job.model
    if m.kind != "classification" or not p.rows or not p.job.images:
        return None
    r = p.rows[0]
    g_hours = (r.hours or 0) - JOB_SETUP_HOURS
    if g_hours <= 0:
        return None
    per_card = p.job.images * p.epochs / (g_hours * 3600) / r.gpus
    dec = decode_hours(p.job, p.epochs, r.vcpus)
    return Msg(code="vision_train.image_loader", args={
        "per_card": per_card, "gpu": r.gpu, "gpus": r.gpus, "per_core": DECODE_IMAGENET_PER_CORE,
        "cores": ceil(per_card / DECODE_IMAGENET_PER_CORE), "vcpus": r.vcpus,
        "bound": dec is not None and dec >= g_hours * 0.999, "gb": p.job.images * IMAGENET_JPEG_KB / 1e6,
        "batch": TORCHVISION_BATCH})


def proposed_fit(p: VisionPlan, g: GPUSpec, gpus: dict[str, GPUSpec], n: int) -> Msg | None:
    """"Is n × g enough?": the job on it (run_hours, one data-parallel job) with the start-up, against the deadline
    said; for a classifier the vCPUs that decode what its cards consume (images × epochs ÷ run seconds ÷
    DECODE_IMAGENET_PER_CORE). By hand, ResNet-50 × ImageNet-1k × 90 on 8 × H100 SXM: 2.83e18 ÷ (8 × 197.9e12) ≈
    1,790 s ≈ 0.5 h (+ 15 min start-up), 1.153e8 ÷ 1,790 ≈ 64,400 images/s ≈ 161 vCPUs at 400 each. None when the
    card has no peak held."""
    hours = run_hours(p.job, p.flops, p.folds, g, gpus, n)
    if not hours:
        return None
    wall = hours + JOB_SETUP_HOURS
    cls = p.job.model.kind == "classification" and bool(p.job.images)
    rate = (p.job.images or 0) * p.epochs / (hours * 3600) if cls else 0.0
    return Msg(code="vision_train.proposed_fit", args={
        "n": n, "card": g.name, "time": duration(wall), "card_hours": hours * n,
        "enough": p.deadline is None or wall <= p.deadline, "deadline": duration(p.deadline) if p.deadline else None,
        "oversized": n > 1 and bool(p.rows) and p.rows[0].gpus < n and (p.deadline is None or wall <= p.deadline),
        "rate": rate or None, "cores": ceil(rate / DECODE_IMAGENET_PER_CORE) if rate else None})


@dataclass(frozen=True)
class CardChoice:
    card: str
    hours: float | None  # the job on one such card, start-up excluded (None: no FP16 peak held)
    holds: bool  # the model states fit VIT_STATES_SHARE of its memory (one card, no sharding)


def card_choice(p: VisionPlan, cards: list[GPUSpec], deadline_h: float | None = None) -> Msg | None:
    """The two (or more) cards a message weighs ("H100 server or one RTX 5090?"): each card's hours for the job
    (detect_hours at the model's util) and whether one card holds the states; the smallest card (lowest dense FP16
    peak) that holds them and finishes within the deadline, else ENOUGH_HOURS, is the verdict. None with fewer than
    two cards or none enough. By hand, RETFound on 50,000 images × 30 epochs: 5.4e17 FLOP; RTX 5090 at 40 % of
    209.5 TFLOPS → 1.8 h, H100 SXM at 40 % of 989.4 → 0.4 h: the 5090 is enough."""
    if len(cards) < 2:
        return None
    m = p.job.model
    got = [CardChoice(g.name, detect_hours(p.flops, g, m.util) if p.flops else None,
                      cards_for_states(m, g.memory_gb) == 1) for g in cards]
    limit = deadline_h or ENOUGH_HOURS
    ok = [(_peak(g) or 0.0, c) for g, c in zip(cards, got, strict=True)
          if c.holds and c.hours is not None and c.hours <= limit]
    if not ok:
        return None
    pick = min(ok, key=lambda t: t[0])[1]
    return Msg(code="vision_train.card_choice", args={
        "name": m.name, "pick": pick.card, "limit": limit, "deadline": deadline_h is not None,
        "cards": [c.card for c in got if c.hours is not None],
        "hours": [c.hours for c in got if c.hours is not None],
        "holds": [c.holds for c in got if c.hours is not None]})
