# ruff: noqa
# A Slack bot whose home's database another process holds locked for 45 s, while a mention arrives
import sqlite3
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1] / "attack"))
import a6_slack_probe

a6_slack_probe.TMP = "/tmp/a20"
from a10_slack import Bot, mention

bot = Bot("lock")
try:
    ch, th = "C1", "1700000100.000100"
    bot.event(mention("C0", "1700000000.000100", "<@U0BOT> serve Llama-3-8B for 5 users", "EvL0"))
    bot.wait("C0", "1700000000.000100", 1, 60)
    home = bot.log[:-4]
    c = sqlite3.connect(home + "/advisor.db", isolation_level=None, timeout=30)
    c.execute("BEGIN EXCLUSIVE")
    t0 = time.time()
    st = bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", "EvL1"))
    print(f"ack status {st} after {time.time() - t0:.1f} s")
    time.sleep(45)
    c.execute("ROLLBACK")
    c.close()
    print("lock released at", round(time.time() - t0, 1))
    ok = bot.wait(ch, th, 1, 60)
    msgs = bot.thread(ch, th)
    print("answered:", ok, [str(m.get("text"))[:120] for m in msgs], "at", round(time.time() - t0, 1))
finally:
    bot.stop()
log = open(bot.log).read()
print("log:", log[-1500:])
