"""Named science and document tools people bring to a batch job, with the figures an engineer sizes them on: molecular
docking (DiffDock / DiffDock-L, Uni-Dock, GNINA, AutoDock-GPU), single-cell foundation models (scGPT) and PDF
conversion (Docling). Each is a tools.nonllm_jobs.JobFamily row (`NAMED_TOOL_JOBS`, looked up through
tools.domain_jobs.DOMAIN_JOBS), its licence in catalog/data/licences.json; the helpers below size the stated job: time
per item × items ÷ cards, the GPU-hours, the cards for the deadline and the funnel an expert names. Such a job was
answered "not sized here" (DiffDock), a bare "which model?" (scGPT) or as a Qwen2.5-VL batch on 8 × H100 (Docling).

Per-item figures, each with its source (read 2026-12-06):
- DiffDock-L: 7 hours for 1,000 ligands against one receptor on one A100 = 25.2 s a ligand (a user's measurement with
  the default inference settings, github.com/gcorso/DiffDock/issues/289); another user's DUD-E run logged ≈ 60 s a
  complex (github.com/gcorso/DiffDock/issues/290, card not said): the pilot decides. The authors:
  `--samples_per_complex 10` instead of 40 is a 4× speed-up at little accuracy cost
  (github.com/gcorso/DiffDock/issues/12, gcorso). Every ligand is independent: cards split the library with no
  interconnect.
- Uni-Dock: "more than 1000-fold speed-up on V100 GPU … compared with the AutoDock Vina running in single CPU core"
  (github.com/dptech-corp/Uni-Dock README); no seconds a ligand on a named card is held here, so its stage's time is
  said as not known, with the pilot that measures it. GNINA and AutoDock-GPU: no per-ligand time held either.
- The funnel (an expert's plan, not a measurement): fast GPU docking of the whole library, then DiffDock-L on the top
  `FUNNEL_TOP` (ASSUMED 10,000, said; the user's own cut replaces it).
- scGPT: ≈ 53 million parameters (the maintainer, github.com/bowang-lab/scGPT/issues/125); pre-training took "four
  A100 GPUs … 10.3 million cells. It takes about 3 days for the training of 6 epochs" (scGPT/issues/5) = 4 × 72 h × 3,600 ÷
  (10.3 M × 6) = 0.0168 A100-seconds a cell an epoch (`SCGPT_CELL_EPOCH_S`); the 33 M-cell run, 16 A100 × 6 days for
  6 epochs (scGPT/issues/193), is 0.0415 — the upper figure. Fine-tuning for cell-type annotation runs the same
  transformer over each cell's genes, so the pre-training rate is the planning figure (an ESTIMATE: time an epoch of
  yours). Epochs unsaid: ASSUMED `SCGPT_EPOCHS` 5 (said). Weights + AdamW states: 53 M × 16 bytes ≈ 0.85 GB — one card
  holds it; the batch's activations set the memory (a user's A100 40 GB at batch 64 reached 38 GB, scGPT/issues/158).
- Docling: the layout model "processes 1 second per page" whatever the card (T4, L4 or A100), GPU 0–20 % busy and
  ≈ 2× faster than CPU only (github.com/docling-project/docling/issues/1364, three users' reports); on CPU the
  Docling Technical Report (Auer et al. 2024, arXiv:2408.09869, Table 1, 225 pages, native backend, OCR off) measured
  0.92 pages a second on a 16-core Xeon E5-2690 with 16 threads and 1.34 on an M3 Max (`DOCLING_CPU_PAGES_S`).
  OCR of scanned pages: no published seconds a page held here; a scanned page is ASSUMED 3–10× a digital one
  (`OCR_SLOW`, a labelled provisional range for the pilot to replace), and OCR is switched on only for the scans.

Licences, read from each repository (the one licence table, catalog/data/licences.json): DiffDock MIT (LICENSE);
Uni-Dock LGPL-3.0 (unidock/README, License); GNINA "dual licensed under GPL and Apache", GPL through OpenBabel
(README, License); AutoDock-GPU GPL-2.0 (LICENSE); scGPT MIT (LICENSE); Docling MIT (the technical report's abstract:
"MIT-licensed open-source package"). MinerU is no row here: tools.vision_batch sizes MinerU2.5 from its measured pages
a second and tools.named_licences holds its licence.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.constants import HOURS_PER_DAY, SECONDS_PER_HOUR
from tools.memory import BYTES, optimizer_bytes_per_param
from tools.nonllm_jobs import JobFamily, cards_within, gpu_hours

READ_ON = "2026-12-06"
DIFFDOCK_S = 7 * SECONDS_PER_HOUR / 1000  # 25.2 s a ligand on one A100 (DiffDock/issues/289)
DIFFDOCK_SRC = ("github.com/gcorso/DiffDock/issues/289: 7 h for 1,000 ligands against one receptor on one A100, a "
                "user's measurement; issues/290 logged ≈ 60 s a complex")
FUNNEL_TOP = 10_000  # ASSUMED: the ligands DiffDock-L re-docks after the fast screen (said; the user's cut replaces it)
SCGPT_PARAMS = 53e6  # github.com/bowang-lab/scGPT/issues/125 (the maintainer: "around 53 million parameters")
SCGPT_CELL_EPOCH_S = 4 * 72 * SECONDS_PER_HOUR / (10.3e6 * 6)  # 0.0168 A100-s a cell an epoch (scGPT/issues/5)
SCGPT_CELL_EPOCH_HI_S = 16 * 6 * HOURS_PER_DAY * SECONDS_PER_HOUR / (33.3e6 * 6)  # 0.0415 (scGPT/issues/193)
SCGPT_SRC = ("github.com/bowang-lab/scGPT/issues/5 (4 × A100, 10.3 M cells, 6 epochs in ≈ 3 days) and /issues/193 "
             "(16 × A100, 33.3 M cells, 6 epochs in ≈ 6 days): the maintainer's pre-training figures")
SCGPT_EPOCHS = 5  # ASSUMED when unsaid (module docstring)
# Geneformer: the Hub repo's current checkpoints are Geneformer-V1-10M, -V2-104M and -V2-316M (huggingface.co/
# ctheodoris/Geneformer, "add V2 models"); an unqualified "Geneformer" is sized on V2-104M. No published time a cell
# is held: scGPT's rate × the parameter ratio (104 / 53), its longer input (4,096 genes) not scaled — an ESTIMATE
CELL_PARAMS = {"scgpt": SCGPT_PARAMS, "geneformer": 104e6}
# BF16 weights and gradients + AdamW's FP32 master and two moments: 16 bytes a parameter (tools.memory's table)
ADAMW_BYTES = 2 * BYTES["bf16"] + optimizer_bytes_per_param("adamw", "bf16")
DOCLING_PAGE_S = 1.0  # a page on a T4 / L4 / A100 (docling/issues/1364)
DOCLING_SRC = ("github.com/docling-project/docling/issues/1364: the layout model ≈ 1 s a page on a T4, L4 or A100, "
               "GPU 0–20 % busy, ≈ 2× CPU-only (users' reports)")
DOCLING_CPU_PAGES_S = 0.92  # 16-core Xeon E5-2690, 16 threads (arXiv:2408.09869, Table 1)
DOCLING_CPU_SRC = "Docling Technical Report (arXiv:2408.09869), Table 1: 0.92 pages/s on a 16-core Xeon E5-2690, OCR off"
OCR_SLOW = (3.0, 10.0)  # ASSUMED: a scanned page with OCR costs 3–10× a digital one (provisional, module docstring)

NAMED_TOOL_JOBS: tuple[JobFamily, ...] = (
    JobFamily("diffdock", "DiffDock-L", r"(?i)diff[\s_-]?dock", "docking", "molecule", "yes", "A100 80GB SXM",
              "MIT", "github.com/gcorso/DiffDock/blob/main/LICENSE", True, seconds_each=DIFFDOCK_S, measured_on="A100",
              figure_source=DIFFDOCK_SRC),
    JobFamily("unidock", "Uni-Dock (DP Technology)", r"(?i)(?<![a-z])uni[\s_-]?dock", "docking", "molecule", "yes", "L4",
              "LGPL-3.0", "github.com/dptech-corp/Uni-Dock (unidock/README, License)", True),
    JobFamily("gnina", "GNINA", r"(?i)(?<![a-z])gnina(?![a-z])", "docking", "molecule", "yes", "L4",
              "dual GPL-2.0 / Apache-2.0 (GPL through OpenBabel)", "github.com/gnina/gnina (README, License)", True),
    JobFamily("autodock-gpu", "AutoDock-GPU", r"(?i)auto[\s_-]?dock[\s_-]?gpu", "docking", "molecule", "yes", "L4",
              "GPL-2.0", "github.com/ccsb-scripps/AutoDock-GPU/blob/develop/LICENSE", True),
    JobFamily("scgpt", "scGPT", r"(?i)(?<![a-z])sc[\s_-]?gpt(?![a-z])", "singlecell", "cell", "yes", "A100 80GB SXM",
              "MIT", "github.com/bowang-lab/scGPT/blob/main/LICENSE", True, seconds_each=SCGPT_CELL_EPOCH_S,
              measured_on="A100", figure_source=SCGPT_SRC),
    JobFamily("geneformer", "Geneformer (V2-104M)", r"(?i)gene[\s_-]?former", "singlecell", "cell", "yes", "A100 80GB SXM",
              "Apache-2.0", "huggingface.co/ctheodoris/Geneformer (License: apache-2.0)", True),
    JobFamily("docling", "Docling (IBM)", r"(?i)(?<![a-z])docling(?![a-z])", "pdf", "page", "optional", "L4", "MIT",
              "github.com/docling-project/docling (Docling Technical Report, arXiv:2408.09869: MIT-licensed)", True,
              seconds_each=DOCLING_PAGE_S, measured_on="L4 (the same on a T4 or A100)",
              figure_source=DOCLING_SRC, card_free=True),
)


@dataclass(frozen=True)
class Funnel:
    """Fast GPU docking of the whole library (its time not held: the pilot measures it), then DiffDock-L on the top
    `top`: that stage's hours against DiffDock-L on everything."""
    library: float
    top: float
    slow_hours: float  # the top ligands at DiffDock-L's published seconds
    all_hours: float  # DiffDock-L on the whole library


def docking_funnel(library: float, top: float = FUNNEL_TOP, slow_s: float = DIFFDOCK_S) -> Funnel:
    """500,000 ligands: DiffDock-L on the top 10,000 × 25.2 s = 70 GPU-h — against 3,500 GPU-h for DiffDock-L on all
    500,000; the fast docking before it is timed on a pilot."""
    top = min(top, library)
    return Funnel(library, top, gpu_hours(top, slow_s), gpu_hours(library, slow_s))


@dataclass(frozen=True)
class PdfSplit:
    """A page count with a share of scans: the digital pages' hours at the published seconds, the scans' hours at the
    provisional OCR range, the pages a second the deadline needs and the CPU boxes that reach it on digital pages."""
    digital: float
    scans: float
    digital_hours: float
    scan_hours_lo: float
    scan_hours_hi: float
    rate_needed: float | None  # pages a second over the window
    cpu_boxes: int | None  # 16-core boxes at DOCLING_CPU_PAGES_S for the digital pages in the window


def pdf_split(pages: float, scan_percent: float, window_h: float | None, secs: float = DOCLING_PAGE_S) -> PdfSplit:
    """3,000,000 pages, 15 % scans, 25 days: 2,550,000 digital × 1 s = 708 GPU-h; 450,000 scans × 3–10 s = 375–1,250
    GPU-h; 3 M ÷ (600 h × 3,600) = 1.39 pages a second; digital pages on 16-core CPU boxes at 0.92 pages/s:
    2.55 M ÷ 0.92 ÷ 3,600 = 770 box-hours in 600 h → 2 boxes."""
    scans = pages * scan_percent / 100
    digital = pages - scans
    lo, hi = OCR_SLOW
    rate = pages / (window_h * SECONDS_PER_HOUR) if window_h else None
    boxes = (max(1, math.ceil(digital / DOCLING_CPU_PAGES_S / SECONDS_PER_HOUR / window_h - 1e-9))
             if window_h else None)
    return PdfSplit(digital, scans, gpu_hours(digital, secs), gpu_hours(scans, secs * lo), gpu_hours(scans, secs * hi),
                    rate, boxes)


@dataclass(frozen=True)
class CellTraining:
    """Fine-tuning a single-cell model: cells × epochs at the published A100-seconds a cell an epoch (and the upper
    figure), one card's days, the cards for a window, and the model's weights + optimizer in GB."""
    cells: float
    epochs: int
    epochs_said: bool
    hours: float
    hours_hi: float
    one_card_days: float
    cards: int | None  # for the window, at the lower figure
    state_gb: float
    params_m: float
    secs: float  # A100-seconds a cell an epoch (scGPT's, scaled by parameters for another model)
    scaled: float  # the parameter ratio to scGPT (1.0 for scGPT)
    card_scale: float = 1.0  # the time on the pilot card over the A100's (tools.nonllm_jobs.job_on_card)
    card_hours: float = 0.0  # the job's hours on the pilot card (= hours on an A100)
    card_hours_hi: float = 0.0


def cell_training(cells: float, epochs: int | None, window_h: float | None, key: str = "scgpt",
                  card_scale: float = 1.0) -> CellTraining:
    """1,000,000 cells × 5 epochs (assumed) × 0.0168 s = 23.3 A100-hours (57.6 at 0.0415): one card ≈ 1.0 day;
    weights + AdamW 53 M × 16 B = 0.85 GB. 2,000,000 cells × 10 epochs → 93.2 h, in 48 h → 2 cards. Geneformer
    V2-104M: × 104 / 53 = 1.96 → 1,000,000 cells × 5 epochs = 45.7 A100-hours, 1.66 GB of weights + AdamW. On another
    card `card_scale` (tools.nonllm_jobs.job_on_card: an RTX 4090 × 1.89) sets its hours, one card's days and the cards
    for a window: 500,000 cells × 5 epochs = 11.7 A100-hours = 22.0 hours on one 4090 (0.9 days)."""
    e = epochs or SCGPT_EPOCHS
    params = CELL_PARAMS.get(key, SCGPT_PARAMS)
    k = params / SCGPT_PARAMS
    hours = gpu_hours(cells * e, SCGPT_CELL_EPOCH_S * k)
    hi = gpu_hours(cells * e, SCGPT_CELL_EPOCH_HI_S * k)
    on_card = hours * card_scale
    return CellTraining(cells, e, epochs is not None, hours, hi, on_card / HOURS_PER_DAY,
                        cards_within(on_card, window_h) if window_h else None,
                        params * ADAMW_BYTES / 1e9, params / 1e6, SCGPT_CELL_EPOCH_S * k, k, card_scale, on_card,
                        hi * card_scale)
