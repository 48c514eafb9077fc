# ruff: noqa
# Every button of a media (ASR / image / TTS) answer in Slack, clicked: what comes back.
import json, os, sys, time
sys.path.insert(0, "scripts/attack"); os.environ.setdefault("A6_TMP", "/tmp/a22")
from a10_slack import Bot, mention, click
q = sys.argv[1] if len(sys.argv) > 1 else "transcribe 500 hours of audio a day with whisper-large-v3"
bot = Bot("a22buttons")
try:
    ch, th = "C1", "1700000500.000100"
    bot.event(mention(ch, th, "<@U0BOT> " + q, "EvM1"))
    bot.wait(ch, th, 1); msgs = bot.thread(ch, th)
    first = msgs[0] if msgs else {}
    sent = bot.fake.of("chat.postMessage")  # the fake's thread keeps text and metadata only: blocks from the call
    if sent and isinstance(sent[0].body, dict):
        first = {**first, "blocks": sent[0].body.get("blocks")}
    acts = []
    for b in first.get("blocks") or []:
        for e in b.get("elements") or []:
            if e.get("type") == "button":
                acts.append((e.get("action_id"), e.get("value")))
    print("answer:", str(first.get("text"))[:120]); print("blocks:", json.dumps(first.get("blocks"), ensure_ascii=False)[:700]); print("buttons:", [a for a, _ in acts])
    n = len(bot.thread(ch, th)); i = 0
    for aid, val in acts:
        i += 1
        nupd = len(bot.fake.of("chat.update")); nresp = len([c for c in bot.fake.calls if "response" in c.method])
        r = bot.click(click(bot, aid, val, ch, first.get("ts") or th, f"trig{i}"))
        time.sleep(6)
        new = bot.thread(ch, th)[n:]; n = len(bot.thread(ch, th))
        ups = bot.fake.of("chat.update")[nupd:]
        resp = [c for c in bot.fake.calls if "response" in c.method][nresp:]
        files = [c.method for c in bot.fake.calls if c.method.startswith("files.")]
        print(f"click {aid}: http {str(r)[:20]} | new thread msgs {[str(m.get('text'))[:90] for m in new]} | updates {[str(u.body.get('text'))[:60] for u in ups if isinstance(u.body, dict)]} | response_url {[str(c.body)[:90] for c in resp]} | files {len(files)}")
finally:
    bot.stop()
    t = open(bot.log).read() if hasattr(bot, "log") else ""
    print("tracebacks", t.count("Traceback"))
