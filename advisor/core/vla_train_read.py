"""A robot policy fine-tune on π₀ (openpi) read from the user's words in English, 简体 and 繁體 — π₀ / pi0 / pi-zero /
openpi, the card said ("one RTX 4090 in the office"), full or LoRA — and answered from tools.vla_train: which mode
fits the card, the hours, and the cheapest card held that fits the full fine-tune; never "which model?"."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# π₀ / pi0 / pi-zero / openpi; never π₀-FAST's or π₀.5's own figures mixed in (they are read as π₀, said as such)
PI0 = re.compile(r"(?i)(?<![a-z0-9])(?:pi[\s_-]?0|pi[\s_-]?zero|π[\s_-]?[0₀]|open[\s_-]?pi)(?![0-9])")
RASPBERRY = re.compile(r"(?i)raspberry|树莓派|樹莓派")
# the card the user has: "one rtx 4090", "得一張 4090", "an A100 80GB" (its memory kept: never the 40 GB A100)
CARD = re.compile(r"(?i)(?<![a-z0-9])((?:rtx\s*)?[3-5]090|a100|h100|h200|h800|a800|l40s?|a6000|a10g?|l4|b200)"
                  r"(?:[\s_-]*(\d{2,3})\s*gb?)?(?![a-z0-9])")


def _card(text: str) -> Any:
    """The GPUSpec of the first card the message names, with its memory when said ("A100 80GB"), else None."""
    from catalog.gpus import UnknownGPU, get_gpu

    for m in CARD.finditer(text or ""):
        for name in ([f"{m.group(1)} {m.group(2)}GB"] if m.group(2) else []) + [m.group(1)]:
            try:
                return get_gpu(name)
            except (UnknownGPU, KeyError):
                continue
    return None


def vla_named(text: str) -> bool:
    """Does the message name π₀ / openpi (never a Raspberry Pi Zero)?"""
    return bool(PI0.search(text or "")) and not RASPBERRY.search(text or "")


def vla_lines(text: str, rates: Any, cur: str) -> list[Msg] | None:
    """The π₀ fine-tune's answer: the user's card against openpi's table (a 24 GB 4090: LoRA yes, full no), the
    hours for each mode on that card, and the cheapest held card over 70 GB for the full run with its hours and
    cost; None when π₀ is not named."""
    from tools.generated_media import tflops_of
    from tools.vla_train import FULL_GB, LORA_GB, PI0_SOURCE, run_cost, vla_hours, vla_run
    from tools.wording import money_text

    if not vla_named(text):
        return None
    gpu = _card(text)
    run = vla_run(gpu.memory_gb if gpu else None)
    own = tflops_of(gpu) if gpu else None
    out = [Msg(code="vla.head", args={
        "card": gpu.name if gpu else None, "gb": gpu.memory_gb if gpu else None,
        "full": run.full_fits, "lora": run.lora_fits, "full_gb": FULL_GB, "lora_gb": LORA_GB,
        "lora_h": vla_hours(run.flops, own, lora=True) if own and run.lora_fits else None,
        "full_h": vla_hours(run.flops, own) if own and run.full_fits else None})]
    got, away = rates(False) if rates is not None else ([], False)
    fit = [(r, h) for r in got if r.memory_gb > FULL_GB for h in [vla_hours(run.flops, r.tflops)] if h]
    best = min(fit, key=lambda x: run_cost(x[1], x[0].price), default=None)
    fast = min(fit, key=lambda x: x[1], default=None)
    if best is not None:
        r, h = best
        fr, fh = fast if fast is not None else best
        out.append(Msg(code="vla.rent", args={
            "card": r.card, "row": r.row, "price": money_text(r.price, cur), "hours": h,
            "cost": money_text(run_cost(h, r.price), cur), "elsewhere": away,
            "fast_card": fr.card if fr.card != r.card else None, "fast_hours": fh,
            "fast_cost": money_text(run_cost(fh, fr.price), cur)}))
    else:
        out.append(Msg(code="vla.rent", args={"card": None}))
    out.append(Msg(code="vla.math", args={"steps": run.steps, "batch": run.batch, "tokens": run.tokens,
                                          "flops": run.flops, "source": PI0_SOURCE}))
    return out
