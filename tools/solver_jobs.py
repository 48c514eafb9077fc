"""Named non-LLM tools of four more jobs, and the class fallback for each: GPU route optimisation (NVIDIA cuOpt),
video inpainting / object removal (ProPainter), protein design pipelines (RFdiffusion → ProteinMPNN → AlphaFold2) and
time-series foundation models (TimesFM, Moirai, Lag-Llama, TimeGPT). Such a job was answered as a chat LLM ("which
LLM?", a LoRA template, a "0.5B chat" sizing) or sized on one stage only; each row here gives the job's unit, the card
class a pilot runs on, a per-item time where one is published (else None: a priced pilot) and the licence (rows are
tools.nonllm_jobs.JobFamily, merged into tools.domain_jobs.DOMAIN_JOBS).

Per-item figures, each with its source:
- RFdiffusion: "on an NVIDIA A4000 GPU, 100 amino acid designs can be generated with 15 steps, in ~11s" (Watson et al.
  2023, Nature 620, Extended Data Fig. 2; the paper's other analyses use 200 steps, which take longer): 11 s a backbone.
- ProteinMPNN: ≈ 1.2 s a sequence for a 100-residue backbone, against 258.8 s for Rosetta (Dauparas et al. 2022,
  Science 378; from memory, re-check); it runs on CPU too.
- AlphaFold2, one model without ensembling: 1.1 min at 384 residues on one V100 (Jumper et al. 2021, Nature 596,
  Methods) — the binder filter runs one model a sequence (an upper bound for a short binder).
  A design = one backbone + k sequences + k AF2 checks: 11 + k × 1.2 + k × 66 s (`design_seconds`).
- cuOpt: "For the standard CVRPTW problem with real-world constraints, cuOpt can easily solve for 10K locations";
  "cuOpt does not support using multiple GPUs from a single cuOpt instance" (docs.nvidia.com/cuopt/service/latest/
  faq.html). Its solve time is the time limit the caller sets (SolverSettings.set_time_limit): seconds to minutes on
  one GPU, never a cluster. The cost and travel-time matrices are float32 (the docs' quick start): stops² × 4 bytes
  each (`route_matrix_gb`). CPU routes: OR-Tools (Apache-2.0) and VROOM (BSD-2-Clause; its wiki's Solomon benchmark,
  100 jobs, median 382 ms on a 4-core Xeon E5-1620).
- ProPainter: 1280×720 with a 50-frame sub-video ≈ 28 GB in FP32, ≈ 19 GB with --fp16; 80 frames out of memory in
  FP32 (github.com/sczhou/ProPainter README, "Memory-efficient inference": "1280 x 720 | 28G / 19G | OOM / 25G"
  for 50 / 80 frames in fp32 / fp16, read at e870e793): 1080p has
  2.25× the pixels of 720p, so it runs in shorter sub-videos (--subvideo_length) with --fp16 on a 48 GB card. No speed
  figure is held: a priced pilot.
- TimesFM-2.0-500m: a 500 M decoder-only model, input patches of 32 steps, output patches of 128, context up to 2,048
  (huggingface.co/google/timesfm-2.0-500m-pytorch, model card); Moirai small / base / large 14 M / 91 M / 311 M
  (huggingface.co/Salesforce/moirai-1.0-R-base README: "Moirai-1.0-R-Small 14m, -Base 91m, -Large 311m", read);
  Lag-Llama 2.45 M, autoregressive sampling (tsfm.ai/models/time-series-foundation-models%2FLag-Llama: "2.45M params
  | 1K context | … | Apache-2.0", read; github.com/time-series-foundation-models/lag-llama). No per-call time is held:
  a pilot.
- Prophet (Meta, BSD-3-Clause; Stan's L-BFGS fit on one CPU core, no GPU path): 500 daily series of a year, each fitted and
  forecast 90 days ahead, took 12.53 min in one process (Aravena Gamboa 2018, "Forecasting multiple time-series using
  Prophet in parallel", medium.com/spikelab, read) = 1.5 core-seconds a series (tools.item_compute "prophet"); longer
  histories, holidays and the default 1,000 uncertainty samples take more: time 100 of yours.
- TimesFM's compute a forecast (`forecast_gflops`), an ESTIMATE from the model's shape: a decoder-only transformer's
  forward is 2 × params × tokens (the transformer rule, tools.speed), and TimesFM's tokens are input patches of 32
  steps, the context capped at 2,048 (the model card above); one forward yields an output patch of 128 steps, so a
  horizon up to 128 is one forward, longer ones one more forward per 128 (an upper bound: the decode reuses the
  context). 2 × 500 M × 64 patches (2,048 ÷ 32) = 64 GFLOP a series; 20,000 series = 1.28 PFLOP a run. A run's
  seconds on a card: FLOPs ÷ (dense FP16 peak × tools.item_compute.SMALL_BATCH_UTIL, ASSUMED 0.4 for large batches of
  series): 1.28e15 ÷ (121e12 × 0.4) = 26 s on an L4. No published per-run time is held: time it on a pilot.

Licences (from each repository's LICENSE or model card; from memory, re-check unless said):
- cuOpt: Apache-2.0 (github.com/NVIDIA/cuopt LICENSE, read); the NIM container under NVIDIA AI Enterprise.
- ProPainter: NTU S-Lab License 1.0, non-commercial ("This project is licensed under NTU S-Lab License 1.0",
  github.com/sczhou/ProPainter README, read); a business use needs S-Lab's commercial licence.
- RFdiffusion: BSD-style (github.com/RosettaCommons/RFdiffusion LICENSE, read: "covers both the source code and model
  weights"); ProteinMPNN: MIT (github.com/dauparas/ProteinMPNN LICENSE, read); ColabFold MIT, AlphaFold2 parameters
  CC BY 4.0 (tools.domain_jobs).
- TimesFM: Apache-2.0 (its model card, read); Moirai 1.0-R: CC BY-NC 4.0 (its model card); Lag-Llama: Apache-2.0 (its
  LICENSE, read); TimeGPT: Nixtla's hosted API (closed weights, a per-call price, no GPU of yours).
"""

from __future__ import annotations

import math
from dataclasses import replace

from tools.nonllm_jobs import SRC_NOTE, JobFamily

RFD_BACKBONE_S = 11.0  # Watson et al. 2023, Extended Data Fig. 2 (100 aa, 15 steps, RTX A4000)
MPNN_SEQUENCE_S = 1.2  # Dauparas et al. 2022 (100 residues; from memory, re-check)
AF2_MODEL_S = 66.0  # Jumper et al. 2021, Methods (1.1 min at 384 residues on a V100, one model)
RFD_SRC = "Watson et al. 2023, Nature 620, Extended Data Fig. 2 (100 aa, 15 steps, ~11 s on an RTX A4000)"
PIPELINE_SRC = (RFD_SRC + "; ProteinMPNN 1.2 s a sequence (Dauparas et al. 2022, Science 378" + SRC_NOTE + "); AF2 one "
                "model 1.1 min at 384 residues on a V100 (Jumper et al. 2021, Nature 596, Methods)")
MATRIX_BYTES = 4.0  # float32 cost / travel-time matrices (cuOpt docs, quick start)
ROUTE_MATRICES = 2  # a cost matrix and a travel-time matrix (time windows need both)
CUOPT_SRC = "docs.nvidia.com/cuopt/service/latest/faq.html (10K locations on one GPU; no multi-GPU per instance)"

SOLVER_JOBS: tuple[JobFamily, ...] = (
    JobFamily("cuopt", "NVIDIA cuOpt", r"(?i)cu[\s_-]?opt(?![a-z])", "route", "solve", "yes", "L4",
              "Apache-2.0 (the NIM container under NVIDIA AI Enterprise)",
              "github.com/NVIDIA/cuopt (LICENSE: Apache License 2.0, read)", True,
              figure_source=CUOPT_SRC),
    JobFamily("propainter", "ProPainter", r"(?i)pro[\s_-]?painter", "inpaint", "clip", "yes", "L40S",
              "NTU S-Lab License 1.0 (non-commercial)", "github.com/sczhou/ProPainter (README, License)", False,
              "", "", min_gb=40),  # no permissive route held: the answer says to buy S-Lab's commercial licence
    JobFamily("rfdiffusion", "RFdiffusion", r"(?i)rf[\s_-]?diffusion", "design", "design", "yes", "L4",
              "BSD-style", "github.com/RosettaCommons/RFdiffusion (LICENSE: BSD, covers code and weights, read)", True,
              seconds_each=RFD_BACKBONE_S, measured_on="RTX A4000", figure_source=RFD_SRC, min_gb=16),
    JobFamily("proteinmpnn", "ProteinMPNN", r"(?i)protein[\s_-]?mpnn|ligand[\s_-]?mpnn", "design", "design", "optional",
              "L4", "MIT", "github.com/dauparas/ProteinMPNN (LICENSE: MIT, read)", True, seconds_each=MPNN_SEQUENCE_S,
              measured_on="CPU", figure_source="Dauparas et al. 2022, Science 378 (100 residues" + SRC_NOTE + ")"),
    JobFamily("timesfm", "TimesFM (Google)", r"(?i)times[\s_-]?fm", "tsforecast", "series", "optional", "L4",
              "Apache-2.0", "huggingface.co/google/timesfm-2.0-500m-pytorch (model card)", True),
    JobFamily("moirai", "Moirai (Salesforce)", r"(?i)(?<![a-z])moirai(?![a-z])", "tsforecast", "series", "optional", "L4",
              "CC BY-NC 4.0 (1.0-R weights)", "huggingface.co/Salesforce/moirai-1.0-R-base" + SRC_NOTE, False,
              "TimesFM / Chronos-Bolt", "Apache-2.0" + SRC_NOTE),
    JobFamily("lagllama", "Lag-Llama", r"(?i)lag[\s_-]?llama", "tsforecast", "series", "optional", "L4", "Apache-2.0",
              "github.com/time-series-foundation-models/lag-llama (LICENSE: Apache-2.0, read)", True),
    # Prophet (Stan's L-BFGS on CPU, no GPU path): its core-seconds a series are tools.item_compute's "prophet" row
    # Chinese context words (预测, 销量): advisor.core.nonllm_jobs ZH_NAMES
    JobFamily("prophet", "Prophet (Meta)", r"(?i)(?:facebook|meta|fb)[\s_-]?prophet|(?<![a-z])prophet(?![a-z])"
              r"(?=[^.]{0,120}?(?:forecast|skus?(?![a-z])|series))|(?:forecast\w*|skus?|series)[^.]{0,120}?"
              r"(?<![a-z])prophet(?![a-z])", "tsclassic", "series", "no", None,
              "BSD-3-Clause", "github.com/facebook/prophet LICENSE (BSD License, read 2026-12-06)", True),
    JobFamily("timegpt", "TimeGPT (Nixtla)", r"(?i)time[\s_-]?gpt", "tsforecast", "series", "no", None,
              "a hosted API (closed weights; per-call price, data leaves for Nixtla's servers)",
              "nixtla.io (TimeGPT docs)" + SRC_NOTE, True, "TimesFM / Chronos-Bolt on your own card", "Apache-2.0"),
)

# the held row whose unit, card and per-item time stand in for a tool of the same job the tables do not hold
SOLVER_REFERENCE = {"route": "cuopt", "inpaint": "propainter", "design": "rfdiffusion", "tsforecast": "timesfm"}


def design_seconds(sequences: int, af2_models: int = 1) -> float:
    """One design through the pipeline: a backbone, `sequences` ProteinMPNN sequences, each checked by AF2
    (`af2_models` models): 8 sequences → 11 + 8 × 1.2 + 8 × 66 = 548.6 s."""
    return RFD_BACKBONE_S + sequences * MPNN_SEQUENCE_S + sequences * af2_models * AF2_MODEL_S


def design_pipeline(sequences: int, af2_models: int = 1) -> JobFamily:
    """The RFdiffusion → ProteinMPNN → AF2 pipeline as one row, its seconds a design summed over the stages
    (`design_seconds`), its licences per stage; all three allow a business use."""
    base = next(j for j in SOLVER_JOBS if j.key == "rfdiffusion")
    return replace(base, key="design-pipeline", name=f"RFdiffusion → ProteinMPNN ×{sequences} → AF2", pattern="",
                   licence="RFdiffusion BSD-style; ProteinMPNN MIT; ColabFold MIT, AlphaFold2 parameters CC BY 4.0",
                   licence_source="github.com/RosettaCommons/RFdiffusion; github.com/dauparas/ProteinMPNN; "
                   "github.com/google-deepmind/alphafold (README: parameters CC BY 4.0); "
                   "github.com/sokrypton/ColabFold (LICENSE: MIT); each read",
                   seconds_each=design_seconds(sequences, af2_models), measured_on="RTX A4000 / CPU / V100",
                   figure_source=PIPELINE_SRC + f" — a design = 1 backbone + {sequences} sequences + {sequences} AF2 checks")


def route_matrix_gb(stops: float) -> float:
    """GPU memory of the cost and travel-time matrices (float32): 9,000 stops → 2 × 9,000² × 4 B = 0.65 GB; 20,000 →
    3.2 GB: one card holds them."""
    return ROUTE_MATRICES * stops * stops * MATRIX_BYTES / 1e9


SOLVE_HOURS_A_DAY = 1.0  # ASSUMED: one on-demand card started for an hour a day (start-up, data load, a solve of minutes)


def daily_hours_month(price_per_hour: float, hours_a_day: float = SOLVE_HOURS_A_DAY) -> float:
    """A card started each day for `hours_a_day` (tools.constants.DAYS_PER_MONTH days): $0.80 × 1 h × 30.4 = $24.33."""
    from tools.constants import DAYS_PER_MONTH

    return price_per_hour * hours_a_day * DAYS_PER_MONTH


def forecasts_a_day(series: float, every_minutes: float) -> tuple[float, float]:
    """(forecast calls a day, forecasts a day) for `series` forecast every `every_minutes`: every 15 min → 96 calls;
    40,000 series × 96 = 3,840,000 forecasts a day."""
    calls = 24 * 60 / every_minutes
    return calls, series * calls


_MINUTES = {"minute": 1.0, "hour": 60.0, "day": 1440.0}


TIMESFM_PARAMS = 500e6  # TimesFM-2.0-500m (model card)
TIMESFM_SMALL_PARAMS = 200e6  # TimesFM-1.0-200m and 2.5-200m, by the checkpoints' names
TIMESFM_IN_PATCH, TIMESFM_OUT_PATCH, TIMESFM_MAX_CONTEXT = 32, 128, 2048  # steps (model card, module docstring)


def forecast_gflops(context: int, horizon: int, params: float = TIMESFM_PARAMS) -> float:
    """A series' forecast in GFLOP (module docstring): 2 × params × input patches × forwards; 2,048 context, 96
    horizon: 2 × 500e6 × 64 × 1 = 64 GFLOP; a 4,096 context is capped at 2,048; a 256 horizon takes 2 forwards."""
    patches = math.ceil(min(context, TIMESFM_MAX_CONTEXT) / TIMESFM_IN_PATCH)
    forwards = max(1, math.ceil(horizon / TIMESFM_OUT_PATCH))
    return 2 * params * patches * forwards / 1e9


def run_seconds(series: float, gflops_each: float, fp16_tflops: float) -> float:
    """A run's seconds on one card (module docstring): 20,000 × 64 GFLOP ÷ (121 TFLOPS × 0.4) = 26.4 s on an L4."""
    from tools.item_compute import SMALL_BATCH_UTIL

    return series * gflops_each * 1e9 / (fp16_tflops * 1e12 * SMALL_BATCH_UTIL) if fp16_tflops > 0 else 0.0


def run_pflop(series: float, gflops_each: float) -> float:
    """A run's PFLOP: 20,000 series × 64 GFLOP = 1.28 PFLOP."""
    return series * gflops_each / 1e6


def run_share(run_s: float, every_min: float) -> float:
    """The share of each interval a run keeps one card busy, in %: 26.4 s every 15 min = 2.9 %."""
    return 100.0 * run_s / (every_min * 60) if every_min > 0 else 0.0


def gpu_hours_a_day(run_s: float, calls: float) -> float:
    """The card's busy hours a day: 26.4 s × 96 runs ÷ 3,600 = 0.70 h."""
    return run_s * calls / 3600


def every_minutes(n: float, unit: str) -> float:
    """An interval said as n minutes / hours / days, in minutes: (6, "hour") → 360; (1, "day") → 1,440."""
    return n * _MINUTES[unit]
