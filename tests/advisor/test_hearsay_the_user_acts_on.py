"""Hearsay the user then acts on is a proposal, not chatter: "my colleague says the model has a 256k context, so why not
stuff every PDF in?" proposes a 256k context (it was blanked with the hearsay, and the follow-up answered "«model» is
not in my catalog"). Retrieval said away ("skip RAG", 唔使整RAG) builds no retrieved prompt; Cantonese 傾緊 (chatting
now) counts chats open, people online, not answers generating."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.followup_check import asked_name


@pytest.mark.parametrize(("text", "ctx"), [
    # 128k = 131,072 tokens, the context the colleague's claim states and the user proposes to fill
    ("a coworker said Llama-3.1-8B takes a 128k context, why not paste the whole manual into each prompt?", 131072),
    # 200k = 200,000: "k" is 1,000 unless the figure is a power-of-two window (32k, 128k); 200 is not a power of two,
    # and 200k windows are published as 200,000 tokens; 干脆 (just) acts on it
    ("同事说这个模型支持200k上下文，干脆把所有合同都放进去", 200000),
    # 繁體, 不如 (why not) after the hearsay: 1M = 1,048,576
    ("朋友說這個模型有1M context，不如把整個知識庫都塞進去？", 1048576),
])
def test_a_context_in_hearsay_the_user_acts_on_is_read(text, ctx):
    assert extract(text).patch.seq_len == ctx


@pytest.mark.parametrize("text", [
    # hearsay alone proposes nothing: the 128k stays the friend's claim
    "my friend says Qwen2.5-7B has a 128k context",
    "聽說這個模型有128k上下文",
])
def test_a_context_in_hearsay_alone_is_not_read(text):
    assert extract(text).patch.seq_len is None


def test_hearsay_about_a_provider_acted_on_keeps_only_the_other_choice():
    # the adopted clause keeps its context only: AWS (the friend's claim) is never read as the provider
    p = extract("my friend says AWS is expensive, why not GCP?").patch
    assert p.providers == ["gcp"]


@pytest.mark.parametrize("text", [
    "serve Qwen3-8B with a 64k context, no RAG, every request gets the whole contract",
    "用Qwen3-8B，64k上下文，不用做RAG，每次把整份合同放进去",
])
def test_retrieval_said_away_is_no_retrieved_prompt(text):
    p = extract(text).patch
    assert p.seq_len == 65536 and p.prompt_tokens is None


def test_retrieval_said_keeps_the_retrieved_prompt():
    # the positive case: RAG builds ~6k tokens for each request → a fresh 6,000-token prompt (a prompt's length, not a
    # power-of-two window: "k" is 1,000)
    assert extract("RAG stuffs ~6k tokens of context into each prompt, Llama-3.1-8B for 20 users").patch.prompt_tokens == 6000


@pytest.mark.parametrize(("text", "online"), [
    ("用Qwen2.5-7B做WhatsApp客服，旺季大概250個客同時傾緊", 250),
    ("我哋用Qwen2.5-14B做客服，繁忙時段120個人傾緊偈", 120),
])
def test_cantonese_chatting_now_is_people_online(text, online):
    p = extract(text).patch
    assert p.users_online == online and p.concurrency is None, (p.users_online, p.concurrency)


@pytest.mark.parametrize("text", [
    "同事話個model有256k context，不如每次將所有PDF塞晒入去，咪唔使整RAG？",
    "把context调到128k可以吗？",
    "what about a bigger model?",
])
def test_what_the_work_is_made_of_is_no_product_name(text):
    assert asked_name(text) is None
