"""An invisible character inside a number split it and a fragment was read, with no note
("budget $1<U+200B>500 a month" shows as $1500 and was read as $1/month; "3<U+200B>2k context?" shows as 32k and set
a 2,048 context). The reader now takes every invisible character out before reading (tools.shown.INVISIBLE, through
advisor.core.extract_rules.strip_invisible), so a figure is the one the user sees. The expected values are the
figures as they show on screen, worked out by hand beside each assertion."""

import sys
import unicodedata

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import bare_pieces, extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.shown import HIDDEN, INVISIBLE

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# the ten the review tried: ZWSP, ZWNJ, ZWJ, word joiner, soft hyphen, BOM, LRM, a tag character, VS16, CGJ
TRIED = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff", "\u200e", "\U000e0041", "\ufe0f", "\u034f"]


def test_every_format_character_and_selector_is_taken_out_and_nothing_that_shows_is():
    # The class, not the ten examples: every Cf character of the running Python's Unicode database, every variation
    # selector (U+FE00-FE0F, U+E0100-E01EF, Mongolian U+180B-180D, U+180F) and the CGJ U+034F.
    cf = [c for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Cf"]
    selectors = [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0), 0x180B, 0x180C, 0x180D, 0x180F, 0x034F]
    missed = [f"U+{c:04X}" for c in cf + selectors if not INVISIBLE.fullmatch(chr(c))]
    assert not missed, missed
    # What shows as a break or a blank is no join ("1<U+2028>500" is two lines, "1<U+3164>500" shows a gap): kept.
    for c in ("\u2028", "\u2029", "\u3164", "\u2800", " ", "\u3000", "\x85"):
        assert not INVISIBLE.search(c), f"U+{ord(c):04X}"
    # one fact: what the reader takes out is also what the sheet import refuses
    assert all(HIDDEN.fullmatch(chr(c)) for c in cf + selectors)


@pytest.mark.parametrize("c", TRIED, ids=[f"U+{ord(c):04X}" for c in TRIED])
def test_a_figure_split_by_an_invisible_character_is_the_figure_shown(c):
    # shows as "32k context, budget $1500 a month": 32 × 1,024 = 32,768 tokens; $1,500 a month
    p = extract(f"serve Llama-3-8B for 10 users at 3{c}2k context, budget ${1}{c}500 a month").patch
    assert p.seq_len == 32_768 and p.concurrency == 10
    assert p.budget is not None and (p.budget.amount, p.budget.currency, p.budget.per) == (1500, "USD", "month")
    # shows as "100 users": one hundred, not "'00 users' is not read: … zero"
    e = extract(f"serve Llama-3-8B for 1{c}00 users")
    assert e.patch.concurrency == 100 and not any("not read" in n for n in e.notes), e.notes
    # a bare reply to "how long a context?" shows as "32k"
    pieces = bare_pieces(f"3{c}2k")
    assert pieces is not None and [(x.value, x.suffix) for x in pieces] == [(32, "k")]


def test_a_chinese_budget_split_by_an_invisible_character_is_read_whole():
    # shows as 每月预算 1500 美元: $1,500 a month (the review saw $500, the fragment after the character)
    p = extract("给 10 个用户部署 Llama-3-8B，每月预算 1\u200b500 美元").patch
    assert p.budget is not None and (p.budget.amount, p.budget.currency, p.budget.per) == (1500, "USD", "month")


@pytest.mark.slow
def test_follow_ups_in_a_thread_read_what_shows(tmp_path):
    # Through Engine.handle, the engine of the chat, Slack (HTTP and Socket Mode) and the follow-ups the review sent.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "serve Llama-3.1-8B for 10 users at 4k context")  # 128k: 32k is sized as asked
    r = e.handle("t", "3\u200b2k context?")  # shows as "32k context?": 4,096 → 32,768 (raised, not lowered to 2,048)
    assert "4,096 → 32,768" in r.text and "2,048" not in r.text.split("\n")[0], r.text[:300]
    e.handle("t", "make it 1\u200b00 users")  # shows as 100 users
    w, _, _ = e.store.load("t")
    assert (w.seq_len, w.concurrency) == (32_768, 100)
    r = e.handle("t", "only A\u200bWS")  # shows as "only AWS": a filter, not "outside what I do"
    w, _, _ = e.store.load("t")
    assert w.providers == ["aws"] and "outside what I do" not in r.text, r.text[:300]
    r = e.handle("t", "H100 v\u200bs A100")  # shows as "H100 vs A100": a comparison, side by side
    assert r.kind == "compare", (r.kind, r.text[:300])
