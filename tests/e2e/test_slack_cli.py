"""`gpu-advisor slack`: configuration errors are clear and never echo a token; the manifest is complete."""

import json
from pathlib import Path

from click.testing import CliRunner

from advisor.cli import cli
from advisor.slack.blocks import answer_blocks, md_to_mrkdwn, text_blocks

ROOT = Path(__file__).resolve().parents[2]


def test_missing_tokens_exit_2_and_say_what_is_needed():
    r = CliRunner().invoke(cli, ["slack"])
    assert r.exit_code == 2 and "SLACK_BOT_TOKEN" in r.output and "SLACK_APP_TOKEN" in r.output
    r = CliRunner().invoke(cli, ["slack", "--http"], env={"SLACK_BOT_TOKEN": "xoxb-secret-value-123"})
    assert r.exit_code == 2 and "SLACK_SIGNING_SECRET" in r.output and "xoxb-secret-value-123" not in r.output


def test_invalid_token_is_reported_without_the_token(tmp_path):
    from tests.fake_slack import FakeSlack

    fake = FakeSlack().start()
    try:
        env = {"SLACK_BOT_TOKEN": "bad-token-abcdef", "SLACK_SIGNING_SECRET": "s3cret-value-0123456789abcdef001",
               "SLACK_API_URL": fake.url}  # a secret of Slack's 32 characters: a shorter one is refused before this
        r = CliRunner().invoke(cli, ["slack", "--http", "--port", "0"], env=env)
        assert r.exit_code == 2 and "could not start" in r.output and "bad-token-abcdef" not in r.output
    finally:
        fake.stop()


def test_manifest_has_the_scopes_events_and_command():
    m = json.loads((ROOT / "slack-app-manifest.json").read_text())
    scopes = set(m["oauth_config"]["scopes"]["bot"])
    assert {"app_mentions:read", "chat:write", "files:write", "commands", "im:history", "assistant:write"} <= scopes
    events = set(m["settings"]["event_subscriptions"]["bot_events"])
    assert {"app_mention", "message.im", "message.channels", "assistant_thread_started"} <= events
    assert m["features"]["slash_commands"][0]["command"] == "/gpu-advisor"
    assert m["settings"]["socket_mode_enabled"] and m["settings"]["interactivity"]["is_enabled"]


def test_block_limits_hold_for_long_content():
    blocks = text_blocks("x" * 50000, "k", "en", with_actions=True)
    assert len(blocks[0]["text"]) <= 12000
    assert md_to_mrkdwn("## Title\n**bold** [a](http://x)") == "*Title*\n*bold* <http://x|a>"


def test_answer_blocks_within_limits():
    from catalog.gpus import all_gpus
    from tests.fixtures import rows
    from tools.arch import derive_arch
    from tools.recommend import Options, recommend
    from tools.schema import Workload

    rec = recommend(derive_arch(70 * 10**9), Workload(task="inference", concurrency=64, billing="spot"), all_gpus(), rows(),
                    Options())
    for full in (False, True):  # the short answer, and the whole report (*Show details*)
        blocks = answer_blocks(rec, "T:C:1.2", full=full)
        assert len(blocks) <= 50
        assert all(len(b["text"]["text"]) <= 3000 for b in blocks if b["type"] == "section")
        assert all(len(b["text"]["text"]) <= 150 for b in blocks if b["type"] == "header")
        tables = [b for b in blocks if b["type"] == "table"]
        assert len(tables) == 1 and all(len(t["rows"]) <= 100 for t in tables)
        assert all(len(c["text"]) <= 200 for row in tables[0]["rows"] for c in row)
