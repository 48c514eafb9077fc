"""Each user drops a whole long document into the chat ("each lawyer uploads an entire merger agreement", 每人上传整份
合同, 成份年報掟入去): every open session holds that document while its user asks about it, so the pick holds them all
at the stated length (`sessions_full`, advisor.core.document_drop_read → tools.session_kv), a proposed card that
cannot is answered "no" with the nearest plan that works, and the answer says how long a new document's first token
waits (its whole prompt prefilled). Before, the context was read as a chat's limit: most users at a typical 4,096
tokens and one in ten at the full length (tools.chat_kv), and a card holding one document at a time was a "yes".

Hand reasoning (an outside ML-infrastructure engineer's key), KV per token = 2 (K, V) · layers · kv_heads · head_dim ·
2 B (16-bit), from each model's config.json:
- Qwen2.5-32B: 2 · 64 · 8 · 128 · 2 = 262,144 B (256 KiB). 15 lawyers → 5 at once (a small team: a third of it,
  rounded up, 2–5; 12 would be 4 → 62.9 GB of KV + 65.5 GB ≈ 128 GB, which one H200 does hold); each holds
  "about 60k" = 60,000 tokens (60 is no power of two: a decimal estimate, tools.token_window) → 5 × 60,000 × 262,144 B
  ≈ 78.6 GB of KV beside ≈ 65.5 GB of BF16 weights: ≈ 144 GB, more than one H200's 141 GB. The chat mix
  (4 × 4,096 + 1 × 60,000 = 76,384 tokens ≈ 20.0 GB) would fit it: a wrong "yes".
- Qwen2.5-14B: 2 · 48 · 8 · 128 · 2 = 196,608 B (192 KiB). 8 lawyers at once × 60,000 tokens → ≈ 94.4 GB of KV
  beside ≈ 29.5 GB of weights: ≈ 124 GB, more than one A100 80GB (the mix: 7 × 4,096 + 60,000 → 17.4 GB, a "yes").
- Llama-3.1-8B: 2 · 32 · 8 · 128 · 2 = 131,072 B (128 KiB). 10 analysts at once × 80,000 tokens → ≈ 104.9 GB of KV
  beside 16 GB of weights, more than one L40S's 48 GB (the mix: 9 × 4,096 + 80,000 → 15.3 GB, a "yes").
- A new document of N tokens has nothing cached: its first token waits for all N tokens to be prefilled.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tests.conftest import module_home
from tools.defaults import resolve
from tools.memory import load_kv_bytes
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

KV_32B = 2 * 64 * 8 * 128 * 2  # Qwen2.5-32B, 262,144 B a token
KV_14B = 2 * 48 * 8 * 128 * 2  # Qwen2.5-14B, 196,608 B a token
KV_8B = 2 * 32 * 8 * 128 * 2  # Llama-3.1-8B, 131,072 B a token

EN = "15 lawyers each upload an entire merger agreement (about 60k tokens) into Qwen2.5-32B-Instruct and ask questions " \
     "about it; is one H200 enough?"
ZH = "8个律师同时在用，每人上传整份合同（约6万token）给 Qwen2.5-14B-Instruct 提问，一张 A100 80G 够吗？"
HANT = "10個分析師同時用，每人將成份年報（大約8萬token）掟入 Llama-3.1-8B-Instruct 問問題，一張 L40S 夠唔夠？"


@pytest.mark.parametrize("text", [
    EN, ZH, HANT,
    "Our 6 auditors will paste whole annual reports (~90k tokens) into Mistral-Small-24B at the same time",  # en
    "40 people online drop full 300-page manuals into Llama-3.1-70B with 128k context and chat about them",  # en
    "15 人同時使用，每人上傳一份 5 萬 token 的招股書給 Mistral-Small-24B 問答，兩張 L40S 夠嗎？",  # 繁體
    "20个研究员同时用 Qwen2.5-7B，把整篇论文（约3万token）丢进去提问",  # 简体
])
def test_a_whole_document_each_is_every_session_held_at_its_length(text):
    patch = extract(text).patch
    assert patch.sessions_full is True, patch
    assert not patch.documents, patch  # each user's follow-ups reuse the one document: sessions, not fresh prompts


@pytest.mark.parametrize("text", [
    "Llama-3.1-8B for 45 concurrent users, 32k context",  # a context limit: most chats are short
    "30 users at once on Llama-3.1-8B, 32k context, we upload whole manuals into a vector index for RAG",  # chunks
    "Users upload entire contracts (60k tokens) into Qwen2.5-14B",  # no load said: nothing to hold
    "Summarise 50,000 whole contracts of 60k tokens each overnight with Qwen2.5-14B",  # a batch, sized in full
    "部署 Qwen2.5-14B，100 人同时在线聊天，上下文 32k",  # 简体, a window, no document
    "20 人同時使用 Qwen2.5-14B，上傳整份合同建立知識庫做檢索，上下文 32k",  # 繁體: a knowledge base is searched in chunks
])
def test_no_whole_document_or_no_load_is_not_read(text):
    assert extract(text).patch.sessions_full is None


@pytest.mark.parametrize("model,seq,users,head,per_token", [
    ("Qwen2.5-32B", 60000, None, 15, KV_32B),  # 5 at once of 15 (a third, rounded up) → 5 × 60,000 × 256 KiB ≈ 78.6 GB
    ("Qwen2.5-14B", 60000, 8, None, KV_14B),  # 8 × 60,000 × 192 KiB ≈ 94.4 GB
    ("Llama-3.1-8B", 80000, 10, None, KV_8B),  # 10 × 80,000 × 128 KiB ≈ 104.9 GB
])
def test_the_kv_held_is_every_user_at_the_documents_length(model, seq, users, head, per_token):
    w, _ = resolve(Workload(task="inference", model=model, seq_len=seq, concurrency=users, head_count=head,
                            sessions_full=True))
    n = w.concurrency
    assert n == (users or 5)
    assert load_kv_bytes(registry.get(model), w, n) == n * seq * per_token


@pytest.mark.slow
@pytest.mark.parametrize("text,no,kv_gb,ttft,typical_doc", [
    (EN, "no, 1 × H200", "79 GB of KV", "a new prompt filling the 60,000-token context", "nothing cached yet"),
    # 8 × 60,000 × 96 KiB (FP8 KV) ≈ 47.2 GB beside 29.5 GB of BF16 weights ≈ 76.7 GB: one A100 80GB's vLLM pool
    # (≈ 76.7 GB at 0.9) holds ≈ 98 % of it, all at 0.91; at 16-bit KV (≈ 94 GB) it does not: "no" only at 16 bits
    (ZH, "16 位 KV cache 则不够", "94 GB", "填满 60,000 token 上下文的新提示", "尚无缓存"),
    (HANT, "不夠：1 × L40S", "105 GB", "填滿 80,000 token 上下文的新提示", "尚無快取"),
])
def test_the_answer_says_no_for_a_card_holding_one_document_and_the_new_documents_wait(
        tmp_path, text, no, kv_gb, ttft, typical_doc):
    # a new document is the whole stated length, never the chat mix's typical prompt called "a new document"
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    got = reply.text
    assert no in got, got[:1500]
    assert kv_gb in got, got[:1500]
    assert ttft in got, got[:1500]
    assert typical_doc not in got, got[:1500]


@pytest.mark.slow
def test_a_new_document_is_said_at_its_whole_length_never_the_typical_prompt(tmp_path):
    # Llama-3.1-70B: 2 · 80 · 8 · 128 · 2 = 327,680 B a token. 25 paralegals → 5 at once, each holding a 120k-token
    # case file (120 is no power of two: 120,000 tokens): 5 × 120,000 × 327,680 B ≈ 196.6 GB of KV. A new case file is
    # 120,000 tokens prefilled with nothing cached, so its wait is the full-context one; the chat mix's typical
    # prompt is no "new document".
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    got = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "25 paralegals each paste a whole case file (~120k tokens) into Llama-3.1-70B-Instruct and ask questions "
        "about it. What should we rent?")).text
    assert "holds all 5 open sessions at the full 120,000 tokens (≈ 197 GB of KV" in got, got[:2500]
    assert "a new prompt filling the 120,000-token context" in got, got[:2500]
    assert "nothing cached yet" not in got, got[:2500]


@pytest.mark.slow
@pytest.mark.parametrize("first,second,n,held", [
    # Mistral-Small-24B: 2 · 40 · 8 · 128 · 2 = 163,840 B a token; 6 × 32,768 × 163,840 B ≈ 32.2 GB of KV held
    ("Serve Mistral-Small-24B for 6 reviewers at once, 32k context.",
     "Each of them uploads an entire contract and asks questions about it.", 6, "holds all 6 open sessions"),
    # Qwen2.5-7B: 2 · 28 · 4 · 128 · 2 = 57,344 B a token; 15 × 65,536 × 57,344 B ≈ 56.4 GB of KV held
    ("部署 Qwen2.5-7B，15 人同时使用，上下文 64k", "每个人都会上传整份合同再提问", 15, "全部 15 个开着的会话"),
    # Llama-3.1-8B: 2 · 32 · 8 · 128 · 2 = 131,072 B a token; 12 × 102,400 × 131,072 B ≈ 161 GB of KV held
    ("部署 Llama-3.1-8B，12 人同時使用，上下文 100k", "每個人都會上傳整份報告再問問題", 12, "全部 12 個開著的會話"),
])
def test_a_follow_up_saying_each_drops_a_whole_document_holds_every_session(tmp_path, first, second, n, held):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    w1, _, _ = eng.store.load("t")
    assert not w1.sessions_full, w1
    got = eng.handle("t", second).text
    w2, _, _ = eng.store.load("t")
    assert w2.sessions_full is True and w2.concurrency == n, w2
    assert held in got, got[:2500]


@pytest.mark.parametrize("text", [
    "30 users at once on Llama-3.1-8B with 32k context; each uploads a 2-page PDF and asks about it",  # a short one
    "20 人同时用 Qwen2.5-7B，上下文 32k，每人上传一份 3 页的文件",  # 简体: three pages are no long document
])
def test_a_short_document_is_not_every_session_at_the_context(text):
    # a 2-page PDF is ≈ 1–2k tokens: holding 30 sessions at 32,768 tokens would size 16× the KV the chats hold
    assert extract(text).patch.sessions_full is None
