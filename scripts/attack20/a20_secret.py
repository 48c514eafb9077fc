# ruff: noqa
# A20-5: a one-character SLACK_SIGNING_SECRET is accepted; every log line then has each occurrence of that letter replaced
import json
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1] / "attack"))
import a6_slack_probe

a6_slack_probe.SECRET = "e"
a6_slack_probe.TMP = "/tmp/a20"
import hashlib
import hmac

from a6_slack_probe import raw
from a10_slack import Bot, mention


def sign(b, ts, s):
    return "v0=" + hmac.new(s.encode(), b"v0:" + ts.encode() + b":" + b, hashlib.sha256).hexdigest()


bot = Bot("secret", extra_env={"GPU_ADVISOR_DEBUG": "1"})
try:
    time.sleep(2)
    body = json.dumps(mention("C1", "1700000100.000100", "<@U0BOT> serve Llama-3-8B for 10 users", "EvS1")).encode()
    ts = str(int(time.time()))
    st = raw(
        bot.port,
        "POST",
        "/slack/events",
        [
            ("Content-Type", "application/json"),
            ("Content-Length", str(len(body))),
            ("X-Slack-Request-Timestamp", ts),
            ("X-Slack-Signature", sign(body, ts, "e")),
        ],
        body,
    )
    print("signed with 'e':", st, "answered:", bot.wait("C1", "1700000100.000100", 1, 60))
    # an unsigned request, to get a log line
    raw(bot.port, "POST", "/slack/events", [("Content-Type", "application/json"), ("Content-Length", "2")], b"{}")
    time.sleep(1)
finally:
    bot.stop()
log = open(bot.log).read()
print(
    "log lines with <slack_signing_secret>:",
    sum("<slack_signing_secret>" in l for l in log.splitlines()),
    "of",
    len(log.splitlines()),
)
print(log[:1500])
