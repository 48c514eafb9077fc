"""A stated head count, cadence or answer length reaches the sizing (advisor.core.people_cadence,
advisor.core.sentence_answer_read, extract_rules.read_request_shape, the seat nouns of PROFESSIONS_ZH):

* seats, agents or staff "at the same time" are that many at once, never a head count shared down or nothing read;
* people who each send every T seconds are people online, sized by the interactive response-time law with T;
* an answer said in sentences, tokens or 字 is the output each request generates, never the 338-token chat default.

Every case is written for this file; the hand reasoning is beside each."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.schema import Workload
from tools.sentence_tokens import tokens_from_sentences
from tools.traffic import generating_of_online

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text,n", [
    # 简体: 450 customer-service seats in use at the same time → 450 at once (the seat is a person at a desk, all of
    # them said at once); "客服坐席" was read as nothing, so the answer said 1 at once
    ("我们有450个客服坐席同时在用，想部署 Qwen2.5-32B 做知识库问答", 450),
    # 繁體: 180 customer-service seats (座席) in use at once → 180
    ("我們有 180 個客服座席同時在用，部署 Qwen2.5-32B", 180),
    # 繁體: 220 seats online at once (同時在線) → 220 at once, never 220 people online at a chat's think time (≈ 65)
    ("我們有 220 個客服座席同時在線，用 Qwen2.5-32B", 220),
    # en: 340 call-center seats online at once → 340 at once (not 340 × 18.9 ÷ 63.9 ≈ 100)
    ("340 call-center seats online at once, Qwen2.5-32B", 340),
])
def test_seats_at_the_same_time_are_that_many_at_once(text, n):
    got = read(text)
    assert got.get("concurrency") == n and "users_online" not in got, got


@pytest.mark.parametrize("text,people,every", [
    # en: 1,600 people, each uploads a shelf photo every 25 s → people online 1,600, one message every 25 s; with a
    # 3-sentence answer (80 tokens: 3 × 20 words × 4/3) each waits 2 s + 80 / 20 = 6 s, so 1,600 × 6 ÷ 25 = 384 at once
    ("About 1,600 field technicians are active, each uploads a meter photo every 25 seconds and needs a 3 sentence answer, "
     "using Qwen2-VL-7B", 1600, 25.0),
    # en: 700 agents, each calls every 12 s → 700 online at a 12 s cadence (never 700 generating at every instant)
    ("Serve Mistral-7B to 700 agents, each calls every 12 s, replies ~120 tokens", 700, 12.0),
    # 简体: 360 seats, each calls once every 40 s → 360 online, 40 s apart
    ("我们有360个客服坐席同时在用，每个坐席每40秒调用一次，用 Qwen2.5-14B", 360, 40.0),
    # 繁體: 900 users, each sends a photo about every 45 s → 900 online, 45 s apart
    ("約 900 位使用者同時在用，每位使用者大約每 45 秒傳一張照片，用 Qwen2-VL-7B", 900, 45.0),
])
def test_people_with_a_cadence_are_people_online(text, people, every):
    got = read(text)
    assert got.get("users_online") == people and got.get("message_interval_s") == every, got
    assert "concurrency" not in got, got


def test_the_law_sizes_them_below_everyone_at_once():
    # 1,600 online, 6 s each answer (2 s first token + 80 tokens at 20 tokens/s), one every 25 s → 1,600 × 6 ÷ 25 = 384
    assert generating_of_online(1600, 6.0, 25.0 - 6.0) == 384


def test_requests_said_at_once_stay_requests():
    # "48 concurrent requests" are requests at once, whatever cadence is said beside them: 48 stays 48
    got = read("Mistral-7B with 48 concurrent requests, each calls every 10 s")
    assert got.get("concurrency") == 48 and "users_online" not in got, got


@pytest.mark.parametrize("text,tokens", [
    # en: "a 2-sentence answer" → 2 × 20 words × 4/3 = 53.3 → 53 tokens
    ("Serve Llama-3.1-8B to 60 users at once, each wants a 2-sentence answer", 53),
    # en: "answers in one or two sentences" → the range's top, 2 → 53
    ("Serve Llama-3.1-8B for 30 users at once, answers in one or two sentences", 53),
    # en: "replies ~120 tokens" → 120 as said
    ("Serve Mistral-7B to 700 agents, each calls every 12 s, replies ~120 tokens", 120),
])
def test_an_answer_said_in_sentences_or_tokens_is_the_output(text, tokens):
    assert read(text).get("output_tokens") == tokens


@pytest.mark.parametrize("text,prompt,answer", [
    # 简体: prompt 4000 字, answer 1200 字 on Llama-3.1-8B, both at Llama-3's rate a character (tools.cjk_tokens):
    # the output is the answer said (≈ 0.81 × 1200 ≈ 970 tokens) and the context is prompt + answer
    ("每次 prompt 约 4000 字，回答约 1200 字，用 Llama-3.1-8B 服务 30 个同时用户", 4000, 1200),
    # 繁體: prompt 7000 字, answer 2500 字 → both read at Llama-3's rate, the answer is output_tokens
    ("每次 prompt 約 7000 字、回答約 2500 字，用 Llama-3.1-8B 服務 25 個同時用戶", 7000, 2500),
])
def test_an_answer_in_characters_beside_a_prompt_is_the_output(text, prompt, answer):
    got = read(text)
    # the prompt and the answer at one rate a character: their ratio is the characters' (4000 : 1200), and the
    # context holds both (seq_len = prompt + answer), never the 161 / 338 defaults
    assert got["output_tokens"] * prompt == pytest.approx(got["prompt_tokens"] * answer, rel=0.01), got
    assert got["seq_len"] == got["prompt_tokens"] + got["output_tokens"], got
    assert got["output_tokens"] != 338


def test_sentences_to_tokens_by_hand():
    # 1 sentence = 20 words × 4/3 = 26.7 → 27; 4 sentences = 80 words → 107
    assert tokens_from_sentences(1) == 27 and tokens_from_sentences(4) == 107


def test_online_people_use_the_stated_answer():
    # the stated 80-token answer is what the law reads (tools.traffic.stated_answer_tokens), never 338
    from tools.traffic import stated_answer_tokens

    assert stated_answer_tokens(Workload(users_online=1600, output_tokens=80, message_interval_s=25.0)) == 80
