"""A model that always thinks (no switch in its chat template) and has no non-thinking release in the registry (QwQ-32B,
the DeepSeek-R1 distills, GLM-4.1V-9B-Thinking) asked to stop thinking: it cannot, so the answer says so plainly and
names the nearest model of its kind that answers without thinking — a model that never thinks, or one whose thinking
switches off (Qwen3's hybrid releases, GLM-4.5: model cards' enable_thinking=False) — so the user can size that one
instead. Without such a line a follow-up "turn the thinking off" either changed nothing in silence or was refused.

Nearest: the same modality and the same vision tower (a VLM for a VLM), the same specialisation (tools.model_origin's
kinds: a coder for a coder, and a GUI agent only for a GUI agent), a licence that allows commercial use when the
asked model's does, within ×0.5–×2 of its published parameters, closest on a log scale (a size twice as large is as
far as one half as large)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from tools.schema import ModelArch, Msg, Workload

# GUI agents fine-tuned from a VLM (their registry rows' sources): a screen-action model, not a general VLM's stand-in
_GUI_AGENT = re.compile(r"ui-tars|os-atlas|showui", re.I)


def _kind(name: str) -> frozenset[str]:
    """tools.model_origin's kinds of `name` without "reasoning" and "vision" (the vision tower says that), plus "gui"
    for a GUI agent."""
    from tools.model_origin import _kinds

    return (_kinds(name) - {"reasoning", "vision"}) | ({"gui"} if _GUI_AGENT.search(name) else set())


def answers_without_thinking(m: ModelArch) -> bool:
    """`m` can answer without a chain of thought first: it does not think by default, or its thinking has a switch
    (tools.defaults.model_thinking). By hand: Llama-3.1-8B → True; Qwen3-32B (enable_thinking=False) → True; QwQ-32B →
    False."""
    from tools.defaults import model_thinking

    t = model_thinking(m.name)
    return t is None or not t.default or bool(t.switch)


def nearest_non_thinking(asked: ModelArch, models: Iterable[ModelArch]) -> ModelArch | None:
    """The registry model nearest `asked` (see the module's rule) that answers without thinking, or None (no size
    known, or none of its kind within ×0.5–×2). By hand: QwQ-32B (32.8 B, a Qwen2.5-32B shape) → a 32 B model that
    does not think or can switch it off; GLM-4.1V-9B-Thinking (a 9.40 B VLM language tower) → Llama-3.2-11B-Vision (9.78 B:
    |ln(9.78 / 9.40)| ≈ 0.04, nearer than Qwen2.5-VL-7B's |ln(7.62 / 9.40)| ≈ 0.21), never a text-only 9 B."""
    size = asked.published_params
    if not size:
        return None
    kinds = _kind(asked.name)
    commercial = asked.license is None or asked.license.commercial
    ranked: list[tuple[float, int, ModelArch]] = []
    for i, m in enumerate(models):
        if m.name == asked.name or not m.published_params or not answers_without_thinking(m):
            continue
        if m.modality != asked.modality or m.vision_tower != asked.vision_tower or _kind(m.name) != kinds:
            continue
        if commercial and (m.license is None or not m.license.commercial):
            continue
        ratio = m.published_params / size
        if 0.5 <= ratio <= 2.0:
            ranked.append((round(abs(math.log(ratio)), 3), i, m))
    return min(ranked, key=lambda x: (x[0], x[1]))[2] if ranked else None


def always_thinks_note(w: Workload, asked: ModelArch | None, models: Iterable[ModelArch]) -> Msg | None:
    """The plain line for "no thinking" said of `w`'s model when it always thinks and the registry holds no
    non-thinking sibling (tools.defaults.thinking_unswitchable, non_thinking_sibling): the model keeps its thinking
    tokens and the nearest model of its kind that answers without thinking is named (nearest_non_thinking), or the
    line says none is held; None when the model can switch or has a sibling to move to."""
    from tools.defaults import model_thinking, non_thinking_sibling, thinking_tokens, thinking_unswitchable

    if not thinking_unswitchable(w) or non_thinking_sibling(w):
        return None
    alt = nearest_non_thinking(asked, models) if asked is not None else None
    t = model_thinking(alt.name) if alt is not None else None
    return Msg(code="thinking_alternative.always_thinks",
               args={"model": w.model or "", "tokens": thinking_tokens(w), "alt": alt.name if alt else "",
                     "held": asked is not None,
                     "switch": t.switch if t is not None and t.default and t.switch else ""})
