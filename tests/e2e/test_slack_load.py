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


def test_every_ack_of_a_300_event_burst_is_under_slacks_3_seconds(tmp_path):
    # one ack once took 3.49 s in a 300-event burst (Slack gives up after 3 s and retries). The claim of each
    # event (a SQLite write the ack waits on) queued in SQLite's busy handler behind the answers' writes: 15 s at
    # worst on a 2-core machine. Claims now go first among this process's writers (catalog.db._Writers).
    r = run(tmp_path, events=300, senders=30, llm_delay=0)
    assert r["statuses"] == [200] * 300
    assert r["acks"][-1] < 3.0, f"slowest ack {r['acks'][-1]:.2f} s, median {r['acks'][150]:.2f} s"
    assert set(r["answers_per_event"].values()) == {1}
