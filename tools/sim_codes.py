"""Scientific simulation codes (molecular dynamics, plane-wave DFT, quantum chemistry) sized from their numerics, never
as an LLM: one table of codes (family, the precision the GPU port needs, the unit of work one GPU takes, how it
scales, the licence, a source per row), published per-card MD speeds, the cards' FP64 rates, and the sizing.

MD (GROMACS, AMBER pmemd.cuda, OpenMM, NAMD, LAMMPS' GPU/KOKKOS packages) runs in mixed / single precision on the GPU,
one simulation per card: GPU-days = runs × ns each ÷ ns/day, cards = GPU-days ÷ the deadline's days, cost = GPU-days
× 24 × the card's hour. Consumer / workstation cards give the most ns/day per dollar. Plane-wave DFT and quantum
chemistry need FP64: cards with 1/64-rate FP64 (RTX 4090, L40S, L4, A10) are the wrong cards; A100 / H100 / MI250 /
MI300 (full-rate FP64) are. No published CPU-node-to-GPU speed-up is held, so DFT is "time it on a pilot".
Memory rarely binds: a 100k-atom MD system needs well under 2 GB; DFT memory grows with bands × plane waves and is
read off the pilot."""

from __future__ import annotations

import math
from dataclasses import dataclass

from pydantic import BaseModel

from tools.schema import Budget


class SimCode(BaseModel):
    """One simulation code: `family` "md" or "dft"; `precision` "mixed" (single / mixed on the GPU) or "fp64";
    `unit` the work one GPU takes; `scaling` how it spreads; `licence`; `source`."""
    key: str
    name: str
    family: str
    precision: str
    unit: str
    scaling: str
    licence: str
    source: str


_MD_UNIT = "one simulation per GPU (several per GPU for systems under ~50k atoms)"
_DFT_UNIT = "one calculation on 1–4 full-FP64 GPUs (k-points / bands spread across cards)"
CODES: tuple[SimCode, ...] = (
    SimCode(key="gromacs", name="GROMACS", family="md", precision="mixed", unit=_MD_UNIT,
            scaling="one run per GPU is the efficient setup; multi-GPU per run scales weakly below ~1M atoms",
            licence="LGPL-2.1 (free)", source="GROMACS manual, 'Mixed or double precision' and GPU acceleration pages"),
    SimCode(key="amber", name="AMBER pmemd.cuda", family="md", precision="mixed", unit=_MD_UNIT,
            scaling="one run per GPU; the code is built for single-GPU runs (SPFP precision model)",
            licence="Amber licence (pmemd.cuda: paid for companies, low cost for academia)",
            source="ambermd.org/GPUPerformance.php (Amber23 pmemd.cuda; SPFP, 32-bit math validated on GeForce cards)"),
    SimCode(key="openmm", name="OpenMM", family="md", precision="mixed", unit=_MD_UNIT,
            scaling="one run per GPU", licence="MIT / LGPL (free)",
            source="OpenMM user guide, 'Platforms' (CUDA platform, mixed precision default)"),
    SimCode(key="namd", name="NAMD", family="md", precision="mixed", unit=_MD_UNIT,
            scaling="NAMD 3 GPU-resident: one run per GPU, multi-GPU for very large systems",
            licence="UIUC licence (free for non-commercial use; commercial by agreement)",
            source="NAMD 3.0 release notes (GPU-resident mode, single-precision forces)"),
    SimCode(key="lammps", name="LAMMPS", family="md", precision="mixed", unit="per package: GPU / KOKKOS (mixed or "
            "double, chosen at build); one run per GPU", scaling="domain decomposition across GPUs for large systems",
            licence="GPL-2.0 (free)", source="LAMMPS manual, 'GPU package' and 'KOKKOS package' pages"),
    SimCode(key="vasp", name="VASP (GPU port)", family="dft", precision="fp64", unit=_DFT_UNIT,
            scaling="OpenACC port; one MPI rank per GPU, NCCL across cards in a node",
            licence="VASP licence per research group (paid), GPU port included for licensed groups",
            source="VASP wiki, 'OpenACC GPU port of VASP' (double precision throughout)"),
    SimCode(key="qe", name="Quantum ESPRESSO", family="dft", precision="fp64", unit=_DFT_UNIT,
            scaling="one MPI rank per GPU; pools over k-points", licence="GPL (free)",
            source="Quantum ESPRESSO GPU build documentation (CUDA Fortran, double precision)"),
    SimCode(key="cp2k", name="CP2K", family="dft", precision="fp64", unit=_DFT_UNIT,
            scaling="DBCSR / COSMA offload; node-level", licence="GPL-2.0 (free)",
            source="CP2K manual, GPU (CUDA) build notes (double-precision matrix multiplies)"),
    SimCode(key="gaussian", name="Gaussian", family="dft", precision="fp64", unit=_DFT_UNIT,
            scaling="GPU for HF / DFT energies and gradients on large molecules; needs CPU cores per GPU",
            licence="Gaussian licence per site (paid)", source="gaussian.com, 'Using GPUs' (Tesla-class, FP64 cards)"),
    SimCode(key="orca", name="ORCA", family="dft", precision="fp64", unit="CPU-first; GPU only in recent builds for "
            "some methods", scaling="MPI over CPU cores", licence="free for academia; commercial licence otherwise",
            source="ORCA manual (CPU parallel; limited GPU support)"),
    SimCode(key="nwchem", name="NWChem", family="dft", precision="fp64", unit=_DFT_UNIT,
            scaling="GPU for CCSD(T) / plane-wave kernels", licence="ECL-2.0 (free)",
            source="NWChem documentation, GPU (CUDA / OpenMP offload) support"),
)
CODE_BY_KEY = {c.key: c for c in CODES}
# the family's row when only "molecular dynamics" / "DFT" is said, with no code named
GENERIC = {"md": SimCode(key="md", name="molecular dynamics", family="md", precision="mixed", unit=_MD_UNIT,
                         scaling="one run per GPU", licence="per code", source="as GROMACS / AMBER rows"),
           "dft": SimCode(key="dft", name="DFT / quantum chemistry", family="dft", precision="fp64", unit=_DFT_UNIT,
                          scaling="one calculation on 1–4 full-FP64 GPUs", licence="per code", source="as VASP / QE rows")}

MD_SOURCE = ("ambermd.org/GPUPerformance.php, Amber23 pmemd.cuda benchmarks (from memory, re-check against the page); "
             "measured for AMBER, other MD codes on the same card differ — time a 1 ns pilot")


@dataclass(frozen=True)
class MdBench:
    """A published MD benchmark system: its name, atom count and ns/day per card."""
    system: str
    atoms: int
    ns_day: dict[str, float]


# AMBER's own benchmark systems, NVE, one GPU each (MD_SOURCE). The page gives no atom-count scaling rule, so a
# user's system is read against the benchmark nearest in atoms and never scaled.
MD_BENCH: tuple[MdBench, ...] = (
    MdBench("JAC / DHFR", 23_558, {"RTX 4090": 1650.0, "L40S": 1500.0, "H100 PCIe": 1500.0, "A100 80GB SXM": 1200.0,
                                    "A10": 700.0, "L4": 600.0}),
    MdBench("Factor IX", 90_906, {"RTX 4090": 650.0, "L40S": 580.0, "H100 PCIe": 600.0, "A100 80GB SXM": 450.0,
                                  "A10": 230.0, "L4": 190.0}),
    MdBench("Cellulose", 408_609, {"RTX 4090": 165.0, "L40S": 140.0, "H100 PCIe": 160.0, "A100 80GB SXM": 120.0,
                                   "A10": 55.0, "L4": 45.0}),
)

FP64_SOURCE = ("vendor datasheets: H100 SXM 34 TFLOPS FP64 (67 tensor), A100 9.7 (19.5 tensor), MI300X 81.7; Ada and "
               "GA10x cards run FP64 at 1/64 of FP32 (NVIDIA Ada whitepaper: RTX 4090 1.3 TFLOPS); read: H100 SXM 34 / "
               "PCIe 26 FP64, 67 / 51 FP64 tensor (NVIDIA's H100 table, archive-lib.hpctech.co.jp/gpuproduct/nvidia-h100.html)")
FP64_TFLOPS = {"H100 SXM": 34.0, "H100 PCIe": 26.0, "H100 NVL": 30.0, "H200 SXM": 34.0, "A100 80GB SXM": 9.7,
               "A100 40GB SXM": 9.7, "A100 80GB PCIe": 9.7, "A100 40GB PCIe": 9.7, "MI300X": 81.7,
               "RTX 4090": 1.3, "L40S": 1.4, "L4": 0.5, "A10": 0.5}
FULL_FP64_MIN = 5.0  # TFLOPS: the datacenter FP64 cards are ≥ 9.7, the 1/64-rate cards ≤ 1.4


def full_fp64(card: str) -> bool:
    """Whether `card` runs FP64 at full (datacenter) rate (FP64_TFLOPS ≥ FULL_FP64_MIN)."""
    return FP64_TFLOPS.get(card, 0.0) >= FULL_FP64_MIN


def md_bench(atoms: float | None) -> MdBench:
    """The benchmark system nearest the user's atom count on a log scale (Factor IX when none is said)."""
    if not atoms or atoms <= 0:
        return MD_BENCH[1]
    return min(MD_BENCH, key=lambda b: abs(math.log(atoms / b.atoms)))


# a benchmark card priced as its variants where it has no row of its own: the H100 PCIe figure is a floor for the
# SXM and NVL boards (faster memory and clocks), the A100 80GB SXM figure stands for the other A100 boards
PRICED_AS = {"H100 PCIe": ("H100 PCIe", "H100 SXM", "H100 NVL"),
             "A100 80GB SXM": ("A100 80GB SXM", "A100 80GB PCIe", "A100 40GB SXM", "A100 40GB PCIe")}


@dataclass(frozen=True)
class MdCard:
    """One card's MD plan: ns/day, GPU-days, cards for the deadline, cost, cost per µs, its priced row."""
    card: str
    ns_day: float
    gpu_days: float
    cards: int | None
    cost: float
    per_us: float
    row: str
    price: float
    too_long: bool = False


def md_plan(runs: float, ns_each: float, atoms: float | None, deadline_h: float | None,
            prices: dict[str, tuple[str, float]]) -> list[MdCard]:
    """Each benchmarked card that has a price: GPU-days = runs × ns ÷ ns/day; cards = ⌈GPU-days ÷ deadline days⌉ (at
    most one a run; `too_long` when one run alone outlasts the deadline);
    cost = GPU-days × 24 × the hour (one simulation per card, so cards in parallel cost the same GPU-days); cheapest
    first. `prices`: card → (row, price an hour)."""
    bench = md_bench(atoms)
    out = []
    for bench_card, rate in bench.ns_day.items():
        card = next((c for c in PRICED_AS.get(bench_card, (bench_card,)) if c in prices), None)
        if card is None:
            continue
        row, hour = prices[card]
        days = runs * ns_each / rate
        # one run on one card longer than the deadline: more cards than runs cannot help (multi-GPU per run is needed)
        too_long = bool(deadline_h) and ns_each / rate * 24 > (deadline_h or 0)
        cards = min(math.ceil(days / (deadline_h / 24) - 1e-9), math.ceil(runs)) if deadline_h else None
        cost = days * 24 * hour
        out.append(MdCard(card, rate, days, cards, cost, 1000 * 24 * hour / rate, row, hour, too_long))
    return sorted(out, key=lambda c: c.cost)


def times_dearer(plan: list[MdCard], card: str) -> float | None:
    """How many times the cheapest card's cost `card` costs for the same ns (None when not priced)."""
    got = next((c for c in plan if c.card == card), None)
    return got.cost / plan[0].cost if got and plan and plan[0].cost > 0 else None


@dataclass(frozen=True)
class Fp64Card:
    """A card's FP64 rate and FP64 TFLOPS per unit of money an hour."""
    card: str
    tflops: float
    per_money: float
    row: str
    price: float


def fp64_cards(prices: dict[str, tuple[str, float]]) -> list[Fp64Card]:
    """The full-FP64 cards that have a price, most FP64 TFLOPS per money-hour first."""
    got = [Fp64Card(c, FP64_TFLOPS[c], FP64_TFLOPS[c] / p, row, p) for c, (row, p) in prices.items()
           if full_fp64(c) and p > 0]
    return sorted(got, key=lambda f: -f.per_money)


def node_hours(calcs: float, hours_each: float) -> float:
    """The CPU node-hours the user states: calculations × hours each."""
    return calcs * hours_each


def pilot_cards(calcs: float, pilot_hours: float, deadline_h: float) -> int:
    """Cards for the deadline once a pilot has timed one calculation: ⌈calcs × pilot hours ÷ deadline hours⌉."""
    return math.ceil(calcs * pilot_hours / deadline_h - 1e-9)


def days_of(hours: float | None) -> float | None:
    """A deadline in hours as days (None when none is said)."""
    return hours / 24 if hours else None




def ns_of(x: float, micro: bool) -> float:
    """A simulated time in ns: x ns, or x μs × 1,000."""
    return x * 1000 if micro else x


def total_budget(budget: Budget | None, currency: str, usd_cny: float, fx: dict[str, float]) -> float | None:
    """A budget stated for the whole job (per "total") in `currency`; None otherwise."""
    from tools.cost import convert_amount

    if budget is None or budget.per != "total":
        return None
    return convert_amount(budget.amount, budget.currency, currency, usd_cny, fx)


@dataclass(frozen=True)
class BudgetHours:
    """What a total budget buys on one card: card-hours, and the GPU hours a calculation may take for the budget to
    cover `calcs` calculations."""
    card_hours: float
    per_calc_h: float | None


def budget_hours(budget: float, price: float, calcs: float | None) -> BudgetHours:
    """budget ÷ the card's hour = card-hours; ÷ calculations = the most GPU hours one calculation may take."""
    hours = budget / price
    return BudgetHours(hours, hours / calcs if calcs else None)
