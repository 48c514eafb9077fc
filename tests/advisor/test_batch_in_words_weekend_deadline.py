"""A batch said in words: a count of documents (N 份 / 篇 / 个 / 個 / "documents") + a finish word (跑完, 处理完,
過一遍, "go through") + a model is a batch job of that many requests, never a one-user chat; a job finished over
the weekend (周末跑完, 週末做完, "done over the weekend") is due at the end of Sunday (the midnight ending it), while
"by the weekend" / 週末之前 is Friday 18:00, and the note says which was read."""

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline, extract

# the wall clock: Wednesday 2026-12-09, 10:00
NOW = datetime(2026, 12, 9, 10, 0)


@pytest.mark.parametrize("text, hours, kind", [
    # Hand: finished over the weekend = to the midnight ending Sun 13 Dec = Mon 14 Dec 00:00; Wed 10:00 → Mon 00:00
    # = 4 days 14 h = 110 h
    ("需要用 Baichuan2-13B 把 900 篇新闻稿过一遍，周末跑完就好", 110, "weekend_end"),
    # 繁體, same rule: Wed 10:00 → Mon 14 Dec 00:00 = 110 h
    ("有 4500 條工單要用 Yi-1.5-34B 分類，這個週末內處理完", 110, "weekend_end"),
    # en: "done over the weekend" → Sunday's end, 110 h; never Friday 18:00 (56 h)
    ("we have 7,500 filings to go through with DeepSeek-V2-Lite, need it done over the weekend", 110, "weekend_end"),
    ("run 30k transcripts through Falcon-7B by the end of the weekend", 110, "weekend_end"),
    # "finished this weekend": the job runs through it, so Sunday's end too (110 h)
    ("label 80k support emails with Phi-3.5-mini, we need them finished this weekend", 110, "weekend_end"),
    # "by the weekend" / 週末之前 is before it starts: Fri 11 Dec 18:00; Wed 10:00 → Fri 18:00 = 2 days 8 h = 56 h
    ("summarise 2,400 reports with Llama-3.1-8B by the weekend", 56, "end_of_week"),
    ("3600 份標書用 GLM-4-9B 抽重點，週末之前要", 56, "end_of_week"),
])
def test_a_weekend_finish_is_the_end_of_sunday_and_by_the_weekend_is_friday(text, hours, kind):
    got = calendar_deadline(text, NOW)
    assert got is not None and got[1] is not None
    assert got[0] == hours
    assert got[1].args["kind"] == kind


@pytest.mark.parametrize("text, count", [
    # Hand: 個 + 合約 counts documents: 1,800 of them, run through a model (處理完) = 1,800 requests, no chat users
    ("我哋有 1800 個合約要用 Mistral-Nemo-12B 處理完，三日內", 1800),
    # 简体: 个 + PDF文件 → 2,600 documents, 过一遍 is a run verb
    ("手上 2600 个PDF文件，用 Qwen2.5-14B 过一遍抽要点，周末跑完", 2600),
    # en: "go through 6,000 documents" → 6,000 requests
    ("need to go through 6,000 documents with Gemma-2-27B before the end of the weekend", 6000),
])
def test_a_count_of_documents_with_a_finish_word_is_a_batch_not_a_chat(text, count):
    w = extract(text).patch.model_dump(exclude_none=True)
    assert w.get("batch_requests") == count
    assert w.get("batch_item") == "document"
    assert "concurrent_users" not in w and "head_count" not in w


def test_the_general_counter_before_people_or_months_is_no_document_count():
    # 12 个人 is a team, 3 个月 a time: neither is a batch of documents
    w = extract("我们 12 个人，3 个月内用 Qwen2.5-7B 做内部问答").patch.model_dump(exclude_none=True)
    assert "batch_requests" not in w


@pytest.mark.parametrize("text, people", [
    # 个 + 人 + a task verb before the document noun is people doing document work, never a count of documents:
    # 给内部25个人做合同审查 is 25 people (a head count), not 25 contracts
    ("公司一台8卡L40S，想跑Qwen2.5-32B给内部25个人做合同审查", 25),
    # 繁體: 給部門 18 個人看報告 is 18 people reading reports
    ("部門有一台 4 卡 A100，想跑 Llama-3.1-70B 給內部 18 個人看報告用", 18),
])
def test_people_before_a_document_noun_are_no_document_count(text, people):
    e = extract(text)
    assert e.patch.batch_requests is None and e.patch.dataset is None, e.patch
    assert e.patch.head_count == people, (e.patch, e.notes)
