"""advisor.db damaged while the bot runs. The quick_check that moves a damaged file aside runs
once per process, at start; a file replaced by garbage afterwards made every event fail: HTTP 500 and an apology,
then one more of each per Slack retry, until a restart. Now the first failure checks the file again, moves it aside
as at start, and the event is answered."""

from __future__ import annotations

import json
import os
import time

from tests.e2e.test_slack_e2e import mention, post


def test_a_store_file_damaged_while_running_is_moved_aside_and_the_event_answered(bot, fake):
    assert post(bot.url, mention("LoRA a 7B model", event_id="EvD0", ts="1650000000.000001", channel="CD0"))[0] == 200
    fake.wait_for("chat.postMessage")
    path = bot.store_path
    path.write_bytes(os.urandom(path.stat().st_size))  # garbage over the file the store has open
    for suffix in ("-wal", "-shm"):  # and over what SQLite would otherwise still read the pages from
        p = path.with_name(path.name + suffix)
        if p.exists():
            p.write_bytes(os.urandom(max(p.stat().st_size, 4096)))
    fake.clear()
    body = mention("LoRA a 7B model", event_id="EvD1", ts="1650000001.000001", channel="CD1")
    statuses = [post(bot.url, body, headers={"X-Slack-Retry-Num": str(n), "X-Slack-Retry-Reason": "http_error"}
                     if n else None)[0] for n in range(3)]
    fake.wait_for("chat.postMessage")
    time.sleep(1.0)
    posted = [c.body for c in fake.of("chat.postMessage") if c.body.get("channel") == "CD1"]
    assert statuses == [200, 200, 200]  # before: [500, 500, 500]
    assert len(posted) == 1 and "Sorry, something went wrong" not in json.dumps(posted)  # before: 3 apologies
    assert any(p.name.startswith(path.name + ".unreadable-") for p in path.parent.iterdir())
