"""Configuration from the environment or a `.env` file in the working directory.

Secrets (Slack tokens, API keys) are read here and never logged: `redact()` masks them.
"""

from __future__ import annotations

import os
from pathlib import Path

from tools.cost import USD_CNY_DEFAULT

_loaded = False


def load_dotenv(path: Path | None = None) -> None:
    """Read KEY=VALUE lines from .env into os.environ (existing variables win)."""
    global _loaded
    if _loaded and path is None:
        return
    _loaded = True
    p = path or Path.cwd() / ".env"
    if not p.is_file():
        return
    for line in p.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        k, v = k.strip().removeprefix("export ").strip(), v.strip().strip('"').strip("'")
        os.environ.setdefault(k, v)


def get(name: str, default: str | None = None) -> str | None:
    load_dotenv()
    return os.environ.get(name, default)


def usd_cny() -> float:
    """CNY per USD for conversions; GPU_ADVISOR_USD_CNY overrides the stated default."""
    raw = get("GPU_ADVISOR_USD_CNY")
    if raw:
        try:
            v = float(raw)
            if v > 0:
                return v
        except ValueError:
            pass
    return USD_CNY_DEFAULT


SECRET_NAMES = ("SLACK_BOT_TOKEN", "SLACK_APP_TOKEN", "SLACK_SIGNING_SECRET", "OPENAI_API_KEY",
                "GPU_ADVISOR_LLM_API_KEY", "ANTHROPIC_API_KEY")


_registered: set[str] = set()


def register_secret(value: str | None) -> None:
    """Also mask `value` (a token handed to the app directly, not through the environment)."""
    if value and len(value) >= 6:
        _registered.add(value)


def redact(text: str) -> str:
    """Mask any configured secret value that appears in `text` (for log lines and error replies)."""
    for name in SECRET_NAMES:
        v = os.environ.get(name)
        if v and len(v) >= 6:
            text = text.replace(v, f"<{name.lower()}>")
    for v in _registered:
        text = text.replace(v, "<secret>")
    return text
