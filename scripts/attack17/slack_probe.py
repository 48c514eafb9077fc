# ruff: noqa
# type: ignore
"""A17: Slack edits and thread follow-ups through a real `gpu-advisor slack --http` with tests/fake_slack.py
(the attack-10 harness). Run from the repo root: HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack17/slack_probe.py"""
import json, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply

bot = Bot("a17")
try:
    time.sleep(2)
    ch, ts = "CE", "1700000700.000100"
    bot.event(mention(ch, ts, "<@U0BOT> LoRA fine-tune Qwen2.5-14B on 50k examples of 2k tokens each, 3 epochs", "EvE1"))
    print("first answer:", bot.wait(ch, ts, 1, 60), [str(p.get("text"))[:200] for p in bot.thread(ch, ts)])
    # a thread follow-up that changes only the example count (the A17-2 class in Slack)
    bot.event(reply(ch, ts, "1700000700.000200", "make it 100k examples", "EvE2"))
    bot.wait(ch, ts, 2, 60); time.sleep(2)
    print("follow-up:", [str(p.get("text"))[:260] for p in bot.thread(ch, ts)[1:]])
    # the user edits the follow-up (Slack sends a message event with subtype message_changed)
    ed = reply(ch, ts, "1700000700.000300", "x", "EvE3")
    ev = ed["event"]
    inner = {"type": "message", "user": "U9", "text": "make it 20k examples", "ts": "1700000700.000200",
             "thread_ts": ts, "edited": {"user": "U9", "ts": "1700000700.000300"}}
    ev.update(subtype="message_changed", hidden=True, message=inner,
              previous_message=dict(inner, text="make it 100k examples"), ts="1700000700.000300")
    ev.pop("text", None); ev.pop("user", None)
    st = bot.event(ed)
    time.sleep(10)
    print("edit status", st, "posts now", len(bot.thread(ch, ts)), [str(p.get("text"))[:200] for p in bot.thread(ch, ts)[2:]])
    # a budget per week in a thread
    ch2, ts2 = "CW", "1700000800.000100"
    bot.event(mention(ch2, ts2, "<@U0BOT> serve Llama-3.1-70B for 20 users, budget $500 a week", "EvW1"))
    bot.wait(ch2, ts2, 1, 60)
    print("per-week:", [str(p.get("text"))[:300] for p in bot.thread(ch2, ts2)])
    # a thread that switches language: English mention, then 繁體 and 简体 replies
    ch3, ts3 = "CL", "1700000900.000100"
    bot.event(mention(ch3, ts3, "<@U0BOT> serve Qwen2.5-32B for 50 users, data must stay in Germany", "EvL1"))
    bot.wait(ch3, ts3, 1, 60)
    bot.event(reply(ch3, ts3, "1700000900.000200", "上下文改成16k", "EvL2")); bot.wait(ch3, ts3, 2, 60)
    bot.event(reply(ch3, ts3, "1700000900.000300", "預算每月三千美元", "EvL3")); bot.wait(ch3, ts3, 3, 60)
    print("language switch:", [str(p.get("text"))[:300] for p in bot.thread(ch3, ts3)])
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
finally:
    bot.stop()
