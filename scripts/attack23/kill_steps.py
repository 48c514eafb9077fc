# ruff: noqa
# kill -9 at each Web API step of a Slack answer, then Slack re-delivers (to a second bot on the same home), twice:
# the thread must hold exactly one answer carrying the event id, its chart once, and no hourglass left.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack23/kill_steps.py [method[:drop] ...]
import signal, sys, tempfile, threading, time
from pathlib import Path
from tests.e2e.test_redelivery_finishes_the_answer import _bots, _files, _texts, RETRY, HOURGLASS
from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _stop_bots
from tests.e2e.test_slack_e2e import mention, post, thread_reply
from tests.fake_slack import FakeSlack

STEPS = sys.argv[1:] or ["reactions.add", "reactions.add:drop", "users.info", "conversations.replies",
                          "chat.postMessage", "chat.postMessage:drop", "files.getUploadURLExternal:drop",
                          "files.completeUploadExternal", "reactions.remove", "reactions.remove:drop"]
for k, step in enumerate(STEPS):
    method, _, drop = step.partition(":")
    fake = FakeSlack().start()
    home = Path(tempfile.mkdtemp(prefix="a23k_", dir="/tmp"))
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url, HF_HUB_OFFLINE="1")
    (u1, u2), bots = _bots(env)
    ts = f"17000009{k:02d}.000001"
    body = mention("serve Llama-3-8B for 8 users", event_id=f"EvK{k}", ts=ts)
    thread = ("C111", ts)
    verdict = "?"
    try:
        held = fake.hold[method] = threading.Event()
        if drop:
            fake.drop.add(method)
        n = len(fake.of(method))
        post(u1, body, secret=SECRET)
        try:
            fake.wait_for(method, n + 1, timeout=60)
            reached = True
        except Exception:
            reached = False
        bots[0].send_signal(signal.SIGKILL); bots[0].wait(10)
        del fake.hold[method]; held.set(); fake.drop.discard(method)
        time.sleep(0.5)
        st = post(u2, body, secret=SECRET, headers=RETRY)[0]
        end = time.time() + 60
        while time.time() < end and not (_texts(fake.posts.get(thread, [])) and HOURGLASS not in fake.reactions.get(thread, set())
                                          and _files(fake.posts.get(thread, []))):
            time.sleep(0.2)
        time.sleep(1.5)
        post(u2, body, secret=SECRET, headers={"X-Slack-Retry-Num": "2", "X-Slack-Retry-Reason": "http_timeout"})
        time.sleep(2.0)
        msgs = fake.posts.get(thread, [])
        texts = [m for m in _texts(msgs) if ((m.get("metadata") or {}).get("event_payload") or {}).get("event_id") == f"EvK{k}"]
        files = _files(msgs)
        hg = HOURGLASS in fake.reactions.get(thread, set())
        ok = len(texts) == 1 and files == ["memory.png"] and not hg
        verdict = "OK" if ok else "FAIL"
        print(f"{step:34s} reached={reached} retry={st} answers={len(texts)} files={files} hourglass_left={hg} -> {verdict}", flush=True)
    finally:
        _stop_bots(bots, timeout=20)
        fake.stop()
