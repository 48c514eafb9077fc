# ruff: noqa
# /gpu-advisor with hostile / media texts: the private answer (response_url) and its Post to channel button.
import json, os, re, sys, time, urllib.parse
sys.path.insert(0, "scripts/attack"); os.environ.setdefault("A6_TMP", "/tmp/a22")
from a10_slack import Bot, click
DANGER = re.compile(r"<!(channel|here|everyone|subteam)|<@U|<#C|<https?:|<mailto:")
texts = sys.argv[1:] or ["<!channel> serve Llama-3-8B for 10 users", "transcribe 500 hours of audio a day with whisper-large-v3",
                         "", "export", "details", "serve Llama-3-8B for 1e30 users", "x" * 5000, "generate 10000 images a day with SDXL"]
bot = Bot("a22slash")
try:
    for i, t in enumerate(texts):
        slash = {"token": "t", "team_id": "T111", "channel_id": "C3", "user_id": "U3", "command": "/gpu-advisor", "text": t,
                 "response_url": f"{bot.fake.url}response/s{i}", "trigger_id": f"sl-{i}", "api_app_id": "A1"}
        t0 = time.time(); r = bot.post(urllib.parse.urlencode(slash).encode(), "application/x-www-form-urlencoded"); ack = round(time.time() - t0, 2)
        body = None
        for _ in range(120):
            cs = bot.fake.of(f"response/s{i}")
            if cs: body = cs[-1].body; break
            time.sleep(0.25)
        time.sleep(1)
        cs = bot.fake.of(f"response/s{i}")
        s = json.dumps([c.body for c in cs], ensure_ascii=False) if cs else ""
        post = re.search(r'"action_id": "post_to_channel", "value": "([^"]+)"', s)
        hits = [s[max(0, m.start() - 50): m.end() + 30] for m in DANGER.finditer(s)]
        txt = [str((c.body or {}).get("text") if isinstance(c.body, dict) else c.body)[:110] for c in cs]
        print(f"[{t[:40]!r}] http {str(r)[:12]} ack {ack}s | responses {len(cs)} {txt} | post button {bool(post)}" + (f" DANGER {hits[:2]}" if hits else ""))
        if post:
            n0 = len(bot.fake.of("chat.postMessage")); nc = len(bot.fake.calls)
            bot.click(click(bot, "post_to_channel", post.group(1), "C3", "1700000300.1", f"tr-post-{i}", user="U3"))
            time.sleep(5)
            new = bot.fake.of("chat.postMessage")[n0:]
            ps = json.dumps([c.body for c in new], ensure_ascii=False)
            hits = [ps[max(0, m.start() - 50): m.end() + 30] for m in DANGER.finditer(ps)]
            print("   calls after the click:", [(c.method, str(c.body.get("text") if isinstance(c.body, dict) else c.body)[:80]) for c in bot.fake.calls[nc:]])
            print("   posted to channel:", [str(c.body.get("text"))[:90] for c in new], ("DANGER " + str(hits[:2])) if hits else "")
finally:
    bot.stop(); t = open(bot.log).read(); print("tracebacks", t.count("Traceback"))
