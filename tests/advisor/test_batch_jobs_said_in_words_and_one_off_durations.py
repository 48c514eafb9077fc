"""A batch job described in words is read as that batch (never a fine-tune or a one-user service), a stated "now"
anchors its deadline, and a one-off job beside a monthly budget or "in about a week" is not read as recurring."""

from __future__ import annotations

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline, extract
from tools.deadlines import stated_today

WED_1700 = datetime(2026, 12, 2, 17, 0)  # a Wednesday afternoon on the machine's clock


def _fields(text: str) -> dict:
    return {k: v for k, v in extract(text).patch.model_dump().items() if v is not None}


# "a 3-sentence summary of each one" of 2 million tickets is 2,000,000 summarisation requests, not a LoRA training set
# of 2M examples; 250 words each at 1.33 tokens a word (OpenAI: 100 tokens ≈ 75 words) → 333 tokens read per request.
@pytest.mark.parametrize("text,n", [
    ("I've got about 2 million support tickets, around 250 words each, and I need a 3-sentence summary of each one "
     "by Monday morning. Thinking Qwen2.5-7B-Instruct.", 2_000_000),
    ("we have 400k product reviews and want a one-line summary for each with Llama 3.1 8B", 400_000),
])
def test_a_summary_of_each_item_is_a_batch_not_a_fine_tune(text, n):
    f = _fields(text)
    assert f.get("task") == "inference" and f.get("batch_requests") == n, f
    assert "dataset" not in f, f


def test_a_summary_of_each_ticket_reads_the_words_as_the_input_length():
    f = _fields("about 2 million support tickets, around 250 words each, I need a 3-sentence summary of each one")
    assert f["seq_len"] - f["output_tokens"] == 333, f  # 250 × 1.33 = 333 tokens in; the output on top


# "300k scanned invoices (1-2 pages each)": the "2 pages" is each invoice's size, never a data set of 2 pages; the batch
# is the 300,000 invoices (read before: no item count, a one-user service, "give the dataset size").
@pytest.mark.parametrize("text,n", [
    ("Need to extract fields from ~300k scanned invoices (1-2 pages each) using Qwen2.5-VL-7B. Has to run on AWS.",
     300_000),
    ("extract the totals from 50,000 contracts, 3 pages each, with Qwen2.5-VL-7B", 50_000),
])
def test_pages_each_is_an_items_size_not_the_item_count(text, n):
    f = _fields(text)
    assert f.get("batch_requests") == n, f


def test_a_large_set_said_per_item_is_still_counted():
    # "10,000 examples each" is not a handful per item (10,000 ≥ MIN_BATCH = 100): left to the data-set reading
    f = _fields("fine-tune Llama 3 8B on 3 datasets of 10,000 examples each")
    assert f.get("dataset", {}).get("amount") == 10_000, f


# "(avg 120 words)": each description is 120 × 1.33 = 160 tokens, never the 1,024-token RAG chunk default.
@pytest.mark.parametrize("text", [
    "need to embed ~50M product descriptions (avg 120 words) with bge-m3",
    "embed 50M product descriptions, averaging 120 words, with bge-m3",
])
def test_an_average_length_in_words_is_the_item_length(text):
    f = _fields(text)
    assert f.get("seq_len") == 160, f


# A budget said per month is what a month may cost, not the period the backfill recurs in: 50M items embedded once.
@pytest.mark.parametrize("text", [
    "need to embed ~50M product descriptions (avg 120 words) with bge-m3 for a vector search rebuild, then serve query "
    "embeddings at ~200 QPS. budget under $2k a month. GCP only.",
    "embed 50M product descriptions with bge-m3, budget 2000 dollars per month",
])
def test_a_monthly_budget_does_not_make_a_one_off_batch_monthly(text):
    f = _fields(text)
    assert f.get("batch_requests") == 50_000_000 and "batch_period" not in f, f


def test_a_batch_said_per_month_still_recurs():
    f = _fields("we embed 5M new documents a month with bge-m3")
    assert f.get("batch_period") == "month", f


# "Needs to be done in about a week": a deadline of 7 × 24 = 168 h for a one-off job, never a weekly batch.
@pytest.mark.parametrize("text,hours", [
    ("Needs to be done in about a week.", 168.0),
    ("has to finish within roughly 3 days", 72.0),
])
def test_about_before_a_duration_is_still_a_deadline(text, hours):
    f = _fields("transcribe 12,000 hours of audio with whisper large-v3. " + text)
    assert f.get("deadline_hours") == hours, f


def test_a_one_off_speech_job_in_about_a_week_is_not_weekly():
    from advisor.core.conversation import speech_period

    assert speech_period("12,000 hours of call-center audio. Needs to be done in about a week.") is None
    assert speech_period("we get 500 hours of calls a week to transcribe") == "week"


# "It's Friday evening now … by Monday morning": from Fri 18:00 (an evening at the working day's end, WORK_ENDS) to
# Mon 09:00 (WORK_STARTS) = 2 days + 15 h = 63 h; the machine's Wednesday 17:00 would give 112 h.
@pytest.mark.parametrize("text,hours", [
    ("I need it by Monday morning. It's Friday evening now.", 63.0),
    ("It's Friday evening now and I need it by Monday morning", 63.0),
    ("It's Friday morning. Done by Monday?", 72.0),  # Fri 09:00 → Mon 09:00 = 3 × 24
])
def test_a_stated_part_of_today_sets_the_clock(text, hours):
    got = calendar_deadline(text, WED_1700)
    assert got is not None and got[0] == hours, (text, got)


def test_a_part_of_day_not_said_as_now_is_no_today():
    # "it's Monday morning we need it" names the deadline, not today: Wed 17:00 → Mon 09:00 = 4 days + 16 h = 112 h
    got = calendar_deadline("it's Monday morning we need it by", WED_1700)
    assert got is None or got[0] != 63.0


def test_stated_today_without_a_part_of_day_starts_its_working_day():
    # Friday named on the machine's Wednesday 17:00: the 17:00 is another date's clock, so Friday starts at 09:00;
    # the machine's own weekday keeps its clock (now); a part of the day said sets it (evening = 18:00)
    assert stated_today(WED_1700, 4).hour == 9
    assert stated_today(WED_1700, 2).hour == 17
    assert stated_today(WED_1700, 4, "evening").hour == 18


# The items named whole and counted after them ("every support ticket … about 3 million of them", "all our product
# reviews (~2M in total)") are the batch: it was a one-user chat. A shop's listings are short items: ShareGPT's mean
# 161-token prompt each, not 2,048 tokens in and 2,048 out (40,000 × 5 languages = 200,000 translations, each as long
# as its source).
@pytest.mark.parametrize("text,n,item", [
    ("we need to summarize every support ticket from last year, about 3 million of them, with llama 3.1 8b. budget is "
     "like 500 bucks", 3_000_000, "short"),
    ("tag all our product reviews (~2M in total) with qwen2.5-7b", 2_000_000, "short"),
    ("translate our 40k product listings into 5 languages with gemma-3-12b by monday", 200_000, "short"),
])
def test_items_counted_after_their_noun_and_listings_are_short_items(text, n, item):
    f = _fields(text)
    assert f.get("task") == "inference" and f.get("batch_requests") == n and f.get("batch_item") == item, f
