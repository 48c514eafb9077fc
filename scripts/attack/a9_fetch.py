# ruff: noqa
# type: ignore
"""Ninth review: the bounded compressed-fetch decoder (rel24h A8-3) and the URL credential stripping (A8-13).

A loopback mirror answers `/<mode>/<cloud>/vms.csv`: truncated gzip/zstd/deflate, concatenated members, trailing
garbage, three stacked codings, odd spellings of the coding (GZIP, x-gzip, "gzip, identity", br, compress, empty),
a coding header over a plain body and a plain header over a gzip body, two Content-Encoding headers, lying lengths
on compressed bodies. Each probe is a real `catalog refresh --source … -o <tmp>` (scripts/attack/a8_fetch.run's
ulimit). A probe is flagged when the refresh exits 0 but the written file lacks a row the mirror's full body holds
(a silent truncation), when it exits other than 0/2, says "report it", or takes over 40 s.
Credentials: URLs with user:password in several spellings, redirects to a URL with a password, GPU_ADVISOR_DEBUG=1;
every file under the home, the output and stdout/stderr are searched for the password.
Results: $A9_TMP/fetch.jsonl.   Run: HF_HUB_OFFLINE=1 python scripts/attack/a9_fetch.py [mode ...]
"""
from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import a8_fetch as f8  # noqa: E402

TMP = Path(os.environ.get("A9_TMP", "/tmp/a9"))
TMP.mkdir(parents=True, exist_ok=True)
ROWS = [b"g5.xlarge,A10G,1,4,16,1.006,0.4,us-east-1,us-east-1a\n",
        b"g5.2xlarge,A10G,1,8,32,1.212,0.5,us-east-1,us-east-1a\n",
        b"g5.4xlarge,A10G,1,16,64,1.624,0.6,us-east-1,us-east-1b\n"] * 200
HEAD = b"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"
FULL = HEAD + b"".join(ROWS)
LAST = b"g5.4xlarge"
# a body of many distinct rows (several 128 kB zstd blocks), to see what a truncated stream leaves
BIG = HEAD + b"".join(b"g5.%dxlarge,A10G,1,4,16,%d.%03d,0.4,us-east-1,us-east-1a\n" % (i, 1 + i % 7, i % 1000)
                      for i in range(int(os.environ.get("A9_BIG_ROWS", "6000"))))
BASE: dict[str, int] = {}  # mode -> row count of its full body, from an untruncated run


def zstd(b: bytes) -> bytes:
    import zstandard
    return zstandard.ZstdCompressor().compress(b)


def deflate_raw(b: bytes) -> bytes:
    c = zlib.compressobj(6, zlib.DEFLATED, -15)
    return c.compress(b) + c.flush()


g = gzip.compress(FULL)
half1, half2 = FULL[: len(FULL) // 2], FULL[len(FULL) // 2:]
MODES: dict[str, tuple[bytes, list[tuple[str, str]]]] = {
    "gz-trunc-half": (g[: len(g) // 2], [("Content-Encoding", "gzip")]),
    "gz-trunc-trailer": (g[:-4], [("Content-Encoding", "gzip")]),
    "gz-trunc-crc": (g[:-8], [("Content-Encoding", "gzip")]),
    "gz-bad-crc": (g[:-8] + b"\0\0\0\0" + g[-4:], [("Content-Encoding", "gzip")]),
    "gz-bad-isize": (g[:-4] + b"\1\0\0\0", [("Content-Encoding", "gzip")]),
    "gz-two-members": (gzip.compress(half1) + gzip.compress(half2), [("Content-Encoding", "gzip")]),
    "gz-member-then-garbage": (g + b"garbage!" * 10, [("Content-Encoding", "gzip")]),
    "gz-member-then-plain-csv": (gzip.compress(half1) + half2, [("Content-Encoding", "gzip")]),
    "gz-member-then-zeros": (g + bytes(1000), [("Content-Encoding", "gzip")]),
    "gz-empty-body": (b"", [("Content-Encoding", "gzip")]),
    "gz-of-empty": (gzip.compress(b""), [("Content-Encoding", "gzip")]),
    "gz-3-stacked": (gzip.compress(gzip.compress(g)), [("Content-Encoding", "gzip, gzip, gzip")]),
    "gz-upper": (g, [("Content-Encoding", "GZIP")]),
    "x-gzip": (g, [("Content-Encoding", "x-gzip")]),
    "gz-identity": (g, [("Content-Encoding", "gzip, identity")]),
    "identity": (FULL, [("Content-Encoding", "identity")]),
    "enc-empty": (FULL, [("Content-Encoding", "")]),
    "enc-commas": (g, [("Content-Encoding", " , gzip ,, ")]),
    "enc-br": (FULL, [("Content-Encoding", "br")]),
    "enc-compress": (FULL, [("Content-Encoding", "compress")]),
    "enc-two-headers": (gzip.compress(g), [("Content-Encoding", "gzip"), ("Content-Encoding", "gzip")]),
    "gz-header-plain-body": (FULL, [("Content-Encoding", "gzip")]),
    "plain-header-gz-body": (g, []),
    "gz-cl-short": (g, [("Content-Encoding", "gzip"), ("Content-Length", str(len(g) // 2))]),
    "gz-cl-long": (g, [("Content-Encoding", "gzip"), ("Content-Length", str(len(g) + 100))]),
    "deflate-zlib": (zlib.compress(FULL), [("Content-Encoding", "deflate")]),
    "deflate-raw": (deflate_raw(FULL), [("Content-Encoding", "deflate")]),
    "deflate-trunc": (zlib.compress(FULL)[:-30], [("Content-Encoding", "deflate")]),
    "deflate-raw-trunc": (deflate_raw(FULL)[:-30], [("Content-Encoding", "deflate")]),
    "deflate-then-garbage": (zlib.compress(FULL) + b"xx" * 50, [("Content-Encoding", "deflate")]),
    "zstd-ok": (zstd(FULL), [("Content-Encoding", "zstd")]),
    "zstd-trunc": (zstd(FULL)[:-20], [("Content-Encoding", "zstd")]),
    "zstd-two-frames": (zstd(half1) + zstd(half2), [("Content-Encoding", "zstd")]),
    "zstd-then-garbage": (zstd(FULL) + b"garbage" * 10, [("Content-Encoding", "zstd")]),
    "zstd-gzip": (zstd(g), [("Content-Encoding", "gzip, zstd")]),
    "gzip-zstd-mislabelled": (gzip.compress(zstd(FULL)), [("Content-Encoding", "gzip, zstd")]),
    "zstd-big-ok": (zstd(BIG), [("Content-Encoding", "zstd")]),
    "zstd-big-trunc": (zstd(BIG)[: len(zstd(BIG)) // 2], [("Content-Encoding", "zstd")]),
    "zstd-big-trunc-tail": (zstd(BIG)[:-4], [("Content-Encoding", "zstd")]),
    "gzip-big-ok": (gzip.compress(BIG), [("Content-Encoding", "gzip")]),
    "chunked-gz-trunc": (g[: len(g) // 2], [("Content-Encoding", "gzip"), ("Transfer-Encoding", "chunked")]),
}


class Mirror(f8.Mirror):
    def do_GET(self):
        mode = self.path.strip("/").split("/")[0]
        if mode in MODES:
            body, headers = MODES[mode]
            self.send_response(200)
            names = {k.lower() for k, _ in headers}
            for k, v in headers:
                self.send_header(k, v)
            chunked = "transfer-encoding" in names
            if "content-length" not in names and not chunked:
                self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                if chunked:  # one chunk, then the connection closes with no terminating chunk
                    self.wfile.write(b"%x\r\n" % len(body) + body + b"\r\n")
                else:
                    self.wfile.write(body)
            except OSError:
                pass
            self.close_connection = True
            return
        if mode == "redir-cred":
            return self.send(302, b"", Location=f"http://carol:redirsecret@127.0.0.1:{self.server.server_address[1]}/ok/aws/vms.csv")
        if mode == "redir-cred-404":
            return self.send(302, b"", Location=f"http://carol:redirsecret@127.0.0.1:{self.server.server_address[1]}/nope/aws/vms.csv")
        if mode == "status401-realm":
            return self.send(401, b"need auth", WWW_Authenticate='Basic realm="x"')
        return super().do_GET()


def run(source: str, label: str, secrets: tuple[str, ...] = (), env_extra: dict | None = None) -> dict:
    home = tempfile.mkdtemp(prefix="a9f", dir=TMP)
    out = Path(home) / "out.csv"
    env = {**os.environ, "GPU_ADVISOR_HOME": home, "HF_HUB_OFFLINE": "1", **(env_extra or {})}
    cmd = f"ulimit -v {f8.VMEM}; exec {sys.executable} -m advisor catalog refresh --source '{source}' --timeout 5 -o {out}"
    t0 = time.monotonic()
    try:
        p = subprocess.run(["bash", "-c", cmd], cwd=f8.ROOT, env=env, capture_output=True, text=True, timeout=90)
        rc, text = p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired as e:
        rc, text = 124, str(e.stdout or "") + str(e.stderr or "")
    s = round(time.monotonic() - t0, 1)
    rec = {"probe": label, "rc": rc, "s": s, "tail": text.strip()[-400:]}
    fl = []
    if rc not in (0, 2):
        fl.append(f"rc {rc}")
    if "report it" in text or "Traceback" in text and not env_extra:
        fl.append("report-it/traceback")
    if s > 40:
        fl.append("slow")
    if rc == 0 and label in MODES:
        data = out.read_bytes() if out.exists() else b""
        rec["rows"] = data.count(b"\n")
        base = BASE.setdefault("big" if "big" in label else "full", rec["rows"])
        if rec["rows"] != base:
            fl.append(f"exit 0 with {rec['rows']} rows where the whole body gives {base} (silent truncation)")
    for sec in secrets:
        if sec in text:
            fl.append(f"{sec!r} in output")
        hits = subprocess.run(["grep", "-rl", "-a", sec, home], capture_output=True, text=True).stdout.split()
        if hits:
            fl.append(f"{sec!r} in {[h.replace(home, '~') for h in hits]}")
    if fl:
        rec["flag"] = ", ".join(fl)
    return rec


def main() -> None:
    _, port = f8.start(Mirror)
    base = f"http://127.0.0.1:{port}"
    only = sys.argv[1:]
    order = ["identity", "zstd-big-ok"] + [m for m in MODES if m not in ("identity", "zstd-big-ok")]
    probes = [(f"{base}/{m}/", m, (), None) for m in order if not only or m in only]
    if not only or "cred" in only:
        P = "s3cr3tPW"
        probes += [(f"http://alice:{P}@127.0.0.1:{port}/ok/", "cred ok", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/status404/", "cred 404", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/status401-realm/", "cred 401", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/gz-trunc-half/", "cred truncated gzip", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/html/", "cred html body", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/ok/", "cred ok DEBUG=1", (P,), {"GPU_ADVISOR_DEBUG": "1"}),
                   (f"http://alice:{P}@127.0.0.1:{port}/status500/", "cred 500 DEBUG=1", (P,), {"GPU_ADVISOR_DEBUG": "1"}),
                   (f"http://alice:{P}@127.0.0.1:1/", "cred refused port", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/no-headers/", "cred no headers (timeout)", (P,), None),
                   (f"http://alice:p%40{P}@127.0.0.1:{port}/ok/", "cred percent-encoded @", (P,), None),
                   (f"http://alice:{P}:more@127.0.0.1:{port}/ok/", "cred with colon", (P,), None),
                   (f"http://:{P}@127.0.0.1:{port}/ok/", "cred no user", (P,), None),
                   (f"http://{P}@127.0.0.1:{port}/ok/", "cred user only (token as user)", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/ok/?x=1", "cred with query", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:99999/", "cred bad port", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:abc/", "cred port abc", (P,), None),
                   (f"http://alice:{P}@/", "cred empty host", (P,), None),
                   (f"http://alice:{P}@127.0.0.1:{port}/ok/\u202e/", "cred RLO path", (P,), None),
                   (f"ftp://alice:{P}@127.0.0.1:{port}/ok/", "cred ftp", (P,), None),
                   (f"https://alice:{P}@" + "a" * 300 + ".com/", "cred 300-char label", (P,), None),
                   (f"{base}/redir-cred/", "redirect to a URL with a password", ("redirsecret",), None),
                   (f"{base}/redir-cred-404/", "redirect to a URL with a password, then 404", ("redirsecret",), None)]
    n = flagged = 0
    with (TMP / "fetch.jsonl").open("a") as fh:
        for source, label, secrets, extra in probes:
            rec = run(source, label, secrets, extra)
            n += 1
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            fh.flush()
            flagged += "flag" in rec
            print(("FLAG " if "flag" in rec else "ok   ") + f"{label}: rc={rec['rc']} {rec['s']}s rows={rec.get('rows')} "
                  f"{rec.get('flag', '')} | {rec['tail'][-200:]!r}", flush=True)
    print(f"fetch probes: {n}, flagged: {flagged}")


if __name__ == "__main__":
    main()
