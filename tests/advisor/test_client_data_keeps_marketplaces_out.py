"""A client's data said as confidential keeps marketplace and broker hosts out (advisor/core/extract_rules.py
PRIVILEGED, privileged_data): the same rule as medical records / 病歷 / PHI, with the client's-data vocabulary —
"client data", "our clients' files", 客户的图纸, 資料是客戶的, 不能乱放 / 不能亂放, 不能外洩.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, privileged_data


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text", [
    # an engineering consultancy trains a segmenter on drawings its clients own: a Vast or Hyperbolic host is an unknown
    # operator with the disk in hand and no processing agreement, so the supplier cannot put the client's files there
    "We're a consultancy; train a Mask R-CNN on 40k of our clients' drawings, which GPU is cheapest?",
    "Fine-tune Qwen2.5-14B on client data from our audit jobs, cheapest GPU?",
    # 简体: a design studio's photos belong to its customers and "不能乱放" (may not be put anywhere): no marketplace host
    "我们是设计公司，要用 Qwen2-VL-7B 给 20 万张图片打标签，图片都是客户给的，不能乱放，租什么卡？",
    # 繁體: a Taiwanese firm's training set is its customers' and may not leak (不能外洩): no marketplace host
    "要用 Llama-3.1-8B 微調，訓練資料是客戶的，不能外洩，租哪種 GPU 最划算？",
])
def test_a_clients_data_leaves_marketplaces_out(text):
    assert privileged_data(text) is not None
    assert read(text).get("exclude_marketplace") is True


@pytest.mark.parametrize("text", [
    "Qwen3-8B chatbot for our clients' questions about shipping, 20 users, cheapest GPU?",  # questions, no data of theirs
    "用 Qwen3-8B 给客户回答物流问题，20 人同时用，租什么卡？",  # serving customers, no data of theirs said
])
def test_serving_clients_is_no_confidential_data(text):
    assert privileged_data(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    # 繁體: a Llama-3.1-8B LoRA on a customer's own dialogues that "may not be put just anywhere": the ranked rows are
    # contracted clouds only — no Vast / Hyperbolic host, no Shadeform / Prime Intellect resale
    "我們要微調 Llama-3.1-8B 做客服摘要，5 萬筆對話，每筆 1k token，訓 3 個 epoch，資料是客戶的不能亂放，租什麼 GPU 最划算？",
    # en: the same rule from "client data"
    "LoRA fine-tune Mistral-7B on 20k examples of client data from our audits, 2k tokens each, 2 epochs; cheapest GPU?",
])
def test_whole_answers_rank_no_marketplace_or_broker(text, tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    table = [line for line in out.splitlines() if line.startswith("| ")]
    assert table and not any(w in line.lower() for line in table
                             for w in ("shadeform", "prime intellect", "primeintellect", "vast", "hyperbolic"))
