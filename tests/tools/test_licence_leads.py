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
    again = licence_first(out)  # running it again (a route's re-run) adds no second lead
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


def test_a_lead_inside_a_route_headline_is_lifted_to_the_top():
    # a cheaper-precision route wraps its re-run's headline (which already led with the licence) in its own words:
    # the licence line must still open the answer, once
    bar = licence_check("Mistral-Large-2", _lic("Mistral-Large-2"), commercial_use=True)
    plan = Msg(code="plan", args={})
    inner = licence_first(_rec([bar], plan)).headline
    route = Msg(code="recommend.lever_route_cheapest", args={"headline": inner, "label": "FP8"})
    out = licence_first(_rec([], route))
    assert out.headline is not None and out.headline.code == "checked.then"
    assert out.headline.args["check"].args["line"] == bar.message
    lifted = out.headline.args["msg"]
    assert lifted.code == "recommend.lever_route_cheapest" and lifted.args["headline"] == plan  # no second lead


# ---- a revenue-capped licence: Stable Diffusion 3.5 under the Stability AI Community License (free under US$1M) ----


def test_a_revenue_over_the_cap_bars_the_free_licence():
    from tools.licence import revenue_licence_check

    # US$2.5M a year > US$1M → the Community License does not cover it: an error line, which leads
    c = revenue_licence_check("self-host SD 3.5 Medium for our catalogue", 2_500_000)
    assert c is not None and barring_licence([c]) is c
    assert "US$1,000,000" in c.message.en and "US$2,500,000" in c.message.en and "Enterprise licence" in c.message.en
    assert "FLUX.1 [schnell] (Apache-2.0)" in c.message.en
    assert "1,000,000 美元" in c.message.zh and "企业许可" in c.message.zh


def test_no_revenue_said_states_the_cap_and_bars_nothing():
    from tools.licence import revenue_licence_check

    c = revenue_licence_check("stable-diffusion-3.5-large on an L40S, 2k images a day", None)
    assert c is not None and barring_licence([c]) is None and "US$1,000,000" in c.message.en


def test_under_the_cap_or_another_model_says_nothing():
    from tools.licence import revenue_licence_check

    assert revenue_licence_check("SD3.5 Large for our shop", 400_000) is None  # US$400k < US$1M: free
    assert revenue_licence_check("SDXL for our shop", 5_000_000) is None  # SDXL: CreativeML Open RAIL++-M, no cap
    assert revenue_licence_check("Stable Diffusion 1.5 product shots", None) is None
