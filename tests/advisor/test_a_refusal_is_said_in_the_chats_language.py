"""A refused workload is said in the chat's language: a Chinese thread never reads an English sentence after 无法估算
(the error's fact, tools.errors.fact_of, worded by advisor/core/messages/workload_error.py); 繁體 through the script
conversion; English as the error's text. A follow-up's signed figure ("每章-4000字呢？") is said not read and the
thread's job kept, never read as a 4,000-字 context."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine, Reply
from advisor.core.store import Store
from tests.advisor.test_workload_error_words import ENGLISH_RUN, NAMES
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs whole chat turns

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NIGHTLY = "用Qwen2.5-72B每天晚上写1万章，每章4000字"


def _chat(tmp_path, turns: list[str], key: str = "t") -> list[Reply]:
    e = Engine(store=Store(tmp_path / f"{key}.db"))
    return [e.handle(key, t) for t in turns]


def _no_english(text: str) -> bool:
    return not ENGLISH_RUN.search(NAMES.sub("", text))


def test_a_context_shorter_than_the_batch_output_is_refused_in_simplified_chinese(tmp_path):
    # Hand: 4,000 字 an item at Qwen's 0.67 token a 字 = 2,680 output tokens; a 2,000-token context cannot hold a
    # 2,680-token output (context = prompt + output): refused with both figures, in Chinese
    first, refused = _chat(tmp_path, [NIGHTLY, "上下文改成2000 token呢？"])
    assert first.kind == "answer" and "2,680" in first.text
    assert refused.kind == "error", refused.text[:300]
    assert refused.text.startswith("无法估算：批处理请求的上下文（2,000 个 token）必须长于其输出（2,680 个 token）")
    assert _no_english(refused.text), refused.text


def test_a_signed_length_in_a_follow_up_is_said_not_read_and_the_job_kept(tmp_path):
    # "-4000字" was read as a 4,000-字 context (2,680 tokens) beside the 2,680-token output and refused in English;
    # a minus before a length is no length: the note says so and the plan stays the 10,000 chapters of 2,680 tokens
    first, doubled, signed = _chat(tmp_path, [NIGHTLY, "如果章数翻倍呢？", "每章-4000字呢？"])
    assert doubled.recommendation is not None and doubled.recommendation.workload.batch_requests == 20_000
    assert signed.kind != "error", signed.text[:300]
    assert "“-4000字”未读取" in signed.text and "无法估算" not in signed.text
    assert "输出 2,680" in signed.text and "20,000 条" in signed.text
    assert _no_english(signed.text.split("\n", 1)[0]), signed.text[:300]


def test_a_kv_precision_on_a_training_job_is_refused_in_traditional_chinese(tmp_path):
    # a KV cache is inference's (training keeps none): the refusal in 繁體, the flag named, no English sentence
    (reply,) = _chat(tmp_path, ["用Llama-3.1-8B做LoRA微調，KV cache用fp8"])
    assert reply.kind == "error", reply.text[:300]
    assert reply.text == "--kv-precision 設定的是推論的 KV cache；訓練不保留 KV cache"
    assert _no_english(reply.text) and re.search(r"[設訓練]", reply.text)


def test_a_prompt_longer_than_the_context_is_refused_in_english_as_the_errors_text(tmp_path):
    # 8,000 prompt tokens cannot fit a 4,096-token context: the English words are the error's own (str(err))
    (reply,) = _chat(tmp_path, ["Serve Llama-3.1-8B to 50 users, prompts of 8000 tokens, context 4k"])
    assert reply.kind == "error", reply.text[:300]
    assert reply.text == ("I can't size that: a request's prompt (8,000 tokens) must be shorter than its context (4,096): "
                          "the context counts prompt + answer")


@pytest.mark.parametrize(("text", "said"), [
    ("用Llama-3.1-8B做LoRA微調，KV cache用fp8", "--kv-precision 設定的是推論的 KV cache；訓練不保留 KV cache"),
    ("用Llama-3.1-8B做LoRA微调，KV cache用fp8", "--kv-precision 设置的是推理的 KV cache；训练不保留 KV cache"),
    ("LoRA Llama-3.1-8B with an fp8 KV cache", "--kv-precision sets the KV cache of inference; training keeps no KV cache"),
])
def test_the_agents_parse_tool_refuses_in_the_messages_language(text, said):
    # MCP's / LangChain's `parse` reads a sentence as the chat does: its refusal is worded in that sentence's language
    from advisor.agents.tools import ParseArgs, parse_request
    from tools.errors import AdvisorError

    with pytest.raises(AdvisorError) as info:
        parse_request(ParseArgs(text=text))
    assert str(info.value) == said and info.value.code == "workload_error.kv_training"
