"""The README's picture of the Slack answer is drawn from what the bot posts:
scripts/slack_screenshot.py builds its blocks through the bot's own code path, and here the same question goes
through the real Bolt app to the fake Slack API; the two messages must be the same. No pixel comparison: the
drawing is checked only for drawing every piece of text the blocks carry."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tests.e2e.test_slack_e2e import mention, post

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from slack_screenshot import KEY, QUESTION, draw, slack_message  # noqa: E402


def keyed(blocks, key):
    """The blocks with every button's value (the thread key, which names the team, channel and thread) set to `key`."""
    return json.loads(re.sub(r'"value": "[^"]*"', f'"value": "{key}"', json.dumps(blocks, ensure_ascii=False)))


def test_the_pictures_message_is_what_the_bot_posts_to_slack(bot, fake):
    text, blocks = slack_message()
    post(bot.url, mention(QUESTION, ts="1700000400.000001", event_id="EvShot"))
    (msg,) = fake.wait_for("chat.postMessage")
    # the same fallback text and the same blocks, button values aside (the bot's thread key differs from the script's)
    assert msg.body["text"] == text
    assert keyed(msg.body["blocks"], KEY) == keyed(blocks, KEY)
    assert any(b["type"] == "table" for b in blocks) and "show_details" in json.dumps(blocks)  # the short answer


def test_the_picture_draws_every_text_of_the_blocks(tmp_path):
    pytest.importorskip("matplotlib")
    _, blocks = slack_message()
    drawn = "".join(draw(QUESTION, blocks, tmp_path / "s.png"))
    assert (tmp_path / "s.png").read_bytes().startswith(b"\x89PNG")
    squeezed = re.sub(r"\s+", "", drawn)
    table = next(b for b in blocks if b["type"] == "table")
    for cell in (c["text"] for row in table["rows"] for c in row):
        assert re.sub(r"\s+", "", cell) in squeezed, cell
    buttons = [e["text"]["text"] for b in blocks if b["type"] == "actions" for e in b["elements"]]
    assert buttons and all(label.replace(" ", "") in squeezed for label in buttons)
    headline = re.sub(r"[*\s]", "", blocks[1]["text"]["text"])
    assert headline in squeezed


def test_the_committed_picture_exists_and_the_readme_shows_it():
    png = ROOT / "docs" / "img" / "slack-answer.png"
    assert png.read_bytes().startswith(b"\x89PNG")
    assert "docs/img/slack-answer.png" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_committed_picture_shows_todays_answer(tmp_path):
    # The picture is drawn from the bot's blocks; the texts it drew sit beside it (slack-answer.txt). When an
    # answer or the catalog changes, this fails until `python scripts/slack_screenshot.py` redraws both, so the
    # README never shows an answer the bot no longer gives.
    pytest.importorskip("matplotlib")
    _, blocks = slack_message()
    drawn = draw(QUESTION, blocks, tmp_path / "s.png")
    committed = (ROOT / "docs" / "img" / "slack-answer.txt").read_text(encoding="utf-8")
    # The catalog note's price ages ("aws (23 d)") grow by one every midnight with nothing else changed: compared
    # without their day counts, so the picture goes stale when an answer changes, not when the date does.
    assert _ageless(committed) == _ageless("\n".join(drawn) + "\n"), \
        "run: GPU_ADVISOR_HOME=$(mktemp -d) python scripts/slack_screenshot.py"


def _ageless(text: str) -> str:
    return re.sub(r"\(([\d,]+) \nd\)", "(… \nd)", text)


def test_ageless_masks_only_the_price_ages():
    # The mask must not hide a changed answer: a price or a count beside it still differs.
    assert _ageless("aws \n(22 \nd), \n") == _ageless("aws \n(23 \nd), \n")
    assert _ageless("$0.99/h \n(22 \nd)") != _ageless("$1.25/h \n(22 \nd)")
    # Ages past 999 days are printed with a thousands comma ("(1,265 d)"): masked the same way.
    assert _ageless("aba \n(1,265 \nd), \n") == _ageless("aba \n(1,266 \nd), \n")

