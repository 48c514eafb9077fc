"""Any Hugging Face model: its config.json read from the Hub (the I/O edge; tools/hf_config.py parses it).

A model name that is not in the registry but is a Hub id (`org/name`) is sized from its real architecture.
`huggingface_hub` is imported only here, on this path. It honours `HF_ENDPOINT` (a mirror, or the tests' local
server) and `HF_HUB_OFFLINE`, read at each call; files are cached under `$GPU_ADVISOR_HOME/hf`, and a cached
config is read without any request. The bot must not hang on the Hub: one metadata request with a short timeout
(`GPU_ADVISOR_HUB_TIMEOUT`, 0.1–600 s, default 5 s) and no retries, then the download, all inside a deadline; any failure is
a `HubUnavailable` that says why and how to go on (`--params`, or a size in words).
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from pathlib import Path
from typing import Any

from tools.errors import AdvisorError
from tools.schema import ModelArch

# Hub repo ids: letters, digits, '-', '_', '.', at most 96 characters a part (huggingface_hub validate_repo_id).
HUB_ID = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?/[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?$")
DEFAULT_TIMEOUT_S = 5.0
_FAILED_TTL_S = 60.0  # an unreachable Hub is not asked again for a minute (a "why?" after the error must not wait again)
_memo: dict[tuple[str, str, str], dict[str, Any]] = {}
_failed: dict[tuple[str, str, str], tuple[float, str]] = {}
_lock = threading.Lock()


class HubUnavailable(AdvisorError, LookupError):
    """The config could not be read: offline, unreachable, not found, gated, or not a config."""

    def __init__(self, repo_id: str, reason: str):
        self.repo_id, self.reason = repo_id, reason
        super().__init__(f"I couldn't read {repo_id}'s config ({reason}); give its size with --params 7 or say '7B'")


def looks_like_hub_id(name: str | None) -> bool:
    return bool(name) and bool(HUB_ID.match(name or "")) and ".." not in (name or "") and "--" not in (name or "")


MAX_TIMEOUT_S = 600.0


class HubSettingError(AdvisorError):
    """GPU_ADVISOR_HUB_TIMEOUT cannot be used: an operator's setting, named as such (never the user's input)."""


def timeout_s() -> float:
    """Seconds for one Hub request: GPU_ADVISOR_HUB_TIMEOUT, a finite number from 0.1 to 600 (default 5). Anything
    else is a HubSettingError naming the variable (inf and 1e308 overflowed the deadline and
    blamed "a number in the input"; nan and -5 silently became 0.1 s, a word the default)."""
    from catalog.settings import bounded

    v = bounded("GPU_ADVISOR_HUB_TIMEOUT", 0.1, MAX_TIMEOUT_S, DEFAULT_TIMEOUT_S, "seconds", error=HubSettingError,
                note="; this is a setting of the advisor, not of your question")
    assert v is not None
    return v


def offline() -> bool:
    """HF_HUB_OFFLINE (or TRANSFORMERS_OFFLINE) as huggingface_hub reads it: 1/true/yes/on."""
    v = os.environ.get("HF_HUB_OFFLINE") or os.environ.get("TRANSFORMERS_OFFLINE") or ""
    return v.strip().lower() in ("1", "true", "yes", "on")


def cache_dir() -> Path:
    from catalog.db import home

    return home() / "hf"


def _hub() -> Any:
    """huggingface_hub, imported here only. Our requests fetch one config.json and carry no telemetry: the
    library's user-agent probe of `{endpoint}/api/agent-harnesses` is off unless HF_HUB_DISABLE_TELEMETRY=0."""
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    import huggingface_hub

    return huggingface_hub


def _reason(err: BaseException) -> str:
    """An exception of huggingface_hub (or the network under it) in a few words a user can act on."""
    errors = _hub().errors

    if isinstance(err, errors.GatedRepoError):
        return "gated: accept its licence on the Hub and set HF_TOKEN"
    if isinstance(err, errors.RepositoryNotFoundError):
        return "not found on the Hub, or private"
    if isinstance(err, errors.RemoteEntryNotFoundError):
        return "the repository has no config.json"
    if isinstance(err, errors.OfflineModeIsEnabled):
        return "offline"
    if isinstance(err, errors.HfHubHTTPError) and err.response is not None:
        code = err.response.status_code
        return "not found on the Hub, or private" if code in (401, 404) else f"the Hub answered HTTP {code}"
    return f"the Hub is unreachable: {type(err).__name__}"


def _download(repo_id: str, endpoint: str | None, cache: Path, timeout: float) -> str:
    """One metadata request without retries (a dead endpoint fails at once), then hf_hub_download."""
    hf = _hub()
    hf.constants.HF_HUB_OFFLINE = False  # read at import; this call already checked the switch as it is now
    hf.get_hf_file_metadata(hf.hf_hub_url(repo_id, "config.json", endpoint=endpoint), timeout=timeout, endpoint=endpoint)
    return str(hf.hf_hub_download(repo_id, "config.json", cache_dir=cache, endpoint=endpoint, etag_timeout=timeout))


def _fetch(repo_id: str, endpoint: str | None, cache: Path) -> str:
    """The download in a daemon thread, waited for at most twice the timeout: huggingface_hub retries a failed
    request with a 60 s timeout, which must not become the user's wait."""
    timeout = timeout_s()
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["path"] = _download(repo_id, endpoint, cache, timeout)
        except Exception as err:  # every failure becomes a reason; nothing escapes the thread
            box["error"] = _reason(err)

    worker = threading.Thread(target=run, name=f"hub-config {repo_id}", daemon=True)
    worker.start()
    worker.join(2 * timeout + 1)
    if "path" in box:
        return str(box["path"])
    raise HubUnavailable(repo_id, box.get("error") or f"the Hub did not answer within {2 * timeout + 1:g} s")


def read_config(repo_id: str) -> dict[str, Any]:
    """The model's config.json as a dict: from this process's memory, else the cache under $GPU_ADVISOR_HOME/hf
    (no request), else the Hub at HF_ENDPOINT. Raises HubUnavailable."""
    endpoint = (os.environ.get("HF_ENDPOINT") or "").rstrip("/") or None
    cache = cache_dir()
    key = (endpoint or "", str(cache), repo_id)
    with _lock:
        if key in _memo:
            return _memo[key]
        failed = _failed.get(key)
    path = _hub().try_to_load_from_cache(repo_id, "config.json", cache_dir=cache)
    if not isinstance(path, str):
        if offline():
            raise HubUnavailable(repo_id, "offline: HF_HUB_OFFLINE is set and it is not in the cache")
        if failed and time.monotonic() - failed[0] < _FAILED_TTL_S:
            raise HubUnavailable(repo_id, failed[1])
        try:
            path = _fetch(repo_id, endpoint, cache)
        except HubUnavailable as err:
            with _lock:
                _failed[key] = (time.monotonic(), err.reason)
            raise
    try:
        config = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise HubUnavailable(repo_id, f"its config.json is not readable JSON: {type(err).__name__}") from err
    if not isinstance(config, dict):
        raise HubUnavailable(repo_id, "its config.json is not a JSON object")
    with _lock:
        _memo[key] = config
    return config


def hub_arch(repo_id: str) -> ModelArch:
    """The architecture of a Hub model from its config.json. When the config can't be read but the name states
    a size ("org/Mistral-Small-24B-Instruct"), a generic model of that size, with the reason said in its source
    (the answer's first assumption); with no size in the name, HubUnavailable."""
    from tools.hf_config import arch_from_config, size_in_name

    try:
        return arch_from_config(repo_id, read_config(repo_id))
    except HubUnavailable as err:
        size = size_in_name(repo_id)
        if size is None:
            raise
        return generic_from_name(repo_id, size, err.reason)


def generic_from_name(repo_id: str, size_b: float, reason: str) -> ModelArch:
    from tools.arch import derive_arch
    from tools.defaults import params_from_billions

    arch = derive_arch(params_from_billions(size_b))
    shape = arch.source.removeprefix("assumed: ")
    return arch.model_copy(update={"name": repo_id, "source": (
        f"assumed: I couldn't read {repo_id}'s config ({reason}), so it is sized as a generic {size_b:g}B model from "
        f"the size in its name ({shape}); give its size with --params {size_b:g} or say '{size_b:g}B' if it differs")})
