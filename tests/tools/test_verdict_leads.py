"""tools.checked.verdict_leads: the yes / no on a setup asked about leads a headline routed to another precision."""

from __future__ import annotations

from tools.checked import verdict_leads
from tools.schema import Msg

ASKED = Msg(code="checked.verdict", args={"n": 8, "gpu": "H20", "fits": True, "need": 8})   # judged at the asked run
ROUTED = Msg(code="checked.verdict", args={"n": 8, "gpu": "H20", "fits": True, "need": 4})  # judged on the routed plan
PLAN = Msg(code="kinds.serving_headline", args={})


def _route(inner: Msg) -> Msg:
    return Msg(code="precision_lead.route", args={"label": "INT4", "headline": inner})


def test_a_headline_led_by_a_verdict_is_left_as_it_is():
    h = Msg(code="checked.then", args={"check": ASKED, "msg": PLAN})
    assert verdict_leads(h, ASKED, "bf16", "bf16") is h


def test_a_sixteen_bit_model_routed_lower_leads_with_the_plans_own_verdict():
    h = _route(Msg(code="checked.then", args={"check": ROUTED, "msg": PLAN}))
    out = verdict_leads(h, ASKED, "bf16", "fp8")
    assert out is not None and out.code == "checked.then"
    lead = out.args["check"]
    assert isinstance(lead, Msg) and lead.args["need"] == 4 and lead.args["at"] == "FP8"
    rest = out.args["msg"]
    assert isinstance(rest, Msg) and not rest.says("checked.verdict")   # said once, first


def test_a_model_asked_at_its_own_lower_precision_leads_with_that_verdict():
    # Kimi-K2 published in FP8, routed to INT4: the FP8 verdict first, INT4's kept inside the route
    h = _route(Msg(code="checked.then", args={"check": ROUTED, "msg": PLAN}))
    out = verdict_leads(h, ASKED, "fp8", "awq")
    assert out is not None
    lead = out.args["check"]
    assert isinstance(lead, Msg) and lead.args["need"] == 8 and lead.args["at"] == "FP8"
    assert out.args["msg"] is h


def test_no_setup_asked_no_change():
    assert verdict_leads(PLAN, None, "bf16", "fp8") is PLAN
