"""A licence that bars the use the conversation states leads the answer (tools/licence.py barring_licence, the one
rule; tools/recommend.py licence_first): the headline opens with it and the plan after it is sizing for reference.

Which lines bar the use, worked out from the licences' own terms (catalog/data/models.json `license`):
* a company in the EU on Llama 3.2 Vision / Llama 4 (their Acceptable Use Policies grant no rights to a company with its
  principal place of business in the EU) → compat.licence_place bars it;
* research or non-commercial weights (Mistral Research License on Mistral-Large-2, the Qwen research licence on
  Qwen2.5-3B) under a stated business use → compat.licence_commercial bars it;
* only the machines in the EU ("if your company is based there"), Llama's 700 M MAU cap, or an unknown use → nothing
  is barred: those lines stay among the checks.
"""

from __future__ import annotations

from catalog import places, registry
from tools.licence import barring_licence, licence_check, licence_place_check
from tools.recommend import licence_first
from tools.schema import Check, Msg, Recommendation, Workload

GAZ = places.gazetteer()


def _lic(name: str):
    return registry.get(name).license


def _rec(checks: list[Check], headline: Msg | None) -> Recommendation:
    return Recommendation(model="m", params=1, active_params=1, workload=Workload(), usd_cny=7.0,
                          compatibility=checks, headline=headline)


def test_a_research_licence_under_business_use_bars_it():
    # Mistral-Large-2 (Mistral Research License, commercial: false) for a paid product → the warning, which bars
    c = licence_check("Mistral-Large-2", _lic("Mistral-Large-2"), commercial_use=True)
    assert c is not None and barring_licence([c]) is c
    assert "Mistral-Small-24B (Apache-2.0)" in c.message.en  # the allowed alternative is named


def test_an_eu_company_on_a_multimodal_llama_is_barred_but_eu_machines_alone_are_not():
    # Lisbon lies in Portugal, in the EU (regions.csv `within`) → barred; machines in Stockholm with the company's
    # seat unknown → only the "if your company is based there" condition, which bars nothing
    located = licence_place_check("Llama-4-Scout", _lic("Llama-4-Scout"), ["pt"], [], GAZ)
    placed = licence_place_check("Llama-4-Scout", _lic("Llama-4-Scout"), [], ["se"], GAZ)
    assert located is not None and barring_licence([located]) is located
    assert placed is not None and barring_licence([placed]) is None


def test_a_user_cap_and_an_unknown_use_bar_nothing():
    # Llama-3.1-70B for a business: allowed under 700 M monthly users (an info line); Qwen2.5-3B with no use said:
    # the neutral "non-commercial use only" line
    cap = licence_check("Llama-3.1-70B", _lic("Llama-3.1-70B"), commercial_use=True)
    unknown = licence_check("Qwen2.5-3B", _lic("Qwen2.5-3B"), commercial_use=None)
    assert cap is not None and unknown is not None
    assert barring_licence([cap, unknown]) is None


def test_the_barring_line_opens_the_headline_and_is_said_once():
    bar = licence_check("Qwen2.5-3B", _lic("Qwen2.5-3B"), commercial_use=True)
    other = Check(level="warning", topic="schedule", message=Msg(code="x", args={}))
    plan = Msg(code="plan", args={})
    out = licence_first(_rec([other, bar], plan))
    assert out.headline is not None and out.headline.code == "checked.then"
    lead = out.headline.args["check"]
    assert isinstance(lead, Msg) and lead.code == "compat.licence_lead" and lead.args["line"] == bar.message
    assert out.headline.args["msg"] == plan  # the plan follows, as sizing for reference
    assert [c.message.code for c in out.compatibility] == ["x"]  # not said twice
    again = licence_first(out)  # a second pass (a route's re-run) adds no second lead
    assert again.headline is not None and again.headline.args["msg"] == plan


def test_with_no_headline_the_barring_line_is_the_first_check():
    bar = licence_place_check("Llama-3.2-11B-Vision", _lic("Llama-3.2-11B-Vision"), ["de"], [], GAZ)
    other = Check(level="warning", topic="schedule", message=Msg(code="x", args={}))
    out = licence_first(_rec([other, bar], None))
    assert out.compatibility[0] is bar


def test_the_lead_is_in_every_language():
    bar = licence_check("Qwen2.5-3B", _lic("Qwen2.5-3B"), commercial_use=True)
    lead = Msg(code="compat.licence_lead", args={"line": bar.message})
    assert lead.en.startswith("⛔ Licence: Qwen2.5-3B")
    assert lead.zh.startswith("⛔ 许可：Qwen2.5-3B")
