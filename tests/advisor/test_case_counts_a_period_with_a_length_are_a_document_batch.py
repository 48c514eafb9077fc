"""A stated volume of case-like items a period with each one's length is a recurring batch of documents: N items × the
item's length in, an output each, the period's window the deadline. Before, "~2,000 patients a night, each chart ~9k
tokens" counted no document (patients, cases and letters are no document nouns) and was sized as one chat user at a
9k context; "each chart" also asked for a chart to be drawn."""

from __future__ import annotations

import pytest

from advisor.core.document_batch_read import as_document_batch_text
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, n, period, seq", [
    # 1,800 patients a night, each chart ~6k tokens: 1,800 requests a day; context = 6,000 in (6k: decimal) + the
    # default 512-token output (a summary with no length said) = 6,512
    ("Mistral-Nemo-12B drafts discharge summaries overnight, ~1,800 patients a night, each chart ~6k tokens",
     1800, "day", 6000 + 512),
    # 2,500 cases per day, each case file ~10k tokens: 10,000 in + 512 out = 10,512
    ("Qwen2.5-14B writes referral letters, about 2,500 cases per day, each case file ~10k tokens", 2500, "day",
     10000 + 512),
    # 700 judgments a week, 30 pages each: pages read at the house rate of tokens a page; the batch recurs weekly
    ("Qwen2.5-32B reviews 700 court judgments a week, 30 pages each", 700, "week", None),
])
def test_case_counts_a_period_are_a_batch(text, n, period, seq):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.batch_period == period, p
    assert not p.concurrency and not p.users_online  # never one chat user
    if seq:
        assert p.seq_len == seq, p.seq_len


def test_each_chart_is_no_chart_to_draw():
    e = extract("Mistral-Nemo-12B summarises ~1,800 patients a night, each chart ~6k tokens")
    assert "chart" not in e.intents


@pytest.mark.parametrize("text", [
    "a clinic with 300 patients a day wants a chatbot for its 5 nurses",  # no per-item length: patients, not documents
    "fine-tune Qwen2.5-7B on 2,000 cases a day, each ~3k tokens",  # training data, not a batch to run
    "draw a chart of cost per day",
])
def test_left_as_said(text):
    assert as_document_batch_text(text) == text


def test_chinese_counts_already_read():
    # 简体: 每晚 900 份病历，每份约 1.2 万字 → 900 requests a day (份 counts documents; no rewrite needed)
    assert extract("用 Qwen2.5-14B 每晚摘要 900 份病历，每份约 1.2 万字").patch.batch_requests == 900
    # 繁體: 每週 400 件判決書，每件約 2 萬字 → 400 a week
    p = extract("用 Qwen2.5-14B 每週摘要 400 件判決書，每件約 2 萬字").patch
    assert p.batch_requests == 400 and p.batch_period == "week", p
