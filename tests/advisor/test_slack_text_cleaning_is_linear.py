"""Slack's text cleaner (advisor.slack.bot `plain`) costs time in proportion to the message, whatever its markup.

Slack allows 40,000 characters in a message. The emphasis regex `(?<![\\w*_~])([*_~])(?=\\S)(.+?)(?<=\\S)\\1…`
searched from every opener to the end of the line for a closer: 13,333 unclosed " *x" cost 13,333 searches of up
to 40,000 characters each (~2.7e8 steps, 15 s), on the listener thread, before the ack (thirteenth attack).
No test here reads a clock against a fixed limit: each compares a hostile message with a benign one of the same
length, cleaned the same way on the same machine at the same moment."""

from __future__ import annotations

import random
import re
import time
import urllib.parse

import pytest

from advisor.core.extract_rules import MAX_CHARS
from advisor.slack.bot import CLEAN_MAX, plain, thread_key, unwrap_emphasis

N = 40_000
# the old rule, kept here only as the statement of what "emphasis" means (its results, not its speed, are compared)
EMPHASIS = re.compile(r"(?<![\w*_~])([*_~])(?=\S)(.+?)(?<=\S)\1(?![\w*_~])")


def _best_of(fn, text: str, runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        fn(text)
        best = min(best, time.perf_counter() - t)
    return best


def test_unclosed_markers_clean_about_as_fast_as_plain_words():
    # same length, same character classes: " *x" (an opener with no closer) against " ax" (no marker). A linear
    # cleaner costs the same per character on both (ratio ~1-3: a marker takes a few more Python steps than a letter);
    # the quadratic one cost ~500 × more (15 s against ~0.03 s). 10 leaves room for a busy machine, not for n².
    for hostile in (" *x" * (N // 3), " _x" * (N // 3), " ~x" * (N // 3)):
        benign = " ax" * (N // 3)
        assert len(hostile) == len(benign)
        assert _best_of(plain, hostile) < 10 * _best_of(plain, benign) + 0.005
        # the scanner itself, on the whole 40,000 characters (plain cleans at most CLEAN_MAX of them)
        assert _best_of(unwrap_emphasis, hostile) < 10 * _best_of(unwrap_emphasis, benign) + 0.005


def test_four_times_the_hostile_text_about_four_times_the_time():
    # linear: 4n characters cost ~4 × n; quadratic: ~16 ×. The threshold 8 sits between them with room for a busy
    # machine's jitter (best of 5 runs each; a 2× step with a threshold of 3 failed under load at 2-core CI speed).
    small, large = " *x" * 5_000, " *x" * 20_000
    assert _best_of(unwrap_emphasis, large, runs=5) < 8 * _best_of(unwrap_emphasis, small, runs=5) + 0.005


def test_the_scanner_unwraps_exactly_what_the_emphasis_rule_does():
    # 20,000 random short strings over markers, spaces, a newline, letters, a digit and CJK: the same text and the
    # same count as the regex's subn, so the earlier reading ("*10* users" → "10 users") is unchanged
    rng = random.Random(13)
    alphabet = "*_~ a1\n\t.中"
    for _ in range(20_000):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        assert unwrap_emphasis(s) == EMPHASIS.subn(r"\2", s), s


def test_markup_is_undone_in_the_head_and_the_length_is_kept():
    # the head (CLEAN_MAX characters) is read as typed; past it the words stay, only the escapes undone, so the
    # engine's "your message has N characters; I read the first 4,000" counts what was sent
    assert CLEAN_MAX >= 2 * MAX_CHARS
    text = "for *10* users " + "a" * 50_000 + " &lt;5000 *b*"
    out = plain(text)
    assert out.startswith("for 10 users ") and out.endswith(" <5000 *b*")
    assert len(out) == len(text) - 2 - 3  # two asterisks unwrapped, "&lt;" → "<"


@pytest.mark.slow
def test_a_hostile_mention_leaves_the_next_one_answered(bot, fake):
    from tests.e2e.test_slack_e2e import mention, post

    # the attack's scene through the real HTTP app: 40,000 characters of unclosed "*", then an ordinary mention in
    # another channel. Both are acked (200) and both answered; the long one with the note on its length.
    hostile = "serve Llama-3-8B for 10 users" + " *x" * 13_323
    assert len(hostile) == 39_998
    assert post(bot.url, mention(hostile, ts="1700000300.000001", event_id="EvLong"))[0] == 200
    assert post(bot.url, mention("serve Llama-3-8B for 5 users", ts="1700000301.000001", event_id="EvShort",
                                 channel="C222"))[0] == 200
    posts = fake.wait_for("chat.postMessage", 2)
    assert {p.body["channel"] for p in posts} == {"C111", "C222"}
    long_reply = next(str(p.body) for p in posts if p.body["channel"] == "C111")
    assert "39,998" in long_reply  # "Your message has 39,998 characters; I read the first 4,000."
    w = bot.engine.store.load(thread_key("T123ABC456", "C222", "1700000301.000001"))[0]
    assert w.concurrency == 5


@pytest.mark.slow
def test_slash_command_with_hostile_text_is_acked_and_answered(bot, fake):
    from tests.e2e.test_slack_e2e import REF, post

    params = dict(urllib.parse.parse_qsl((REF / "slash_command.txt").read_text().strip()))
    params.update({"command": "/gpu-advisor", "text": "serve Llama-3-8B for 10 users" + " _x" * 13_000,
                   "channel_id": "C333", "response_url": fake.url + "response/long"})
    status, ack = post(bot.url, urllib.parse.urlencode(params), "application/x-www-form-urlencoded")
    assert status == 200 and "Working on it" in ack
    (resp,) = fake.wait_for("response/long")
    assert "Llama-3-8B" in str(resp.body)
