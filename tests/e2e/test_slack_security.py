"""Never act on an unverified Slack request: the real Bolt app over HTTP on 127.0.0.1, the fake Slack
Web API, and a second local server standing in for an internal URL that must receive nothing.

Why: slack_sdk's signature check calls int(timestamp) unguarded, so a timestamp such as "abc" used to
raise inside verification; Bolt gave the exception to our error handler with the *unverified* body, and
the apology posted into the named channel and POSTed to the named response_url (a blind SSRF)."""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from slack_bolt.request import BoltRequest
from slack_sdk.signature import SignatureVerifier

from advisor.slack.verify import allowed_hosts, is_valid, response_url_allowed, response_urls, well_formed
from tests.e2e.test_slack_e2e import REF, SECRET, mention, post

HTTP_BAD_TIMESTAMPS = ["abc", "1.5", "", "0x10", " 1700000000", "-5", "1e9", "9" * 400]
BAD_TIMESTAMPS = HTTP_BAD_TIMESTAMPS + ["١٧٠٠٠٠٠٠٠٠"]  # int() reads Arabic-Indic digits; HTTP headers can't carry them


class Internal:
    """A local HTTP server that records every request it receives (it must receive none)."""

    def __init__(self) -> None:
        self.hits: list[str] = []
        hits = self.hits

        class H(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                hits.append(self.path)
                self.send_response(200)
                self.end_headers()

            do_GET = do_POST

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/internal"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def internal():
    s = Internal()
    yield s
    s.stop()


def raw_post(url, body, ctype, headers):
    req = urllib.request.Request(url, data=body.encode(), method="POST", headers={"Content-Type": ctype, **headers})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as e:
        e.close()
        return e.code


def slash_body(response_url, text="x"):
    return urllib.parse.urlencode({"command": "/gpu-advisor", "text": text, "channel_id": "C1", "user_id": "U1",
                                   "team_id": "T1", "trigger_id": "9", "response_url": response_url})


@pytest.mark.parametrize("ts", HTTP_BAD_TIMESTAMPS)
def test_a_malformed_timestamp_is_refused_and_nothing_is_posted_or_called(bot, fake, internal, ts):
    status = raw_post(bot.url, slash_body(internal.url), "application/x-www-form-urlencoded",
                      {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": "v0=0"})
    status2 = raw_post(bot.url, mention("LoRA a 7B model", event_id=f"Ev-ts-{len(ts)}"), "application/json",
                       {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": "v0=" + "0" * 64})
    assert (status, status2) == (401, 401)
    time.sleep(0.4)
    assert internal.hits == [] and all(c.method == "auth.test" for c in fake.calls)


def test_fifty_unsigned_requests_post_nothing(bot, fake, internal):
    """The attack as reported: 50 requests naming a thread and an internal response_url."""
    for i in range(50):
        raw_post(bot.url, slash_body(internal.url, f"q{i}"), "application/x-www-form-urlencoded",
                 {"X-Slack-Request-Timestamp": "abc", "X-Slack-Signature": "v0=0"})
    time.sleep(0.5)
    assert internal.hits == []
    assert not fake.of("chat.postMessage") and not [c for c in fake.calls if c.method.startswith("response/")]


@pytest.mark.parametrize("ts", ["abc", "1.5", "", "0x10", "١٧٠٠٠٠٠٠٠٠"])
def test_bolt_itself_refuses_a_malformed_timestamp_without_calling_the_error_handler(bot, fake, internal, ts):
    """The in-Bolt layer, for adapters other than our HTTP server (the WSGI guard is bypassed here)."""
    body = slash_body(internal.url)
    resp = bot.app.dispatch(BoltRequest(body=body, headers={"content-type": ["application/x-www-form-urlencoded"],
                                                            "x-slack-request-timestamp": [ts],
                                                            "x-slack-signature": ["v0=0"]}))
    assert resp.status == 401
    time.sleep(0.3)
    assert internal.hits == [] and not fake.of("chat.postMessage")


def test_a_signed_request_naming_a_foreign_response_url_is_refused(bot, fake, internal):
    """Slack's own response_urls are on hooks.slack.com (here: the fake's host); any other is refused."""
    assert post(bot.url, slash_body(internal.url, "serve Qwen2.5-7B for 16 users"),
                "application/x-www-form-urlencoded")[0] == 400
    time.sleep(0.5)
    assert internal.hits == []


@pytest.mark.parametrize("urls", [
    lambda internal: [{"block_id": "b", "action_id": "a", "channel_id": "C1", "response_url": internal.url}],
    lambda internal: [{"response_url": "https://hooks.slack.com/x"}, {"response_url": internal.url}],
    lambda internal: internal.url,  # not a list of objects at all
])
def test_a_signed_click_naming_a_foreign_url_in_response_urls_is_refused(bot, fake, internal, urls):
    """The plural form (`response_urls`, which modal submissions carry and Bolt's `respond` falls back to) is checked
    like the singular: an attacker's-eye review had a signed click with only `response_urls` POST the private answer
    to an internal server from all six buttons."""
    payload = {"type": "block_actions", "user": {"id": "U1"}, "team": {"id": "T1"}, "trigger_id": "9",
               "actions": [{"action_id": "export_markdown", "value": "x", "type": "button"}],
               "container": {"type": "message", "channel_id": "C1", "message_ts": "1.1"}, "response_urls": urls(internal)}
    assert post(bot.url, urllib.parse.urlencode({"payload": json.dumps(payload)}),
                "application/x-www-form-urlencoded")[0] == 400
    time.sleep(0.5)
    assert internal.hits == [] and not fake.of("chat.postMessage")


def test_every_response_url_a_request_names_is_checked():
    assert response_urls({"response_url": "a", "response_urls": [{"response_url": "b"}, {"response_url": "c"}]}) \
        == ["a", "b", "c"]
    assert response_urls({"response_urls": "d"}) == ["d"]  # malformed: returned as itself, so the host check refuses it
    assert response_urls({"text": "x"}) == []


def test_a_signed_slash_command_is_still_answered_at_its_slack_response_url(bot, fake):
    params = dict(urllib.parse.parse_qsl((REF / "slash_command.txt").read_text().strip()))
    params.update({"command": "/gpu-advisor", "text": "serve Qwen2.5-7B for 16 users", "channel_id": "C222",
                   "response_url": fake.url + "response/ok"})
    assert post(bot.url, urllib.parse.urlencode(params), "application/x-www-form-urlencoded")[0] == 200
    (resp,) = fake.wait_for("response/ok")
    assert resp.body["response_type"] == "ephemeral"


def test_signature_check_guards_every_header_shape():
    body, now = "a=1", 1_700_000_000
    good = SignatureVerifier(SECRET).generate_signature(timestamp=str(now), body=body)
    assert is_valid(SECRET, body, str(now), good, now=now)
    assert not is_valid(SECRET, body, str(now), good, now=now + 301)  # stale: Slack's 5-minute window
    assert not is_valid("", body, str(now), good, now=now)  # no secret configured: nothing verifies
    for ts in BAD_TIMESTAMPS + [None]:
        assert not is_valid(SECRET, body, ts, good, now=now)
    assert not well_formed(str(now), "v0=zz") and not well_formed(str(now), None)


def test_response_urls_only_to_slack_or_the_configured_api_host():
    hosts = allowed_hosts("https://slack.com/api/")
    assert response_url_allowed("https://hooks.slack.com/commands/T1/2/abc", hosts)
    for url in ("http://hooks.slack.com/commands/x", "https://hooks.slack.com.evil.test/x",
                "https://user@hooks.slack.com/x", "http://127.0.0.1:8080/internal", "file:///etc/passwd", None, 5):
        assert not response_url_allowed(url, hosts), url
    local = allowed_hosts("http://127.0.0.1:9999/api/")
    assert response_url_allowed("http://127.0.0.1:9999/response/1", local)
    assert not response_url_allowed("http://127.0.0.1:8080/internal", local)


def test_the_error_handler_posts_nothing_for_a_request_that_failed_verification(tmp_path, fake, internal):
    """Even if verification itself raised (as slack_sdk's did), the handler sees no verified flag."""
    from advisor.slack.app import build_app, make_client
    from tests.e2e.test_slack_e2e import TOKEN

    app = build_app(client=make_client(TOKEN, fake.url), signing_secret=SECRET, charts=False)
    body = json.dumps({"type": "event_callback", "event_id": "EvX", "team_id": "T1",
                       "event": {"type": "app_mention", "channel": "C1", "ts": "1.2", "text": "<@U0BOT> hi"}})
    handler = app._listener_runner.listener_error_handler
    handler.handle(error=RuntimeError("boom"), request=BoltRequest(body=body, headers={"content-type": ["application/json"]}),
                   response=None)
    time.sleep(0.3)
    assert not fake.of("chat.postMessage") and internal.hits == []
