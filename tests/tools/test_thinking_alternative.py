"""tools.thinking_alternative: "no thinking" said of a model that always thinks and has no non-thinking sibling in the
registry gets a plain line — the model keeps its thinking tokens — naming the nearest model of its kind that answers
without thinking; the GLM-4.1V-9B-Thinking row (a VLM that always thinks) is held with its base's shape."""

from __future__ import annotations

import math

import pytest

import advisor.core.messages  # noqa: F401  (installs the Msg catalog)
from advisor.core.thinking_alternative import always_thinks_line
from catalog import registry
from tools.defaults import model_thinking, non_thinking_sibling
from tools.schema import Workload
from tools.thinking_alternative import answers_without_thinking, nearest_non_thinking


def _all():
    return [registry.get(n) for n in registry.names()]


@pytest.mark.parametrize("name", ["DeepSeek-R1-Distill-Qwen-14B", "DeepSeek-R1-Distill-Llama-8B", "QwQ-32B"])
def test_a_text_model_that_always_thinks_gets_a_text_model_that_does_not(name: str) -> None:
    # by hand: an R1 distill or QwQ has no switch and no sibling row; the nearest text model (no vision tower) within
    # ×0.5–×2 of its size that does not think, or can switch it off, is named (e.g. 14.8 B → a 14 B Qwen)
    asked = registry.get(name)
    alt = nearest_non_thinking(asked, _all())
    assert alt is not None and alt.name != name
    assert answers_without_thinking(alt) and not alt.vision_tower and alt.modality == asked.modality
    assert asked.published_params and alt.published_params
    assert 0.5 <= alt.published_params / asked.published_params <= 2.0


def test_a_thinking_vlm_gets_a_vlm() -> None:
    # by hand: GLM-4.1V-9B-Thinking's language tower is 9.40 B (the GLM-4-9B shape with four norms a layer); a text-only
    # 9 B would drop the images, and a GUI agent (UI-TARS) is not a general VLM: the alternative carries a vision
    # tower, is no GUI agent and is within ×0.5–×2 (Llama-3.2-11B-Vision's 9.78 B: ln(9.78 / 9.40) ≈ 0.04)
    asked = registry.get("GLM-4.1V-9B-Thinking")
    alt = nearest_non_thinking(asked, _all())
    assert alt is not None and alt.vision_tower and answers_without_thinking(alt)
    assert not any(g in alt.name for g in ("UI-TARS", "OS-Atlas", "ShowUI"))
    assert abs(math.log(alt.published_params / asked.published_params)) <= math.log(2)


def test_the_glm_4_1v_thinking_row() -> None:
    # by hand: transformers' Glm4vTextConfig for this checkpoint is GLM-4-9B's shape (40 × 4096, 32 / 2 heads × 128,
    # intermediate 13,696, vocab 151,552); it always thinks (no switch, no non-thinking chat release), 64K context
    m, base = registry.get("GLM-4.1V-9B-Thinking"), registry.get("GLM-4-9B")
    assert (m.layers, m.hidden, m.heads, m.kv_heads, m.intermediate, m.vocab) == \
        (base.layers, base.hidden, base.heads, base.kv_heads, base.intermediate, base.vocab)
    assert m.vision_tower and m.max_context == 65536
    t = model_thinking("GLM-4.1V-9B-Thinking")
    assert t is not None and t.default and not t.switch and not t.sibling
    assert registry.resolve_name("glm-4.1v-9b-thinking") == "GLM-4.1V-9B-Thinking"


@pytest.mark.parametrize("name", ["Qwen3-30B-A3B-Thinking-2507", "Qwen3-4B-Thinking-2507", "DeepSeek-R1", "Kimi-K2-Thinking",
                                  "Qwen3-VL-8B-Thinking", "Qwen3-VL-235B-A22B-Thinking", "Qwen3-Next-80B-A3B-Thinking",
                                  "ERNIE-4.5-21B-A3B-Thinking"])
def test_every_registry_thinking_release_with_a_sibling_moves_to_a_held_non_thinking_row(name: str) -> None:
    # by hand: a Thinking/Instruct pair (or R1 → V3, K2-Thinking → K2) is a move to the sibling, never the plain line;
    # the sibling is a registry row of the same shape that does not think
    w = Workload(model=name, thinking=False)
    sib = non_thinking_sibling(w)
    assert sib is not None and always_thinks_line(w) is None
    a, b = registry.get(name), registry.get(sib)
    assert (a.layers, a.hidden, a.kv_heads) == (b.layers, b.hidden, b.kv_heads)
    assert answers_without_thinking(b)


@pytest.mark.parametrize("name", ["Qwen3-14B", "GLM-4.5-Air", "Llama-3.1-8B"])
def test_no_line_for_a_model_that_can_answer_without_thinking(name: str) -> None:
    # by hand: Qwen3-14B / GLM-4.5-Air switch off with enable_thinking=False; Llama-3.1-8B never thinks
    assert always_thinks_line(Workload(model=name, thinking=False)) is None


def test_the_line_in_english_and_chinese() -> None:
    # by hand: QwQ-32B keeps its 8,192 thinking tokens an answer and the line names the alternative in both languages
    m = always_thinks_line(Workload(model="QwQ-32B", thinking=False))
    assert m is not None and m.args["alt"]
    assert "always thinks" in m.en and "8,192" in m.en and str(m.args["alt"]) in m.en
    assert "关不掉思考" in m.zh and str(m.args["alt"]) in m.zh


def test_the_glm_4_5v_row_is_glm_4_5_air_with_a_vision_tower_and_a_switch() -> None:
    # by hand: transformers' Glm4vMoeTextConfig for GLM-4.5V is GLM-4.5-Air's MoE (46 layers, 128 experts top-8 + 1
    # shared, width 1,408) with a 151,424 vocab and 64K context; its thinking switches off (enable_thinking=False), so
    # "no thinking" on it is the same model with thinking planned off, no move and no plain line
    v, air = registry.get("GLM-4.5V"), registry.get("GLM-4.5-Air")
    assert (v.layers, v.hidden, v.experts, v.experts_per_token, v.moe_intermediate) == \
        (air.layers, air.hidden, air.experts, air.experts_per_token, air.moe_intermediate)
    assert v.vision_tower and v.max_context == 65536 and v.vocab == 151424
    w = Workload(model="GLM-4.5V", thinking=False)
    assert non_thinking_sibling(w) is None and always_thinks_line(w) is None


def test_every_thinking_release_in_the_registry_thinks() -> None:
    # by hand: a row named "…-Thinking" (or "-reasoning") is a release that reasons before every answer; sized as its
    # Instruct base it would lose its 8,192 thinking tokens an answer (a generic model's 338-token reply)
    for n in registry.names():
        if n.lower().endswith(("-thinking", "-reasoning")) or "-thinking-" in n.lower():
            t = model_thinking(n)
            assert t is not None and t.default, n


@pytest.mark.parametrize("text,model", [
    ("serve Qwen3-VL-8B-Thinking for 20 users at once", "Qwen3-VL-8B-Thinking"),
    ("用 Qwen3-VL-30B-A3B-Thinking 做试卷批改，20 人同时用", "Qwen3-VL-30B-A3B-Thinking"),
    ("用 ERNIE-4.5-21B-A3B-Thinking 做客服，同時 15 人", "ERNIE-4.5-21B-A3B-Thinking"),
])
def test_a_thinking_release_named_is_read_as_its_own_row(text: str, model: str) -> None:
    # by hand: the name's "-Thinking" is the release, never dropped to the Instruct base's row (which answers
    # straight away): the row read thinks by default
    from advisor.core.extract_rules import extract

    assert extract(text).patch.model == model
    t = model_thinking(model)
    assert t is not None and t.default


@pytest.mark.parametrize("name", ["GLM-Z1-9B", "GLM-Z1-32B-0414", "Phi-4-reasoning-plus"])
def test_an_unheld_reasoning_release_thinks_by_its_name(name: str) -> None:
    # by hand: GLM-Z1 is the reasoning release of GLM-4-0414 (deep thinking before every answer); a size the registry
    # lacks is sized with REASONING_OUTPUT_TOKENS of thinking (8,192), never as a generic model's short reply
    t = model_thinking(name)
    assert t is not None and t.default and not t.switch
    assert model_thinking("GLM-4-32B-0414") is None  # its non-reasoning sibling answers straight away


def test_an_unheld_thinking_name_asks_for_a_non_thinking_one() -> None:
    # by hand: GLM-Z1-9B is not a registry row (no size or kind to match): the line says it keeps thinking and asks
    # for a non-thinking model by name, never "I hold none of its kind" (nothing was compared)
    m = always_thinks_line(Workload(model="GLM-Z1-9B", params_b=9.0, thinking=False))
    assert m is not None and not m.args["alt"]
    assert "cannot switch its thinking off" in m.en and "I hold no model of its kind" not in m.en
    assert "请点名一个同类" in m.zh
