"""Training a 2-D semantic-segmentation model (SegFormer, DeepLabV3) sized like tools.vision_train's detectors: the
forward FLOPs an image at the publisher's crop size, × 3 for training, × images × epochs, ÷ the card's achieved
FLOP/s; the default schedule is the publisher's iterations × batch (so the epochs follow from the images), the
memory at the publisher's batch a card, and the licence of the code and weights when the result is sold.

Why: "6萬張 1024×1024 的標註圖，要訓練 SegFormer-B5 做語意分割，兩週內、預算 NT$3 萬" was read as a 70B LLM's
inference. An expert: B5 at 1024² ≈ 1.46 T multiply-adds a forward pass, × 2 FLOP, × 3 for training ≈ 8.8 TFLOP an
image; the paper's 160k iterations × batch 8 ≈ 1.3 M crops ≈ 21 epochs of 60k; ≈ 1.1e19 FLOP ≈ 100–200 GPU-hours on
an A100-class card — a few hundred dollars, days not weeks — and SegFormer's own code and weights are NVIDIA's
non-commercial licence, so a product sold needs another implementation's weights or NVIDIA's permission.

- SegFormer MiT-B0…B5 (Xie et al. 2021, arXiv:2105.15203, Table 1 / Table 7, Cityscapes 1024 × 1024): 125.5 /
  243.7 / 717.1 / 962.9 / 1,240.6 / 1,460.4 G at 1024² (from memory, re-check), 3.8 / 13.7 / 27.5 / 47.3 / 64.1 /
  84.7 M parameters (paperswithcode.com/paper/segformer-simple-and-efficient-design-for: B0 3.8, B4 64.1, B5 84.7 M;
  B1–B3 from memory, re-check). The paper's figures come from mmsegmentation's get_flops (mmcv's complexity counter counts
  multiply-adds: github.com/NVlabs/SegFormer @ 65fa8cf, docs/useful_tools.md, tools/get_flops.py prints "GMac", read),
  so a forward pass is 2 × them. Schedule: 160,000 iterations × batch 8 (8 GPUs × 1 crop of 1024²:
  mmsegmentation configs/segformer/segformer_mit-b*_8xb1-160k_cityscapes-1024x1024.py) = 1.28 M crops, so many
  epochs of the user's images (40,000 images: 32 epochs); with no count said, 430 epochs of Cityscapes' 2,975.
- DeepLabV3 ResNet-50 / ResNet-101 (pytorch.org/vision model table, DeepLabV3_ResNet*_Weights.COCO_WITH_VOC_LABELS_V1):
  178.72 / 258.74 G multiply-adds at 520 px, 42.0 / 61.0 M parameters; torchvision's segmentation reference trains 30
  epochs (references/segmentation README: `--epochs 30`, batch 4 a GPU × 8 GPUs).
- Memory: SegFormer's recipe holds one 1024² crop a card (the 8xb1 config, on the paper's 32 GB V100s):
  `SEG_CARD_GB` = 24 GB is assumed enough for one crop in mixed precision; check the first iterations' memory.
- Licences: NVlabs/SegFormer's code and its ImageNet-pretrained MiT weights are under the NVIDIA Source Code License
  for SegFormer (github.com/NVlabs/SegFormer LICENSE: "non-commercially, meaning for research or evaluation purposes
  only"); mmsegmentation's and Hugging Face transformers' SegFormer code is Apache-2.0, but the nvidia/mit-b* weights
  on the Hub carry NVIDIA's licence too. torchvision's DeepLabV3 code is BSD-3-Clause.
"""

from __future__ import annotations

from tools.schema import Msg
from tools.vision_train import VisionModel, VisionPlan

SEGFORMER_SOURCE = ("Xie et al. 2021, arXiv:2105.15203 (Cityscapes 1024²; multiply-adds × 2; from memory, re-check); "
                    "mmsegmentation segformer 8xb1-160k config")
DEEPLAB_SOURCE = "pytorch.org/vision model table (DeepLabV3, multiply-adds at 520 px × 2); references/segmentation"
SEGFORMER_ITERS = 160_000
SEGFORMER_BATCH = 8
SEG_CARD_GB = 24.0
CITYSCAPES_TRAIN = 2975  # Cityscapes' fine training images: 1.28 M crops ≈ 430 epochs of them (no count said)
# MiT size: (parameters M, multiply-adds G a 1024² forward pass)
_SEGFORMER = {"b0": (3.8, 125.5), "b1": (13.7, 243.7), "b2": (27.5, 717.1), "b3": (47.3, 962.9), "b4": (64.1, 1240.6),
              "b5": (84.7, 1460.4)}


def _segformer(s: str, params_m: float, gmacs: float) -> VisionModel:
    return VisionModel(f"segformer-{s}", f"SegFormer-{s.upper()}", "segmentation", 2 * gmacs, 1024, params_m * 1e6,
                       round(SEGFORMER_ITERS * SEGFORMER_BATCH / CITYSCAPES_TRAIN), SEGFORMER_SOURCE, "segformer",
                       samples=SEGFORMER_ITERS * SEGFORMER_BATCH)


SEG_MODELS: dict[str, VisionModel] = {
    **{f"segformer-{s}": _segformer(s, p, g) for s, (p, g) in _SEGFORMER.items()},
    "deeplabv3-r50": VisionModel("deeplabv3-r50", "DeepLabV3-ResNet50", "segmentation", 2 * 178.72, 520, 42.0e6, 30,
                                 DEEPLAB_SOURCE),
    "deeplabv3-r101": VisionModel("deeplabv3-r101", "DeepLabV3-ResNet101", "segmentation", 2 * 258.74, 520, 61.0e6, 30,
                                  DEEPLAB_SOURCE),
}


def seg_lines(p: VisionPlan) -> list[Msg]:
    """A 2-D segmentation model's schedule, memory a card and licence lines; empty for any other vision model."""
    m = p.job.model
    if m.kind != "segmentation":
        return []
    out = [Msg(code="seg_train.memory", args={
        "name": m.name, "gb": SEG_CARD_GB, "size": p.size, "iters": SEGFORMER_ITERS if m.samples else None,
        "batch": SEGFORMER_BATCH, "samples": m.samples or None, "epochs": p.epochs if p.job.images else None,
        "epochs_said": p.job.epochs is not None})]
    if m.licence == "segformer":
        out.append(Msg(code="seg_train.segformer_licence", args={}))
    return out
