"""Examples put in every prompt (few-shot) make each request's prompt: K examples × M tokens each (Brown et al. 2020,
§2: the K demonstrations sit in the context before every query). "5 few-shot examples of 500 tokens" was read as a
500-token context with the count dropped; 0, -5, NaN and 1e300 examples passed with no word. Now the prompt is K × M,
said in a note, and a count or length that is none is said not read (the example's length never the context) — in the
chat, and in parse_request as the MCP server and the LangChain tools serve it."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home
from tools.few_shot import few_shot_check, few_shot_prompt_tokens

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_prompt_is_the_examples_times_their_length():
    assert few_shot_prompt_tokens(5, 500) == 2_500
    assert few_shot_prompt_tokens(8, 300, question_tokens=161) == 2_561
    assert few_shot_check(5, 500) is None
    assert few_shot_check(-5, 500) == "count" and few_shot_check(float("nan"), 500) == "count"
    assert few_shot_check(1e300, 500) == "count" and few_shot_check(2.5, 500) == "count"
    assert few_shot_check(8, 0) == "length" and few_shot_check(8, float("inf")) == "length"
    assert few_shot_check(5_000, 5_000) == "total"  # 25,000,000 tokens a prompt, over the 10⁷ bound


@pytest.mark.parametrize("text, prompt", [
    ("serve Llama-3-8B, 100 users, each prompt has 5 few-shot examples of 500 tokens", 2_500),  # 5 × 500
    ("serve Llama-3-8B for 100 users, 8-shot, ~300 tokens per example", 2_400),  # 8 × 300
    ("部署Qwen2.5-7B，100人用，每个请求带10个示例，每个约200 token", 2_000),  # 10 × 200
    ("部署Qwen2.5-7B，100人用，每個請求帶１０個示例，每個約200 token", 2_000),  # full-width 10
    ("serve Llama-3-8B for 100 users with 6 worked examples in the prompt, 1.5k tokens each", 9_000),  # 6 × 1,500 (1.5k: decimal)
    ("serve Llama-3-8B for 50 users, we include 3 examples (about 1k tokens each) in every prompt", 3_072),  # 3 × 1,024
    ("serve Llama-3-8B for 20 users, few-shot with 6 examples × 400 tokens", 2_400),  # 6 × 400
    ("serve Llama-3-8B for 20 users, 5-shot prompting with 2k-token examples", 10_240),  # 5 × 2,048
    ("部署Qwen2.5-7B給20人用，每次prompt帶5個範例，每個500 token", 2_500),  # 5 × 500
    # the place said after the length: "in each prompt" was read as "500 tokens in(put)", a 500 context under a
    # 2,500-token prompt (exit 2); "per prompt" / "for each request" were no few-shot at all
    ("serve Llama-3-8B for 100 users with 5 examples of 500 tokens in each prompt", 2_500),  # 5 × 500
    ("serve Llama-3-8B for 100 users with 5 examples of 500 tokens per prompt", 2_500),  # 5 × 500
    ("serve Llama-3-8B for 100 users, 4 examples of 300 tokens for each request", 1_200),  # 4 × 300
    ("serve Llama-3-8B for 100 users, 3 examples of 1k tokens in every request", 3_072),  # 3 × 1,024
])
def test_few_shot_examples_set_each_requests_prompt_never_the_context(text, prompt):
    e = extract(text)
    p = e.patch
    assert p.prompt_tokens == prompt and p.dataset is None, p
    assert p.seq_len is None or p.seq_len > prompt, p  # the example's length is never the context
    assert any(f"= {prompt:,} tokens" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, window, prompt", [
    # an in/out pair is each request's shape: a 500-token prompt and a 200-token answer, 500 + 200 = 700 in the window
    ("serve Llama-3-8B for 100 users, 500 tokens in, 200 out", 700, 500),
    ("serve Llama-3-8B for 100 users, 2,000 tokens input", 2_000, None),  # and an answer after it
])
def test_tokens_in_said_as_an_input_is_still_the_requests_length(text, window, prompt):
    p = extract(text).patch
    assert p.seq_len is not None and p.seq_len >= window and p.prompt_tokens in (None, window, prompt), p
    if prompt is not None:
        assert p.seq_len == window and p.prompt_tokens == prompt, p


@pytest.mark.parametrize("text, said, why", [
    ("serve Llama-3-8B, 100 users, each prompt has -5 few-shot examples of 500 tokens", "-5 few-shot examples",
     "whole number of examples"),
    ("serve Llama-3-8B, 100 users, each prompt has 1e300 few-shot examples of 500 tokens", "1e300 few-shot", "examples"),
    ("serve Llama-3-8B, 100 users, each prompt has NaN few-shot examples of 500 tokens", "NaN few-shot", "examples"),
    ("serve Llama-3-8B, 100 users, each prompt has 0 few-shot examples", "0 few-shot examples", "no examples"),
    ("serve Llama-3-8B, 100 users, 8-shot, 0 tokens per example", "8-shot, 0 tokens", "an example is 1 to"),
    ("serve Llama-3-8B, 100 users, 5000 few-shot examples of 5000 tokens", "5000 few-shot", "25,000,000 tokens"),
    ("部署Qwen2.5-7B，100人用，每个请求带-10个示例，每个约200 token", "-10个示例", "whole number of examples"),
    ("部署Qwen2.5-7B，100人用，每個請求帶NaN個示例，每個約200 token", "NaN個示例", "whole number of examples"),
])
def test_a_count_or_length_that_is_none_is_said_not_read(text, said, why):
    e = extract(text)
    p = e.patch
    assert p.prompt_tokens is None and p.seq_len is None and p.dataset is None, p  # never "500 context"
    assert any(said in n and "is not read" in n and why in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["fine-tune Llama-3-8B on 5000 examples of 500 tokens",
                                  "fine-tune Llama-3-8B on 5000 examples × 500 tokens"])
def test_a_data_set_to_train_on_is_no_few_shot_prompt(text):
    p = extract(text).patch
    assert p.dataset is not None and p.dataset.amount == 5_000 and p.prompt_tokens is None, p


def test_parse_request_says_the_few_shot_prompt_and_the_count_not_read():
    # the MCP server's and the LangChain tools' parse_request: the same reading, its notes, recommend's arguments
    from advisor.agents.tools import ParseArgs, parse_request

    out = parse_request(ParseArgs(text="serve Llama-3-8B, 100 users, each prompt has 5 few-shot examples of 500 tokens"))
    assert out["recommend_arguments"].get("prompt_tokens") == 2_500, out["recommend_arguments"]
    out = parse_request(ParseArgs(text="部署Qwen2.5-7B，100人用，每個請求帶NaN個示例，每個約200 token"))
    assert "prompt_tokens" not in out["recommend_arguments"] and "seq_len" not in out["recommend_arguments"], out
    assert any("NaN個示例" in n and "未讀取" in n for n in out["notes"]), out["notes"]


@pytest.mark.slow
def test_the_langchain_parse_request_says_a_signed_length_not_read():
    pytest.importorskip("langchain_core")
    from advisor.agents.langchain import tools

    parse = next(t for t in tools() if t.name == "parse_request")
    out = parse.invoke({"text": "serve Llama-3-8B for 100 users, 8-shot, -300 tokens per example"})
    assert any("8-shot, -300 tokens" in n and "is not read" in n for n in out["notes"]), out["notes"]
    assert "prompt_tokens" not in out["recommend_arguments"], out["recommend_arguments"]


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # 5 × 500 = 2,500-token prompts at 100 users; the context is the default window, never 500
    ("serve Llama-3-8B, 100 users, each prompt has 5 few-shot examples of 500 tokens",
     ["5 examples × 500 tokens = 2,500 tokens", "2,500-token prompts"]),
    ("serve Llama-3-8B, 100 users, each prompt has -5 few-shot examples of 500 tokens",
     ["'-5 few-shot examples of 500 tokens' is not read"]),
    ("部署Qwen2.5-7B，100人用，每個請求帶10個示例，每個約200 token", ["10 個示例 × 200 token = 2,000 token"]),
    ("部署Qwen2.5-7B，100人用，每个请求带10个示例，每个约200 token", ["10 个示例 × 200 token = 2,000 token"]),
])
def test_the_answer_says_the_few_shot_prompt(ask, text, said):
    out = ask(text)
    for s in said:
        assert s in out, out[:900]
    assert "500 context" not in out and "上下文 200" not in out, out[:300]
