"""`gpu-advisor catalog refresh` without `--skypilot`: fetch SkyPilot's hosted catalogs and swap them in.

SkyPilot itself downloads `<HOSTED_CATALOG_DIR_URL>/<CATALOG_SCHEMA_VERSION>/<cloud>/vms.csv` (skypilot-org/skypilot,
`sky/catalog/constants.py`: HOSTED_CATALOG_DIR_URL =
https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs, CATALOG_SCHEMA_VERSION = 'v7';
`sky/catalog/common.py` joins them with the cloud's `vms.csv`). We read the same files (docs/CATALOG.md
"Refreshing"), so a price list is one command away from current:

- HTTPS only (plain http only to a loopback mirror), and every redirect hop held to the same rule (a mirror
  cannot send the fetch where a source given directly would be refused);
- a deadline on each whole download as well as httpx's per-read timeout (a server that drips a byte within each
  read timeout would otherwise hold the download for as long as it likes), a size cap per file;
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
import math
import os
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from catalog import leftovers
from tools.errors import AdvisorError
from tools.shown import CONTROL, HIDDEN
from tools.urls import strip_userinfo

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
    offers: int = 0  # different GPU offers (InstanceType, AcceleratorName, AcceleratorCount, Region): `_offer`


# ---- validation ------------------------------------------------------------------------------------

def validate_vms(data: bytes, cloud: str) -> tuple[str, int, list[str], int]:
    """(clean CSV text, rows kept, bad rows, GPU offers: `_offer`) of one vms.csv. Raises FetchError when the file as a
    whole is not usable: not UTF-8, a column the converter needs is missing (a changed schema), a field longer
    than the csv module reads, or more than MAX_BAD_SHARE of its rows are bad. A bad row (wrong field
    count, a cell the price-sheet import refuses: `_bad_row`) is left out and named, so one broken line does not
    cost the cloud's whole price list. More than MAX_CLOUD_OFFERS GPU offers refuse the file."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise FetchError(f"{cloud}: the file is not UTF-8 text ({e.reason} at byte {e.start})") from None
    rd = csv.reader(io.StringIO(text, newline=""))
    try:
        return _validated(rd, cloud)
    except csv.Error as e:  # "field larger than field limit (131072)": a 30 MB line was "please report it"
        raise FetchError(f"{cloud}/vms.csv, line {rd.line_num}: not a CSV the fetch can read ({e}; a SkyPilot "
                         f"vms.csv has short cells); nothing was changed") from None


def _validated(rd: Any, cloud: str) -> tuple[str, int, list[str], int]:
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
    kept, bad, offers = 0, list[str](), set[tuple[str, ...]]()
    for r in rd:
        if not r:
            continue
        if kept + len(bad) == _max_rows()[0]:
            raise FetchError(_too_many(cloud, f"has more than {_max_rows()[0]:,} rows"))
        reason = _bad_row(r, header, at)
        if reason:
            bad.append(f"line {rd.line_num}: {reason}")
            continue
        w.writerow(r)
        kept += 1
        if (key := _offer(r, at)) and key not in offers:
            offers.add(key)
            if len(offers) > MAX_CLOUD_OFFERS:
                raise FetchError(_too_many_offers(cloud, f"has more than {MAX_CLOUD_OFFERS:,} GPU offers"))
    if bad and len(bad) > MAX_BAD_SHARE * (kept + len(bad)):
        raise FetchError(f"{cloud}: {len(bad)} of {kept + len(bad)} rows are malformed (first: {bad[0]}); nothing "
                         "was changed")
    return out.getvalue(), kept, bad, len(offers)


# ---- a fetched catalog is bounded by what a real one holds ---------------------------------------------------
# The sheet import's row bounds (`_max_rows`) let 15,000 rows a cloud through (255,000 rows): every later answer took
# 8 s and 518 MB instead of 0.8 s and 60 MB, as an answer's time and memory grow with the GPU offers it ranks (about
# 28 µs and 1.8 kB an offer). What grows them is a GPU offer, one (InstanceType, AcceleratorName, AcceleratorCount,
# Region): the converter keeps one row per such offer (the cheapest zone; catalog.refresh._cheapest) and drops rows
# with no accelerator, so neither availability-zone copies nor CPU-only rows count. Real sizes (SkyPilot's v7 files,
# tests/data/catalog/skypilot_v7/README.md, retrieved 2026-11-30): the largest cloud is GCP, 2,299 accelerator rows
# (1,216 offers, TPUs included); then RunPod 2,000 rows, AWS 1,903 (742 offers). All 13 v7 clouds: 3,970 offers.
MAX_CLOUD_OFFERS = 12_000  # a file: ~5× the largest real cloud's 2,299 accelerator rows (~10× its 1,216 offers)


def _offer(r: list[str], at: dict[str, int]) -> tuple[str, ...] | None:
    """The GPU offer a row is (None for a row with no accelerator: a CPU-only VM, or GCP's host VMs)."""
    acc = r[at["AcceleratorName"]].strip()
    if not acc:
        return None
    return (r[at["InstanceType"]].strip(), acc, r[at["AcceleratorCount"]].strip(), r[at["Region"]].strip())


def _max_offers() -> int:
    """GPU offers all fetched files together may hold: the catalog's own row bound (catalog.refresh.MAX_CATALOG_ROWS),
    checked here too so a refresh over it stops at the file that crossed it, before anything is converted."""
    from catalog.refresh import MAX_CATALOG_ROWS

    return MAX_CATALOG_ROWS


def _too_many_offers(cloud: str, what: str) -> str:
    return (f"{cloud}/vms.csv {what} (different instance, GPU, GPU count and region), several times what a real "
            f"SkyPilot catalog holds (its largest cloud has ~2,300); answers would slow down with every extra offer, "
            "so nothing was changed")


def _max_rows() -> tuple[int, int]:
    """(rows a file, rows in all) a fetched catalog may hold: the sheet import's own bounds (catalog.db.MAX_SHEET_ROWS,
    MAX_USER_ROWS), one place for both row sources. Before, a fetch had only a byte cap a file: 40,000 rows a cloud
    (2.2 MB each) took 1.9 GB and 102 s to build, and every later answer was 9× slower."""
    from catalog.db import MAX_SHEET_ROWS, MAX_USER_ROWS

    return MAX_SHEET_ROWS, MAX_USER_ROWS


def _too_many(cloud: str, what: str) -> str:
    return (f"{cloud}/vms.csv {what}, the bound a price sheet has (~20× SkyPilot's whole catalog); it is not a "
            "catalog the advisor can answer from at its usual speed, so nothing was changed")


def _check_total(results: list[FileResult]) -> None:
    """Refuse, naming the file that crossed it, a catalog whose files together hold more than MAX_USER_ROWS rows or
    more GPU offers than the catalog may hold (`_max_offers`)."""
    total = sum(r.rows + len(r.skipped) for r in results)
    if results and total > _max_rows()[1]:
        raise FetchError(_too_many(results[-1].cloud, f"brings the catalog to {total:,} rows, over the "
                                                      f"{_max_rows()[1]:,} in all"))
    offers = sum(r.offers for r in results)
    if results and offers > _max_offers():
        raise FetchError(_too_many_offers(results[-1].cloud, f"brings the catalog to {offers:,} GPU offers, over the "
                                                             f"{_max_offers():,} in all"))


# Each SkyPilot column checked by the price-sheet import's rule for the catalog column it becomes (catalog.refresh
# reads Price → price_on_demand, SpotPrice → price_spot …): one set of rules for every row source, so a fetched
# 1e-300 is refused as a sheet's is (it was stored as 0 and ranked first at "$0.00"), and a fetched formula
# or bidi control as a sheet's is. Columns the catalog does not store keep the control and bidi rules only.
AS_COLUMN = {"Price": "price_on_demand", "SpotPrice": "price_spot", "SpotPriceMinAZ": "price_spot",
             "AcceleratorCount": "gpu_count", "vCPUs": "vcpu", "MemoryGiB": "ram_gib",
             "InstanceType": "instance_type", "AcceleratorName": "gpu", "Region": "region", "AvailabilityZone": "region"}
NO_OFFER_AT = 1e6  # SkyPilot writes "no offer" as 0.00 (Vast) or 99999999 (Prime Intellect): catalog.refresh._price


def _bad_row(r: list[str], header: list[str], at: dict[str, int]) -> str:
    """Why one data row is left out ("" when it is kept): its field count, its numbers, then its text cells by
    `_bad_cell` (only when the row holds something the text rules can refuse: the check per cell costs ~40 µs a row,
    20 s on a 400,000-row file, and almost every row has nothing to refuse)."""
    if len(r) != len(header):
        return f"{len(r)} fields, the header has {len(header)}"
    for c in NUMBERS:
        if c in at and (why := _bad_cell(c, r[at[c]])):
            return why
    text = "\t".join(v for name, v in zip(header, r, strict=True) if name not in NUMBERS)
    if not (CONTROL.search(text) or HIDDEN.search(text) or _leads(r)):
        return ""
    for name, v in zip(header, r, strict=True):
        if name not in NUMBERS and (why := _bad_cell(name, v)):
            return why
    return ""


def _leads(r: list[str]) -> bool:
    """A cell that starts as a formula or is longer than a name may be (catalog.db's FORMULA, SHORT_TEXT_MAX)."""
    from catalog.db import FORMULA, SHORT_TEXT_MAX

    return any(v.lstrip().startswith(FORMULA) or len(v) > SHORT_TEXT_MAX for v in r)


def _bad_cell(name: str, v: str) -> str:
    """One cell by catalog.db's sheet rules (`number_error`, `text_errors`): numbers finite and in the field's range,
    prices from tools.floors.PRICE_FLOOR (SkyPilot's own "no offer" values excepted), text without control, invisible
    or direction-changing characters and, where stored, without a spreadsheet formula's first character."""
    from catalog.db import number_error, text_errors

    col = AS_COLUMN.get(name, name)
    if name in NUMBERS and v.strip():
        x, err = number_error(col, v, whole=False)  # the catalog sells fractions of a GPU (gpu_count 0.25)
        no_offer = x is not None and col.startswith("price_") and (x == 0 or NO_OFFER_AT <= x < math.inf)
        return f"{name} {err}" if err and not no_offer else ""
    if name in NUMBERS:
        return ""
    errs = text_errors(0, {col: v})
    return errs[0].replace(f"row 0, field {col}", name, 1) if errs else ""


# ---- fetching --------------------------------------------------------------------------------------

def _check_url(base: str) -> None:
    """HTTPS, or plain HTTP to this machine only (a local mirror, the tests), of a URL httpx can request: a host, a
    port from 1 to 65535, no control or invisible characters, no query or fragment (the cloud's path is appended)."""
    problem = _url_problem(base)
    if problem:
        raise FetchError(f"{strip_userinfo(base)[:200]!r} is not a URL the fetch can use: {problem}. Give "
                         "https://host/path (plain http only for a mirror on this machine), or a folder of vms.csv "
                         "files; nothing was changed")
    parts = urlsplit(base)
    if parts.scheme == "https":
        return
    host = parts.hostname or ""
    loop = host == "localhost"
    with contextlib.suppress(ValueError):
        loop = loop or ipaddress.ip_address(host).is_loopback
    if parts.scheme == "http" and loop:
        return
    raise FetchError(f"{strip_userinfo(base)[:200]!r}: give an https:// URL (plain http is accepted only for a mirror "
                     "on this machine), or a folder of vms.csv files")


def _url_problem(url: str) -> str:
    """What makes `url` unusable for a request ("" when nothing): each was "unexpected InvalidURL / UnicodeError …
    please report it", or `https://` blamed on a redirect."""
    if CONTROL.search(url) or HIDDEN.search(url) or any(c.isspace() for c in url):
        return "it holds a control, invisible or white-space character"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as e:
        return f"{e}"
    if parts.scheme not in ("http", "https"):
        return "only http:// and https:// are fetched"
    host = parts.hostname or ""
    if not host:
        return "it names no host"
    if port == 0:
        return "port 0 is not a port"
    if parts.query or parts.fragment:
        return "a base URL has no ?query or #fragment (the fetch appends <cloud>/vms.csv to its path)"
    if not host.startswith("["):
        labels = host.rstrip(".").split(".")
        if len(host) > 253 or any(not 0 < len(x) <= 63 for x in labels):
            return "a host name has labels of 1 to 63 characters, 253 in all (RFC 1035 §2.3.4)"
        try:
            host.encode("idna")
        except UnicodeError:
            return "the host name is not a valid international domain name"
    return ""


def _check_hop(request: Any) -> None:
    """httpx request hook: every request, redirects included, goes only where `_check_url` accepts a source."""
    url = str(request.url)
    try:
        _check_url(url)
    except FetchError:
        raise FetchError(f"{strip_userinfo(url)[:200]!r}: the source redirected there, and it would not be accepted "
                         "if given directly (https://, or plain http only to this machine); nothing was changed") from None


def _http_date(value: str) -> str:
    try:
        return email.utils.parsedate_to_datetime(value).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return ""


# ---- one deadline on the whole exchange ----------------------------------------------------------------------
# httpx's timeout is per socket operation: a server that sends a response header a byte a second never hits it
# (`--timeout 2` still running at 60 s), and the download deadline only counted in the body loop. Every socket operation of
# the client (connect, TLS handshake, each read and write, headers included) therefore gets at most the time left
# until the deadline: httpcore's network backend is wrapped so its per-operation timeouts are clamped.

class Deadline:
    """The time left for the current download; `at` is set per request (monotonic seconds, inf when none)."""

    def __init__(self) -> None:
        self.at = math.inf

    def left(self, timeout: float | None) -> float:
        """The per-operation timeout to use: `timeout`, but never past the deadline (raises once it has passed)."""
        import httpcore

        rest = self.at - time.monotonic()
        if rest <= 0:
            raise httpcore.ReadTimeout("the download's deadline passed")
        return rest if timeout is None else min(timeout, rest)


class _Stream:
    """An httpcore network stream whose every operation ends by the deadline."""

    def __init__(self, inner: Any, deadline: Deadline) -> None:
        self._inner, self._deadline = inner, deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return bytes(self._inner.read(max_bytes, self._deadline.left(timeout)))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, self._deadline.left(timeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None) -> Any:
        return _Stream(self._inner.start_tls(ssl_context, server_hostname, self._deadline.left(timeout)), self._deadline)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _Backend:
    """httpcore's network backend with every stream under one Deadline."""

    def __init__(self, inner: Any, deadline: Deadline) -> None:
        self._inner, self._deadline = inner, deadline

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: Any = None) -> _Stream:
        s = self._inner.connect_tcp(host, port, self._deadline.left(timeout), local_address, socket_options)
        return _Stream(s, self._deadline)

    def connect_unix_socket(self, path: str, timeout: float | None = None, socket_options: Any = None) -> _Stream:
        return _Stream(self._inner.connect_unix_socket(path, self._deadline.left(timeout), socket_options),
                       self._deadline)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


def client(timeout: float, deadline: Deadline) -> Any:
    """The fetch's httpx client: redirects followed through `_check_hop`, only the codings `_decoded` reads offered,
    and every transport's socket operations under `deadline` (httpx keeps httpcore's pool as `_pool`; a transport
    without one, e.g. a SOCKS proxy, still has the per-read timeout and the body loop's deadline check)."""
    import httpcore
    import httpx

    c = httpx.Client(timeout=httpx.Timeout(timeout), follow_redirects=True,
                     headers={"User-Agent": "gpu-advisor", "Accept-Encoding": ", ".join(CODINGS)},
                     event_hooks={"request": [_check_hop]})
    for t in [c._transport, *c._mounts.values()]:
        pool = getattr(t, "_pool", None)
        if pool is not None and hasattr(pool, "_network_backend"):
            pool._network_backend = _Backend(pool._network_backend or httpcore.SyncBackend(), deadline)
    return c


# ---- content codings, decoded with a bound --------------------------------------------------------------------
# httpx decodes each network chunk whole: 50 kB of gzip-in-gzip or 131 kB of zstd became 4 GB in one call (a
# MemoryError under `ulimit -v`). The fetch reads the raw bytes and decodes them itself, STEP bytes of output at a
# time, so the cap is checked before more is produced: gzip (RFC 1952; several members), deflate (RFC 9110 §8.4.1.2:
# zlib, or raw deflate as some servers send), zstd (RFC 8878, when the zstandard package is installed), stacked
# codings up to MAX_CODINGS. Any other coding is refused: its bytes are not the file.

STEP = 64 * 1024
MAX_CODINGS = 2


def _codings() -> tuple[str, ...]:
    try:
        import zstandard  # noqa: F401
    except ImportError:
        return ("gzip", "deflate")
    return ("gzip", "deflate", "zstd")


CODINGS = _codings()


def _inflate(chunks: Iterator[bytes], gzip: bool) -> Iterator[bytes]:
    """zlib's streaming decoder with max_length: at most STEP bytes out per call, the rest of the input kept."""
    import zlib

    d: Any = None
    seen = False
    for chunk in chunks:
        data = chunk
        while data:
            if d is None:  # deflate: a zlib header (RFC 1950: CMF low nibble 8, CMF·256+FLG divisible by 31) or raw
                zlib_header = len(data) > 1 and data[0] & 0x0F == 8 and (data[0] * 256 + data[1]) % 31 == 0
                d = zlib.decompressobj(31 if gzip else 15 if zlib_header else -15)
            out = d.decompress(data, STEP)
            if out:
                yield out
            data = d.unconsumed_tail
            if d.eof:
                data, d = d.unused_data, None  # a further gzip member
                if not gzip and data:
                    raise zlib.error("data after the end of the deflate stream")
            seen = True
    _check_ended(seen, d is not None and not d.eof, zlib.error)


def _check_ended(seen: bool, open_stream: bool, error: type[Exception]) -> None:
    """Every coding's one completeness rule: a compressed body must hold at least one stream, and its last
    stream (gzip member, zlib/raw deflate stream, zstd frame) must reach its end marker. A cut body is refused, not
    read as the rows it happens to hold (a zstd body missing its last 4 bytes lost 1,384 of 6,000 rows a cloud)."""
    if open_stream:
        raise error("the compressed data ends early")
    if not seen:
        raise error("the compressed data ends early: the body is empty")


ZSTD_PIECE = 64  # compressed bytes fed to zstd at a time: a block is ≥ 4 bytes and ≤ 128 KiB out, so ≤ 2 MiB a call


def _unzstd(chunks: Iterator[bytes]) -> Iterator[bytes]:
    """zstd frames decoded ZSTD_PIECE input bytes at a time (zstandard's decompressobj has no max_length, so the
    input is what bounds each call's output), with the frame's end checked (`eof`) as zlib's is: zstandard's
    stream_reader returned what it had at the end of input and never said the frame was cut."""
    import zstandard

    dctx = zstandard.ZstdDecompressor()
    d: Any = None
    seen = False
    for chunk in chunks:
        for at in range(0, len(chunk), ZSTD_PIECE):
            data = chunk[at:at + ZSTD_PIECE]
            while data:
                if d is None:
                    d = dctx.decompressobj(write_size=STEP)
                out = d.decompress(data)
                if out:
                    yield out
                data = b""
                if d.eof:
                    data, d = d.unused_data, None  # a further frame (or garbage, which the next frame refuses)
                seen = True
    _check_ended(seen, d is not None and not d.eof, zstandard.ZstdError)


def _decoded(raw: Iterator[bytes], codings: list[str], url: str) -> Iterator[bytes]:
    """The body's bytes with its Content-Encoding undone (last applied, first undone: RFC 9110 §8.4)."""
    codings = [c.strip().lower() for c in codings if c.strip() and c.strip().lower() != "identity"]
    if len(codings) > MAX_CODINGS or any(c.replace("x-gzip", "gzip") not in CODINGS for c in codings):
        raise FetchError(f"{url}: the server sent Content-Encoding {', '.join(codings)[:80]!r}; the fetch reads "
                         f"identity or one of {', '.join(CODINGS)} (at most {MAX_CODINGS} stacked); nothing was changed")
    out = raw
    for c in reversed(codings):
        out = _unzstd(out) if c == "zstd" else _inflate(out, gzip=c in ("gzip", "x-gzip"))
    return out


def _get(client: Any, url: str, cached: dict[str, str] | None, max_bytes: int,
         timeout: float = TIMEOUT_S, deadline: Deadline | None = None) -> tuple[int, bytes, dict[str, str]]:
    """(status, body, headers) of one GET with the cached copy's validators, the body capped at max_bytes (after
    decoding, checked as it is decoded) and the whole exchange (connecting, headers, body) at `timeout` seconds."""
    import httpx

    headers = {}
    if cached:
        if cached.get("etag"):
            headers["If-None-Match"] = cached["etag"]
        if cached.get("last_modified"):
            headers["If-Modified-Since"] = cached["last_modified"]
    deadline = deadline or Deadline()
    deadline.at = time.monotonic() + timeout
    shown = strip_userinfo(url)
    try:
        with client.stream("GET", url, headers=headers) as resp:
            if resp.status_code != 200:
                return resp.status_code, b"", dict(resp.headers)
            size = resp.headers.get("content-length")
            if size and size.isdigit() and int(size) > max_bytes:
                raise FetchError(f"{shown}: {int(size):,} bytes, over the {max_bytes:,}-byte cap")
            return 200, _body(resp, shown, max_bytes, timeout, deadline), dict(resp.headers)
    except httpx.TimeoutException:
        if time.monotonic() >= deadline.at:
            raise FetchError(_late(shown, timeout)) from None
        raise FetchError(f"{shown}: no answer within the timeout; nothing was changed") from None
    except (httpx.RemoteProtocolError, httpx.ReadError) as e:
        raise FetchError(f"{shown}: the transfer broke off ({strip_userinfo(str(e))}); nothing was changed") from None
    except (httpx.HTTPError, httpx.InvalidURL) as e:
        raise FetchError(f"{shown}: {e.__class__.__name__}: {strip_userinfo(str(e))}; nothing was changed") from None
    finally:
        deadline.at = math.inf


def _late(shown: str, timeout: float) -> str:
    return (f"{shown}: the download did not finish within {timeout:g} s (the timeout covers connecting, headers and "
            "body); nothing was changed")


def _body(resp: Any, shown: str, max_bytes: int, timeout: float, deadline: Deadline) -> bytes:
    """The decoded body, refused as soon as it passes max_bytes or the deadline."""
    buf = bytearray()
    codings = resp.headers.get_list("content-encoding", split_commas=True)
    decoded = " once decoded" if any(c.strip().lower() not in ("", "identity") for c in codings) else ""
    try:
        for chunk in _decoded(resp.iter_raw(), codings, shown):
            buf += chunk
            if time.monotonic() > deadline.at:
                raise FetchError(_late(shown, timeout))
            if len(buf) > max_bytes:
                raise FetchError(f"{shown}: over the {max_bytes:,}-byte cap{decoded}; nothing was changed")
    except _decode_errors() as e:
        raise FetchError(f"{shown}: the compressed body is not valid ({e}); nothing was changed") from None
    return bytes(buf)


def _decode_errors() -> tuple[type[Exception], ...]:
    """What a corrupt body raises while it is decoded: zlib's error, and zstandard's when it is installed."""
    import zlib

    try:
        import zstandard
    except ImportError:
        return (zlib.error,)
    return (zlib.error, zstandard.ZstdError)


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
    if not src.lower().startswith(("http://", "https://")):
        if "://" in src:  # ftp://, file://, a typo: not a folder either
            _check_url(src)
        return _from_folder(Path(src), staging, clouds, today)
    _check_url(src)
    cache = cache or cache_dir()
    meta = _load_meta(cache / "meta.json")
    results = []
    deadline = Deadline()
    with client(timeout, deadline) as c:
        for cloud in clouds:
            url = f"{src.rstrip('/')}/{cloud}/vms.csv"
            key = strip_userinfo(url)  # the cache's key, as stored: never the URL's password
            cached = meta.get(key) if (cache / cloud / "vms.csv").exists() else None
            status, body, headers = _get(c, url, cached, max_bytes, timeout, deadline)
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
                raise FetchError(f"{key}: HTTP {status}; nothing was changed (try again later, or --source a mirror)")
            res.as_of = _http_date(res.last_modified) or today.isoformat()
            _stage(body, cloud, staging, res)
            results.append(res)
            _check_total(results)
    if not any(r.status != "absent" for r in results):
        raise FetchError(f"no vms.csv found under {strip_userinfo(src)} (HTTP 404 for every cloud); nothing was changed")
    return results


def _stage(body: bytes, cloud: str, staging: Path, res: FileResult) -> None:
    text, res.rows, res.skipped, res.offers = validate_vms(body, cloud)
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
        _check_total(results)
    if not results:
        raise FetchError(f"{folder}: no <cloud>/vms.csv or <cloud>.csv files for {', '.join(clouds)}")
    return results


def keep_validated(results: list[FileResult], staging: Path, source: str | None, cache: Path | None = None) -> None:
    """After the swap: the fetched files become the cached last good copies with their validators."""
    cache = cache or cache_dir()
    src = strip_userinfo(source or HOSTED).rstrip("/")
    if not src.startswith(("http://", "https://")):
        return
    meta = _load_meta(cache / "meta.json")
    for r in results:
        if r.status != "fetched":
            continue
        (cache / r.cloud).mkdir(parents=True, exist_ok=True)
        tmp = cache / r.cloud / f".vms.csv.{leftovers.tag()}.tmp"  # its writer named: a killed one's is swept
        with leftovers.writing(tmp):
            shutil.copyfile(staging / r.cloud / "raw.csv", tmp)
            os.replace(tmp, cache / r.cloud / "vms.csv")
        meta[f"{src}/{r.cloud}/vms.csv"] = {"etag": r.etag, "last_modified": r.last_modified, "as_of": r.as_of}
    tmp = cache / f".meta.json.{leftovers.tag()}.tmp"
    with leftovers.writing(tmp):
        tmp.write_text(json.dumps(meta, indent=1), encoding="utf-8")
        os.replace(tmp, cache / "meta.json")


def sweep_cache(cache: Path | None = None) -> int:
    """Remove the temp files a killed refresh left in the cache (`meta.json`'s, each cloud's `vms.csv`'s: catalog.
    leftovers). Returns how many were removed."""
    cache = cache or cache_dir()
    n = leftovers.sweep(cache, ("meta.json",))
    with contextlib.suppress(OSError):
        for sub in os.scandir(cache):
            if sub.is_dir(follow_symlinks=False):
                n += leftovers.sweep(Path(sub.path), ("vms.csv",))
    return n


# ---- the Slack bot's schedule ------------------------------------------------------------------------

MIN_REFRESH_HOURS = 0.1  # six minutes: a download of every cloud and a rebuild take about a minute at most


def schedule_hours(env: str | None) -> float | None:
    """`GPU_ADVISOR_REFRESH_HOURS`: blank → 24 (daily); `0`, `off`, `no`, `false` → None (no schedule);
    else a number of hours from 0.1 to 8760, through the one bounded reader (catalog.settings). A floor because
    `1e-300` ran the refresh back to back for ever. Raises SettingError on anything else."""
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
    if source and "://" in source:  # a URL the fetch cannot use stops the bot at start, not every refresh
        try:
            _check_url(source)
        except FetchError as e:
            raise FetchError(f"GPU_ADVISOR_CATALOG_SOURCE: {e}") from None

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
