"""`gpu-advisor catalog refresh` without `--skypilot`: fetch SkyPilot's hosted catalogs and swap them in.

SkyPilot itself downloads `<HOSTED_CATALOG_DIR_URL>/<CATALOG_SCHEMA_VERSION>/<cloud>/vms.csv` (skypilot-org/skypilot,
`sky/catalog/constants.py`: HOSTED_CATALOG_DIR_URL =
https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs, CATALOG_SCHEMA_VERSION = 'v7';
`sky/catalog/common.py` joins them with the cloud's `vms.csv`). We read the same files (docs/CATALOG.md
"Refreshing"), so a price list is one command away from current:

- HTTPS only (plain http only to a loopback mirror), and every redirect hop held to the same rule (a mirror
  cannot send the fetch where a source given directly would be refused: seventh review, A7-11);
- a deadline on each whole download as well as httpx's per-read timeout (a server that drips a byte within each
  read timeout would otherwise hold the download for as long as it likes: A7-10), a size cap per file;
- conditional requests: the ETag / Last-Modified of the last good copy are sent; a 304 reuses that copy;
- every file is validated before anything changes: the columns the converter needs (a changed schema
  refuses the file), every row's field count and numbers (a bad row is left out and named; more than
  `MAX_BAD_SHARE` of them refuses the file); any failed file (5xx, timeout, truncated body, not UTF-8)
  stops the refresh with the reason and changes nothing. A 404 means the source does not publish that
  cloud: its rows stay as they were;
- the new catalog is written beside the old one and renamed over it (the old one kept as
  `instances.prev.csv`); the database then rebuilds in one transaction (docs/RELIABILITY.md: readers see
  the old catalog or the new one);
- `as_of` of a fetched cloud is the file's Last-Modified date when the server sends one, else the day it
  was retrieved (or confirmed unchanged by a 304): the source's own date, never the copy's.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as _dt
import email.utils
import io
import ipaddress
import json
import logging
import os
import shutil
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tools.errors import AdvisorError

HOSTED = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v7"
# The clouds fetched are the ones the converter reads: catalog/data/providers.csv's skypilot = yes rows
# (catalog.places.skypilot_clouds), in SkyPilot's folder names, which are our provider ids.
REQUIRED = ("InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB", "Price", "Region")
NUMBERS = ("AcceleratorCount", "vCPUs", "MemoryGiB", "Price", "SpotPrice", "SpotPriceMinAZ", "GpuMemMiBPerGpu")
MAX_BYTES = 32 * 2**20  # the largest v7 file (AWS) is ~2.5 MB
TIMEOUT_S = 30.0
MAX_BAD_SHARE = 0.05  # more bad rows than this: the file is not what the converter reads (refused)
log = logging.getLogger("gpu_advisor.fetch")


class FetchError(AdvisorError):
    """A catalog file could not be fetched or is not usable; nothing was changed."""


@dataclass
class FileResult:
    cloud: str
    status: str  # fetched | not_modified | absent | local
    rows: int = 0
    as_of: str = ""
    skipped: list[str] = field(default_factory=list)  # "line N: reason" for each bad row left out
    etag: str = ""
    last_modified: str = ""


# ---- validation ------------------------------------------------------------------------------------

def validate_vms(data: bytes, cloud: str) -> tuple[str, int, list[str]]:
    """(clean CSV text, rows kept, bad rows) of one vms.csv. Raises FetchError when the file as a
    whole is not usable: not UTF-8, a column the converter needs is missing (a changed schema), or more
    than MAX_BAD_SHARE of its rows are bad. A bad row (wrong field count, a number that is not one) is
    left out and named, so one broken line does not cost the cloud's whole price list."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise FetchError(f"{cloud}: the file is not UTF-8 text ({e.reason} at byte {e.start})") from None
    rd = csv.reader(io.StringIO(text, newline=""))
    header = next(rd, None)
    if not header:
        raise FetchError(f"{cloud}: the file is empty")
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise FetchError(f"{cloud}: the file's columns changed (missing {', '.join(missing)}); it is not a SkyPilot "
                         f"v7 vms.csv the converter can read, so nothing was changed")
    at = {c: i for i, c in enumerate(header)}
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    kept, bad = 0, []
    for r in rd:
        if not r:
            continue
        reason = _bad_row(r, header, at)
        if reason:
            bad.append(f"line {rd.line_num}: {reason}")
            continue
        w.writerow(r)
        kept += 1
    if bad and len(bad) > MAX_BAD_SHARE * (kept + len(bad)):
        raise FetchError(f"{cloud}: {len(bad)} of {kept + len(bad)} rows are malformed (first: {bad[0]}); nothing "
                         "was changed")
    return out.getvalue(), kept, bad


def _bad_row(r: list[str], header: list[str], at: dict[str, int]) -> str:
    if len(r) != len(header):
        return f"{len(r)} fields, the header has {len(header)}"
    for c in NUMBERS:
        if c in at and r[at[c]].strip():
            try:
                float(r[at[c]])
            except ValueError:
                return f"{c} {r[at[c]][:30]!r} is not a number"
    return ""


# ---- fetching --------------------------------------------------------------------------------------

def _check_url(base: str) -> None:
    """HTTPS, or plain HTTP to this machine only (a local mirror, the tests)."""
    parts = urlsplit(base)
    if parts.scheme == "https":
        return
    host = parts.hostname or ""
    loop = host == "localhost"
    with contextlib.suppress(ValueError):
        loop = loop or ipaddress.ip_address(host).is_loopback
    if parts.scheme == "http" and loop:
        return
    raise FetchError(f"{base!r}: give an https:// URL (plain http is accepted only for a mirror on this machine), "
                     "or a folder of vms.csv files")


def _check_hop(request: Any) -> None:
    """httpx request hook: every request, redirects included, goes only where `_check_url` accepts a source."""
    url = str(request.url)
    try:
        _check_url(url)
    except FetchError:
        raise FetchError(f"{url[:200]!r}: the source redirected there, and it would not be accepted if given "
                         "directly (https://, or plain http only to this machine); nothing was changed") from None


def _http_date(value: str) -> str:
    try:
        return email.utils.parsedate_to_datetime(value).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return ""


def _get(client: Any, url: str, cached: dict[str, str] | None, max_bytes: int,
         timeout: float = TIMEOUT_S) -> tuple[int, bytes, dict[str, str]]:
    """(status, body, headers) of one GET with the cached copy's validators, the body capped at max_bytes and the
    whole download at `timeout` seconds (httpx's timeout is per read; a trickle would never hit it)."""
    import httpx

    headers = {}
    if cached:
        if cached.get("etag"):
            headers["If-None-Match"] = cached["etag"]
        if cached.get("last_modified"):
            headers["If-Modified-Since"] = cached["last_modified"]
    deadline = time.monotonic() + timeout
    try:
        with client.stream("GET", url, headers=headers) as resp:
            if resp.status_code != 200:
                return resp.status_code, b"", dict(resp.headers)
            size = resp.headers.get("content-length")
            if size and size.isdigit() and int(size) > max_bytes:
                raise FetchError(f"{url}: {int(size):,} bytes, over the {max_bytes:,}-byte cap")
            buf = bytearray()
            for chunk in resp.iter_bytes():
                buf += chunk
                if time.monotonic() > deadline:
                    raise FetchError(f"{url}: the download did not finish within {timeout:g} s; nothing was changed")
                if len(buf) > max_bytes:
                    raise FetchError(f"{url}: over the {max_bytes:,}-byte cap")
            return 200, bytes(buf), dict(resp.headers)
    except httpx.TimeoutException:
        raise FetchError(f"{url}: no answer within the timeout; nothing was changed") from None
    except (httpx.RemoteProtocolError, httpx.ReadError) as e:
        raise FetchError(f"{url}: the transfer broke off ({e}); nothing was changed") from None
    except httpx.HTTPError as e:
        raise FetchError(f"{url}: {e.__class__.__name__}: {e}; nothing was changed") from None


def cache_dir() -> Path:
    from catalog.db import home

    return home() / "catalog-cache"


def _load_meta(path: Path) -> dict[str, Any]:
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


def fetch(source: str | None, staging: Path, *, cache: Path | None = None, timeout: float = TIMEOUT_S,
          max_bytes: int = MAX_BYTES, clouds: tuple[str, ...] | None = None,
          today: _dt.date | None = None) -> list[FileResult]:
    """Fetch and validate every cloud's vms.csv into `staging/<cloud>/<cloud>.csv`. Raises FetchError
    (nothing written outside `staging`) when any file fails. `source`: None (SkyPilot's hosted catalog),
    a base URL (`<base>/<cloud>/vms.csv`), or a folder (`<cloud>/vms.csv` or `<cloud>.csv`)."""
    today = today or _dt.date.today()
    if clouds is None:
        from catalog.places import skypilot_clouds

        clouds = skypilot_clouds()
    src = source or HOSTED
    if not src.startswith(("http://", "https://")):
        return _from_folder(Path(src), staging, clouds, today)
    _check_url(src)
    import httpx

    cache = cache or cache_dir()
    meta = _load_meta(cache / "meta.json")
    results = []
    with httpx.Client(timeout=httpx.Timeout(timeout), follow_redirects=True, headers={"User-Agent": "gpu-advisor"},
                      event_hooks={"request": [_check_hop]}) as client:
        for cloud in clouds:
            url = f"{src.rstrip('/')}/{cloud}/vms.csv"
            cached = meta.get(url) if (cache / cloud / "vms.csv").exists() else None
            status, body, headers = _get(client, url, cached, max_bytes, timeout)
            if status == 404:
                results.append(FileResult(cloud, "absent"))
                continue
            if status == 304 and cached:
                body = (cache / cloud / "vms.csv").read_bytes()
                res = FileResult(cloud, "not_modified", etag=cached.get("etag", ""),
                                 last_modified=cached.get("last_modified", ""))
            elif status == 200:
                res = FileResult(cloud, "fetched", etag=headers.get("etag", ""), last_modified=headers.get("last-modified", ""))
            else:
                raise FetchError(f"{url}: HTTP {status}; nothing was changed (try again later, or --source a mirror)")
            res.as_of = _http_date(res.last_modified) or today.isoformat()
            _stage(body, cloud, staging, res)
            results.append(res)
    if not any(r.status != "absent" for r in results):
        raise FetchError(f"no vms.csv found under {src} (HTTP 404 for every cloud); nothing was changed")
    return results


def _stage(body: bytes, cloud: str, staging: Path, res: FileResult) -> None:
    text, res.rows, res.skipped = validate_vms(body, cloud)
    d = staging / cloud
    d.mkdir(parents=True, exist_ok=True)
    (d / f"{cloud}.csv").write_text(text, encoding="utf-8")
    (d / "raw.csv").write_bytes(body)


def _from_folder(folder: Path, staging: Path, clouds: tuple[str, ...], today: _dt.date) -> list[FileResult]:
    """Offline files: `<cloud>/vms.csv` (SkyPilot's layout) or `<cloud>.csv` (the extracts'). Their date is
    the folder's stated retrieval date (README/SOURCES), else the file's modification day."""
    from catalog.refresh import snapshot_date

    if not folder.is_dir():
        raise FetchError(f"{folder}: not a folder or an http(s) URL")
    stated = snapshot_date(folder)
    results = []
    for cloud in clouds:
        path = next((p for p in (folder / cloud / "vms.csv", folder / f"{cloud}.csv") if p.is_file()), None)
        if path is None:
            continue
        res = FileResult(cloud, "local")
        res.as_of = stated or _dt.date.fromtimestamp(path.stat().st_mtime).isoformat()
        _stage(path.read_bytes(), cloud, staging, res)
        if cloud == "gcp" and (folder / "gcp_host_vms.csv").is_file():
            shutil.copyfile(folder / "gcp_host_vms.csv", staging / cloud / "gcp_host_vms.csv")
        results.append(res)
    if not results:
        raise FetchError(f"{folder}: no <cloud>/vms.csv or <cloud>.csv files for {', '.join(clouds)}")
    return results


def keep_validated(results: list[FileResult], staging: Path, source: str | None, cache: Path | None = None) -> None:
    """After the swap: the fetched files become the cached last good copies with their validators."""
    cache = cache or cache_dir()
    src = (source or HOSTED).rstrip("/")
    if not src.startswith(("http://", "https://")):
        return
    meta = _load_meta(cache / "meta.json")
    for r in results:
        if r.status != "fetched":
            continue
        (cache / r.cloud).mkdir(parents=True, exist_ok=True)
        tmp = cache / r.cloud / f".vms.csv.{os.getpid()}.tmp"
        shutil.copyfile(staging / r.cloud / "raw.csv", tmp)
        os.replace(tmp, cache / r.cloud / "vms.csv")
        meta[f"{src}/{r.cloud}/vms.csv"] = {"etag": r.etag, "last_modified": r.last_modified, "as_of": r.as_of}
    tmp = cache / f".meta.json.{os.getpid()}.tmp"
    tmp.write_text(json.dumps(meta, indent=1), encoding="utf-8")
    os.replace(tmp, cache / "meta.json")


# ---- the Slack bot's schedule ------------------------------------------------------------------------

MIN_REFRESH_HOURS = 0.1  # six minutes: a download of every cloud and a rebuild take about a minute at most


def schedule_hours(env: str | None) -> float | None:
    """`GPU_ADVISOR_REFRESH_HOURS`: blank → 24 (daily); `0`, `off`, `no`, `false` → None (no schedule);
    else a number of hours from 0.1 to 8760, through the one bounded reader (catalog.settings). A floor because
    `1e-300` ran the refresh back to back for ever (seventh review, A7-1). Raises SettingError on anything else."""
    from catalog.settings import bounded

    return bounded("GPU_ADVISOR_REFRESH_HOURS", MIN_REFRESH_HOURS, 8760, 24.0, "hours", raw=env or "",
                   off=("off", "0", "no", "false", "never"))


class RefreshSchedule(threading.Thread):
    """A daemon thread that refreshes the catalog every `hours` (first run after `first_delay_s`). A failed
    refresh is logged and leaves the catalog as it was; answers never wait on it (they read the database,
    which the refresh replaces in one transaction)."""

    def __init__(self, hours: float, run: Callable[[], Any], first_delay_s: float = 60.0):
        super().__init__(name="catalog-refresh", daemon=True)
        self.interval_s, self.first_delay_s, self._run = hours * 3600, first_delay_s, run
        self.stop_event = threading.Event()
        self.runs = 0

    def run(self) -> None:
        delay = self.first_delay_s
        while not self.stop_event.wait(delay):
            started = time.monotonic()
            try:
                self._run()
                log.info("catalog refreshed in %.1f s", time.monotonic() - started)
            except Exception as e:  # a failed refresh must never stop the bot
                log.warning("catalog refresh failed, the catalog is unchanged: %s", e)
            self.runs += 1
            delay = self.interval_s

    def stop(self) -> None:
        self.stop_event.set()


def start_schedule(env: dict[str, str] | None = None) -> RefreshSchedule | None:
    """Start the bot's refresh thread per `GPU_ADVISOR_REFRESH_HOURS` (default daily; off disables) from
    `GPU_ADVISOR_CATALOG_SOURCE` (default SkyPilot's hosted catalog). The first run waits until the fetched
    catalog is `hours` old (a minute when there is none), so restarts do not re-download."""
    env = dict(os.environ if env is None else env)
    hours = schedule_hours(env.get("GPU_ADVISOR_REFRESH_HOURS"))
    if hours is None:
        return None
    source = env.get("GPU_ADVISOR_CATALOG_SOURCE") or None

    def run() -> None:
        from catalog.db import open_db
        from catalog.refresh import fetched_path, refresh_fetch

        refresh_fetch(source, out=fetched_path())
        open_db().conn.close()  # rebuilt in one transaction; answers read the old or the new catalog

    from catalog.refresh import fetched_path

    p = fetched_path()
    age_s = time.time() - p.stat().st_mtime if p.exists() else None
    first = 60.0 if age_s is None else max(60.0, hours * 3600 - age_s)
    s = RefreshSchedule(hours, run, first_delay_s=first)
    s.start()
    log.info("catalog refresh every %g h (first in %.0f s)", hours, first)
    return s


def __getattr__(name: str) -> tuple[str, ...]:
    """`CLOUDS` stays importable (PEP 562): the skypilot = yes rows of catalog/data/providers.csv."""
    if name == "CLOUDS":
        from catalog.places import skypilot_clouds

        return skypilot_clouds()
    raise AttributeError(name)
