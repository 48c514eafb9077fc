"""`catalog refresh` fetching SkyPilot's catalogs (catalog/fetch.py), against a real HTTP server on 127.0.0.1
that serves the shipped v7 extracts in SkyPilot's hosted layout (<base>/<cloud>/vms.csv) and misbehaves on demand:
200, 304, 404, 500, a stalled answer, a truncated body, a changed schema, one bad row."""

from __future__ import annotations

import csv
import hashlib
import http.server
import threading
import time
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import fetch as F
from catalog.refresh import refresh_fetch

REF = Path(__file__).resolve().parents[1] / "data" / "catalog" / "skypilot_v7"
SERVED = ("lambda", "nebius", "seeweb")  # small files; every other cloud answers 404


class Catalogs(http.server.ThreadingHTTPServer):
    def __init__(self, root: Path):
        self.root, self.mode, self.requests = root, {}, []  # cloud → "500" | "stall" | "truncate"
        self.last_modified: dict[str, str] = {}
        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/catalogs/v7"


class Handler(http.server.BaseHTTPRequestHandler):
    server: Catalogs

    def log_message(self, *a: object) -> None:
        pass

    def do_GET(self) -> None:
        s = self.server
        s.requests.append((self.path, dict(self.headers)))
        cloud = self.path.split("/")[-2]
        path = s.root / cloud / "vms.csv"
        mode = s.mode.get(cloud, "")
        if mode == "500":
            return self._send(500, b"oops")
        if not path.exists() or self.path != f"/catalogs/v7/{cloud}/vms.csv":
            return self._send(404, b"not found")
        body = path.read_bytes()
        etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
        if self.headers.get("If-None-Match") == etag and not mode:
            return self._send(304, b"", {"ETag": etag})
        if mode == "stall":
            time.sleep(2)
        headers = {"ETag": etag, **({"Last-Modified": s.last_modified[cloud]} if cloud in s.last_modified else {})}
        if mode == "truncate":  # announce the whole file, send half, hang up
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.close_connection = True
            return
        self._send(200, body, headers)

    def _send(self, code: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(code)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        if code != 304:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if code != 304:
            self.wfile.write(body)


@pytest.fixture
def server(tmp_path):
    root = tmp_path / "served"
    for cloud in SERVED:
        (root / cloud).mkdir(parents=True)
        (root / cloud / "vms.csv").write_bytes((REF / f"{cloud}.csv").read_bytes())
    s = Catalogs(root)
    t = threading.Thread(target=s.serve_forever, daemon=True)
    t.start()
    yield s
    s.shutdown()
    s.server_close()


@pytest.fixture
def base(tmp_path):
    """A small catalog in use before the refresh: one row of a served cloud, one AWS and one China row."""
    p = tmp_path / "base.csv"
    shipped = Path(__file__).resolve().parents[2] / "catalog" / "data" / "instances.csv"
    with open(shipped, newline="", encoding="utf-8") as f:
        rd = csv.DictReader(f)
        rows = list(rd)
        header = rd.fieldnames
    keep = [next(r for r in rows if r["provider"] == p_) for p_ in ("aws", "lambda", "alibaba")]
    with open(p, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=header or [])
        w.writeheader()
        w.writerows(keep)
    return p


def _rows(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_200_replaces_the_served_clouds_and_keeps_the_others(server, base, tmp_path):
    # Served clouds are rebuilt from the download; a 404 cloud (aws) and the China rows keep their rows.
    server.last_modified["nebius"] = "Wed, 25 Nov 2026 08:00:00 GMT"
    out = tmp_path / "out" / "instances.csv"
    rep = refresh_fetch(server.url, out=out, base=base, timeout=5)
    status = {f.cloud: f.status for f in rep["files"]}
    assert status["lambda"] == "fetched" and status["aws"] == "absent"
    rows = _rows(out)
    lam = [r for r in rows if r["provider"] == "lambda"]
    assert len(lam) > 100  # the whole served file, not the single base row
    assert all(server.url in r["source"] for r in lam)
    # the source's date: Last-Modified where sent, else the day it was retrieved
    assert {r["as_of"] for r in rows if r["provider"] == "nebius"} == {"2026-11-25"}
    assert {r["as_of"] for r in lam} == {date.today().isoformat()}
    def kept(rs: list[dict[str, str]], prov: str) -> list[tuple[str, ...]]:
        return [(r["instance_type"], r["region"], r["price_on_demand"], r["as_of"]) for r in rs if r["provider"] == prov]

    for prov in ("aws", "alibaba"):
        assert kept(rows, prov) == kept(_rows(base), prov) != []
    assert not (out.parent / "instances.prev.csv").exists()  # nothing to keep on the first refresh


def test_304_reuses_the_cached_copy_and_sends_its_etag(server, base, tmp_path):
    out = tmp_path / "out" / "instances.csv"
    refresh_fetch(server.url, out=out, base=base, timeout=5)
    first = out.read_bytes()
    server.requests.clear()
    rep = refresh_fetch(server.url, out=out, base=base, timeout=5)
    assert {f.cloud: f.status for f in rep["files"]}["lambda"] == "not_modified"
    sent = dict(server.requests)["/catalogs/v7/lambda/vms.csv"]
    assert sent.get("If-None-Match", "").startswith('"')
    assert out.read_bytes() == first  # same content: the catalog is rebuilt identically from the cached copy
    assert (out.parent / "instances.prev.csv").read_bytes() == first  # the last good one kept


@pytest.mark.parametrize("mode, says", [("500", "HTTP 500"), ("stall", "timeout"), ("truncate", "broke off")])
def test_a_failed_file_changes_nothing(server, base, tmp_path, mode, says):
    # One cloud fails: the refresh stops with the reason and the catalog in use stays byte for byte.
    out = tmp_path / "out" / "instances.csv"
    refresh_fetch(server.url, out=out, base=base, timeout=5)
    before = out.read_bytes()
    server.mode["nebius"] = mode
    with pytest.raises(F.FetchError, match=says):
        refresh_fetch(server.url, out=out, base=base, timeout=0.5)
    assert out.read_bytes() == before
    assert not list(out.parent.glob(".fetch-*"))  # the staging folder is gone


def test_a_changed_schema_is_refused(server, base, tmp_path):
    p = server.root / "seeweb" / "vms.csv"
    p.write_text(p.read_text().replace("Price", "PricePerHour", 1))
    out = tmp_path / "out" / "instances.csv"
    with pytest.raises(F.FetchError, match="columns changed.*Price"):
        refresh_fetch(server.url, out=out, base=base, timeout=5)
    assert not out.exists()


def test_one_bad_row_is_left_out_and_named(server, base, tmp_path):
    p = server.root / "lambda" / "vms.csv"
    lines = p.read_text().splitlines(keepends=True)
    head = lines[0].rstrip("\n").split(",")
    bad = next(i for i, ln in enumerate(lines) if i and "gpu_8x_h100_sxm5" in ln)
    lines[bad] = lines[bad].replace(lines[bad].split(",")[head.index("Price")], "n/a", 1)
    p.write_text("".join(lines))
    out = tmp_path / "out" / "instances.csv"
    rep = refresh_fetch(server.url, out=out, base=base, timeout=5)
    lam = next(f for f in rep["files"] if f.cloud == "lambda")
    # the sheet import's words for a bad number (catalog.db.number_error), which also say what is accepted
    assert lam.skipped == [f"line {bad + 1}: Price 'n/a' is not a number (digits, one point, an optional exponent)"]
    assert lam.rows == len(lines) - 2
    assert any(r["provider"] == "lambda" for r in _rows(out))


def test_every_file_404_is_an_error(server, base, tmp_path):
    with pytest.raises(F.FetchError, match="no vms.csv"):
        refresh_fetch(server.url + "/nothing-here", out=tmp_path / "o.csv", base=base, timeout=5)


def test_plain_http_only_to_this_machine():
    with pytest.raises(F.FetchError, match="https"):
        F._check_url("http://example.com/catalogs/v7")
    F._check_url("http://127.0.0.1:9/x")
    F._check_url("https://example.com/x")


def test_size_cap(server, base, tmp_path):
    with pytest.raises(F.FetchError, match="cap"):
        refresh_fetch(server.url, out=tmp_path / "o.csv", base=base, timeout=5, max_bytes=1000)


def test_cli_refresh_from_a_folder_builds_the_database_used_for_answers(tmp_path):
    # No --skypilot: the extracts folder as --source; the database then serves the fetched rows.
    res = CliRunner().invoke(cli, ["catalog", "refresh", "--source", str(REF)])
    assert res.exit_code == 0, res.output
    assert "lambda" in res.output and "read" in res.output
    from catalog.db import instances_file, open_db

    assert instances_file().parent.name == "catalog" and instances_file().exists()
    n = open_db().execute("SELECT count(*) FROM instances WHERE source LIKE '%v7/lambda/vms.csv from %'").fetchone()[0]
    assert n > 100


def test_cli_refresh_failure_is_a_clear_exit_2(server):
    server.mode["lambda"] = "500"
    res = CliRunner().invoke(cli, ["catalog", "refresh", "--source", server.url, "--timeout", "5"])
    assert res.exit_code == 2 and "HTTP 500" in res.output and "Traceback" not in res.output


def test_schedule_setting():
    assert F.schedule_hours(None) == 24.0 and F.schedule_hours("6") == 6.0
    assert F.schedule_hours("off") is None and F.schedule_hours("0") is None
    with pytest.raises(Exception, match="hours"):
        F.schedule_hours("daily-ish")


def test_schedule_runs_again_after_a_failure_and_stops():
    # A failing refresh is logged; the thread keeps its schedule (the bot never loses it).
    calls = []

    def run() -> None:
        calls.append(time.monotonic())
        if len(calls) == 1:
            raise F.FetchError("HTTP 500")

    s = F.RefreshSchedule(hours=0.05 / 3600, run=run, first_delay_s=0.01)
    s.start()
    deadline = time.monotonic() + 5
    while len(calls) < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    s.stop()
    s.join(2)
    assert len(calls) >= 3 and not s.is_alive()


def test_start_schedule_follows_the_setting(tmp_path):
    assert F.start_schedule({"GPU_ADVISOR_REFRESH_HOURS": "off"}) is None
    s = F.start_schedule({"GPU_ADVISOR_REFRESH_HOURS": "12"})
    try:  # no fetched catalog yet: the first run comes a minute after start, then every 12 h
        assert s is not None and s.daemon and s.first_delay_s == 60 and s.interval_s == 12 * 3600
    finally:
        assert s is not None
        s.stop()
        s.join(2)
