"""Which Slack `message_changed` events are a person's edit the bot replies to (advisor.slack.listeners
`edited_message`), and the reply's words in each language (advisor.slack.texts `edit_not_read`). No answer is run."""

from __future__ import annotations

from advisor.slack.listeners import edited_message
from advisor.slack.texts import edit_not_read

BODY = {"team_id": "T1"}


def _event(new: str, old: str, *, channel_type: str = "channel", thread: str | None = "100.1", **extra) -> dict:
    inner = {"type": "message", "user": "U9", "text": new, "ts": "100.2", **({"thread_ts": thread} if thread else {}),
             **extra}
    return {"type": "message", "subtype": "message_changed", "channel": "C1", "channel_type": channel_type,
            "message": inner, "previous_message": {**inner, "text": old}}


def test_a_thread_reply_edit_is_replied_to_in_its_thread():
    # key "team:channel:thread" (bot.thread_key), the reply in the edited message's thread
    assert edited_message(_event("64 users", "32 users"), BODY, "U0BOT") == ("T1:C1:100.1", "C1", "100.1", "64 users")


def test_an_edit_of_a_thread_parent_and_of_a_dm():
    # a top-level mention is its own thread (its ts); a DM without a thread is the channel's "dm" conversation
    # and the reply goes to the DM itself (no thread_ts)
    assert edited_message(_event("a", "b", thread=None), BODY, "U0BOT") == ("T1:C1:100.2", "C1", "100.2", "a")
    assert edited_message(_event("a", "b", thread=None, channel_type="im"), BODY, "U0BOT") == ("T1:C1:dm", "C1", None, "a")


def test_edits_that_are_not_a_persons_new_words_are_left_alone():
    assert edited_message(_event("same <http://x.io>", "same <http://x.io>"), BODY, "U0BOT") is None  # an unfurl
    assert edited_message(_event("answer", "Working on it…", user="U0BOT"), BODY, "U0BOT") is None  # the bot's own
    assert edited_message(_event("a", "b", bot_id="B2"), BODY, "U0BOT") is None  # another app's
    assert edited_message({**_event("a", "b"), "message": 5}, BODY, "U0BOT") is None  # not Slack's shape


def test_the_note_in_each_language():
    assert "don't read edits" in edit_not_read("en")
    assert "编辑" in edit_not_read("zh") and "新消息" in edit_not_read("zh")
    # 繁體 (OpenCC, Taiwan phrasing): 编辑 → 編輯, 消息 → 訊息
    assert "編輯" in edit_not_read("zh-Hant") and "新訊息" in edit_not_read("zh-Hant")
