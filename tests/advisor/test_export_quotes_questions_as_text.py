"""The markdown export quotes the user's questions as text: no HTML, link, image or emphasis of the user's own is
live when the file is opened in a renderer (an editor's preview, a wiki, pandoc to HTML), and the rendered quote
reads as the words typed.

Before, each question went into a `> ` line raw: `<img src=x onerror=alert(1)>`, `[click](javascript:alert(1))`,
`![t](http://evil.example/pixel.png)` and `<script>` came out live; in Slack the Export button of a shared thread
uploaded them for whoever clicked (thirteenth attack). The renderer here is markdown-it-py's CommonMark preset
(HTML allowed, images rendered: the permissive case), the package rich already brings."""

from __future__ import annotations

import datetime
import html
import re

import pytest
from markdown_it import MarkdownIt

from advisor.core.conversation import Engine
from advisor.core.export import export_header
from advisor.core.store import Store

HOSTILE = ("serve Llama-3-8B for 10 users <img src=x onerror=alert(1)> [click](javascript:alert(1)) "
           "![t](http://evil.example/pixel.png) <script>x</script> *bold* a &lt; b www.evil.example")
LIVE = re.compile(r"<(?:img|a|script|em|strong)\b", re.IGNORECASE)


def _quotes(rendered: str) -> str:
    """The rendered blockquotes only (the header's own **Asked** is the product's bold, not the user's)."""
    return "".join(re.findall(r"<blockquote>.*?</blockquote>", rendered, re.S))


def _quoted_text(rendered: str) -> str:
    # the blockquote's paragraph with the tags markdown made (<p>, <code>) taken off and entities read: what a
    # reader of the rendered page sees
    para = re.search(r"<blockquote>\s*<p>(.*?)</p>", rendered, re.S).group(1)
    return html.unescape(re.sub(r"</?(?:p|code)>", "", para))


def _header(tmp_path, asked: list[str]) -> str:
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("x", "serve Llama-3-8B for 10 users")
    return export_header(e.store.load("x")[1], asked, "en", today=datetime.date(2026, 12, 2))


@pytest.mark.slow
def test_rendered_export_has_no_live_markup_and_reads_as_typed(tmp_path):
    rendered = MarkdownIt("commonmark").render(_header(tmp_path, [HOSTILE]))
    assert not LIVE.search(_quotes(rendered)), rendered  # before: <img src=x …>, <a href="javascript:…">, <img src="http…">
    assert _quoted_text(rendered) == HOSTILE  # the words, every character, as typed


def test_the_control_case_the_renderer_would_act_on_raw_text():
    # the same words unquoted are live in this renderer: the check above is not vacuous
    assert LIVE.search(_quotes(MarkdownIt("commonmark").render("> " + HOSTILE)))


@pytest.mark.slow
def test_chat_export_through_the_engine(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", HOSTILE)
    md = e.handle("t", "export").export_markdown
    rendered = MarkdownIt("commonmark").render(md.split("---", 1)[0])
    assert not LIVE.search(_quotes(rendered)) and "evil.example" in _quotes(rendered)  # the host is there as text, not loaded


@pytest.mark.slow
def test_slack_export_of_a_shared_thread(bot, fake):
    from tests.e2e.test_slack_e2e import mention, post, thread_reply

    # Slack sends a typed "<" as "&lt;"; plain() turns it back before the text is stored, so the stored question
    # holds the raw tags the export used to quote live
    text = ("serve Llama-3-8B for 10 users &lt;img src=x onerror=alert(1)&gt; [click](javascript:alert(1)) "
            "![t](http://evil.example/pixel.png) &lt;script&gt;x&lt;/script&gt;")
    ts = "1700000400.000001"
    post(bot.url, mention(text, ts=ts, event_id="EvInj"))
    fake.wait_for("chat.postMessage")
    post(bot.url, thread_reply("export", thread_ts=ts, event_id="EvInjX", ts="1700000400.000500"))
    fake.wait_for("files.completeUploadExternal")
    upload = next(c for c in fake.calls if c.method.startswith("upload/")).raw.decode()
    rendered = MarkdownIt("commonmark").render(upload.split("---", 1)[0])
    assert not LIVE.search(_quotes(rendered)), rendered
    assert "onerror=alert(1)" in html.unescape(_quotes(rendered))  # quoted as text
