"""A reply cap said "in under N words" ("answer in under 150 words", "reply in fewer than 100 words") is the answer's
length, as "replies under 150 words" and 回复150字以内 are: the context is the user's turn plus the cap. It was dropped
unsaid (4,096 context); a time said so ("reply in under 2 seconds") stays a time."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand: 150 words × 1.33 tokens a word (tools.dataset) = 200 tokens; + ShareGPT's 161-token user turn = 361
@pytest.mark.parametrize("text", [
    "serve Llama-3-70B for 100 users, answer in under 150 words",
    "serve Llama-3-70B for 100 users, reply in under 150 words",
    "serve Llama-3-70B for 100 users, replies under 150 words",      # read before: the same figure
])
def test_a_cap_in_under_n_words_is_the_answers_length(text):
    p = extract(text).patch
    assert p.seq_len == 361, p


@pytest.mark.parametrize("text", ["部署Llama-3-70B给100人用，回复150字以内", "部署Llama-3-70B給100人用，回覆150字以內"])
def test_a_cap_in_chinese_characters_is_read_too(text):
    p = extract(text).patch
    assert p.seq_len is not None and p.seq_len < 4096, p


def test_a_time_said_in_under_stays_a_time():
    p = extract("serve Llama-3-70B for 100 users, reply in under 2 seconds").patch
    assert p.target_answer_s == 2.0 and p.seq_len is None, p
