# ruff: noqa
# type: ignore
"""A13: the Slack Export button and a follow-up on threads damaged while the bot runs (a real `gpu-advisor slack
--http`, tests/fake_slack.py, signed requests): the workload not JSON, a message's text NULL, a 100,000-deep JSON
workload. Each: what is posted / uploaded, apologies, tracebacks in the log.
Run: HF_HUB_OFFLINE=1 python scripts/attack13/slack_damaged_export.py"""
import json, sqlite3, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply, click

DAMAGES = {
    "workload not JSON": "update threads set workload='{not json' where key=?",
    "a message's text NULL": "update messages set text=NULL where thread=?",
    "workload 100,000-deep JSON": "update threads set workload=printf('%.*c', 100000, '[') where key=?",
}
bot = Bot("a13dmg")
try:
    time.sleep(2)
    db = bot.log[:-4] + "/advisor.db"
    for i, (name, sql) in enumerate(DAMAGES.items()):
        ch, th = f"C{i}", f"17000003{i:02d}.000100"
        key = f"T111:{ch}:{th}"
        bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-70B for 30 users", f"EvD{i}"))
        bot.wait(ch, th, 1)
        first_ts = bot.thread(ch, th)[0]["ts"]
        c = sqlite3.connect(db, timeout=10); c.execute(sql, (key,)); c.commit(); c.close()
        n0 = len(bot.fake.posts.get((ch, th), []))
        code = bot.click(click(bot, "export_markdown", key, ch, first_ts, f"tr-d{i}"))
        time.sleep(4)
        allp = bot.fake.posts.get((ch, th), [])[n0:]
        resp = [c.body for c in bot.fake.calls if "response/tr-d" in str(getattr(c, "method", "")) + str(getattr(c, "path", ""))]
        bot.event(reply(ch, th, f"17000003{i:02d}.000200", "make it 8-bit", f"EvD{i}f"))
        time.sleep(5)
        after = bot.fake.posts.get((ch, th), [])[n0 + len(allp):]
        show = lambda ms: [("upload" if m.get("upload") else "") + str(m.get("text") or m.get("initial_comment") or m.get("title") or "")[:160] for m in ms]
        print(f"{name}: click={code} export posts={show(allp)} responses={str(resp)[:200]} | follow-up posts={show(after)}", flush=True)
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"), "| 'please report':", log.count("please report"))
finally:
    bot.stop()
