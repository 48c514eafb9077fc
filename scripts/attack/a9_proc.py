# ruff: noqa
# type: ignore
"""Ninth review: real `python -m advisor` processes. Sections:
  export  chat's `export` into odd folders (missing, a file, read-only, a dangling symlink, a FIFO named
          recommendation.md, 200 existing recommendation-N.md, a unicode/RTL/newline folder name), --export-dir odd
  home    a read-only home, a home that is a file, a home on a "full disk" (ulimit -f: writes fail with EFBIG),
          each × ask / chat with follow-ups / catalog refresh (a loopback mirror)
  kill    kill -9 during `ask` and `chat` (mid-answer) and during `catalog refresh` (mid-download, mid-write), then the
          next command must answer as before and the catalog must be the old one or the new one, whole
  chat    chat over stdin: the follow-ups added on 2026-12-02 before any answer, hostile, repeated; exit code and
          silence (every line typed gets a reply)
One JSON line a probe in $A9_TMP/proc.jsonl.   Run: HF_HUB_OFFLINE=1 python scripts/attack/a9_proc.py [section ...]
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
TMP = Path(os.environ.get("A9_TMP", "/tmp/a9"))
TMP.mkdir(parents=True, exist_ok=True)
OUT = TMP / "proc.jsonl"
BAD = re.compile(r"Traceback|please report|math domain|\bnan\b|\bNaN\b|something went wrong")
n_probes = 0
n_flags = 0
Q = "serve Llama-3-8B for 10 users"


def env(home: str | Path, **extra: str) -> dict:
    e = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    e.update(GPU_ADVISOR_HOME=str(home), HF_HUB_OFFLINE="1", PYTHONPATH=str(ROOT), **extra)
    return e


def sh(args, e, stdin=None, timeout=120, cwd=None, pre=""):
    cmd = [sys.executable, "-m", "advisor", *args]
    if pre:
        cmd = ["bash", "-c", pre + '; exec "$@"', "x", *cmd]
    t = time.monotonic()
    try:
        p = subprocess.run(cmd, env=e, input=stdin, capture_output=True, text=True, timeout=timeout, cwd=cwd or TMP,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr, time.monotonic() - t
    except subprocess.TimeoutExpired as x:
        return "timeout", str(x.stdout or ""), str(x.stderr or ""), time.monotonic() - t


def record(section, name, rc, out, err, secs, fail):
    global n_probes, n_flags
    n_probes += 1
    n_flags += bool(fail)
    with OUT.open("a") as f:
        f.write(json.dumps({"section": section, "name": name, "rc": rc, "secs": round(secs, 1), "fail": fail,
                            "out": out[-500:], "err": err[-500:]}, ensure_ascii=False) + "\n")
    print(f"[{section}] {'FAIL ' + fail if fail else 'ok'}: {name} rc={rc} {secs:.1f}s | {(err or out).strip()[-200:]!r}",
          flush=True)


def judge(rc, out, err, secs, ok=(0, 2), limit=60):
    m = BAD.search(out + err)
    if m:
        return f"has {m.group(0)!r}"
    if rc not in ok:
        return f"exit {rc}"
    if secs > limit:
        return f"slow {secs:.0f}s"
    return None


# ------------------------------------------------------------------ export
def export_section():
    base = Path(tempfile.mkdtemp(prefix="a9x", dir=TMP))
    home = base / "home"
    home.mkdir()
    ro = base / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    afile = base / "afile"
    afile.write_text("x")
    dangling = base / "dangling"
    dangling.symlink_to(base / "nowhere")
    fifo_dir = base / "fifo"
    fifo_dir.mkdir()
    os.mkfifo(fifo_dir / "recommendation.md")
    many = base / "many"
    many.mkdir()
    for i in range(1, 201):
        (many / f"recommendation-{i}.md").write_text("keep")
    (many / "recommendation.md").write_text("keep")
    link_dir = base / "linkdir"
    link_dir.mkdir()
    (link_dir / "recommendation.md").symlink_to(base / "victim.txt")  # a link where the file would go
    dirs = {"missing": base / "no" / "such", "a file": afile, "read-only": ro, "dangling symlink": dangling,
            "fifo named recommendation.md": fifo_dir, "201 existing": many, "symlink as recommendation.md": link_dir,
            "rtl+newline name": base / "a\u202eb\nc", "unicode": base / "導出 📁", "dash-leading": base / "-x",
            "long name": base / ("d" * 255), "too long name": base / ("d" * 300)}
    for name, d in dirs.items():
        if name in ("rtl+newline name", "unicode", "dash-leading", "long name"):
            d.mkdir(exist_ok=True)
        for lang_q in (Q, "给 10 个用户部署 Llama-3-8B"):
            rc, out, err, secs = sh(["chat", "--export-dir", str(d)], env(home), stdin=f"{lang_q}\nexport\nhow long?\nquit\n",
                                    timeout=120)
            fail = judge(rc, out, err, secs, ok=(0, 2))
            if not fail and rc == 0 and out.count("\n") < 5:
                fail = "too little output"
            if not fail and name == "201 existing" and any((many / f"recommendation-{i}.md").read_text() != "keep"
                                                           for i in range(1, 201)):
                fail = "an existing file was overwritten"
            if not fail and name == "symlink as recommendation.md" and (base / "victim.txt").exists():
                fail = "the export followed a symlink and wrote its target"
            if not fail and name == "fifo named recommendation.md" and secs > 30:
                fail = "hung on a FIFO"
            record("export", f"{name} / {lang_q[:12]}", rc, out, err, secs, fail)
    ro.chmod(0o755)


# ------------------------------------------------------------------ homes
def home_section():
    base = Path(tempfile.mkdtemp(prefix="a9h", dir=TMP))
    good = base / "good"
    rc, *_ = sh(["ask", Q], env(good))  # a home with its database built
    ro = base / "ro"
    shutil.copytree(good, ro)
    for p in [ro, *ro.rglob("*")]:
        p.chmod(0o555 if p.is_dir() else 0o444)
    afile = base / "afile"
    afile.write_text("x")
    homes = {"read-only built": ro, "home is a file": afile, "home under a file": afile / "sub",
             "empty new": base / "new", "unicode rtl home": base / "h\u202eome 家"}
    cmds = {"ask": (["ask", Q], None), "ask zh": (["ask", "给 10 个用户部署 Llama-3-8B，要几久"], None),
            "chat": (["chat"], f"{Q}\nhow long?\n要幾耐\n點解\ncheaper?\ncheaper?\nexport\nquit\n"),
            "catalog info": (["catalog", "info"], None), "estimate": (["estimate", "--model", "llama-3-8b"], None)}
    for hname, h in homes.items():
        for cname, (args, stdin) in cmds.items():
            rc, out, err, secs = sh(args, env(h), stdin=stdin, cwd=base)
            fail = judge(rc, out, err, secs)
            if not fail and rc == 0 and len(out) < 100:
                fail = "exit 0 with (almost) no answer"
            record("home", f"{hname} / {cname}", rc, out, err, secs, fail)
    # a full disk: every write past 0 bytes fails (EFBIG), on a fresh and on a built home
    for hname, h, limit in (("full disk, fresh home", base / "full1", "0"), ("full disk, built home", good, "0"),
                            ("full disk 64 kB, fresh home", base / "full2", "64")):
        for cname, (args, stdin) in cmds.items():
            rc, out, err, secs = sh(args, env(h), stdin=stdin, cwd=base, pre=f"ulimit -f {limit}")
            fail = judge(rc, out, err, secs)
            if not fail and rc == 0 and len(out) < 100:
                fail = "exit 0 with (almost) no answer"
            record("home", f"{hname} / {cname}", rc, out, err, secs, fail)


# ------------------------------------------------------------------ real full and read-only file systems (tmpfs)
def mount_tmpfs(where: Path, size: str) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    return subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True).returncode == 0


def fill(where: Path) -> None:
    with open(where / "filler", "wb") as f:
        try:
            while True:
                f.write(bytes(1 << 16))
                f.flush()
        except OSError:
            pass


def fs_section():
    """A home and an export folder on a full tmpfs and on a read-only one (as root, chmod alone does not stop writes)."""
    base = Path(tempfile.mkdtemp(prefix="a9fs", dir=TMP))
    mounts = []
    full, ro, xfull, xro = base / "full", base / "ro", base / "xfull", base / "xro"
    for m, size in ((full, "64m"), (ro, "64m"), (xfull, "1m"), (xro, "1m")):
        if not mount_tmpfs(m, size):
            print("no tmpfs: fs section skipped")
            return
        mounts.append(m)
    try:
        for m in (full, ro):  # a built home in each (database, conversation store)
            sh(["ask", Q], env(m / "home"))
            sh(["chat"], env(m / "home"), stdin=Q + "\nquit\n")
        fill(full)
        fill(xfull)
        subprocess.run(["mount", "-o", "remount,ro", str(ro)], check=True)
        subprocess.run(["mount", "-o", "remount,ro", str(xro)], check=True)
        cmds = {"ask": (["ask", Q], None), "ask zh": (["ask", "给 10 个用户部署 Llama-3-8B，要几久"], None),
                "chat": (["chat"], f"{Q}\nhow long?\n要幾耐\n點解\ncheaper?\ncheaper?\nquit\n"),
                "chat resume": (["chat"], "how long?\ncheaper?\nquit\n"),
                "catalog info": (["catalog", "info"], None), "estimate": (["estimate", "--model", "llama-3-8b"], None),
                "catalog import": (["catalog", "import", "/tmp/a9/sheet.csv"], None),
                "catalog template -o": (["catalog", "template", "--provider", "alibaba", "-o", "{home}/t.csv"], None),
                "recommend --chart": (["recommend", "--model", "llama-3-8b", "--chart", "{home}/c.png"], None)}
        for hname, h in (("full disk home", full / "home"), ("read-only home", ro / "home"),
                         ("new home on a full disk", full / "new"), ("new home on a read-only disk", ro / "new")):
            for cname, (args, stdin) in cmds.items():
                args = [a.replace("{home}", str(h)) for a in args]
                rc, out, err, secs = sh(args, env(h), stdin=stdin, cwd=base)
                fail = judge(rc, out, err, secs)
                if not fail and rc == 0 and len(out) < 100 and "template" not in cname:
                    fail = "exit 0 with (almost) no answer"
                if not fail and rc == 0 and cname in ("catalog import", "catalog template -o", "recommend --chart"):
                    fail = "a write reported done (exit 0) on a disk that cannot hold it"
                record("fs", f"{hname} / {cname}", rc, out, err, secs, fail)
        for xname, x in (("full", xfull), ("read-only", xro)):
            for q in (Q, "给 10 个用户部署 Llama-3-8B"):
                rc, out, err, secs = sh(["chat", "--export-dir", str(x)], env(base / "h2"), stdin=f"{q}\nexport\nhow long?\nquit\n")
                fail = judge(rc, out, err, secs, ok=(0,))
                if not fail and not err.strip():
                    fail = "export failed silently (nothing on stderr)"
                if not fail and ("Wrote" in out or "已写" in out):
                    fail = "said written"
                left = [p.name for p in x.iterdir() if p.name.startswith("recommendation")]
                if not fail and left and xname == "full" and any(p.stat().st_size == 0 for p in x.iterdir() if p.name.startswith("recommendation")):
                    fail = f"an empty file left behind: {left}"
                record("fs", f"export to a {xname} disk / {q[:10]}", rc, out, err, secs, fail)
    finally:
        for m in mounts:
            subprocess.run(["umount", str(m)], capture_output=True)


# ------------------------------------------------------------------ kill -9
def kill_section():
    import a8_fetch as f8
    import a9_fetch as f9

    class Slow(f9.Mirror):
        def do_GET(self):
            if self.path.startswith("/slow/"):  # the good body, dripped over ~6 s
                body = f9.FULL
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                step = max(1, len(body) // 60)
                for i in range(0, len(body), step):
                    try:
                        self.wfile.write(body[i:i + step])
                        self.wfile.flush()
                    except OSError:
                        return
                    time.sleep(0.1)
                return
            return super().do_GET()

    _, port = f8.start(Slow)
    base = Path(tempfile.mkdtemp(prefix="a9k", dir=TMP))
    big = os.environ.get("A9_KILL_BIG")  # kill a refresh of a big catalog mid-convert / mid-write instead
    for delay in ((2.0, 4.0, 6.0, 8.0) if big else (0.3, 0.8, 1.5, 3.0, 5.0, 7.0, 9.0)):
        for src in (("gzip-big-ok",) if big else ("slow", "ok")):
            home = base / f"h{delay}{src}"
            sh(["ask", Q], env(home))
            before = sh(["catalog", "info"], env(home))[1]
            p = subprocess.Popen([sys.executable, "-m", "advisor", "catalog", "refresh", "--source",
                                  f"http://127.0.0.1:{port}/{src}/", "--timeout", "30"], env=env(home), cwd=base,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(delay)
            p.send_signal(signal.SIGKILL)
            p.wait()
            rc, out, err, secs = sh(["ask", Q], env(home))
            fail = judge(rc, out, err, secs)
            if not fail and rc != 0:
                fail = f"ask after the kill: exit {rc}"
            rc2, info, err2, _ = sh(["catalog", "info"], env(home))
            if not fail and (rc2 != 0 or BAD.search(info + err2)):
                fail = f"catalog info after the kill: exit {rc2}"
            rc3, out3, err3, _ = sh(["catalog", "refresh", "--source", f"http://127.0.0.1:{port}/ok/", "--timeout", "30"],
                                    env(home))
            if not fail and rc3 != 0:
                fail = f"a refresh after the kill: exit {rc3} {(out3 + err3)[-200:]}"
            left = [str(p.relative_to(home)) for p in home.rglob("*") if re.search(r"\.(tmp|part)$|tmp", p.name)]
            if not fail and left:
                fail = f"left behind: {left[:5]}"
            record("kill", f"refresh {src} killed at {delay}s", rc, out, err, secs, fail)
    for delay in (() if big else (0.2, 0.5, 0.9, 1.4, 2.0)):
        for args, stdin in ((["ask", Q], None), (["chat"], f"{Q}\nhow long?\ncheaper?\n")):
            home = base / f"a{delay}{args[0]}"
            if delay > 1:
                sh(["ask", "hi"], env(home))
            p = subprocess.Popen([sys.executable, "-m", "advisor", *args], env=env(home), cwd=base,
                                 stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
            if stdin:
                p.stdin.write(stdin)
                p.stdin.flush()
            time.sleep(delay)
            p.send_signal(signal.SIGKILL)
            p.wait()
            rc, out, err, secs = sh(["chat"], env(home), stdin=f"{Q}\nhow long?\ncheaper?\nquit\n")
            fail = judge(rc, out, err, secs)
            if not fail and rc != 0:
                fail = f"exit {rc}"
            record("kill", f"{args[0]} killed at {delay}s, then chat", rc, out, err, secs, fail)


# ------------------------------------------------------------------ chat over stdin
def chat_section():
    home = Path(tempfile.mkdtemp(prefix="a9c", dir=TMP))
    scripts = {
        "follow-ups first": "how long?\n要幾耐\n點解\ncheaper?\nwhy\n",
        "cheaper ×8": Q + "\n" + "cheaper?\n" * 8,
        "cheaper zh-Hant ×4": "我有兩張 RTX 4090，想跑 Llama-3-8B 服務 10 個用戶\n平啲？\n平啲？\n點解\n要幾耐\n",
        "how long training": "LoRA fine-tune Llama-3-8B on 1B tokens\nhow long?\n要几久\nhow long on H100?\n",
        "how long batch": "embed 1M tickets every day with bge-large\nhow long?\ncheaper?\n",
        "empty lines": "\n\n   \n" + Q + "\n\n\n",
        "only export": "export\n",
        "eof no newline": Q,
        "nul + esc": Q + "\x00\nhow long?\x1b[2J\n點解\u202e\n",
        "100 kB line": "how long? " * 10_000 + "\n",
        "latin1 bytes": None,
    }
    for name, s in scripts.items():
        if s is None:
            cmd = [sys.executable, "-m", "advisor", "chat"]
            t = time.monotonic()
            p = subprocess.run(cmd, env=env(home), input=b"serve Llama\xe9 for 10 users\nhow long?\n", capture_output=True,
                               timeout=120, cwd=TMP)
            rc, out, err, secs = p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"), \
                time.monotonic() - t
        else:
            rc, out, err, secs = sh(["chat"], env(home), stdin=s)
        fail = judge(rc, out, err, secs, ok=(0,))
        if not fail and ("\x1b[2J" in out or "\u202e" in out):
            fail = "control/bidi echoed raw"
        record("chat", name, rc, out, err, secs, fail)


SECTIONS = {"fs": fs_section, "export": export_section, "home": home_section, "kill": kill_section, "chat": chat_section}
if __name__ == "__main__":
    for s in sys.argv[1:] or list(SECTIONS):
        SECTIONS[s]()
    print(f"proc probes: {n_probes}, flagged: {n_flags}")
