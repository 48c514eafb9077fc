# ruff: noqa
# type: ignore
"""A13: signed mentions to a real `gpu-advisor slack --http` (tests/fake_slack.py): a budget over 1e18 written in
groups, pings and links the user typed (as Slack sends them), and an echoed note; every post is searched for raw
<!channel>/<!everyone>/<!here>/<http markup. Run: HF_HUB_OFFLINE=1 python scripts/attack13/slack_texts.py"""
import json, re, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention

CASES = [
    ("huge grouped budget", "<@U0BOT> serve Llama-3-8B for 10 users, budget $1,000,000,000,000,000,000,000 a month"),
    ("typed ping in a note", "<@U0BOT> serve Llama-3-8B for -5 users &lt;!channel&gt; budget &lt;!everyone&gt;5000"),
    ("ping markup in a figure", "<@U0BOT> serve Llama-3-8B for <!channel|@channel>10 users, context <!here>4K"),
    ("link label figure", "<@U0BOT> serve Llama-3-8B for <https://evil.example/x|10> users"),
    ("typed link in a note", "<@U0BOT> serve Llama-3-8B for &lt;https://evil.example|-5&gt; users"),
    ("huge audio hours", "<@U0BOT> transcribe 5 000 000 000 000 000 000 hours of audio with Whisper large"),
]
bot = Bot("a13texts")
try:
    time.sleep(2)
    for i, (name, text) in enumerate(CASES):
        ch, ts = f"C{i}", f"17000001{i:02d}.000100"
        r = bot.event(mention(ch, ts, text, f"EvT{i}"))
        ok = bot.wait(ch, ts, 1, secs=60)
        posts = bot.thread(ch, ts)
        blob = json.dumps(posts, ensure_ascii=False)
        raw = re.findall(r"<!(?:channel|everyone|here)[^>]*>|<https?://[^>]*>", blob)
        first = (posts[0].get("text") or "")[:300] if posts else ""
        print(f"{name:26s} ack={r} posted={ok} raw_markup={raw[:3]} | {first}")
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
finally:
    bot.stop()
