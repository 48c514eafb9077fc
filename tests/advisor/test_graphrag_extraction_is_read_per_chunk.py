"""GraphRAG extraction over documents said in English, 简体 or 繁體 is read as a batch of passes over chunks of the
stated size with the extraction prompt shared, never one request a whole document."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

EN = ("Build GraphRAG over 5M documents (avg 2,000 tokens) with Qwen3-32B doing entity/relation extraction, default "
      "1,200-token chunks, done in 3 days. Which GPUs, how many, cost?")
HANS = ("要给500万篇文档（平均2000 token）建GraphRAG，实体/关系抽取想用Qwen3-32B，按默认的1200 token切块，三天内跑完，"
        "国内，用什么卡几张，多少钱")
HANT = ("要給500萬篇文件（平均2000 token）建GraphRAG，實體/關係抽取想用Qwen3-32B，按預設的1200 token切塊，三天內跑完，"
        "用什麼卡幾張，多少錢")


@pytest.mark.parametrize("text", [EN, HANS, HANT])
def test_chunks_times_passes_with_the_prompt_shared(text: str) -> None:
    e = extract(text)
    p = e.patch
    # 5e6 × 2,000 ÷ 1,200 = 8,333,334 chunks × (1 + 1 gleaning) = 16,666,668 requests; prompt 2,000 shared + 1,200
    assert p.batch_requests == 16_666_668
    assert p.prompt_tokens == 3_200 and p.shared_prefix_tokens == 2_000 and p.output_tokens == 500
    assert p.deadline_hours == 72.0
    note = " ".join(e.notes)
    assert "8,333,334 chunks" in note and "8.3 B output" in note
    zh = " ".join(e.zh_notes.get(n, "") for n in e.notes)
    assert "8,333,334 块" in zh and "gleaning" in zh


def test_a_chunk_size_said_is_read() -> None:
    e = extract("GraphRAG over 1M documents (avg 3,000 tokens) with Qwen3-32B, 600-token chunks, no gleaning, in 2 days")
    # 1e6 × 3,000 ÷ 600 = 5,000,000 chunks, one pass
    assert e.patch.batch_requests == 5_000_000 and e.patch.prompt_tokens == 2_600


def test_documents_with_no_extraction_stay_one_request_each() -> None:
    e = extract("summarize 5M documents (avg 2,000 tokens) with Qwen3-32B in 3 days")
    assert e.patch.batch_requests == 5_000_000


@pytest.mark.parametrize("text", [
    "Extract a knowledge graph (entities and relations) from 2M documents averaging 5,000 tokens with Qwen2.5-14B, "
    "chunk size 800, within a week",
    "用Qwen2.5-14B从200万篇文档（平均5000 token）抽取知识图谱，每块800 token，一周内完成",
    "用Qwen2.5-14B從200萬篇文件（平均5000 token）抽取知識圖譜，每塊800 token，一週內完成"])
def test_a_knowledge_graph_without_graphrag_named_uses_the_chunk_said_and_no_gleaning(text: str) -> None:
    e = extract(text)
    # 2e6 × 5,000 ÷ 800 = 12,500,000 chunks, one pass (no GraphRAG named: no gleaning assumed); prompt 2,000 + 800
    assert e.patch.batch_requests == 12_500_000 and e.patch.prompt_tokens == 2_800
    assert not any(n.startswith("output not stated:") for n in e.notes)  # the pass's 500 out is said once


def test_an_extraction_prompt_said_replaces_the_assumed_one() -> None:
    p = extract("Build GraphRAG over 1M documents (avg 3,000 tokens) with Qwen3-32B, 1,200-token chunks, extraction "
                "prompt of 1,500 tokens, within 3 days").patch
    # 1e6 × 3,000 ÷ 1,200 = 2,500,000 chunks × 2 passes = 5,000,000; prompt 1,500 + 1,200 = 2,700, + 500 out
    assert p.batch_requests == 5_000_000 and p.shared_prefix_tokens == 1_500 and p.seq_len == 3_200


def test_items_that_are_chunks_already_are_not_cut_again() -> None:
    p = extract("Run entity extraction over 5 million chunks of 1,200 tokens with Qwen3-32B, extraction prompt of "
                "1,500 tokens, within 3 days").patch
    assert p.batch_requests == 5_000_000 and p.prompt_tokens == 2_700
