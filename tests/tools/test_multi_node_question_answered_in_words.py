""""Do we need multiple nodes?" (需要多节点吗 / 需要多節點嗎 / 要唔要多部機) is read as a question and answered in words
before the plan: no (one machine holds it), not as a cluster (independent copies), or yes (N machines over RDMA)."""
from __future__ import annotations

import pytest

from advisor.core.messages import word
from advisor.core.script import to_script
from tests.advisor.test_reading_classes import check
from tools.nodes import nodes_answer
from tools.schema import Candidate, Layout, Money


@pytest.mark.parametrize("text", [
    "Full fine-tune of Qwen2.5-14B on 3B tokens within two weeks. Do we need multiple nodes?",
    "Pretraining a 1B model from scratch on 50B tokens; does it need more than one machine?",
    "Llama-3.3-70B LoRA, 2k context — multi-node?",
    "要用 Qwen2.5-32B 做全参微调，10 亿 token，需要多节点吗？",
    "Mistral-7B 繼續預訓練 100 億 token，需不需要多機？",
    "用 Qwen3-14B 全參數微調，要唔要多部機？",
])
def test_a_nodes_question_is_read(text):
    check(text, {"asks_nodes": True})


@pytest.mark.parametrize("text", [
    "Serve Llama-3.1-8B for 50 users on one node",  # a limit said as a fact (max_nodes), not a question
    "We have two 8xH100 servers, fine-tune Qwen2.5-72B",  # machines owned, nothing asked about nodes
    "部署 Qwen3-8B 给 30 人用，单机就行",
])
def test_no_nodes_question_without_one(text):
    check(text, {}, never=("asks_nodes",))


def _cand(gpus_per_machine: int, machines: int, layout_gpus: int) -> Candidate:
    return Candidate(provider="p", instance="i", region="r", gpu="H100 SXM", gpu_count=gpus_per_machine,
                     instances=machines, price_per_hour=Money(amount=1.0, currency="USD"), billing="on_demand",
                     layout=Layout(num_gpus=layout_gpus, gpus_per_node=gpus_per_machine))


def test_one_machine_is_a_no():
    # Hand: a 14B full fine-tune at 16 bytes/param = 224 GB of states → 28 GB/GPU on 8 × H100 with ZeRO-3: one
    # 8-GPU machine (1 instance, layout over 8 GPUs in one node) → "No", with the reason (cards linked in the node).
    m = nodes_answer(_cand(8, 1, 8), True)
    assert m is not None and m.code == "nodes.one"
    en, zh = word(m, "en"), word(m, "zh")
    assert en.startswith("Multiple nodes? No") and "8 × H100 SXM" in en
    assert zh.startswith("需要多节点吗？不需要") and "8 × H100 SXM" in zh
    assert to_script(zh, "zh-Hant").startswith("需要多節點嗎？不需要")


def test_a_copy_over_two_machines_is_a_yes_with_rdma():
    # Hand: a 70B full fine-tune needs 70.6 B × 16 B ≈ 1.13 TB of states: over 640 GB of one 8 × H100 node → 2
    # machines × 8 = 16 GPUs with one layout over 16 (Layout.nodes = 16 / 8 = 2) → "Yes", InfiniBand or RoCE named.
    m = nodes_answer(_cand(8, 2, 16), True)
    assert m is not None and m.code == "nodes.many"
    en = word(m, "en")
    assert "Yes" in en and "2 machines × 8 H100 SXM (16 GPUs)" in en and "InfiniBand or RoCE" in en
    assert "需要：" in word(m, "zh") and "16 卡" in word(m, "zh")


def test_replicas_on_separate_machines_are_not_a_cluster():
    # Hand: 3 serving replicas of an 8B model, each on its own 1-GPU machine (layout over 1 GPU): three machines but
    # no copy spans two → no RDMA needed between them.
    m = nodes_answer(_cand(1, 3, 1), True)
    assert m is not None and m.code == "nodes.copies"
    assert "need no InfiniBand" in word(m, "en") and "3 台机器" in word(m, "zh")


def test_not_asked_says_nothing():
    assert nodes_answer(_cand(8, 2, 16), None) is None
    assert nodes_answer(None, True) is None
