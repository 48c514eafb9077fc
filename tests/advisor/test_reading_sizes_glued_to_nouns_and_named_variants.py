"""A number goes to the field its words give it, and a model name keeps what its suffix says.

- A size word glued to a prompt noun in a serving frame is each prompt's LENGTH: "TTFT under 2 s at 4k prompts" for
  30 users was read as a batch of 4,000 requests, turning an interactive service into an overnight spot job. A count of
  prompts is a count only in a batch frame (a batch verb, "through", "offline", or a per-item length after it).
- An answer length said alone ("16k-token reasoning outputs") is the output, never the context: read as a 16k context
  the engine split it 8k prompt / 8k answer. The context holds the default prompt (ShareGPT's mean, 161 tokens:
  tools.load) plus the whole answer: 161 + 16,384 = 16,545.
- "-Instruct-1M" names the 1M-context Qwen2.5 release, not the 128k base model (which a 256k context would refuse).
- Mainstream models the registry lacked (Mistral Small 3/3.1/3.2, Gemma 3, Phi-4) were sized as a generic dense model
  of the stated size: their own rows (config.json sources in catalog/data/models.json) give the real KV cache."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check


@pytest.mark.parametrize("text", [
    "Llama-3.1-8B support bot, 25 users at once, first token within 1s at 4k prompts",
    "部署 Qwen3-8B 给 30 个用户，首字延迟 2 秒以内，4k prompts",
    "Qwen3-8B 給 30 個用戶用，首字延遲 2 秒內，4k prompts",
])
def test_a_size_glued_to_prompts_in_a_serving_frame_is_a_length(text):
    # 4k = 4,096 tokens (k = 1,024 for lengths), plus the default 338-token answer; never 4,000 batch requests
    check(text, {"prompt_tokens": 4096, "seq_len": 4096 + 338}, ("batch_requests",))


def test_a_prompt_length_beside_an_answer_length_is_still_a_length():
    # ", 500-token answers" after "4k prompts" is the answer's length, not the prompts' (which would make them a count)
    check("Qwen3-8B for 30 users, 4k prompts, 500-token answers", {"prompt_tokens": 4096, "seq_len": 4096 + 500},
          ("batch_requests",))


@pytest.mark.parametrize(("text", "n"), [
    ("classify 4k prompts with Llama 3.1 8B", 4000),  # a batch verb: a count
    ("run 4k prompts through gpt-oss-20b overnight", 4000),  # "through": a count
    ("Need answers ~300 tokens each for 80k prompts, llama 3 8b", 80000),  # "for 80k prompts": a count
])
def test_prompts_in_a_batch_frame_are_a_count(text, n):
    check(text, {"batch_requests": n}, ("prompt_tokens",))


@pytest.mark.parametrize("text", [
    "Run DeepSeek-R1-Distill-Qwen-32B for 8 users with 16k-token reasoning outputs.",
    "用 R1-Distill-Qwen-32B 服务 8 个用户，每次输出 16k token",
    "8 個使用者用 DeepSeek-R1-Distill-Qwen-32B，每次輸出 16k token",
])
def test_an_answer_length_said_alone_is_the_output_not_the_context(text):
    check(text, {"output_tokens": 16384, "prompt_tokens": 161, "seq_len": 161 + 16384, "concurrency": 8})


def test_an_answer_length_beside_a_stated_context_stays_inside_it():
    # a context said holds the answer: the context is not grown, and no output field is invented
    check("Qwen3-32B for 10 users, 32k context, 8k-token answers", {"seq_len": 32768}, ("output_tokens",))


@pytest.mark.parametrize(("text", "model"), [
    ("Qwen2.5-14B-Instruct-1M at 256k context for one user", "Qwen2.5-14B-Instruct-1M"),
    ("千问2.5-14B-1M，256k上下文，一个用户", "Qwen2.5-14B-Instruct-1M"),
    ("部署 Qwen2.5-7B-Instruct-1M，上下文 500k", "Qwen2.5-7B-Instruct-1M"),
    ("Qwen2.5-14B-Instruct with 32k context", "Qwen2.5-14B"),  # -Instruct alone changes nothing
])
def test_a_context_variant_in_the_name_is_that_release(text, model):
    check(text, {"model": model})


def test_the_1m_release_allows_the_context_its_name_states():
    from catalog import registry

    # the base model stops at 131,072 (YaRN); the -1M release's config.json says 1,010,000
    assert registry.max_context("Qwen2.5-14B") == 131072
    assert registry.max_context("Qwen2.5-14B-Instruct-1M") == 1010000


@pytest.mark.parametrize(("text", "model"), [
    ("We're in Frankfurt, serve Mistral Small 24B for 30 users", "Mistral-Small-24B"),
    ("部署 Mistral-Small-24B-Instruct-2501，20 个并发", "Mistral-Small-24B"),
    ("serve mistral-small-3.2 for 5 users at 64k context", "Mistral-Small-3.1-24B"),
    ("部署Mistral Small 3.1，20個並發", "Mistral-Small-3.1-24B"),
    ("Gemma 3 27B for 10 users", "Gemma-3-27B"),
    ("gemma-3-12b-it 给 8 个用户", "Gemma-3-12B"),
    ("部署 phi-4，10個並發", "Phi-4"),
])
def test_mainstream_models_resolve_to_their_own_rows(text, model):
    # never a generic dense model of the stated size (no "not in my registry" note) and never Mistral-7B
    check(text, {"model": model}, ("params_b",))


def test_mistral_small_kv_cache_is_its_gqa_not_a_generic_24b():
    from catalog import registry

    # 40 layers × 8 KV heads × 128 × 2 (K and V) = 81,920 values a token: a generic 24B guess had ~50 % more
    a = registry.get("Mistral Small 24B")
    assert (a.layers, a.kv_heads, a.head_dim, a.hidden) == (40, 8, 128, 5120)


def test_other_mistral_small_sizes_are_not_substituted():
    # Mistral Small 22B (2409) is another model: sized generically from its stated size, said in a note
    check("mistral small 22b for 3 users", {"params_b": 22.0})
