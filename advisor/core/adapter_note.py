"""The note a multi-adapter serving read adds (extract_rules.read_adapter_serving): each adapter's memory, the adapters
each GPU holds (vLLM --max-loras) and all of them in host RAM (--max-cpu-loras), from tools.lora_serving."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg


def adapter_note(out: Any, model: str | None, adapters: int | None, rank: int | None) -> dict[str, int]:
    """Add the serving note to the extraction `out`: the figures when the model is in the registry and a count of
    adapters is said, else the reading alone (serving with adapters, not a fine-tune). Returns the workload fields
    the sizing adds: the adapter slots' bytes on each replica (lora_gpu_bytes) and all adapters' bytes in host RAM
    (lora_host_bytes); {} when not sized."""
    from advisor.core.messages import word
    from catalog import registry
    from tools.lora_serving import adapter_plan, plan_figures

    arch = None
    if model:
        try:
            arch = registry.get(model)
        except (KeyError, StopIteration, ValueError):
            arch = None
    if arch is None or not adapters:
        msg = Msg(code="reading.adapter_serving", args={})
    else:
        p = adapter_plan(arch, adapters, rank)
        msg = Msg(code="reading.adapter_serving_sized", args={
            "n": p.adapters, "rank": p.rank, "said_rank": bool(rank), "model": arch.name, "slots": p.gpu_slots,
            "moe": p.moe, **plan_figures(p)})
    out.note(word(msg, "en"), word(msg, "zh"))
    if arch is None or not adapters:
        return {}
    return {"lora_gpu_bytes": p.gpu_bytes, "lora_host_bytes": p.all_bytes}
