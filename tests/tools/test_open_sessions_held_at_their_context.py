"""Open chats said to grow to the stated context (`sessions_full`) are held there by the pick's KV cache
(tools.session_kv.resident_sessions through tools.memory.load_kv_bytes), while the users generating at once still
set the speed; the reader sets `sessions_full` only when each chat's length is said (advisor.core.session_length_read).

Hand reasoning (an outside ML-infrastructure engineer's key), KV per token = 2 · layers · kv_heads · head_dim · bytes:
- Qwen2.5-14B: 2 · 48 · 8 · 128 · 2 B = 196,608 B (192 KiB). 50 people online, each chat to 32,768 tokens: ≈ 15
  generating at once (50 × 18.9 s ÷ 63.9 s, the response-time law), but 50 open sessions × 32,768 × 196,608 B ≈
  322 GB of 16-bit KV held, where the chat mix sizes 13 at 4,096 and 2 at 32,768 ≈ 23 GB.
- A replica serving half the generating users holds half the open sessions (⌈8 × 50 ÷ 15⌉ = 27 for 8 of 15).
- "45 concurrent users, 32k context" says no chat's length: the chat mix (tools.chat_kv) stays.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.defaults import resolve
from tools.memory import load_kv_bytes
from tools.schema import Workload
from tools.session_kv import open_sessions_per_user, resident_sessions

KV_14B = 2 * 48 * 8 * 128 * 2


def _w(**kw):
    w, _ = resolve(Workload(task="inference", model="Qwen2.5-14B", seq_len=32768, **kw))
    return w


def test_every_open_session_is_held_at_its_stated_context():
    w = _w(users_online=50, sessions_full=True)
    assert w.concurrency == 15  # the generating users still set the speed
    assert resident_sessions(w, w.concurrency) == 50
    kv = load_kv_bytes(registry.get("Qwen2.5-14B"), w, w.concurrency)
    assert kv == 50 * 32768 * KV_14B  # ≈ 322 GB
    assert round(kv / 1e9) == 322


def test_a_replica_holds_its_share_of_the_open_sessions():
    w = _w(users_online=50, sessions_full=True)
    replica = w.model_copy(update={"concurrency": 8})  # how tools.offers sizes one replica
    assert open_sessions_per_user(replica) == pytest.approx(50 / 15)
    assert resident_sessions(replica, 8) == 27


def test_without_a_chat_length_said_the_chat_mix_stays():
    w = _w(users_online=50)
    assert resident_sessions(w, w.concurrency) is None
    # 13 chats at 4,096 + 2 at 32,768 = 118,784 tokens (the long-chat cap, tools.chat_kv)
    assert load_kv_bytes(registry.get("Qwen2.5-14B"), w, w.concurrency) == (13 * 4096 + 2 * 32768) * KV_14B


def test_users_at_once_with_each_chat_long_are_each_an_open_session():
    w = _w(concurrency=20, sessions_full=True)
    assert resident_sessions(w, 20) == 20  # 20 × 32,768 × 192 KiB ≈ 129 GB, not the mix's 25 GB


@pytest.mark.parametrize("text", [
    "Mistral-Small-24B companion app, 30 people chatting at the same time, chats run up to 32k tokens",  # en
    "Gemma-2-9B tutoring bot for 25 students at once, each conversation can reach 16k tokens",  # en
    "Qwen2.5-14B 客服机器人，40 人同时在线，每个会话最长 64k",  # 简体
    "Llama-3.1-8B 聊天機器人，60 人同時在線，每個會話最長 32k",  # 繁體
    "Phi-4 陪聊，30 人同時在線，每段對話最多 16k",  # 繁體
    "Llama-3.1-8B 陪傾偈 app，50 個人同時在線，每個傾偈最長 32k",  # 繁體, Hong Kong Cantonese
])
def test_each_chats_length_said_is_read(text):
    assert extract(text).patch.sessions_full is True


@pytest.mark.parametrize("text", [
    "Llama-3.1-8B for 45 concurrent users, 32k context",  # a context limit: most chats are short
    "部署 Qwen2.5-14B，100 人同时在线聊天，上下文 32k",  # 简体, a window, no chat's length
    "40 agents at once on Llama-3.1-70B, contexts build up to 32k",  # agents: every one at the context already
    "Qwen2.5-14B, each chat can run to 32k tokens",  # no load said: nothing to hold
    "部署 Qwen2.5-14B，50 人同时在线，上下文 32k，每人每天 2k 次请求",  # 简体: a rate per person, not a chat's length
])
def test_no_chat_length_or_no_load_is_not_read(text):
    assert extract(text).patch.sessions_full is None


def test_the_vram_answer_holds_every_open_session_and_says_so():
    # Qwen2.5-14B, 50 online each to 32,768: 50 × 32,768 × 196,608 B = 322.1 GB of 16-bit KV, said as the sessions
    from tools.vram import vram_line

    w = _w(users_online=50, sessions_full=True)
    en = vram_line(registry.get("Qwen2.5-14B"), w).text("en")
    assert "KV cache 322.1 GB (all 50 open sessions at the full 32,768 tokens, 15 of them generating at once" in en


def test_a_refused_box_leads_with_no_and_the_sessions_kv_at_16_and_8_bits():
    # Llama-3.1-70B (2 · 80 · 8 · 128 · 2 = 327,680 B a token): 80 online, each to 65,536 → 80 × 65,536 × 327,680 B
    # ≈ 1,718 GB at 16 bits, ≈ 859 GB in FP8 (1 byte): "No: 8 × H100 SXM cannot hold 80 open sessions …"
    from types import SimpleNamespace

    from catalog.gpus import all_gpus
    from tools.schema import Msg
    from tools.session_kv_pick import sessions_no_lead

    w, _ = resolve(Workload(task="inference", model="Llama-3.1-70B", seq_len=65536, users_online=80,
                            sessions_full=True, num_gpus=8, gpu_preference="H100"))
    r = SimpleNamespace(w=w, arch=registry.get("Llama-3.1-70B"), preferred=SimpleNamespace(name="H100 SXM"),
                        gpus=all_gpus())
    plan = Msg(code="recommend.tail.per_user", args={"tps": 30.0})
    rec = SimpleNamespace(constraints=[SimpleNamespace(name="gpus", status="refused")], headline=plan)
    got = sessions_no_lead(rec, r).headline  # type: ignore[arg-type]
    assert got.code == "session_kv.no_lead" and got.args["headline"] is plan
    assert got.args["sessions"] == 80 and round(got.args["bf16_gb"]) == 1718 and round(got.args["fp8_gb"]) == 859
    assert got.text("en").startswith("No: 8 × H100 SXM cannot hold 80 open sessions at 65,536 tokens each")
    # no one machine holds them either: ≈ 141 GB of BF16 weights + 859 GB of FP8 KV ≈ 1,000 GB > 8 × H200's
    # ≈ 8 × 122 GB under a tenth spare (tools.session_kv_pick.cards_to_hold), so no "more HBM" machine is named
    assert got.args["hbm_fix"] == []
    # nothing refused, or no sessions said: the headline is left as it was
    kept = SimpleNamespace(constraints=[], headline=plan)
    assert sessions_no_lead(kept, r).headline is plan  # type: ignore[arg-type]
