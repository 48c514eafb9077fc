# ruff: noqa
# type: ignore
"""A13: signed events whose `text` is not a string (a number, a list, an object, null, absent) and a slash command
with a repeated `text` field, to a real `gpu-advisor slack --http` with tests/fake_slack.py. Each: the HTTP status,
the posts, apologies, tracebacks. Run: HF_HUB_OFFLINE=1 python scripts/attack13/slack_odd_text.py"""
import json, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply

bot = Bot("a13odd")
try:
    time.sleep(2)
    cases = [("mention text 12345", "m", 12345), ("mention text a list", "m", ["serve Llama-3-8B"]),
             ("mention text an object", "m", {"t": 1}), ("mention text null", "m", None),
             ("thread reply text 12345", "r", 12345), ("thread reply text a list", "r", ["x"])]
    for i, (name, kind, text) in enumerate(cases):
        ch, th = f"C{i}", f"17000004{i:02d}.000100"
        if kind == "r":  # a thread the bot is part of first
            bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", f"EvO{i}a")); bot.wait(ch, th, 1)
            b = reply(ch, th, f"17000004{i:02d}.000200", "x", f"EvO{i}")
        else:
            b = mention(ch, th, "x", f"EvO{i}")
        b["event"]["text"] = text
        code = bot.event(b)
        time.sleep(4)
        posts = [str(m.get("text") or "")[:120] for m in bot.fake.posts.get((ch, th), [])]
        print(f"{name:28s} http={code} posts={posts[-2:]}", flush=True)
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
    import re
    for m in re.findall(r"(?:ERROR|Error|error)[^\n]{0,200}", log)[:6]:
        print("  log:", m)
finally:
    bot.stop()
