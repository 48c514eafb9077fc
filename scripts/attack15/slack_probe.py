# ruff: noqa
# type: ignore
"""A15: attack-15 readings and follow-ups through signed Slack mentions/replies (a real `gpu-advisor slack --http`
with tests/fake_slack.py, the attack-10 harness). Run from the repo root:
HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack15/slack_probe.py"""
import json, re, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply

CASES = [
    ("range 3-5千", "<@U0BOT> 部署 Llama-3.1-8B 给20人用，预算3-5千一个月", []),
    ("不能出境", "<@U0BOT> 部署 Llama-3.1-8B 给20人用，数据不能出境", []),
    ("fine-tuned deploy", "<@U0BOT> deploy my LoRA-finetuned Qwen2.5-7B for 50 users", []),
    ("100万人", "<@U0BOT> 部署 Llama-3.1-8B 给100万人用", []),
    ("2 days then 12h/day", "<@U0BOT> serve Llama-3.1-8B for 3 people using it for 2 days", ["12 hours a day"]),
]
bot = Bot("a15texts")
try:
    time.sleep(2)
    for i, (name, text, follow) in enumerate(CASES):
        ch, ts = f"C{i}", f"17000001{i:02d}.000100"
        r = bot.event(mention(ch, ts, text, f"EvT{i}"))
        ok = bot.wait(ch, ts, 1, secs=60)
        for j, f in enumerate(follow):
            bot.event(reply(ch, ts, f"17000002{i:02d}.0001{j:02d}", f, f"EvF{i}{j}"))
            ok = bot.wait(ch, ts, 2 + j, secs=60) and ok
        posts = bot.thread(ch, ts)
        for p in posts:
            blob = json.dumps(p, ensure_ascii=False)
            keys = re.findall(r"¥3\.00[^\"]{0,8}|总额|预算[^·\"]{0,14}|已满足[^\"]{0,20}|LoRA[^\"]{0,12}|1 路并发|\d+ concurrent|changed:[^\"]{0,90}|for the \d+ h[^\"]{0,12}|≈ \$[\d,.]+ a month[^\"]{0,10}|区域|境", blob)
            print(f"{name:20s} ack={r} posted={ok} | {sorted(set(keys))[:6]}")
            print("    text:", str(p.get("text") or "")[:260].replace("\n", " / "))
    json.dump({n: bot.thread(f"C{i}", f"17000001{i:02d}.000100") for i, (n, _t, _f) in enumerate(CASES)}, open("/tmp/a15_slack_posts.json", "w"), ensure_ascii=False)
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
finally:
    bot.stop()
