"""A licence that grants no rights to the residents of a place (tools/licence.py licence_place_check,
catalog/data/models.json `excluded_place`).

The Llama 3.2 Acceptable Use Policy (llama.com/llama3_2/use-policy) and the Llama 4 one say that, for their multimodal
models, the rights under §1(a) of the community licence "are not being granted to you if you are an individual
domiciled in, or a company with a principal place of business in, the European Union"; end users of a product built on
them are exempt. So a team that says it is in the EU gets ❌ and an Apache-2.0 model of the same kind; a team that only
places its machines in the EU (its own seat unknown) gets the rule as a condition; a team in the US, Norway or London
nothing (Norway is in the EEA, not the EU; the UK left the EU). The text-only Llama 3.2 1B/3B are not multimodal: no line.
"""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from catalog import places, registry
from tools.licence import licence_place_check

GAZ = places.gazetteer()


def _lic(name: str):
    return registry.get(name).license


@pytest.mark.parametrize("model", ["Llama-3.2-11B-Vision", "Llama-3.2-90B-Vision", "Llama-4-Scout", "Llama-4-Maverick"])
@pytest.mark.parametrize("located", [["de"], ["paris"], ["it"], ["eu"]])
def test_a_team_in_the_eu_may_not_run_the_multimodal_llamas(model, located):
    # Germany, Paris, Italy and "the EU" itself all lie within the EU (regions.csv `within`) → ❌ (level error)
    c = licence_place_check(model, _lic(model), located, [], GAZ)
    assert c is not None and c.level == "error" and c.topic == "licence"
    assert "European Union" in c.message.en and "may not run it" in c.message.en
    # the way out is a permissive model the registry can size, named with its licence
    assert "(Apache-2.0)" in c.message.en
    assert "欧盟" in c.message.zh and "不能自己部署" in c.message.zh
    assert "歐盟" in to_script(c.message.zh, "zh-Hant")


def test_the_alternative_is_a_registry_model_with_a_commercial_licence():
    # the line says "sized the same way if you name it": the named model must be a row with a permissive licence
    for model in ["Llama-3.2-11B-Vision", "Llama-3.2-90B-Vision", "Llama-4-Scout"]:
        alt = _lic(model).alternative
        assert alt is not None and registry.get(alt).license is not None and registry.get(alt).license.commercial
        assert registry.get(alt).vision_tower  # a vision model replaces a vision model


def test_machines_in_the_eu_with_the_seat_unknown_get_the_rule_as_a_condition():
    # "data stays in Stockholm": the company may be American (then it may use the model) → a warning, said as "if"
    c = licence_place_check("Llama-3.2-11B-Vision", _lic("Llama-3.2-11B-Vision"), [], ["se"], GAZ)
    assert c is not None and c.level == "warning"
    assert "if your company is based there" in c.message.en and "如果你们公司设在那里" in c.message.zh


@pytest.mark.parametrize("located, regions", [
    (["sg"], []),  # a team in Singapore
    ([], ["us"]),  # machines in the US
    ([], ["no"]),  # Norway: EEA, not EU
    ([], ["london"]),  # the UK is not in the EU
    ([], []),  # nothing said about places
])
def test_outside_the_eu_nothing_is_said(located, regions):
    assert licence_place_check("Llama-3.2-11B-Vision", _lic("Llama-3.2-11B-Vision"), located, regions, GAZ) is None


@pytest.mark.parametrize("model", ["Llama-3.2-3B", "Qwen2.5-VL-7B", "Mistral-Small-3.1-24B"])
def test_models_without_a_place_rule_get_nothing_in_the_eu(model):
    # Llama 3.2 3B is text-only (the clause covers the multimodal models); the others are Apache-2.0
    assert licence_place_check(model, _lic(model), ["de"], ["frankfurt"], GAZ) is None
