"""Document work with a stated context (legal document analysis, contract review, long reports; 合同审查, 长文档分析,
文檔摘要): every request is a document, so the context is each prompt's length and every user's KV is sized in full,
never under the long-chat cap (tools.chat_kv) that reads a chat's context as a limit most conversations stay below."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tests.fixtures import resolved
from tools.chat_kv import long_chat_capped
from tools.load import request_shape
from tools.memory import load_kv_bytes

DOCUMENT_WORK = [
    ("Serve Llama 3.1 8B for legal document analysis with 64k context, 20 users", 65_536),
    ("analyse long reports with Llama 3.1 70B, 32k context, 10 concurrent users", 32_768),
    ("Serve Qwen2.5-32B to summarise contracts, 64k context, 30 users at once", 65_536),
    ("Qwen2.5-72B 做合同审查，32k 上下文，20 人同时用", 32_768),
    ("用 Qwen2.5-32B 做长文档分析，64k上下文，10个并发", 65_536),
    ("Qwen2.5-32B 做文檔摘要，64k 上下文，10 人同時用", 65_536),
]


@pytest.mark.parametrize(("text", "context"), DOCUMENT_WORK)
def test_document_work_with_a_context_is_read_as_documents(text, context):
    # "64k" is 64 × 1,024 = 65,536 tokens, "32k" 32,768: the context stays as said, and every request is a document
    # (documents: true), which tools.chat_kv sizes in full; prefix reuse is left as it was (a follow-up question on
    # the same document is still served from the prefix cache)
    e = extract(text)
    assert e.patch.seq_len == context
    assert e.patch.documents is True and e.patch.prefix_cache is None
    assert any("document" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["Llama 3.1 8B chatbot for 45 users, 32k context",
                                  "部署 Llama-3.1-8B 客服聊天，32k 上下文，45 人同时用"])
def test_a_chat_with_a_context_is_not_document_work(text):
    # a chat's context is a limit: no document words, so the long-chat cap still applies
    assert extract(text).patch.documents is None


def test_training_on_contracts_is_not_document_serving():
    # 用合同数据微调: fine-tuning on contract data is training, never an online document service
    assert extract("用合同数据微调 Qwen2.5-7B，上下文 32k").patch.documents is None


def test_document_work_sizes_every_user_at_the_full_context():
    # Llama-3.1-8B: 2 × 32 layers × 8 KV heads × 128 × 2 bytes = 131,072 bytes a token (BF16). 20 users at 65,536
    # tokens each: 20 × 65,536 × 131,072 = 171,798,691,840 bytes (171.8 GB). Capped as a chat it would be
    # ⌈0.1 × 20⌉ = 2 at 65,536 + 18 at 4,096 = 204,800 tokens × 131,072 = 26,843,545,600 bytes (26.8 GB).
    doc = resolved(model="Llama-3.1-8B", seq_len=65_536, concurrency=20, documents=True)
    chat = resolved(model="Llama-3.1-8B", seq_len=65_536, concurrency=20)
    arch = registry.get("Llama-3.1-8B")
    assert not long_chat_capped(doc)
    assert load_kv_bytes(arch, doc, 20) == 171_798_691_840
    assert load_kv_bytes(arch, chat, 20) == 26_843_545_600


def test_a_documents_request_is_the_whole_context_with_its_follow_ups_cached():
    # the priced request is the context less ShareGPT's mean answer: 65,536 − 338 = 65,198 prompt tokens (not the
    # average chat), and with vLLM's prefix cache on a follow-up question prefills only part of it (cached > 0)
    sh = request_shape(resolved(model="Llama-3.1-8B", seq_len=65_536, concurrency=20, documents=True))
    assert (sh.prompt, sh.output, sh.prompt_source) == (65_198, 338, "context")
    assert sh.cached > 0


def test_a_contracts_length_is_every_prompts_length():
    # "each contract is 50k tokens": 50 is no power of two, so a person's decimal estimate (tools.token_window):
    # 50 × 1,000 = 50,000 tokens in every prompt (a stated prompt keeps full sizing); "64k" is a power-of-two
    # window, 64 × 1,024 = 65,536
    p = extract("Serve Qwen2.5-32B for 30 users, each contract is 50k tokens, 64k context").patch
    assert p.prompt_tokens == 50_000 and p.seq_len == 65_536
