"""The held vision-language model an unheld one is sized on when its name says only its active size ("Orion-VL-A3B",
"InternVL-A3B-Chat"): "A3B" is a mixture of experts with about 3B parameters active a token, so the stand-in is the
held mixture-of-experts VLM whose active parameters (tools.arch.active_params over its config) are nearest on a log
scale, its maker's first, never the dense 8B (or 38B) a name with no size falls back to. By hand: A3B → Qwen3-VL-30B-A3B
(≈ 3.3B active, 30.5B in all) or Kimi-VL-A3B-Instruct (≈ 2.8B active of 16B); A12B → GLM-4.5V (12B active)."""

from __future__ import annotations

from collections.abc import Iterable

from tools.schema import ModelArch


def moe_vlm_active_billions(archs: Iterable[ModelArch]) -> dict[str, float]:
    """The active parameters, in billions (tools.arch.active_params), of each mixture-of-experts VLM among `archs`
    (the caller's registry rows, handed in as values)."""
    from tools.arch import active_params

    return {a.name: active_params(a) / 1e9 for a in archs if a.vision_tower and a.experts}


def nearest_active_vlm(active_b: float, archs: Iterable[ModelArch], own: frozenset[str] = frozenset()
                       ) -> tuple[str, bool] | None:
    """(the MoE VLM among `archs` nearest `active_b` billions active, True when it is one of the maker's `own` names)
    or None when none is a MoE VLM; the maker's rows are searched first."""
    from tools.defaults import nearest_in_size

    sizes = moe_vlm_active_billions(archs)
    mine = {n: b for n, b in sizes.items() if n in own}
    name = nearest_in_size(mine or sizes, active_b)
    return (name, bool(mine)) if name is not None else None
