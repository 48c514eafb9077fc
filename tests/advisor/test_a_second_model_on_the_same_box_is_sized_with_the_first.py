"""A follow-up asking for a second model ALSO on the same box (owned or proposed) is answered with both models sized
together on the stated cards (tools.cohost), never the second alone as if it replaced the first. Chats in English,
简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.cohost_lines import cohost_asked
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_A = Workload(task="inference", model="Llama-3.1-8B", concurrency=20, num_gpus=2, gpu_preference="RTX A6000")
_B = Workload(task="inference", model="Gemma-2-27B", concurrency=5, num_gpus=2, gpu_preference="RTX A6000")


@pytest.mark.parametrize(("text", "asked"), [
    ("can the same server also host Gemma-2-27B for 5 analysts?", True),
    ("这台机器能不能同时再跑一个 Gemma-2-27B，给 5 个人用？", True),
    ("呢部機可唔可以一齊行埋 Gemma-2-27B 俾 5 個人用？", True),
    ("what about Gemma-2-27B instead, for 5 people?", False),  # a switch, not a second model: the plain answer
    ("换成 Gemma-2-27B 呢？", False),
])
def test_a_second_model_on_the_box_is_read(text, asked):
    assert cohost_asked(text, _A, _B) is asked


def _chat(tmp_path, *turns, key: str = "t"):
    eng = Engine(Store(tmp_path / f"{key}.db"))
    return [eng.handle(key, text) for text in turns]


@pytest.mark.slow
def test_not_both_said_with_the_way_out_in_english(tmp_path):
    # 2 × RTX A6000, pool 45.7 GB a card: Llama-3.1-8B for 40 (≈ 19.3 GB a card over TP 2: 8.0 weights + 10.7 KV at
    # 131,072 B a token × 4,096 × 40) + Mistral-Small-24B for 10 (≈ 27.6 GB: 23.6 weights + 3.4 KV at 163,840 B a
    # token × 4,096 × 10) = 46.9 GB > 45.7 → "No, not both", the 24B in INT4 first.
    r = _chat(tmp_path, "we have a box with 2x RTX A6000. running Llama-3.1-8B-Instruct for a support chatbot, 40 people "
                        "at once", "could the same box also run Mistral-Small-24B for summaries, 10 users at once?")[-1]
    assert "No, not both on the same 2 × RTX A6000" in r.text
    assert "Llama-3.1-8B" in r.text.split("\n\n")[0] and "INT4" in r.text.split("\n\n")[0]


@pytest.mark.slow
def test_one_model_per_card_group_in_simplified_chinese(tmp_path):
    # 4 × RTX 4090: Qwen2.5-7B for 20 (15.2 GB + 4.7 GB KV: one card holds it) and Qwen2.5-14B for 5 (29.5 GB: TP 2,
    # 14.8 + 2.0 a card; 40 heads do not split 3 ways) → one model per card group, 2 + 2.
    r = _chat(tmp_path, "我们自己有一台机器，4 张 RTX 4090，部署 Qwen2.5-7B-Instruct 做客服，20 个人同时用",
              "这台机器能不能同时再跑一个 Qwen2.5-14B-Instruct 做文档摘要，5 个人用？", key="zh")[-1]
    lead = r.text.split("\n\n")[0]
    assert "两个模型一起跑：可以，一个模型占一组卡" in lead and "Qwen2.5-7B" in lead and "Qwen2.5-14B" in lead


@pytest.mark.slow
def test_both_share_every_card_in_traditional_chinese(tmp_path):
    # 2 × RTX 6000 Ada: Gemma-2-27B's 54.5 GB of BF16 weights fit no single card, so both run TP 2 on both cards:
    # ≈ 27.2 + 3.9 GB (KV 376,832 B a token × 4,096 × 5 ÷ 2) + the 8B's ≈ 8 + 1.3 GB a card, under the ≈ 44 GB pool.
    r = _chat(tmp_path, "公司部機有兩張 RTX 6000 Ada，行緊 Llama-3.1-8B-Instruct 俾 5 個同事同時用",
              "同一部機可唔可以一齊行埋 Gemma-2-27B，5 個人用？", key="hant")[-1]
    lead = r.text.split("\n\n")[0]
    assert "兩個模型都跨所有卡做張量並行" in lead and "--gpu-memory-utilization" in lead
