"""Engineering and lab codes beyond MD / DFT (tools.sim_codes) sized from their own numerics, never as an LLM: CFD
(OpenFOAM, Ansys Fluent, Simcenter STAR-CCM+), genomics (NVIDIA Parabricks), cryo-EM (RELION, cryoSPARC), weather /
climate (WRF) and GPU data science (RAPIDS cuDF / cuML). Each row: its family, the precision it needs, its unit of
work, how it scales, whether it is CPU-bound, the least GPU memory it asks, its licence and a source.

- A CPU-bound code (OpenFOAM, WRF) gets CPU nodes, never GPUs: the catalog prices GPU machines only, so the answer
  names the instance families to rent and the cores the mesh needs (cells ÷ cells per core).
- Parabricks is sized from published 30× whole-genome times: node-hours = genomes × minutes ÷ 60, nodes for the
  deadline = ⌈node-hours ÷ deadline hours⌉, cost = node-hours × cards × the card's hour.
- RAPIDS: one GPU holds the data frame, memory ≈ the data's in-memory size × FRAME_FACTOR; more than one card's
  memory needs Dask-cuDF across ⌈need ÷ card memory⌉ cards.
- cryoSPARC's pre-processing a movie at the vendor's published speeds (PATCH_MOTION_S + PATCH_CTF_S, an upper bound on
  one unnamed GPU, never scaled by card): GPU-hours = movies × 13 s ÷ 3,600, cost = that × the pilot card's hour.
- Fluent / STAR-CCM+ / RELION, and cryoSPARC's classification and refinement: no per-unit time is held, so the card
  class, why, and a priced pilot (the time said as not known, never a placeholder figure)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.sim_codes import SimCode


class HpcCode(SimCode):
    """One code (tools.sim_codes.SimCode's fields): `family` cfd / genomics / cryoem / weather / datasci; `precision`
    "fp32", "fp64" or "fp32 or fp64" (chosen per run); `cpu_bound` when GPUs are the wrong rental; `min_gb` the least
    GPU memory the vendor asks."""
    cpu_bound: bool = False
    min_gb: float | None = None


CODES: tuple[HpcCode, ...] = (
    HpcCode(key="openfoam", name="OpenFOAM", family="cfd", precision="fp64", cpu_bound=True,
            unit="one case on MPI ranks, its mesh split into one sub-domain per core",
            scaling="MPI over CPU cores and nodes; GPU offload only of the pressure linear solve (PETSc4FOAM / AmgX), "
                    "the rest of each time step stays on the CPU",
            licence="GPL-3.0 (free)", source="openfoam.com / openfoam.org user guides (decomposePar, MPI); "
            "OpenFOAM HPC technical committee, PETSc4FOAM GPU offload of the linear solver"),
    HpcCode(key="fluent", name="Ansys Fluent (native GPU solver)", family="cfd", precision="fp32 or fp64",
            unit="one case on one or more NVIDIA GPUs (3D meshes only)",
            scaling="one node's GPUs or several nodes; the mesh must fit in the GPUs' memory",
            licence="Ansys commercial licence (the GPU solver draws Ansys HPC licences per GPU)",
            source="Ansys Fluent User's Guide 2025 R2, 'Features Supported by the Fluent GPU Solver' (single or "
                   "double precision; single or multiple NVIDIA GPUs)"),
    HpcCode(key="starccm", name="Simcenter STAR-CCM+ (GPU)", family="cfd", precision="fp32 or fp64",
            unit="one case on one or more NVIDIA / AMD GPUs", scaling="GPU-native segregated solver across a node's GPUs",
            licence="Siemens commercial licence (Power Session / Power on Demand)",
            source="Siemens Simcenter STAR-CCM+ GPU-native solver release notes (from memory, re-check)"),
    HpcCode(key="parabricks", name="NVIDIA Parabricks", family="genomics", precision="fp32",
            unit="one sample (a 30× whole genome: FASTQ → BAM → VCF) on one node's 1–8 GPUs",
            scaling="germline (fq2bam + HaplotypeCaller / DeepVariant) scales to 4–8 GPUs a node; samples run in parallel",
            licence="free to use (NVIDIA licence); NVIDIA AI Enterprise for paid support", min_gb=16.0,
            source="docs.nvidia.com/clara/parabricks (germline tool, hardware requirements: ≥ 16 GB GPU memory)"),
    HpcCode(key="relion", name="RELION", family="cryoem", precision="fp32", min_gb=12.0,
            unit="one 2D / 3D classification or refinement job on one node's GPUs",
            scaling="MPI ranks each driving a GPU; a node of 2–8 cards", licence="GPL-2.0 (free)",
            source="RELION documentation, GPU acceleration (CUDA, single precision; memory from memory, re-check)"),
    HpcCode(key="cryosparc", name="cryoSPARC", family="cryoem", precision="fp32", min_gb=11.0,
            unit="one job (2D classes, ab-initio, NU-refine) on one or more GPUs of a worker",
            scaling="one job per GPU; a worker node with 2–8 cards runs jobs side by side",
            licence="free for non-profit academic use only; companies need a commercial licence from Structura",
            source="cryoSPARC guide, hardware requirements (NVIDIA GPU with ≥ 11 GB; from memory, re-check)"),
    HpcCode(key="wrf", name="WRF", family="weather", precision="fp32", cpu_bound=True,
            unit="one forecast or run on MPI ranks over the domain's grid",
            scaling="MPI + OpenMP over CPU cores; GPU ports exist outside the main code (AceCAST, commercial; "
                    "OpenACC research branches; MPAS-A on GPUs)",
            licence="public domain (NCAR); AceCAST is a paid product",
            source="WRF users' guide (dmpar / dm+sm builds); TempoQuest AceCAST product page"),
    HpcCode(key="rapids", name="RAPIDS cuDF / cuML", family="datasci", precision="fp32",
            unit="one data frame held in one GPU's memory (Dask-cuDF to spread it over cards)",
            scaling="one GPU while the frame fits; Dask-cuDF partitions across GPUs and nodes beyond it",
            licence="Apache-2.0 (free)", source="docs.rapids.ai: cuDF / Dask-cuDF, 'When to use cuDF and Dask-cuDF'"),
)
CODE_BY_KEY = {c.key: c for c in CODES}
# the family's row when only "CFD" / "cryo-EM" is said, with no code named: the card class by precision and a pilot
GENERIC = {"cfd": HpcCode(key="cfd", name="CFD", family="cfd", precision="fp32 or fp64",
                          unit="one case; the solver decides CPU or GPU", licence="per code",
                          scaling="GPU-native solvers (Fluent, STAR-CCM+) across a node's GPUs; OpenFOAM-type codes on "
                                  "CPU cores", source="as the Fluent / STAR-CCM+ / OpenFOAM rows"),
           "cryoem": HpcCode(key="cryoem", name="cryo-EM", family="cryoem", precision="fp32", min_gb=12.0,
                             unit="one classification or refinement job on one node's GPUs", licence="per code",
                             scaling="one job per GPU or MPI ranks each driving a GPU", source="as the RELION / cryoSPARC rows")}

CPU_FAMILIES = ("AWS hpc7a / c7i", "Azure HBv4 / HX", "Google Cloud H3 / C3", "Alibaba Cloud ecs.hfc7 / c7")
# cells a core: OpenFOAM runs efficiently down to about 50k–100k cells per MPI rank (from memory, re-check)
CELLS_PER_CORE = (50_000.0, 100_000.0)


def cpu_cores(cells: float) -> tuple[int, int]:
    """The cores a mesh spreads over: cells ÷ 100k (fewest) to cells ÷ 50k (most). 20M cells: 200–400 cores."""
    return math.ceil(cells / CELLS_PER_CORE[1]), math.ceil(cells / CELLS_PER_CORE[0])


@dataclass(frozen=True)
class GenomeBench:
    """A published 30× whole-genome germline time on one node: the card, how many, the minutes, the source."""
    card: str
    count: int
    minutes: float
    source: str
    vendor: bool = False  # the figure is a vendor's own claim (NVIDIA / AWS material), said as one


GENOME_BENCH: tuple[GenomeBench, ...] = (
    GenomeBench("H100 SXM", 4, 25.0, "AWS + NVIDIA solution brief, Parabricks germline 30× WGS on a 4× H100 p5 instance "
                "(as quoted by Clusterra's 2026 case study)", vendor=True),
    GenomeBench("A100 80GB SXM", 8, 24.0, "Accelerating genomic workflows using NVIDIA Parabricks, BMC Bioinformatics "
                "2023 (doi 10.1186/s12859-023-05292-2): HaplotypeCaller 36 h on CPU → 24 min on an NVIDIA DGX "
                "(8× A100: GPU count from memory, re-check)"),
)


@dataclass(frozen=True)
class GenomePlan:
    """One benchmark node priced: node-hours, nodes for the deadline, cost, the row and hour of one card."""
    card: str
    count: int
    minutes: float
    node_hours: float
    nodes: int | None
    cost: float
    row: str
    price: float
    source: str
    vendor: bool = False


def genome_plan(genomes: float, deadline_h: float | None, prices: dict[str, tuple[str, float]]) -> list[GenomePlan]:
    """Each benchmark whose card is priced: node-hours = genomes × minutes ÷ 60; nodes = ⌈node-hours ÷ deadline⌉;
    cost = node-hours × cards × the card's hour; cheapest first. 500 genomes on 4× H100 at $2/h: 500 × 25 ÷ 60 =
    208.3 node-hours × 4 × $2 = $1,667."""
    out = []
    for b in GENOME_BENCH:
        if b.card not in prices:
            continue
        row, hour = prices[b.card]
        nh = genomes * b.minutes / 60
        nodes = math.ceil(nh / deadline_h - 1e-9) if deadline_h else None
        out.append(GenomePlan(b.card, b.count, b.minutes, nh, nodes, nh * b.count * hour, row, hour, b.source, b.vendor))
    return sorted(out, key=lambda p: p.cost)


def genome_unpriced(genomes: float, deadline_h: float | None) -> list[tuple[GenomeBench, float, int | None]]:
    """Each benchmark node's work where no card of it is priced in the place: (the bench, node-hours, nodes for the
    deadline). 1,000 genomes on 8× A100 at 24 min: 1,000 × 24 ÷ 60 = 400 node-hours; 3 months = 2,160 h → 1 node."""
    out = []
    for b in GENOME_BENCH:
        nh = genomes * b.minutes / 60
        out.append((b, nh, math.ceil(nh / deadline_h - 1e-9) if deadline_h else None))
    return out


# FASTQ of one 30× human whole genome, GB (gzipped, paired-end): ASSUMED 60–100 GB — 30 × 3.1 Gb ≈ 93 Gbases, each
# base with its quality score, gzip to ≈ 0.65–1.1 bytes a base (from memory, re-check on your own files)
FASTQ_GB_A_GENOME: tuple[float, float] = (60.0, 100.0)


def fastq_volume(genomes: float, gbit_s: float = 1.0) -> tuple[float, float, float, float]:
    """(TB low, TB high, days to upload each at `gbit_s`) of the genomes' FASTQ: 1,000 × 60–100 GB = 60–100 TB; at
    1 Gbit/s 60 TB × 8 ÷ 1 Gbit/s = 480,000 s ≈ 5.6 days, 100 TB ≈ 9.3 days (tools.data_transfer.transfer_hours)."""
    from tools.data_transfer import transfer_hours

    lo, hi = (genomes * g for g in FASTQ_GB_A_GENOME)
    return lo / 1000, hi / 1000, transfer_hours(lo, gbit_s) / 24, transfer_hours(hi, gbit_s) / 24


# a cuDF frame needs working room beyond its own bytes for joins, group-bys and sorts (from memory, re-check)
FRAME_FACTOR = 2.0


@dataclass(frozen=True)
class FramePick:
    """The card for a data frame: the memory it needs, the card, how many, its row and hour."""
    need_gb: float
    card: str
    cards: int
    memory_gb: float
    row: str
    price: float


def frame_pick(data_gb: float, cards: list[tuple[str, float, str, float]]) -> FramePick | None:
    """need = data GB × FRAME_FACTOR; the cheapest card (name, memory GB, row, hour) that holds it alone, else the
    largest card × ⌈need ÷ its memory⌉ (Dask-cuDF). 30 GB of data: 60 GB → one 80 GB card."""
    need = data_gb * FRAME_FACTOR
    one = sorted((c for c in cards if c[1] >= need and c[3] > 0), key=lambda c: c[3])
    if one:
        return FramePick(need, one[0][0], 1, one[0][1], one[0][2], one[0][3])
    big = max((c for c in cards if c[1] > 0), key=lambda c: (c[1], -c[3]), default=None)
    return FramePick(need, big[0], math.ceil(need / big[1]), big[1], big[2], big[3]) if big else None


def pilot_pick(min_gb: float, fp64: bool, cards: list[tuple[str, float, str, float]]) -> tuple[str, float, str, float] | None:
    """The cheapest priced card (name, memory GB, row, hour) with at least `min_gb`, full-rate FP64 when `fp64`."""
    from tools.sim_codes import full_fp64

    got = [c for c in cards if c[1] >= min_gb and c[3] > 0 and (full_fp64(c[0]) or not fp64)]
    return min(got, key=lambda c: c[3]) if got else None


def pilot_cost(price: float, hours: float) -> float:
    """A pilot's cost: hours × the card's hour."""
    return price * hours


def tb_to_gb(tb: float) -> float:
    """A size said in TB as GB (decimal, as disks and data sets are sold: 1 TB = 1,000 GB)."""
    return tb * 1000


# cryoSPARC's own published pre-processing speeds (guide.cryosparc.com, "Tutorial: Patch Motion and Patch CTF", the
# jobs of v2.8+, read 2026-12-06): Patch Motion Correction "Less than 10s/movie (single GPU)" with "less than 10GB of
# GPU RAM"; Patch CTF Estimation "~3s/micrograph (single GPU)". The vendor names no card, so the figures are held as
# an upper bound a movie on one GPU of the class cryoSPARC supports and are NOT scaled to other cards (no card to
# scale from; a faster card is not credited). By hand: 8,000 movies × (10 + 3) s ÷ 3,600 = 28.9 GPU-hours.
# 2D / 3D classification and refinement scale with particles and iterations, not movies: no published time is held
# for them (the answer says so and times one job on the pilot). RELION's motion correction (its own CPU code or
# MotionCor2) has no published time here either: the movies get the pilot test, no number.
PATCH_MOTION_S = 10.0
PATCH_CTF_S = 3.0
CRYOSPARC_SPEED_SRC = ("guide.cryosparc.com, Tutorial: Patch Motion and Patch CTF (Patch Motion < 10 s/movie, Patch "
                       "CTF ~3 s/micrograph, single GPU, card not named; read 2026-12-06)")
CRYOSPARC_SPEED_AS_OF = "2026-12-06"


def preprocess_seconds() -> float:
    """GPU-seconds a movie for cryoSPARC's pre-processing at its published speeds: Patch Motion 10 s + Patch CTF
    3 s = 13 s (an upper bound on one GPU, unscaled)."""
    return PATCH_MOTION_S + PATCH_CTF_S


def movie_gpu_hours(movies: float, seconds_each: float) -> float:
    """GPU-hours for a cryo-EM data set's movies at `seconds_each` a movie: 8,000 × 13 s ÷ 3,600 = 28.9 h."""
    return movies * seconds_each / 3600


def gb_to_tb(gb: float) -> float:
    """GB as TB (decimal): 5,000 GB = 5 TB."""
    return gb / 1000
