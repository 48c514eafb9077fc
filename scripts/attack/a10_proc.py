# ruff: noqa
# type: ignore
"""Tenth review, real processes:

  refresh  `catalog refresh --source <loopback mirror>` killed with SIGKILL at each step of the swap, by the process
           itself (a patched os.replace / catalog.fetch.fetch / catalog.db.build sends SIGKILL to its own pid at the
           named point): after staging, before and after instances.csv is renamed in, before and after the cache's
           vms.csv and meta.json are renamed in, and inside the database rebuild of the next `ask`. After each kill:
           `catalog info` and `ask` must work, a second refresh must work and pick up a price changed on the mirror
           meanwhile, and nothing the killed process wrote may be left behind (staging folders, *.tmp files).
  home     a home from a future schema version (an unknown migration applied, a NOT NULL column the code does not
           write), a home that is a symlink loop, a file, and a corrupt -wal / -shm beside a good database:
           `ask`, `chat` (two turns) and `catalog info` must answer or refuse in words, never "please report it".
Run: HF_HUB_OFFLINE=1 python scripts/attack/a10_proc.py [refresh] [home]   Results: $A10_TMP/proc.jsonl
"""
import functools
import http.server
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(os.environ.get("A10_TMP", "/tmp/a10"))
OUT.mkdir(parents=True, exist_ok=True)
RES = OUT / "proc.jsonl"
results = []

KILLER = r'''
import os, signal, sys
step = os.environ["A10_KILL_AT"]
def die():
    os.kill(os.getpid(), signal.SIGKILL)
real_replace = os.replace
def replace(src, dst, *a, **k):
    name = os.path.basename(str(dst))
    if step == f"before:{name}":
        die()
    real_replace(src, dst, *a, **k)
    if step == f"after:{name}":
        die()
os.replace = replace
import catalog.fetch as F
real_fetch = F.fetch
def fetch(*a, **k):
    r = real_fetch(*a, **k)
    if step == "staged":
        die()
    return r
F.fetch = fetch
import catalog.db as D
real_encode = D._encode_rows
def encode(rows):
    if step == "in:build":
        die()
    return real_encode(rows)
D._encode_rows = encode
from advisor.cli import main
sys.argv = ["gpu-advisor"] + sys.argv[1:]
main()
'''


def record(name, fail, detail=""):
    results.append({"probe": name, "fail": fail, "detail": str(detail)[:500]})
    with RES.open("a") as f:
        f.write(json.dumps(results[-1], ensure_ascii=False) + "\n")
    print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {str(detail)[:200]}", flush=True)


def run(home, *args, kill_at=None, stdin=None, timeout=300):
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPU_ADVISOR_")}
    env.update(GPU_ADVISOR_HOME=str(home), HF_HUB_OFFLINE="1", PYTHONPATH=str(ROOT))
    if kill_at:
        env["A10_KILL_AT"] = kill_at
        cmd = [sys.executable, "-c", KILLER, *args]
    else:
        cmd = [sys.executable, "-m", "advisor", *args]
    p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, input=stdin, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def mirror():
    root = Path(tempfile.mkdtemp(prefix="a10mirror"))
    ref = ROOT / "tests" / "data" / "catalog" / "skypilot_v7"
    for f in ref.glob("*.csv"):
        if f.stem == "gcp_host_vms":
            continue
        (root / f.stem).mkdir()
        shutil.copyfile(f, root / f.stem / "vms.csv")
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a):
            pass

    handler = functools.partial(Quiet, directory=str(root))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return root, f"http://127.0.0.1:{srv.server_address[1]}/", srv


def leftovers(home: Path):
    return sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if p.name.startswith(".fetch-") or p.name.endswith(".tmp"))


def lambda_price(home: Path):
    import csv
    f = home / "catalog" / "instances.csv"
    if not f.exists():
        return None
    for r in csv.DictReader(open(f, encoding="utf-8")):
        if r["provider"] == "lambda" and r["price_on_demand"]:
            return r["instance_type"], r["price_on_demand"]
    return None


def bump_lambda(root: Path, factor: float):
    """Change every lambda on-demand price on the mirror (a new upstream file, a new mtime)."""
    import csv
    p = root / "lambda" / "vms.csv"
    rows = list(csv.reader(open(p, encoding="utf-8")))
    at = rows[0].index("Price")
    for r in rows[1:]:
        if r[at]:
            r[at] = f"{float(r[at]) * factor:.4f}"
    with open(p, "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows(rows)
    t = time.time() + 5
    os.utime(p, (t, t))


def refresh_section():
    steps = ["staged", "before:instances.csv", "after:instances.csv", "before:vms.csv", "after:vms.csv",
             "before:meta.json", "after:meta.json", "in:build"]
    if os.environ.get("A10_STEPS"):  # e.g. A10_STEPS=in:build
        steps = os.environ["A10_STEPS"].split(",")
    second = ["after:instances.csv", "after:vms.csv", "before:meta.json"]  # the cache steps, on a home refreshed before
    for first_refresh in (True, False):
        for step in steps if first_refresh else [x for x in second if x in steps]:
            root, url, srv = mirror()
            home = Path(tempfile.mkdtemp(prefix="a10kill"))
            name = f"kill at {step} ({'first refresh' if first_refresh else 'second refresh'})"
            try:
                if not first_refresh:
                    rc, o, e = run(home, "catalog", "refresh", "--source", url)
                    if rc:
                        record(name, f"setup refresh exit {rc}", e[-300:])
                        continue
                    bump_lambda(root, 1.5)
                if step == "in:build":  # the refresh rebuilds the database itself when it has one: build it first
                    run(home, "catalog", "info")
                    rc, o, e = run(home, "catalog", "refresh", "--source", url, kill_at=step)
                    if rc != -9:  # it did not rebuild: the next reader does
                        rc, o, e = run(home, "ask", "serve Llama-3-8B for 10 users", kill_at=step)
                else:
                    rc, o, e = run(home, "catalog", "refresh", "--source", url, kill_at=step)
                killed = rc == -9
                left = leftovers(home)
                sizes = sum((home / x).stat().st_size if (home / x).is_file() else
                            sum(q.stat().st_size for q in (home / x).rglob("*") if q.is_file()) for x in left)
                fails = []
                rc1, o1, e1 = run(home, "catalog", "info")
                if rc1:
                    fails.append(f"catalog info exit {rc1}: {(e1 or o1)[-150:]}")
                rc2, o2, e2 = run(home, "ask", "serve Llama-3-8B for 10 users")
                if rc2 or "please report" in e2:
                    fails.append(f"ask exit {rc2}: {e2[-150:]}")
                bump_lambda(root, 2.0)
                want = None
                rc3, o3, e3 = run(home, "catalog", "refresh", "--source", url)
                if rc3:
                    fails.append(f"refresh after exit {rc3}: {(e3 or o3)[-200:]}")
                got = lambda_price(home)
                # the mirror's current lambda file is what a refresh must hold now
                import csv
                rows = list(csv.DictReader(open(root / "lambda" / "vms.csv", encoding="utf-8")))
                mirror_prices = {r["InstanceType"]: r["Price"] for r in rows if r["Price"]}
                if got and got[0] in mirror_prices and abs(float(got[1]) - float(mirror_prices[got[0]])) > 1e-3:
                    fails.append(f"after the next refresh lambda {got[0]} is {got[1]}, the mirror says {mirror_prices[got[0]]}")
                left_after = leftovers(home)
                if left_after:
                    fails.append(f"left behind: {left_after[:4]} ({len(left_after)}; {sizes:,} bytes after the kill)")
                record(name, "; ".join(fails) or (None if killed else f"not killed (exit {rc})"),
                       f"killed={killed}; left after the kill: {left[:3]}")
            finally:
                srv.shutdown()
                shutil.rmtree(home, ignore_errors=True)
                shutil.rmtree(root, ignore_errors=True)


def home_section():
    def check(name, home, expect_ok=True):
        fails = []
        for args, stdin in ((["ask", "serve Llama-3-8B for 10 users"], None), (["catalog", "info"], None),
                            (["chat"], "serve Llama-3-8B for 10 users\ncheaper?\n")):
            rc, o, e = run(home, *args, stdin=stdin, timeout=120)
            if "please report" in (o + e) or "Traceback" in (o + e) or rc not in (0, 2):
                fails.append(f"{args[0]} exit {rc}: {(e or o).strip()[-200:]}")
            elif rc == 2 and expect_ok:
                fails.append(f"{args[0]} exit 2: {(e or o).strip()[-160:]}")
            if args[0] == "chat" and rc == 0 and o.count("Llama-3-8B") < 2:
                fails.append(f"chat answered {o.count('Llama-3-8B')} turns: {o[-200:]}")
        record(name, "; ".join(fails) or None, "")

    # a database from a future schema version
    home = Path(tempfile.mkdtemp(prefix="a10future"))
    run(home, "ask", "serve Llama-3-8B for 10 users")
    db = sqlite3.connect(home / "advisor.db")
    db.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('gpu_advisor.store', "
               "'m006_future', '2027-01-01T00:00:00')")
    db.execute("ALTER TABLE threads ADD COLUMN future_col TEXT NOT NULL DEFAULT 'x'")
    db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('data_version', 'ffffffffffffffff')")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    check("future schema: an unknown migration, a new column with a default, a future data version", home)
    # a future version that rebuilt `threads` with a NOT NULL column and no default (the code does not write it)
    db = sqlite3.connect(home / "advisor.db")
    cols = [r[1] for r in db.execute("PRAGMA table_info(threads)")]
    sql = db.execute("SELECT sql FROM sqlite_master WHERE name='threads'").fetchone()[0]
    db.execute(sql.replace("CREATE TABLE [threads] (", "CREATE TABLE [threads2] (").replace(
        "CREATE TABLE \"threads\" (", "CREATE TABLE \"threads2\" (").rstrip(")") + ", future_required TEXT NOT NULL)")
    db.execute(f"INSERT INTO threads2 SELECT {', '.join(cols)}, 'x' FROM threads")
    db.execute("DROP TABLE threads")
    db.execute("ALTER TABLE threads2 RENAME TO threads")
    db.commit()
    db.close()
    check("future schema: threads has a NOT NULL column this version does not write", home, expect_ok=False)
    # a symlink loop, a file, garbage -wal / -shm
    d = Path(tempfile.mkdtemp(prefix="a10loop"))
    os.symlink(d / "b", d / "a")
    os.symlink(d / "a", d / "b")
    check("home is a symlink loop", d / "a")
    f = Path(tempfile.mkdtemp(prefix="a10file")) / "home"
    f.write_text("not a folder")
    check("home is a file", f)
    for side in ("-wal", "-shm"):
        home = Path(tempfile.mkdtemp(prefix="a10side"))
        run(home, "ask", "serve Llama-3-8B for 10 users")
        (home / f"advisor.db{side}").write_bytes(os.urandom(70000))
        check(f"advisor.db{side} overwritten with random bytes", home)
    home = Path(tempfile.mkdtemp(prefix="a10trunc"))
    run(home, "ask", "serve Llama-3-8B for 10 users")
    p = home / "advisor.db"
    data = p.read_bytes()
    p.write_bytes(data[:100] + b"\x00" * 4000 + data[4100:])  # the header intact, the first page's b-tree zeroed
    check("advisor.db with its first page zeroed after the header", home)
    home = Path(tempfile.mkdtemp(prefix="a10page"))
    run(home, "ask", "serve Llama-3-8B for 10 users")
    p = home / "advisor.db"
    data = bytearray(p.read_bytes())
    mid = len(data) // 2
    data[mid:mid + 8192] = os.urandom(8192)  # a page in the middle: quick_check may or may not see it
    p.write_bytes(bytes(data))
    check("advisor.db with 8 kB of random bytes in the middle", home)


if __name__ == "__main__":
    for s in sys.argv[1:] or ["refresh", "home"]:
        {"refresh": refresh_section, "home": home_section}[s]()
    print(json.dumps({"probes": len(results), "flagged": sum(1 for r in results if r["fail"])}))
