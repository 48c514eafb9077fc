"""A reply quotes the user's words (a note's “10個用戶”, "沒有從«…»裡讀到改動", «…»裡沒有會改變方案的條件). In a
Traditional-script chat every such quote went through the reply's conversion to Taiwan vocabulary, so the user's own
words came back rewritten: “10個用戶” as “10個使用者”, «把數據庫的用戶改成NaN個用戶» as «把資料庫的使用者改成NaN個使用者»,
“數據庫要放在” as “資料庫要放在”. A quoted span found as it stands in the message is now kept as typed, as an export's
quotes are (advisor.core.script.typed_quotes); the reply's own words are still converted."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.script import to_script, typed_quotes
from advisor.core.store import Store


@pytest.mark.slow  # whole answers through the chat engine
@pytest.mark.parametrize(("first", "followup", "quoted"), [
    # 數據庫 → 資料庫 and 用戶 → 使用者 are TAIWAN_TERMS: the quote must keep the user's words
    ("幫10個用戶部署Qwen2.5-7B", "把數據庫的用戶改成NaN個用戶", "«把數據庫的用戶改成NaN個用戶»"),
    # 軟件 → 軟體, 視頻 → 影片: the same
    ("幫10個用戶部署Qwen2.5-7B", "軟件和視頻改成NaN個", "«軟件和視頻改成NaN個»"),
    # a follow-up that changes nothing, quoted whole
    ("幫10個用戶部署Qwen2.5-7B", "用戶增長1e300倍呢？", "«用戶增長1e300倍呢？»"),
    # a note quoting a figure of the follow-up
    ("幫10個用戶部署Qwen2.5-7B", "如果服務器的用戶是-0個呢？", "“用戶是-0”"),
    # a simplified chat is never converted: quoted as typed before and after
    ("给10个用户部署Qwen2.5-7B", "把数据库的用户改成NaN个用户", "«把数据库的用户改成NaN个用户»"),
])
def test_a_followup_is_quoted_as_typed(tmp_path, first, followup, quoted):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    text = e.handle("t", followup).text
    assert quoted in text and "\ue000" not in text and "\ue001" not in text, text[:400]


@pytest.mark.slow
def test_a_first_message_note_quotes_it_as_typed_and_the_reply_is_still_converted(tmp_path):
    # the note “10個用戶” keeps the user's 用戶; the reply's own 用户 (人均每用户 …) is still Taiwan 使用者 where it says so
    text = Engine(store=Store(tmp_path / "s.db")).handle("t", "幫10個用戶部署Qwen2.5-7B").text
    assert "“10個用戶”" in text and "“10個使用者”" not in text, text[:400]
    assert "詳細" in text and "详细" not in text  # the reply itself in Traditional script


@pytest.mark.parametrize(("reply", "typed", "out"), [
    ("> “10个用户”按 10 人同时在用估算", "幫10個用戶部署", "> “10個使用者”按 10 人同時在用估算"),  # not as typed: converted
    ("> “10個用戶”按 10 人同时在用估算", "幫10個用戶部署", "> “10個用戶”按 10 人同時在用估算"),  # in it: as typed
    ("沒有從«數據庫»裡讀到改動，说“详细”", "數據庫", "沒有從«數據庫»裡讀到改動，說“詳細”"),
    ("'用戶' and 「用戶」 and ‘用戶’", "用戶", "'用戶' and 「用戶」 and ‘用戶’"),
    ("“”和“ ”", "x", "“”和“ ”"),  # empty quotes: nothing to keep
])
def test_typed_quotes_keeps_only_the_users_own_words(reply, typed, out):
    assert to_script(typed_quotes(reply, typed), "zh-Hant") == out


@pytest.mark.parametrize(("text", "note", "lang"), [
    ("幫10個用戶部署Qwen2.5-7B", "“10個用戶”按 10 人同時在用估算", "zh-Hant"),  # was “10個使用者”
    ("用戶數據庫要放在台灣，幫10個用戶部署Qwen2.5-7B", "“10個用戶”按 10 人同時在用估算", "zh-Hant"),
    ("serve Qwen2.5-7B for 10 users", "'10 users' read as 10 users active at once", "en"),  # no marks left in English
])
def test_parse_request_notes_quote_the_users_words_as_typed(text, note, lang):
    # MCP and LangChain `parse_request` convert their JSON to the message's script the same way: the notes' quotes of
    # the message must survive it, and no private-use mark may be left in any language
    from advisor.agents.tools import ParseArgs, parse_request

    out = parse_request(ParseArgs(text=text))
    assert out["language"] == lang and any(n.startswith(note) for n in out["notes"]), out["notes"]
    assert not any("\ue000" in n or "\ue001" in n for n in out["notes"])


@pytest.mark.slow  # the CLI's whole answer
def test_ask_json_notes_quote_the_users_words_as_typed():
    import json

    from click.testing import CliRunner

    from advisor.cli import cli

    res = CliRunner().invoke(cli, ["ask", "--json", "幫10個用戶部署Qwen2.5-7B"])
    notes = json.loads(res.stdout)["notes"]
    assert any(n.startswith("“10個用戶”按 10 人同時在用估算") for n in notes), notes
    assert not any("\ue000" in n for n in notes)
