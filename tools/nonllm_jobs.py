"""Named non-LLM workloads that are no chat model, no image / video / speech generator and no tools.non_llm row: stem
separation (Demucs), Gaussian-splatting reconstruction, PDF-to-Markdown conversion (Marker / Surya, Nougat), pathology
tile encoders (UNI, CONCH), gradient-boosted trees (XGBoost, LightGBM) and face recognition (InsightFace). Each row
(`JOBS`) says the job's work unit, whether a GPU is needed at all, the card a pilot runs on, a published per-item time
where one is held (else None: the answer says "time it on a pilot"), and the licence with its source and the
permissive route. Such a job was read as a "0.002B LoRA fine-tune" or answered with a bare "which model?".

Per-item figures, each with its source (`seconds_each` on `measured_on`):
- 3D Gaussian Splatting, 30,000 iterations: 41 min 33 s a Mip-NeRF360 scene on an RTX A6000 (Kerbl et al. 2023,
  "3D Gaussian Splatting for Real-Time Radiance Field Rendering", arXiv:2308.04079, Table 1, Mip-NeRF360 columns,
  "Ours-30K": SSIM 0.815 / PSNR 27.21 / LPIPS 0.214, Train 41m33s, 134 FPS; read in a stored item-by-item
  transcription of Table 1). The COLMAP camera poses before it run mostly on CPU and are not in that figure.
- Marker (PDF → Markdown, GPU): 0.44 s a page on an RTX 4070 Ti SUPER, ≈ 3.2 GB of GPU memory
  (github.com/huridocs/ML-Benchmarks, pdf_document_layout_analysis/speed_comparison.md). The card rented for the
  pilot is assumed no slower (stated with the answer).
- GPU memory (`min_gb`): 3DGS "24 GB VRAM (to train to paper evaluation quality)" (graphdeco-inria/gaussian-splatting
  README, Optimizer → Hardware Requirements; the sentence read in the README's copies that its forks carry, the
  repository itself being over the snapshot limit), gsplat held to the same; Demucs "about 7GB of RAM will be required
  if you use the default arguments" (github.com/facebookresearch/demucs README, "Memory requirements for GPU
  acceleration", read); Marker 3.2 GB (the benchmark above).
- Demucs, UNI, CONCH, Nougat, XGBoost, LightGBM, Spleeter, Uni-Mol, Prithvi-EO-2.0, BirdNET: no per-item time is held;
  the plan gives the work in its unit, the card and its hour, says the time is NOT known (no GPU-hours or cost at an
  invented second an item), and how the 24-hour plan measures it: one hour on the pilot card over a sample of the
  user's items (PILOT_TEST_HOURS, PILOT_SAMPLE), hours = the count ÷ the items done in that hour.
  OWLv2, PP-OCR, CAM++, LayoutLMv3 and UNI get an ESTIMATE from compute or a published speed instead (tools.item_compute).

Licences, each read from its repository's LICENSE or model card (the `licence_source`; from memory, re-check), held in the one
licence table catalog/data/licences.json and looked up by the row's key (`licensed_jobs`, tools.licence.job_licence):
- Demucs: MIT (github.com/facebookresearch/demucs/blob/main/LICENSE). Spleeter: MIT (github.com/deezer/spleeter).
- graphdeco-inria/gaussian-splatting: the Gaussian-Splatting License (Inria and MPII): non-commercial research and
  evaluation only; gsplat (github.com/nerfstudio-project/gsplat) is Apache-2.0, nerfstudio's splatfacto Apache-2.0.
- Marker: code GPL-3.0; model weights (Surya) CC-BY-NC-SA-4.0, with commercial use waived only for organisations
  under US$5M in both revenue and funding (github.com/datalab-to/marker README, "Commercial usage"); Docling (MIT,
  github.com/docling-project/docling) and olmOCR (Apache-2.0, github.com/allenai/olmocr) are permissive routes.
  Nougat: code MIT, weights CC-BY-NC-4.0 (github.com/facebookresearch/nougat README).
- UNI / UNI2-h: CC-BY-NC-ND-4.0, academic research only (huggingface.co/MahmoodLab/UNI); CONCH: CC-BY-NC-ND-4.0
  (huggingface.co/MahmoodLab/CONCH); Prov-GigaPath: Apache-2.0 (huggingface.co/prov-gigapath/prov-gigapath).
- XGBoost: Apache-2.0 (github.com/dmlc/xgboost/blob/master/LICENSE); LightGBM: MIT (github.com/microsoft/LightGBM).
- InsightFace: code MIT, pretrained models "available for non-commercial research purposes only"
  (github.com/deepinsight/insightface README); OpenCV Zoo's YuNet detector and SFace recogniser: Apache-2.0
  (github.com/opencv/opencv_zoo).

Image, video and voice families (added later; each from memory, re-check — no per-item time is held, so every plan
says "time it on a pilot"):
- IDM-VTON (virtual try-on, an SDXL-based diffusion model): weights CC-BY-NC-SA-4.0 (huggingface.co/yisol/IDM-VTON,
  model card); the business route is the licensor's commercial licence, a licensed try-on API, or SDXL inpainting
  (CreativeML OpenRAIL++-M, huggingface.co/diffusers/stable-diffusion-xl-1.0-inpainting-0.1) with IP-Adapter
  (Apache-2.0, github.com/tencent-ailab/IP-Adapter) trained in-house.
- OWLv2 (open-vocabulary detection): Apache-2.0 (github.com/google-research/scenic, projects/owl_vit; HF
  google/owlv2-base-patch16-ensemble model card); Grounding DINO (Apache-2.0) is the usual alternative.
- Mochi-1 (Genmo, 10B video DiT): Apache-2.0 — "We're releasing the model under a permissive Apache 2.0 license"
  (github.com/genmoai/models README, read 2026-12-04, checked); the reference code "requires approximately 60GB VRAM
  when running on a single GPU" (github.com/genmoai/mochi @ 0c86aeb, README, read; the pilot card is an 80 GB one,
  `min_gb` 60).
- LayoutLMv3: weights CC-BY-NC-SA-4.0 (huggingface.co/microsoft/layoutlmv3-base, model card; github.com/microsoft/unilm
  layoutlmv3 README); LiLT (MIT, github.com/jpwang/lilt) and Donut (MIT, github.com/clovaai/donut) are permissive.
- PP-OCRv5 (PaddleOCR 3.x): Apache-2.0 (github.com/PaddlePaddle/PaddleOCR/blob/main/LICENSE); runs on CPU too.
- PaddleOCR-VL (0.9 B): Apache-2.0 (huggingface.co/PaddlePaddle/PaddleOCR-VL); its accelerated backends need compute
  capability 8.0, the PaddlePaddle one 7.0 (PADDLEOCR_VL_CC_SRC); no per-page time held.
- CAM++ (speaker verification, about 7M parameters: Wang et al. 2023, arXiv:2303.00332): Apache-2.0
  (github.com/modelscope/3D-Speaker/blob/main/LICENSE); a 10 s embedding is CPU work.
- InstantID (SDXL + IdentityNet, identity-preserving portraits): code Apache-2.0 "for both academic and commercial
  usage", but "face models from insightface are for non-commercial research purposes only" (github.com/
  instantX-research/InstantID README, Disclaimer): a business needs InsightFace's commercial licence or another
  face encoder; PhotoMaker (TencentARC, Apache-2.0: huggingface.co/TencentARC/PhotoMaker
  model card, "license: apache-2.0") is a permissive route. Its per-image time
  is derived from SDXL's (tools.derived_generation), as IDM-VTON's and Mochi-1's are.
- BiRefNet is no row here: tools.vision_batch sizes it from its own published speed.

A model the tables do not hold, named beside a non-text job word (advisor.core.nonllm_jobs reads the word): the
task's defaults in `TASK_DEFAULTS` (unit, GPU need, pilot card) and no licence held (`provisional_job`).

XGBoost's memory: the raw matrix is rows × features × 4 bytes (float32); the GPU `hist` method's quantised matrix
(QuantileDMatrix, max_bin ≤ 256) stores one byte a cell, a quarter (xgboost.readthedocs.io, "GPU support" and
"Using XGBoost External Memory Version"; from memory, re-check). Gradients and histograms come on top: the figure is
a floor. LightGBM bins each feature into at most max_bin = 255 bins by default, one byte a cell the same way
(lightgbm.readthedocs.io, Parameters, max_bin: "default = 255 … LightGBM will use uint8_t for feature value if
max_bin=255"; microsoft/LightGBM docs/Parameters.rst and include/LightGBM/config.h, read).

XGBoost's training time (`tree_train_hours`), an ESTIMATE from memory traffic, no published time on this size being
held: the GPU `hist` method grows a tree level by level, and each level builds gradient histograms by one pass over
the rows' quantised bins (Mitchell & Frank 2017, "Accelerating the XGBoost algorithm using GPU computing", PeerJ CS
3:e127; the histogram-subtraction trick halves the pass, the partitioning adds to it: one pass a level is the rule
here). A tree of depth d = d passes; a pass reads the quantised matrix at TREE_PASS_SHARE of the card's memory
bandwidth, ASSUMED 0.05–0.15: histograms are scattered atomic adds into shared memory, not a streaming copy; each level
also partitions the rows and evaluates splits, each tree updates the prediction cache, and the ELLPACK page packs a
global bin index in more than a byte when features × bins is large (not measured here: time it on a 1 % sample).
1,000 trees × depth 8 × 60 GB on an A100 80GB SXM (2,039 GB/s): 480,000 GB ÷ (2,039 × 0.15) = 1,569 s = 0.44 h; at
0.05: 1.31 h. A quantised matrix over half a card's memory is TIGHT (`tight_fit`): gradients, histograms and the
row partitions sit beside it, so two cards with Dask (or a larger card) give it room. k cards with Dask each pass
their own 1/k of the rows (histograms all-reduced, small beside the matrix): the wall ÷ k, the GPU-hours the same.
Unsaid: XGBoost's default max_depth 6 and 1,000 trees (ASSUMED, said in the answer). A daily retrain restarts from
a saved model (`xgb_model=` continues boosting), so spot capacity fits it, with an on-demand fallback for the day's deadline.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

from tools.cost import SPOT_INTERRUPTIONS_PER_HOUR
from tools.licence import job_licence
from tools.unheld_kinds import UNHELD_KIND_DEFAULTS

READ_ON = "2026-12-04"
FLOAT32_BYTES = 4.0
QUANTISED_BYTES = 1.0  # one bin index a cell at max_bin <= 256 (module docstring)
TREE_PASS_SHARE = (0.05, 0.15)  # ASSUMED share of memory bandwidth a histogram pass reaches (module docstring)
DEFAULT_TREES, DEFAULT_DEPTH = 1000, 6  # ASSUMED when unsaid: XGBoost's max_depth default is 6 (module docstring)
GS_SOURCE = "Kerbl et al. 2023, arXiv:2308.04079, Table 1 (Ours-30K, Mip-NeRF360: Train 41m33s)"
MARKER_SOURCE = "github.com/huridocs/ML-Benchmarks, pdf_document_layout_analysis/speed_comparison.md"


@dataclass(frozen=True)
class JobFamily:
    """One named workload: `unit` is what it is counted in (song, scene, page, slide, row, person); `gpu` is "yes",
    "optional" (CPU works, a GPU speeds it) or "no" (CPU or an edge box); `card` the catalog card a pilot runs on
    (None: no GPU server); `seconds_each` a published seconds per unit on `measured_on` (None: time it on a pilot)."""
    key: str
    name: str
    pattern: str
    task: str  # separation | splatting | pdf | pathology | trees | face | tryon | detection | video | form | ocr |
    # speaker | matting | portrait
    unit: str
    gpu: str
    card: str | None
    licence: str
    licence_source: str
    commercial: bool  # the licence allows a business use with no separate agreement
    alternative: str = ""
    alternative_licence: str = ""
    seconds_each: float | None = None
    measured_on: str = ""
    figure_source: str = ""
    revenue_cap_usd: float = 0.0  # a business under this revenue and funding may use it free (Marker's weights)
    min_gb: float = 0.0  # GPU memory the job needs where a source says it (3DGS README 24 GB; Marker 3.2 GB measured)
    licence_held: bool = True  # False: a model the tables do not hold (provisional_job): its licence is to be read
    # the lowest CUDA compute capability the model's released kernels run on, where a source says it (Evo 2 40B's
    # Transformer-Engine FP8 layers: 8.9), and that source; 0.0: no floor held
    min_cc: float = 0.0
    cc_source: str = ""
    cc_hard: bool = True  # False: under the floor it still runs, on a slower backend (PaddleOCR-VL on a T4)
    card_free: bool = False  # the published time holds on any card (Docling's layout model: 1 s a page on T4/L4/A100)
    time_scale: float = 1.0  # `seconds_each` × this on `card`: a follow-up's card slower than `measured_on` (job_on_card)


SRC_NOTE = ", from memory, re-check"
# PaddleOCR-VL (0.9 B: a NaViT-style encoder + ERNIE-4.5-0.3B, 109 languages): the default PaddlePaddle backend runs on
# compute capability ≥ 7.0 (a T4, 7.5, included); the vLLM, SGLang and FastDeploy acceleration backends need ≥ 8.0
# (PaddleOCR docs, pipeline_usage/PaddleOCR-VL, the backend-by-hardware table; github.com/PaddlePaddle/PaddleOCR issue
# #16823, the maintainers' FAQ: "the lowest supported Compute Capability is 7.0 (e.g., V100)", the smallest card that
# ran is an RTX 3060 12 GB; read 2026-12-05). No published pages a second on a named card is held: time it on a pilot.
PADDLEOCR_VL_FAST_CC = 8.0
PADDLEOCR_VL_CC_SRC = ("PaddleOCR docs, PaddleOCR-VL backends by hardware (PaddlePaddle from compute capability 7.0; "
                       "vLLM / SGLang / FastDeploy from 8.0); github.com/PaddlePaddle/PaddleOCR issue #16823 (smallest "
                       "card run: RTX 3060 12 GB); read 2026-12-05")


def licensed_jobs(rows: tuple[JobFamily, ...]) -> tuple[JobFamily, ...]:
    """The rows with their licence looked up in the one licence table (tools.licence.job_licence, by the row's key):
    the licence, its source, whether it allows business use, the permissive alternative and a revenue cap."""
    out = []
    for j in rows:
        lic = job_licence(j.key)
        out.append(j if lic is None else replace(
            j, licence=lic.licence, licence_source=lic.source, commercial=lic.commercial, alternative=lic.alternative,
            alternative_licence=lic.alternative_licence, revenue_cap_usd=lic.revenue_cap))
    return tuple(out)


JOBS: tuple[JobFamily, ...] = licensed_jobs((
    JobFamily("demucs", "Demucs (htdemucs)", r"(?i)(?<![a-z])h?t?demucs", "separation", "song", "optional", "RTX 4090",
              "MIT", "github.com/facebookresearch/demucs/blob/main/LICENSE", True, min_gb=7),
    JobFamily("spleeter", "Spleeter", r"(?i)(?<![a-z])spleeter", "separation", "song", "optional", "RTX 4090",
              "MIT", "github.com/deezer/spleeter/blob/master/LICENSE", True),
    JobFamily("gsplat", "gsplat", r"(?i)(?<![a-z])gsplat|splatfacto|nerfstudio", "splatting", "scene", "yes",
              "RTX 4090", "Apache-2.0", "github.com/nerfstudio-project/gsplat", True,
              seconds_each=41 * 60 + 33, measured_on="RTX A6000", figure_source=GS_SOURCE, min_gb=24),
    JobFamily("3dgs", "3D Gaussian Splatting (graphdeco-inria/gaussian-splatting)",
              r"(?i)gaussian[\s_-]*splat|(?<![a-z0-9])3d[\s_-]?gs(?![a-z])",  # Chinese names: advisor.core.nonllm_jobs
              "splatting", "scene", "yes", "RTX 4090", "Gaussian-Splatting License (Inria / MPII)",
              "github.com/graphdeco-inria/gaussian-splatting/blob/main/LICENSE.md", False, "gsplat", "Apache-2.0",
              41 * 60 + 33, "RTX A6000", GS_SOURCE, min_gb=24),
    JobFamily("marker", "Marker (Surya models)",
              r"(?i:surya|datalab|marker[\s_-]?pdf)|(?<![A-Za-z])Marker(?![A-Za-z])"  # "marker genes" is no Marker
              r"|(?is:(?<![a-z])marker(?![a-z]).{0,60}(?:pdf|markdown|ocr))", "pdf", "page", "optional", "RTX 4090",
              "code GPL-3.0; model weights CC-BY-NC-SA-4.0", "github.com/datalab-to/marker (README, Commercial usage)",
              False, "Docling / olmOCR", "MIT / Apache-2.0", 0.44, "RTX 4070 Ti SUPER", MARKER_SOURCE, 5e6, min_gb=3.2),
    JobFamily("nougat", "Nougat", r"(?i)(?<![a-z])nougat(?![a-z])", "pdf", "page", "yes", "RTX 4090",
              "code MIT; weights CC-BY-NC-4.0", "github.com/facebookresearch/nougat (README)", False,
              "Docling / olmOCR", "MIT / Apache-2.0"),
    JobFamily("uni", "UNI (MahmoodLab)", r"(?<![A-Za-z0-9])UNI(?:[-_ ]?2(?:[-_]h)?)?(?![A-Za-z0-9])|(?i:mahmood[\s_-]?lab)",
              "pathology", "slide", "yes", "L40S", "CC-BY-NC-ND-4.0",
              "huggingface.co/MahmoodLab/UNI", False, "Prov-GigaPath", "Apache-2.0"),
    JobFamily("conch", "CONCH (MahmoodLab)", r"(?<![A-Za-z0-9])CONCH(?![A-Za-z0-9])", "pathology", "slide", "yes",
              "L40S", "CC-BY-NC-ND-4.0", "huggingface.co/MahmoodLab/CONCH", False,
              "Prov-GigaPath", "Apache-2.0"),
    JobFamily("xgboost", "XGBoost", r"(?i)xg[\s_-]?boost", "trees", "row", "optional", "H100 SXM", "Apache-2.0",
              "github.com/dmlc/xgboost/blob/master/LICENSE", True),
    JobFamily("lightgbm", "LightGBM", r"(?i)light[\s_-]?gbm", "trees", "row", "optional", "H100 SXM", "MIT",
              "github.com/microsoft/LightGBM/blob/master/LICENSE", True),
    # before InsightFace: InstantID downloads its face models (README, Disclaimer); sized by tools.derived_generation
    JobFamily("instantid", "InstantID", r"(?i)(?<![a-z])instant[\s_-]?id(?![a-z])", "portrait", "image", "yes", "RTX 4090",
              "code Apache-2.0; the InsightFace face models it downloads: non-commercial research only",
              "github.com/instantX-research/InstantID (README, Disclaimer)", False, "PhotoMaker (TencentARC)",
              "Apache-2.0" + SRC_NOTE, min_gb=24),
    JobFamily("insightface", "InsightFace", r"(?i)insight[\s_-]?face|(?<![a-z])arc[\s_-]?face|buffalo_l", "face", "person", "no",
              None, "code MIT; pretrained models: InsightFace's own terms",
              "github.com/deepinsight/insightface (README)", False, "OpenCV Zoo YuNet + SFace", "Apache-2.0"),
    JobFamily("idm-vton", "IDM-VTON", r"(?i)idm[\s_-]?vton", "tryon", "image", "yes", "RTX 4090", "CC-BY-NC-SA-4.0",
              "huggingface.co/yisol/IDM-VTON (model card)" + SRC_NOTE, False,
              "SDXL inpainting + IP-Adapter", "CreativeML OpenRAIL++-M / Apache-2.0"),
    JobFamily("owlv2", "OWLv2", r"(?i)(?<![a-z])owl[\s_-]?(?:v2|vit)", "detection", "image", "optional", "RTX 4090",
              "Apache-2.0", "github.com/google-research/scenic (projects/owl_vit)" + SRC_NOTE, True),
    JobFamily("mochi", "Mochi-1 (Genmo)", r"(?i)(?<![a-z])mochi[\s_-]?1|genmo", "video", "clip", "yes", "H100 SXM",
              "Apache-2.0", "github.com/genmoai/models (README)", True, min_gb=60),
    JobFamily("layoutlmv3", "LayoutLMv3", r"(?i)layout[\s_-]?lm[\s_-]?v3", "form", "image", "optional", "L4",
              "CC-BY-NC-SA-4.0", "huggingface.co/microsoft/layoutlmv3-base (model card)" + SRC_NOTE, False,
              "LiLT / Donut / PP-Structure KIE", "MIT / MIT / Apache-2.0"),
    JobFamily("ppocr", "PP-OCR (PaddleOCR)", r"(?i)(?:pp|paddle)[\s_-]?ocr(?![\s_-]?vl)", "ocr", "image", "optional", "L4",
              "Apache-2.0", "github.com/PaddlePaddle/PaddleOCR/blob/main/LICENSE" + SRC_NOTE, True),
    JobFamily("paddleocr-vl", "PaddleOCR-VL (0.9B)", r"(?i)paddle[\s_-]?ocr[\s_-]?vl", "ocr", "image", "yes", "L4",
              "Apache-2.0", "huggingface.co/PaddlePaddle/PaddleOCR-VL (license: apache-2.0, read 2026-12-05)", True,
              min_gb=12, min_cc=PADDLEOCR_VL_FAST_CC, cc_source=PADDLEOCR_VL_CC_SRC, cc_hard=False),
    # science and vision tools experts name for batch jobs: licence from the table (catalog/data/licences.json), no
    # published time per item on a named card is held for any of them — an estimate from compute where its figures
    # are sourced (tools.item_compute: Prithvi-EO-2.0's ViT, BirdNET's GFLOPs a 3-s chunk), else a pilot
    JobFamily("unimol", "Uni-Mol (DP Technology)", r"(?i)(?<![a-z])uni[\s_-]?mol(?![a-z])", "molprop", "molecule",
              "optional", "L4", "MIT", "github.com/deepmodeling/Uni-Mol/blob/main/LICENSE", True),
    JobFamily("prithvi-eo", "Prithvi-EO-2.0 (IBM / NASA)", r"(?i)prithvi", "eo", "tile", "yes", "L4", "Apache-2.0",
              "huggingface.co/ibm-nasa-geospatial/Prithvi-EO-2.0-600M (license: apache-2.0)", True),
    JobFamily("openpose", "OpenPose (CMU)", r"(?i)open[\s_-]?pose", "pose", "person", "optional", "L4",
              "CMU academic / non-profit non-commercial research licence",
              "github.com/CMU-Perceptual-Computing-Lab/openpose/blob/master/LICENSE", False),
    JobFamily("birdnet", "BirdNET-Analyzer (Cornell Lab / TU Chemnitz)", r"(?i)bird[\s_-]?net", "bioacoustic", "hour",
              "no", None, "CC BY-NC-SA 4.0", "github.com/birdnet-team/BirdNET-Analyzer (README: licence)", False),
    JobFamily("campp", "CAM++ (3D-Speaker)", r"(?i)cam\s?\+\+|campplus|3d[\s_-]?speaker", "speaker", "call", "no", None,
              "Apache-2.0", "github.com/modelscope/3D-Speaker/blob/main/LICENSE" + SRC_NOTE, True),
))

# a model the tables do not hold, read from its job word: (unit, GPU need, pilot card, GPU memory) per task (module
# docstring); "video" generation needs an 80 GB-class card as Mochi-1 does, the rest a 24 GB one or none
TASK_DEFAULTS: dict[str, tuple[str, str, str | None, float]] = {
    "tryon": ("image", "yes", "RTX 4090", 0.0), "detection": ("image", "optional", "RTX 4090", 0.0),
    "video": ("clip", "yes", "H100 SXM", 0.0), "form": ("image", "optional", "L4", 0.0),
    "ocr": ("image", "optional", "L4", 0.0), "speaker": ("call", "no", None, 0.0),
    "matting": ("image", "optional", "RTX 4090", 0.0),
    "separation": ("song", "optional", "RTX 4090", 0.0),  # an unheld stem splitter: Demucs's unit and pilot card
    **UNHELD_KIND_DEFAULTS,  # anomaly detection, 3D assets, image search (tools.unheld_kinds)
}


def provisional_job(name: str, task: str) -> JobFamily | None:
    """A family for a model the tables do not hold, from its task's defaults (`TASK_DEFAULTS`): its work unit, GPU need
    and pilot card; the licence unheld (the answer says to read it) and no per-item time (time it on a pilot)."""
    d = TASK_DEFAULTS.get(task)
    if d is None:  # restore faces, segment scans, plates, weather, proteins: the job's held row (tools.domain_jobs)
        from tools.domain_jobs import provisional_domain

        return provisional_domain(name, task)
    unit, gpu, card, gb = d
    return JobFamily("unheld", name, "", task, unit, gpu, card, "", "", True, min_gb=gb, licence_held=False)


def named_job(text: str) -> JobFamily | None:
    """The table's workload the text names, the more specific row first (gsplat before the 3DGS it reimplements)."""
    from tools.domain_jobs import DOMAIN_JOBS  # CodeFormer, TotalSegmentator, plates, GraphCast, ColabFold, Kolors

    return next((j for j in (*DOMAIN_JOBS, *JOBS) if re.search(j.pattern, text or "")), None)


def job_by_key(key: str) -> JobFamily | None:
    from tools.domain_jobs import DOMAIN_JOBS

    return next((j for j in (*JOBS, *DOMAIN_JOBS) if j.key == key), None)


def cap_millions(job: JobFamily) -> float | None:
    """The revenue cap of a licence's free business use in millions of US dollars (Marker's weights: 5), else None."""
    return job.revenue_cap_usd / 1e6 if job.revenue_cap_usd else None


def audio_hours(songs: float, minutes_each: float) -> float:
    """Hours of audio in a catalogue: 2,000,000 songs × 3.5 min ÷ 60 = 116,667 h."""
    return songs * minutes_each / 60


def recorder_hours(recorders: float, hours_a_day: float) -> float:
    """Hours of audio a day from field recorders: 40 recorders × 24 h = 960 h a day (28,800 h in 30 days)."""
    return recorders * hours_a_day


# RTMPose (Jiang et al. 2023, arXiv:2303.07399, abstract; the authors' figures, batch 1, the person detector not
# counted): RTMPose-m 430+ frames a second on an NVIDIA GTX 1660 Ti, 90+ on an Intel i7-11700 CPU; RTMPose-s 70+ on a
# Snapdragon 865 phone chip. A pose stream that needs fewer frames a second per user than the phone runs belongs on
# the phone: the cloud receives keypoints.
POSE_SRC = "RTMPose, Jiang et al. 2023 (arXiv:2303.07399), the authors' batch-1 figures"
POSE_GPU_FPS, POSE_GPU_CARD = 430.0, "GTX 1660 Ti"
POSE_PHONE_FPS, POSE_PHONE_CHIP = 70.0, "Snapdragon 865"


@dataclass(frozen=True)
class PoseStream:
    """Users streaming frames to a pose model: frames a second in all, whether one phone keeps up with one user's
    rate, and the cards at the authors' batch-1 GPU figure (a ceiling: batching on a newer card needs fewer)."""
    frames_s: float
    phone_ok: bool
    cards_batch1: int


def pose_stream(users: float, fps: float) -> PoseStream:
    """2,000 users × 15 frames a second = 30,000 frames a second; a phone at 70 fps keeps up with 15; at 430 frames a
    second a card, ⌈30,000 ÷ 430⌉ = 70 cards of the authors' GTX 1660 Ti at batch 1."""
    frames = users * fps
    return PoseStream(frames, fps <= POSE_PHONE_FPS, math.ceil(frames / POSE_GPU_FPS - 1e-9))


def wav_gb(audio_hours: float, khz: float = 48.0, bits: int = 16, channels: int = 1) -> float:
    """Uncompressed PCM audio in GB (decimal): hours × 3,600 s × sample rate × bytes a sample × channels. 48 kHz,
    16-bit mono: 345.6 MB an hour; 28,800 h → 9,953 GB ≈ 10 TB."""
    return audio_hours * 3600 * khz * 1000 * bits / 8 * channels / 1e9


def wav_tb(audio_hours: float) -> float:
    """wav_gb in TB (decimal): 28,800 h → 9.95 TB."""
    return wav_gb(audio_hours) / 1000


# Where no time per item is held (Uni-Mol, Prithvi-EO-2.0, BirdNET, Nougat, CONCH, PaddleOCR-VL, OpenPose, ProPainter,
# the time-series forecasters, a tool the tables do not hold): no GPU-hours or cost are computed — a figure at an
# invented "1 s an item" read as a measurement. The answer says the time is not known and how the 24-hour plan measures
# it: one hour on the pilot card (PILOT_TEST_HOURS) over a sample of the user's own items, counting those done D, then
# hours = count ÷ D. The sample (PILOT_SAMPLE, by unit) is what to load for that hour, ASSUMED sizes, each more than a
# small model is likely to finish in the hour so the count is not cut short (a sample done early is timed instead).
PILOT_TEST_HOURS = 1.0
PILOT_SAMPLE: dict[str, int] = {"molecule": 10_000, "hour": 10, "tile": 1_000, "movie": 200, "page": 1_000,
                                "slide": 20, "clip": 20, "series": 10_000, "image": 1_000, "person": 1_000}
PILOT_SAMPLE_DEFAULT = 1_000


def pilot_sample(unit: str, count: float | None) -> int:
    """Items to load for the one-hour timing run: PILOT_SAMPLE's size for the unit, never more than the job holds:
    2,000,000 molecules → 10,000; 40,000 h of audio → 10 h; 300 tiles → 300."""
    size = PILOT_SAMPLE.get(unit, PILOT_SAMPLE_DEFAULT)
    return int(min(size, count)) if count else size


def pilot_test_cost(price_per_hour: float) -> float:
    """The timing run's cost: PILOT_TEST_HOURS × the pilot card's hour (an L4 at $0.49 → $0.49)."""
    return PILOT_TEST_HOURS * price_per_hour


def gpu_hours(items: float, seconds_each: float) -> float:
    """GPU-hours for `items` at a published seconds each: 200 scenes × 2,493 s ÷ 3,600 = 138.5 h."""
    return items * seconds_each / 3600


def ensemble_runs(forecasts: float, members: float) -> float:
    """Model runs of an ensemble forecast: each forecast runs every member once (a 50-member ensemble is 50 rollouts
    from 50 perturbed initial states). 4 forecasts a day × 50 members = 200 runs a day; at Pangu-Weather's 14 s a
    10-day run on a V100 (1.4 s a 24 h step × 10) = 0.78 GPU-hours a day, 50× one member's 0.016."""
    return forecasts * members


def cards_within(hours_of_work: float, hours_available: float) -> int:
    """Cards working in parallel to finish `hours_of_work` GPU-hours within `hours_available` wall hours (independent
    items: no interconnect): 138.5 GPU-h in 24 h → 6 cards."""
    if hours_available <= 0:
        return 0
    return max(1, math.ceil(hours_of_work / hours_available - 1e-9))


SPREAD_HOURS = 24.0  # a backlog with no deadline said: cards enough to finish within a day (assumed; same cost)


def spread(hours_of_work: float) -> tuple[float, int, float] | None:
    """A backlog's GPU-hours with no deadline said, as cards × wall time: (one card's wall hours, the cards that finish
    within SPREAD_HOURS, their wall hours) — independent items, so the cost is the same on any count. By hand,
    AlphaFold3 5,000 complexes × 62 s on an A100 = 86.1 GPU-h: one card 86.1 h ≈ 3.6 days; ceil(86.1 ÷ 24) = 4 cards
    → 21.5 h. None when one card already finishes within SPREAD_HOURS."""
    if hours_of_work <= SPREAD_HOURS:
        return None
    cards = cards_within(hours_of_work, SPREAD_HOURS)
    return hours_of_work, cards, hours_of_work / cards


def job_cost(hours_of_work: float, price_per_hour: float) -> float:
    """The work's GPU-hours at one card's hourly price: 138.5 h × $0.40 = $55.4."""
    return hours_of_work * price_per_hour


def tree_matrix_gb(rows: float, features: float) -> tuple[float, float]:
    """(raw float32 GB, quantised GB) of a training matrix: 200M × 300 × 4 B = 240 GB raw, × 1 B = 60 GB quantised
    (module docstring: a floor, gradients and histograms on top)."""
    cells = rows * features
    return cells * FLOAT32_BYTES / 1e9, cells * QUANTISED_BYTES / 1e9


def tree_train_hours(quant_gb: float, trees: int, depth: int, bandwidth_gb_s: float, cards: int = 1) -> tuple[float, float]:
    """(fast, slow) GPU-hours of a boosting run: trees × depth passes over the quantised matrix at TREE_PASS_SHARE of
    the memory bandwidth (module docstring), the rows split over `cards` (the same GPU-hours, the wall ÷ cards): 1,000 ×
    8 × 60 GB on an A100 80GB SXM (2,039 GB/s) = 0.44–1.31 GPU-hours."""
    if bandwidth_gb_s <= 0 or cards <= 0:
        return 0.0, 0.0
    read = trees * depth * quant_gb
    hi, lo = TREE_PASS_SHARE[1], TREE_PASS_SHARE[0]
    return read / (bandwidth_gb_s * hi) / 3600, read / (bandwidth_gb_s * lo) / 3600


def tight_fit(gb: float, card_gb: float) -> bool:
    """A quantised matrix over half the card's memory leaves too little beside it (module docstring): 60 GB on an
    80 GB card is tight; 60 GB on a 141 GB H200 is not."""
    return gb > card_gb / 2


def times_over(proposed_cost: float, job_cost_: float) -> float | None:
    """How many times the job's cost a proposal's is: $7,241.60 a month against $60 = 121×; None without a job cost."""
    return proposed_cost / job_cost_ if job_cost_ > 0 else None


def cards_holding(gb: float, card_gb: float) -> int:
    """Cards whose memory together holds `gb` (a floor: 60 GB on 80 GB cards → 1; 150 GB → 2)."""
    return max(1, math.ceil(gb / card_gb - 1e-9)) if card_gb > 0 else 0


def per_month(daily: float) -> float:
    """A day's figure over a month of DAYS_PER_MONTH days (tools.constants): $55.4 a day → $1,684."""
    from tools.constants import DAYS_PER_MONTH

    return daily * DAYS_PER_MONTH


def blocks_use(job: JobFamily, business: bool | None) -> bool:
    """The licence bars the stated use: a business use of a model whose licence needs a separate agreement for it."""
    return bool(business) and not job.commercial


def speed_needed(work_hours: float, window_hours: float) -> float:
    """The speed over real time one card must reach to do `work_hours` of audio in `window_hours`: 116,667 h of audio
    in 240 h → 486× on one card (N cards: 486 ÷ N each); 1,167 h a day in 24 h → 48.6×."""
    return work_hours / window_hours if window_hours > 0 else 0.0


@dataclass(frozen=True)
class CardOption:
    """A card rented where the user is: its name, memory in GB, its cheapest one-card row and hourly price."""
    card: str
    memory_gb: float
    row: str
    price: float
    bandwidth_gb_s: float | None = None  # the card's memory bandwidth (catalog gpus.csv), for `not_slower_card`
    tflops: float | None = None  # dense BF16 tensor TFLOPS (tools.speed.peak_tflops)


def not_slower_card(preferred: CardOption | None, options: list[CardOption], min_gb: float) -> CardOption | None:
    """A card of the stated place that keeps a time published for `preferred` (a job timed on one card, the place
    renting no such card: ESMFold's L4 where only mainland clouds may rent, "国内租卡"): the cheapest option holding
    `min_gb` whose memory bandwidth AND dense TFLOPS are both at least the preferred card's, so the per-item time is
    not slower there; None when the preferred card's figures are unknown or no option reaches both. By hand, L4
    (300 GB/s, 121 TF) where the place rents T4 (320 GB/s, 65 TF), A10 (600 GB/s, 125 TF) and A100 80GB (2,039 GB/s,
    312 TF): the T4 falls short on TFLOPS, the A10 is the cheapest that reaches both."""
    if preferred is None or not preferred.bandwidth_gb_s or not preferred.tflops:
        return None
    ok = [o for o in options if o.memory_gb >= min_gb and o.bandwidth_gb_s and o.tflops
          and o.bandwidth_gb_s >= preferred.bandwidth_gb_s and o.tflops >= preferred.tflops]
    return min(ok, key=lambda o: (o.price, -o.memory_gb)) if ok else None


def place_pilot(card: str, options: list[CardOption], min_gb: float, own_only: bool,
                ref: CardOption | None) -> CardOption | None:
    """The pilot card in the stated place: `pilot_card` over the options (only `card` itself when `own_only`: a time
    published for that card); a job timed on `card` where the place rents none takes a card there no slower than
    `ref` (the timed card's figures: `not_slower_card`); None when neither is rented there."""
    here = pilot_card(card, [o for o in options if o.card == card or not own_only], min_gb)
    return here if here is not None or not own_only else not_slower_card(ref, options, min_gb)


def pilot_card(preferred: str | None, options: list[CardOption], min_gb: float) -> CardOption | None:
    """The pilot card among the place's rented cards: the family's own card when rented there; else the cheapest card
    holding `min_gb`; else (none holds it: a job spread over cards or external memory) the one with the most memory;
    None when the place rents none. By hand, XGBoost's 60 GB quantised matrix where only 16 GB T4s and 24 GB A10s rent:
    the A10 (most memory); 3DGS (24 GB) where 4090s rent: the 4090."""
    own = next((o for o in options if o.card == preferred), None)
    if own is not None and own.memory_gb >= min_gb:
        return own
    holding = [o for o in options if o.memory_gb >= min_gb]
    if holding:
        return min(holding, key=lambda o: (o.price, -o.memory_gb))
    return max(options, key=lambda o: (o.memory_gb, -o.price)) if options else None


def job_on_card(job: JobFamily, card: str, card_tflops: float | None, ref_tflops: float | None) -> JobFamily:
    """The job re-sized on the card a follow-up proposes ("如果用一张4090呢？", "what about on a T4?"): that card is the
    pilot card, and a time published on another card (`measured_on`, the family's `card`) is scaled by dense BF16
    TFLOPS, never faster than the card it was measured on (as tools.derived_generation.scaled_seconds): scGPT's
    0.0168 A100-seconds a cell an epoch on an RTX 4090 = 0.0168 × 312 / 165.2 = 0.0317 s (× 1.89); DiffDock-L's
    25.2 s a ligand on a T4 (65 TFLOPS FP16) = × 4.8 ≈ 121 s. A card-free time (Docling) and a card with no TFLOPS
    figure keep the time (said as assumed no slower). The job as it is when `card` is its own card."""
    if card == job.card:
        return job
    k = 1.0
    if job.seconds_each is not None and not job.card_free and card_tflops and ref_tflops:
        k = max(1.0, ref_tflops / card_tflops)
    return replace(job, card=card, seconds_each=job.seconds_each * k if job.seconds_each is not None else None,
                   time_scale=k)



def spot_saving(on_demand: float, spot: float | None) -> float | None:
    """The share a spot hour saves on the on-demand hour of the same card: 1 − spot ÷ on-demand (an A100 at $1.29 on
    demand and $0.52 spot: 1 − 0.40 = 60 %). None without a spot price, or when spot is not cheaper."""
    if spot is None or on_demand <= 0 or spot >= on_demand:
        return None
    return 1.0 - spot / on_demand


def reclaim_every_hours() -> float:
    """The spot time between two reclaims assumed (tools.cost.SPOT_INTERRUPTIONS_PER_HOUR, no public per-hour rate):
    1 ÷ 0.05 = 20 h."""
    return 1.0 / SPOT_INTERRUPTIONS_PER_HOUR
