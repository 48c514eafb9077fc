"""Eighth review: `catalog refresh --source` against a hostile loopback mirror (and a TLS one).

A local server answers `/<mode>/<cloud>/vms.csv` by mode: compression bombs (gzip, double gzip, deflate, zstd),
huge and lying Content-Length, endless bodies, bad compressed data, odd statuses, redirects (loops, to file://,
to a plain-http non-loopback host), HTML/binary/UTF-16/NUL bodies, a 30 MB single line, 100,000 columns,
headers never sent; plus https:// to the plain server (TLS error) and to a self-signed TLS server.
Each probe is a real `python -m advisor catalog refresh --source … --timeout 5 -o <tmp>` under `ulimit -v`
(A8_VMEM_KB, default 1.5 GB) so a bomb cannot hurt the shared machine. Flags: rc not in (0, 2), "report it" or
"Traceback" in the output, over 40 s, the output file written after a failed fetch.
Results: $A8_TMP/fetch.jsonl.

Run: HF_HUB_OFFLINE=1 A8_TMP=/tmp/a8 python scripts/attack/a8_fetch.py [mode ...]
"""
# ruff: noqa: SIM105  (a throwaway probe harness, kept to reproduce)

from __future__ import annotations

import gzip
import json
import os
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(os.environ.get("A8_TMP", "/tmp/a8"))
OUT.mkdir(parents=True, exist_ok=True)
VMEM = os.environ.get("A8_VMEM_KB", "1500000")
GOOD = (b"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"
        b"g5.xlarge,A10G,1,4,16,1.006,0.4,us-east-1,us-east-1a\n")
BOMB_GB = float(os.environ.get("A8_BOMB_GB", "4"))


def zeros_gzip(n: int, level: int = 1) -> bytes:
    """gzip of n zero bytes, built in 16 MB steps (never n bytes in memory)."""
    co = zlib.compressobj(level, zlib.DEFLATED, 31)
    block, out, left = bytes(16 * 2**20), [], n
    while left > 0:
        out.append(co.compress(block[:min(left, len(block))]))
        left -= len(block)
    out.append(co.flush())
    return b"".join(out)


def bombs() -> dict[str, bytes]:
    cache = OUT / "bombs"
    cache.mkdir(exist_ok=True)
    n = int(BOMB_GB * 2**30)
    made: dict[str, bytes] = {}
    for name, fn in {"gzip1": lambda: zeros_gzip(n), "gzip2": lambda: gzip.compress(zeros_gzip(n), 9),
                     "zstd": lambda: _zstd(n), "deflate": lambda: zeros_gzip(n)[10:-8]}.items():
        p = cache / f"{name}-{BOMB_GB}"
        if not p.exists():
            p.write_bytes(fn())
        made[name] = p.read_bytes()
    return made


def _zstd(n: int) -> bytes:
    import io

    import zstandard

    buf = io.BytesIO()
    with zstandard.ZstdCompressor(level=3).stream_writer(buf, closefd=False) as w:
        block, left = bytes(16 * 2**20), n
        while left > 0:
            w.write(block[:min(left, len(block))])
            left -= len(block)
    return buf.getvalue()


class Mirror(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    bombs: dict[str, bytes] = {}
    other = ""  # base URL of a plain-http, non-loopback host

    def log_message(self, *a):  # quiet
        pass

    def send(self, status: int, body: bytes, **headers: str) -> None:
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k.replace("_", "-"), v)
        if "Content_Length" not in headers and "Transfer_Encoding" not in headers:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:
            pass

    def do_GET(self):
        mode = self.path.strip("/").split("/")[0]
        b = self.bombs
        if mode in ("gzip1", "gzip2", "zstd", "deflate"):
            enc = {"gzip1": "gzip", "gzip2": "gzip, gzip", "zstd": "zstd", "deflate": "deflate"}[mode]
            return self.send(200, b[mode], Content_Encoding=enc)
        if mode == "gzip-bad":
            return self.send(200, b"\x1f\x8b\x08\x00garbage" * 100, Content_Encoding="gzip")
        if mode == "zstd-bad":
            return self.send(200, b"\x28\xb5\x2f\xfd garbage" * 100, Content_Encoding="zstd")
        if mode == "enc-unknown":
            return self.send(200, GOOD, Content_Encoding="x-evil")
        if mode == "gzip-good":
            return self.send(200, gzip.compress(GOOD), Content_Encoding="gzip")
        if mode == "cl-huge":
            return self.send(200, GOOD, Content_Length=str(10**12))
        if mode == "cl-neg":
            return self.send(200, GOOD, Content_Length="-5")
        if mode == "cl-abc":
            return self.send(200, GOOD, Content_Length="abc")
        if mode == "cl-two":
            return self.send(200, GOOD, Content_Length=f"{len(GOOD)}, 5")
        if mode == "cl-short":  # says more than it sends, then closes
            self.send(200, GOOD, Content_Length=str(len(GOOD) + 1000))
            self.close_connection = True
            return None
        if mode == "endless":  # no Content-Length, 40 MB of valid-looking rows
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            row = b"g5.xlarge,A10G,1,4,16,1.006,0.4,us-east-1,us-east-1a\n" * 20000
            try:
                self.wfile.write(GOOD)
                for _ in range(40):
                    self.wfile.write(row)
            except OSError:
                pass
            self.close_connection = True
            return None
        if mode == "chunked-bad":
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"ZZZ\r\nhello\r\n")
            self.close_connection = True
            return None
        if mode == "no-headers":  # accepts, never answers
            time.sleep(30)
            return None
        if mode == "headers-drip":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            for i in range(30):
                try:
                    self.wfile.write(f"X-A{i}: b\r\n".encode())
                    self.wfile.flush()
                except OSError:
                    return None
                time.sleep(1)
            return None
        if mode == "header-trickle":  # a byte of one long header a second, for 10 minutes (under any read timeout)
            try:
                self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Slow: ")
                for _ in range(600):
                    self.wfile.write(b"a")
                    self.wfile.flush()
                    time.sleep(1)
            except OSError:
                pass
            return None
        if mode == "huge-header":
            return self.send(200, GOOD, X_Big="a" * 300_000)
        if mode.startswith("status"):
            code = int(mode[6:])
            return self.send(code, b"", **({"Location": ""} if code in (301, 302) else {}))
        if mode == "redirect-loop":
            return self.send(302, b"", Location=self.path)
        if mode == "redirect-chain":
            depth = int(self.path.split("/")[2]) if self.path.split("/")[2].isdigit() else 0
            return self.send(302, b"", Location=f"/redirect-chain/{depth + 1}/x/vms.csv")
        if mode == "redirect-file":
            return self.send(302, b"", Location="file:///etc/passwd")
        if mode == "redirect-other":
            return self.send(302, b"", Location=self.other + "/aws/vms.csv")
        if mode == "redirect-ftp":
            return self.send(302, b"", Location="ftp://127.0.0.1/x")
        if mode == "redirect-crlf":
            return self.send(302, b"", Location="/ok/%0d%0aSet-Cookie:%20x/vms.csv")
        if mode == "redirect-userinfo":
            return self.send(302, b"", Location="http://user:pass@127.0.0.1:1/x")
        bodies = {"html": b"<html><body>Rate limited</body></html>", "empty": b"", "binary": os.urandom(4096),
                  "utf16": GOOD.decode().encode("utf-16"), "nul": GOOD.replace(b",", b"\x00,"),
                  "bom": b"\xef\xbb\xbf" + GOOD, "one-line": b"A" * (30 * 2**20),
                  "columns": b",".join(b"c%d" % i for i in range(100_000)) + b"\n",
                  "nan": GOOD.replace(b"1.006", b"nan"), "inf": GOOD.replace(b"1.006", b"1e400"),
                  "neg": GOOD.replace(b"1.006", b"-1"), "tiny": GOOD.replace(b"1.006", b"1e-300"),
                  "formula": GOOD.replace(b"g5.xlarge", b"=HYPERLINK(\"x\")"),
                  "rlo": GOOD.replace(b"g5.xlarge", "g5\u202e.xlarge".encode()),
                  "count-huge": GOOD.replace(b"A10G,1,", b"A10G," + b"9" * 5000 + b","),
                  "quote": b"\"" * 1000 + GOOD, "cr": GOOD.replace(b"\n", b"\r"),
                  "many-rows": GOOD + b"g5.xlarge,A10G,1,4,16,1.006,0.4,us-east-1,us-east-1a\n" * 400_000,
                  "ok": GOOD}
        if mode in bodies:
            return self.send(200, bodies[mode], ETag="\"e\"" if mode == "ok" else "\"" + "e" * 10000 + "\"")
        return self.send(404, b"")


def start(handler: type, tls: bool = False, host: str = "127.0.0.1") -> tuple[ThreadingHTTPServer, int]:
    srv = ThreadingHTTPServer((host, 0), handler)
    srv.daemon_threads = True
    if tls:
        d = tempfile.mkdtemp()
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", f"{d}/k.pem", "-out",
                        f"{d}/c.pem", "-days", "1", "-subj", "/CN=127.0.0.1"], check=True, capture_output=True)
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(f"{d}/c.pem", f"{d}/k.pem")
        srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, srv.server_address[1]


def outside_address() -> str:
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return s.getsockname()[0]
    except OSError:
        return "127.0.0.2"
    finally:
        s.close()


def run(source: str, label: str, timeout: float = 5) -> dict:
    home = tempfile.mkdtemp(prefix="a8f")
    out = Path(home) / "out.csv"
    env = {**os.environ, "GPU_ADVISOR_HOME": home, "HF_HUB_OFFLINE": "1"}
    cmd = f"ulimit -v {VMEM}; exec {sys.executable} -m advisor catalog refresh --source '{source}' " \
          f"--timeout {timeout} -o {out}"
    t0 = time.monotonic()
    try:
        p = subprocess.run(["bash", "-c", cmd], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
        rc, text = p.returncode, (p.stdout + p.stderr)
    except subprocess.TimeoutExpired as e:
        rc, text = 124, str(e.stdout or "") + str(e.stderr or "")
    s = round(time.monotonic() - t0, 1)
    rec = {"probe": label, "rc": rc, "s": s, "out_written": out.exists(), "tail": text.strip()[-300:]}
    flags = []
    if rc not in (0, 2):
        flags.append(f"rc {rc}")
    if "report it" in text or "Traceback" in text:
        flags.append("report-it/traceback")
    if s > 40:
        flags.append("slow")
    if rc != 0 and out.exists():
        flags.append("output written on failure")
    if flags:
        rec["flag"] = ", ".join(flags)
    return rec


def main() -> None:
    Mirror.bombs = bombs()
    other_host = outside_address()
    _, other_port = start(Mirror, host="0.0.0.0")
    Mirror.other = f"http://{other_host}:{other_port}"
    _, port = start(Mirror)
    _, tls_port = start(Mirror, tls=True)
    base = f"http://127.0.0.1:{port}"
    modes = ["ok", "gzip-good", "gzip1", "gzip2", "zstd", "deflate", "gzip-bad", "zstd-bad", "enc-unknown",
             "cl-huge", "cl-neg", "cl-abc", "cl-two", "cl-short", "endless", "chunked-bad", "no-headers",
             "headers-drip", "huge-header", "status204", "status206", "status301", "status302", "status304",
             "status401", "status429", "status500", "status503", "status599", "redirect-loop", "redirect-chain",
             "redirect-file", "redirect-other", "redirect-ftp", "redirect-crlf", "redirect-userinfo", "html",
             "empty", "binary", "utf16", "nul", "bom", "one-line", "columns", "nan", "inf", "neg", "tiny", "formula",
             "rlo", "count-huge", "quote", "cr", "many-rows"]
    only = sys.argv[1:]
    probes = [(f"{base}/{m}/", m) for m in modes if not only or m in only]
    if not only:
        probes += [(f"https://127.0.0.1:{port}/ok/", "https to a plain-http port (TLS error)"),
                   (f"https://127.0.0.1:{tls_port}/ok/", "https, self-signed certificate"),
                   (f"https://localhost:{tls_port}/ok/", "https, certificate for another name"),
                   ("https://127.0.0.1:1/ok/", "https, connection refused"),
                   ("https://nonexistent.invalid/ok/", "https, DNS failure"),
                   ("https://[::1]:1/", "https, IPv6 loopback refused"),
                   ("https://127.0.0.1:99999/", "port out of range"), ("https://127.0.0.1:abc/", "port not a number"),
                   ("https://", "empty host"), ("http://127.0.0.1:" + str(port) + "/%00/", "NUL in path"),
                   ("http://127.0.0.1:" + str(port) + "/ok/\u202e/", "RLO in path"),
                   ("https://" + "a" * 300 + ".com/", "300-char label"),
                   ("http://user:secretpw@127.0.0.1:" + str(port) + "/ok/", "password in URL (must not be echoed)")]
    n = flagged = 0
    with (OUT / "fetch.jsonl").open("w") as fh:
        for source, label in probes:
            rec = run(source, label)
            n += 1
            if "secretpw" in rec["tail"]:
                rec["flag"] = (rec.get("flag", "") + " password echoed").strip()
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            fh.flush()
            if "flag" in rec:
                flagged += 1
            print(("FLAG " if "flag" in rec else "ok   ") + f"{label}: rc={rec['rc']} {rec['s']}s "
                  f"{rec.get('flag', '')} | {rec['tail'][-160:]!r}", flush=True)
    print(f"fetch probes: {n}, flagged: {flagged}")


if __name__ == "__main__":
    main()
