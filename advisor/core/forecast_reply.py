"""A named time-series forecasting model (Chronos, Chronos-Bolt: tools/forecast.py) answered as what it is — a batch of
inference, with a provisional one-small-card plan and a proposed node held against the need — before the LLM reading
can size it as a chat model's LoRA fine-tune."""

from __future__ import annotations

from typing import Any

from tools.forecast import forecast_lines, forecast_model


def forecast_text(text: str, patch: Any, lang: str) -> str | None:
    """The reply's text (bold head, bullets), or None when no Chronos model is named."""
    from catalog.gpus import all_gpus, resolve_gpu_name

    if forecast_model(text) is None:
        return None
    gpus = all_gpus()
    name = resolve_gpu_name(patch.gpu_preference) if patch.gpu_preference else None
    card = gpus.get(name or "")
    l4 = gpus["L4"]
    lines = forecast_lines(text, patch.num_gpus, card.name if card else None, card.memory_gb if card else None,
                           patch.deadline_hours, l4.bf16_tflops or 0.0)
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)
