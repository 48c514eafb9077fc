"""Seventh review (attack7): A7-2 and A7-4 through a real Slack bot: the thread gets the raw range line. Run: A6_TMP=$(mktemp -d) python scripts/attack/a7_slack_ranges.py"""
# ruff: noqa: F403, F405, E501, E702, E741, SIM115  (a throwaway probe harness, kept to reproduce)
import json
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
from a6_slack_probe import *

fake, internal, port, p = start(TMP + "/h_a74")
def post(b):
    ts = str(int(time.time()))
    return raw(port, "POST", "/slack/events", [("Content-Type", "application/json"), ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sign(b, ts)), ("Content-Length", str(len(b)))], b)
for i, t in enumerate(["为 1e13 个用户部署 Llama-3-8B", "部署 Llama-3-8B，上下文 0", "serve Llama-3-8B with -5k-token prompts", "LoRA a 7B model with rank 999999999999999999"]):
    m = json.loads(open(REF + "app_mention.json").read())
    th = f"17000009{i:02d}.000001"
    m["event"].update(text=f"<@U0BOT> {t}", channel="C8", ts=th, event_ts=th); m["event"].pop("thread_ts", None); m["event_id"] = f"EvA74{i}"
    print(post(json.dumps(m).encode()))
time.sleep(25)
for i in range(4):
    th = f"17000009{i:02d}.000001"
    print(i, [(x.get("text") or "")[:160] for x in fake.posts.get(("C8", th), [])])
p.terminate(); p.wait(10)
log = open(TMP + "/h_a74.log", errors="replace").read()
print("ERROR lines:", [l[:200] for l in log.splitlines() if " ERROR " in l])
