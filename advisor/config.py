"""Configuration from the environment or a `.env` file in the working directory.

Secrets (Slack tokens, API keys) are read here and never logged: `redact()` masks them, and
`SecretFilter` on a log handler masks them in messages and tracebacks alike.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path

from tools.cost import USD_CNY_DEFAULT
from tools.errors import AdvisorError
from tools.urls import USERINFO

_loaded = False


class DotenvError(AdvisorError):
    """The .env file cannot be read as settings; the message names the file, the line and what is accepted."""


def load_dotenv(path: Path | None = None) -> None:
    """Read KEY=VALUE lines from .env into os.environ (existing variables win). A file that is not UTF-8, or a line
    whose name is empty or holds a NUL, is a DotenvError (exit 2) naming .env and the line: the environment cannot
    hold such a name or value, and they were "unexpected ValueError: embedded null byte … please report it" or blamed
    on the question's text."""
    global _loaded
    if _loaded and path is None:
        return
    _loaded = True
    p = path or Path.cwd() / ".env"
    if not p.is_file():
        return
    for k, v in _dotenv_pairs(p):
        os.environ.setdefault(k, v)


def _dotenv_pairs(p: Path) -> list[tuple[str, str]]:
    """(name, value) of each KEY=VALUE line of `p`, checked whole before any is set (a bad line sets nothing)."""
    accepted = "lines NAME=value in UTF-8 text, a name of letters, digits and _"
    try:
        data = p.read_bytes()
    except OSError as e:
        raise DotenvError(f"{p}: the .env file cannot be read ({e.strerror}); fix its permissions or remove it") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        at = data[: e.start].count(b"\n") + 1
        raise DotenvError(f"{p}: line {at} is not UTF-8 text (byte 0x{data[e.start]:02x}); save the .env file as "
                          f"UTF-8 ({accepted})") from None
    out = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        k, v = k.strip().removeprefix("export ").strip(), v.strip().strip('"').strip("'")
        if not k:
            raise DotenvError(f"{p}: line {n} has no name before '=' ({accepted})")
        if "\0" in k or "\0" in v:
            raise DotenvError(f"{p}: line {n} holds a NUL byte, which no environment variable can hold ({accepted})")
        out.append((k, v))
    return out


def get(name: str, default: str | None = None) -> str | None:
    load_dotenv()
    return os.environ.get(name, default)


def usd_cny() -> float:
    """CNY per USD for conversions; GPU_ADVISOR_USD_CNY overrides the stated default. A value that cannot be a rate
    (outside catalog.places.USD_CNY_RANGE, NaN, a word) is an error naming the variable (exit 2), never dropped."""
    from catalog.places import env_usd_cny

    load_dotenv()
    rate = env_usd_cny()
    return USD_CNY_DEFAULT if rate is None else rate


SECRET_NAMES = ("SLACK_BOT_TOKEN", "SLACK_APP_TOKEN", "SLACK_SIGNING_SECRET", "OPENAI_API_KEY",
                "GPU_ADVISOR_LLM_API_KEY", "ANTHROPIC_API_KEY")
_SECRET_SUFFIXES = ("_TOKEN", "_SECRET", "_API_KEY", "_PASSWORD")
# Slack token shapes (xoxb-/xoxp-/xoxa-/xoxr-/xoxe-, xapp-), masked even when not configured here.
_TOKEN_SHAPE = re.compile(r"\b(?:xox[abeprs]|xapp)-[A-Za-z0-9-]{6,}")
MAX_LOG_MESSAGE = 2000
TOKEN_LIKE = 8  # characters: a value this long may be a credential; shorter ones are words ("e", "dev")
MAX_LLM_TIMEOUT = 600.0
MIN_LLM_TIMEOUT = 0.1
DEFAULT_LLM_TIMEOUT = 15.0


# Slack's signing secrets are 32 hexadecimal characters (api.slack.com/authentication/verifying-requests-from-slack,
# "Basic Information > App Credentials > Signing Secret"). Only the length is held to: the docs' own example
# (8f742231b10e8888abcd99yyyzzz85a5) is not hex, so a format check could refuse a value Slack documents.
SLACK_SECRET_MIN = 32


class ConfigError(AdvisorError):
    """A configuration value that cannot be used; the message names the variable and what is accepted."""


def signing_secret_problem(value: str | None) -> str | None:
    """Why SLACK_SIGNING_SECRET cannot be Slack's (None when it can, or is not set): one shorter than Slack's 32
    characters is a typo or a placeholder; a bot that took "e" verified requests signed with it, and every "e" in
    its log was masked."""
    if not value or len(value.strip()) >= SLACK_SECRET_MIN:
        return None
    return (f"SLACK_SIGNING_SECRET has {len(value.strip())} character(s); Slack's signing secrets have "
            f"{SLACK_SECRET_MIN} (Basic Information > App Credentials > Signing Secret): copy it again")


_registered: set[str] = set()


def register_secret(value: str | None) -> None:
    """Also mask `value` (a token handed to the app directly, not through the environment)."""
    if value:
        _registered.add(value)


def _secrets() -> list[tuple[str, str]]:
    found: dict[str, str] = {}
    for name, v in os.environ.items():  # ours at any length; other *_TOKEN etc. when token-like (≥ TOKEN_LIKE)
        if v and (name in SECRET_NAMES or (name.endswith(_SECRET_SUFFIXES) and len(v) >= TOKEN_LIKE)):
            found.setdefault(v, f"<{name.lower()}>")
    for v in _registered:
        found.setdefault(v, "<secret>")
    for v in _url_credentials(os.environ.get("GPU_ADVISOR_LLM_BASE_URL") or ""):
        found.setdefault(v, "<base-url-password>")
    # longest first, so a short secret inside a longer one never leaves the longer one half-masked
    return sorted(found.items(), key=lambda kv: -len(kv[0]))


# user:password in any URL: httpx logs "HTTP Request: POST <url>" with the userinfo of a base URL such as
# http://user:pass@host/v1.
_URL_USERINFO = USERINFO  # one pattern, tools/urls.py (it also takes a password holding "@")


def _url_credentials(url: str) -> list[str]:
    """The password of a URL's userinfo, raw and percent-decoded, and the HTTP Basic header value httpx builds from
    it (base64 of user:password), each long enough (≥ 4) not to mask ordinary words."""
    import base64
    from urllib.parse import unquote, urlsplit

    try:
        parts = urlsplit(url.strip())
        user, pw = parts.username, parts.password
    except ValueError:
        return []
    if not pw:
        return []
    basic = base64.b64encode(f"{unquote(user or '')}:{unquote(pw)}".encode()).decode()
    return [v for v in {pw, unquote(pw), basic} if len(v) >= 4]


def redact(text: str, shortest: int = 1) -> str:
    """Mask every configured secret, of any length (`shortest` and up: an error line that names a secret too short to
    be one, "SLACK_SIGNING_SECRET has 1 character(s)", keeps its words), anything shaped like a Slack token, and the
    userinfo of any URL."""
    for v, label in _secrets():
        if len(v) >= shortest:
            text = text.replace(v, label)
    text = _URL_USERINFO.sub(r"\1<credentials>@", text)
    return _TOKEN_SHAPE.sub("<slack-token>", text)


class SecretFilter(logging.Filter):
    """Attach to a log handler: masks secrets in the message, the exception text and the stack, and
    keeps one record on one line of bounded length (a request body can neither flood nor forge lines).

    Bolt logs the whole body of a request whose signature fails; that part is replaced by its size."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "gpu_advisor_masked", False):  # a logger's filter then a handler's: masked once, so a
            return True                                 # label such as <slack_signing_secret> is never masked again
        record.gpu_advisor_masked = True
        try:
            msg = record.getMessage()
        except Exception:
            msg = f"{record.msg!r} (unformattable arguments)"
        cut = msg.find(", body: ")
        if msg.startswith("Invalid request signature") and cut > 0:
            msg = msg[:cut] + f", body withheld: {len(msg) - cut - 8} characters)"
        msg = msg.replace("\r", "\\r").replace("\n", "\\n")
        if len(msg) > MAX_LOG_MESSAGE:
            msg = msg[:MAX_LOG_MESSAGE] + f"… ({len(msg) - MAX_LOG_MESSAGE} more characters)"
        record.msg, record.args = redact(msg), None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


def mask_http_loggers() -> None:
    """Mask on the HTTP client loggers themselves, so a request URL is redacted before any handler sees it (one
    without SecretFilter included: `-v`, a test's caplog, an embedding application's own logging)."""
    for name in ("httpx", "httpcore"):
        lg = logging.getLogger(name)
        if not any(isinstance(f, SecretFilter) for f in lg.filters):
            lg.addFilter(SecretFilter())


mask_http_loggers()


def llm_timeout() -> float:
    """Seconds to wait for the language model: GPU_ADVISOR_LLM_TIMEOUT, a finite number in (0, 600]."""
    return _setting("GPU_ADVISOR_LLM_TIMEOUT", MIN_LLM_TIMEOUT, MAX_LLM_TIMEOUT, DEFAULT_LLM_TIMEOUT, "seconds")


CLAIM_STALE_S = 30.0  # a Slack event's claim whose heartbeat is older than this is its dead owner's (store.py)


def claim_stale_s() -> float:
    """Seconds after a Slack event claim's last heartbeat when its owner counts as dead and a re-delivery may take
    it over: GPU_ADVISOR_SLACK_CLAIM_STALE_S, a finite number in [1, 600] (default 30: under Slack's first timed
    retry, about a minute after a failed delivery; the owner beats six times in it)."""
    return _seconds("GPU_ADVISOR_SLACK_CLAIM_STALE_S", CLAIM_STALE_S, 600)


CLAIM_MAX_AGE_S = 3600.0  # an acked Slack event not answered within this long gets an apology instead (recover.py)


def claim_max_age_s() -> float:
    """Seconds after Slack delivered an event beyond which an answer its bot never finished (killed after the ack) is
    not given any more: an answer an hour late is worse than none, so the thread gets one apology instead.
    GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S, a finite number in [1, 86400] (default 3600)."""
    return _seconds("GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S", CLAIM_MAX_AGE_S, 86400)


def _seconds(name: str, default: float, most: int) -> float:
    """A setting in seconds: unset or blank is `default`; otherwise a finite number in [1, most], else ConfigError."""
    return _setting(name, 1, most, default, "seconds")


def _setting(name: str, lo: float, hi: float, default: float, unit: str, integer: bool = False) -> float:
    """`name` through the one bounded reader (catalog.settings.bounded), after the .env file is loaded."""
    from catalog.settings import bounded

    load_dotenv()
    v = bounded(name, lo, hi, default, unit, integer=integer, error=ConfigError)
    assert v is not None
    return v


MAX_SLACK_WORKERS = 256


def slack_workers(default: int) -> int:
    """Answers the Slack bot works on at once: GPU_ADVISOR_SLACK_WORKERS, a whole number from 1 to 256 (default 32).
    A ceiling because each is a thread holding a model call and a database connection (99999999 was taken)."""
    return int(_setting("GPU_ADVISOR_SLACK_WORKERS", 1, MAX_SLACK_WORKERS, default, "answers at once", integer=True))
