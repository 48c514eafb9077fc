# ruff: noqa
# Attack 20: Slack mrkdwn/mention injection echoed into replies, and exports. Real `slack --http` + fake Slack.
# Run from the repository root: HF_HUB_OFFLINE=1 A10_TMP=/tmp/a20/s PYTHONPATH=. python scripts/attack20/a20_slack.py [cases...]
import json
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1] / "attack"))
import a6_slack_probe

a6_slack_probe.TMP = "/tmp/a20"
from a10_slack import Bot, mention, reply

DANGER = re.compile(r"<!(channel|here|everyone|subteam)|<@U|<#C|<https?:|<mailto:|<tel:")


def posted(bot):
    out = []
    for c in bot.fake.calls:
        if (
            c.method in ("chat.postMessage", "chat.update", "chat.postEphemeral")
            or c.method.startswith("response/")
            or c.method.startswith("files.")
        ):
            out.append(
                (c.method, json.dumps(c.body, ensure_ascii=False) if not isinstance(c.body, (bytes, str)) else str(c.body))
            )
    return out


def check(bot, label, since):
    calls = posted(bot)[since:]
    hits = []
    for m, b in calls:
        # decode JSON-escaped text
        for mm in DANGER.finditer(b):
            hits.append((m, b[max(0, mm.start() - 80) : mm.end() + 60]))
    print(f"[{label}] posts={len(calls)} danger={len(hits)}")
    for h in hits[:4]:
        print("    ", h)
    return calls


cases = {
    "first_channel": "<@U0BOT> serve Llama-3-8B for 10 users &lt;!channel&gt; &lt;@U123ADMIN&gt; &lt;https://evil.example|click here&gt;",
    "first_special": "<@U0BOT> serve <!channel> for 10 users <@U123ADMIN> <https://evil.example|click>",
    "model_name": "<@U0BOT> serve Llama-&lt;!here&gt;-70B for 10 users",
    "unknown_model": "<@U0BOT> serve &lt;!channel&gt;GPT-9000 model for 10 users",
    "long": "<@U0BOT> " + ("serve Llama-3-8B for 10 users " * 4000)[:100000],
    "ctrl": "<@U0BOT> serve Llama-3-8B\u202e for 10\u0000 users \u200f\x1b[31m",
}
followups = [
    "&lt;!channel&gt; what about &lt;!here&gt;?",
    "make it &lt;@U999|admin&gt; 32k context",
    "compare &lt;!channel&gt; vs H100",
    "only &lt;!everyone&gt;",
    "export",
]

which = sys.argv[1:] or list(cases)
bot = Bot("a20")
try:
    time.sleep(1.5)
    n = 0
    for i, name in enumerate(which):
        ch, th = f"C{i + 10}", f"17000001{i:02d}.000100"
        since = len(posted(bot))
        bot.event(mention(ch, th, cases[name], f"EvA20{i}"))
        ok = bot.wait(ch, th, 1, 90)
        time.sleep(1)
        check(bot, f"{name} answered={ok}", since)
        if name == "first_channel":
            for j, f in enumerate(followups):
                since = len(posted(bot))
                k = len(bot.thread(ch, th))
                bot.event(reply(ch, th, f"17000001{i:02d}.0002{j:02d}", f, f"EvA20f{i}{j}"))
                ok = bot.wait(ch, th, k + 1, 90)
                time.sleep(1)
                check(bot, f"followup {f!r} answered={ok}", since)
    log = open(bot.log).read()
    print("log tracebacks:", log.count("Traceback"), "lines:", log.count("\n"))
    print("internal hits:", bot.internal.hits)
    Path("/tmp/a20/slack_calls.json").write_text(json.dumps(posted(bot), ensure_ascii=False, indent=0))
finally:
    bot.stop()
