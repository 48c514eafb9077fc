# ruff: noqa
# type: ignore
"""Twelfth review: kill -9 at every step of an answer, then the next run on the same home.
  build    a fresh home; `ask` killed at 0.05 s steps through its first run (the catalog is built on first use);
           then `ask` must answer and `PRAGMA integrity_check` be ok
  chat     `chat --session S` killed at 0.1 s steps while it answers a follow-up; then `chat --session S` must answer
           "make it N users" with the N, and the stored thread must not hold a user turn without its answer
  import   `catalog import` of a 20,000-row sheet killed at 0.2 s steps; then `catalog info` and `ask` must work and the
           import either whole or absent
Run: HF_HUB_OFFLINE=1 python scripts/attack/a12_kill.py [build chat import]   Results: $A12_TMP/kill.jsonl
"""
import json, os, re, signal, sqlite3, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PY = os.environ.get("PYTHON", "/work/main/.venv/bin/python")
OUT = Path(os.environ.get("A12_TMP", "/tmp/a12")); OUT.mkdir(parents=True, exist_ok=True)
RES = OUT / "kill.jsonl"
BAD = re.compile(r"please report|Traceback|database disk image is malformed")


def env(home):
    e = {k: v for k, v in os.environ.items() if not k.startswith("GPU_ADVISOR_")}
    e.update(GPU_ADVISOR_HOME=str(home), HF_HUB_OFFLINE="1", PYTHONPATH=str(ROOT))
    return e


def record(name, fail, detail=""):
    with RES.open("a") as f:
        f.write(json.dumps({"probe": name, "fail": fail, "detail": str(detail)[:600]}, ensure_ascii=False) + "\n")
    print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {str(detail)[:240]}", flush=True)


def run(home, args, stdin=None, timeout=180):
    p = subprocess.run([PY, "-m", "advisor", *args], input=stdin, capture_output=True, text=True, env=env(home),
                       timeout=timeout, cwd=str(home))
    return p.returncode, p.stdout + p.stderr


def killed_at(home, args, delay, stdin=None):
    p = subprocess.Popen([PY, "-m", "advisor", *args], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, env=env(home), cwd=str(home), text=True)
    if stdin:
        p.stdin.write(stdin); p.stdin.flush()
    time.sleep(delay)
    alive = p.poll() is None
    p.send_signal(signal.SIGKILL)
    p.wait()
    return alive


def integrity(home):
    db = Path(home) / "advisor.db"
    if not db.exists():
        return "no db"
    c = sqlite3.connect(str(db))
    try:
        return c.execute("pragma integrity_check").fetchone()[0]
    finally:
        c.close()


def build():
    step = float(os.environ.get("A12_BUILD_STEP", "0.1"))
    for i in range(30):
        d = 0.3 + i * step
        home = Path(tempfile.mkdtemp(prefix="a12_kb_"))
        alive = killed_at(home, ["ask", "serve Llama-3-8B for 10 users"], d)
        ic = integrity(home)
        rc, out = run(home, ["ask", "serve Llama-3-8B for 12 users"])
        ok = rc == 0 and "12 concurrent" in out and not BAD.search(out) and ic in ("ok", "no db")
        record(f"build: ask killed at {d:.2f}s (alive {alive})", None if ok else f"rc {rc} integrity {ic}",
               out[-300:] if not ok else ic)
        if not alive:
            break


def chat():
    home = Path(tempfile.mkdtemp(prefix="a12_kc_"))
    rc, out = run(home, ["chat", "--session", "S1"], "serve Llama-3-8B for 10 users\nquit\n")
    for i in range(30):
        d = 0.4 + i * 0.1
        alive = killed_at(home, ["chat", "--session", "S1"], d, f"make it {100 + i} users\nexport\nquit\n")
        ic = integrity(home)
        n = 200 + i
        rc, out = run(home, ["chat", "--session", "S1"], f"make it {n} users\nquit\n")
        c = sqlite3.connect(str(home / "advisor.db"))
        rows = c.execute("select role from messages where thread='cli:chat:S1' order by id").fetchall()
        c.close()
        roles = "".join("u" if r[0] == "user" else "a" for r in rows)
        orphan = "uu" in roles
        ok = rc == 0 and re.search(rf"\b{n} concurrent", out) and not BAD.search(out) and ic == "ok"
        record(f"chat: follow-up killed at {d:.1f}s (alive {alive})", None if ok else f"rc {rc} integrity {ic}",
               f"roles {roles[-12:]}{' (a user turn without its answer)' if orphan else ''}" + ("" if ok else out[-300:]))
        if not alive:
            break


def importing():
    home = Path(tempfile.mkdtemp(prefix="a12_ki_"))
    run(home, ["catalog", "info"])
    sheet = home / "big.csv"
    with sheet.open("w") as f:
        f.write("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n")
        for i in range(20000):
            f.write(f"acme,s{i},us-east-1,L4,1,USD,{0.5 + (i % 100) / 1000:.3f}\n")
    start, step = float(os.environ.get("A12_IMPORT_START", "0.5")), float(os.environ.get("A12_IMPORT_STEP", "0.2"))
    for i in range(25):
        d = start + i * step
        alive = killed_at(home, ["catalog", "import", str(sheet)], d)
        ic = integrity(home)
        rc, out = run(home, ["catalog", "info"])
        rc2, out2 = run(home, ["ask", "serve Llama-3-8B for 10 users"])
        c = sqlite3.connect(str(home / "advisor.db"))
        try:
            n = c.execute("select count(*) from user_prices").fetchone()[0]
        except Exception as e:
            n = repr(e)
        c.close()
        ok = rc == 0 and rc2 == 0 and ic == "ok" and not BAD.search(out + out2) and n in (0, 20000)
        record(f"import: killed at {d:.1f}s (alive {alive})", None if ok else f"rc {rc}/{rc2} integrity {ic} rows {n}",
               f"user_prices rows {n}" + ("" if ok else (out + out2)[-300:]))
        if not alive:
            break


if __name__ == "__main__":
    for s in sys.argv[1:] or ["build", "chat", "import"]:
        {"build": build, "chat": chat, "import": importing}[s]()
