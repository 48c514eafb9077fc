"""What the user says the product is sets each request's shape where no length is said (advisor.core.extract_stated
.read_use_shape), said as an assumption: code completion sends ~3k tokens of file context and takes back ~64
(tools.defaults.FIM_PROMPT_TOKENS / FIM_OUTPUT_TOKENS), and a latency said of it is its first token's limit at that
prompt; a classifier, tagger or router answers with a label (tools.defaults.CLASSIFY_OUTPUT_TOKENS = 8). A hybrid
thinking model (Qwen3) is planned with thinking off for these (`thinking_use: "latency"`). Before, every such service
was sized as a chat turn (161 tokens in, 338 out) and Qwen3 as a coding assistant thought 8,192 tokens an answer."""
import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text,ttft_ms", [
    ("we want to self host a copilot style thing for ~60 devs. qwen2.5 coder 32b for both tab autocomplete and chat. "
     "autocomplete needs to feel instant (<500ms), chat just normal. what do we rent and whats the monthly bill", 500),
    ("Qwen2.5-Coder-7B for inline code completion (FIM) in VS Code, 40 engineers", None),
    ("我们想给 40 个开发者部署 Qwen2.5-Coder-7B 做代码补全，延迟要 300 毫秒以内，租什么卡？", 300),
    ("我們想給 25 位工程師用 qwen2.5 coder 14b 做程式碼自動補全，租哪種 GPU？", None),
])
def test_code_completion_is_a_long_prompt_and_a_short_answer(text: str, ttft_ms: int | None) -> None:
    e = extract(text)
    p = e.patch
    # 3,072 tokens of file context in, 64 out: the context holds both, 3,072 + 64 = 3,136
    assert (p.prompt_tokens, p.output_tokens, p.seq_len) == (3072, 64, 3136), text
    assert p.target_ttft_ms == ttft_ms, text
    assert any("code completion" in n and "3,072" in n for n in e.notes), e.notes


def test_a_stated_prompt_is_kept_for_a_completion() -> None:
    p = extract("Qwen2.5-Coder-7B for tab autocomplete, 2k token prompts, 30 devs").patch
    assert (p.prompt_tokens, p.output_tokens) == (2048, 64)


@pytest.mark.parametrize("text,prompt", [
    # 500-token prompts said; the answer is a label, 8 tokens; context 500 + 8 = 508
    ("we want the smallest decent LLM to classify support emails inside our paid SaaS product. thinking "
     "qwen2.5-3b-instruct. ~20 requests/sec, prompts ~500 tokens, output is just a label. cheapest gpu?", 500),
    ("serve qwen3-32b as an intent router for our support bot, 50 requests per second", None),
    ("我们用 Qwen2.5-7B 给客服工单分类，分成 12 类，每秒 15 个请求", None),
    ("我們想用 Qwen3-8B 做客服工單分類，每秒 15 個請求，每次輸出一個標籤，最便宜的 GPU？", None),
])
def test_a_label_answer_is_a_few_tokens(text: str, prompt: int | None) -> None:
    e = extract(text)
    p = e.patch
    assert p.output_tokens == 8, text
    assert p.prompt_tokens == prompt, text
    if prompt:
        assert p.seq_len == prompt + 8
    assert p.batch_requests is None  # a live endpoint, never a batch
    assert any("label" in n for n in e.notes), e.notes


def test_a_batch_of_labels_keeps_its_own_reading() -> None:
    # 2M tickets to classify is a batch: its reader sizes each item (300 in + 8 out = 308), no completion note added
    e = extract("classify 2M support tickets with llama 3.1 8b, 300 tokens each")
    assert (e.patch.batch_requests, e.patch.output_tokens, e.patch.seq_len) == (2_000_000, 8, 308)
    assert not any("the answer is a label" in n for n in e.notes)


def test_a_chat_keeps_the_chat_shape() -> None:
    p = extract("Qwen3-8B chatbot for 100 users").patch
    assert p.output_tokens is None and p.prompt_tokens is None


@pytest.mark.parametrize("text,use", [
    ("we have a workstation with 2x rtx 4090 (no nvlink). can it serve qwen3-30b-a3b as a coding assistant for our "
     "8 devs? or should we rent", "latency"),
    ("Qwen3-8B for tab autocomplete in our IDE, 20 devs", "latency"),
    ("用 Qwen3-14B 做代码补全，20 个开发者", "latency"),
    ("Qwen3-8B 做客服工單分類，每秒 10 個請求", "latency"),
    ("qwen3-14b for math olympiad tutoring, 20 users", "reasoning"),  # maths keeps the thinking
    ("Qwen3-32B as a coding agent that solves math proofs, 4 at once", "reasoning"),
])
def test_thinking_is_planned_off_for_short_waited_on_answers(text: str, use: str) -> None:
    assert extract(text).patch.thinking_use == use, text


@pytest.mark.parametrize("text", [
    "用 Qwen3-8B 做工单路由，每秒 30 个请求",
    "tag each product description with categories using Qwen3-8B, 40 requests per second",
    "a support chatbot on Qwen3-8B, each answer is just a label, 30 req/s",  # said outright: a label service
])
def test_routing_and_tagging_are_labels_too(text: str) -> None:
    p = extract(text).patch
    assert p.output_tokens == 8 and p.thinking_use == "latency", text


@pytest.mark.parametrize("text", [
    "a support chatbot on Qwen3-8B that classifies intents, 30 users",  # replies, with a classification inside
    "Llama 3.1 70B chatbot for 50 users with tags in the UI",
])
def test_a_chat_that_classifies_still_writes_replies(text: str) -> None:
    p = extract(text).patch
    assert p.output_tokens is None and p.thinking_use != "latency", text
