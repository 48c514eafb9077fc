# ruff: noqa
# type: ignore
"""A13: one signed Slack message of 40,000 characters (" *x" repeated: an emphasis opener with no closer) sent to a
real `gpu-advisor slack --http` with tests/fake_slack.py; then, 0.3 s later, an ordinary signed mention in another
channel. Times the HTTP ack of each request and the time to the ordinary mention's reply.
Run: HF_HUB_OFFLINE=1 python scripts/attack13/slack_plain_stall.py [n_chars]"""
import json, sys, threading, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention

N = int(sys.argv[1]) if len(sys.argv) > 1 else 40000
kind = sys.argv[2] if len(sys.argv) > 2 else "mention"
bot = Bot("a13stall")
try:
    time.sleep(2)
    # control: an ordinary mention alone
    t = time.time(); r = bot.event(mention("C0", "1700000000.000100", "<@U0BOT> serve Llama-3-8B for 10 users", "EvC0"))
    print(f"control ack {time.time()-t:.2f}s -> {r!r}")
    bot.wait("C0", "1700000000.000100", 1); print(f"control reply after {time.time()-t:.2f}s")
    hostile = "<@U0BOT> serve Llama-3-8B for 10 users" + " *x" * (N // 3)
    res = {}
    def send_hostile():
        t = time.time(); r = bot.event(mention("C1", "1700000100.000100", hostile, "EvH1"))
        res["hostile"] = (time.time() - t, r)
    th = threading.Thread(target=send_hostile); th.start()
    time.sleep(0.3)
    t = time.time(); r = bot.event(mention("C2", "1700000200.000100", "<@U0BOT> serve Llama-3-8B for 20 users", "EvN1"))
    print(f"ordinary mention ack {time.time()-t:.2f}s -> {r!r}")
    ok = bot.wait("C2", "1700000200.000100", 1, secs=120)
    print(f"ordinary mention reply after {time.time()-t:.2f}s (posted={ok})")
    th.join(); print(f"hostile mention ack {res['hostile'][0]:.2f}s -> {res['hostile'][1]!r}")
    ok = bot.wait("C1", "1700000100.000100", 1, secs=120); print(f"hostile answered: {ok}")
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
finally:
    bot.stop()
