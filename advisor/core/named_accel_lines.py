"""A named non-NVIDIA accelerator the user asks about — an AWS Inferentia2 / Trainium instance ("the AWS rep says
use inf2.48xlarge instead of p5"), an Intel Gaudi 2 / 3 — judged as the machine asked, above the ranked CUDA plans:
its memory at the precision, the per-user decode bound, the users it serves, its month against the pick and the
software caveats (tools/named_accel.py). Words in advisor/core/messages/named_accel.py; no arithmetic here."""

from __future__ import annotations

from typing import Any

from tools.schema import Workload

GAUDI_CHIPS = 8  # a Gaudi 2 / Gaudi 3 server carries 8 OAM chips (Intel Gaudi 3 white paper: the HLS-Gaudi3 baseboard)


def named_accel_lead(text: str, w: Workload, rec: Any, lang: str) -> list[str]:
    """The line on each named Inferentia2 / Trainium instance or Gaudi in `text` for an LLM serving answer; empty
    where none is named or the model, context or load is unknown."""
    from catalog.accelerators import accel_instances
    from catalog.gpus import all_gpus
    from catalog.registry import get
    from tools.named_accel import gaudi_chip, judge, judge_instance, named_gaudi, named_instances, verdict_line
    from tools.offers import INTERACTIVE_TOKENS_PER_S

    held = accel_instances()
    names, gaudis = named_instances(text, held), named_gaudi(text)
    w = rec.workload if rec is not None and getattr(rec, "workload", None) is not None else w  # resolved: load, context
    if not (names or gaudis) or not w.model or not w.seq_len or not w.concurrency or w.task not in (None, "inference"):
        return []
    try:
        arch = get(w.model)
    except (LookupError, ValueError):
        return []
    precision = str(w.precision or "bf16")
    target = float(w.target_tokens_per_s_per_user or INTERACTIVE_TOKENS_PER_S)
    verdicts = [judge_instance(held[n], arch, w.seq_len, w.concurrency, precision, target) for n in names]
    gpus = all_gpus()
    for g in gaudis:
        spec = gpus.get(g)
        if spec is None or not spec.usable_bytes or not spec.bandwidth_gb_s:
            continue
        chip = gaudi_chip(g, spec.usable_bytes, spec.bandwidth_gb_s, spec.bf16_tflops or 0.0, spec.fp8_tflops or 0.0,
                          spec.source, spec.as_of)
        verdicts.append(judge(f"{g} server", chip, GAUDI_CHIPS, None, None, arch, w.seq_len, w.concurrency,
                              precision, target))
    row = rec.cost_table[0] if rec is not None and rec.cost_table else None
    hour = row.cost.hourly_on_demand if row is not None else None
    per_usd = 1.0 if rec is None or rec.currency == "USD" else (rec.usd_cny if rec.currency == "CNY" else rec.per_usd)
    pick = f"{row.provider} {row.instance}" if row is not None else None
    return [verdict_line(v, w.model, hour, per_usd or 0.0, pick).text(lang) for v in verdicts]
