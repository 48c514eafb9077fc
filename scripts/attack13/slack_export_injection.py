# ruff: noqa
# type: ignore
"""A13: one user's message in a shared Slack thread carries raw HTML, a javascript: link and a remote image; another
user clicks Export. The uploaded markdown is searched for them (a real `gpu-advisor slack --http`, tests/fake_slack.py,
signed requests). Run: HF_HUB_OFFLINE=1 python scripts/attack13/slack_export_injection.py"""
import sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parents[1] / "attack"))
from a10_slack import Bot, mention, reply, click

HOSTILE = ("serve Llama-3-8B for 10 users &lt;img src=x onerror=alert(1)&gt; [click](javascript:alert(1)) "
           "![t](http://evil.example/pixel.png) &lt;script&gt;x&lt;/script&gt;")
bot = Bot("a13inj")
try:
    time.sleep(2)
    ch, th = "C1", "1700000600.000100"
    bot.event(mention(ch, th, "<@U0BOT> " + HOSTILE, "EvI1")); bot.wait(ch, th, 1)
    first_ts = bot.thread(ch, th)[0]["ts"]
    bot.click(click(bot, "export_markdown", f"T111:{ch}:{th}", ch, first_ts, "tr-i1", user="W222"))
    time.sleep(5)
    ups = [c.body for c in bot.fake.calls if str(c.method).startswith("upload/")]
    md = b"".join(u if isinstance(u, bytes) else str(u).encode() for u in ups).decode("utf-8", "replace")
    for needle in ("<img src=x onerror=alert(1)>", "[click](javascript:alert(1))", "![t](http://evil.example/pixel.png)",
                   "<script>x</script>"):
        print(f"in the uploaded export: {needle!r}: {needle in md}")
    print("export lines quoting the user:", [l[:200] for l in md.splitlines() if "evil" in l or "onerror" in l][:3])
finally:
    bot.stop()
