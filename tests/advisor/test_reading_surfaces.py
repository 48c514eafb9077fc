"""Everyday phrasings people send, read the same way on every surface: the CLI (`gpu-advisor parse`), the chat
engine, and MCP `parse_request` (Slack: tests/e2e/test_slack_reading.py). Each row states the fields a person
said, and nothing else: a field missing is a fact dropped, an extra one is a fact invented."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tests.conftest import module_engine, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

# chat state lives in each test's own store (tmp_path) or a session id of its own: one home, one catalog load
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# (id, text, the stated fields exactly (JSON form, without language), intents the text carries)
CASES = [
    # a Latin provider alias glued to Chinese is read: "只用 AWS" with a space was the only form that worked
    ("glued-only", "只用AWS", {"providers": ["aws"]}, set()),
    ("glued-switch", "换成AWS", {"providers": ["aws"]}, set()),
    # people in everyday words are a head count (tools.traffic sizes the share at once), kept as said
    ("people-zh", "部署 Qwen2.5-7B，给 50 个人用", {"task": "inference", "model": "Qwen2.5-7B", "head_count": 50}, set()),
    # 万 × 块 = CNY 50,000, 一个月 = per month
    ("budget-colloquial", "预算5万块一个月", {"budget": {"amount": 50000.0, "currency": "CNY", "per": "month"}}, set()),
    # a per-card memory floor, not a model size or a context
    ("memory-floor", "要80G显存的卡", {"min_gpu_memory_gib": 80.0}, set()),
    # "a few users" is an assumed 5, said in a note (the bot no longer asks for the number just given)
    ("a-few", "serve Llama-3.1-8B for a few users", {"task": "inference", "model": "Llama-3.1-8B", "concurrency": 5}, set()),
    # places: country codes, 繁體 Taiwan, an exact cloud region id kept as written (not widened to all of the EU)
    ("jp", "serve Qwen2.5-7B in jp", {"task": "inference", "model": "Qwen2.5-7B", "regions": ["jp"]}, set()),
    ("sg", "serve Qwen2.5-7B in sg", {"task": "inference", "model": "Qwen2.5-7B", "regions": ["sg"]}, set()),
    ("taiwan", "部署 Qwen2.5-7B 在台灣", {"task": "inference", "model": "Qwen2.5-7B", "regions": ["tw"]}, set()),
    ("region-id", "serve Llama-3.1-8B in europe-west4",
     {"task": "inference", "model": "Llama-3.1-8B", "regions": ["europe-west4"]}, set()),
    # 台幣 / NT$ are Taiwan dollars (read as CNY / USD before: a 4–7× error)
    ("twd-word", "預算每月3萬台幣", {"budget": {"amount": 30000.0, "currency": "TWD", "per": "month"}}, set()),
    ("twd-sign", "budget NT$20,000 a month", {"budget": {"amount": 20000.0, "currency": "TWD", "per": "month"}}, set()),
    # the negation governs LoRA: every weight is trained
    ("not-lora", "train every weight of Llama-3.1-8B, not LoRA", {"task": "full_finetune", "model": "Llama-3.1-8B"}, set()),
    # intents with a meaning: the user's priority
    ("fastest", "serve Llama-3.1-8B, fastest", {"task": "inference", "model": "Llama-3.1-8B", "priority": "fastest"}, set()),
    ("zuikuai", "部署Qwen2.5-7B，要最快的", {"task": "inference", "model": "Qwen2.5-7B", "priority": "fastest"}, set()),
    # money no object: fastest, and the top plan keeps the lead over a near-top one at a fraction (spend_no_object)
    ("buchaqian", "不差钱，部署Qwen2.5-72B", {"task": "inference", "model": "Qwen2.5-72B", "priority": "fastest",
                                         "spend_no_object": True}, set()),
    # two cards compared: no card filter (it silently filtered to H100 before)
    ("compare", "compare H100 vs A100 for Llama-3.1-8B", {"model": "Llama-3.1-8B"}, {"compare"}),
    # a fit question: the card, how many, the model, and serving
    ("fit", "can two 4090s run Qwen2.5-14B?",
     {"task": "inference", "model": "Qwen2.5-14B", "num_gpus": 2, "gpu_preference": "RTX 4090"}, {"fit"}),
    # batch work in plain words: a count of items with an inference verb is a batch of requests
    ("batch-tag", "tag 10 million product titles with Llama-3.1-8B",
     # tagging is classification, and a product title is a short item (stated facts; no length is set)
     {"task": "inference", "model": "Llama-3.1-8B", "batch_requests": 10_000_000, "batch_work": "classify",
      "batch_item": "short"}, set()),
    # 12 million documents to embed: a batch of 12M (it was a data set of 12 examples), an embedding workload
    ("batch-embed", "embed 12 million documents",
     {"task": "inference", "batch_requests": 12_000_000, "modality": "embedding"}, set()),
    # follow-up classes: people per day are daily_users, never users at once
    ("daily-en", "serve Llama-3.1-8B for 1,000 users a day",
     {"task": "inference", "model": "Llama-3.1-8B", "daily_users": 1000}, set()),
    ("daily-zh", "部署Qwen2.5-7B，日活2萬", {"task": "inference", "model": "Qwen2.5-7B", "daily_users": 20_000}, set()),
    # a k after a count is a count ("1k users" was a 1,024-token context)
    ("k-count", "serve Qwen2.5-7B for 1k users", {"task": "inference", "model": "Qwen2.5-7B", "concurrency": 1000}, set()),
    # a negated cloud is a filter kept as said (excluded_providers: 阿里云 = alibaba); the user's location is no filter
    ("not-provider", "部署Qwen2.5-7B，不要阿里云",
     {"task": "inference", "model": "Qwen2.5-7B", "excluded_providers": ["alibaba"]}, set()),
    ("location", "I'm in Tokyo, serve Qwen2.5-7B", {"task": "inference", "model": "Qwen2.5-7B"}, set()),
    # two cards joined by 还是 are a comparison: no card, no count
    ("cards-or", "H100还是A100，部署Qwen2.5-7B", {"task": "inference", "model": "Qwen2.5-7B"}, {"compare"}),
    # the summary's length is the output of each request: 600 in + 80 out = 680
    ("summary-out", "summarise 2M tickets with Llama-3.1-8B, 600 tokens each, summary ~80 tokens",
     {"task": "inference", "model": "Llama-3.1-8B", "batch_requests": 2_000_000, "output_tokens": 80, "seq_len": 680,
      "batch_work": "summarize", "batch_item": "short"}, set()),
    # 繁體 quit words
    ("quit-likai", "離開", {}, {"quit"}),
    ("quit-jieshu", "結束", {}, {"quit"}),
]
IDS = [c[0] for c in CASES]


def _without_language(d: dict) -> dict:
    return {k: v for k, v in d.items() if k != "language"}


@pytest.mark.parametrize("case_id, text, fields, intents", CASES, ids=IDS)
def test_cli_parse(case_id, text, fields, intents):
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["parse", text])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert _without_language(d["workload"]) == fields
    assert intents <= set(d["intents"])


@pytest.mark.parametrize("case_id, text, fields, intents", CASES, ids=IDS)
def test_mcp_parse_request(case_id, text, fields, intents):
    from advisor.agents.mcp_server import call

    out = call("parse_request", {"text": text}).structured_content
    assert out is not None
    assert _without_language(out["stated"]) == fields
    assert out["understood"] == bool(fields)  # the quit words state no workload


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.parametrize("case_id, text, fields, intents", [c for c in CASES if not c[3]],
                         ids=[c[0] for c in CASES if not c[3]])
def test_chat_keeps_what_was_said(engine, case_id, text, fields, intents):
    reply = engine.handle(f"surface:{case_id}", text)
    assert reply.kind in ("answer", "question"), reply.text
    workload, _, _ = engine.store.load(f"surface:{case_id}")
    # where the user is ("I'm in Tokyo": Workload.located) is kept as context for the region column, not a stated field
    kept = _without_language(workload.model_dump(mode="json", exclude_none=True))
    kept.pop("located", None)
    assert kept == fields
    if reply.kind == "answer":  # a model and a task: answered, never only asked (answer first)
        assert reply.recommendation is not None and reply.recommendation.candidates


@pytest.mark.parametrize("text, pattern", [("serve Qwen2.5-7B in jp", r"ap-northeast-1|asia-northeast|japan|tokyo"),
                                           ("serve Qwen2.5-7B in sg", r"ap-southeast-1|asia-southeast1|singapore"),
                                           ("部署 Qwen2.5-7B 在台灣", r"asia-east1|taiwan"),
                                           ("serve Llama-3.1-8B in europe-west4", r"^europe-west4$")])
def test_chat_places_filter_to_offers_there(engine, text, pattern):
    """jp and sg matched no region rule, so every Tokyo/Singapore offer was rejected: now the answer's offers are there."""
    import re

    rec = engine.handle(f"place:{text}", text).recommendation
    assert rec is not None and rec.candidates
    assert all(re.search(pattern, c.region, re.I) for c in rec.candidates), [c.region for c in rec.candidates]


def test_chat_compares_two_cards_for_the_model_said_once(engine):
    """"compare H100 vs A100 for Llama-3.1-8B": the model is written once, after the last card, and is both
    columns' model (the first column had no model and the comparison failed)."""
    reply = engine.handle("surface:compare", "compare H100 vs A100 for Llama-3.1-8B")
    assert reply.kind == "compare", reply.text
    cols = reply.comparison.options
    assert [c.workload.model for c in cols] == ["Llama-3.1-8B", "Llama-3.1-8B"]
    assert [c.workload.gpu_preference for c in cols] == ["H100", "A100"]  # generic names: each column ranks every variant


def test_chat_fit_question_is_answered(engine):
    reply = engine.handle("surface:fit", "can two 4090s run Qwen2.5-14B?")
    assert reply.kind == "answer" and reply.recommendation.workload.gpu_preference == "RTX 4090"


@pytest.mark.parametrize("word", ["離開", "結束"])
def test_quit_words_end_the_terminal_chat_and_get_a_goodbye_elsewhere(engine, word):
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["chat"], input=f"{word}\nserve Llama-3.1-8B\n")
    assert r.exit_code == 0 and "GPU recommendation" not in r.output  # quit before the next line was read
    reply = engine.handle(f"quit:{word}", word)
    assert reply.kind == "greeting" and "就到這裡" in reply.text and not reply.questions


def test_daily_users_show_in_the_workload_line_with_the_rule(engine):
    """1,000 a day is sized at 3 in flight (tools/traffic.py: 1,000 × 5 messages assumed = 5,000 a day → 500 in the
    busiest hour ÷ 3,600 s = 0.14/s × 18.9 s (2 s + 338 ÷ 20) = 2.65 → 3); the answer's first line shows both figures
    and the note says the rule and the assumed messages, so the user sees what was assumed."""
    reply = engine.handle("surface:daily-line", "serve Llama-3.1-8B for 1,000 users a day")
    assert reply.recommendation.workload.concurrency == 3
    assert "3 users at peak (1,000 a day)" in reply.text.splitlines()[0]
    assert "Little's law" in reply.text and "5 messages (assumed; say how many each sends)" in reply.text


def test_a_negated_provider_and_a_location_are_said_back(engine):
    """"no AWS" is a filter said back as honoured (no AWS row, nor one resold from AWS); "I'm in Tokyo" is where
    the user is, said in a note, and filters nothing."""
    reply = engine.handle("surface:said-back", "I'm in Tokyo, serve Qwen2.5-7B, no AWS please")
    assert "where you are" in reply.text and "✅ honoured: not AWS" in reply.text
    assert reply.recommendation.workload.excluded_providers == ["aws"]
    assert reply.recommendation.candidates and all(c.provider != "aws" for c in reply.recommendation.candidates)
