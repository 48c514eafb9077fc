# ruff: noqa
# Time one `ask` on long texts in one process (click's runner, a fresh home each, after a warm-up ask): the message
# cap is 4,000 characters, so every text below should take about as long as a short one.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack30/slow_ask.py
import os, tempfile, time
os.environ.setdefault("HF_HUB_OFFLINE", "1")
from click.testing import CliRunner
from advisor.cli import cli

def ask(q):
    t0 = time.time()
    r = CliRunner().invoke(cli, ["ask", q], env={"GPU_ADVISOR_HOME": tempfile.mkdtemp(prefix="a30t.")})
    first = next((l for l in r.output.splitlines() if l.strip() and not l.startswith(">")), "")[:90]
    return time.time() - t0, r.exit_code, first

ask("serve Llama-3-8B for 10 users")
rl = "we run PPO on a Python gym env, 1 billion steps in 8 hours "
cases = [("short RL", rl), ("RL x 67 (4,000 chars)", (rl * 67)[:4000]), ("RL x 2000 (118k chars)", rl * 2000),
         ("serve x 130 (4,000 chars)", ("serve Llama-3-8B for 10 users " * 130)[:4000]),
         ("clock window x 400", "用Qwen2.5-7B处理100万条评论，" + "晚上11点到第二天7点" * 400),
         ("stores x 60", ("500 stores each send one shelf photo every minute to Qwen2.5-VL-7B " * 60)[:4000])]
for name, q in cases:
    dt, rc, first = ask(q)
    print(f"{name:28s} {len(q):7d} chars rc={rc} {dt:6.1f}s :: {first}", flush=True)
