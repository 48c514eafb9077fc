# ruff: noqa
# type: ignore
"""A18: Slack edits (several edits of one message, a retried edit, an edit of the first mention, in 简体) through a
real `gpu-advisor slack --http` with tests/fake_slack.py (the attack-10 harness).
Run from the repo root: HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack18/slack_probe.py"""
import sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply


def edit(ch, root, msg_ts, new, old, eid, ets):
    ed = reply(ch, root, ets, "x", eid)
    ev = ed["event"]
    inner = {"type": "message", "user": "U9", "text": new, "ts": msg_ts, "edited": {"user": "U9", "ts": ets}}
    if msg_ts != root:
        inner["thread_ts"] = root
    ev.update(subtype="message_changed", hidden=True, message=inner, previous_message=dict(inner, text=old), ts=ets)
    ev.pop("text", None); ev.pop("user", None); ev.pop("thread_ts", None) if msg_ts == root else None
    return ed


bot = Bot("a18")
try:
    time.sleep(2)
    ch, ts = "CE", "1700001700.000100"
    bot.event(mention(ch, ts, "<@U0BOT> 部署 Qwen2.5-14B 给30人用", "EvA1")); bot.wait(ch, ts, 1, 60)
    bot.event(reply(ch, ts, "1700001700.000200", "上下文改成16k", "EvA2")); bot.wait(ch, ts, 2, 60); time.sleep(1)
    n0 = len(bot.thread(ch, ts))
    # two edits of the same reply, the second one retried (same event id), then an edit of the first mention
    s1 = bot.event(edit(ch, ts, "1700001700.000200", "上下文改成32k", "上下文改成16k", "EvA3", "1700001700.000300"))
    s2 = bot.event(edit(ch, ts, "1700001700.000200", "上下文改成8k", "上下文改成32k", "EvA4", "1700001700.000400"))
    s3 = bot.event(edit(ch, ts, "1700001700.000200", "上下文改成8k", "上下文改成32k", "EvA4", "1700001700.000400"))
    s4 = bot.event(edit(ch, ts, ts, "<@U0BOT> 部署 Qwen2.5-14B 给50人用", "<@U0BOT> 部署 Qwen2.5-14B 给30人用", "EvA5", "1700001700.000500"))
    time.sleep(12)
    posts = bot.thread(ch, ts)
    print("statuses", s1, s2, s3, s4, "posts before edits", n0, "after", len(posts))
    for p in posts[n0:]:
        print("  NEW:", str(p.get("text"))[:300])
    # an English edit note: the same in an English thread
    ch2, ts2 = "CF", "1700001800.000100"
    bot.event(mention(ch2, ts2, "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvB1")); bot.wait(ch2, ts2, 1, 60)
    s5 = bot.event(edit(ch2, ts2, ts2, "<@U0BOT> serve Llama-3.1-8B for 200 users", "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvB2", "1700001800.000200"))
    s6 = bot.event(edit(ch2, ts2, ts2, "<@U0BOT> serve Llama-3.1-8B for 300 users", "<@U0BOT> serve Llama-3.1-8B for 200 users", "EvB3", "1700001800.000300"))
    time.sleep(10)
    posts2 = bot.thread(ch2, ts2)
    print("EN statuses", s5, s6, "posts", len(posts2))
    for p in posts2[1:]:
        print("  NEW:", str(p.get("text"))[:300])
    print("tracebacks in log:", open(bot.log).read().count("Traceback"))
finally:
    bot.stop()
