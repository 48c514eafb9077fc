# ruff: noqa
# type: ignore
"""Ninth review: the bot's scheduled refresh with a password in GPU_ADVISOR_CATALOG_SOURCE (A8-13 on the Slack
surface). A real `slack --http` process; the source is a refused port, a 404 mirror and a good mirror in turn (one
process each); after the first refresh (60 s after start) the log and every file in the home are searched for the
password.   Run: HF_HUB_OFFLINE=1 python scripts/attack/a9_bot_source.py"""
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import a8_fetch as f8
from a6_slack_probe import start

_, port = f8.start(f8.Mirror)
P = "b0tS3cretPW"
n = bad = 0
for label, src in (("refused port", f"http://alice:{P}@127.0.0.1:1/"), ("404", f"http://alice:{P}@127.0.0.1:{port}/status404/"),
                   ("good", f"http://alice:{P}@127.0.0.1:{port}/ok/")):
    home = tempfile.mkdtemp(prefix="a9bot", dir=os.environ.get("A9_TMP", "/tmp/a9"))
    fake, internal, hport, p = start(home, extra_env={"GPU_ADVISOR_CATALOG_SOURCE": src})
    time.sleep(75)
    p.terminate()
    p.wait()
    fake.stop()
    log = open(home + ".log").read()
    hits = subprocess.run(["grep", "-rl", "-a", P, home], capture_output=True, text=True).stdout.split()
    n += 1
    fail = (P in log) or bool(hits)
    bad += fail
    refresh = [l for l in log.splitlines() if "refresh" in l][-1:]
    print(f"{'FAIL' if fail else 'ok'}: {label}: password in log: {P in log}; in files: {hits} | {refresh}", flush=True)
print(f"bot source probes: {n}, flagged: {bad}")
