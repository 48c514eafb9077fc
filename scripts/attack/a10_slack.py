# ruff: noqa
# type: ignore
"""Tenth review: Slack buttons over HTTP. A real `gpu-advisor slack --http` process, tests/fake_slack.py as the Web API
(its host is the allowed response_url host) and a second local server standing in for an internal URL (must get 0).

Sections (all signed unless named):
  buttons   stale clicks (an older answer's button after a follow-up changed the thread; after Start over), replays
            (one trigger_id 3× in a row, 5× at once, with X-Slack-Retry-Num), a click with no trigger_id replayed,
            a double click (two trigger ids) on Export, huge `message.blocks` and 5,000 `actions`, button values that
            name another thread / a private conversation / garbage, Post to channel clicked twice at once, and the
            same clicks unsigned (a bad signature, a stale timestamp, none): 401 and nothing written
  secrets   the bot with GPU_ADVISOR_DEBUG=1 and -v while the fake Slack answers errors that echo the token back; the
            log, every post and every export are searched for the bot token and the signing secret
  wire      pipelining, bytes after the signed body, two Content-Length headers, header casing, a body changed
            after signing
Run: HF_HUB_OFFLINE=1 python scripts/attack/a10_slack.py [buttons] [secrets] [wire]   Results: $A10_TMP/slack.jsonl
"""
import json
import os
import re
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import REF, SECRET, TMP, TOKEN, raw, sign, start

OUT = Path(os.environ.get("A10_TMP", "/tmp/a10"))
OUT.mkdir(parents=True, exist_ok=True)
RES = OUT / "slack.jsonl"
results = []


def record(name, fail, detail=""):
    results.append({"probe": name, "fail": fail, "detail": str(detail)[:400]})
    with RES.open("a") as f:
        f.write(json.dumps(results[-1], ensure_ascii=False) + "\n")
    print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {str(detail)[:160]}", flush=True)


class Bot:
    def __init__(self, name, extra_env=None, flags=()):
        env = {"GPU_ADVISOR_REFRESH_HOURS": "off", **(extra_env or {})}  # no scheduled refresh: all traffic on 127.0.0.1
        home = tempfile.mkdtemp(prefix=f"a10_{name}_", dir=TMP)
        self.fake, self.internal, self.port, self.p = start(home, env, flags)
        self.log = home + ".log"

    def post(self, body: bytes, ctype="application/json", how="signed", headers=()):
        ts = str(int(time.time()) - (400 if how == "stale" else 0))
        h = [("Content-Type", ctype), ("Content-Length", str(len(body)))]
        if how in ("signed", "stale"):
            h += [("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sign(body, ts))]
        elif how == "bad-sig":
            h += [("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", "v0=" + "0" * 64)]
        return raw(self.port, "POST", "/slack/events", h + list(headers), body)

    def event(self, body: dict, **kw):
        return self.post(json.dumps(body).encode(), **kw)

    def click(self, payload: dict, **kw):
        return self.post(b"payload=" + urllib.parse.quote(json.dumps(payload)).encode(),
                         "application/x-www-form-urlencoded", **kw)

    def thread(self, ch, th):
        return [m for m in self.fake.posts.get((ch, th), []) if not m.get("upload")]

    def wait(self, ch, th, k, secs=60):
        end = time.time() + secs
        while time.time() < end:
            if len(self.thread(ch, th)) >= k:
                return True
            time.sleep(0.2)
        return False

    def stop(self):
        self.p.terminate()
        try:
            self.p.wait(10)
        except Exception:
            self.p.kill()
        self.fake.stop()


def mention(ch, ts, text, eid):
    m = json.loads(open(REF + "app_mention.json").read())
    m["event"].update(text=text, channel=ch, ts=ts, event_ts=ts)
    m["event"].pop("thread_ts", None)
    m["event_id"], m["team_id"] = eid, "T111"
    return m


def reply(ch, th, ts, text, eid):
    r = json.loads(open(REF + "message_channel_thread_reply.json").read())
    r["event"].update(text=text, channel=ch, ts=ts, event_ts=ts, thread_ts=th, user="U9", parent_user_id="U9")
    r["event_id"], r["team_id"] = eid, "T111"
    r["authorizations"][0]["user_id"] = "U0BOT"
    return r


def click(bot, action_id, value, ch, msg_ts, trigger, user="W111", response_url=None, **over):
    b = json.loads(open(REF + "block_actions.json").read())
    b["user"]["id"] = user
    b["channel"] = {"id": ch, "name": "x"}
    b["container"] = {"type": "message", "message_ts": msg_ts, "channel_id": ch, "is_ephemeral": False}
    b["message"] = {"ts": msg_ts, "type": "message", "text": "answer", "blocks": []}
    b["trigger_id"] = trigger
    b["response_url"] = response_url or f"{bot.fake.url}response/{trigger}"
    b["actions"] = [{"action_id": action_id, "block_id": "advisor_actions", "value": value, "type": "button",
                     "action_ts": "1700000000.1", "text": {"type": "plain_text", "text": "x"}}]
    b.update(over)
    return b


def texts_of(msgs):
    return [str(m.get("text") or "") for m in msgs]


def updates(bot, ch):
    return [c.body for c in bot.fake.of("chat.update") if isinstance(c.body, dict) and c.body.get("channel") == ch]


def buttons():
    bot = Bot("buttons")
    try:
        ch, th = "C1", "1700000100.000100"
        key = f"T111:{ch}:{th}"
        bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", "EvB1"))
        bot.wait(ch, th, 1)
        first_ts = bot.thread(ch, th)[0]["ts"]
        bot.event(reply(ch, th, "1700000100.000200", "make it Llama-3-70B", "EvB2"))
        bot.wait(ch, th, 2)
        time.sleep(1)
        # stale click: Show details on the first answer (Llama-3-8B) after the thread moved to Llama-3-70B
        k = len(bot.thread(ch, th))
        st = bot.click(click(bot, "show_details", key, ch, first_ts, "tr-stale-1"))
        bot.wait(ch, th, k + 1)
        time.sleep(2)
        up = updates(bot, ch)
        shown = json.dumps(up[-1] if up else {}, ensure_ascii=False)
        says = "Llama-3-70B" if "Llama-3-70B" in shown else "Llama-3-8B" if "Llama-3-8B" in shown else "?"
        record("stale click: Show details on the first (8B) answer after a follow-up made it 70B",
               None if st == 200 else f"status {st}", f"details shown for {says}")
        # replays of one click: 3 in a row (with X-Slack-Retry-Num), then 5 at once
        k = len(bot.thread(ch, th))
        for i in range(3):
            bot.click(click(bot, "cheaper_spot", key, ch, first_ts, "tr-replay-1"), headers=[("X-Slack-Retry-Num", str(i))])
        time.sleep(6)
        got = len(bot.thread(ch, th)) - k
        record("one click (trigger_id) sent 3× with X-Slack-Retry-Num 0,1,2", None if got == 1 else f"{got} answers")
        k = len(bot.thread(ch, th))
        body = click(bot, "explain", key, ch, first_ts, "tr-replay-2")
        ths = [threading.Thread(target=bot.click, args=(body,)) for _ in range(5)]
        [t.start() for t in ths]
        [t.join() for t in ths]
        time.sleep(6)
        got = len(bot.thread(ch, th)) - k
        record("one click sent 5× at once", None if got == 1 else f"{got} answers")
        # a click without trigger_id: the signature is the replay key; the same bytes and headers twice
        k = len(bot.thread(ch, th))
        b = click(bot, "explain", key, ch, first_ts, "x")
        b.pop("trigger_id")
        data = b"payload=" + urllib.parse.quote(json.dumps(b)).encode()
        ts = str(int(time.time()))
        h = [("Content-Type", "application/x-www-form-urlencoded"), ("Content-Length", str(len(data))),
             ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sign(data, ts))]
        raw(bot.port, "POST", "/slack/events", h, data)
        raw(bot.port, "POST", "/slack/events", h, data)
        time.sleep(6)
        got = len(bot.thread(ch, th)) - k
        record("a click without trigger_id replayed byte for byte", None if got == 1 else f"{got} answers")
        # a double click on Export (two trigger ids): each is a user action
        k = len(bot.thread(ch, th))
        ths = [threading.Thread(target=bot.click, args=(click(bot, "export_markdown", key, ch, first_ts, f"tr-exp-{i}"),))
               for i in range(2)]
        [t.start() for t in ths]
        [t.join() for t in ths]
        time.sleep(8)
        got = len(bot.thread(ch, th)) - k
        files = [c for c in bot.fake.of("files.completeUploadExternal")]
        record("double click on Export", None if got == 2 else f"{got} answers", f"{len(files)} uploads so far")
        # huge message.blocks and 5,000 actions: acked in time, answered once
        k = len(bot.thread(ch, th))
        big = click(bot, "why_not", key, ch, first_ts, "tr-big")
        big["actions"][0]["action_id"] = "explain"
        big["message"]["blocks"] = [{"type": "section", "text": {"type": "mrkdwn", "text": "x" * 2900}}] * 300
        t0 = time.time()
        st = bot.click(big)
        secs = time.time() - t0
        bot.wait(ch, th, k + 1, 20)
        time.sleep(2)
        got = len(bot.thread(ch, th)) - k
        record(f"click with {len(json.dumps(big)) // 1000} kB of message.blocks",
               None if st in (200, 413) and secs < 3 and got <= 1 else f"status {st}, {secs:.1f}s, {got} answers",
               f"status {st} in {secs:.2f}s, {got} answers")
        k = len(bot.thread(ch, th))
        many = click(bot, "explain", key, ch, first_ts, "tr-many")
        many["actions"] = many["actions"] * 5000
        t0 = time.time()
        st = bot.click(many)
        secs = time.time() - t0
        time.sleep(6)
        got = len(bot.thread(ch, th)) - k
        record("click with 5,000 actions", None if st in (200, 400, 413) and secs < 3 and got <= 1 else
               f"status {st}, {secs:.1f}s, {got} answers", f"status {st} in {secs:.2f}s, {got} answers")
        # a value naming another channel's thread (only the bot writes values; a signed click carrying another's)
        ch2, th2 = "C2", "1700000200.000100"
        bot.event(mention(ch2, th2, "<@U0BOT> LoRA a 7B model", "EvB3"))
        bot.wait(ch2, th2, 1)
        k1, k2 = len(bot.thread(ch, th)), len(bot.thread(ch2, th2))
        bot.click(click(bot, "cheaper_spot", f"T111:{ch2}:{th2}", ch, first_ts, "tr-cross"))
        time.sleep(6)
        record("a click in C1 whose value names C2's thread", None,
               f"posts: C1 thread +{len(bot.thread(ch, th)) - k1}, C2 thread +{len(bot.thread(ch2, th2)) - k2}")
        # garbage values
        for i, v in enumerate(["", "::", "T111:C1", "a" * 2000, "T111:C1:1700000100.000100\n<!channel>", "T111:C1:slash-x",
                               "T111:C1:1700000100.000100:extra", "\u202e", None, 5, ["x"], {"a": 1}]):
            n_before = len(bot.fake.of("chat.postMessage")) + len(bot.fake.of("chat.postEphemeral"))
            body = click(bot, "explain", "x", ch, first_ts, f"tr-garbage-{i}")
            body["actions"][0]["value"] = v
            st = bot.click(body)
            time.sleep(2.5)
            new = (bot.fake.of("chat.postMessage") + bot.fake.of("chat.postEphemeral"))
            new = [c.body for c in new][n_before:] if len(new) > n_before else []
            sorry = [x for x in new if "Sorry" in str(x.get("text"))]
            where = [(x.get("channel"), x.get("thread_ts")) for x in new]
            record(f"click value {str(v)[:40]!r}", "apology posted" if sorry else None if st in (200, 400) else f"status {st}",
                   f"status {st}; posted at {where[:3]}")
        # Post to channel: a /gpu-advisor answer, then its button clicked twice at once, then once more
        slash = {"token": "t", "team_id": "T111", "channel_id": "C3", "user_id": "U3", "command": "/gpu-advisor",
                 "text": "serve Llama-3-8B for 10 users", "response_url": f"{bot.fake.url}response/slash1",
                 "trigger_id": "sl-1", "api_app_id": "A1"}
        bot.post(urllib.parse.urlencode(slash).encode(), "application/x-www-form-urlencoded")
        key3 = None
        for _ in range(100):
            for c in bot.fake.of("response/slash1"):  # the slash command's own answer (earlier private clicks have one too)
                m = re.search(r'"action_id": "post_to_channel", "value": "([^"]+)"', json.dumps(c.body) if isinstance(c.body, dict) else "")
                if m:
                    key3 = m.group(1)
            if key3:
                break
            time.sleep(0.3)
        if not key3:
            record("slash answer with Post to channel", "no private answer with the button")
        else:
            n0 = len([c for c in bot.fake.of("chat.postMessage") if c.body.get("channel") == "C3"])
            ths = [threading.Thread(target=bot.click, args=(click(bot, "post_to_channel", key3, "C3", "1700000300.1",
                                                                  f"tr-post-{i}", user="U3"),)) for i in range(2)]
            [t.start() for t in ths]
            [t.join() for t in ths]
            time.sleep(8)
            posted = [c for c in bot.fake.of("chat.postMessage") if c.body.get("channel") == "C3"][n0:]
            record("Post to channel clicked twice at once", None if len(posted) == 1 else f"{len(posted)} channel posts")
            bot.click(click(bot, "post_to_channel", key3, "C3", "1700000300.1", "tr-post-late", user="U3"))
            time.sleep(5)
            posted2 = [c for c in bot.fake.of("chat.postMessage") if c.body.get("channel") == "C3"][n0:]
            record("Post to channel clicked again later", None if len(posted2) == 1 else f"{len(posted2)} channel posts")
        # Post to channel whose value is a public thread's key (the thread's conversation moves away?)
        ch4, th4 = "C4", "1700000400.000100"
        bot.event(mention(ch4, th4, "<@U0BOT> serve Llama-3-8B for 10 users", "EvB4"))
        bot.wait(ch4, th4, 1)
        bot.click(click(bot, "post_to_channel", f"T111:{ch4}:{th4}", ch4, th4, "tr-post-public", user="U4"))
        time.sleep(5)
        bot.event(reply(ch4, th4, "1700000400.000300", "cheaper?", "EvB5"))
        bot.wait(ch4, th4, 2)
        time.sleep(2)
        last = texts_of(bot.thread(ch4, th4))[-1]
        record("Post to channel with a public thread's key, then a follow-up in that thread", None,
               f"channel posts: {len([c for c in bot.fake.of('chat.postMessage') if c.body.get('channel') == ch4 and not c.body.get('thread_ts')])}; follow-up reply: {last[:160]}")
        # Start over, then an old Cheaper? click
        k = len(bot.thread(ch, th))
        bot.click(click(bot, "start_over", key, ch, first_ts, "tr-reset"))
        time.sleep(4)
        bot.click(click(bot, "cheaper_spot", key, ch, first_ts, "tr-after-reset"))
        bot.click(click(bot, "export_markdown", key, ch, first_ts, "tr-export-after-reset"))
        time.sleep(6)
        new = texts_of(bot.thread(ch, th))[k:]
        ups = [str(u.get("text")) for u in updates(bot, ch)][-2:]
        record("Cheaper? and Export clicked on an old answer after Start over",
               "apology" if any("Sorry" in t for t in new + ups) else None, f"{ups}")
        # the same clicks unsigned: a bad signature, a stale timestamp (400 s), none
        n_calls = len([c for c in bot.fake.calls if c.method != "auth.test"])
        for how in ("bad-sig", "stale", "none"):
            for aid in ("export_markdown", "show_details", "cheaper_spot", "start_over", "post_to_channel"):
                st = bot.click(click(bot, aid, key if aid != "post_to_channel" else "T111:C1:slash-abc", ch, first_ts,
                                     f"tr-unsigned-{how}-{aid}", response_url=bot.internal.url), how=how)
                record(f"unsigned ({how}) {aid}", None if st == 401 else f"status {st}")
        time.sleep(3)
        n_after = len([c for c in bot.fake.calls if c.method != "auth.test"])
        record("unsigned clicks wrote nothing", None if n_after == n_calls and not bot.internal.hits else
               f"{n_after - n_calls} Slack calls, {len(bot.internal.hits)} internal hits")
        log = open(bot.log).read()
        record("buttons: no traceback or secret in the log",
               "traceback" if "Traceback" in log else "secret" if (SECRET in log or TOKEN in log) else None,
               f"{log.count(' ERROR ')} ERROR lines")
    finally:
        bot.stop()


def secrets():
    """GPU_ADVISOR_DEBUG=1 and -v; the fake answers chat.postMessage with an error that echoes the token and secret."""
    bot = Bot("secrets", {"GPU_ADVISOR_DEBUG": "1"}, flags=("-v",))
    try:
        bot.fake.override["reactions.add"] = {"ok": False, "error": "invalid_auth", "echo": f"Bearer {TOKEN}",
                                              "secret": SECRET}
        ch, th = "C5", "1700000500.000100"
        bot.event(mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users", "EvS1"))
        bot.wait(ch, th, 1)
        bot.fake.override["chat.postMessage"] = {"ok": False, "error": "invalid_auth",
                                                 "echo": f"Authorization: Bearer {TOKEN}", "secret": SECRET}
        bot.event(reply(ch, th, "1700000500.000200", "cheaper?", "EvS2"))
        time.sleep(8)
        bot.fake.override.pop("chat.postMessage")
        # a user pastes the secret and the token into a message; the export of the thread
        bot.event(reply(ch, th, "1700000500.000300", f"export {SECRET} {TOKEN}", "EvS3"))
        time.sleep(8)
        bot.event({"type": "url_verification", "challenge": SECRET, "token": TOKEN})
        # signed requests the shape check refuses, with the secret in the body
        bot.event({**mention(ch, "1700000500.000400", None, "EvS4"), "zz": SECRET})
        time.sleep(3)
        log = open(bot.log).read()
        posted = json.dumps([c.body for c in bot.fake.calls if isinstance(c.body, dict)], ensure_ascii=False)
        uploads = b"".join(c.raw for c in bot.fake.calls if c.method.startswith("upload/")).decode(errors="replace")
        lines = [l for l in log.splitlines() if SECRET in l or TOKEN in l]
        record("log with GPU_ADVISOR_DEBUG=1 and -v: no token or signing secret", f"{len(lines)} lines" if lines else None,
               lines[:2] if lines else f"{len(log.splitlines())} lines, longest {max(map(len, log.splitlines()))}")
        record("posts and uploads: the secret the user pasted", None,
               f"secret in posts: {SECRET in posted}; in the export: {SECRET in uploads}; token in posts: {TOKEN in posted}")
    finally:
        bot.stop()


def wire():
    """Requests on the wire: pipelining (a signed request and an unsigned one in one write), bytes after the signed
    body, two Content-Length headers, header casing, a body changed after signing. Nothing unsigned may reach Slack
    or the internal server; a correctly signed request in other header casing is still answered."""
    import socket

    bot = Bot("wire")
    try:
        def exchange(data: bytes, wait=3.0):
            s = socket.create_connection(("127.0.0.1", bot.port), timeout=10)
            s.sendall(data)
            s.settimeout(wait)
            got = b""
            try:
                while True:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    got += chunk
            except OSError:
                pass
            s.close()
            return [int(x.split(b" ")[1]) for x in got.split(b"\r\n") if x.startswith(b"HTTP/1.")]

        def head(body, ts, sig, ctype="application/json", extra=""):
            return (f"POST /slack/events HTTP/1.1\r\nHost: x\r\nContent-Type: {ctype}\r\nContent-Length: {len(body)}\r\n"
                    f"X-Slack-Request-Timestamp: {ts}\r\nX-Slack-Signature: {sig}\r\n{extra}\r\n").encode() + body

        slash = {"token": "t", "team_id": "T111", "channel_id": "C7", "user_id": "U7", "command": "/gpu-advisor",
                 "text": "serve Llama-3-8B", "response_url": bot.internal.url, "trigger_id": "w-1", "api_app_id": "A1"}
        unsigned = urllib.parse.urlencode(slash).encode()
        ts = str(int(time.time()))
        good = json.dumps(mention("C8", "1700000800.000100", "<@U0BOT> LoRA a 7B model", "EvW1")).encode()
        n0 = len([c for c in bot.fake.calls if c.method != "auth.test"])
        st = exchange(head(good, ts, sign(good, ts)) + head(unsigned, ts, "v0=" + "0" * 64, "application/x-www-form-urlencoded"))
        record("pipelined: a signed mention then an unsigned slash command naming the internal URL", None if st[1:] in ([401], []) else f"statuses {st}", st)
        body = json.dumps(mention("C9", "1700000900.000100", "<@U0BOT> LoRA a 7B model", "EvW2")).encode()
        tail = b'{"event": {"channel": "C666"}}'
        st = exchange(head(body, ts, sign(body, ts)) + tail)
        record("bytes after the signed body (not in Content-Length)", None if st[:1] == [200] else f"statuses {st}", st)
        two = (f"POST /slack/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
               f"Content-Length: 5\r\nX-Slack-Request-Timestamp: {ts}\r\nX-Slack-Signature: {sign(body, ts)}\r\n\r\n").encode() + body
        st = exchange(two)
        record("two Content-Length headers (the right one first)", None if all(x in (200, 400, 401) for x in st) else f"statuses {st}", st)
        body3 = json.dumps(mention("C10", "1700001000.000100", "<@U0BOT> LoRA a 7B model", "EvW3")).encode()
        cased = (f"POST /slack/events HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: {len(body3)}\r\n"
                 f"x-slack-request-timestamp: {ts}\r\nX-SLACK-SIGNATURE: {sign(body3, ts)}\r\n\r\n").encode() + body3
        st = exchange(cased)
        bot.wait("C10", "1700001000.000100", 1, 40)
        got = len(bot.thread("C10", "1700001000.000100"))
        record("a correctly signed mention in lower / upper case headers is answered", None if st[:1] == [200] and got == 1 else f"statuses {st}, {got} replies", st)
        body4 = json.dumps(mention("C11", "1700001100.000100", "<@U0BOT> LoRA a 7B model", "EvW4")).encode()
        st = exchange(head(body4 + b" ", ts, sign(body4, ts)))
        record("a space appended after signing", None if st[:1] == [401] else f"statuses {st}", st)
        body5 = body4.replace(b"C11", b"C12")
        st = exchange(head(body5, ts, sign(body4, ts)))
        record("the channel changed after signing", None if st[:1] == [401] else f"statuses {st}", st)
        time.sleep(5)
        stray = [c.method + " " + str((c.body or {}).get("channel") if isinstance(c.body, dict) else "") for c in bot.fake.calls
                 if c.method != "auth.test" and isinstance(c.body, dict) and c.body.get("channel") in ("C7", "C11", "C12", "C666")]
        record("wire: nothing written for the unsigned or altered requests", None if not stray and not bot.internal.hits else
               f"{stray[:3]}, {len(bot.internal.hits)} internal hits")
    finally:
        bot.stop()


if __name__ == "__main__":
    for s in sys.argv[1:] or ["buttons", "secrets"]:
        {"buttons": buttons, "secrets": secrets, "wire": wire}[s]()
    print(json.dumps({"probes": len(results), "flagged": sum(1 for r in results if r["fail"])}))
