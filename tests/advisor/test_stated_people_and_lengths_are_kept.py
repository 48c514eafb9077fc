"""Stated workload facts are read, never replaced by a default: people counted by who they are (tellers, staff in
brackets, a firm's size) are a head count sized as the share at the office peak (said); an average length per item
("平均 N 字") is each item's length; messages per person ("每個傾 10 句") are kept."""

import pytest

from advisor.core.extract_rules import extract, read_example_length


@pytest.mark.parametrize("text, people", [
    ("全行大約 150 位櫃員會用 Qwen2.5-14B 查規章", 150),  # 櫃員 (tellers), 繁體
    ("给客服部门用（大概80人），部署 Qwen3-8B", 80),  # the head count in brackets after who uses it
    ("我哋係一間 12 人嘅會計師事務所，想用 Qwen3-8B 做摘要", 12),  # a firm's size, Cantonese 嘅
    ("about 400 bank tellers will use Llama-3.1-8B for policy Q&A", 400),  # en: a profession with its team word
])
def test_people_are_a_head_count(text, people):
    p = extract(text).patch
    assert p.head_count == people and p.concurrency is None


@pytest.mark.parametrize("text, tokens", [
    # 平均 6,000 字 at tools.dataset's 0.6 token per character (DeepSeek API docs) → 3,600 tokens each
    ("要把 80 萬篇判決書（平均 6,000 字）用 bge-m3 做向量", 3600),
    # 平均约 1500 字 → 900 tokens each
    ("把 200 万条新闻（平均约 1500 字）用 bge-large-zh-v1.5 向量化", 900),
])
def test_an_average_length_in_characters_is_each_items_length(text, tokens):
    got = read_example_length(text)
    assert got is not None and got[0] == tokens


@pytest.mark.parametrize("text, users, each", [
    ("想整個客服 bot，每日大概 500 個客人傾偈，每個傾 8 句左右，用 Qwen3-8B", 500, 8),  # Cantonese: 每個傾 N 句
    ("做个客服机器人，每天 250 个客人，每个聊 12 句左右，用 Qwen3-14B", 250, 12),  # 简体: 每个聊 N 句
])
def test_messages_per_person_are_kept(text, users, each):
    p = extract(text).patch
    assert (p.daily_users, p.requests_per_user_per_day) == (users, each)


@pytest.mark.slow
def test_documents_longer_than_the_embedder_are_chunked_in_the_backfill():
    # 平均8页 x 600 tokens a page = 4,800 tokens; bge-large-zh-v1.5 takes 512 at most, so ceil(4800 / 512) = 10 chunks
    # of 480: all the text is embedded (never the first 512 tokens of each contract)
    from advisor.core.service import side_stages
    from tools.schema import Workload

    text = "公司知识库问答，20万份合同（平均8页），用bge-large-zh-v1.5做向量，Qwen3-8B回答，100个员工用"
    w = Workload(**extract(text).patch.model_dump(exclude_none=True))
    backfill = next(m for m in side_stages(w, text, None, None) if m.code == "stages.backfill")
    said = backfill.text("zh")
    assert "200,000 条 × 4,800 token" in said and "切成 10 块" in said
