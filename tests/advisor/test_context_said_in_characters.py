"""A context said in Chinese characters is read as tokens at the model's tokenizer figure (never dropped to the 4,096
default), and a context a retrieval step builds for each request is that request's prompt, priced whole (never a chat
whose history the prefix cache holds)."""

from advisor.core.extract_rules import extract

LAW_FIRM = "律所内部法务问答，Qwen2.5-72B，每次检索拼大概8000字上下文，同时有30个律师在用，要求1.5秒内出第一个字。租几张H20够？"


def test_a_retrieval_context_in_characters_is_a_fresh_prompt_in_tokens():
    p = extract(LAW_FIRM).patch
    # Qwen's tokenizer: 1 token ≈ 1.5 字 (DashScope) → 0.67 token a 字; 8,000 × 0.67 = 5,360 tokens
    assert p.prompt_tokens == 5360
    # the context holds the prompt and tools.load's default answer (ShareGPT mean, 338): 5,360 + 338 = 5,698
    assert p.seq_len == 5698


def test_traditional_characters_cost_more_tokens():
    p = extract("律所內部法務問答，Qwen2.5-72B，每次檢索拼大概8000字上下文，同時有30個律師在用。").patch
    # 繁體 at 1.25 × the 简体 figure: 8,000 × 0.67 × 1.25 = 6,700 → 0.84 a 字 as rounded: 6,720 tokens
    assert p.prompt_tokens == 6720


def test_a_context_window_in_characters_without_retrieval_is_the_window():
    p = extract("Qwen2.5-32B，上下文大概1.2万字，20人同时用").patch
    assert p.seq_len == 8040 and p.prompt_tokens is None  # 12,000 × 0.67 = 8,040: a window, no per-request prompt


def test_english_chinese_characters_of_context():
    p = extract("RAG on Qwen2.5-72B, each request builds about 8000 Chinese characters of context, 30 users").patch
    assert p.prompt_tokens == 5360


def test_a_retrieval_app_with_a_plain_window_keeps_the_window():
    p = extract("检索增强，Qwen2.5-32B，上下文8k，20并发").patch
    assert p.seq_len == 8192 and p.prompt_tokens is None  # no per-request word: 8k is the window, not each prompt



def test_a_window_said_apart_from_the_per_request_words_stays_a_window():
    # "8k context" in its own clause is the window; "every prompt is fresh" says nothing is cached (prefix_cache off),
    # not that each prompt fills the window
    p = extract("every prompt is fresh RAG context, no prefix reuse. llama 3.3 70b, 100 concurrent, 8k context").patch
    assert p.seq_len == 8192 and p.prompt_tokens is None
