# ruff: noqa
# Attack 32's probe: kill -9 after the reply is posted and before the claim is marked done (the bot is held at its
# last Web API call, reactions.remove, which lands or is dropped), then Slack re-delivers to a second bot on the home.
#   GPU_ADVISOR_HOME=$(mktemp -d) PYTHONPATH=. python -m pytest -p no:cacheprovider -q scripts/attack32/test_kill_after_the_post.py
import pytest

from tests.e2e.test_redelivery_finishes_the_answer import (HOURGLASS, RETRY, SECRET, TOKEN, FakeSlack, _bots, _env,
                                                           _kill_at, _quiet, _stop_bots, _texts, _until, mention, post)


@pytest.mark.parametrize("lands", [False, True])
def test_kill_at_reactions_remove(tmp_path, lands):
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_SLACK_CHARTS="0")
    (url1, url2), bots = _bots(env)
    ts = "1700000980.000001"
    body = mention("serve Llama-3-8B for 8 users", event_id="EvAfterPost", ts=ts)
    thread = ("C111", ts)
    try:
        _kill_at(fake, bots, url1, body, "reactions.remove", lands=lands)
        assert len(_texts(fake.posts[thread])) == 1
        assert post(url2, body, secret=SECRET, headers=RETRY)[0] == 200
        _until(lambda: HOURGLASS not in fake.reactions[thread])
        import time; time.sleep(2.0)
        msgs = fake.posts[thread]
        assert len(_texts(msgs)) == 1 and msgs[0]["metadata"]["event_payload"]["event_id"] == "EvAfterPost"
        _quiet(fake, url2, body)
    finally:
        logs = _stop_bots(bots, timeout=20)
        fake.stop()
    print(logs[1][-1500:])
