"""A named non-NVIDIA accelerator instance (AWS Inferentia2 / Trainium, Intel Gaudi) judged as the machine asked
about ("the AWS rep says use inf2.48xlarge instead of p5"): it is not ranked with the CUDA machines, but the answer
says whether the model fits its memory, the per-user decode bound from its bandwidth, the users it serves at the
asked speed, its month against the ranked plan, and the software caveats (Neuron SDK, Gaudi's stack).

memory   = chips × device memory (the row's GiB → GB) × USABLE_SHARE (tools.memory.VLLM_GPU_MEMORY_UTILIZATION, 0.9:
           the pool the ranked answer gives a card; on Neuron the runtime and the compiled graph's buffers take the rest,
           an assumption) against weights at the precision + KV of every sequence at the context
           (tools.memory)
decode   = a decode step reads the weights once and every sequence's KV, so the step takes
           (weights + KV in flight) ÷ (chips × bandwidth × DECODE_EFFICIENCY); one token per user per step:
           per-user tok/s = 1 ÷ step (tools.speed.decode_ceiling_tokens_per_s, the GPUs' bandwidth bound, at the
           effective bandwidth). DECODE_EFFICIENCY 0.6 is the middle of the 50–70 % of peak HBM bandwidth that
           memory-bound decode reaches on any accelerator (an assumption, not a Neuron or Gaudi measurement)
users    = at a target speed t the step may take 1 ÷ t: users = (effective bandwidth ÷ t − weights) ÷ KV a sequence,
           and no more than memory holds: (usable − weights) ÷ KV a sequence
month    = the instance's on-demand $/h (SkyPilot v7 AWS catalog, us-east-1) × tools.constants.HOURS_PER_MONTH ×
           the instances the load needs (⌈concurrent ÷ users a machine⌉)

Chip figures (per chip) are catalog rows, each with its source and as-of date: Inferentia2, Trainium and Trainium2 in
catalog/data/accelerators.csv (AWS Neuron docs' architecture pages), the instances' chips and on-demand prices in
catalog/data/accel_instances.csv (SkyPilot v7 AWS catalog, us-east-1); Gaudi 2 / Gaudi 3 are catalog/data/gpus.csv rows
(Intel Gaudi 3 white paper), passed in by the caller with the usable bytes the ranked answer reads (GPUSpec.usable_bytes).
The two CSVs are read at the edge (catalog.accelerators: accel_chips, accel_instances) and handed in; this module
reads no file.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.memory import VLLM_GPU_MEMORY_UTILIZATION
from tools.schema import ModelArch, Msg

USABLE_SHARE = VLLM_GPU_MEMORY_UTILIZATION  # of device memory for weights + KV: the ranked answer's pool, one figure
DECODE_EFFICIENCY = 0.6  # of peak HBM bandwidth a memory-bound decode step reaches (middle of 50–70 %)


@dataclass(frozen=True)
class Chip:
    name: str
    memory_bytes: float  # per chip, the capacity a fit is judged on
    bandwidth_gb_s: float  # per chip
    bf16_tflops: float
    fp8_tflops: float
    stack: str  # "neuron" or "gaudi": which caveats apply
    source: str
    as_of: str


@dataclass(frozen=True)
class AccelInstance:
    name: str
    chip: Chip
    chips: int
    usd_hour: float | None  # on-demand, us-east-1; None where no catalog row prices it (never invented)
    price_source: str | None
    as_of: str


# a bare family ("inf2", "trn1") is read as its largest instance, the one a rep pitches for a large model
FAMILY_LARGEST = {"inf2": "inf2.48xlarge", "trn1": "trn1.32xlarge", "trn1n": "trn1n.32xlarge", "trn2": "trn2.48xlarge"}
NAMED = re.compile(r"(?i)(?<![\w.-])(inf2|trn1n?|trn2)(?:\.(\d{0,2}x?large))?(?![\w-])")
# Gaudi said by name ("Gaudi 3", "gaudi2", "Gaudi-3"): the catalog card it names
GAUDI = re.compile(r"(?i)gaudi\s*-?\s*([23])")


def named_instances(text: str, held: Mapping[str, AccelInstance]) -> list[str]:
    """The Inferentia2 / Trainium instances of `held` (catalog.accelerators.accel_instances) `text` names, in order,
    each once ("inf2.48xlarge"; a bare "inf2" as its largest instance)."""
    out: list[str] = []
    for m in NAMED.finditer(text or ""):
        name = f"{m.group(1).lower()}.{m.group(2).lower()}" if m.group(2) else FAMILY_LARGEST[m.group(1).lower()]
        if name in held and name not in out:
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
    from tools.speed import decode_ceiling_tokens_per_s

    memory = chips * chip.memory_bytes / 1e9
    usable = memory * USABLE_SHARE
    weights = weight_bytes(arch, precision) / 1e9
    per_seq = kv_cache_bytes(arch, context, 1) / 1e9
    kv = per_seq * concurrent
    fits = weights + kv <= usable
    bw = chips * chip.bandwidth_gb_s * DECODE_EFFICIENCY  # GB/s effective
    tok_s = decode_ceiling_tokens_per_s((weights + kv) * 1e9, bw) if fits and weights + kv > 0 else 0.0
    by_speed = (bw / target_tok_s - weights) / per_seq if target_tok_s > 0 and per_seq > 0 else 0.0
    by_memory = (usable - weights) / per_seq if per_seq > 0 else 0.0
    users = max(0, int(min(by_speed, by_memory)))
    machines = math.ceil(concurrent / users) if users > 0 else 0
    month = usd_hour * HOURS_PER_MONTH * machines if usd_hour is not None and machines else None
    return AccelVerdict(machine, chip.name, chips, chip.stack, memory, usable, chips * chip.bandwidth_gb_s / 1000,
                        precision, weights, kv, fits, tok_s, users, machines, usd_hour, month, concurrent,
                        target_tok_s, chip.source, price_source)


def judge_instance(i: AccelInstance, arch: ModelArch, context: int, concurrent: int, precision: str,
                   target_tok_s: float) -> AccelVerdict:
    """judge() on a named Inferentia2 / Trainium instance (a catalog/data/accel_instances.csv row, handed in)."""
    return judge(i.name, i.chip, i.chips, i.usd_hour, i.price_source, arch, context, concurrent, precision,
                 target_tok_s)


def gaudi_chip(name: str, memory_bytes: float, bandwidth_gb_s: float, bf16: float, fp8: float, source: str,
               as_of: str) -> Chip:
    """A Gaudi catalog row as a Chip: `memory_bytes` is the row's GPUSpec.usable_bytes, the capacity the ranked answer
    fits on (Gaudi 3's 128 GiB = 137.4 GB, × USABLE_SHARE = 123.7 GB a chip in both)."""
    return Chip(name, memory_bytes, bandwidth_gb_s, bf16, fp8, "gaudi", source, as_of)


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
