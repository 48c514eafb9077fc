# ruff: noqa
# type: ignore
"""A14: the attack-14 readings through signed Slack mentions (a real `gpu-advisor slack --http`, tests/fake_slack.py):
does Slack show the same workload line and month as `ask`? Run: HF_HUB_OFFLINE=1 python scripts/attack14/slack_readings.py"""
import json, re, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention

CASES = [
    ("hours en", "<@U0BOT> serve Llama-3.1-8B for 20 users, 4 hrs a day"),
    ("hours + budget", "<@U0BOT> serve Llama-3.1-8B for 20 users, used 1h per day, budget $50 a month"),
    ("taiwan", "<@U0BOT> 部署 Llama-3.1-8B 給20人用，台灣境內"),
    ("couple grand", "<@U0BOT> serve Qwen2.5-14B for 20 users, budget a couple grand a month"),
    ("active count", "<@U0BOT> serve Qwen2.5-14B for 60 users, 5 active at once"),
]
bot = Bot("a14texts")
try:
    time.sleep(2)
    for i, (name, text) in enumerate(CASES):
        ch, ts = f"C{i}", f"17000001{i:02d}.000100"
        r = bot.event(mention(ch, ts, text, f"EvT{i}"))
        ok = bot.wait(ch, ts, 1, secs=60)
        posts = bot.thread(ch, ts)
        blob = json.dumps(posts, ensure_ascii=False)
        keys = re.findall(r"中國大陸|60 concurrent|5 concurrent|budget [^·\"]{0,20}|預算[^·\"]{0,12}|臺灣[^\"]{0,12}|\d+ users|\(\d+ h\)|（\d+ 小時）|≈ \$[\d,.]+ a month[^\"]{0,10}|[\d]+% over the budget", blob)
        print(f"{name:16s} ack={r} posted={ok} | {sorted(set(keys))[:8]}")
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
finally:
    bot.stop()
