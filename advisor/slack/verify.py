"""Verify a Slack request before anything acts on it.

Slack signs every HTTP request: `v0=` HMAC-SHA256 of `v0:{timestamp}:{body}` with the app's signing
secret, the timestamp within five minutes (https://docs.slack.dev/authentication/verifying-requests-from-slack/).
slack_sdk's `SignatureVerifier.is_valid` calls `int(timestamp)` without a guard, so a timestamp such as
`abc`, `1.5`, `0x10` or an empty one raises inside Bolt's own verification middleware instead of
failing it; Bolt then hands the exception to the app's error handler *with the unverified body*. Our
guard treats a malformed timestamp as a failed verification (401), whatever upstream does, and marks a
request that passed so the error handler can refuse to act for one that did not.

Two layers, each enough on its own:
- `wsgi_guard` (HTTP mode): a request whose timestamp or signature header is missing or malformed is
  answered 401 before Bolt sees it.
- `GuardedVerification` (Bolt middleware, in place of Bolt's `RequestVerification`): the full check,
  with the guard; sets `context[VERIFIED]` on success. Socket Mode requests arrive over the app's own
  authenticated websocket and are marked verified.

A `response_url` is only ever called when its host is Slack's hooks host or the host of the Web API
base URL the bot uses (`SLACK_API_URL`, which tests and proxies set): `response_url_allowed`.
"""

from __future__ import annotations

import hmac
import logging
import re
import time
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import urlsplit

from slack_bolt.middleware import Middleware
from slack_bolt.request import BoltRequest
from slack_bolt.response import BoltResponse
from slack_sdk.signature import SignatureVerifier

from advisor.slack import shape

log = logging.getLogger("gpu_advisor.slack")
VERIFIED = "advisor_verified"
MAX_AGE_S = 300  # seconds: Slack's replay window
_TIMESTAMP = re.compile(r"[0-9]{1,12}")
_SIGNATURE = re.compile(r"v0=[0-9a-f]{64}")
SLACK_HOOKS = ("hooks.slack.com",)


def well_formed(timestamp: str | None, signature: str | None) -> bool:
    """Both headers present and shaped as Slack sends them (digits; `v0=` and 64 hex digits)."""
    return bool(timestamp and signature and _TIMESTAMP.fullmatch(timestamp) and _SIGNATURE.fullmatch(signature))


def is_valid(secret: str, body: str, timestamp: str | None, signature: str | None, now: float | None = None) -> bool:
    """Slack's v0 signature check, with a malformed header a failure instead of an exception."""
    if not secret or not well_formed(timestamp, signature):
        return False
    if abs((time.time() if now is None else now) - int(timestamp or "0")) > MAX_AGE_S:
        return False
    expected = SignatureVerifier(secret).generate_signature(timestamp=str(timestamp), body=body)
    return hmac.compare_digest(expected or "", str(signature))


def _first(values: Any) -> str | None:
    return values[0] if values else None


def scrub(value: Any) -> Any:
    """`value` with every lone surrogate (JSON's "\\ud800", which no UTF-8 text holds) replaced by U+FFFD, in text,
    keys and nested members. Such text failed at SQLite (UnicodeEncodeError): an apology instead of an answer, and
    for an `event_id` HTTP 500 so that each Slack retry apologised again."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
            return value
        except UnicodeEncodeError:
            return value.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    if isinstance(value, dict):
        return {scrub(k): scrub(v) for k, v in value.items()}
    if isinstance(value, list):
        return [scrub(v) for v in value]
    return value


def scrub_request(req: BoltRequest) -> None:
    """Scrub a verified request's parsed body and the ids Bolt already took from it, in place (listeners get these)."""
    clean = scrub(req.body)
    if isinstance(req.body, dict) and clean != req.body:
        req.body.clear()
        req.body.update(clean)
    for key, v in list(req.context.items()):
        if isinstance(v, str):
            req.context[key] = scrub(v)


class GuardedVerification(Middleware):
    """Bolt's request verification with a malformed timestamp counted as a failure (401)."""

    def __init__(self, signing_secret: str):
        self.signing_secret = signing_secret

    def process(self, *, req: BoltRequest, resp: BoltResponse, next: Callable[[], BoltResponse]) -> BoltResponse:
        if req.mode == "socket_mode":
            req.context[VERIFIED] = True
            scrub_request(req)
            return next()
        ts, sig = _first(req.headers.get("x-slack-request-timestamp")), _first(req.headers.get("x-slack-signature"))
        if not is_valid(self.signing_secret, req.raw_body, ts, sig):
            log.info("Invalid request signature: refused with 401 (body of %d characters not logged)", len(req.raw_body))
            return BoltResponse(status=401, body={"error": "invalid request"})
        req.context[VERIFIED] = True
        scrub_request(req)
        return next()


def wsgi_guard(wsgi_app: Callable[..., Any]) -> Callable[..., Any]:
    """401 for a POST whose signature headers are missing or malformed, before Bolt parses it."""
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        if environ.get("REQUEST_METHOD") == "POST" and not well_formed(
                environ.get("HTTP_X_SLACK_REQUEST_TIMESTAMP"), environ.get("HTTP_X_SLACK_SIGNATURE")):
            log.info("Invalid request signature headers: refused with 401 before parsing")
            start_response("401 Unauthorized", [("Content-Type", "application/json")])
            return [b'{"error": "invalid request"}']
        return wsgi_app(environ, start_response)
    return app


# Shapes of the interactive and Events API envelopes (docs.slack.dev reference/interaction-payloads and
# events): a field present with another type is a body Slack never sends.
SHAPES: dict[str, type | tuple[type, ...]] = {
    "authorizations": list, "actions": list, "view": dict, "container": dict, "message": dict, "state": dict,
    "user": (dict, str), "team": (dict, str), "channel": (dict, str), "enterprise": (dict, type(None)),
}
SHAPE_WORDS = {k: "a list" if v is list else "an object" for k, v in SHAPES.items()}
EVENT_TEXT_FIELDS = ("type", "subtype", "channel", "channel_type", "user", "text", "ts", "thread_ts", "event_ts", "bot_id")


def bolt_reads_as_json(text: str, content_type: str) -> bool:
    """Bolt's own rule (slack_bolt/request/internals.py `parse_body`, with `extract_content_type`): a body is JSON
    when its Content-Type before any `;` is exactly `application/json`, *or whenever it starts with `{`*, whatever
    the Content-Type says (text/plain, none, form, `Application/JSON`). The shape check must read a body the way
    Bolt will, or a signed JSON body labelled otherwise reaches Bolt unchecked (a 500, or an apology posted)."""
    return content_type.split(";")[0] == "application/json" or text.startswith("{")


def read_form(text: str) -> tuple[dict[str, Any], dict[str, int]]:
    """A form body as Slack means it: the JSON of its `payload` field when the form *has that field* (interactions),
    else its fields (a slash command); with the fields given more than once. Bolt's `parse_body` asks instead
    whether the raw body *contains* "payload" anywhere, so a slash command whose text or channel name holds the word
    (#payload-team) was read as an interaction with no payload, `{}`, and answered 404."""
    import json
    from urllib.parse import parse_qs

    form = parse_qs(text, keep_blank_values=True)
    twice = {k: len(v) for k, v in form.items() if len(v) > 1}
    return (json.loads(form["payload"][0]) if "payload" in form else {k: v[0] for k, v in form.items()}), twice


def _response_urls_problem(body: dict[str, Any]) -> str | None:
    """Bolt reads `response_urls[0].get("response_url")` of a view_submission unguarded (internals.py
    `build_context`): anything but a list of objects with a text `response_url` raises inside Bolt."""
    urls = body.get("response_urls")
    if "response_urls" not in body:
        return None
    if not isinstance(urls, list) or not all(isinstance(u, dict) for u in urls):
        return "response_urls is not a list of objects"
    if urls and not isinstance(urls[0].get("response_url"), (str, type(None))):
        return "response_urls[0].response_url is not text"
    return None


def body_problem(raw: bytes, content_type: str, reads: Callable[[dict[str, Any]], tuple[str, int] | None] | None = None
                 ) -> tuple[str, int] | None:
    """What makes a body one Slack never sends, with the status to answer a *signed* one: 400 for a body that
    cannot be read (a form labelled JSON, JSON that is not an object, a form field given twice); 200 for an event
    whose fields have the wrong types (`channel` a number, `text` a list: acked, so Slack does not retry what a
    retry cannot fix, and not answered). Then the nested members (`shape.problem`) and, given `reads`
    (`shape.BoltReads` of the app), Bolt's own reads as a dry run. None for a body of Slack's shapes."""
    import json

    try:
        text = raw.decode("utf-8")
        if bolt_reads_as_json(text, content_type):
            body = json.loads(text)
        else:
            body, twice = read_form(text)
            if twice:
                name, n = next(iter(twice.items()))
                return f"form field {name[:40]!r} given {n} times", 400
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        return f"a body that cannot be read as its Content-Type ({content_type[:40]}) says ({type(e).__name__})", 400
    return payload_problem(body, reads)


def payload_problem(body: Any, reads: Callable[[dict[str, Any]], tuple[str, int] | None] | None = None
                    ) -> tuple[str, int] | None:
    """`body_problem` of a body already parsed: the HTTP edge's after it reads the bytes, and Socket Mode's for an
    envelope's `payload` (slack_sdk parses the frame; the HTTP checks never ran there)."""
    if not isinstance(body, dict):
        return f"a JSON {type(body).__name__}, not an object", 400
    event = body.get("event")
    if "event" in body and not isinstance(event, dict):
        return f"event is a {type(event).__name__}, not an object", 200
    for k in EVENT_TEXT_FIELDS:
        if k in (event or {}) and not isinstance((event or {})[k], str):
            return f"event.{k} is a {type((event or {})[k]).__name__}, not text", 200
    for k, kinds in SHAPES.items():
        if k in body and not isinstance(body[k], kinds):
            return f"{k} is a {type(body[k]).__name__}, not {SHAPE_WORDS[k]}", 400
    actions = body.get("actions")
    if isinstance(actions, list) and not all(isinstance(a, dict) for a in actions):
        return "an action that is not an object", 400
    urls_problem = _response_urls_problem(body)
    if urls_problem:
        return urls_problem, 400
    for k in ("event_id", "team_id", "type", "channel_id", "response_url", "trigger_id"):
        if body.get(k) is not None and not isinstance(body[k], str):
            return f"{k} is a {type(body[k]).__name__}, not text", 400
    return shape.problem(body) or (reads(body) if reads is not None else None)


def wsgi_shape_guard(wsgi_app: Callable[..., Any], secret: str, reads: Callable[[dict[str, Any]], Any] | None = None
                     ) -> Callable[..., Any]:
    """A body Slack never sends gets a status and one log line instead of a 500 from inside Bolt (or silence):
    401 when unsigned, else `body_problem`'s status. Runs after `limit_body` (the body is in memory)."""
    import io

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        if environ.get("REQUEST_METHOD") != "POST":
            return wsgi_app(environ, start_response)
        raw = environ["wsgi.input"].read()
        environ["wsgi.input"] = io.BytesIO(raw)
        problem = body_problem(raw, environ.get("CONTENT_TYPE") or "", reads)
        if problem is None:
            return wsgi_app(environ, start_response)
        what, status = problem
        signed = is_valid(secret, raw.decode("utf-8", "replace"), environ.get("HTTP_X_SLACK_REQUEST_TIMESTAMP"),
                          environ.get("HTTP_X_SLACK_SIGNATURE"))
        if not signed:
            log.info("Invalid request signature: refused with 401 (body of %d bytes not logged)", len(raw))
            start_response("401 Unauthorized", [("Content-Type", "application/json")])
            return [b'{"error": "invalid request"}']
        log.warning("signed request with a body Slack never sends: %s; answered %d, not acted on", what, status)
        start_response("400 Bad Request" if status == 400 else "200 OK", [("Content-Type", "application/json")])
        return [b'{"error": "malformed request"}' if status == 400 else b""]
    return app


def allowed_hosts(api_base_url: str | None) -> tuple[str, ...]:
    """Slack's hooks host, plus the Web API host the bot talks to (slack.com, or SLACK_API_URL's)."""
    extra = urlsplit(api_base_url or "").netloc.lower()
    return SLACK_HOOKS + ((extra,) if extra else ())


def response_urls(body: dict[str, Any]) -> list[Any]:
    """Every URL a request asks the bot to answer to: `response_url`, and each `response_urls[].response_url` (modal
    submissions carry the plural form, and Bolt's `respond` falls back to its first entry), so one host check covers
    both. A `response_urls` that is not a list of objects is returned as itself, which the check refuses."""
    urls: list[Any] = [body["response_url"]] if body.get("response_url") is not None else []
    many = body.get("response_urls")
    if many is None:
        return urls
    if not isinstance(many, list) or not all(isinstance(x, dict) for x in many):
        return urls + [many]
    return urls + [x.get("response_url") for x in many]


def response_url_allowed(url: Any, hosts: Iterable[str]) -> bool:
    """True for an http(s) URL whose host (with port) is one of `hosts`; https unless it is loopback."""
    if not isinstance(url, str) or not url:
        return False
    try:  # `http://[h:p]@h:p/` makes urlsplit raise ValueError (an invalid IPv6 literal): not a Slack URL
        parts = urlsplit(url)
        parts.hostname  # noqa: B018  (reading it validates the bracketed host)
    except ValueError:
        return False
    netloc = parts.netloc.lower()
    if parts.scheme not in ("https", "http") or "@" in netloc or netloc not in set(hosts):
        return False
    return parts.scheme == "https" or (parts.hostname or "") in ("127.0.0.1", "localhost", "::1")
