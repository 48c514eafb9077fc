# ruff: noqa
# type: ignore
"""Eleventh review, Slack: a real `gpu-advisor slack --http` (GPU_ADVISOR_REFRESH_HOURS=off) with tests/fake_slack.py,
all on 127.0.0.1. Each probe has its expected reading written beside it.
  media    a Whisper / SDXL / DeBERTa thread and a follow-up that changes only the amount
  long     55 follow-ups in one thread ("make it N users"), each reply must name its own N; latency first vs last
  race     two follow-ups sent back to back (the second while the first is computing): two replies, the last state wins
  deleted  the parent deleted (message_deleted / message_changed tombstone) then a follow-up in that thread
  export   Export on a thread whose answer is --full sized (a 41-provider list, 50 follow-ups before it)
Run: HF_HUB_OFFLINE=1 python scripts/attack/a11_slack.py [media long race deleted export]   Results: $A11_TMP/slack.jsonl
"""
import json
import os
import re
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a10_slack import Bot, click, mention, reply, texts_of

OUT = Path(os.environ.get("A11_TMP", "/tmp/a11"))
OUT.mkdir(parents=True, exist_ok=True)
RES = OUT / "slack.jsonl"
BAD = re.compile(r"Traceback|please report|\bNaN\b|something went wrong")
n = 0


def record(name, fail, detail=""):
    global n
    n += 1
    with RES.open("a") as f:
        f.write(json.dumps({"probe": name, "fail": fail, "detail": str(detail)[:600]}, ensure_ascii=False) + "\n")
    print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {str(detail)[:220]}", flush=True)


def ask(bot, ch, th, ts, text, eid, secs=60):
    k = len(bot.thread(ch, th))
    bot.event(reply(ch, th, ts, text, eid))
    bot.wait(ch, th, k + 1, secs)
    time.sleep(0.5)
    return texts_of(bot.thread(ch, th)[k:])


def media(bot):
    # (first message, follow-up, regex the follow-up's reply must match: the model kept, the new amount read)
    cases = [("transcribe 100 hours of audio with Whisper large", "make it 200 hours", r"Whisper large, 200 h"),
             ("generate 1000 images with SDXL", "make it 5000 images", r"SDXL, 5,000 images"),
             ("generate 1000 images with FLUX.1-dev", "within 2 hours", r"FLUX.*1,000 images"),
             ("用 Whisper large 转写 100 小时音频", "改成 200 小时", r"Whisper large.{0,3}200 小时"),
             ("classify 2M support tickets with DeBERTa-v3-large", "make it 5M", r"deberta-v3-large classification of 5,000,000")]
    for i, (first, fo, want) in enumerate(cases):
        ch, th = f"CM{i}", f"17000011{i:02d}.000100"
        bot.event(mention(ch, th, f"<@U0BOT> {first}", f"EvM{i}"))
        bot.wait(ch, th, 1)
        got = ask(bot, ch, th, f"17000011{i:02d}.000200", fo, f"EvM{i}f")
        t = " ".join(got)
        fail = None if re.search(want, t) else f"expected /{want}/"
        record(f"media thread {first[:40]!r} → {fo!r}", fail, t[:300])


def long(bot):
    ch, th = "CL", "1700001200.000100"
    bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", "EvL0"))
    bot.wait(ch, th, 1)
    lat, wrong = [], []
    for j in range(55):
        users = 11 + j
        t0 = time.time()
        got = ask(bot, ch, th, f"1700001200.{j + 200:06d}", f"make it {users} users", f"EvL{j + 1}")
        lat.append(time.time() - t0)
        t = " ".join(got)
        if len(got) != 1 or not re.search(rf"\b{users} (?:concurrent|users)", t) or BAD.search(t):
            wrong.append((users, len(got), t[:160]))
    record("55 follow-ups, each reply names its own user count", f"{len(wrong)} wrong: {wrong[:3]}" if wrong else None,
           f"latency first 5 {[round(x, 1) for x in lat[:5]]} last 5 {[round(x, 1) for x in lat[-5:]]}")
    return ch, th


def race(bot):
    ch, th = "CR", "1700001300.000100"
    bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", "EvR0"))
    bot.wait(ch, th, 1)
    k = len(bot.thread(ch, th))
    a = threading.Thread(target=bot.event, args=(reply(ch, th, "1700001300.000200", "make it Llama-3-70B", "EvR1"),))
    a.start()
    time.sleep(0.05)  # the second arrives while the first is computing
    bot.event(reply(ch, th, "1700001300.000300", "make it 40 users", "EvR2"))
    a.join()
    bot.wait(ch, th, k + 2, 90)
    time.sleep(2)
    got = texts_of(bot.thread(ch, th)[k:])
    # expected: two replies; after both, the thread is 70B for 40 users (both changes kept, in either order)
    t = got[-1] if got else ""  # the later reply must carry both changes
    fail = None if len(got) == 2 else f"{len(got)} replies to 2 follow-ups"
    if not fail and not (re.search(r"70B", t) and re.search(r"\b40 (?:concurrent|users)", t)):
        fail = "the final state lost one of the two changes"
    record("two follow-ups 50 ms apart", fail, [g[:140] for g in got] + [t[:200]])


def deleted(bot):
    ch, th = "CD", "1700001400.000100"
    bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", "EvD0"))
    bot.wait(ch, th, 1)
    k = len(bot.thread(ch, th))
    calls0 = len(bot.fake.calls)
    ev = reply(ch, th, "1700001400.000900", "", "EvD1")
    ev["event"].update(subtype="message_deleted", deleted_ts=th, hidden=True,
                       previous_message={"type": "message", "user": "U9", "text": "<@U0BOT> serve Llama-3-8B for 10 users", "ts": th})
    ev["event"].pop("user", None); ev["event"].pop("text", None); ev["event"].pop("thread_ts", None)
    st = bot.event(ev)
    ev2 = reply(ch, th, "1700001400.000901", "", "EvD2")
    ev2["event"].update(subtype="message_changed", hidden=True,
                        message={"type": "message", "subtype": "tombstone", "text": "This message was deleted.", "ts": th,
                                 "thread_ts": th, "user": "USLACKBOT", "reply_count": 2})
    ev2["event"].pop("user", None); ev2["event"].pop("text", None); ev2["event"].pop("thread_ts", None)
    st2 = bot.event(ev2)
    time.sleep(3)
    posted = len(bot.thread(ch, th)) - k
    writes = [c.method for c in bot.fake.calls[calls0:] if c.method.startswith("chat.")]
    record("parent deleted: message_deleted + tombstone events", None if (posted == 0 and not writes and st in (200, "200") or posted == 0 and not writes) else f"{posted} posts, {writes}",
           f"status {st} {st2}")
    got = ask(bot, ch, th, "1700001400.001000", "make it 20 users", "EvD3")
    t = " ".join(got)
    record("follow-up in a deleted thread", None if len(got) == 1 and re.search(r"\b20 (?:concurrent|users)", t) else f"{len(got)} replies",
           t[:200])


def export(bot, ch, th):
    k = len(bot.fake.posts.get((ch, th), []))
    ups0 = len(bot.fake.of("files.completeUploadExternal")) + len(bot.fake.of("files.upload"))
    first_ts = bot.thread(ch, th)[0]["ts"]
    t0 = time.time()
    st = bot.click(click(bot, "export_markdown", f"T111:{ch}:{th}", ch, first_ts, "tr-a11-export"))
    time.sleep(8)
    ups = [c for c in bot.fake.calls if c.method.startswith("files.")]
    allposts = bot.fake.posts.get((ch, th), [])[k:]
    record("Export after 55 follow-ups", None if ups or allposts else "nothing exported",
           f"status {st}, {len(ups)} files.* calls, {len(allposts)} posts, {time.time() - t0:.1f}s; "
           f"{[len(json.dumps(c.body)) for c in ups][:4]} bytes")


def main(which):
    debug = {"GPU_ADVISOR_DEBUG": "1"} if os.environ.get("A11_DEBUG") else {}
    bot = Bot("a11", debug)  # A11_DEBUG=1: the bot logs at debug level, searched for the token and the secret
    try:
        if "media" in which:
            media(bot)
        if "long" in which or "export" in which:
            ch, th = long(bot)
            if "export" in which:
                export(bot, ch, th)
        if "race" in which:
            race(bot)
        if "deleted" in which:
            deleted(bot)
        time.sleep(1)
        log = open(bot.log).read()
        record("log: tracebacks", "Traceback in the bot log" if "Traceback" in log else None, f"{len(log)} bytes")
        from a6_slack_probe import SECRET, TOKEN
        record("log: secrets", "token or secret in the log" if (TOKEN in log or SECRET in log or "xoxb-" in log) else None,
               f"{len(log.splitlines())} lines")
    finally:
        bot.stop()
    print(f"{n} probes")


main(sys.argv[1:] or ["media", "long", "race", "deleted", "export"])
