"""People who chat with a local assistant that also searches their own documents are a chat service for those people
plus a one-off index of the documents (embedding the pages, the vectors' RAM), never a batch of one request a page:
advisor.core.doc_search (read_doc_search, doc_index_lines), tools.doc_index. A true batch over the pages (summarise,
translate) with no search word stays a batch."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from advisor.core.conversation import Engine
from advisor.core.doc_search import doc_count, read_doc_search
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, docs, people", [
    # an expedition: 14 crew members chat and search 9k pages of procedures → 14 people (a head count, the share at
    # once sized by tools.traffic), the 9,000 pages the index, no batch
    ("antarctic station, winter-over, no internet. 14 crew members want a local chat assistant and search across our "
     "procedures (about 9k PDF pages). the box may draw 650W at most. what should we buy?", 9_000, 14),
    # "look up" over a wiki, 12,000 pages, 40 engineers
    ("our 40 engineers want a chat assistant that can look up our wiki (about 12,000 pages), box must stay under "
     "1000W, we buy", 12_000, 40),
    # 简体: 30 名队员 chat and 检索 8000 页 of manuals
    ("实验站断网两个月，30 名队员想要一个本地聊天助手，还要能检索我们的操作手册（约 8000 页），整机功耗不超过 600W，只买不租",
     8_000, 30),
    # 繁體: 25 位船員, 知識庫問答 over 1.5萬頁 of manuals
    ("船上有 25 位船員，想要本地聊天助手，可以檢索船上的設備手冊（大約 1.5萬頁），整台機器最多 700W，要買機器", 15_000, 25),
    # Cantonese: 搵 (look for) over 6000 頁 for 18 個船員
    ("我哋艘船有 18 個船員，想要個本地聊天助手，可以搵我哋啲設備手冊（大概 6000 頁），部機最多 700W，要買唔係租",
     6_000, 18),
    # "7k-page" glued by a hyphen; 35 operators
    ("mine site, offline: 35 operators want a chat assistant to look up our 7k-page safety manuals, box under 900W, buy",
     7_000, 35),
])
def test_a_chat_with_a_search_over_documents_is_people_plus_an_index(text, docs, people):
    p = extract(text).patch
    assert p.task == "inference" and p.modality is None
    assert p.batch_requests is None and p.batch_item is None  # was: a batch of one request a page
    assert p.index_items == docs
    assert people in (p.head_count, p.users_online, p.concurrency)
    # the pages are the index, never one prompt's context (6,000 pages × 600 = 3.6 M tokens was read as the context)
    assert p.seq_len is None
    assert p.power_budget_w is None or p.buy_server is True


@pytest.mark.parametrize("text, n", [
    # no search word: each page (or document) is a request of its own
    ("summarise 7k pdf pages of our manuals with Qwen2.5-14B, one summary a page", 7_000),
    ("把 6000 份合同逐份做摘要，用 Qwen2.5-14B", 6_000),
    # Q&A pairs written over the documents are a batch's output, not a search (问答 alone is no search word)
    ("用 Qwen2.5-7B 给 800 份文档生成问答对", 800),
])
def test_a_batch_over_the_pages_with_no_search_stays_a_batch(text, n):
    p = extract(text).patch
    assert p.batch_requests == n and p.index_items is None


def test_a_batch_said_beside_a_chat_with_no_documents_counted_is_kept():
    # "searched the docs" counts no documents: nothing to index, and a batch of requests (not of documents) read
    # beside it is left as read
    ctx = SimpleNamespace(fields={"task": "inference", "batch_requests": 12_000, "batch_item": None, "head_count": 25})
    assert read_doc_search("we searched the docs: our 25 staff chat with it, plus 12k requests nightly", ctx) == ({}, [])
    # the same pages read as a batch of documents are the index
    ctx = SimpleNamespace(fields={"task": "inference", "batch_requests": 6_000, "batch_item": "document"})
    got, _ = read_doc_search("a chat assistant that can search our handbooks, six thousand pages", ctx)
    assert (got["index_items"], got["batch_requests"]) == (6_000, None)


@pytest.mark.parametrize("text, said", [
    ("search over our manuals (maybe 5k pdf pages)", (5_000, True)),
    ("rag over 20k docs", (20_000, False)),
    ("检索约 8000 页手册", (8_000, True)),
    ("知識庫大約 2萬份文件", (20_000, False)),
    ("search our wiki", None),
])
def test_the_documents_count_and_whether_it_is_pages(text, said):
    assert doc_count(text) == said


@pytest.mark.slow
def test_the_answer_sizes_the_chat_for_the_crew_and_the_index_on_the_box(tmp_path):
    # 14 crew → a few at once (tools.traffic: at least 5 for a small team), one box within 650 W with a spare unit;
    # the index: 9,000 × 600 = 5.4 M tokens, 5,274 chunks embedded once with bge-m3 on the box's card (seconds to
    # minutes), the vectors ≈ 23 MB of RAM; the models' files and licences on the box before it goes offline
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "antarctic station, winter-over, no internet. 14 crew members want a local chat assistant and search across "
        "our procedures (about 9k PDF pages). the box may draw 650W at most. what should we buy?")).text
    assert "batch of" not in out.split("\n")[0]  # the workload line: was "batch of 9,000 requests"
    assert re.search(r"\d+ users at once \(of 14 people\)", out)
    assert "9,000 pages" in out and "5,274 chunks" in out and "bge-m3" in out
    assert "spare unit" in out and "650 W" in out
    assert "before it goes offline" in out


@pytest.mark.slow
def test_the_answer_in_chinese_says_the_index_too(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "实验站断网两个月，30 名队员想要一个本地聊天助手，还要能检索我们的操作手册（约 8000 页），"
        "整机功耗不超过 600W，只买不租")).text
    # 8,000 × 600 = 4.8 M tokens → ceil(4.8 M / 1,024) = 4,688 chunks
    assert "8,000 页" in out and "4,688 段" in out and "批量" not in out.split("\n")[0]


@pytest.mark.parametrize("text, watts", [
    # the limit word after the watts: "at most", "tops", "or less" (was read as no budget: a rented answer)
    ("the box may draw 650W at most, 14 crew chat with it", 650.0),
    ("our box gets 600 W tops from the generator", 600.0),
    ("power supply 900 W or less, what to buy for 8 users", 900.0),
])
def test_a_power_limit_said_after_the_watts_is_the_box_budget(text, watts):
    p = extract(text).patch
    assert (p.power_budget_w, p.buy_server) == (watts, True)


def test_a_card_tdp_is_still_no_budget():
    assert extract("a 450W 4090 for 2 users").patch.power_budget_w is None
