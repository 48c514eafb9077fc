"""The second attacker's-eye review (docs/RELIABILITY.md, "Attacker's-eye review"): each finding N1–N5 and the
quick minor ones, reproduced through the surface the attacker used (the real HTTP app with the fake Slack, raw
stdio for MCP, the CLI) and asserted fixed."""

from __future__ import annotations

import json
import logging

import pytest

from tests.e2e.test_slack_e2e import mention, post

# --- N1: the shape guard decides a body's kind exactly as Bolt does ---------------------------------------------


def _with(event_id: str, **changes):
    body = json.loads(mention("LoRA a 7B model", event_id=event_id, ts="1700009000.000001"))
    for k, v in changes.items():
        if k.startswith("event_"):
            body["event"][k[len("event_"):]] = v
        else:
            body[k] = v
    return json.dumps(body)


N1_BODIES = [
    ("event.text null", _with("EvN1a", event_text=None), 200),
    ("event.ts a list", _with("EvN1b", event_ts=[]), 200),
    ("event null", _with("EvN1c", event=None), 200),
    ("event.channel a number", _with("EvN1d", event_channel=5), 200),
    ("authorizations a number", _with("EvN1e", authorizations=5), 400),
    ("response_urls a number", json.dumps({"type": "view_submission", "view": {"id": "V1"}, "response_urls": 5}), 400),
    ("response_urls of numbers", json.dumps({"type": "view_submission", "view": {"id": "V1"}, "response_urls": [5]}),
     400),
]


@pytest.mark.parametrize("ctype", ["text/plain", "", "application/x-www-form-urlencoded", "Application/JSON",
                                   "application/json; charset=utf-8", "application/json"])
@pytest.mark.parametrize("name, body, status", N1_BODIES, ids=[b[0] for b in N1_BODIES])
def test_a_signed_json_body_is_shape_checked_whatever_its_content_type(bot, fake, caplog, ctype, name, body, status):
    # Bolt parses any body starting with "{" as JSON (slack_bolt/request/internals.py parse_body); the guard used to
    # parse JSON only for a lowercase "json" Content-Type, so the same signed body sent as text/plain reached Bolt
    # unchecked: a 500 (authorizations, event null, channel a number), an apology posted (text null) or an answer
    # posted (ts a list). Now every Content-Type gets the guard's status and nothing is posted.
    with caplog.at_level(logging.WARNING, logger="gpu_advisor.slack"):
        got, _ = post(bot.url, body, ctype)
    assert got == status, (name, ctype, got)
    assert "signed request with a body Slack never sends" in caplog.text
    assert not fake.of("chat.postMessage") and not fake.of("chat.postEphemeral"), fake.of("chat.postMessage")


def test_a_well_formed_event_sent_as_text_plain_is_still_answered(bot, fake):
    # the guard must not refuse what Bolt reads fine: Slack's own shape, labelled text/plain, is parsed by Bolt as
    # JSON and answered as before (a guard that refused every non-JSON label would fail here)
    import time

    assert post(bot.url, mention("LoRA a 7B model", event_id="EvN1ok"), "text/plain")[0] == 200
    deadline = time.time() + 30
    while time.time() < deadline and not fake.of("chat.postMessage"):
        time.sleep(0.1)
    assert fake.of("chat.postMessage") and "Sorry" not in fake.of("chat.postMessage")[0].body.get("text", "")


def test_a_response_url_that_urlsplit_cannot_read_is_refused_not_a_500(bot, fake):
    # `http://[h:p]@h:p/` made urlsplit raise ValueError inside the response_url guard: a 500 (nothing called)
    import urllib.parse

    body = {"command": "/gpu-advisor", "text": "LoRA 7B", "channel_id": "C1", "user_id": "U1", "team_id": "T1",
            "trigger_id": "1.2", "response_url": f"http://[{fake.url.split('//')[1]}]@127.0.0.1:9/x"}
    got, _ = post(bot.url, urllib.parse.urlencode(body), "application/x-www-form-urlencoded")
    assert got in (200, 400), got
    assert not [c for c in fake.calls if c.method.startswith("response/")]
