"""A batch item's length said in words becomes tokens (the rule and its source said), and a translation into several
languages is one request per item and language (said). Read through `advisor parse`; one `ask` per class checks the
answer says both."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _run(*args: str) -> str:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, list(args))
    assert r.exit_code == 0, r.output
    return r.output


def parse(text: str) -> dict:
    return json.loads(_run("parse", text))


# ---- an item's length in English words ------------------------------------------------------------------------------
# OpenAI Help Center: 100 tokens ≈ 75 words, so 4/3 tokens a word. 150 words → 150 × 4/3 = 200 tokens; 200 words →
# 266.7 → 267; 800 words → 1,066.7 → 1,067. A label is 8 tokens out, so the classify context is 200 + 8 = 208; a
# translation writes as much as it reads, so 267 + 267 = 534.
@pytest.mark.parametrize("text,seq_len", [
    ("I need to classify 2 million customer reviews (about 150 words each) into 12 categories with Phi-4. "
     "Output is just the label.", 208),
    ("Translate 300k product descriptions (~200 words each) into German using Llama 3.1 70B.", 534),
])
def test_words_per_item_become_tokens(text, seq_len):
    r = parse(text)
    assert r["workload"]["seq_len"] == seq_len
    assert any("tokens per word" in n and "OpenAI" in n for n in r["notes"])


def test_each_item_of_so_many_words():
    # "each about 800 words": 800 × 4/3 = 1,066.7 → 1,067 tokens read per article
    r = parse("summarize 50k articles, each about 800 words, with Qwen2.5-7B")
    assert any("800 words → 1,067 tokens" in n for n in r["notes"])
    assert r["workload"]["batch_requests"] == 50_000


@pytest.mark.parametrize("text", [
    "serve Llama 3.1 8B for 20 users, answers of about 150 words each",
    "summarize 10k reports into summaries of about 100 words each with Llama 3.1 8B",
])
def test_an_answer_in_words_is_not_the_item_length(text):
    # the words are the output's length, never what each item holds: no input length read from them
    r = parse(text)
    assert not any("tokens per word (OpenAI" in n for n in r["notes"])


# ---- target languages multiply the batch ----------------------------------------------------------------------------
# 300k descriptions × 3 target languages (German, French, Spanish) = 900,000 translations; "5 languages" × 1M = 5M.
# A Chinese item of ~300 字 at Llama-3's 0.81 token a character (tools.cjk_tokens: 1.24 characters a token) is 243
# tokens; translated, 243 in + 243 out.
@pytest.mark.parametrize("text,requests", [
    ("Translate 300k product descriptions (~200 words each) from English into German, French and Spanish using "
     "Llama 3.1 70B.", 900_000),
    ("translate 1M support tickets into 5 languages with Qwen2.5-72B", 5_000_000),
    ("把30万条商品描述翻译成德语、法语和西班牙语，每条约300字，用Llama 3.1 70B", 900_000),
    ("translate 100k docs into French with Llama 3.1 8B", 100_000),  # one language: one request an item
])
def test_target_languages_multiply_the_batch(text, requests):
    r = parse(text)
    assert r["workload"]["batch_requests"] == requests


def test_a_target_language_is_no_region():
    # 西班牙语 is Spanish, never Spain (an EU region to rent in); 300 字 × 0.81 = 243 tokens, 243 + 243 = 486 context
    w = parse("把30万条商品描述翻译成德语、法语和西班牙语，每条约300字，用Llama 3.1 70B")["workload"]
    assert "regions" not in w and w["seq_len"] == 486


def test_the_answer_says_the_words_and_the_languages():
    out = _run("ask", "Translate 300k product descriptions (~200 words each) from English into German, French and "
                      "Spanish using Llama 3.1 70B. Give me the cheapest option, with time and total cost.")
    assert "900,000" in out and "200 words → 267 tokens" in out and "3 languages" in out


def test_the_chinese_answer_says_the_languages():
    out = _run("ask", "把30万条商品描述翻译成德语、法语和西班牙语，每条约300字，用Llama 3.1 70B，最便宜的方案是什么？")
    assert "900,000" in out and "3 种语言" in out
