"""Named non-LLM models of five more jobs, and the class fallback for each job: face / old-photo restoration
(CodeFormer, GFPGAN), medical-image segmentation (TotalSegmentator, nnU-Net, MONAI), licence-plate recognition (a
detector + an OCR recogniser on camera frames), weather forecasting (GraphCast, Pangu-Weather, FourCastNet), protein
structure (AlphaFold2 / ColabFold, AlphaFold3), and the SDXL-class text-to-image model Kolors. Such a job was answered
with a bare "which model?", "not sized here", or an LLM of the same size in its place; each row here gives the job's
unit, the card a pilot runs on, a per-item time and the licence (rows are tools.nonllm_jobs.JobFamily; the licence looked up
in catalog/data/licences.json by the row's key: tools.nonllm_jobs.licensed_jobs).

Per-item figures, each with its source (`seconds_each` on `measured_on`):
- GFPGAN v1.4, one face, no background upsampler: ≈ 90 ms an image on an RTX 3060 (github.com/TencentARC/GFPGAN/issues/
  334, a user's measurement; .../issues/644: ≈ 20 ms the network, ≈ 75 ms the whole call). CodeFormer restores the same
  512² aligned face with a transformer over a codebook: GFPGAN's figure is used for it as an ESTIMATE (from memory,
  re-check). A whole old photo with Real-ESRGAN background upsampling takes longer: time it on a pilot.
- TotalSegmentator: "a quite big CT image", 1.5 mm input, normal mode: runtime 140 s, GPU roughly 5 GB, RAM 15.6 GB
  (github.com/wasserth/TotalSegmentator README, "Resource Requirements", an early version; the GPU is not named).
  nnU-Net (3d_fullres) and MONAI segmentation networks get the same figure as an ESTIMATE (TotalSegmentator is an
  nnU-Net): time it on a pilot. The Slicer extension says a CUDA GPU with 7 GB or more (lassoan/SlicerTotalSegmentator).
- AlphaFold2, one model without ensembling: 1.1 min at 384 residues on one V100 (Jumper et al. 2021, Nature 596,
  Methods: "0.6 min with 256 residues, 1.1 min with 384 residues and 2.1 h with 2,500 residues"); ColabFold runs 5
  models by default → 5 × 66 s = 330 s a protein (its MMseqs2 MSA search is CPU and disk work on top, not in it).
- AlphaFold3: 62 GPU-seconds at 1,024 tokens on one A100 80 GB (github.com/google-deepmind/alphafold3
  docs/performance.md); its genetic search is CPU work on top.
- GraphCast 0.25°: a 10-day forecast "in under 1 minute" (Lam et al. 2023, Science 382, abstract, read 2026-12-05)
  on one Cloud TPU v4 (arXiv:2212.12794 abstract: "in under 60 seconds on Cloud TPU v4 hardware"): 60 s a run.
  Pangu-Weather: 1.4 s a 24-hour step on one V100 (Bi et al. 2023, Nature 619; Huawei Cloud's statement on its
  publication: "24-hour global weather forecasts in just 1.4 seconds on a single V100"): a 10-day run = 10 steps = 14 s.
  FourCastNet: "a week-long forecast in less than 2 seconds"
  (Pathak et al. 2022, arXiv:2202.11214, abstract, read 2026-12-05; the card, an A100: from memory, re-check).
- Licence-plate detection: RT-DETR-R18 217 FPS on a T4 with TensorRT FP16 (Zhao et al. 2023, "DETRs Beat YOLOs on
  Real-time Object Detection", arXiv:2304.08069; github.com/lyuwenyu/RT-DETR README model table, "T4 TensorRT
  FP16(FPS)" 217, read 2026-12-05): 4.6 ms a frame. The plate's OCR
  recogniser runs on a small crop beside it (time it on a pilot).
- Kolors: an SDXL-class UNet with a ChatGLM3 text encoder run once a prompt, at num_inference_steps=50 with the default
  EulerDiscreteScheduler (huggingface.co/Kwai-Kolors/Kolors-diffusers model card, read; its reference code drives the
  UNet through StableDiffusionXLPipeline); the UNet taken as SDXL's ≈ 2.6 B (no page states its count: from memory,
  re-check): tools.derived_generation scales SDXL's measured image at k = 1 to its 50 steps.

Licences (from each repository's LICENSE or README, read 2026-12-05 unless marked from memory):
- CodeFormer: NTU S-Lab License 1.0, non-commercial (github.com/sczhou/CodeFormer/blob/master/LICENSE); GFPGAN:
  Apache-2.0 (github.com/TencentARC/GFPGAN); Real-ESRGAN: BSD-3-Clause (github.com/xinntao/Real-ESRGAN).
- TotalSegmentator: code Apache-2.0, the `total` task's weights open, some sub-tasks need a licence key (a paid one for
  commercial use); nnU-Net: Apache-2.0 (github.com/MIC-DKFZ/nnUNet); MONAI: Apache-2.0 (github.com/Project-MONAI/MONAI).
- GraphCast: code Apache-2.0, weights CC BY-NC-SA 4.0 (github.com/google-deepmind/graphcast README); Pangu-Weather:
  weights BY-NC-SA 4.0 (github.com/198808xc/Pangu-Weather README); FourCastNet: BSD-3-Clause (github.com/NVlabs/
  FourCastNet); commercial routes: ECMWF AIFS open weights (CC BY 4.0) or Microsoft Aurora (MIT).
- Aurora (Microsoft): MIT (github.com/microsoft/aurora); AIFS (ECMWF): CC BY 4.0 open weights; both get GraphCast's
  figure as an estimate (AIFS's licence: huggingface.co/ecmwf/aifs-single, License: cc-by-4.0, read 2026-12-05).
  Boltz: MIT (github.com/jwohlwend/boltz); Chai-1:
  Apache-2.0 for "both code and model weights" (github.com/chaidiscovery/chai-lab README); both AF3-class,
  AlphaFold3's figure as an estimate. ESMFold: MIT
  (github.com/facebookresearch/esm).
- ESMFold (its own job, `fold`: one sequence in, no MSA, no database): 14.2 s at 384 residues on one V100 (Lin et al.
  2023, Science 379, "6x faster than a single AlphaFold2 model"); the HF model card: "does not require any lookup or MSA
  step, and therefore does not require any external databases". Its pair representation grows with the square of the
  length: long sequences want a 40–80 GB card (a planning figure, not read: the words say so).
- ColabFold: MIT (github.com/sokrypton/ColabFold); AlphaFold2 parameters CC BY 4.0 (github.com/google-deepmind/
  alphafold README). AlphaFold3: code Apache-2.0, parameters on request under non-commercial terms
  (github.com/google-deepmind/alphafold3 README, WEIGHTS_TERMS_OF_USE.md); Boltz-1 (MIT) is a permissive route.
- Plate pipelines: RT-DETR and YOLOX Apache-2.0, PP-OCR Apache-2.0; Ultralytics YOLO AGPL-3.0 (a closed product needs
  its Enterprise licence or the source released).
- Kolors: academic use open; a business use must first register with Kuaishou (its commercial-licence questionnaire)
  (github.com/Kwai-Kolors/Kolors README, MODEL_LICENSE).

Chinese names (盘古气象, 可图) are read in advisor.core.domain_jobs (tools hold no Chinese). A model the tables do not
hold, said beside one of these jobs' words (advisor.core.domain_jobs reads them), gets the
job's held reference row as an ESTIMATE (`provisional_domain`): its unit, card and per-item time, its licence unread.
"""

from __future__ import annotations

import math
from dataclasses import replace

from tools.kind_models import KIND_JOBS
from tools.media_models import MEDIA_JOBS
from tools.named_tools import NAMED_TOOL_JOBS
from tools.nonllm_jobs import SRC_NOTE, JobFamily, licensed_jobs
from tools.solver_jobs import SOLVER_JOBS, SOLVER_REFERENCE

GFPGAN_SRC = "github.com/TencentARC/GFPGAN issue #334 (GFPGAN v1.4, one face, a user's measurement)"
TS_SRC = "github.com/wasserth/TotalSegmentator README, Resource Requirements (a big CT at 1.5 mm, normal mode)"
# ESMFold (Lin et al. 2023, Science 379, 1123): "On a single NVIDIA V100 GPU, ESMFold makes a prediction on a protein
# with 384 residues in 14.2 seconds, 6x faster than a single AlphaFold2 model" (quoted in several stored write-ups,
# read 2026-12-05); huggingface.co/facebook/esmfold_v1 README: "does not require any lookup or MSA step, and therefore
# does not require any external databases" (read 2026-12-05)
ESMFOLD_S = 14.2
ESMFOLD_SRC = ("Lin et al. 2023, Science 379 (384 residues in 14.2 s on one V100, 6× faster than one AlphaFold2 model); "
               "no MSA and no database (huggingface.co/facebook/esmfold_v1 README, read 2026-12-05)")
# Evo 2 (Arc Institute; a StripedHyena-2 DNA language model, one token a nucleotide): "Device compute capability 8.9
# or higher required for FP8 execution" on an A100, and the maintainer: "Fp8 operations are not currently supported on
# A100s ... currently required for correctness" (github.com/ArcInstitute/evo2 issue #9); README (PR #205): "The 40B,
# 20B, and 1B models require FP8 via Transformer Engine for numerical accuracy ... The 7B models can run in bfloat16
# without Transformer Engine on any supported GPU"; the 7B ran in ≈ 22 GB on an RTX 4090 (github.com/ArcInstitute/
# evo2/issues/101); the 40B checkpoint is 2 × 41.1 GB = 82.3 GB (huggingface.co/arcinstitute/evo2_40b files), more
# than one 80 GB card holds;
# all read 2026-12-05. No published seconds a variant: tools.item_compute sizes it from compute.
EVO2_CC_SRC = ("github.com/ArcInstitute/evo2 issue #9 (\"Device compute capability 8.9 or higher required for FP8 "
               "execution\"; FP8 \"currently required for correctness\") and README: the 40B, 20B and 1B need FP8 via "
               "Transformer Engine, the 7B runs in BF16 on any supported GPU (read 2026-12-05)")
EVO2_MIN_CC = 8.9
EVO2_40B_GB = 82.3  # the checkpoint's two 41.1 GB parts (huggingface.co/arcinstitute/evo2_40b, read 2026-12-05)
EVO2_7B_GB = 22.0  # an RTX 4090 running the 7B's test (github.com/ArcInstitute/evo2 issue #101, read 2026-12-05)
AF2_SRC = "Jumper et al. 2021, Nature 596, Methods (1.1 min a model at 384 residues, no ensembling) × 5 models"
# AlphaFold3's own MSA pipeline (jackhmmer / nhmmer on CPU): its genetic databases, "around 252 GB" to download and
# "630 GB" unzipped, an SSD recommended (github.com/google-deepmind/alphafold3 docs/installation.md)
AF3_DB_DOWNLOAD_GB = 252
AF3_DB_UNZIPPED_GB = 630
AF3_DB_SRC = "github.com/google-deepmind/alphafold3 docs/installation.md"
PLATE_FRAME_S = 1 / 217  # RT-DETR-R18 on a T4, TensorRT FP16 (module docstring)
PLATE_SRC = ("RT-DETR-R18, 217 FPS on a T4 with TensorRT FP16 (github.com/lyuwenyu/RT-DETR README model table, "
             "\"T4 TensorRT FP16(FPS)\", read 2026-12-05)")
WEATHER_ALT_LICENCE = "CC BY 4.0 / MIT (huggingface.co/ecmwf/aifs-single; github.com/microsoft/aurora LICENSE.txt; read)"
FCN_SRC = ("Pathak et al. 2022, arXiv:2202.11214, abstract (\"a week-long forecast in less than 2 seconds\"; the "
           "card" + SRC_NOTE + ")")
FRAMES_EACH_S = 1.0  # ASSUMED: each camera sends one frame a second to the detector (a car at the gate); said

# cuOpt, ProPainter, RFdiffusion, TimesFM … first (tools.solver_jobs); detectors and Tesseract (tools.media_models)
# DiffDock, Uni-Dock, scGPT, Docling … (tools.named_tools)
DOMAIN_JOBS: tuple[JobFamily, ...] = KIND_JOBS + licensed_jobs(NAMED_TOOL_JOBS + SOLVER_JOBS + MEDIA_JOBS + (
    JobFamily("codeformer", "CodeFormer", r"(?i)code[\s_-]?former", "restore", "image", "yes", "RTX 4090",
              "NTU S-Lab License 1.0 (non-commercial)", "github.com/sczhou/CodeFormer/blob/master/LICENSE", False,
              "GFPGAN v1.4 + Real-ESRGAN", "Apache-2.0 / BSD-3-Clause", 0.09, "RTX 3060",
              GFPGAN_SRC + "; used for CodeFormer as an estimate" + SRC_NOTE, min_gb=8),
    JobFamily("gfpgan", "GFPGAN", r"(?i)gfp[\s_-]?gan", "restore", "image", "yes", "RTX 4090", "Apache-2.0",
              "github.com/TencentARC/GFPGAN/blob/master/LICENSE (Apache 2.0, read)", True, seconds_each=0.09,
              measured_on="RTX 3060", figure_source=GFPGAN_SRC, min_gb=8),
    JobFamily("totalsegmentator", "TotalSegmentator", r"(?i)total[\s_-]?segmentator", "medseg", "scan", "yes", "RTX 4090",
              "code Apache-2.0; the `total` task's weights open, some sub-tasks need a licence key",
              "github.com/wasserth/TotalSegmentator (README, read)", True, seconds_each=140,
              measured_on="unnamed GPU", figure_source=TS_SRC, min_gb=7),
    JobFamily("nnunet", "nnU-Net", r"(?i)nn[\s_-]?u[\s_-]?net", "medseg", "scan", "yes", "RTX 4090", "Apache-2.0",
              "github.com/MIC-DKFZ/nnUNet/blob/master/LICENSE (read)", True, seconds_each=140,
              measured_on="unnamed GPU", figure_source=TS_SRC + ", TotalSegmentator being an nnU-Net: an estimate",
              min_gb=7),
    JobFamily("monai", "MONAI", r"(?<![A-Za-z])MONAI(?![A-Za-z])|(?i:monai[\s_-]+(?:bundle|label|segment))", "medseg",
              "scan", "yes", "RTX 4090", "Apache-2.0", "github.com/Project-MONAI/MONAI/blob/dev/LICENSE (read)", True,
              seconds_each=140, measured_on="unnamed GPU",
              figure_source=TS_SRC + ", used for a 3D segmentation network as an estimate", min_gb=7),
    JobFamily("plate", "Licence-plate recognition (detector + OCR)",
              r"(?i)(?<![a-z])(?:a[nl]pr|lpr)(?![a-z])|hyper[\s_-]?lpr",  # the words: advisor.core.domain_jobs
              "plate", "camera", "optional", "T4",
              "RT-DETR / YOLOX Apache-2.0, PP-OCR Apache-2.0; Ultralytics YOLO AGPL-3.0 (a closed product needs its "
              "Enterprise licence)", "github.com/lyuwenyu/RT-DETR LICENSE; github.com/ultralytics/ultralytics/blob/main/LICENSE"
              " (read 2026-12-05)", True, seconds_each=PLATE_FRAME_S, measured_on="T4", figure_source=PLATE_SRC),
    JobFamily("graphcast", "GraphCast (DeepMind)", r"(?i)graph[\s_-]?cast", "weather", "run", "yes", "H100 SXM",
              "code Apache-2.0; weights CC BY-NC-SA 4.0", "github.com/google-deepmind/graphcast (README)", False,
              "ECMWF AIFS open weights / Microsoft Aurora", WEATHER_ALT_LICENCE, 60, "Cloud TPU v4",
              "Lam et al. 2023, Science 382, abstract (a 10-day forecast \"in under 1 minute\"); arXiv:2212.12794 abstract "
              "(\"under 60 seconds on Cloud TPU v4 hardware\")",
              min_gb=40),
    JobFamily("pangu-weather", "Pangu-Weather", r"(?i)pangu[\s_-]?weather", "weather", "run", "yes",
              "A100 80GB SXM", "weights BY-NC-SA 4.0", "github.com/198808xc/Pangu-Weather (README, read)", False,
              "ECMWF AIFS open weights / Microsoft Aurora", WEATHER_ALT_LICENCE, 14, "V100",
              "Bi et al. 2023, Nature 619; Huawei Cloud: a 24-hour forecast \"in just 1.4 seconds on a single V100\" "
              "(a 10-day run = 10 steps)", min_gb=16),
    JobFamily("fourcastnet", "FourCastNet", r"(?i)four[\s_-]?cast[\s_-]?net", "weather", "run", "yes", "A100 80GB SXM",
              "BSD-3-Clause", "github.com/NVlabs/FourCastNet (LICENSE: BSD 3-Clause, read)", True, seconds_each=2,
              measured_on="A100",
              figure_source=FCN_SRC),
    JobFamily("aurora", "Aurora (Microsoft)",
              r"(?i)(?:microsoft\s+)?aurora(?=[^.]{0,60}(?:weather|forecast))|microsoft\s+aurora", "weather", "run", "yes",
              "H100 SXM", "MIT", "github.com/microsoft/aurora (LICENSE.txt: MIT, read)", True, seconds_each=60,
              measured_on="Cloud TPU v4",
              figure_source="GraphCast's figure (Lam et al. 2023) used as an estimate" + SRC_NOTE, min_gb=40),
    JobFamily("aifs", "AIFS (ECMWF)", r"(?<![A-Za-z])AIFS(?![A-Za-z])", "weather", "run", "yes", "H100 SXM",
              "CC BY 4.0 (open weights)", "huggingface.co/ecmwf/aifs-single (License: cc-by-4.0, read)", True,
              seconds_each=60, measured_on="Cloud TPU v4",
              figure_source="GraphCast's figure (Lam et al. 2023) used as an estimate" + SRC_NOTE, min_gb=40),
    JobFamily("boltz", "Boltz", r"(?i)(?<![a-z])boltz[\s_-]?[12]?(?![a-z])", "protein", "protein", "yes", "A100 80GB SXM",
              "MIT", "github.com/jwohlwend/boltz (LICENSE: MIT, read)", True, seconds_each=62, measured_on="A100 80GB",
              figure_source="AlphaFold3's figure (docs/performance.md, 1,024 tokens: 62 s on 1 A100 80 GB, read) used "
              "as an estimate for an AF3-class model", min_gb=40),
    JobFamily("chai", "Chai-1", r"(?i)(?<![a-z])chai[\s_-]?1(?![0-9])", "protein", "protein", "yes", "A100 80GB SXM",
              "Apache-2.0 (code and model weights)",
              "github.com/chaidiscovery/chai-lab (README: 'Apache 2.0 License (both code and model weights)', read)",
              True, seconds_each=62, measured_on="A100 80GB",
              figure_source="AlphaFold3's figure (docs/performance.md, 1,024 tokens: 62 s on 1 A100 80 GB, read) used "
              "as an estimate for an AF3-class model", min_gb=40),
    JobFamily("esmfold", "ESMFold", r"(?i)esm[\s_-]?fold", "fold", "protein", "yes", "L4", "MIT",
              "github.com/facebookresearch/esm (LICENSE: MIT, read)", True, seconds_each=ESMFOLD_S, measured_on="V100",
              figure_source=ESMFOLD_SRC, min_gb=16),
    JobFamily("evo2-7b", "Evo 2 7B (Arc Institute)",
              r"(?i)(?<![a-z])evo[\s_-]?2[\s_-]*(?:\(?\s*(?:the\s+)?)?7\s?b(?![a-z0-9])", "dna", "variant", "yes", "L40S",
              "Apache-2.0", "huggingface.co/arcinstitute/evo2_7b (license: apache-2.0, read)", True, min_gb=EVO2_7B_GB),
    JobFamily("evo2", "Evo 2 40B (Arc Institute)", r"(?i)(?<![a-z])evo[\s_-]?2(?![0-9])", "dna", "variant", "yes",
              "H200 SXM", "Apache-2.0", "huggingface.co/arcinstitute/evo2_40b (license: apache-2.0, read)", True,
              min_gb=EVO2_40B_GB, min_cc=EVO2_MIN_CC, cc_source=EVO2_CC_SRC),
    JobFamily("alphafold3", "AlphaFold3", r"(?i)alpha[\s_-]?fold[\s_-]?3|(?<![a-z])af3(?![a-z0-9])", "protein", "protein",
              "yes", "A100 80GB SXM",
              "code Apache-2.0; parameters on request under the AlphaFold 3 Model Parameters Terms of Use (non-commercial)",
              "github.com/google-deepmind/alphafold3 (README, WEIGHTS_TERMS_OF_USE.md, read)", False,
              "Boltz-1", "MIT", 62, "A100 80GB",
              "github.com/google-deepmind/alphafold3 docs/performance.md (1,024 tokens)", min_gb=40),
    JobFamily("colabfold", "AlphaFold2 / ColabFold",
              r"(?i)colab[\s_-]?fold|alpha[\s_-]?fold[\s_-]?2|alpha[\s_-]?fold(?![\s_-]?\d)|(?<![a-z])af2(?![a-z0-9])",
              "protein", "protein", "yes", "L4", "ColabFold MIT; AlphaFold2 parameters CC BY 4.0",
              "github.com/sokrypton/ColabFold (LICENSE: MIT); "
              "github.com/google-deepmind/alphafold (README: parameters CC BY 4.0); read", True,
              seconds_each=5 * 66, measured_on="V100", figure_source=AF2_SRC, min_gb=16),
    JobFamily("kolors", "Kolors (Kuaishou)", r"(?i)kolors", "image", "image", "yes", "RTX 4090",
              "academic use open; a business use must register with Kuaishou first (its commercial-licence form)",
              "github.com/Kwai-Kolors/Kolors (README, MODEL_LICENSE, read)", True, min_gb=20),
))

# the held row whose unit, card and per-item time stand in for a model of the same job the tables do not hold
DOMAIN_REFERENCE = {"restore": "gfpgan", "medseg": "totalsegmentator", "plate": "plate", "weather": "graphcast",
                    "protein": "colabfold", "fold": "esmfold",
                    "dna": "evo2", **SOLVER_REFERENCE}


def domain_job(key: str) -> JobFamily | None:
    return next((j for j in DOMAIN_JOBS if j.key == key), None)


def provisional_domain(name: str, task: str) -> JobFamily | None:
    """A model the tables do not hold, of one of these jobs: the job's reference row (DOMAIN_REFERENCE) under the
    model's name, its per-item time said as the reference's (an estimate), its licence unread. By hand: "RoseTTAFold"
    folding proteins → ColabFold's 330 s a protein on a V100, on an L4, licence to be read."""
    ref = domain_job(DOMAIN_REFERENCE.get(task, ""))
    if ref is None:
        return None
    src = f"{ref.name}'s figure used as an estimate: {ref.figure_source}" if ref.figure_source else ""
    return replace(ref, key="unheld", name=name, pattern="", licence="", licence_source="", commercial=True,
                   alternative="", alternative_licence="", figure_source=src, licence_held=False)


def below_cc_floor(job_min_cc: float, card_cc: str) -> bool:
    """Whether a card's CUDA compute capability is under the model's floor: Evo 2 40B (8.9) on an A100 (8.0) → True,
    on an L40S (8.9) or H100 (9.0) → False; no floor held (0.0), or an AMD ISA name ("gfx942"): False."""
    try:
        return job_min_cc > 0 and float(card_cc) < job_min_cc
    except ValueError:
        return False


def stream_cards(cameras: float, frames_each_s: float, seconds_a_frame: float) -> tuple[float, int]:
    """(frames a second all cameras send, cards whose frame time keeps up with them, at least one): 150 cameras × 1
    frame a second = 150 frames/s × 4.6 ms = 0.69 of a T4 → 1 card; 600 cameras → 2.76 → 3 cards."""
    fps = cameras * frames_each_s
    return fps, max(1, math.ceil(fps * seconds_a_frame - 1e-9))


def frame_ms_and_rate(seconds_a_frame: float = PLATE_FRAME_S) -> tuple[float, float]:
    """(milliseconds a frame, frames a second one card keeps up with): RT-DETR-R18 on a T4 → (4.6 ms, 217)."""
    return seconds_a_frame * 1000, 1 / seconds_a_frame


def node_window_cost(cards: int, window_h: float, price_per_hour: float) -> float:
    """A node of `cards` held through the whole window: 8 × H100 at $2.17 × 240 h = $4,166.40."""
    return cards * window_h * price_per_hour


def always_on_month(cards: int, price_per_hour: float) -> float:
    """Cards held all month at an hourly price: 2 × $0.53 × 730 h = $773.80 (tools.constants.HOURS_PER_MONTH)."""
    from tools.constants import HOURS_PER_MONTH

    return cards * price_per_hour * HOURS_PER_MONTH


# ESMFold's pair representation grows with the square of the length (module doc): a 24 GB card takes the common
# lengths, sequences past about LONG_FOLD_RESIDUES want a card of LONG_FOLD_GB or more (the 40–80 GB planning figure,
# not measured here: a pilot measures the longest sequence's peak).
LONG_FOLD_RESIDUES = 1000
LONG_FOLD_GB = 40


def fold_card_verdict(card_gb: float, longest_said: int | None) -> str:
    """The direct answer to "can card X fold these?" for ESMFold: "yes" when the card has LONG_FOLD_GB or more;
    "partly" when it has less and sequences of LONG_FOLD_RESIDUES or more were said (the long ones on a 40–80 GB
    card, split by length); "common" when it has less and no long ones were said (yes, for the common lengths).
    By hand: RTX 4090 24 GB with "1万条超过1000aa" → 24 < 40 and 1,000 ≥ 1,000 → partly; A800 80 GB → yes."""
    if card_gb >= LONG_FOLD_GB:
        return "yes"
    if longest_said is not None and longest_said >= LONG_FOLD_RESIDUES:
        return "partly"
    return "common"


# a price said for the plate job a month against the plan held all month with its spare card: the ratio only (a
# managed service's margin buys support, the link from the cameras, storage); no dear/cheap band is held from a source,
# so the user judges the N ×.


def quote_against_plan(quote_month: float, plan_month: float) -> float:
    """The price said ÷ the plan's month: a vendor's HK$40,000 a month against two T4s held all month at HK$3.28/h
    (2 × 3.28 × 730 = HK$4,788.80) → 8.35 ×."""
    return quote_month / plan_month


def plan_within_budget(budget_month: float, plan_month: float) -> tuple[float, bool]:
    """(the plan's month ÷ the budget a month, within it): HK$40,000 a month against two T4s held all month at
    HK$6.32/h (2 × 6.32 × 730 = HK$9,227.20) → (0.23, True); HK$5,000 → (1.85, False)."""
    share = plan_month / budget_month
    return share, share <= 1.0
