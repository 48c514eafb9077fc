# ruff: noqa
# Time one `ask` on long texts on the paths new since attack 30 in one process (click's runner, a fresh home each, after a
# warm-up ask): a message is cut where what is read ends (4,000 characters), so a 120k text should cost what its first
# 4,000 cost (attack 30's A30-13).   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack31/slow_ask.py
import os, tempfile, time
os.environ.setdefault("HF_HUB_OFFLINE", "1")
from click.testing import CliRunner
from advisor.cli import cli

def ask(q):
    t0 = time.time()
    r = CliRunner().invoke(cli, ["ask", q], env={"GPU_ADVISOR_HOME": tempfile.mkdtemp(prefix="a31t.")})
    first = next((l for l in r.output.splitlines() if l.strip() and not l.startswith(">")), "")[:90]
    return time.time() - t0, r.exit_code, first

ask("serve Llama-3-8B for 10 users")
rm = "serve Llama-3-8B for 10 users, budget RM -5000 a month "
cctv = "detect people on 200 CCTV cameras with YOLOv8, "
cases = [("RM budget x 73 (4,000 chars)", (rm * 73)[:4000]), ("RM budget x 2200 (121k)", rm * 2200),
         ("CCTV x 85 (4,000 chars)", (cctv * 85)[:4000]), ("CCTV x 2500 (120k)", cctv * 2500),
         ("1亿字 x 6000 (138k)", "用Qwen2.5-72B把1亿字中文翻成英文，" * 6000)]
for name, q in cases:
    dt, rc, first = ask(q)
    print(f"{name:28s} {len(q):7d} chars rc={rc} {dt:6.1f}s :: {first}", flush=True)
