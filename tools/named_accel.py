"""A named non-NVIDIA accelerator instance (AWS Inferentia2 / Trainium, Intel Gaudi) judged as the machine asked
about ("the AWS rep says use inf2.48xlarge instead of p5"): it is not ranked with the CUDA machines, but the answer
says whether the model fits its memory, the per-user decode bound from its bandwidth, the users it serves at the
asked speed, its month against the ranked plan, and the software caveats (Neuron SDK, Gaudi's stack).

memory   = chips × device memory (GiB → GB) × USABLE_SHARE (the runtime, the compiled graph's buffers and activations
           take the rest: assumed 90 %) against weights at the precision + KV of every sequence at the context
           (tools.memory)
decode   = a decode step reads the weights once and every sequence's KV, so the step takes
           (weights + KV in flight) ÷ (chips × bandwidth × DECODE_EFFICIENCY); one token per user per step:
           per-user tok/s = 1 ÷ step. DECODE_EFFICIENCY 0.6 is the middle of the 50–70 % of peak HBM bandwidth that
           memory-bound decode reaches on any accelerator (an assumption, not a Neuron or Gaudi measurement)
users    = at a target speed t the step may take 1 ÷ t: users = (effective bandwidth ÷ t − weights) ÷ KV a sequence,
           and no more than memory holds: (usable − weights) ÷ KV a sequence
month    = the instance's on-demand $/h (SkyPilot v7 AWS catalog, us-east-1) × tools.constants.HOURS_PER_MONTH ×
           the instances the load needs (⌈concurrent ÷ users a machine⌉)

Chip figures (per chip):
- Inferentia2 and Trainium (Trn1): 32 GiB HBM, 820 GB/s, 190 FP16/BF16/cFP8 TFLOPS (AWS Neuron docs, "Inferentia2
  Architecture" and "Trainium Architecture", awsdocs-neuron.readthedocs-hosted.com; trn1 arch page: trn1.32xlarge
  16 chips, 512 GiB, 3,040 TFLOPS)
- Trainium2: 96 GiB, 2.9 TB/s, 667 BF16 and 1,299 FP8 dense TFLOPS (AWS Neuron docs, "Trainium2 Architecture")
- Gaudi 2 / Gaudi 3: the catalog rows (catalog/data/gpus.csv, Intel Gaudi 3 white paper), passed in by the caller
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.schema import ModelArch, Msg

USABLE_SHARE = 0.9  # of device memory for weights + KV (runtime, compiled graph buffers, activations take the rest)
DECODE_EFFICIENCY = 0.6  # of peak HBM bandwidth a memory-bound decode step reaches (middle of 50–70 %)
GIB = 2**30 / 1e9  # GB in a GiB
AS_OF = "2026-12-05"
NEURON_DOCS = "AWS Neuron docs (awsdocs-neuron.readthedocs-hosted.com, neuron-hardware architecture pages)"
PRICE_SOURCE = "SkyPilot v7 AWS catalog (aws.csv), us-east-1 on-demand"


@dataclass(frozen=True)
class Chip:
    name: str
    memory_gib: float  # per chip
    bandwidth_gb_s: float  # per chip
    bf16_tflops: float
    fp8_tflops: float
    stack: str  # "neuron" or "gaudi": which caveats apply
    source: str
    as_of: str = AS_OF


INFERENTIA2 = Chip("Inferentia2", 32, 820, 190, 190, "neuron", NEURON_DOCS)
TRAINIUM = Chip("Trainium", 32, 820, 190, 190, "neuron", NEURON_DOCS)
TRAINIUM2 = Chip("Trainium2", 96, 2900, 667, 1299, "neuron", NEURON_DOCS)


@dataclass(frozen=True)
class AccelInstance:
    name: str
    chip: Chip
    chips: int
    usd_hour: float | None  # on-demand, us-east-1; None where no catalog row prices it
    price_source: str | None = PRICE_SOURCE


# instance → chips and price (SkyPilot v7 aws.csv us-east-1 rows, read 2026-12-05); trn2.48xlarge has no
# AcceleratorName in v7, so no row prices it here (never invented)
INSTANCES: dict[str, AccelInstance] = {i.name: i for i in (
    AccelInstance("inf2.xlarge", INFERENTIA2, 1, 0.7582),
    AccelInstance("inf2.8xlarge", INFERENTIA2, 1, 1.96786),
    AccelInstance("inf2.24xlarge", INFERENTIA2, 6, 6.49063),
    AccelInstance("inf2.48xlarge", INFERENTIA2, 12, 12.98127),
    AccelInstance("trn1.2xlarge", TRAINIUM, 1, 1.34375),
    AccelInstance("trn1.32xlarge", TRAINIUM, 16, 21.5),
    AccelInstance("trn1n.32xlarge", TRAINIUM, 16, 24.78),
    AccelInstance("trn2.48xlarge", TRAINIUM2, 16, None, None),
)}
# a bare family ("inf2", "trn1") is read as its largest instance, the one a rep pitches for a large model
FAMILY_LARGEST = {"inf2": "inf2.48xlarge", "trn1": "trn1.32xlarge", "trn1n": "trn1n.32xlarge", "trn2": "trn2.48xlarge"}
NAMED = re.compile(r"(?i)(?<![\w.-])(inf2|trn1n?|trn2)(?:\.(\d{0,2}x?large))?(?![\w-])")
# Gaudi said by name ("Gaudi 3", "gaudi2", "Gaudi-3"): the catalog card it names
GAUDI = re.compile(r"(?i)gaudi\s*-?\s*([23])")


def named_instances(text: str) -> list[str]:
    """The Inferentia2 / Trainium instances `text` names, in order, each once ("inf2.48xlarge"; a bare "inf2" as
    its largest instance)."""
    out: list[str] = []
    for m in NAMED.finditer(text or ""):
        name = f"{m.group(1).lower()}.{m.group(2).lower()}" if m.group(2) else FAMILY_LARGEST[m.group(1).lower()]
        if name in INSTANCES and name not in out:
            out.append(name)
    return out


def named_gaudi(text: str) -> list[str]:
    """The Gaudi generations `text` names, as catalog card names ("Gaudi3")."""
    out: list[str] = []
    for m in GAUDI.finditer(text or ""):
        name = f"Gaudi{m.group(1)}"
        if name not in out:
            out.append(name)
    return out


@dataclass(frozen=True)
class AccelVerdict:
    machine: str  # "inf2.48xlarge" or "8 × Gaudi3"
    chip: str
    chips: int
    stack: str
    memory_gb: float  # all chips, GB
    usable_gb: float
    bandwidth_tb_s: float  # all chips
    precision: str
    weights_gb: float
    kv_gb: float  # every sequence in flight at the context
    fits: bool
    tok_s: float  # per user with every sequence in flight (0 where it does not fit)
    users_at_target: int  # sequences one machine serves at the target speed (memory-capped)
    machines: int  # machines the load needs at the target (0: none serves it)
    usd_hour: float | None
    usd_month: float | None  # machines × $/h × HOURS_PER_MONTH
    concurrent: int
    target: float
    source: str
    price_source: str | None


def judge(machine: str, chip: Chip, chips: int, usd_hour: float | None, price_source: str | None, arch: ModelArch,
          context: int, concurrent: int, precision: str, target_tok_s: float) -> AccelVerdict:
    """By hand, inf2.48xlarge for Llama-3.1-70B BF16, 100 in flight at a 4,096-token context, 30 tok/s each:
    memory 12 × 32 GiB = 412 GB, 90 % ≈ 371 GB usable; weights ≈ 141 GB + KV 327,680 B × 4,096 × 100 ≈ 134 GB
    = 275 GB: fits. Bandwidth 12 × 820 = 9.84 TB/s × 0.6 = 5.9 TB/s → step ≈ 275 ÷ 5,904 ≈ 47 ms → ≈ 21 tok/s
    per user (short of 30). At 30 tok/s the step may read 5,904 ÷ 30 ≈ 197 GB: (197 − 141) ÷ 1.34 GB ≈ 41 users a
    machine → 3 machines × $12.98 × 730 ≈ $28.4k a month; one machine ≈ $9.5k."""
    from tools.memory import kv_cache_bytes, weight_bytes

    memory = chips * chip.memory_gib * GIB
    usable = memory * USABLE_SHARE
    weights = weight_bytes(arch, precision) / 1e9
    per_seq = kv_cache_bytes(arch, context, 1) / 1e9
    kv = per_seq * concurrent
    fits = weights + kv <= usable
    bw = chips * chip.bandwidth_gb_s * DECODE_EFFICIENCY  # GB/s effective
    tok_s = bw / (weights + kv) if fits and weights + kv > 0 else 0.0
    by_speed = (bw / target_tok_s - weights) / per_seq if target_tok_s > 0 and per_seq > 0 else 0.0
    by_memory = (usable - weights) / per_seq if per_seq > 0 else 0.0
    users = max(0, int(min(by_speed, by_memory)))
    machines = math.ceil(concurrent / users) if users > 0 else 0
    month = usd_hour * HOURS_PER_MONTH * machines if usd_hour is not None and machines else None
    return AccelVerdict(machine, chip.name, chips, chip.stack, memory, usable, chips * chip.bandwidth_gb_s / 1000,
                        precision, weights, kv, fits, tok_s, users, machines, usd_hour, month, concurrent,
                        target_tok_s, chip.source, price_source)


def judge_instance(name: str, arch: ModelArch, context: int, concurrent: int, precision: str,
                   target_tok_s: float) -> AccelVerdict:
    """judge() on a named Inferentia2 / Trainium instance of INSTANCES."""
    i = INSTANCES[name]
    return judge(i.name, i.chip, i.chips, i.usd_hour, i.price_source, arch, context, concurrent, precision,
                 target_tok_s)


def gaudi_chip(name: str, memory_gb: float, bandwidth_gb_s: float, bf16: float, fp8: float, source: str) -> Chip:
    """A Gaudi catalog row (memory in GB as the datasheet states it) as a Chip."""
    return Chip(name, memory_gb / GIB, bandwidth_gb_s, bf16, fp8, "gaudi", source)


def verdict_line(v: AccelVerdict, model: str, pick_hour: float | None, per_usd: float, pick: str | None) -> Msg:
    """The answer's line on the named accelerator (words in advisor/core/messages/named_accel.py); `pick_hour`: the
    ranked plan's $/h in the answer's currency, `per_usd` that currency's units per USD (1 for USD), `pick` its
    machine: its month in USD = pick_hour ÷ per_usd × HOURS_PER_MONTH, to compare with."""
    pick_month = pick_hour / per_usd * HOURS_PER_MONTH if pick_hour and per_usd > 0 else None
    ratio = v.usd_month / pick_month if v.usd_month and pick_month else None
    one_month = v.usd_hour * HOURS_PER_MONTH if v.usd_hour is not None else None
    return Msg(code="accel.named", args={
        "machine": v.machine, "chip": v.chip, "chips": v.chips, "stack": v.stack, "memory": v.memory_gb,
        "usable": v.usable_gb, "bw": v.bandwidth_tb_s, "prec": v.precision.upper(), "weights": v.weights_gb,
        "kv": v.kv_gb, "need": v.weights_gb + v.kv_gb, "fits": v.fits, "tok_s": v.tok_s, "users": v.users_at_target,
        "machines": v.machines, "usd_hour": v.usd_hour, "one_month": one_month, "month": v.usd_month,
        "concurrent": v.concurrent, "target": v.target, "model": model, "pick_month": pick_month, "pick": pick,
        "ratio": ratio, "eff": DECODE_EFFICIENCY, "share": USABLE_SHARE, "hours": HOURS_PER_MONTH,
        "source": v.source, "price_source": v.price_source})
