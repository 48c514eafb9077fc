"""Sixth review (attack6), see docs/RELIABILITY.md; run: python scripts/attack/a6_unsigned.py"""
# ruff: noqa: F403, F405, E731, E741, SIM115  (a throwaway probe harness, kept to reproduce)

import json
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import *

fake, internal, port, p = start(TMP + "/h_unsigned")
now = str(int(time.time()))
slash = urllib.parse.urlencode(
    {
        "command": "/gpu-advisor",
        "text": "serve 7B for 10 users",
        "channel_id": "C1",
        "user_id": "U1",
        "team_id": "T1",
        "trigger_id": "9",
        "response_url": internal.url,
    }
).encode()
mention = json.loads(open(REF + "app_mention.json").read())
mention["event"].update(text="<@U0BOT> LoRA a 7B model", channel="C9", ts="1700000000.000001")
mbody = json.dumps(mention).encode()
F = "application/x-www-form-urlencoded"
J = "application/json"
results = []


def probe(name, method, headers, body, path="/slack/events"):
    st = raw(
        port,
        method,
        path,
        headers + [("Content-Length", str(len(body)))] if not any(h[0].lower() == "content-length" for h in headers) else headers,
        body,
    )
    results.append((name, st))


good_sig = lambda b, ts=now: sign(b, ts)
for ts in ["abc", "1.5", "", "0x10", "-5", "1e9", "+" + now, now + ".0", "0" * 13, now + "," + now, " " + now, "１７"]:
    probe(
        f"ts={ts!r}",
        "POST",
        [("Content-Type", F), ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", "v0=" + "0" * 64)],
        slash,
    )
probe(
    "zero sig", "POST", [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "0" * 64)], slash
)
probe(
    "uppercase hex sig",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", good_sig(slash).upper())],
    slash,
)
probe(
    "wrong secret",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", sign(slash, now, "other"))],
    slash,
)
old = str(int(time.time()) - 301)
fut = str(int(time.time()) + 301)
probe(
    "signed 301s old",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", old), ("X-Slack-Signature", sign(slash, old))],
    slash,
)
probe(
    "signed 301s future",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", fut), ("X-Slack-Signature", sign(slash, fut))],
    slash,
)
probe(
    "sig over other body",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", sign(b"x", now))],
    slash,
)
probe(
    "dup sig headers good+bad",
    "POST",
    [
        ("Content-Type", F),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Signature", good_sig(slash).replace("a", "b")),
        ("X-Slack-Signature", good_sig(slash)),
    ],
    slash,
)
probe(
    "dup ts headers",
    "POST",
    [
        ("Content-Type", F),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Signature", "v0=" + "0" * 64),
    ],
    slash,
)
probe(
    "underscore header names",
    "POST",
    [("Content-Type", F), ("X_Slack_Request_Timestamp", now), ("X_Slack_Signature", "v0=" + "0" * 64)],
    slash,
)
for m in ["PUT", "PATCH", "DELETE", "post", "Post", "OPTIONS", "GET"]:
    probe(
        f"method {m}",
        m,
        [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "0" * 64)],
        slash,
    )
    probe(f"method {m} no headers", m, [("Content-Type", F)], slash)
for ct in [
    "text/plain",
    "",
    "multipart/form-data; boundary=x",
    "Application/JSON",
    "application/json; charset=utf-16",
    "application/x-www-form-urlencoded;charset=latin-1",
]:
    probe(
        f"ctype {ct!r} mention",
        "POST",
        [("Content-Type", ct), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
        mbody,
    )
    probe(
        f"ctype {ct!r} slash",
        "POST",
        [("Content-Type", ct), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
        slash,
    )
probe(
    "url_verification unsigned",
    "POST",
    [("Content-Type", J), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    b'{"type":"url_verification","challenge":"pwn","token":"x"}',
)
probe(
    "ssl_check unsigned",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    b"ssl_check=1&token=x",
)
probe(
    "other path",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    slash,
    path="/slack/events/../events",
)
probe(
    "absolute-URI path",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    slash,
    path="http://x/slack/events",
)
probe(
    "invalid utf8 body",
    "POST",
    [("Content-Type", J), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    b'{"event_id":"\xff\xfe"}',
)
probe(
    "neg content-length",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64), ("Content-Length", "-1")],
    slash,
)
probe(
    "content-length 1e6+1",
    "POST",
    [
        ("Content-Type", F),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Signature", "v0=" + "1" * 64),
        ("Content-Length", "1000001"),
    ],
    slash,
)
probe(
    "content-length short",
    "POST",
    [
        ("Content-Type", F),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Signature", good_sig(slash[:40])),
        ("Content-Length", "40"),
    ],
    slash,
)
probe(
    "transfer-encoding chunked",
    "POST",
    [
        ("Content-Type", F),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Signature", "v0=" + "1" * 64),
        ("Transfer-Encoding", "chunked"),
    ],
    b"%x\r\n" % len(slash) + slash + b"\r\n0\r\n\r\n",
)
probe(
    "CL+TE smuggle",
    "POST",
    [
        ("Content-Type", F),
        ("X-Slack-Request-Timestamp", now),
        ("X-Slack-Signature", "v0=" + "1" * 64),
        ("Content-Length", "4"),
        ("Transfer-Encoding", "chunked"),
    ],
    b"0\r\n\r\nPOST /slack/events HTTP/1.1\r\nContent-Type: "
    + F.encode()
    + b"\r\nX-Slack-Request-Timestamp: abc\r\nX-Slack-Signature: v0=0\r\nContent-Length: %d\r\n\r\n" % len(slash)
    + slash,
)
# deep JSON, many fields, unsigned but well-formed headers: CPU before the signature check
deep = b'{"event":' * 50000 + b"1" + b"}" * 50000
t = time.time()
probe(
    "deep json 50k unsigned",
    "POST",
    [("Content-Type", J), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    deep,
)
results.append(("  (s)", round(time.time() - t, 2)))
many = b"&".join(b"a%d=1" % i for i in range(120000))[:999000]
t = time.time()
probe(
    "120k form fields unsigned",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    many,
)
results.append(("  (s)", round(time.time() - t, 2)))
same = b"&".join([b"a=1"] * 240000)[:999000]
t = time.time()
probe(
    "240k same field unsigned",
    "POST",
    [("Content-Type", F), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    same,
)
results.append(("  (s)", round(time.time() - t, 2)))
wide = json.dumps(
    {
        "event": {"type": "app_mention", "channel": "C1", "ts": "1.1", "blocks": [[{}] * 10] * 1},
        **{f"k{i}": [1] for i in range(80000)},
    }
).encode()[:999000]
t = time.time()
probe(
    "80k keys json unsigned",
    "POST",
    [("Content-Type", J), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + "1" * 64)],
    wide,
)
results.append(("  (s)", round(time.time() - t, 2)))
time.sleep(2)
for r in results:
    print(r)
print("writes to Slack:", writes(fake))
print("internal hits:", internal.hits)
print("bot alive:", p.poll() is None)
p.terminate()
p.wait(10)
log = open(TMP + "/h_unsigned.log").read()
print(
    "log lines:",
    len(log.splitlines()),
    "max len",
    max(map(len, log.splitlines())),
    "tracebacks",
    log.count("Traceback"),
    "ERROR",
    log.count(" ERROR "),
)
print("\n".join(l[:200] for l in log.splitlines() if "ERROR" in l or "WARNING" in l)[:3000])
