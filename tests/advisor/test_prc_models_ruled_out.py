"""Models from PRC developers ruled out in words ("no Chinese models", 不要用国产模型, 老細話唔用大陸 model) are a rule on
the model, never a place: the turn was read as the region 大陸 ("I can't leave a region out") and the thread's Qwen kept.
Now the thread's PRC model is swapped for the nearest non-PRC open model of its kind and size whose licence allows
commercial use (tools.model_origin.to_non_prc), said in a note."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.model_origin import is_prc, to_non_prc
from tools.schema import Workload


@pytest.mark.parametrize("text", [
    "we can't use Chinese models, what then?",
    "our compliance team says no Chinese models",
    "公司规定不要用国产模型",
    "上頭話唔可以用大陸嘅模型",
])
def test_ruling_out_prc_models_is_read_and_no_region(text):
    p = extract(text).patch
    assert p.avoid_prc_models is True and not p.regions, (p.avoid_prc_models, p.regions)


@pytest.mark.parametrize("text", [
    "rent in mainland China only",    # a place, not a rule on models
    "只租大陆的云",
    "Qwen2.5-7B is a Chinese model, right?",  # a question about the model, nothing ruled out
])
def test_a_place_or_a_question_rules_out_nothing(text):
    assert extract(text).patch.avoid_prc_models is None


def test_the_thread_model_is_swapped_for_the_nearest_non_prc_one():
    # Qwen2.5-14B (14.7 B, Alibaba) → a non-PRC chat model within ×0.5–×2 of its size whose licence allows
    # commercial use; never another PRC one
    asked = registry.get("Qwen2.5-14B")
    models = [registry.get(n) for n in registry.names()]
    got = to_non_prc(Workload(model="Qwen2.5-14B", avoid_prc_models=True), asked, models)
    assert got is not None
    w, msg = got
    alt = registry.get(w.model or "")
    assert not is_prc(alt.name) and alt.published_params and 0.5 <= alt.published_params / 14.7e9 <= 2.0
    assert msg.args["asked"] == "Qwen2.5-14B"


def test_nothing_swapped_without_the_rule_or_for_a_non_prc_model():
    models = [registry.get(n) for n in registry.names()]
    assert to_non_prc(Workload(model="Qwen2.5-14B"), registry.get("Qwen2.5-14B"), models) is None
    assert to_non_prc(Workload(model="Llama-3.1-8B", avoid_prc_models=True), registry.get("Llama-3.1-8B"), models) is None
