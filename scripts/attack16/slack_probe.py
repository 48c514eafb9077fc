# ruff: noqa
# type: ignore
"""A16: Slack event delivery through a real `gpu-advisor slack --http` with tests/fake_slack.py (the attack-10 harness).
Run from the repo root: HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack16/slack_probe.py"""
import json, sys, time, sqlite3, glob, os
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply

bot = Bot("a16")
home = bot.log[:-4]
def n(ch, th): return len(bot.thread(ch, th))
def writes(): return [c.method for c in bot.fake.calls if c.method not in ("auth.test",)]
try:
    time.sleep(2)
    # 1. unsigned / stale / bad-sig mentions: 401 and no write
    for i, how in enumerate(["none", "stale", "bad-sig"]):
        w0 = len(writes())
        st = bot.event(mention("CU", f"17000009{i:02d}.000100", "<@U0BOT> serve Llama-3.1-8B for 5 users", f"EvU{i}"), how=how)
        time.sleep(3)
        print(f"unsigned[{how}] status={st} new writes={len(writes()) - w0}")
    # then the same event ids signed: must be answered (the unsigned ones must not have burned the ids)
    for i in range(3):
        st = bot.event(mention("CU", f"17000009{i:02d}.000100", "<@U0BOT> serve Llama-3.1-8B for 5 users", f"EvU{i}"))
        ok = bot.wait("CU", f"17000009{i:02d}.000100", 1, 60)
        print(f"signed after unsigned, same event id EvU{i}: status={st} answered={ok}")
    # 2. retry of one mention with X-Slack-Retry-Num 1,2 and the same event id
    ch, ts = "CR", "1700000500.000100"
    ev = mention(ch, ts, "<@U0BOT> serve Llama-3.1-8B for 5 users", "EvR1")
    bot.event(ev)
    for k in (1, 2):
        bot.event(ev, headers=[("X-Slack-Retry-Num", str(k)), ("X-Slack-Retry-Reason", "http_timeout")])
    bot.wait(ch, ts, 1, 60); time.sleep(5)
    print("retry same event id x3: posts", n(ch, ts))
    # 3. a thread reply that mentions the bot: Slack delivers both app_mention and message (two event ids)
    r = reply(ch, ts, "1700000500.000200", "<@U0BOT> make it 50 users", "EvR2")
    m = mention(ch, "1700000500.000200", "<@U0BOT> make it 50 users", "EvR3"); m["event"]["thread_ts"] = ts
    bot.event(m); bot.event(r)
    time.sleep(12)
    posts = bot.thread(ch, ts)
    print("mention in thread (app_mention + message events): posts now", len(posts), [str(p.get("text"))[:90] for p in posts[1:]])
    # 4. a signed event whose text is not a string / huge / empty
    for i, txt in enumerate([12345, None, "", "<@U0BOT>", "<@U0BOT> " + "部署" * 20000]):
        c, t = f"CX{i}", f"17000006{i:02d}.000100"
        e = mention(c, t, "x", f"EvX{i}"); e["event"]["text"] = txt
        st = bot.event(e)
        ok = bot.wait(c, t, 1, 40)
        print(f"signed odd text {str(txt)[:20]!r}: status={st} posts={n(c, t)}", [str(p.get('text'))[:120] for p in bot.thread(c, t)])
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
    print("log tail:", log[-1500:])
finally:
    bot.stop()
