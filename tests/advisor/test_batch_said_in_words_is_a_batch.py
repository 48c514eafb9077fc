"""A batch job said in words is a batch of inference over its items: screening, flagging and judging counted items is
classification (a label out each), never a LoRA fine-tune over "samples" and never one chat user."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.screening_read import as_screening_text
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, n, seq", [
    # 400k articles a night, ~900 tokens each, a label out: 400,000 requests a day; context 900 + the 8-token label
    # classification assumes = 908
    ("Every night we screen 400k news articles with Qwen2.5-14B-Instruct for adverse mentions of our clients, "
     "~900 tokens each", 400_000, 908),
    # 筛查 20 万条评论, 判定是否违规, 每条约 150 token: 200,000 requests, 150 in + 8 out = 158
    ("风控每天要用GLM-4-9B筛查20万条用户评论，判定是否违规，每条约150 token", 200_000, 158),
    # 篩 30 萬篇新聞「樣本」: still 300,000 items judged (a label each), 800 in + 8 out = 808; 樣本 names no training
    ("合規部每晚用Qwen2.5-14B-Instruct篩30萬篇新聞樣本，判定有冇負面消息，每篇平均800 token", 300_000, 808),
])
def test_screening_counted_items_is_classification(text, n, seq):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.batch_work == "classify", p
    assert p.dataset is None, p  # never a LoRA over the items
    assert p.seq_len == seq, p.seq_len
    assert not p.concurrency and not p.users_online


@pytest.mark.parametrize("text", [
    "fine-tune Qwen2.5-7B as a screening classifier on 50k labelled samples",  # training said: the set it learns from
    "what screen size does the H100 console need",  # no count, no job
    "判断一下 Llama-3.1-8B 能不能跑在 4090 上",  # a judgement with no count of items (4090 is a card)
])
def test_left_as_said(text):
    assert as_screening_text(text) == (text, None)
