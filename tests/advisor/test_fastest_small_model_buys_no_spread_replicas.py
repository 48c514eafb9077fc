""""Fastest" for a small served model (one GPU holds a replica) leads with the fastest card, never a machine whose
extra GPUs only spread the same users over more replicas; that fleet is named beside with its trade. A follow-up in a
multi-LoRA thread (many adapters on one base) keeps saying it serves one base with the adapters resident.

By hand (Llama-3.1-8B, 200 rank-16 LoRA adapters, 40 in flight × 4 k, US): FP8 weights 8.0 GB + 32 hot adapter slots
≈ 2.7 GB + KV 40 × 4,096 × 128 KiB (32 layers × 8 KV heads × 128 × 2 × 2 B) ≈ 21.5 GB ≈ 37 GB with activations: one
B200 (180 GB) holds all 40. A decode step reads ≈ 8 + 2.7 + 20.5 ≈ 31 GB; at ≈ 3.3 TB/s effective (≈ 40 % of 8 TB/s,
prefill of arriving requests charged) ≈ 9.5 ms → ≈ 105 tokens/s per user, a 338-token answer in ≈ 3 s, far past
reading speed. $6.79/h × 730 h ≈ $4,957 a month, inside the expert's $1.2–5k for "as fast as possible" on an 8B.
The old answer, 8 × B200 as 8 replicas of 5 users (≈ 302 tokens/s each), was $53.52/h ≈ $39,070 a month: 2.9× the
per-user speed for 7.9× the price, bought only by splitting the batch — throughput, not a faster card. Same for
Qwen2.5-7B (KV 28 layers × 4 × 128 × 2 × 2 B = 56 KiB a token: ≈ 148 tokens/s per user on 1 × B200), Mistral-7B
(128 KiB a token, ≈ 107) and Gemma-2-9B (42 × 8 × 256 × 2 × 2 B = 336 KiB a token, KV ≈ 56 GB: ≈ 58)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.recommend import spread_for_speed

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN_LORA = ("we fine-tuned a LoRA (rank 16) of llama 3.1 8b for each of our 200 B2B customers. peak is maybe 40 requests "
           "in flight across all customers, 4k context. do we need a gpu per customer?? US, monthly cost")
FAST_EN = "what if we want it as fast as possible per request"


def _offer(gpus_a_replica: int, replicas: int, load_replicas: int) -> Any:
    return SimpleNamespace(layout=SimpleNamespace(num_gpus=gpus_a_replica), replicas=replicas,
                           load_replicas=load_replicas)


def test_only_one_gpu_replicas_past_the_loads_own_count_are_a_spread():
    # 8 × B200 running 8 replicas where 1 holds all 40 users: a spread; 1 replica as the load needs: not
    assert spread_for_speed(_offer(1, 8, 1)) and not spread_for_speed(_offer(1, 1, 1))
    # the load itself needs 4 replicas (4 × 10 users at the stream floor): 4 of 4 is no spread
    assert not spread_for_speed(_offer(1, 4, 4))
    # a tensor-parallel replica (a 70B on TP 2) is sized by the wide-layout rules, not this one; training offers
    # carry no load count (0)
    assert not spread_for_speed(_offer(2, 4, 1)) and not spread_for_speed(_offer(1, 1, 0))


def _turns(tmp_path, *texts: str):
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in texts]


@pytest.mark.slow
def test_fastest_for_a_multi_lora_8b_is_one_card_with_the_adapters_kept(tmp_path):
    r = _turns(tmp_path, EN_LORA, FAST_EN)[-1]
    head = r.text.split("| # |")[0]
    assert "1 × B200" in head and "8 replicas × 1 GPU" not in head and "$39,070" not in r.text, head
    assert "≈ $4,957 a month" in head and "≈ 105 tokens/s per user" in head, head
    # the serving shape of the thread is said in this turn too
    assert "Still one Llama-3.1-8B base serving all the thread's LoRA adapters" in r.text, head
    assert "≈ 2.7 GB of adapter slots" in r.text and "≈ 16.8 GB) in host RAM" in r.text, head
    # the fleet is the user's to take, with its trade
    assert "Faster only by spreading the same users thinner" in r.text and "8 replicas of 5 users" in r.text, r.text


@pytest.mark.slow
@pytest.mark.parametrize(("first", "fast", "model", "month"), [
    # 简体, Qwen2.5-7B: ¥48.89/h (= $6.79 × 7.2) × 730 ≈ ¥35,688
    ("我们有 200 个企业客户，每家一个 LoRA 适配器（rank 16），底座是 Qwen2.5-7B，高峰大约 40 个请求同时在跑，上下文 4k，"
     "要每个客户一张卡吗？美国，每月多少钱", "如果要每个请求都尽可能快呢", "Qwen2.5-7B", "每月 ≈ ¥35,688"),
    # 繁體, Mistral-7B: 217.28 TWD/h (= $6.79 × 32) × 730 ≈ 158,614 TWD
    ("我們有 200 家企業客戶，每家一個 LoRA 適配器（rank 16），底座是 Mistral-7B，尖峰大約 40 個請求同時在跑，上下文 4k，"
     "需要每個客戶一張卡嗎？美國，每月多少錢", "如果要每個請求都盡可能快呢", "Mistral-7B", "每月 ≈ 158,614 TWD"),
])
def test_fastest_in_chinese_is_one_card_and_keeps_the_adapters(tmp_path, first, fast, model, month):
    r = _turns(tmp_path, first, fast)[-1]
    head = r.text.split("| # |")[0]
    assert "1 × B200" in head and month in head and "8 個副本" not in head and "8 个副本" not in head, head
    assert f"{model} 底座" in head and "--enable-lora" in head, head
    assert ("只靠把同样的用户摊到更多副本上才更快" in r.text) or ("只靠把同樣的使用者攤到更多副本上才更快" in r.text), r.text


@pytest.mark.slow
def test_fastest_for_a_plain_small_model_is_one_card_and_says_no_adapters(tmp_path):
    # Gemma-2-9B, 40 at 4 k: KV ≈ 56 GB + FP8 weights ≈ 9 GB fit one B200: ≈ 58 tokens/s each, ≈ $4,957 a month; the
    # 8-replica B200 box (≈ 207 each, $39k) is named beside, and no adapter line is made up for a thread without them
    r = _turns(tmp_path, "serve gemma-2-9b for 40 concurrent users at 4k context in the US", FAST_EN)[-1]
    head = r.text.split("| # |")[0]
    assert "1 × B200" in head and "≈ $4,957 a month" in head and "8 replicas × 1 GPU" not in head, head
    assert "LoRA" not in r.text and "8 replicas of 5 users" in r.text, r.text
