"""A serving prompt's length said as 提示 (not only 提示词 / 每次提示) or with 有 before the number
(每个请求的提示有8000 token) is the prompt: it was dropped unread and the plan sized on the 161-token default,
50× short of the KV each request holds. The system prompt's length stays the fixed part's (系统提示3000个token)."""
import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "部署Llama-3.1-8B给50人用，每个请求的提示有8000 token",
    "部署Llama-3.1-8B給50人用，每個請求的提示有8000 token",
    "部署Llama-3.1-8B给50人用，提示8000 token",
])
def test_the_prompt_said_in_these_words_is_the_prompt(text):
    p = extract(text).patch
    # 8,000 in + the 338-token default answer = an 8,338-token context
    assert p.prompt_tokens == 8000 and p.seq_len == 8338, p


def test_a_system_prompt_said_beside_the_question_is_not_the_whole_prompt():
    p = extract("部署Llama-3.1-8B给50人用，系统提示3000个token，用户问题200个token").patch
    assert p.prompt_tokens == 3200, p  # the system part plus the user's, never 3,000 alone as the prompt


def test_an_answer_said_with_you_is_the_answer():
    assert extract("部署Llama-3.1-8B给50人用，回答有500 token").patch.output_tokens == 500
