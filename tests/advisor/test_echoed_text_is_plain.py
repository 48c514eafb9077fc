"""Text the user typed, echoed back (compare's column headers, the chat export's quotes), carries nothing a terminal
or a markdown reader acts on: one sanitiser, tools.shown.plain. Before: `compare` put ESC ] 0
; pwned BEL (sets the terminal's title), the C1 CSI byte, CR, U+202E and a line break (which broke the table) raw into
its header, and the exported recommendation.md quoted the user's messages with ESC sequences and bidi controls."""

from __future__ import annotations

import datetime
import json

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.export import export_header
from advisor.core.store import Store
from tests.conftest import module_home
from tools.shown import plain

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# every character that acts: ESC, BEL, C1 CSI, CR, LF, VT, FF, NEL, LS, PS, RLO, RLI, LRM, ALM
ACTING = "\x1b\x07\x9b\r\n\x0b\x0c\x85\u2028\u2029\u202e\u2067\u200e\u061c"
HOSTILE = "serve acme/\x1b]0;pwned\x07Mo\x9b2Jdel\r\n| x | y |\u202efor 10 users"


def test_plain_keeps_every_character_visible_and_none_acting():
    shown = plain(HOSTILE)
    assert not any(c in shown for c in ACTING)
    # by hand: ESC → \x1b, BEL → \x07, CSI → \x9b, CR and LF → one space each, RLO → \u202e
    assert shown == "serve acme/\\x1b]0;pwned\\x07Mo\\x9b2Jdel  | x | y |\\u202efor 10 users"
    assert plain("训练 Llama ❤️ 👨‍👩‍👧 ١٢٣") == "训练 Llama ❤️ 👨‍👩‍👧 ١٢٣"  # emoji joiners, CJK, Arabic digits untouched


@pytest.mark.slow
def test_compare_shows_each_option_on_one_header_line_without_escapes():
    r = CliRunner().invoke(cli, ["compare", "serve Llama-3-8B for 10 users", HOSTILE, "H100"])
    assert r.exit_code == 0, r.output
    assert not any(c in r.output for c in ACTING.replace("\n", "")), repr(r.output[:400])
    lines = r.output.splitlines()
    head = next(i for i, ln in enumerate(lines) if ln.startswith("|  |"))
    assert lines[head + 1].startswith("| --- |")  # the header is one line: the table is not broken
    assert "acme/\\x1b]0;pwned\\x07Mo" in lines[head]
    j = CliRunner().invoke(cli, ["compare", "serve Llama-3-8B for 10 users", HOSTILE, "--json"])
    labels = [o["label"] for o in json.loads(j.output)["options"]]
    assert not any(c in lab for lab in labels for c in ACTING)


@pytest.mark.slow
def test_the_export_quotes_the_users_messages_without_escapes(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("x", "serve Llama-3-8B for 10 users")
    asked = ["serve Llama-3-8B", "serve acme/\x1b[2J\x1b]0;pwned\x07Model\nsecond \u2067line"]
    head = export_header(e.store.load("x")[1], asked, "en", today=datetime.date(2026, 12, 2))
    quotes = [ln for ln in head.splitlines() if ln.startswith("> ")]
    # the shown escapes' backslash and the brackets are themselves escaped for markdown: rendered, the line
    # reads "serve acme/\x1b[2J\x1b]0;pwned\x07Model second \u2067line", nothing of the ESC or BEL left
    assert quotes == ["> serve Llama-3-8B",
                      "> serve acme/\\\\x1b\\[2J\\\\x1b\\]0;pwned\\\\x07Model second \\\\u2067line"]


@pytest.mark.slow
@pytest.mark.parametrize(("first", "lang"), [("serve Llama-3-8B for 10 users", "en"), ("给 10 个用户部署 Llama-3-8B", "zh")])
def test_a_follow_up_quoted_back_carries_no_escape(tmp_path, first, lang):
    # "I didn't catch a change in «…»" (中文 "没有从«…»里读到改动") quoted the user's ESC/OSC/BEL, C1 CSI, CR and
    # U+202E raw, so the CLI chat set the terminal title and the bot posted a bidi override. The quote now goes through
    # tools.shown.plain: by hand, ESC → \x1b, BEL → \x07, CSI → \x9b, CR → a space, RLO → \u202e; the text is short
    # (≤ 40 characters) so it is quoted whole.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    # by hand: ESC → \x1b, BEL → \x07, C1 CSI → \x9b, CR → a space, RLO → \u202e, RLI → \u2067
    for said, shown in [("\x1b]0;pwned\x07", "«\\x1b]0;pwned\\x07»"),
                        ("how long?\x1b[2J\u202e", "«how long?\\x1b[2J\\u202e»"),
                        ("how long?\r\x9b2J\u2067", "«how long? \\x9b2J\\u2067»")]:
        r = e.handle("t", said)
        assert r.kind != "error"
        assert not any(c in r.text for c in ACTING), repr(r.text)
        assert shown in r.text, r.text
        assert ("没有从" in r.text) == (lang == "zh")
