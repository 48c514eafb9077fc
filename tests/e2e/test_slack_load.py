"""Load on loopback: 100 signed events from 20 concurrent senders, with a deliberately slow stub
model (1 s a call, 0.3 s timeout); every one answered exactly once. (The 200-event run and its timings
are benchmarks/slack_load.py's; the suite keeps to half of it so a busy 2-core CI machine finishes.)"""

from tests.slack_load import run


def test_100_events_from_20_senders_each_answered_exactly_once(tmp_path):
    r = run(tmp_path, events=100, senders=20, llm_delay=1.0, llm_timeout=0.3)
    assert r["statuses"] == [200] * 100
    assert set(r["answers_per_event"].values()) == {1}
    assert len(r["latencies"]) == 100
    assert r["apologies"] == 0  # real answers, not error replies
